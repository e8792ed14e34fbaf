// Step 4 (/firm/four): the seal-authorisation agreement. prepareAgreement renders it and registers
// the draft with the e-signature provider, or hands out the same pending draft while it is still
// reusable (no new PDF, no SMS); sendAgreementCode texts the signing code (scene 'sign') to the
// mobile verified in step 2 when the user asks; signAgreement checks the code, has the provider
// sign, and submits the application (auth_status 0 → 1: ENTERPRISE_AUTH_MACHINE's submit through
// the one record writer, with its record_logs row) in the transaction recording the signature.
import {
  ENTERPRISE_AUTH_MACHINE,
  prepareAgreement,
  sendAgreementCode,
  signAgreement,
} from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { enterpriseAuthRecords, enterprises } from '../../db/schema';
import { conflict } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import {
  completeSignature,
  findPendingDocument,
  findReusableDraft,
} from '../../providers/esign/signed-documents';
import { enterpriseOperator } from '../orders/enterprise-order-access';
import { transitionRecord } from '../records/record-transitions';
import { sendSigningCode, SIGN_SCENE, signingCodeWait, staleSignature } from '../sms/signing-codes';
import { consumeSmsCode } from '../sms/sms-codes';
import { fileLinks } from '../../http/file-links';
import { buildAuthInfo } from './auth-info';
import { loadForStep, SEAL_AGREEMENT } from './firm-state';
import { agreementTemplate, renderSealAgreement } from './seal-agreement-pdf';

const agreementOf = (caller: EnterpriseCaller) =>
  ({ ownerType: 'enterprise', ownerId: caller.enterpriseId, kind: SEAL_AGREEMENT }) as const;

export const prepareAgreementHandler = implement(
  prepareAgreement,
  async (_input, { db, config, providers, caller }) => {
    const { enterprise, record } = await loadForStep(db, caller, 4);
    const mobile = record?.authMobile;
    if (!record || !mobile) throw conflict('请先完成手机号认证');
    const prepared =
      (await findReusableDraft(db, agreementOf(caller), mobile)) ??
      (await providers.esign.prepare({
        ...agreementOf(caller),
        signerMobile: mobile,
        pdf: await renderSealAgreement({
          enterprise,
          record,
          template: await agreementTemplate(db),
          date: new Date(),
        }),
      }));
    return {
      sign_id: prepared.signId,
      agreement_url: fileLinks(config)(prepared.draftUrl),
      digest: prepared.digest,
      mobile: maskMobile(mobile),
      resend_in: await signingCodeWait(db, mobile),
    };
  },
);

export const sendAgreementCodeHandler = implement(
  sendAgreementCode,
  async ({ sign_id }, { db, config, providers, caller, request }) => {
    await loadForStep(db, caller, 4);
    return sendSigningCode(
      db,
      { sms: providers.sms, log: request.log },
      {
        signId: sign_id,
        owner: agreementOf(caller),
        ip: request.ip,
        perIpPerHour: config.SMS_CODES_PER_IP_PER_HOUR,
      },
    );
  },
);

export const signAgreementHandler = implement(
  signAgreement,
  async ({ sign_id, code }, { db, config, providers, caller }) => {
    const { record } = await loadForStep(db, caller, 4);
    const operator = await enterpriseOperator(db, caller);
    const document = await findPendingDocument(db, sign_id, agreementOf(caller));
    if (!document) throw staleSignature();
    await consumeSmsCode(db, { mobile: document.signerMobile, scene: SIGN_SCENE, code });

    const signed = await providers.esign.sign({
      signId: document.id,
      signerName: record?.identityName ?? '',
      signedAt: new Date(),
    });
    await db.transaction(async (tx) => {
      if (!(await completeSignature(tx, document.id, signed)))
        throw conflict('协议已签署，请勿重复提交');
      await transitionRecord(tx, {
        machine: ENTERPRISE_AUTH_MACHINE,
        table: enterprises,
        statusKey: 'authStatus',
        id: caller.enterpriseId,
        action: 'submit',
        operator,
        guard: eq(enterprises.authStep, 3),
        set: { authStep: 4, submittedAt: signed.signedAt, reviewedAt: null, rejectReason: null },
      });
      await tx
        .update(enterpriseAuthRecords)
        .set({ agreementDocumentId: document.id })
        .where(eq(enterpriseAuthRecords.enterpriseId, caller.enterpriseId));
    });
    return buildAuthInfo({ db, config }, caller);
  },
);

// Step 4 (/firm/four): the seal-authorisation agreement. prepareAgreement renders it, registers
// the draft with the e-signature provider and texts the signing code (scene 'sign') to the
// mobile verified in step 2; signAgreement checks the code, has the provider sign, and submits
// the application (auth_status 0 → 1) in the same transaction that records the signature.
import { prepareAgreement, signAgreement } from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import { enterpriseAuthRecords, enterprises } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { completeSignature, findPendingDocument } from '../../providers/esign/signed-documents';
import { consumeSmsCode, issueSmsCode } from '../sms/sms-codes';
import { buildAuthInfo } from './auth-info';
import { AUTH_STATUS, loadForStep, SEAL_AGREEMENT } from './firm-state';
import { agreementTemplate, renderSealAgreement } from './seal-agreement-pdf';

export const prepareAgreementHandler = implement(prepareAgreement, async (_input, { db, providers, caller, request }) => {
  const { enterprise, record } = await loadForStep(db, caller, 4);
  const mobile = record?.authMobile;
  if (!record || !mobile) throw conflict('请先完成手机号认证');
  const pdf = await renderSealAgreement({ enterprise, record, template: await agreementTemplate(db), date: new Date() });
  await issueSmsCode(db, providers.sms, { mobile, scene: 'sign', ip: request.ip });
  const prepared = await providers.esign.prepare({ kind: SEAL_AGREEMENT, ownerType: 'enterprise', ownerId: enterprise.id, signerMobile: mobile, pdf });
  return { sign_id: prepared.signId, agreement_url: prepared.draftUrl, digest: prepared.digest, mobile: maskMobile(mobile) };
});

export const signAgreementHandler = implement(signAgreement, async ({ sign_id, code }, { db, providers, caller }) => {
  const { record } = await loadForStep(db, caller, 4);
  const owner = { ownerType: 'enterprise', ownerId: caller.enterpriseId, kind: SEAL_AGREEMENT };
  const document = await findPendingDocument(db, sign_id, owner);
  if (!document) throw fieldError('sign_id', '签署请求已失效，请重新获取验证码', 409);
  await consumeSmsCode(db, { mobile: document.signerMobile, scene: 'sign', code });

  const signed = await providers.esign.sign({ signId: document.id, signerName: record?.identityName ?? '', signedAt: new Date() });
  await db.transaction(async (tx) => {
    if (!(await completeSignature(tx, document.id, signed))) throw conflict('协议已签署，请勿重复提交');
    const submitted = await tx
      .update(enterprises)
      .set({ authStatus: AUTH_STATUS.underReview, authStep: 4, submittedAt: signed.signedAt, reviewedAt: null, rejectReason: null })
      .where(and(eq(enterprises.id, caller.enterpriseId), eq(enterprises.authStatus, AUTH_STATUS.notSubmitted), eq(enterprises.authStep, 3)))
      .returning({ id: enterprises.id });
    if (submitted.length === 0) throw conflict('认证进度已变化，请刷新页面后重试');
    await tx.update(enterpriseAuthRecords).set({ agreementDocumentId: document.id }).where(eq(enterpriseAuthRecords.enterpriseId, caller.enterpriseId));
  });
  return buildAuthInfo(db, caller);
});

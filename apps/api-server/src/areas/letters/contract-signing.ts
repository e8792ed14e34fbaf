// Two-step signing of the entrustment contract (spec §4), one set of handlers per bid letter type:
// /api/Sssign/* for bid e-letters, /api/paper_letter/{prepareSign,sendSignCode,confirmSign} for paper.
// prepareSign renders the contract for an order at 0, registers the draft with the e-signature
// provider and remembers it on the order (contract_sign_id); while that draft is reusable it is
// handed out again (no new PDF, no SMS). sendSignCode texts the code (scene 'sign') to the applying
// account's mobile when the user asks. confirmSign accepts only the order's current draft and that
// code; the provider signs, then one transaction moves the order 0 → 1 (action 'sign'), stores the
// signed contract and records the signature. A new draft replaces the previous one.
import {
  OrderStatus,
  type confirmSign,
  type LetterType,
  type paperConfirmSign,
  type paperPrepareSign,
  type paperSendSignCode,
  type performanceConfirmSign,
  type performancePrepareSign,
  type performanceSendSignCode,
  type prepareSign,
  type sendSignCode,
  type workerConfirmSign,
  type workerPrepareSign,
  type workerSendSignCode,
} from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseAccounts, ensureCompanies, orders } from '../../db/schema';
import { conflict } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import type { ESignProvider } from '../../providers/esign/esign-provider';
import { implement, type Implementation } from '../../http/implement';
import {
  completeSignature,
  findPendingDocument,
  findReusableDraft,
} from '../../providers/esign/signed-documents';
import { sendSigningCode, SIGN_SCENE, signingCodeWait, staleSignature } from '../sms/signing-codes';
import { consumeSmsCode } from '../sms/sms-codes';
import {
  enterpriseOperator,
  enterpriseScope,
  findEnterpriseOrder,
  requireOrderActor,
} from '../orders/enterprise-order-access';
import { ORDER_STATE_CHANGED } from '../orders/order-machine';
import { checkTransition, transitionOrder } from '../orders/order-transitions';
import { fileLinks } from '../../http/file-links';
import { assertProjectOpen, findProject } from './application-rules';
import { orderContractTemplate } from '../issuing-config/order-config';
import { renderEntrustContract } from './entrust-contract-pdf';
import type { OrderRow } from '../../db/rows';

/** The signed_documents owner and kind of one order's contract: drafts of different orders never void each other. */
export const contractOf = (order: Pick<OrderRow, 'id' | 'enterpriseId'>) =>
  ({
    ownerType: 'enterprise',
    ownerId: order.enterpriseId,
    kind: `bid_contract:${order.id}`,
  }) as const;

/** The order, in the caller's enterprise and of `type`, when it may be signed now (status 0, project still open). */
async function orderToSign(db: Db, caller: EnterpriseCaller, sn: string, type: LetterType) {
  const enterprise = await requireOrderActor(db, caller);
  const operator = await enterpriseOperator(db, caller);
  const order = await findEnterpriseOrder(db, caller, sn, type);
  checkTransition(order, { operator, action: 'sign' });
  const project = await findProject(db, order.projectId);
  assertProjectOpen(project, type);
  return { enterprise, operator, order, project };
}

/** Renders the contract, registers the draft and makes it the order's current one. */
async function newContractDraft(
  db: Db,
  esign: ESignProvider,
  {
    enterprise,
    order,
    project,
    signerMobile,
  }: Awaited<ReturnType<typeof orderToSign>> & { signerMobile: string },
) {
  const [company] = await db
    .select()
    .from(ensureCompanies)
    .where(eq(ensureCompanies.id, order.ensureCompanyId))
    .limit(1);
  if (!company) throw new Error(`order ${order.sn}: guarantor missing`);
  const pdf = await renderEntrustContract({
    order,
    enterprise,
    company,
    project,
    template: await orderContractTemplate(db, order),
    date: new Date(),
  });
  const prepared = await esign.prepare({ ...contractOf(order), signerMobile, pdf });
  const [updated] = await db
    .update(orders)
    .set({ contractSignId: prepared.signId, contractUrl: prepared.draftUrl })
    .where(and(eq(orders.id, order.id), eq(orders.status, OrderStatus.PENDING_SIGN)))
    .returning({ id: orders.id });
  if (!updated) throw conflict(ORDER_STATE_CHANGED);
  return prepared;
}

export interface SigningEndpoints {
  prepare:
    | typeof prepareSign
    | typeof paperPrepareSign
    | typeof performancePrepareSign
    | typeof workerPrepareSign;
  sendCode:
    | typeof sendSignCode
    | typeof paperSendSignCode
    | typeof performanceSendSignCode
    | typeof workerSendSignCode;
  confirm:
    | typeof confirmSign
    | typeof paperConfirmSign
    | typeof performanceConfirmSign
    | typeof workerConfirmSign;
}

/** The three signing calls of one letter type's family. */
export const signingHandlers = (
  type: LetterType,
  endpoints: SigningEndpoints,
): Implementation[] => [
  implement(endpoints.prepare, async ({ order_sn }, { db, config, caller, providers }) => {
    const toSign = await orderToSign(db, caller, order_sn, type);
    const { order } = toSign;
    const [signer] = await db
      .select({ mobile: enterpriseAccounts.mobile })
      .from(enterpriseAccounts) // An order the guarantor entered (addOrder) has no applying account: whoever opens it signs.
      .where(eq(enterpriseAccounts.id, order.accountId ?? caller.accountId!))
      .limit(1);
    if (!signer) throw new Error(`order ${order.sn}: applying account missing`);
    const prepared =
      (await findReusableDraft(db, contractOf(order), signer.mobile, order.contractSignId)) ??
      (await newContractDraft(db, providers.esign, { ...toSign, signerMobile: signer.mobile }));
    return {
      sign_id: prepared.signId,
      contract_url: fileLinks(config)(prepared.draftUrl),
      digest: prepared.digest,
      mobile: maskMobile(signer.mobile),
      resend_in: await signingCodeWait(db, signer.mobile),
    };
  }),

  implement(
    endpoints.sendCode,
    async ({ order_sn, sign_id }, { db, config, caller, providers, request }) => {
      const { order } = await orderToSign(db, caller, order_sn, type);
      if (order.contractSignId !== sign_id) throw staleSignature();
      return sendSigningCode(
        db,
        { sms: providers.sms, log: request.log },
        {
          signId: sign_id,
          owner: contractOf(order),
          ip: request.ip,
          perIpPerHour: config.SMS_CODES_PER_IP_PER_HOUR,
        },
      );
    },
  ),

  implement(
    endpoints.confirm,
    async ({ order_sn, sign_id, code }, { db, config, caller, providers }) => {
      const { operator, order } = await orderToSign(db, caller, order_sn, type);
      const document =
        order.contractSignId === sign_id
          ? await findPendingDocument(db, sign_id, contractOf(order))
          : null;
      if (!document) throw staleSignature();
      await consumeSmsCode(db, { mobile: document.signerMobile, scene: SIGN_SCENE, code });

      // The enterprise signs with the e-seal it authorised in /firm step 4.
      const signed = await providers.esign.sign({
        signId: document.id,
        signerName: order.enterpriseName,
        signedAt: new Date(),
      });
      const updated = await transitionOrder(db, {
        sn: order.sn,
        scope: enterpriseScope(caller),
        operator,
        action: 'sign',
        // Only the draft this request checked: a concurrent prepareSign replaces contract_sign_id.
        guard: eq(orders.contractSignId, document.id),
        set: () => ({ signedContractUrl: signed.signedUrl, signedAt: signed.signedAt }),
        within: async (tx) => {
          if (!(await completeSignature(tx, document.id, signed))) throw staleSignature();
        },
      });
      return {
        order_sn: updated.sn,
        status: updated.status,
        signed_contract_url: fileLinks(config)(signed.signedUrl),
      };
    },
  ),
];

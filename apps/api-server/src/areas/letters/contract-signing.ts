// Two-step signing of the entrustment contract (/api/Sssign/prepareSign, /confirmSign; spec §4).
// prepareSign renders the contract for an order at 0, registers the draft with the e-signature
// provider, remembers it on the order (contract_sign_id) and texts a code (scene 'sign') to the
// applying account's mobile. confirmSign accepts only the order's current draft and that code;
// the provider signs, then one transaction moves the order 0 → 1 (action 'sign'), stores the
// signed contract and records the signature. Preparing again replaces the previous draft.
import { confirmSign, OrderStatus, prepareSign } from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseAccounts, ensureCompanies, orders } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { completeSignature, findPendingDocument } from '../../providers/esign/signed-documents';
import { consumeSmsCode, issueSmsCode } from '../sms/sms-codes';
import { enterpriseOperator, enterpriseScope, requireOrderActor } from '../orders/enterprise-order-access';
import { ORDER_STATE_CHANGED } from '../orders/order-machine';
import { checkTransition, findOrder, transitionOrder, type OrderRow } from '../orders/order-transitions';
import { assertProjectOpen, findProject } from './application-rules';
import { entrustmentTemplate, renderEntrustContract } from './entrust-contract-pdf';

/** The signed_documents kind of one order's contract: drafts of different orders never void each other. */
const contractKind = (order: OrderRow) => `bid_contract:${order.id}`;

const STALE_SIGN = '签署请求已失效，请重新获取验证码';

/** The order, in the caller's enterprise, when it may be signed now (status 0, project still open). */
async function orderToSign(db: Db, caller: EnterpriseCaller, sn: string) {
  const enterprise = await requireOrderActor(db, caller);
  const operator = await enterpriseOperator(db, caller);
  const order = await findOrder(db, sn, enterpriseScope(caller));
  checkTransition(order.status, { operator, action: 'sign' });
  const project = await findProject(db, order.projectId);
  assertProjectOpen(project);
  return { enterprise, operator, order, project };
}

export const prepareSignHandler = implement(prepareSign, async ({ order_sn }, { db, caller, providers, request }) => {
  const { enterprise, order, project } = await orderToSign(db, caller, order_sn);
  const [signer] = await db.select({ mobile: enterpriseAccounts.mobile }).from(enterpriseAccounts).where(eq(enterpriseAccounts.id, order.accountId)).limit(1);
  const [company] = await db.select().from(ensureCompanies).where(eq(ensureCompanies.id, order.ensureCompanyId)).limit(1);
  if (!signer || !company) throw new Error(`order ${order.sn}: applying account or guarantor missing`);

  const pdf = await renderEntrustContract({ order, enterprise, company, project, template: await entrustmentTemplate(db), date: new Date() });
  await issueSmsCode(db, providers.sms, { mobile: signer.mobile, scene: 'sign', ip: request.ip });
  const prepared = await providers.esign.prepare({ kind: contractKind(order), ownerType: 'enterprise', ownerId: order.enterpriseId, signerMobile: signer.mobile, pdf });
  const [updated] = await db
    .update(orders)
    .set({ contractSignId: prepared.signId, contractUrl: prepared.draftUrl })
    .where(and(eq(orders.id, order.id), eq(orders.status, OrderStatus.PENDING_SIGN)))
    .returning({ id: orders.id });
  if (!updated) throw conflict(ORDER_STATE_CHANGED);
  return { sign_id: prepared.signId, contract_url: prepared.draftUrl, digest: prepared.digest, mobile: maskMobile(signer.mobile) };
});

export const confirmSignHandler = implement(confirmSign, async ({ order_sn, sign_id, code }, { db, caller, providers }) => {
  const { operator, order } = await orderToSign(db, caller, order_sn);
  const document = order.contractSignId === sign_id ? await findPendingDocument(db, sign_id, { ownerType: 'enterprise', ownerId: order.enterpriseId, kind: contractKind(order) }) : null;
  if (!document) throw fieldError('sign_id', STALE_SIGN, 409);
  await consumeSmsCode(db, { mobile: document.signerMobile, scene: 'sign', code });

  // The enterprise signs with the e-seal it authorised in /firm step 4.
  const signed = await providers.esign.sign({ signId: document.id, signerName: order.enterpriseName, signedAt: new Date() });
  const updated = await transitionOrder(db, {
    sn: order.sn,
    scope: enterpriseScope(caller),
    operator,
    action: 'sign',
    // Only the draft this request checked: a concurrent prepareSign replaces contract_sign_id.
    guard: eq(orders.contractSignId, document.id),
    set: () => ({ signedContractUrl: signed.signedUrl, signedAt: signed.signedAt }),
    within: async (tx) => {
      if (!(await completeSignature(tx, document.id, signed))) throw fieldError('sign_id', STALE_SIGN, 409);
    },
  });
  return { order_sn: updated.sn, status: updated.status, signed_contract_url: signed.signedUrl };
});

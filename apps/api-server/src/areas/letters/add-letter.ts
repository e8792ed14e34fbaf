// /api/Letter/add: an authenticated enterprise applies for a bid e-letter for a project with the
// guarantor it chose. The premium is computed here from the project's bid bond and the
// guarantor's rate and minimum; names and amounts are snapshotted on the order (status 0).
// One live application per enterprise and project: a repeated submission with the same
// guarantor answers the order already created; any other live order is a 409 naming it.
import { addLetter, OrderStatus } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { ensureCompanies, orders, type enterprises, type projects } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { voidPendingDocuments } from '../../providers/esign/signed-documents';
import { computePremium } from '../company/premium';
import { COMPANY_AUTH_STATUS } from '../company/reset-auth';
import { enterpriseOperator, requireOrderActor } from '../orders/enterprise-order-access';
import { ORDER_STATE_CHANGED, orderStatusText, transition } from '../orders/order-machine';
import { insertOrder, type NewOrder, type OrderRow } from '../orders/order-transitions';
import { newOrderSn } from '../orders/order-view';
import { assertProjectOpen, findLiveOrder, findProject, lockApplication } from './application-rules';
import { contractOf } from './contract-signing';

function duplicateMessage(live: OrderRow): string {
  const held = `该项目已有${orderStatusText(live.status)}的保函订单（订单号 ${live.sn}）`;
  // An unpaid order the enterprise can still step back from by cancelling it.
  return transition(live.type, live.status, 'cancel', 'enterprise', new Set()).ok ? `${held}，如需重新申请请先取消该订单` : `${held}，不能重复申请`;
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** A new order's values: the premium computed from the project's bid bond and the guarantor's settings, names and amounts snapshotted. */
export function newApplication(a: {
  enterprise: Pick<Row<typeof enterprises>, 'id' | 'name'>;
  accountId: number;
  company: Pick<Row<typeof ensureCompanies>, 'id' | 'name' | 'premiumRate' | 'minPremium'>;
  project: Pick<Row<typeof projects>, 'id' | 'name' | 'bidBondAmount'>;
  contact: Pick<NewOrder, 'contactName' | 'contactMobile' | 'remark'>;
}): Omit<NewOrder, 'status'> {
  return {
    sn: newOrderSn(),
    enterpriseId: a.enterprise.id,
    accountId: a.accountId,
    ensureCompanyId: a.company.id,
    projectId: a.project.id,
    projectName: a.project.name,
    enterpriseName: a.enterprise.name,
    ensureCompanyName: a.company.name,
    bidBondAmount: a.project.bidBondAmount,
    premiumRate: a.company.premiumRate,
    premium: computePremium(a.project.bidBondAmount, a.company.premiumRate, a.company.minPremium),
    ...a.contact,
  };
}

const answer = (order: OrderRow) => ({ order_id: order.id, order_sn: order.sn, status: order.status, premium: order.premium });

export const addLetterHandler = implement(addLetter, async (input, { db, caller }) => {
  const enterprise = await requireOrderActor(db, caller);
  const project = await findProject(db, input.project_id);
  assertProjectOpen(project);

  const [company] = await db.select().from(ensureCompanies).where(eq(ensureCompanies.id, input.ensure_company_id)).limit(1);
  if (!company) throw notFound('担保机构不存在');
  if (company.authStatus !== COMPANY_AUTH_STATUS.approved) throw conflict('该担保机构尚未通过认证，暂不能受理保函申请，请选择其他担保机构');
  if (company.status !== 1) throw conflict('该担保机构已暂停接单，请选择其他担保机构');

  const operator = await enterpriseOperator(db, caller);
  const contact = { contactName: input.contact_name, contactMobile: input.contact_mobile, remark: input.remark };
  const order = await db.transaction(async (tx) => {
    await lockApplication(tx, enterprise.id, project.id);
    const live = await findLiveOrder(tx, enterprise.id, project.id);
    if (live?.status === OrderStatus.PENDING_SIGN && live.ensureCompanyId === company.id) {
      // A repeated submission (double click, back and submit again): same order, latest contact details.
      const [updated] = await tx
        .update(orders)
        .set(contact)
        .where(and(eq(orders.id, live.id), eq(orders.status, OrderStatus.PENDING_SIGN)))
        .returning();
      if (!updated) throw conflict(ORDER_STATE_CHANGED);
      // The contract prints the contact: a draft showing the old one is never signed.
      if (updated.contactName !== live.contactName || updated.contactMobile !== live.contactMobile) await voidPendingDocuments(tx, contractOf(updated));
      return updated;
    }
    if (live) throw conflict(duplicateMessage(live));
    return insertOrder(tx, newApplication({ enterprise, accountId: caller.accountId, company, project, contact }), operator);
  });
  return answer(order);
});

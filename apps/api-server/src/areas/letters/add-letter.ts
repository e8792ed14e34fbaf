// /api/Letter/add (bid e-letter) and /api/paper_letter/add (paper, with a receiving address): an
// authenticated enterprise applies for a bid letter for a project with the guarantor it chose. The
// premium is computed here from the project's bid bond and the guarantor's rate and minimum; names,
// amounts (and for paper the receiving address) are snapshotted on the order (status 0).
// One live bid letter per enterprise and project, whatever its type: a repeated submission of the
// same type with the same guarantor answers the order already created; any other live order is a
// 409 naming it.
import { LETTER_TYPE_TEXT, OrderStatus, type addLetter, type LetterType, type paperAdd } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
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

function duplicateMessage(live: OrderRow, type: LetterType): string {
  // Another type's order is named by its type: '该项目已有待签约的投标电子保函订单…'.
  const kind = live.type === type ? '保函' : LETTER_TYPE_TEXT[live.type as LetterType];
  const held = `该项目已有${orderStatusText(live.status)}的${kind}订单（订单号 ${live.sn}）`;
  // An unpaid order the enterprise can still step back from by cancelling it.
  return transition(live.type, live.status, 'cancel', 'enterprise', new Set()).ok ? `${held}，如需重新申请请先取消该订单` : `${held}，不能重复申请`;
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** A new order's values (a bid e-letter unless `type` says otherwise): the premium computed from the project's bid bond and the guarantor's settings, names and amounts snapshotted. */
export function newApplication(a: {
  type?: LetterType;
  enterprise: Pick<Row<typeof enterprises>, 'id' | 'name'>;
  accountId: number;
  company: Pick<Row<typeof ensureCompanies>, 'id' | 'name' | 'premiumRate' | 'minPremium'>;
  project: Pick<Row<typeof projects>, 'id' | 'name' | 'bidBondAmount'>;
  contact: Pick<NewOrder, 'contactName' | 'contactMobile' | 'remark'>;
}): Omit<NewOrder, 'status'> {
  return {
    sn: newOrderSn(),
    type: a.type ?? 'bid_e',
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

type ApplicationEndpoint = typeof addLetter | typeof paperAdd;
/** What a letter type stores beyond the bid form (the paper letter's receiving address), read in the caller's enterprise. */
type ApplicationDetails<I> = (db: Db, input: I, enterpriseId: number) => Promise<Partial<NewOrder>>;

/** The application call of one bid letter type; `details` gives the columns that type adds (none for e-letters). */
export function applicationHandler<E extends ApplicationEndpoint>(endpoint: E, type: LetterType, details?: ApplicationDetails<z.output<E['request']>>) {
  return implement<ApplicationEndpoint>(endpoint, async (input, { db, caller }) => {
    const { project_id, ensure_company_id, contact_name, contact_mobile, remark } = input;
    const enterprise = await requireOrderActor(db, caller);
    const project = await findProject(db, project_id);
    assertProjectOpen(project, type);

    const [company] = await db.select().from(ensureCompanies).where(eq(ensureCompanies.id, ensure_company_id)).limit(1);
    if (!company) throw notFound('担保机构不存在');
    if (company.authStatus !== COMPANY_AUTH_STATUS.approved) throw conflict('该担保机构尚未通过认证，暂不能受理保函申请，请选择其他担保机构');
    if (company.status !== 1) throw conflict('该担保机构已暂停接单，请选择其他担保机构');

    const operator = await enterpriseOperator(db, caller);
    const contact = { contactName: contact_name, contactMobile: contact_mobile, remark };
    const extra = (await details?.(db, input as z.output<E['request']>, enterprise.id)) ?? {};
    const order = await db.transaction(async (tx) => {
      await lockApplication(tx, enterprise.id, project.id);
      const live = await findLiveOrder(tx, enterprise.id, project.id);
      if (live?.status === OrderStatus.PENDING_SIGN && live.type === type && live.ensureCompanyId === company.id) {
        // A repeated submission (double click, back and submit again): same order, latest contact details (and address).
        const [updated] = await tx
          .update(orders)
          .set({ ...contact, ...extra })
          .where(and(eq(orders.id, live.id), eq(orders.status, OrderStatus.PENDING_SIGN)))
          .returning();
        if (!updated) throw conflict(ORDER_STATE_CHANGED);
        // The contract prints the contact: a draft showing the old one is never signed.
        if (updated.contactName !== live.contactName || updated.contactMobile !== live.contactMobile) await voidPendingDocuments(tx, contractOf(updated));
        return updated;
      }
      if (live) throw conflict(duplicateMessage(live, type));
      return insertOrder(tx, { ...newApplication({ type, enterprise, accountId: caller.accountId, company, project, contact }), ...extra }, operator);
    });
    return answer(order);
  });
}

// /api/Letter/add (bid e-letter), /api/paper_letter/add (paper, with a receiving address) and the
// performance and wage letters' addLetter (areas/contract-letters: the contract's terms): an
// authenticated enterprise applies for a letter for a project with the guarantor it chose. The
// premium is computed here from the guaranteed amount (the project's bid bond, or what the type's
// details give) and the guarantor's terms for the type (company/premium.ts); names, amounts and the
// type's details are snapshotted on the order (status 0).
// One live letter per enterprise and project among the exclusive types (either bid type; each
// contract letter type on its own): a repeated submission of the same type with the same guarantor
// answers the order already created, with the latest form; any other live order is a 409 naming it.
import {
  COMPANY_AUTH_STATUS,
  LETTER_TYPE_TEXT,
  OrderStatus,
  type addLetter,
  type LetterType,
  type paperAdd,
  type performanceAddLetter,
  type workerAddLetter,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ensureCompanies, orders, type enterprises, type projects } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { voidPendingDocuments } from '../../providers/esign/signed-documents';
import { premiumTerms, pricing, type PremiumTerms } from '../company/premium';
import { enterpriseOperator, requireOrderActor } from '../orders/enterprise-order-access';
import { ORDER_STATE_CHANGED, orderStatusText, transition } from '../orders/order-machine';
import { insertOrder } from '../orders/order-transitions';
import { newOrderSn } from '../orders/order-view';
import {
  assertProjectOpen,
  exclusiveTypes,
  findLiveOrder,
  findProject,
  lockApplication,
} from './application-rules';
import { contractOf } from './contract-signing';
import type { NewOrder, OrderRow, ProjectRow } from '../../db/rows';

function duplicateMessage(live: OrderRow, type: LetterType): string {
  // Another type's order is named by its type: '该项目已有待签约的投标电子保函订单…'.
  const kind = live.type === type ? '保函' : LETTER_TYPE_TEXT[live.type as LetterType];
  const held = `该项目已有${orderStatusText(live.status)}的${kind}订单（订单号 ${live.sn}）`;
  // An unpaid order the enterprise can still step back from by cancelling it.
  return transition(live.type, live.status, 'cancel', 'enterprise', new Set()).ok
    ? `${held}，如需重新申请请先取消该订单`
    : `${held}，不能重复申请`;
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/**
 * A new order's values (a bid e-letter unless `type` says otherwise): names and amounts
 * snapshotted, the premium computed by the guarantor's schedule for the type (`terms`) from the
 * project's bid bond, unless `amount` (another type's guaranteed amount) is given.
 */
export function newApplication(a: {
  type?: LetterType;
  enterprise: Pick<Row<typeof enterprises>, 'id' | 'name'>;
  accountId: number | null;
  company: Pick<Row<typeof ensureCompanies>, 'id' | 'name'>;
  project: Pick<Row<typeof projects>, 'id' | 'name' | 'bidBondAmount'>;
  contact: Pick<NewOrder, 'contactName' | 'contactMobile' | 'remark'>;
  amount?: string;
  terms: PremiumTerms;
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
    ...pricing(a.amount ?? a.project.bidBondAmount, a.terms),
    ...a.contact,
  };
}

/** The guarantor an application (or a quote) names, when it takes applications: authenticated and accepting orders (409 otherwise). */
export async function findAcceptingCompany(db: Db, companyId: number) {
  const [company] = await db
    .select()
    .from(ensureCompanies)
    .where(eq(ensureCompanies.id, companyId))
    .limit(1);
  if (!company) throw notFound('担保机构不存在');
  if (company.authStatus !== COMPANY_AUTH_STATUS.approved)
    throw conflict('该担保机构尚未通过认证，暂不能受理保函申请，请选择其他担保机构');
  if (company.status !== 1) throw conflict('该担保机构已暂停接单，请选择其他担保机构');
  return company;
}

const answer = (order: OrderRow) => ({
  order_id: order.id,
  order_sn: order.sn,
  status: order.status,
  premium: order.premium,
});

type ApplicationEndpoint =
  typeof addLetter | typeof paperAdd | typeof performanceAddLetter | typeof workerAddLetter;
/**
 * What a letter type stores beyond the bid form, read in the caller's enterprise: the paper
 * letter's receiving address; a performance or wage letter's contract terms, with its guaranteed
 * amount as `bidBondAmount` (the premium is then computed from it). Field errors refuse the form.
 */
export type ApplicationDetails<I> = (
  db: Db,
  input: I,
  enterpriseId: number,
  project: ProjectRow,
) => Promise<Partial<NewOrder>>;

/** The columns an application fixes that the entrustment contract prints: a draft printing other values is never signed. */
const PRINTED: ReadonlyArray<keyof OrderRow> = [
  'contactName',
  'contactMobile',
  'bidBondAmount',
  'premium',
  'premiumRate',
  'contractPrice',
  'beneficiary',
  'beneficiaryCreditCode',
  'beneficiaryAddress',
  'wageShare',
  'validFrom',
  'validTo',
];

/** Whether the entrustment contract of `before` would print differently for `after`. */
export const contractChanged = (before: OrderRow, after: OrderRow) =>
  PRINTED.some((column) => before[column] !== after[column]);

/** The application call of one letter type; `details` gives the columns that type adds (none for e-letters). */
export function applicationHandler<E extends ApplicationEndpoint>(
  endpoint: E,
  type: LetterType,
  details?: ApplicationDetails<z.output<E['request']>>,
) {
  return implement<ApplicationEndpoint>(endpoint, async (input, { db, caller }) => {
    const { project_id, ensure_company_id, contact_name, contact_mobile, remark } = input;
    const enterprise = await requireOrderActor(db, caller);
    const project = await findProject(db, project_id);
    assertProjectOpen(project, type);

    const company = await findAcceptingCompany(db, ensure_company_id);
    const terms = await premiumTerms(db, company, type);
    const operator = await enterpriseOperator(db, caller);
    const contact = { contactName: contact_name, contactMobile: contact_mobile, remark };
    const extra =
      (await details?.(db, input as z.output<E['request']>, enterprise.id, project)) ?? {};
    const amount = extra.bidBondAmount ?? project.bidBondAmount;
    const order = await db.transaction(async (tx) => {
      await lockApplication(tx, enterprise.id, project.id);
      const live = await findLiveOrder(tx, enterprise.id, project.id, {
        types: exclusiveTypes(type),
      });
      if (
        live?.status === OrderStatus.PENDING_SIGN &&
        live.type === type &&
        live.ensureCompanyId === company.id
      ) {
        // A repeated submission (double click, back and submit again): same order, latest form (contact, address, terms).
        const [updated] = await tx
          .update(orders)
          .set({ ...contact, ...extra, ...pricing(amount, terms) })
          .where(and(eq(orders.id, live.id), eq(orders.status, OrderStatus.PENDING_SIGN)))
          .returning();
        if (!updated) throw conflict(ORDER_STATE_CHANGED);
        if (contractChanged(live, updated)) await voidPendingDocuments(tx, contractOf(updated));
        return updated;
      }
      if (live) throw conflict(duplicateMessage(live, type));
      return insertOrder(
        tx,
        {
          ...newApplication({
            type,
            enterprise,
            accountId: caller.accountId,
            company,
            project,
            contact,
            amount,
            terms,
          }),
          ...extra,
        },
        operator,
      );
    });
    return answer(order);
  });
}

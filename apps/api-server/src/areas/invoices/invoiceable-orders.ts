// Which orders can be invoiced, and for how much (docs/invoices.md): a paid order (a 'paid' pay
// log) not in refund review or refunded, without a live invoice; the amount is what the pay log
// still holds as paid — a refunded payment's row turns 'refunded', so it is the premium paid minus
// refunds — capped at the premium (a duplicate payment waiting for its refund is not premium).
import {
  INVOICE_STATUS_TEXT,
  InvoiceStatus,
  invoiceGetOrderOptions,
  OrderStatus,
  type LetterType,
} from '@bht/api-client/contract';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices, orders, payLogs } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import type { OrderRow } from '../../db/rows';

const S = OrderStatus;
/** Orders never paid (or given up before payment): nothing to invoice. */
const UNPAID = [
  S.PENDING_SIGN,
  S.PENDING_REVIEW,
  S.PENDING_PAYMENT,
  S.REJECTED,
  S.CANCELLED,
] as number[];
/** Orders whose premium is being or was paid back. */
export const REFUNDING = [S.REFUND_REVIEW, S.REFUNDED] as number[];

/** What the pay log holds as paid for the order, capped at its premium ('0.00' when nothing). */
const paidAmount = sql<string>`least(${orders.premium}, coalesce(sum(${payLogs.amount}) filter (where ${payLogs.status} = 'paid'), 0))::numeric(14,2)::text`;

const noLiveInvoice = sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.status} <> ${InvoiceStatus.VOIDED})`;

/** The enterprise's invoiceable orders, newest payment first. */
function invoiceableOrders(db: Db | Tx, enterpriseId: number) {
  return db
    .select({ order: orders, amount: paidAmount })
    .from(orders)
    .innerJoin(payLogs, eq(payLogs.orderId, orders.id))
    .where(
      and(
        eq(orders.enterpriseId, enterpriseId),
        notInArray(orders.status, [...UNPAID, ...REFUNDING]),
        noLiveInvoice,
      ),
    )
    .groupBy(orders.id)
    .having(sql`${paidAmount}::numeric > 0`)
    .orderBy(desc(orders.payTime), desc(orders.id));
}

/** The live (not voided) invoice of the order, if any. */
export async function liveInvoiceOfOrder(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.status, InvoiceStatus.VOIDED)))
    .limit(1);
  return row;
}

/** 409 naming the order's live invoice (the rule: one invoice per order). */
export const alreadyInvoiced = (live: { id: number; status: number }) => {
  const message = `该订单已有开票申请（编号 ${live.id}，${INVOICE_STATUS_TEXT[live.status]}），每个订单只能开一张发票`;
  return conflict(message, { order_sn: message });
};

/**
 * The amount order `order` (the caller's, found already) can be invoiced for now, or 409 saying
 * why not: unpaid, refunding, nothing paid, or already invoiced (`exceptInvoice`: the request being
 * modified does not count).
 */
export async function invoiceableAmount(
  db: Db | Tx,
  order: OrderRow,
  exceptInvoice?: number,
): Promise<string> {
  const refuse = (message: string) => conflict(message, { order_sn: message });
  if (UNPAID.includes(order.status)) throw refuse('该订单尚未支付保费，不能申请开票');
  if (REFUNDING.includes(order.status)) throw refuse('该订单已申请退款或已退款，不能申请开票');
  const live = await liveInvoiceOfOrder(db, order.id);
  if (live && live.id !== exceptInvoice) throw alreadyInvoiced(live);
  const [row] = await db
    .select({ amount: paidAmount })
    .from(orders)
    .innerJoin(payLogs, eq(payLogs.orderId, orders.id))
    .where(eq(orders.id, order.id))
    .groupBy(orders.id);
  if (!row || Number(row.amount) <= 0) throw refuse('该订单没有已支付的保费，不能申请开票');
  return row.amount;
}

export const getOrderOptionsHandler = implement(
  invoiceGetOrderOptions,
  async (_input, { db, caller }) => {
    assertOrderPermission(caller);
    const rows = await invoiceableOrders(db, caller.enterpriseId);
    return rows.map(({ order, amount }) => ({
      order_sn: order.sn,
      type: order.type as LetterType,
      project_name: order.projectName,
      ensure_company_name: order.ensureCompanyName,
      amount,
      pay_time: order.payTime ? toUnixSeconds(order.payTime) : null,
    }));
  },
);

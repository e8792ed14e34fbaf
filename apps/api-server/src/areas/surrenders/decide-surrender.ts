// The guarantor's decision on a surrender request (expireTime, permission 退保; docs/after-issue.md).
// Each decision is the request's transition in SURRENDER_MACHINE (record-transitions.ts: one
// conditional UPDATE on status 0 and a record_logs row), in the same transaction as what it does
// to the letter, so of two concurrent decisions one wins and the other answers 409.
// - approve, cease date today: the letter ends now (transition `surrender` → 13, reason surrendered);
// - approve, a later cease date: orders.valid_to is shortened to it and the expiry job ends the
//   letter after that day;
// - refund=1 returns the premium as an approved refund does (refund-payment.ts: marked inside the
//   transaction, refunded through the channel after the commit). A pending invoice of the order is
//   voided (退保退费: INVOICE_MACHINE's surrender_void by the system, with its record_logs row); an
//   issued one must be voided by the invoice desk first (409);
// - refuse: the opinion is recorded, the letter stays as it was.
import {
  INVOICE_MACHINE,
  InvoiceStatus,
  letterMachine,
  SURRENDER_MACHINE,
} from '@bht/api-client/contract';
import { and, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { invoices, orders, surrenders } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import type { HandlerContext } from '../../http/implement';
import { companyOperator, companyScope } from '../company-orders/company-operator';
import { approveRefundOfPayment, refundThroughChannel } from '../company-orders/refund-payment';
import { notifyInvoiceVoided } from '../messages/invoice-events';
import { notifySurrenderApproved, notifySurrenderRefused } from '../messages/surrender-events';
import { ORDER_STATE_CHANGED } from '../orders/order-machine';
import { transitionOrder, type Operator } from '../orders/order-transitions';
import type { PayLogRow } from '../payments/pay-logs';
import { findSurrender, type SurrenderRecord } from './surrender-records';
import {
  checkRecordAction,
  transitionRecord,
  type RecordOperator,
} from '../records/record-transitions';
import type { OrderRow } from '../../db/rows';
import type { Tx } from '../../db/client';
import { todayInChina } from '../../time/china-time';
import { isCalendarDay } from '../../db/conditions';

/** What deciding a request no longer pending answers (SURRENDER_MACHINE's own 409 message). */
export const SURRENDER_DECIDED = SURRENDER_MACHINE.changed!;
export const INVOICE_ISSUED = '该订单已开具发票，请先作废发票再退还保费';
/** The void reason of a pending invoice when the premium goes back. */
const INVOICE_VOID_REASON = '退保退费';
/** Who voids it: the system (INVOICE_MACHINE's surrender_void), as the approval's consequence. */
const INVOICE_VOIDER: RecordOperator = {
  type: 'system',
  id: null,
  name: '系统（退保退费）',
  permissions: new Set(),
};

export interface Decision {
  id: number;
  action: 'approve' | 'refuse';
  opinion: string;
  valid_to: string;
  refund: number;
}

/** Takes the decision's transition on the request (record-transitions.ts); 409 when another decision came first. */
async function markDecided(
  tx: Tx,
  record: SurrenderRecord,
  operator: Operator,
  decision: Decision,
) {
  const approved = decision.action === 'approve';
  return transitionRecord(tx, {
    machine: SURRENDER_MACHINE,
    table: surrenders,
    id: record.surrender.id,
    action: decision.action,
    operator,
    note: decision.opinion,
    noteField: 'opinion',
    conflictField: 'id',
    set: {
      opinion: decision.opinion || null,
      ceaseDate: approved ? decision.valid_to : null,
      refund: approved ? decision.refund : 0,
      handledBy: operator.id,
      handlerName: operator.name,
      handledAt: new Date(),
    },
  });
}

/**
 * The order's live invoice when the premium goes back: a pending one is voided (the enterprise is
 * told), an issued one refuses the approval. Locked, so the invoice desk cannot issue it meanwhile.
 */
async function settleInvoice(tx: Tx, order: OrderRow) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), ne(invoices.status, InvoiceStatus.VOIDED)))
    .limit(1)
    .for('update');
  if (!invoice) return;
  if (invoice.status !== InvoiceStatus.PENDING)
    throw conflict(INVOICE_ISSUED, { refund: INVOICE_ISSUED });
  await transitionRecord(tx, {
    machine: INVOICE_MACHINE,
    table: invoices,
    id: invoice.id,
    action: 'surrender_void',
    operator: INVOICE_VOIDER,
    set: { voidReason: INVOICE_VOID_REASON },
    notify: (tx, voided) => notifyInvoiceVoided(tx, voided, order),
  });
}

/** The cease date: a real day from today up to the letter's current last day; else a field error. */
function checkCeaseDate(day: string, order: SurrenderRecord['order'], today: string) {
  if (!isCalendarDay(day)) throw fieldError('valid_to', '保函终止日期不是有效日期');
  if (day < today) throw fieldError('valid_to', '保函终止日期不能早于今天');
  if (order.validTo && day > order.validTo) {
    throw fieldError('valid_to', `保函终止日期不能晚于保函原到期日 ${order.validTo}`);
  }
}

/** Shortens the letter's validity to `cease` while it is in force (the expiry job ends it after that day). */
async function shortenValidity(tx: Tx, record: SurrenderRecord, cease: string): Promise<OrderRow> {
  const [order] = await tx
    .update(orders)
    .set({ validTo: cease, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, record.order.id),
        inArray(orders.status, [...letterMachine(record.order.type).inForce]),
        or(isNull(orders.validTo), gte(orders.validTo, cease)),
      ),
    )
    .returning();
  if (!order) throw conflict(ORDER_STATE_CHANGED);
  return order;
}

type DeskContext = Pick<
  HandlerContext<'ensure_company'>,
  'db' | 'config' | 'caller' | 'providers' | 'request'
>;

export async function decideSurrender(
  { db, config, caller, providers, request }: DeskContext,
  decision: Decision,
) {
  const record = await findSurrender(db, { companyId: caller.companyId }, decision.id);
  const operator = await companyOperator(db, caller);
  // A decided request answers 409 before the cease date is looked at.
  checkRecordAction(SURRENDER_MACHINE, record.surrender.status, {
    operator,
    action: decision.action,
    note: decision.opinion,
    noteField: 'opinion',
    conflictField: 'id',
  });

  if (decision.action === 'refuse') {
    await db.transaction(async (tx) => {
      const row = await markDecided(tx, record, operator, decision);
      await notifySurrenderRefused(tx, row, record.order);
    });
    return;
  }

  const today = todayInChina();
  checkCeaseDate(decision.valid_to, record.order, today);
  // Set inside the transaction when the premium still has to go back through its channel.
  let online = null as PayLogRow | null;
  const settle = async (tx: Tx, order: OrderRow) => {
    const row = await markDecided(tx, record, operator, decision);
    if (decision.refund === 1) {
      await settleInvoice(tx, order);
      online = await approveRefundOfPayment(tx, order, operator.name, 'surrender');
    }
    await notifySurrenderApproved(tx, row, order);
  };

  if (decision.valid_to === today) {
    await transitionOrder(db, {
      sn: record.order.sn,
      scope: companyScope(caller),
      operator,
      action: 'surrender',
      note: decision.opinion,
      set: () => ({ validTo: today, endReason: 'surrendered', endedOn: today }),
      within: (tx, updated) => settle(tx, updated),
    });
  } else {
    await db.transaction(async (tx) => {
      const shortened = await shortenValidity(tx, record, decision.valid_to);
      await settle(tx, shortened);
    });
  }
  if (online)
    await refundThroughChannel(
      { db, provider: providers.payment, log: request.log, leaseMs: config.JOB_LEASE_MS },
      online,
      'surrender',
    );
}

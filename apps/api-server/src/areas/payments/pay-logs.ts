// The pay log (pay_logs): one row per payment attempt. An attempt starts 'pending' (a JSAPI
// prepay, or an uploaded transfer voucher) and ends 'paid', 'failed' or 'refunded'; the provider's
// transaction id (trade_no) is unique per channel, which is what makes callbacks idempotent.
import { getQueryPayLog, type payLogSchema } from '@bht/api-client/contract';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { payLogs } from '../../db/schema';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { PAYMENT_WINDOW_START } from '../orders/cancel-order';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { findOrder } from '../orders/order-transitions';
import type { OrderRow } from '../../db/rows';

export type PayLogRow = typeof payLogs.$inferSelect;
export type PayLogChannel = z.output<typeof payLogSchema>['channel'];
export type PayLogStatus = z.output<typeof payLogSchema>['status'];

const pendingOf = (orderId: number, channel: PayLogChannel) =>
  and(
    eq(payLogs.orderId, orderId),
    eq(payLogs.channel, channel),
    eq(payLogs.status, 'pending'),
    isNull(payLogs.tradeNo),
  );

/** The row's note with `note` appended (the voucher or payment note stays readable). */
export const appendedNote = (note: string) =>
  sql`concat_ws('；', nullif(${payLogs.note}, ''), ${note}::text)`;

/**
 * Writes the order's offline (bank transfer) attempt: the pending one, if any, takes `status` and the
 * note (appended to its own when `append`), else a new row is written. There is at most one pending
 * offline attempt: a replaced voucher updates it, the guarantor's confirmation settles it.
 */
export async function writeOfflineAttempt(
  tx: Tx,
  order: OrderRow,
  status: PayLogStatus,
  note: string,
  append = false,
) {
  const [pending] = await tx
    .update(payLogs)
    .set({ status, amount: order.premium, note: append ? appendedNote(note) : note })
    .where(pendingOf(order.id, 'offline'))
    .returning({ id: payLogs.id });
  if (!pending)
    await tx.insert(payLogs).values({
      orderId: order.id,
      orderSn: order.sn,
      channel: 'offline',
      amount: order.premium,
      status,
      note,
    });
}

/**
 * Records that a payment of `order` through `channel` has started. An attempt younger than the
 * pending window is reused (a reload of the pay page is not a new payment); older ones are closed
 * as timed out, so "pending and recent" keeps meaning "a payment may be in flight".
 */
export async function startAttempt(
  tx: Tx,
  order: OrderRow,
  channel: PayLogChannel,
  note: string,
): Promise<PayLogRow> {
  await tx
    .update(payLogs)
    .set({ status: 'failed', note: '支付超时，已重新发起' })
    .where(and(pendingOf(order.id, channel), lte(payLogs.createdAt, PAYMENT_WINDOW_START)));
  const [current] = await tx
    .update(payLogs)
    .set({ amount: order.premium, note })
    .where(and(pendingOf(order.id, channel), gt(payLogs.createdAt, PAYMENT_WINDOW_START)))
    .returning();
  if (current) return current;
  const [created] = await tx
    .insert(payLogs)
    .values({
      orderId: order.id,
      orderSn: order.sn,
      channel,
      amount: order.premium,
      status: 'pending',
      note,
    })
    .returning();
  return created!;
}

export interface AttemptOutcome {
  tradeNo: string;
  status: PayLogStatus;
  amount: string;
  note: string;
}

/**
 * Ends the order's latest pending attempt on `channel` with the provider's outcome, or records the
 * outcome as a row of its own when no attempt is pending. Null when the channel's `tradeNo` is
 * already recorded (a repeated notification): the caller answers it as a duplicate.
 */
export async function settleAttempt(
  tx: Tx,
  order: OrderRow,
  channel: PayLogChannel,
  outcome: AttemptOutcome,
): Promise<PayLogRow | null> {
  const values = { tradeNo: outcome.tradeNo, status: outcome.status, note: outcome.note };
  const [pending] = await tx
    .select({ id: payLogs.id })
    .from(payLogs)
    .where(pendingOf(order.id, channel))
    .orderBy(desc(payLogs.id))
    .limit(1);
  if (pending) {
    // Re-checks 'pending' under the row lock: of two concurrent notifications only one ends the attempt.
    const [settled] = await tx
      .update(payLogs)
      .set(values)
      .where(
        and(eq(payLogs.id, pending.id), eq(payLogs.status, 'pending'), isNull(payLogs.tradeNo)),
      )
      .returning();
    if (settled) return settled;
  }
  const [inserted] = await tx
    .insert(payLogs)
    .values({ orderId: order.id, orderSn: order.sn, channel, amount: outcome.amount, ...values })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function findTrade(
  db: Db | Tx,
  channel: PayLogChannel,
  tradeNo: string,
): Promise<PayLogRow | null> {
  const [row] = await db
    .select()
    .from(payLogs)
    .where(and(eq(payLogs.channel, channel), eq(payLogs.tradeNo, tradeNo)))
    .limit(1);
  return row ?? null;
}

export const toPayLogView = (row: PayLogRow): z.output<typeof payLogSchema> => ({
  id: row.id,
  order_sn: row.orderSn,
  channel: row.channel as PayLogChannel,
  amount: row.amount,
  trade_no: row.tradeNo,
  status: row.status as PayLogStatus,
  create_time: toUnixSeconds(row.createdAt),
});

export const getQueryPayLogHandler = implement(
  getQueryPayLog,
  async ({ order_sn }, { db, caller }) => {
    assertOrderPermission(caller);
    const order = await findOrder(db, order_sn, enterpriseScope(caller));
    const rows = await db
      .select()
      .from(payLogs)
      .where(eq(payLogs.orderId, order.id))
      .orderBy(asc(payLogs.id));
    return rows.map(toPayLogView);
  },
);

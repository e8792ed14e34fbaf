// The money side of an approved refund (handleRefund approve_refund, 8 → 9) or of a surrender approved
// with the premium returned (expireTime refund=1, docs/after-issue.md). Inside the decision's
// transaction the payment that paid the order is locked and marked: an offline transfer is settled
// at once (the guarantor transfers the premium back itself), an online one is marked as being
// refunded and its refund job (payment.refund, docs/jobs.md) is enqueued in the same transaction.
// The job calls the channel after the commit — at once from the request, else from the job runner,
// with back-off, after a crash too — under the payment's merchant refund number, so the channel
// refunds once however often it is asked, and the row becomes 'refunded'. docs/payments.md, "Refunds".
import { letterMachine } from '@bht/api-client/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { payLogs } from '../../db/schema';
import { AppError, conflict } from '../../http/app-error';
import {
  PAY_CHANNELS,
  type PayChannel,
  type PaymentProvider,
} from '../../providers/payment/payment-provider';
import type { OrderRow } from '../../db/rows';
import { enqueueRefund, refundProcessing, runRefundNow } from '../payments/refund-job';
import { appendedNote, type PayLogRow, type PayLogStatus } from '../payments/pay-logs';

export const NO_PAYMENT_RECORD = '未找到该订单的付款记录，无法退款';

/** Why the premium goes back: an approved refund request, or an approved surrender. */
export type RefundCause = 'refund' | 'surrender';
/** How the pay log and the channel name each cause: the approval, and the refund's reason. */
const CAUSE_TEXT: Record<RefundCause, { approval: string; reason: string }> = {
  refund: { approval: '同意退款', reason: '退款' },
  surrender: { approval: '同意退保', reason: '退保退还保费' },
};
const refundFailed = (cause: RefundCause) =>
  `已${CAUSE_TEXT[cause].approval}，但支付渠道原路退款暂未成功，系统将自动重试；多次失败后请联系支付渠道人工退款`;
export const REFUND_FAILED = refundFailed('refund');

const isPayChannel = (channel: string): channel is PayChannel =>
  (PAY_CHANNELS as readonly string[]).includes(channel);

/** Sets the row's status and appends `note` to its own. */
async function markPayment(db: Db | Tx, id: number, status: PayLogStatus, note: string) {
  await db
    .update(payLogs)
    .set({ status, note: appendedNote(note) })
    .where(eq(payLogs.id, id));
}

/** A premium the trading platform collected goes back through the platform (its refund push). */
export const PLATFORM_REFUNDS =
  '保费由交易平台代收，退款由交易平台办理：平台退款后，订单自动转为退款成功；平台退款失败后，可在此同意退款并线下退还';

/**
 * A premium the platform collected, which the platform then failed to refund (its refund push said
 * 失败, recorded as a failed `platform` pay log): the guarantor returns it by transfer, so the
 * platform's payment row is settled offline. Anything else goes back through the platform.
 */
async function refundPlatformPaymentOffline(
  tx: Tx,
  order: OrderRow,
  approval: string,
  operatorName: string,
): Promise<null> {
  const rows = await tx
    .select()
    .from(payLogs)
    .where(and(eq(payLogs.orderId, order.id), eq(payLogs.channel, 'platform')))
    .orderBy(asc(payLogs.id))
    .for('update');
  const paid = rows.find((row) => row.status === 'paid');
  if (!paid || !rows.some((row) => row.status === 'failed')) throw conflict(PLATFORM_REFUNDS);
  await markPayment(
    tx,
    paid.id,
    'refunded',
    `${approval}，交易平台退款失败，保费由担保机构线下转账退回（${operatorName}）`,
  );
  return null;
}

/**
 * Locks the pay log row that paid `order` (the first paid row on the way it was paid: a later paid
 * row is a duplicate payment, refunded on its own by the payment service) and records the approval
 * on it. Returns the row when the channel still has to refund it, null when the refund is offline.
 */
export async function approveRefundOfPayment(
  tx: Tx,
  order: OrderRow,
  operatorName: string,
  cause: RefundCause = 'refund',
): Promise<PayLogRow | null> {
  const { approval } = CAUSE_TEXT[cause];
  if (order.payMethod === 'platform')
    return refundPlatformPaymentOffline(tx, order, approval, operatorName);
  const channels: string[] = order.payMethod === 'offline' ? ['offline'] : [...PAY_CHANNELS];
  const [payment] = await tx
    .select()
    .from(payLogs)
    .where(
      and(
        eq(payLogs.orderId, order.id),
        eq(payLogs.status, 'paid'),
        inArray(payLogs.channel, channels),
      ),
    )
    .orderBy(asc(payLogs.id))
    .limit(1)
    .for('update');
  if (!payment) throw conflict(NO_PAYMENT_RECORD);
  if (!isPayChannel(payment.channel)) {
    await markPayment(
      tx,
      payment.id,
      'refunded',
      `${approval}，保费由担保机构线下转账退回（${operatorName}）`,
    );
    return null;
  }
  if (!payment.tradeNo) throw conflict(NO_PAYMENT_RECORD);
  await markPayment(tx, payment.id, 'paid', `${approval}，原路退款处理中`);
  await enqueueRefund(tx, {
    payLogId: payment.id,
    reason: `${letterMachine(order.type).label}${CAUSE_TEXT[cause].reason}（订单 ${order.sn}）`,
  });
  return payment;
}

/**
 * Runs the refund job of `payment` now, after the decision's commit (the runner would take it
 * anyway; this gives the operator the answer at once). When this first try fails the job stays
 * queued for its retries and the operator gets 502 saying so (the decision stands).
 */
export async function refundThroughChannel(
  {
    db,
    provider,
    log,
    leaseMs,
  }: {
    db: Db;
    provider: PaymentProvider;
    log: Pick<FastifyBaseLogger, 'error' | 'info'>;
    /** The runners' lease (JOB_LEASE_MS): a process dying in this call leaves the job for that long. */
    leaseMs: number;
  },
  payment: PayLogRow,
  cause: RefundCause = 'refund',
): Promise<void> {
  const run = await runRefundNow({ db, provider, log, leaseMs }, payment.id);
  // A channel still processing the refund (WeChat's PROCESSING) has taken it: its notification,
  // else the job's next try, confirms it; the console's 原路退款 card says 退款中 meanwhile.
  if (run.retried > 0 && (await refundProcessing(db, payment.id))) return;
  if (run.retried + run.dead > 0) throw new AppError(refundFailed(cause), { status: 502 });
}

// The money side of an approved refund (handleRefund approve_refund, 8 → 9) or of a surrender approved
// with the premium returned (expireTime refund=1, docs/after-issue.md). Inside the decision's
// transaction the payment that paid the order is locked and marked: an offline transfer is settled
// at once (the guarantor transfers the premium back itself), an online one is marked as being
// refunded. After the commit the channel refunds the online payment and the row becomes
// 'refunded'. Why after the commit: docs/payments.md, "Refunds".
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
import {
  appendedNote,
  outRefundNoOf,
  type PayLogRow,
  type PayLogStatus,
} from '../payments/pay-logs';
import type { OrderRow } from '../../db/rows';

export const NO_PAYMENT_RECORD = '未找到该订单的付款记录，无法退款';

/** Why the premium goes back: an approved refund request, or an approved surrender. */
export type RefundCause = 'refund' | 'surrender';
/** How the pay log and the channel name each cause: the approval, and the refund's reason. */
const CAUSE_TEXT: Record<RefundCause, { approval: string; reason: string }> = {
  refund: { approval: '同意退款', reason: '退款' },
  surrender: { approval: '同意退保', reason: '退保退还保费' },
};
const refundFailed = (cause: RefundCause) =>
  `已${CAUSE_TEXT[cause].approval}，但支付渠道原路退款未成功，请联系支付渠道人工退款`;
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
  return payment;
}

/**
 * Refunds `payment` in full through its channel and marks it 'refunded' with the refund number.
 * When the channel refuses, the row keeps 'paid' with a note for a manual refund, the error is
 * logged and the operator gets REFUND_FAILED (the order stays refunded-approved, 9).
 */
export async function refundThroughChannel(
  {
    db,
    provider,
    log,
  }: { db: Db; provider: PaymentProvider; log: Pick<FastifyBaseLogger, 'error'> },
  order: OrderRow,
  payment: PayLogRow,
  cause: RefundCause = 'refund',
): Promise<void> {
  let refundNo: string;
  try {
    ({ refundNo } = await provider.refund({
      channel: payment.channel as PayChannel,
      tradeNo: payment.tradeNo!,
      outRefundNo: outRefundNoOf(payment),
      amount: payment.amount,
      reason: `${letterMachine(order.type).label}${CAUSE_TEXT[cause].reason}（订单 ${order.sn}）`,
    }));
  } catch (error) {
    log.error(
      { err: error, orderSn: order.sn, channel: payment.channel, tradeNo: payment.tradeNo },
      'refund of an approved refund request failed',
    );
    await markPayment(db, payment.id, 'paid', '原路退款失败，请人工退款');
    throw new AppError(refundFailed(cause), { status: 502 });
  }
  await markPayment(db, payment.id, 'refunded', `已原路退款（退款单号 ${refundNo}）`);
}

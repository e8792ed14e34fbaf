// The payment query (docs/jobs.md, docs/payments.md): starting an online payment enqueues, in the
// same transaction as its pay log attempt, a payment.query job due PAYMENT_QUERY_DELAY_MS later.
// If the channel's notification never came, the job asks the channel about the prepay order: paid
// → the same result as the notification (receivePayResult: the order's `pay` transition, or a
// duplicate when the notification did arrive meanwhile, or the late payment's refund), closed →
// the attempt recorded as failed, still pending → asked again with the runner's back-off.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { enqueueJob, JobFailure, type JobHandler } from '../../jobs/job-queue';
import type { PayChannel, PaymentProvider } from '../../providers/payment/payment-provider';
import type { Tx } from '../../db/client';
import { receivePayResult } from './pay-result';

export const PAYMENT_QUERY_JOB = 'payment.query';
/** Questions to the channel per prepay order before the runner stops asking. */
export const PAYMENT_QUERY_MAX_ATTEMPTS = 6;
export const paymentQueryKey = (prepayId: string) => `payquery:${prepayId}`;
const STILL_PENDING = '支付渠道尚未确认支付结果，稍后再查询';

export const enqueuePaymentQuery = (
  tx: Tx,
  payment: { channel: PayChannel; prepayId: string; orderSn: string },
  delayMs: number,
) =>
  enqueueJob(tx, {
    kind: PAYMENT_QUERY_JOB,
    key: paymentQueryKey(payment.prepayId),
    payload: payment,
    runAt: new Date(Date.now() + delayMs),
    maxAttempts: PAYMENT_QUERY_MAX_ATTEMPTS,
  });

export function paymentQueryJobHandler(
  db: Db,
  provider: PaymentProvider,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): JobHandler {
  return {
    genericError: '支付渠道查询失败，将自动重试',
    run: async (job) => {
      const { channel, prepayId } = job.payload as { channel: PayChannel; prepayId: string };
      const result = await provider.queryPayment({ channel, prepayId });
      if (result.status === 'pending') throw new JobFailure(STILL_PENDING);
      if (result.status === 'unknown') return;
      await receivePayResult(
        { db, provider, log },
        channel,
        result.status === 'paid'
          ? {
              order_sn: result.orderSn,
              trade_no: result.tradeNo,
              amount: result.amount,
              status: 'SUCCESS',
              paid_at: Math.floor(result.paidAt.getTime() / 1000),
            }
          : {
              order_sn: result.orderSn,
              trade_no: result.tradeNo ?? `${prepayId}-closed`,
              amount: result.amount,
              status: 'CLOSED',
              paid_at: Math.floor(Date.now() / 1000),
              err_msg: '支付已关闭（渠道查询）',
            },
      );
    },
    // Nobody paid in time: the prepay is closed, so the payer cannot pay an attempt we gave up on.
    dead: async (job) => {
      const { channel, prepayId } = job.payload as { channel: PayChannel; prepayId: string };
      await provider.closePayment({ channel, prepayId }).catch((error: unknown) => {
        log.warn({ err: error, channel, prepayId }, 'closing an unpaid prepay failed');
      });
    },
  };
}

// getOrderRefunds and retryRefund (docs/payments.md "Refunds"): the payment.refund jobs of the
// order's online payments, for an order of the caller's company only (another's is 404), each with
// its state, attempts, last error and next try. 重新退款 queues a stopped (dead) refund again with a
// new round of attempts (requeueJob) and tries it at once, as the approval did; a refund still
// being retried or done is 409.
import {
  companyGetOrderRefunds,
  companyRetryRefund,
  PAY_CHANNEL_TEXT,
  REFUND_JOB_STATE_TEXT,
  type OrderRefund,
  type PushJobState,
} from '@bht/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, payLogs } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { requeueJob } from '../../jobs/job-queue';
import { findOrder } from '../orders/order-transitions';
import { REFUND_PROCESSING, refundJobKey, runRefundNow } from '../payments/refund-job';
import { companyScope } from './company-operator';

export const REFUND_NOT_FOUND = '该订单没有这笔原路退款';
export const REFUND_NOT_STOPPED = '该退款未停止自动重试，无需重新退款';

/** 待退款 before the first try, 渠道处理中 while the channel processes an accepted refund, else the state's. */
const refundStateText = (
  state: PushJobState,
  job: { attempts: number; lastError: string | null },
) => {
  if (state === 'queued' && job.attempts === 0) return '待退款';
  if (state === 'queued' && job.lastError?.startsWith(REFUND_PROCESSING)) return '渠道处理中';
  return REFUND_JOB_STATE_TEXT[state];
};

/** The order's refunds through the channel, oldest payment first. */
async function orderRefunds(db: Db, orderId: number): Promise<OrderRefund[]> {
  const rows = await db
    .select({ payLog: payLogs, job: jobs })
    .from(payLogs)
    .innerJoin(jobs, eq(jobs.dedupeKey, sql`'refund:' || ${payLogs.id}`))
    .where(eq(payLogs.orderId, orderId))
    .orderBy(asc(payLogs.id));
  return rows.map(({ payLog, job }) => {
    const state = job.state as PushJobState;
    return {
      pay_log_id: payLog.id,
      amount: payLog.amount,
      channel_text: PAY_CHANNEL_TEXT[payLog.channel] ?? payLog.channel,
      job_state: state,
      job_state_text: refundStateText(state, job),
      attempts: job.attempts,
      max_attempts: job.maxAttempts,
      last_error: state === 'done' ? null : job.lastError,
      next_attempt_time: state === 'queued' ? toUnixSeconds(job.runAt) : null,
      actions: state === 'dead' ? ['retry'] : [],
    };
  });
}

export const companyGetOrderRefundsHandler = implement(
  companyGetOrderRefunds,
  async ({ order_sn }, { db, caller }) =>
    orderRefunds(db, (await findOrder(db, order_sn, companyScope(caller))).id),
);

export const companyRetryRefundHandler = implement(
  companyRetryRefund,
  async ({ order_sn, pay_log_id }, { db, config, caller, providers, request }) => {
    const order = await findOrder(db, order_sn, companyScope(caller));
    const refund = (await orderRefunds(db, order.id)).find((r) => r.pay_log_id === pay_log_id);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    if (refund.job_state !== 'dead') throw conflict(REFUND_NOT_STOPPED);
    if (await requeueJob(db, refundJobKey(pay_log_id)))
      await runRefundNow(
        { db, provider: providers.payment, log: request.log, leaseMs: config.JOB_LEASE_MS },
        pay_log_id,
      );
    return orderRefunds(db, order.id);
  },
);

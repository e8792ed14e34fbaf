// Refunds through the payment channel as the guarantor's console shows them on the order detail
// (docs/payments.md "Refunds", docs/jobs.md): each online payment of the order whose refund was
// decided has a payment.refund job. While the channel refuses, the job is 重试中 with the last error
// and the next try; after its limit it is 已停止重试, and 重新退款 queues it again (a new round,
// tried at once).
import { z } from 'zod';
import { idSchema, moneySchema, timestampSchema } from './common';
import { defineEndpoint } from './define';
import { orderSnRequestSchema } from './models';
import { PUSH_JOB_STATES, type PushJobState } from './order-push';

/** The payment channels of pay logs (payLogSchema's channel), by their Chinese names. */
export const PAY_CHANNEL_TEXT: Readonly<Record<string, string>> = {
  wechat: '微信支付',
  sun: '阳光保险支付',
  hua_an: '华安保险支付',
  offline: '对公转账',
};

/** A refund job's state as the order detail names it (queued before its first try: 待退款). */
export const REFUND_JOB_STATE_TEXT: Readonly<Record<PushJobState, string>> = {
  queued: '重试中',
  running: '退款中',
  done: '已退款',
  dead: '已停止重试',
};

export const orderRefundSchema = z.object({
  /** The pay log refunded (one refund per online payment). */
  pay_log_id: idSchema,
  amount: moneySchema,
  /** The payment channel (its Chinese name). */
  channel_text: z.string(),
  job_state: z.enum(PUSH_JOB_STATES),
  job_state_text: z.string(),
  /** Tries of the current round, and how many are made before it stops. */
  attempts: z.number().int().nonnegative(),
  max_attempts: z.number().int().positive(),
  last_error: z.string().nullable(),
  /** When the next automatic try is due; null when none is scheduled. */
  next_attempt_time: timestampSchema.nullable(),
  /** retry: 重新退款 (the job stopped). */
  actions: z.array(z.enum(['retry'])),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const companyGetOrderRefunds = defineEndpoint({
  id: 'company.getOrderRefunds',
  path: '/api/ensure_company/getOrderRefunds',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: z.array(orderRefundSchema),
  summary:
    '订单的原路退款（重试中、已停止重试等） / The order’s refunds through the payment channel and their retries',
});

export const companyRetryRefund = defineEndpoint({
  id: 'company.retryRefund',
  path: '/api/ensure_company/retryRefund',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema.extend({ pay_log_id: idSchema }),
  response: z.array(orderRefundSchema),
  summary:
    '重新退款：已停止重试的原路退款重新开始并立即尝试 / Queue a stopped refund again and try it at once',
});

// The guarantor's order desk (spec §6): an order's detail and log, the review, letter, signing,
// refund and mailing actions.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { dateSchema, idSchema, moneySchema, timestampSchema } from './common';
import { PUSH_JOB_STATES, type PushJobState } from './order-push';
import { orderDetailSchema, orderLogSchema, orderSnRequestSchema } from './models';

export const companyGetOrderDetail = defineEndpoint({
  id: 'company.getOrderDetail',
  path: '/api/ensure_company/getOrderDetail',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: orderDetailSchema,
  summary: '订单详情 / Order detail',
});

export const companyGetOrderLog = defineEndpoint({
  id: 'company.getOrderLog',
  path: '/api/ensure_company/getOrderLog',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: z.array(orderLogSchema),
  summary: '订单流转记录 / Order log (who, when, from, to, note)',
});

export const companyHandleReviewStatus = defineEndpoint({
  id: 'company.handleReviewStatus',
  path: '/api/ensure_company/handleReviewStatus',
  auth: 'ensure_company',
  permission: '待审核',
  request: orderSnRequestSchema
    .extend({
      action: z.enum(['approve', 'reject'], { error: '请选择审核结果' }),
      reason: z.string().trim().max(200).default(''),
    })
    .refine((v) => v.action !== 'reject' || v.reason.length >= 2, {
      message: '驳回时请填写原因',
      path: ['reason'],
    }),
  response: orderDetailSchema,
  summary:
    '审核：通过（可附审核意见，记入流转记录）/ 驳回（须填原因） / Review: approve with an optional opinion, or reject with a reason',
});

export const companyHandleLetterStatus = defineEndpoint({
  id: 'company.handleLetterStatus',
  path: '/api/ensure_company/handleLetterStatus',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema.extend({
    action: z.enum(['confirm_payment', 'issue', 'void'], { error: '请选择操作' }),
    note: z.string().trim().max(200).default(''),
  }),
  response: orderDetailSchema,
  summary: '确认线下收款 / 出函 / 作废 / Confirm offline payment, issue or void',
});

/** A sealed letter: its PDF (SHA-256 `digest`) and, for an e-letter, its OFD (docs/letters.md). */
const sealedLetterSchema = z.object({
  order_sn: z.string(),
  letter_url: z.string(),
  digest: z.string(),
  /** The e-letter's OFD; null for a paper letter's printable copy (and when absent). */
  letter_ofd_url: z.string().nullable().default(null),
});

export const companyLetterSign = defineEndpoint({
  id: 'company.letterSign',
  path: '/api/ensure_company/letterSign',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema,
  response: sealedLetterSchema,
  summary: '保函签章 / Sign (seal) the letter',
});

export const companyReLetterSign = defineEndpoint({
  id: 'company.reLetterSign',
  path: '/api/ensure_company/reLetterSign',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema.extend({
    reason: z.string().trim().min(2, '请填写重新签章原因').max(200),
  }),
  response: sealedLetterSchema,
  summary: '重新签章 / Re-sign the letter',
});

export const companyHandleRefund = defineEndpoint({
  id: 'company.handleRefund',
  path: '/api/ensure_company/handleRefund',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema
    .extend({
      action: z.enum(['approve_refund', 'refuse_refund'], { error: '请选择处理结果' }),
      reason: z.string().trim().max(200).default(''),
    })
    .refine((v) => v.action !== 'refuse_refund' || v.reason.length >= 2, {
      message: '拒绝退款时请填写原因',
      path: ['reason'],
    }),
  response: orderDetailSchema,
  summary:
    '退款审核：同意（原路退回）/ 拒绝（须填原因） / Refund review: approve (refund) or refuse with a reason',
});

export const companyMailLetter = defineEndpoint({
  id: 'company.mailLetter',
  path: '/api/ensure_company/mailLetter',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema.extend({
    courier_company: z
      .string()
      .trim()
      .min(2, '请输入快递公司')
      .max(40, '快递公司名称不能超过 40 字'),
    tracking_no: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, '请输入正确的快递单号（6-40 位字母、数字或短横线）'),
    mailed_on: dateSchema,
  }),
  response: orderDetailSchema,
  summary: '纸质保函寄出原件（快递公司、单号、寄出日期） / Mail a paper letter’s original',
});

// Refunds through the payment channel as the guarantor's console shows them on the order detail
// (docs/payments.md "Refunds", docs/jobs.md): each online payment of the order whose refund was
// decided has a payment.refund job. While the channel refuses, the job is 重试中 with the last error
// and the next try; after its limit it is 已停止重试, and 重新退款 queues it again (a new round,
// tried at once).
/** The payment channels of pay logs (payLogSchema's channel), by their Chinese names. */
export const PAY_CHANNEL_TEXT: Readonly<Record<string, string>> = {
  wechat: '微信支付',
  sun: '阳光保险支付',
  hua_an: '华安保险支付',
  wechatpay: '微信支付',
  alipay: '支付宝',
  offline: '对公转账',
  platform: '交易平台代收',
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

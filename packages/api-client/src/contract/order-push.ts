// Order push (订单消息推送, docs/order-push.md): a guarantee company names the people (消息接收人)
// told when something happens to its orders — a new application, a paid order, a surrender
// request, a claim, an invoice request — by SMS and/or in-app message. Each event writes one push
// per recipient per channel in the event's transaction; a worker delivers them after the commit,
// and the push log (/pushnotice) shows each push's delivery, with 重新推送 for the failed ones.
import { emailSchema, mobileSchema } from '@bht/validators';
import { z } from 'zod';
import {
  flagSchema,
  idSchema,
  paginated,
  pageRequestSchema,
  statusFilterSchema,
  timestampSchema,
} from './common';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { idRequestSchema } from './models';

export const PUSH_EVENTS = [
  'new_application',
  'paid',
  'surrender_request',
  'claim',
  'invoice_request',
] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];
export const PUSH_EVENT_TEXT: Readonly<Record<PushEvent, string>> = {
  new_application: '新的保函申请',
  paid: '订单已支付',
  surrender_request: '退保申请',
  claim: '理赔申请',
  invoice_request: '开票申请',
};

export const PUSH_CHANNELS = ['sms', 'site'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];
export const PUSH_CHANNEL_TEXT: Readonly<Record<PushChannel, string>> = {
  sms: '短信',
  site: '站内消息',
};

export const PushStatus = { PENDING: 0, SENT: 1, FAILED: 2 } as const;
/** A push's delivery job (docs/jobs.md). */
export const PUSH_JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type PushJobState = (typeof PUSH_JOB_STATES)[number];
export const PUSH_JOB_STATE_TEXT: Record<PushJobState, string> = {
  queued: '等待发送',
  running: '发送中',
  done: '已完成',
  dead: '已停止重试',
};
export const PUSH_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待发送',
  1: '已发送',
  2: '失败',
};

/** A comma list (the transport joins arrays with commas) of distinct values of `values`; errors on the field itself. */
function commaList<T extends readonly [string, ...string[]]>(
  values: T,
  empty: string,
  invalid: string,
) {
  return z
    .union([z.string(), z.array(z.string())], { error: invalid })
    .transform((v, ctx): Array<T[number]> => {
      const list = [
        ...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
      ];
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: empty });
      else if (list.some((item) => !values.includes(item)))
        ctx.addIssue({ code: 'custom', message: invalid });
      return list as Array<T[number]>;
    });
}

export const messageUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Masked in the list (138****0001) only on screens; the caller's own company sees it whole. */
  mobile: z.string(),
  email: z.string(),
  /** The events this person is told about. */
  events: z.array(z.enum(PUSH_EVENTS)),
  /** How: SMS and/or in-app message (站内消息: the console account with this mobile). */
  channels: z.array(z.enum(PUSH_CHANNELS)),
  status: z.union([z.literal(0), z.literal(1)]),
  create_time: timestampSchema,
});
export type MessageUser = z.infer<typeof messageUserSchema>;

/** What the recipient form sends (add; edit adds `id`). */
export const messageUserFieldsSchema = z.object({
  name: z.string().trim().min(2, '姓名至少 2 个字').max(20, '姓名最多 20 个字'),
  mobile: mobileSchema,
  email: z.union([z.literal(''), emailSchema]).default(''),
  events: commaList(PUSH_EVENTS, '请至少选择一种推送事件', '推送事件不正确'),
  channels: commaList(PUSH_CHANNELS, '请至少选择一种推送方式', '推送方式不正确'),
  status: flagSchema.default(1),
});

export const companyGetMessageUserList = defineEndpoint({
  id: 'company.getMessageUserList',
  path: '/api/ensure_company/getMessageUserList',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: pageRequestSchema.extend({ keyword: z.string().trim().max(20).default('') }),
  response: paginated(messageUserSchema),
  summary: '消息接收人列表（姓名或手机号搜索） / Order-push recipients',
});
export const companyAddMessageUser = defineEndpoint({
  id: 'company.addMessageUser',
  path: '/api/ensure_company/addMessageUser',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: messageUserFieldsSchema,
  response: messageUserSchema,
  summary: '新增消息接收人（手机号在本机构内唯一） / Add a recipient',
});
export const companyEditMessageUser = defineEndpoint({
  id: 'company.editMessageUser',
  path: '/api/ensure_company/editMessageUser',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: messageUserFieldsSchema.extend({ id: idSchema }),
  response: messageUserSchema,
  summary: '编辑消息接收人（含启用 / 停用） / Edit a recipient',
});
export const companyDeleteMessageUser = defineEndpoint({
  id: 'company.deleteMessageUser',
  path: '/api/ensure_company/deleteMessageUser',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: idRequestSchema,
  response: z.null(),
  summary: '删除消息接收人（已有推送记录保留） / Delete a recipient',
});

export const orderPushSchema = z.object({
  id: idSchema,
  event: z.enum(PUSH_EVENTS),
  event_text: z.string(),
  channel: z.enum(PUSH_CHANNELS),
  channel_text: z.string(),
  recipient_name: z.string(),
  /** Masked (138****0001): the log never shows a mobile whole. */
  mobile: z.string(),
  order_sn: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status_text: z.string(),
  /** Delivery attempts so far, automatic and by hand. */
  attempts: z.number().int().nonnegative(),
  /** Automatic tries per round before they stop (a 重新推送 starts a new round). */
  max_attempts: z.number().int().positive(),
  last_error: z.string().nullable(),
  /**
   * The delivery job: queued (waiting for its first or next try), running, done, or dead (automatic
   * retries stopped after max_attempts; only 重新推送 queues it again).
   */
  job_state: z.enum(PUSH_JOB_STATES),
  job_state_text: z.string(),
  /** When the next automatic try is due; null when none is scheduled (sent, running or dead). */
  next_attempt_time: timestampSchema.nullable(),
  create_time: timestampSchema,
  /** The last delivery attempt; null before the first. */
  attempt_time: timestampSchema.nullable(),
  sent_time: timestampSchema.nullable(),
});
export type OrderPush = z.infer<typeof orderPushSchema>;

export const companyGetPushList = defineEndpoint({
  id: 'company.getPushList',
  path: '/api/ensure_company/getPushList',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: pageRequestSchema.extend({
    status: statusFilterSchema.optional(),
    event: z.enum(PUSH_EVENTS, { error: '推送事件不正确' }).optional(),
    channel: z.enum(PUSH_CHANNELS, { error: '推送方式不正确' }).optional(),
    /** Order number or recipient name. */
    keyword: z.string().trim().max(40).default(''),
  }),
  response: paginated(orderPushSchema),
  summary: '订单消息推送记录（最新在前） / Order push log, newest first',
});
export const companyRetryPush = defineEndpoint({
  id: 'company.retryPush',
  path: '/api/ensure_company/retryPush',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: idRequestSchema,
  response: orderPushSchema,
  summary: '重新推送一条发送失败的消息（重新计算尝试次数） / Send a failed push again',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyPushes = defineExport(
  'company_pushes',
  companyGetPushList,
  '订单消息推送记录',
);
/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyMessageUsers = defineExport(
  'company_message_users',
  companyGetMessageUserList,
  '消息接收人',
);

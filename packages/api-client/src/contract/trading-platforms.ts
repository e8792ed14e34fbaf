// Trading platforms (交易平台对接, docs/trading-platforms.md): the platform operator registers each
// public resource trading platform (its dialect, the credentials of both directions, the guarantors
// that take its applications, the dialect's settings), and a guarantor follows an order's
// conversation with its platform (平台报文) and pushes a failed message again.
// Secrets never appear in an answer, except the inbound appSecret we generate: once, in the answer
// that created (or reset) it.
import { z } from 'zod';
import { emptyRequestSchema, flagSchema, idSchema, timestampSchema } from './common';
import { defineEndpoint } from './define';
import { idRequestSchema, orderSnRequestSchema } from './models';
import { PUSH_JOB_STATES } from './order-push';

/** Shown beside a generated secret. */
export const SECRET_SHOWN_ONCE = '请立即保存，关闭后不再显示';

/** A JSON text field of a form body (form bodies carry strings), parsed; the field's error otherwise. */
const jsonText = (label: string, maxLength: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(maxLength, `${label}内容过长`)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label}不是有效的 JSON` });
        return z.NEVER;
      }
    });

const guarantorInput = z.object({
  ensure_company_id: idSchema,
  /** The platform's product number choosing this guarantor (江西 productNo); '' where the dialect has none. */
  product_no: z.string().trim().max(64, '产品编号不能超过 64 个字符').default(''),
});
export type PlatformGuarantorInput = z.output<typeof guarantorInput>;

/** The guarantors as the form sends them: a JSON list of {ensure_company_id, product_no}. */
const guarantorsField = jsonText('担保机构', 4000).pipe(
  z
    .array(guarantorInput, { error: '担保机构格式不正确' })
    .min(1, '请至少添加一个担保机构')
    .max(50, '担保机构最多 50 个')
    .refine(
      (list) => new Set(list.map((g) => g.product_no)).size === list.length,
      '同一平台的产品编号不能重复',
    ),
);

/** The dialect's settings as the form sends them: a JSON object, checked by the dialect's schema on the server. */
const settingsField = jsonText('平台设置', 8000)
  .prefault('{}')
  .refine(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    '平台设置应为 JSON 对象',
  )
  .transform((value) => value as Record<string, unknown>);

const nameField = z
  .string({ error: '请填写平台名称' })
  .trim()
  .min(2, '平台名称至少 2 个字')
  .max(120, '平台名称不能超过 120 个字');

const baseUrlField = z
  .string({ error: '请填写接口地址' })
  .trim()
  .max(500, '接口地址不能超过 500 个字符')
  .refine((text) => {
    if (!/^https?:\/\/\S+$/i.test(text)) return false;
    try {
      return ['http:', 'https:'].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  }, '接口地址应以 http:// 或 https:// 开头');

const appKeyField = z
  .string({ error: '请填写平台分配的 appKey' })
  .trim()
  .min(1, '请填写平台分配的 appKey')
  .max(64, 'appKey 不能超过 64 个字符');

const appSecretField = z.string().trim().max(200, 'appSecret 不能超过 200 个字符');

/** Hex, with or without the 04 marker; checked on the curve by the server. '' for none. */
const publicKeyField = z.string().trim().max(200, '平台公钥不能超过 200 个字符').default('');

const editableFields = z.object({
  name: nameField,
  base_url: baseUrlField,
  outbound_app_key: appKeyField,
  guarantors: guarantorsField,
  settings: settingsField,
  platform_public_key: publicKeyField,
});

export const platformCreateRequestSchema = editableFields.extend({
  code: z
    .string({ error: '请填写平台编码' })
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, '平台编码只能使用小写字母、数字和 -（2 至 40 个字符）'),
  dialect: z.string({ error: '请选择对接规范' }).trim().min(1, '请选择对接规范').max(32),
  outbound_app_secret: appSecretField.min(1, '请填写平台分配的 appSecret'),
});

/** Everything but code and dialect; an empty outbound_app_secret keeps the stored one. */
export const platformEditRequestSchema = editableFields.extend({
  id: idSchema,
  outbound_app_secret: appSecretField.default(''),
});

export const platformGuarantorSchema = z.object({
  ensure_company_id: idSchema,
  ensure_company_name: z.string(),
  product_no: z.string(),
});

export const tradingPlatformSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  dialect: z.string(),
  dialect_label: z.string(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  base_url: z.string(),
  /** The appKey the platform calls us with (we generated it). */
  inbound_app_key: z.string(),
  /** The appKey we call the platform with (it issued it). */
  outbound_app_key: z.string(),
  /** Our SM2 public key for this platform (hex, 04…), where the dialect uses SM2. */
  sm2_public_key: z.string().nullable(),
  platform_public_key: z.string().nullable(),
  /** The dialect's settings with its defaults applied. */
  settings: z.record(z.string(), z.unknown()),
  /** Which secrets are stored (never their values). */
  secrets: z.object({
    inbound_app_secret: z.boolean(),
    outbound_app_secret: z.boolean(),
    sm2_private_key: z.boolean(),
  }),
  guarantors: z.array(platformGuarantorSchema),
  create_time: timestampSchema,
  update_time: timestampSchema,
});
export type TradingPlatform = z.infer<typeof tradingPlatformSchema>;

/** A platform with the inbound secret just generated: shown once. */
export const issuedSecretSchema = z.object({
  platform: tradingPlatformSchema,
  inbound_app_key: z.string(),
  inbound_app_secret: z.string(),
});

export const platformDialectSchema = z.object({
  name: z.string(),
  label: z.string(),
  uses_sm2: z.boolean(),
  /** The dialect's settings as its schema makes them from `{}`: the form's starting point. */
  default_settings: z.record(z.string(), z.unknown()),
});
export type PlatformDialect = z.infer<typeof platformDialectSchema>;

export const platformGetTradingPlatformOptions = defineEndpoint({
  id: 'platform.getTradingPlatformOptions',
  methods: ['GET'],
  path: '/api/platform/getTradingPlatformOptions',
  auth: 'platform_operator',
  request: emptyRequestSchema,
  response: z.object({
    dialects: z.array(platformDialectSchema),
    guarantors: z.array(z.object({ id: idSchema, name: z.string() })),
  }),
  summary:
    '交易平台表单的选项：对接规范（含默认设置）与担保机构 / Dialects with their defaults, and the guarantors',
});

export const platformGetTradingPlatforms = defineEndpoint({
  id: 'platform.getTradingPlatforms',
  methods: ['GET'],
  path: '/api/platform/getTradingPlatforms',
  auth: 'platform_operator',
  request: emptyRequestSchema,
  response: z.array(tradingPlatformSchema),
  summary: '已登记的交易平台（不含任何密钥） / The registered trading platforms, no secret',
});

export const platformAddTradingPlatform = defineEndpoint({
  id: 'platform.addTradingPlatform',
  path: '/api/platform/addTradingPlatform',
  auth: 'platform_operator',
  request: platformCreateRequestSchema,
  response: issuedSecretSchema,
  summary:
    '登记交易平台：生成接入 appKey / appSecret（仅此一次显示）与 SM2 密钥对 / Register a platform; its inbound secret is shown once',
});

export const platformEditTradingPlatform = defineEndpoint({
  id: 'platform.editTradingPlatform',
  path: '/api/platform/editTradingPlatform',
  auth: 'platform_operator',
  request: platformEditRequestSchema,
  response: tradingPlatformSchema,
  summary:
    '编辑交易平台（编码与对接规范不可改；appSecret 留空则不变） / Edit a platform; a secret is replaced only when given',
});

export const platformResetTradingPlatformSecret = defineEndpoint({
  id: 'platform.resetTradingPlatformSecret',
  path: '/api/platform/resetTradingPlatformSecret',
  auth: 'platform_operator',
  request: idRequestSchema,
  response: issuedSecretSchema,
  summary:
    '重置接入 appSecret（新密钥仅此一次显示） / Reset the inbound secret; the new one is shown once',
});

export const platformSetTradingPlatformEnabled = defineEndpoint({
  id: 'platform.setTradingPlatformEnabled',
  path: '/api/platform/setTradingPlatformEnabled',
  auth: 'platform_operator',
  request: z.object({ id: idSchema, enabled: flagSchema }),
  response: tradingPlatformSchema,
  summary: '启用 / 停用交易平台 / Enable or disable a platform',
});

export const PLATFORM_DIRECTION_TEXT = { in: '接收', out: '推送' } as const;
/** An outbound message's job, as the conversation names it. */
export const PLATFORM_JOB_STATE_TEXT: Record<(typeof PUSH_JOB_STATES)[number], string> = {
  queued: '重试中',
  running: '重试中',
  done: '成功',
  dead: '失败',
};

export const platformMessageSchema = z.object({
  id: idSchema,
  direction: z.enum(['in', 'out']),
  direction_text: z.string(),
  endpoint: z.string(),
  create_time: timestampSchema,
  ok: z.boolean(),
  /** The dialect's result code and message (theirs for pushes, ours for what we received). */
  code: z.string().nullable(),
  message: z.string().nullable(),
  /** Pushes: which attempt of the job this was. */
  attempt: z.number().int().nonnegative().nullable(),
  http_status: z.number().int().nullable(),
  /** Pushes: the state of the job that sent it (成功 / 重试中 / 失败); null for what we received. */
  job_state: z.enum(PUSH_JOB_STATES).nullable(),
  job_state_text: z.string().nullable(),
  /** retry: 重新推送 (on the newest failed message of a job not delivered nor running). */
  actions: z.array(z.enum(['retry'])),
});
export type PlatformMessage = z.infer<typeof platformMessageSchema>;

/** null for an order that did not come from a trading platform. */
export const platformConversationSchema = z
  .object({
    platform_name: z.string(),
    /** The platform's application number (Epoint applyno, 江西 orderNo). */
    apply_no: z.string().nullable(),
    /** Newest first. */
    messages: z.array(platformMessageSchema),
  })
  .nullable();
export type PlatformConversation = z.infer<typeof platformConversationSchema>;

export const companyGetPlatformConversation = defineEndpoint({
  id: 'company.getPlatformConversation',
  path: '/api/ensure_company/getPlatformConversation',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: platformConversationSchema,
  summary:
    '订单的平台报文（与交易平台往来的每条报文，最新在前） / The order’s messages with its trading platform, newest first',
});

export const companyRetryPlatformMessage = defineEndpoint({
  id: 'company.retryPlatformMessage',
  path: '/api/ensure_company/retryPlatformMessage',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema.extend({ message_id: idSchema }),
  response: platformConversationSchema,
  summary:
    '重新推送一条推送失败的平台报文（重新计算尝试次数） / Queue a failed push to the platform again',
});

// The guarantee company's order settings (配置管理, permission peizhi; docs/settings.md): the premium
// schedule of each letter type (base rate, minimum, amount bands) and the order switches: accepting
// orders (setStatus), online payment (togglePayConfig) and how long an unpaid order lives.
import { z } from 'zod';
import {
  checkPremiumSchedule,
  MAX_PREMIUM_BANDS,
  PREMIUM_BAND_KINDS,
  type PremiumBand,
} from '@bht/validators';
import { defineEndpoint } from './define';
import {
  emptyRequestSchema,
  flagSchema,
  moneySchema,
  numberField,
  timestampSchema,
} from './common';
import { letterTypeSchema, premiumRateSchema } from './models';
import { premiumQuoteSchema } from './contract-letters';

/** Amounts above `from` up to and including `to` (null: no upper bound) charge `value`: a rate ('0.0120') or a fixed premium ('800.00'). */
export const premiumBandSchema = z.object({
  from: moneySchema,
  to: moneySchema.nullable(),
  kind: z.enum(PREMIUM_BAND_KINDS),
  value: z.string(),
});

/** One letter type's schedule; a type the company never set has offered 0 and no figures. */
export const premiumScheduleSchema = z.object({
  type: letterTypeSchema,
  type_text: z.string(),
  /** 1: the company offers this type (enterprises are quoted and may apply). */
  offered: flagSchema,
  premium_rate: premiumRateSchema.nullable(),
  min_premium: moneySchema.nullable(),
  bands: z.array(premiumBandSchema),
  update_time: timestampSchema.nullable(),
});

const bandInput = z.object({
  from: z.string(),
  to: z.string().nullable(),
  kind: z.string(),
  value: z.string(),
});

/** The bands as the form sends them: a JSON list of {from, to, kind, value} ('[]' for none). */
const bandsField = z
  .string()
  .trim()
  .max(4000, '金额分档内容过长')
  .default('[]')
  .transform((text, ctx): PremiumBand[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text || '[]');
    } catch {
      parsed = undefined;
    }
    const bands = z.array(bandInput).max(MAX_PREMIUM_BANDS).safeParse(parsed);
    if (!bands.success) {
      ctx.addIssue({
        code: 'custom',
        message:
          Array.isArray(parsed) && parsed.length > MAX_PREMIUM_BANDS
            ? `金额分档最多 ${MAX_PREMIUM_BANDS} 档`
            : '金额分档格式不正确',
      });
      return z.NEVER;
    }
    return bands.data.map((band) => ({
      from: band.from.trim(),
      to: band.to === null || band.to.trim() === '' ? null : band.to.trim(),
      kind: band.kind as PremiumBand['kind'],
      value: band.value.trim(),
    }));
  });

export const companyGetPremium = defineEndpoint({
  id: 'company.getPremium',
  methods: ['GET'],
  path: '/api/ensure_company/getPremium',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: emptyRequestSchema,
  response: z.array(premiumScheduleSchema),
  summary:
    '各保函类型的保费设置（费率、最低保费、金额分档） / Premium schedule of every letter type',
});

export const companySetPremium = defineEndpoint({
  id: 'company.setPremium',
  path: '/api/ensure_company/setPremium',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: z
    .object({
      type: letterTypeSchema,
      offered: flagSchema.default(1),
      /** A rate, not a percent: '0.015' = 1.5 %. */
      premium_rate: z.string().trim().min(1, '请输入费率'),
      min_premium: z.string().trim().min(1, '请输入最低保费'),
      bands: bandsField,
    })
    .superRefine((v, ctx) => {
      const problems = checkPremiumSchedule({
        premiumRate: v.premium_rate,
        minPremium: v.min_premium,
        bands: v.bands,
      });
      for (const [field, message] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: [field], message });
    }),
  response: premiumScheduleSchema,
  summary:
    '设置一种保函类型的保费：费率、最低保费、金额分档（固定保费或费率），新报价即按新设置，已有订单不变 / Set one letter type’s premium schedule',
});

/** Order entry's premium prefill (its only caller), so it needs order entry's permission. */
export const companyPreviewPremium = defineEndpoint({
  id: 'company.previewPremium',
  path: '/api/ensure_company/previewPremium',
  auth: 'ensure_company',
  permission: 'luru',
  request: z.object({
    type: letterTypeSchema,
    amount: z
      .string()
      .trim()
      .min(1, '请输入担保金额')
      .regex(/^\d{1,12}(\.\d{1,2})?$/, '请输入正确的担保金额（最多两位小数）')
      .refine((v) => Number(v) > 0, '担保金额须大于 0'),
  }),
  response: premiumQuoteSchema,
  summary:
    '按本机构已保存的保费设置试算保费（录入订单预填） / Quote an amount under the saved schedule',
});

/** The order switches of the /config/pay page. */
export const orderSettingsSchema = z.object({
  /** 1 accepting orders, 0 paused: a paused company is offered to no enterprise and refuses applications. */
  status: flagSchema,
  /** 1: enterprises may pay this company's orders online; 0: transfer only. */
  pay_config_enabled: flagSchema,
  /** Hours after which an order left unpaid (待签约 / 待支付) is cancelled. */
  unpaid_expire_hours: z.number().int(),
});

/** Bounds of unpaid_expire_hours: one hour to thirty days. */
export const UNPAID_EXPIRE_HOURS = { min: 1, max: 720, default: 72 } as const;

export const companyGetOrderSettings = defineEndpoint({
  id: 'company.getOrderSettings',
  methods: ['GET'],
  path: '/api/ensure_company/getOrderSettings',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: emptyRequestSchema,
  response: orderSettingsSchema,
  summary: '接单、在线支付与未支付订单时限 / Order settings',
});
export const companySetStatus = defineEndpoint({
  id: 'company.setStatus',
  path: '/api/ensure_company/setStatus',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: z.object({ status: flagSchema }),
  response: orderSettingsSchema,
  summary: '开启 / 暂停接单（暂停后不向企业展示，新申请被拒绝） / Open or pause accepting orders',
});
export const companyTogglePayConfig = defineEndpoint({
  id: 'company.togglePayConfig',
  methods: ['POST', 'GET'],
  encoding: 'form',
  path: '/api/ensure_company/togglePayConfig',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: z.object({ enabled: flagSchema.optional() }),
  response: orderSettingsSchema,
  summary:
    '读取（GET）/ 设置（POST，enabled）在线支付开关；关闭后企业只能对公转账 / Read or set the online-payment switch',
});
export const companySetUnpaidExpiry = defineEndpoint({
  id: 'company.setUnpaidExpiry',
  path: '/api/ensure_company/setUnpaidExpiry',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: z.object({
    hours: numberField(
      z
        .number({ error: '请输入未支付订单自动取消时限' })
        .int('时限应为整数小时')
        .min(UNPAID_EXPIRE_HOURS.min, `时限不能少于 ${UNPAID_EXPIRE_HOURS.min} 小时`)
        .max(UNPAID_EXPIRE_HOURS.max, `时限不能超过 ${UNPAID_EXPIRE_HOURS.max} 小时（30 天）`),
    ),
  }),
  response: orderSettingsSchema,
  summary: '未支付订单自动取消时限（小时） / Hours before an unpaid order is cancelled',
});

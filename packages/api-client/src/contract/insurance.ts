// Guarantee insurance (投标保证保险, the portal's /sun_* pages): instead of a guarantee letter, an
// insurer (阳光 `sun`, 华安 `hua_an`) issues a policy covering the bid bond of a tender. The
// insurer is an external system behind a provider interface (quote, create policy, hosted cashier,
// signed asynchronous result to /api/sun_letter/payResult or /api/hua_an_letter/payResult);
// docs/insurance.md. A policy is not an order: it has its own small lifecycle (POLICY_STATUSES).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { idSchema, moneySchema, paginated, pageRequestSchema, timestampSchema } from './common';
import { bidApplicationSchema } from './letters';
import { premiumRateSchema } from './models';

export const INSURERS = ['sun', 'hua_an'] as const;
export const insurerSchema = z.enum(INSURERS);

/** unpaid → insured (the insurer's SUCCESS result) or closed (FAIL / CLOSED, or the enterprise gave up). */
export const POLICY_STATUSES = ['unpaid', 'insured', 'closed'] as const;
export const POLICY_STATUS_TEXT: Readonly<Record<(typeof POLICY_STATUSES)[number], string>> = {
  unpaid: '待支付',
  insured: '已承保',
  closed: '已关闭',
};

export const insuranceProductSchema = z.object({
  id: idSchema,
  insurer: insurerSchema,
  insurer_name: z.string(),
  name: z.string(),
  description: z.string(),
  premium_rate: premiumRateSchema,
  min_premium: moneySchema,
  /** The bid bonds (sums insured) the product covers, both ends included; null: no bound. */
  min_sum_insured: moneySchema.nullable(),
  max_sum_insured: moneySchema.nullable(),
  /** The insurer's quote for the project's bid bond (the sum insured). */
  premium: moneySchema,
});

type BondRange = Pick<
  z.output<typeof insuranceProductSchema>,
  'min_sum_insured' | 'max_sum_insured'
>;

/** Whether a product covers a bid bond of `bond` (a money string): the server and the portal offer only those. */
export function coversBond(
  { min_sum_insured: min, max_sum_insured: max }: BondRange,
  bond: string,
) {
  const amount = Number(bond);
  return (min === null || amount >= Number(min)) && (max === null || amount <= Number(max));
}

const wan = (money: string) => `${Number(money) / 10_000} 万元`;

/** The bonds a product covers, as the user reads it: 「50 万元以上」, 「10 万元至 50 万元」. */
export function bondRangeText({ min_sum_insured: min, max_sum_insured: max }: BondRange): string {
  if (min !== null && max !== null) return `${wan(min)}至 ${wan(max)}`;
  if (min !== null) return `${wan(min)}以上`;
  return max !== null ? `${wan(max)}以下` : '不限';
}

export const policySchema = z.object({
  sn: z.string(),
  status: z.enum(POLICY_STATUSES),
  status_text: z.string(),
  project_id: idSchema,
  project_name: z.string(),
  /** 被保险人: the tender unit the bid bond is owed to. */
  insured_name: z.string(),
  /** 投保人: the enterprise. */
  applicant_name: z.string(),
  insurer: insurerSchema,
  insurer_name: z.string(),
  product_name: z.string(),
  /** 保险金额 = the project's bid bond. */
  sum_insured: moneySchema,
  premium: moneySchema,
  contact_name: z.string(),
  contact_mobile: z.string(),
  /** Assigned by the insurer once paid. */
  policy_no: z.string().nullable(),
  /** The policy PDF (private to the enterprise), once insured. */
  policy_url: z.string().nullable(),
  /** Why a policy closed (the insurer's message, or 已取消). */
  close_reason: z.string().nullable(),
  pay_time: timestampSchema.nullable(),
  create_time: timestampSchema,
});

const policySnRequest = z.object({ policy_sn: z.string().trim().min(1, '请提供投保单号') });

export const insuranceGetProducts = defineEndpoint({
  id: 'insurance.getProducts',
  path: '/api/insurance/getProducts',
  auth: 'enterprise',
  request: z.object({ project_id: idSchema }),
  response: z.array(insuranceProductSchema),
  summary: '项目可投保的保证保险产品及报价 / Insurance products and quotes for a project',
});
export const insuranceAddPolicy = defineEndpoint({
  id: 'insurance.addPolicy',
  path: '/api/insurance/addPolicy',
  auth: 'enterprise',
  request: z.object({
    project_id: idSchema,
    product_id: idSchema,
    contact_name: bidApplicationSchema.shape.contact_name,
    contact_mobile: bidApplicationSchema.shape.contact_mobile,
  }),
  response: policySchema,
  summary: '填写投保信息，向保险公司提交投保单（待支付） / Submit a proposal to the insurer',
});
export const insurancePayPolicy = defineEndpoint({
  id: 'insurance.payPolicy',
  path: '/api/insurance/payPolicy',
  auth: 'enterprise',
  request: policySnRequest,
  response: z.object({ cashier_url: z.string() }),
  summary: '前往保险公司收银台支付保费 / The insurer’s cashier for the premium',
});
export const insuranceCancelPolicy = defineEndpoint({
  id: 'insurance.cancelPolicy',
  path: '/api/insurance/cancelPolicy',
  auth: 'enterprise',
  request: policySnRequest,
  response: policySchema,
  summary: '放弃未支付的投保单 / Give up an unpaid proposal',
});
export const insuranceGetPolicy = defineEndpoint({
  id: 'insurance.getPolicy',
  path: '/api/insurance/getPolicy',
  auth: 'enterprise',
  request: policySnRequest,
  response: policySchema,
  summary: '保单详情（轮询支付结果） / Policy detail (polled)',
});
export const insuranceGetPolicyList = defineEndpoint({
  id: 'insurance.getPolicyList',
  path: '/api/insurance/getPolicyList',
  auth: 'enterprise',
  request: pageRequestSchema.extend({ status: z.enum(POLICY_STATUSES).optional() }),
  response: paginated(policySchema),
  summary: '我的保单 / My policies',
});

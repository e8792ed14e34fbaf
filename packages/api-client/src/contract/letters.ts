// The bid e-letter (投标电子保函) application: base data, order creation, two-step signing.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { idSchema, resendInSchema, signCodeSentSchema } from './common';
import { orderSnRequestSchema, projectSchema } from './models';
import { smsCodeSchema } from '@bht/validators';

export const applyLetterBase = defineEndpoint({
  id: 'letters.applyLetterBase',
  path: '/api/letter/applyLetterBase',
  auth: 'enterprise',
  request: z.object({ project_id: idSchema.optional(), order_sn: z.string().trim().optional() }),
  response: z.object({
    enterprise: z.object({
      name: z.string(),
      credit_code: z.string(),
      legal_person: z.string(),
      contact_mobile: z.string(),
    }),
    project: projectSchema.nullable(),
    /** An unfinished order (status 0) the wizard resumes. */
    pending_order_sn: z.string().nullable(),
  }),
  summary:
    '申请投标保函的基础信息（企业、项目、未完成订单） / Base data for the application wizard',
});

/** A bid letter application (e-letter and paper alike): project, guarantor, contact. */
export const bidApplicationSchema = z.object({
  project_id: idSchema,
  ensure_company_id: idSchema,
  contact_name: z.string().trim().min(2, '请输入联系人').max(20, '联系人姓名过长'),
  contact_mobile: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'),
  remark: z.string().trim().max(200, '备注不能超过 200 字').default(''),
});
export const applicationCreatedSchema = z.object({
  order_id: z.number().int().positive(),
  order_sn: z.string(),
  status: z.number().int(),
  premium: z.string(),
});
export const prepareSignResponseSchema = z.object({
  sign_id: z.string(),
  contract_url: z.string(),
  digest: z.string(),
  mobile: z.string(),
  resend_in: resendInSchema,
});
export const sendSignCodeRequestSchema = orderSnRequestSchema.extend({
  sign_id: z.string().min(1),
});
export const confirmSignRequestSchema = orderSnRequestSchema.extend({
  sign_id: z.string().min(1),
  code: smsCodeSchema,
});
export const confirmSignResponseSchema = z.object({
  order_sn: z.string(),
  status: z.number().int(),
  signed_contract_url: z.string(),
});

export const addLetter = defineEndpoint({
  id: 'letters.add',
  path: '/api/Letter/add',
  auth: 'enterprise',
  request: bidApplicationSchema,
  response: applicationCreatedSchema,
  summary: '提交投标保函申请，生成待签约订单 / Create a bid e-letter order (status 0)',
});

export const prepareSign = defineEndpoint({
  id: 'letters.prepareSign',
  path: '/api/Sssign/prepareSign',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: prepareSignResponseSchema,
  summary:
    '签约第 1 步：生成委托担保合同（有效期内重复调用返回同一份） / Signing step 1: prepare (idempotent)',
});

export const sendSignCode = defineEndpoint({
  id: 'letters.sendSignCode',
  path: '/api/Sssign/sendSignCode',
  auth: 'enterprise',
  request: sendSignCodeRequestSchema,
  response: signCodeSentSchema,
  summary: '签约：发送合同签署验证码 / Signing: text the signing code',
});

export const confirmSign = defineEndpoint({
  id: 'letters.confirmSign',
  path: '/api/Sssign/confirmSign',
  auth: 'enterprise',
  request: confirmSignRequestSchema,
  response: confirmSignResponseSchema,
  summary: '签约第 2 步：确认签署 / Signing step 2: confirm',
});

// Contact settings, rules and contracts (spec §7 "Account" and §1). Uploads, OCR, SMS codes and
// letter verification are areas of their own (uploads.ts, ocr.ts, sms.ts, verify.ts).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { getContactSettingsAddress } from './log-in-calls';
import { emptyRequestSchema } from './common';

/** Contact widget settings (spec §1, §3): service phone, WeChat QR code image, business-consultation link. */
export const contactSettingsSchema = z.object({
  wc_tel: z.string(),
  wc_wechatewm: z.string(),
  wc_kfqq: z.string(),
});

export const getContactSettings = defineEndpoint({
  ...getContactSettingsAddress,
  auth: 'public',
  request: emptyRequestSchema,
  response: contactSettingsSchema,
  summary: '获取联系方式（服务电话、微信二维码、业务咨询） / Contact widget settings',
});

const ruleDocumentSchema = z.object({
  title: z.string(),
  content: z.string(),
  version: z.string(),
});

export const getUserServiceRule = defineEndpoint({
  id: 'system.getUserServiceRule',
  path: '/api/tools/getUserServiceRule',
  auth: 'public',
  request: emptyRequestSchema,
  response: ruleDocumentSchema,
  summary: '用户服务协议 / User service agreement',
});

export const getUserSecretRule = defineEndpoint({
  id: 'system.getUserSecretRule',
  path: '/api/tools/getUserSecretRule',
  auth: 'public',
  request: emptyRequestSchema,
  response: ruleDocumentSchema,
  summary: '隐私政策 / Privacy policy',
});

export const contractTypeSchema = z.enum([
  'seal_authorization',
  'guarantee_entrustment',
  'paper_entrustment',
]);

export const getContract = defineEndpoint({
  id: 'system.getContract',
  path: '/api/config/getContract',
  auth: 'enterprise',
  request: z.object({ type: contractTypeSchema.default('guarantee_entrustment') }),
  response: ruleDocumentSchema.extend({ type: contractTypeSchema }),
  summary: '获取合同模板 / Contract template (seal authorisation, entrustment)',
});

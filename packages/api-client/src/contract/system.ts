// Contact settings, rules and contracts, uploads, OCR and SMS (spec §7 "Account" and §1).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { fileReferenceSchema } from './files';
import { emptyRequestSchema, nullResponseSchema } from './common';
import { uploadedFileSchema } from './models';
import { mobileSchema, smsCodeSchema } from '@bht/validators';

/** Contact widget settings (spec §1, §3): service phone, WeChat QR code image, business-consultation link. */
export const contactSettingsSchema = z.object({
  wc_tel: z.string(),
  wc_wechatewm: z.string(),
  wc_kfqq: z.string(),
});

export const getContactSettings = defineEndpoint({
  id: 'system.getContactSettings',
  methods: ['GET'],
  path: '/api/config/getContact',
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

export const uploadSceneSchema = z.enum([
  'business_license',
  'id_card',
  'certificate',
  'pay_image',
  'avatar',
  'logo',
  'seal',
  'other',
]);

export const uploadFile = defineEndpoint({
  id: 'system.uploadFile',
  path: '/api/tools/uploadFile',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ scene: uploadSceneSchema.default('other') }),
  response: uploadedFileSchema,
  summary: '上传文件（jpg/png/pdf 等，限 10MB） / Upload a file (multipart field `file`)',
});

export const deleteFile = defineEndpoint({
  id: 'system.deleteFile',
  path: '/api/tools/deleteFile',
  auth: 'public',
  request: z.object({ url: fileReferenceSchema('请提供文件地址') }),
  response: nullResponseSchema,
  summary: '删除自己上传的文件 / Delete a file the caller uploaded',
});

export const ocrBusiness = defineEndpoint({
  id: 'system.ocrBusiness',
  path: '/api/ocr/business',
  auth: 'public',
  request: z.object({ image: fileReferenceSchema('请先上传营业执照') }),
  response: z.object({
    name: z.string(),
    credit_code: z.string(),
    legal_person: z.string(),
    address: z.string(),
    registered_capital: z.string(),
    established_date: z.string(),
    business_term: z.string(),
    sandbox: z.boolean(),
  }),
  summary: '营业执照识别 / Business-licence OCR (the user confirms or corrects the fields)',
});

export const ocrIdentityCard = defineEndpoint({
  id: 'system.ocrIdentityCard',
  path: '/api/ocr/identityCard',
  auth: 'public',
  request: z.object({
    image: fileReferenceSchema('请先上传身份证照片'),
    side: z.enum(['front', 'back']).default('front'),
  }),
  response: z.object({
    side: z.enum(['front', 'back']),
    name: z.string(),
    id_card: z.string(),
    address: z.string(),
    issuer: z.string(),
    valid_period: z.string(),
    sandbox: z.boolean(),
  }),
  summary: '身份证识别 / ID-card OCR',
});

export const smsSceneSchema = z.enum([
  'register',
  'login',
  'forget_password',
  'change_password',
  'change_mobile',
  'new_mobile',
  'firm_mobile',
  'sign',
]);

export const sendSms = defineEndpoint({
  id: 'system.sendSms',
  path: '/api/sms/send',
  auth: 'public',
  request: z.object({ mobile: mobileSchema, scene: smsSceneSchema }),
  response: z.object({
    expires_in: z.number().int().positive(),
    resend_in: z.number().int().nonnegative(),
  }),
  summary: '发送短信验证码（6 位，5 分钟有效，60 秒可重发） / Send an SMS code',
});

export const checkSms = defineEndpoint({
  id: 'system.checkSms',
  path: '/api/sms/check',
  auth: 'public',
  request: z.object({ mobile: mobileSchema, scene: smsSceneSchema, code: smsCodeSchema }),
  response: z.object({ ticket: z.string() }),
  summary: '校验短信验证码，返回一次性凭证 / Check an SMS code; returns a one-time ticket',
});

export const verifyLetter = defineEndpoint({
  id: 'system.verifyLetter',
  path: '/api/letter/verify',
  auth: 'public',
  request: z.object({ letter_no: z.string().trim().min(1, '请输入保函编号') }),
  response: z.object({
    letter_no: z.string(),
    genuine: z.boolean(),
    valid: z.boolean(),
    status_text: z.string(),
    /** The letter's type as it reads on the letter (LETTER_TYPE_TEXT, e.g. 纸质投标保函); '' for an unknown number. */
    letter_type_text: z.string().default(''),
    ensure_company_name: z.string(),
    project_name: z.string(),
    amount: z.string(),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    /** A short-lived signed link to the letter's PDF once it has been issued (docs/files.md); null otherwise. */
    letter_url: z.string().nullable(),
  }),
  summary: '保函真伪查验（公开） / Public letter verification by letter number',
});

// OCR of business licences and ID cards (spec §7): the user confirms or corrects what is read.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { fileReferenceSchema } from './files';

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

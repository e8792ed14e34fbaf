// The enterprise's certificates (资质证书, spec §7 "Certificates"): list, detail, save, delete.
import { z } from 'zod';
import { dateSchema, emptyRequestSchema, idSchema, nullResponseSchema } from './common';
import { defineEndpoint } from './define';
import { storedFilePath } from './files';
import { certificateSchema, idRequestSchema } from './models';

const certificateFields = z.object({
  name: z.string().trim().min(2, '请输入证书名称').max(60, '证书名称过长'),
  number: z.string().trim().min(1, '请输入证书编号').max(60, '证书编号过长'),
  issuer: z.string().trim().min(2, '请输入发证机关').max(60, '发证机关过长'),
  expire_date: dateSchema,
  files: z
    .string()
    .trim()
    .min(1, '请上传证书扫描件')
    .transform((v) =>
      v
        .split(',')
        .map((f) => storedFilePath(f.trim()))
        .filter(Boolean),
    ),
});

export const getCertificateList = defineEndpoint({
  id: 'firm.getCertificateList',
  path: '/api/Enterprise/getCertificateList',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: z.array(certificateSchema),
  summary: '资质证书列表 / Qualification certificates',
});

export const getCertificateDetail = defineEndpoint({
  id: 'firm.getCertificateDetail',
  path: '/api/Enterprise/getCertificateDetail',
  auth: 'enterprise',
  request: idRequestSchema,
  response: certificateSchema,
  summary: '资质证书详情 / Certificate detail',
});

export const saveCertificate = defineEndpoint({
  id: 'firm.saveCertificate',
  path: '/api/Enterprise/saveCertificate',
  auth: 'enterprise',
  request: certificateFields.extend({ id: idSchema.optional() }),
  response: certificateSchema,
  summary: '新增 / 修改资质证书（含有效期） / Create or update a certificate',
});

export const deleteCertificate = defineEndpoint({
  id: 'firm.deleteCertificate',
  path: '/api/Enterprise/deleteCertificate',
  auth: 'enterprise',
  request: idRequestSchema,
  response: nullResponseSchema,
  summary: '删除资质证书 / Delete a certificate',
});

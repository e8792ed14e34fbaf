// File uploads (spec §7): a public upload with its scene, and deleting one's own upload.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { fileReferenceSchema } from './files';
import { nullResponseSchema } from './common';
import { uploadedFileSchema } from './models';

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

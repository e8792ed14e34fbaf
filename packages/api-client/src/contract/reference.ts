// Reference data under /api/index/ (litigation-preservation categories, guarantor documents).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { emptyRequestSchema, idSchema } from './common';
import { categorySchema } from './models';

export const getPreserveCategoryAll = defineEndpoint({ id: 'reference.getPreserveCategoryAll', path: '/api/index/getPreserveCategoryAll', auth: 'public', request: emptyRequestSchema, response: z.array(categorySchema), summary: '保全类别 / Preservation categories' });
export const getCaseCategoryAll = defineEndpoint({ id: 'reference.getCaseCategoryAll', path: '/api/index/getCaseCategoryAll', auth: 'public', request: emptyRequestSchema, response: z.array(categorySchema), summary: '案件类别 / Case categories' });
export const getEnsureCompanyFiles = defineEndpoint({
  id: 'reference.getEnsureCompanyFiles',
  path: '/api/index/getEnsureCompanyFiles',
  auth: 'public',
  request: z.object({ ensure_company_id: idSchema }),
  response: z.array(z.object({ name: z.string(), url: z.string() })),
  summary: '担保机构公开资料（资质、样函） / A guarantor’s public documents',
});

// Reference data under /api/index/ (litigation-preservation categories, guarantor documents).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { emptyRequestSchema, idSchema } from './common';
import { categorySchema } from './preservation';

export const getPreserveCategoryAll = defineEndpoint({
  id: 'reference.getPreserveCategoryAll',
  path: '/api/index/getPreserveCategoryAll',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.array(categorySchema),
  summary: '保全类别（含上级，按排序） / Preservation categories',
});
export const getCaseCategoryAll = defineEndpoint({
  id: 'reference.getCaseCategoryAll',
  path: '/api/index/getCaseCategoryAll',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.array(categorySchema),
  summary: '案件类别（含上级，按排序） / Case categories',
});
export const getEnsureCompanyFiles = defineEndpoint({
  id: 'reference.getEnsureCompanyFiles',
  path: '/api/index/getEnsureCompanyFiles',
  auth: 'public',
  request: z.object({ ensure_company_id: idSchema }),
  // Published items only (docs/issuing-config.md): the sample letter today; `key` names the item.
  response: z.array(z.object({ key: z.string(), name: z.string(), url: z.string() })),
  summary:
    '担保机构公开资料（已发布的样函等） / A guarantor’s public documents (published items only)',
});

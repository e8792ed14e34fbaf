// Guarantee companies an enterprise can choose, with the premium computed on the server.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { emptyRequestSchema, idSchema } from './common';
import { areaSchema, companyTypeSchema, ensureCompanySchema, guarantorOfferSchema } from './models';

export const getTypeList = defineEndpoint({
  id: 'guarantors.getTypeList',
  path: '/api/ensure_company/getTypeList',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.array(companyTypeSchema),
  summary: '担保机构类型 / Guarantor types',
});

export const getCompanyList = defineEndpoint({
  id: 'guarantors.getCompanyList',
  path: '/api/ensure_company/getCompanyList',
  auth: 'public',
  request: z.object({
    project_id: idSchema,
    type_id: idSchema.optional(),
    area_id: idSchema.optional(),
  }),
  response: z.array(guarantorOfferSchema),
  summary: '可选担保机构及保费（按项目计算） / Guarantors offered for a project with their premium',
});

export const getAreaList = defineEndpoint({
  id: 'guarantors.getAreaList',
  path: '/api/ensure_company/getAreaList',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.array(areaSchema),
  summary: '地区列表 / Areas',
});

export const getListByArea = defineEndpoint({
  id: 'guarantors.getListByArea',
  path: '/api/ensure_company/getListByArea',
  auth: 'public',
  request: z.object({ area_id: idSchema }),
  response: z.array(ensureCompanySchema),
  summary: '按地区查询担保机构 / Guarantors in an area',
});

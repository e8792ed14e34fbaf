// Tender projects the bid letters are for, e-letter and paper.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { paginated, pageRequestSchema } from './common';
import { idRequestSchema, projectSchema } from './models';

export const projectListRequestSchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(60).optional(),
  region: z.string().trim().max(30).optional(),
  trading_center: z.string().trim().max(60).optional(),
});

export const getProjectList = defineEndpoint({
  id: 'projects.getList',
  path: '/api/project/getList',
  auth: 'public',
  request: projectListRequestSchema,
  response: paginated(projectSchema),
  summary: '招标项目列表（搜索、筛选、分页） / Tender projects',
});

export const getProjectDetail = defineEndpoint({
  id: 'projects.detail',
  path: '/api/project/detail',
  auth: 'public',
  request: idRequestSchema,
  response: projectSchema,
  summary: '招标项目详情 / Tender project detail',
});

// ---- paper_project: tenders that accept a paper bid letter ----
export const paperProjectGetList = defineEndpoint({
  id: 'paperProjects.getList',
  path: '/api/paper_project/getList',
  auth: 'enterprise',
  request: projectListRequestSchema,
  response: paginated(projectSchema),
  summary: '可申请纸质保函的招标项目（搜索、分页） / Tenders accepting a paper letter',
});

export const paperProjectGetDetail = defineEndpoint({
  id: 'paperProjects.getDetail',
  path: '/api/paper_project/getDetail',
  auth: 'enterprise',
  request: idRequestSchema,
  response: projectSchema,
  summary: '纸质保函项目详情 / Project detail',
});

// Enterprise-side claims (/demage) and notices (/notice). Invoices: invoices.ts.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { paginated, pageRequestSchema, statusFilterSchema } from './common';
import { claimSchema, idRequestSchema, noticeSchema } from './models';

export const claimGetList = defineEndpoint({ id: 'claims.getList', path: '/api/claim/getList', auth: 'enterprise', request: pageRequestSchema.extend({ status: statusFilterSchema.optional() }), response: paginated(claimSchema), summary: '理赔列表 / Claims' });
export const claimGetDetail = defineEndpoint({ id: 'claims.getDetail', path: '/api/claim/getDetail', auth: 'enterprise', request: idRequestSchema, response: claimSchema, summary: '理赔详情 / Claim detail' });

export const noticeGetList = defineEndpoint({ id: 'notices.getList', path: '/api/notice/getList', auth: 'public', request: pageRequestSchema.extend({ keyword: z.string().trim().optional() }), response: paginated(noticeSchema), summary: '公告列表（公开） / Published notices' });
export const noticeGetDetail = defineEndpoint({ id: 'notices.getDetail', path: '/api/notice/getDetail', auth: 'public', request: idRequestSchema, response: noticeSchema, summary: '公告详情 / Notice detail' });

// Public notices (/notice). Invoices: invoices.ts; claims: claims.ts.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { paginated, pageRequestSchema } from './common';
import { idRequestSchema, noticeSchema } from './models';


export const noticeGetList = defineEndpoint({ id: 'notices.getList', path: '/api/notice/getList', auth: 'public', request: pageRequestSchema.extend({ keyword: z.string().trim().optional() }), response: paginated(noticeSchema), summary: '公告列表（公开） / Published notices' });
export const noticeGetDetail = defineEndpoint({ id: 'notices.getDetail', path: '/api/notice/getDetail', auth: 'public', request: idRequestSchema, response: noticeSchema, summary: '公告详情 / Notice detail' });

// Enterprise-side invoices (/invoice), claims (/demage) and notices (/notice).
import { z } from 'zod';
import { emailSchema } from '@bht/validators';
import { defineEndpoint } from './define';
import { idSchema, paginated, pageRequestSchema, statusFilterSchema } from './common';
import { claimSchema, idRequestSchema, invoiceSchema, noticeSchema } from './models';

const invoiceFields = z.object({
  order_sn: z.string().trim().min(1, '请选择订单'),
  title: z.string().trim().min(2, '请输入发票抬头').max(60),
  tax_no: z.string().trim().regex(/^[0-9A-Z]{15,20}$/, '请输入正确的纳税人识别号'),
  kind: z.enum(['normal', 'special'], { error: '请选择发票类型' }),
  email: emailSchema,
  address_id: idSchema.optional(),
});

export const invoiceGetList = defineEndpoint({ id: 'invoices.getList', path: '/api/invoice/getList', auth: 'enterprise', request: pageRequestSchema.extend({ status: statusFilterSchema.optional() }), response: paginated(invoiceSchema), summary: '发票列表 / Invoices' });
export const invoiceGetDetail = defineEndpoint({ id: 'invoices.getDetail', path: '/api/invoice/getDetail', auth: 'enterprise', request: idRequestSchema, response: invoiceSchema, summary: '发票详情 / Invoice detail' });
export const invoiceApply = defineEndpoint({ id: 'invoices.apply', path: '/api/invoice/apply', auth: 'enterprise', request: invoiceFields, response: invoiceSchema, summary: '申请开票 / Ask for an invoice' });
export const invoiceModify = defineEndpoint({ id: 'invoices.modify', path: '/api/invoice/modify', auth: 'enterprise', request: invoiceFields.extend({ id: idSchema }), response: invoiceSchema, summary: '修改待开票的申请 / Modify a pending invoice request' });
export const claimGetList = defineEndpoint({ id: 'claims.getList', path: '/api/claim/getList', auth: 'enterprise', request: pageRequestSchema.extend({ status: statusFilterSchema.optional() }), response: paginated(claimSchema), summary: '理赔列表 / Claims' });
export const claimGetDetail = defineEndpoint({ id: 'claims.getDetail', path: '/api/claim/getDetail', auth: 'enterprise', request: idRequestSchema, response: claimSchema, summary: '理赔详情 / Claim detail' });

export const noticeGetList = defineEndpoint({ id: 'notices.getList', path: '/api/notice/getList', auth: 'public', request: pageRequestSchema.extend({ keyword: z.string().trim().optional() }), response: paginated(noticeSchema), summary: '公告列表（公开） / Published notices' });
export const noticeGetDetail = defineEndpoint({ id: 'notices.getDetail', path: '/api/notice/getDetail', auth: 'public', request: idRequestSchema, response: noticeSchema, summary: '公告详情 / Notice detail' });

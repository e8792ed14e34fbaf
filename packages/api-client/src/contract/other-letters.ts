// Performance (履约) and migrant-worker wage (农民工工资) letters (their own issue builds them).
// They share one letter shape and one set of request fields. Paper letters: paper-letters.ts.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { idSchema, moneySchema, paginated, pageRequestSchema, statusFilterSchema } from './common';
import { idRequestSchema, letterSchema, orderSnRequestSchema, orderStatusSchema, payInfoSchema, projectSchema } from './models';

const amountInput = z.string().trim().regex(/^\d+(\.\d{1,2})?$/, '请输入正确的金额');

const letterFields = z.object({
  project_id: idSchema,
  ensure_company_id: idSchema,
  beneficiary: z.string().trim().min(2, '请输入受益人').max(60, '受益人名称过长'),
  amount: amountInput,
  valid_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择保函开始日期'),
  valid_to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择保函结束日期'),
  contact_name: z.string().trim().min(2, '请输入联系人'),
  contact_mobile: z.string().trim().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'),
  attachments: z.string().trim().default(''),
});

const created = z.object({ order_sn: z.string(), status: orderStatusSchema });
const statusResult = z.object({ order: z.object({ sn: z.string(), status: orderStatusSchema, status_text: z.string() }) });
const listRequest = pageRequestSchema.extend({ status: statusFilterSchema.optional(), keyword: z.string().trim().optional() });

// ---- performance_letter ----
export const performanceGetProjectList = defineEndpoint({ id: 'performance.getProjectList', path: '/api/performance_letter/getProjectList', auth: 'enterprise', request: listRequest, response: paginated(projectSchema), summary: '履约保函项目列表 / Performance-letter projects' });
export const performanceGetProjectDetail = defineEndpoint({ id: 'performance.getProjectDetail', path: '/api/performance_letter/getProjectDetail', auth: 'enterprise', request: idRequestSchema, response: projectSchema, summary: '履约保函项目详情 / Project detail' });
export const performanceGetPrice = defineEndpoint({ id: 'performance.getPrice', path: '/api/performance_letter/getPrice', auth: 'enterprise', request: z.object({ ensure_company_id: idSchema, amount: amountInput }), response: z.object({ premium: moneySchema, rate: z.string() }), summary: '履约保函保费试算 / Premium quote' });
export const performanceGetLetterList = defineEndpoint({ id: 'performance.getLetterList', path: '/api/performance_letter/getLetterList', auth: 'enterprise', request: listRequest, response: paginated(letterSchema), summary: '我的履约保函 / My performance letters' });
export const performanceAddLetter = defineEndpoint({ id: 'performance.addLetter', path: '/api/performance_letter/addLetter', auth: 'enterprise', request: letterFields, response: created, summary: '申请履约保函 / Apply for a performance letter' });
export const performanceGetPayInfo = defineEndpoint({ id: 'performance.getPayInfo', path: '/api/performance_letter/getPayInfo', auth: 'enterprise', request: orderSnRequestSchema, response: payInfoSchema, summary: '履约保函支付信息 / Payment info' });
export const performanceGetOrderStatus = defineEndpoint({ id: 'performance.getOrderStatus', path: '/api/performance_letter/getOrderStatus', auth: 'enterprise', request: orderSnRequestSchema, response: statusResult, summary: '履约保函订单状态 / Order status' });
export const performanceGetLetterDetail = defineEndpoint({ id: 'performance.getLetterDetail', path: '/api/performance_letter/getLetterDetail', auth: 'enterprise', request: orderSnRequestSchema, response: letterSchema, summary: '履约保函详情 / Letter detail' });
export const performanceCancelLetter = defineEndpoint({ id: 'performance.cancelLetter', path: '/api/performance_letter/cancelLetter', auth: 'enterprise', request: orderSnRequestSchema, response: created, summary: '取消履约保函申请 / Cancel' });
export const performanceEditLetter = defineEndpoint({ id: 'performance.editLetter', methods: ['POST', 'GET'], encoding: 'form', path: '/api/performance_letter/editLetter', auth: 'enterprise', request: letterFields.partial().extend({ order_sn: z.string().trim().min(1, '请提供订单号') }), response: letterSchema, summary: '读取（GET）/ 修改（POST）履约保函申请 / Read (GET) or edit (POST) an application' });

// ---- worker_letter ----
export const workerGetProjectDetail = defineEndpoint({ id: 'worker.getProjectDetail', path: '/api/worker_letter/getProjectDetail', auth: 'enterprise', request: idRequestSchema, response: projectSchema, summary: '农民工工资保函项目详情 / Project detail' });
export const workerAddLetter = defineEndpoint({ id: 'worker.addLetter', path: '/api/worker_letter/addLetter', auth: 'enterprise', request: letterFields, response: created, summary: '申请农民工工资保函 / Apply for a wage letter' });
export const workerGetPayInfo = defineEndpoint({ id: 'worker.getPayInfo', path: '/api/worker_letter/getPayInfo', auth: 'enterprise', request: orderSnRequestSchema, response: payInfoSchema, summary: '农民工工资保函支付信息 / Payment info' });
export const workerGetOrderStatus = defineEndpoint({ id: 'worker.getOrderStatus', path: '/api/worker_letter/getOrderStatus', auth: 'enterprise', request: orderSnRequestSchema, response: statusResult, summary: '农民工工资保函订单状态 / Order status' });
export const workerEditLetter = defineEndpoint({ id: 'worker.editLetter', path: '/api/worker_letter/editLetter', auth: 'enterprise', request: letterFields.partial().extend({ order_sn: z.string().trim().min(1, '请提供订单号') }), response: letterSchema, summary: '修改农民工工资保函申请 / Edit an application' });

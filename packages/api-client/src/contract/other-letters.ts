// Performance (履约), migrant-worker wage (农民工工资) and bid paper (纸质) letters.
// They share one letter shape and one set of request fields.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { fileReferenceSchema } from './files';
import { idSchema, moneySchema, nullResponseSchema, paginated, pageRequestSchema, statusFilterSchema } from './common';
import { ensureCompanySchema, idRequestSchema, letterSchema, orderSnRequestSchema, orderStatusSchema, payInfoSchema, projectSchema } from './models';
import { smsCodeSchema } from '@bht/validators';

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

// ---- paper_letter / paper_project ----
export const paperGetList = defineEndpoint({ id: 'paper.getList', path: '/api/paper_letter/getList', auth: 'enterprise', request: listRequest, response: paginated(letterSchema), summary: '纸质保函列表 / My paper letters' });
export const paperGetDetail = defineEndpoint({ id: 'paper.getDetail', path: '/api/paper_letter/getDetail', auth: 'enterprise', request: orderSnRequestSchema, response: letterSchema, summary: '纸质保函详情 / Paper letter detail' });
export const paperCancelLetter = defineEndpoint({ id: 'paper.cancelLetter', path: '/api/paper_letter/cancelLetter', auth: 'enterprise', request: orderSnRequestSchema, response: created, summary: '取消纸质保函申请 / Cancel' });
export const paperRefundOrder = defineEndpoint({ id: 'paper.refundOrder', path: '/api/paper_letter/refundOrder', auth: 'enterprise', request: orderSnRequestSchema.extend({ reason: z.string().trim().min(2, '请填写退款原因').max(200) }), response: created, summary: '纸质保函申请退款 / Request a refund' });
export const paperAdd = defineEndpoint({ id: 'paper.add', path: '/api/paper_letter/add', auth: 'enterprise', request: letterFields.extend({ receiver_address_id: idSchema }), response: created, summary: '申请纸质投标保函 / Apply for a paper bid letter' });
export const paperPrepareSign = defineEndpoint({ id: 'paper.prepareSign', path: '/api/paper_letter/prepareSign', auth: 'enterprise', request: orderSnRequestSchema, response: z.object({ sign_id: z.string(), contract_url: z.string(), digest: z.string(), mobile: z.string() }), summary: '纸质保函签约第 1 步 / Signing step 1' });
export const paperConfirmSign = defineEndpoint({ id: 'paper.confirmSign', path: '/api/paper_letter/confirmSign', auth: 'enterprise', request: orderSnRequestSchema.extend({ sign_id: z.string().min(1), code: smsCodeSchema }), response: created, summary: '纸质保函签约第 2 步 / Signing step 2' });
export const paperGetPayInfo = defineEndpoint({ id: 'paper.getPayInfo', path: '/api/paper_letter/getPayInfo', auth: 'enterprise', request: orderSnRequestSchema, response: payInfoSchema, summary: '纸质保函支付信息 / Payment info' });
export const paperAddPayImage = defineEndpoint({ id: 'paper.addPayImage', path: '/api/paper_letter/addPayImage', auth: 'enterprise', request: orderSnRequestSchema.extend({ image: fileReferenceSchema('请上传转账凭证') }), response: nullResponseSchema, summary: '纸质保函上传转账凭证 / Upload transfer voucher' });
export const paperGetEnsureCompany = defineEndpoint({ id: 'paper.getEnsureCompany', path: '/api/paper_letter/getEnsureCompany', auth: 'enterprise', request: z.object({ project_id: idSchema }), response: z.array(ensureCompanySchema.extend({ premium: moneySchema })), summary: '纸质保函可选担保机构 / Guarantors for a paper letter' });
export const paperProjectGetList = defineEndpoint({ id: 'paperProjects.getList', path: '/api/paper_project/getList', auth: 'enterprise', request: listRequest, response: paginated(projectSchema), summary: '纸质保函项目列表 / Paper-letter projects' });
export const paperProjectGetDetail = defineEndpoint({ id: 'paperProjects.getDetail', path: '/api/paper_project/getDetail', auth: 'enterprise', request: idRequestSchema, response: projectSchema, summary: '纸质保函项目详情 / Project detail' });

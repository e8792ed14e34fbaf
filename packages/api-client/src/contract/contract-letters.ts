// Performance (履约保函) and migrant-worker wage (农民工工资保函) letters. Both run the e-letter's
// order machinery with an editable application (LETTER_MACHINES.performance / .worker in
// order-machines.ts); list, detail, signing, payment and cancel shapes are the bid letters'. What
// they add is the contract: a performance letter guarantees a share of an awarded contract's price
// to its employer (发包人), a wage letter guarantees the wages of a construction project to the
// labour authority. Calls the spec names are listed first in each family; the others are ours
// (docs/performance-worker-letters.md) and follow the paper family's names.
import { z } from 'zod';
import { MONEY_INPUT, SHARE_INPUT } from '@bht/validators';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { idSchema, moneySchema, nullResponseSchema, paginated, signCodeSentSchema } from './common';
import { fileReferenceSchema } from './files';
import {
  guarantorOfferSchema,
  idRequestSchema,
  orderDetailSchema,
  orderSnRequestSchema,
  orderStatusSchema,
  payInfoSchema,
  premiumRateSchema,
  projectSchema,
} from './models';
import {
  applicationCreatedSchema,
  bidApplicationSchema,
  confirmSignRequestSchema,
  confirmSignResponseSchema,
  prepareSignResponseSchema,
  sendSignCodeRequestSchema,
} from './letters';
import {
  cancelRequestSchema,
  myOrderListRequestSchema,
  myOrderListResponseSchema,
  orderMovedSchema,
  payImageRequestSchema,
  refundRequestSchema,
} from './orders';
import { projectListRequestSchema } from './projects';

const amountInput = (missing: string) =>
  z.string().trim().min(1, missing).regex(MONEY_INPUT, '请输入正确的金额（最多两位小数）');
const dateInput = (missing: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, missing);
const creditCodeInput = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10})?$/, '请输入正确的统一社会信用代码')
  .default('');

const { project_id, ensure_company_id, contact_name, contact_mobile, remark } =
  bidApplicationSchema.shape;
/** What every performance and wage application carries (the bid form's guarantor and contact, and the letter's validity). */
const applicationBase = z.object({
  project_id,
  ensure_company_id,
  valid_from: dateInput('请选择保函生效日期'),
  valid_to: dateInput('请选择保函截止日期'),
  beneficiary_address: z.string().trim().max(200, '受益人地址不能超过 200 字').default(''),
  contact_name,
  contact_mobile,
  remark,
});

/**
 * /applyhonour: the guaranteed amount (at most PERFORMANCE_MAX_SHARE of the contract price), the
 * employer, and the awarded contract and bid-winning notice as uploaded files. Cross-field rules
 * (amount within the share, validity covering the completion date) are the server's, with field errors.
 */
export const performanceApplicationSchema = applicationBase.extend({
  amount: amountInput('请输入担保金额'),
  beneficiary: z.string().trim().min(2, '请输入发包人（受益人）名称').max(120, '受益人名称过长'),
  beneficiary_credit_code: creditCodeInput,
  contract_file: fileReferenceSchema('请上传施工合同'),
  award_notice_file: fileReferenceSchema('请上传中标通知书'),
});

/**
 * /worker/declare: the declared contract price and the wage share (percent, WORKER_WAGE_SHARE_MIN
 * to _MAX); the guaranteed amount is contract price × share, computed by the server. The
 * beneficiary is the labour authority (人社部门). `wording_request` asks the guarantor for a custom
 * wording (/worker/applyspecimen); empty means the standard text of /worker/specimen.
 */
export const workerDeclarationSchema = applicationBase.extend({
  contract_price: amountInput('请输入合同价'),
  wage_share: z
    .string()
    .trim()
    .min(1, '请输入工资保证比例')
    .regex(SHARE_INPUT, '请输入正确的比例（百分数，最多两位小数）'),
  beneficiary: z
    .string()
    .trim()
    .min(2, '请输入受益人（劳动保障部门）名称')
    .max(120, '受益人名称过长'),
  wording_request: z.string().trim().max(500, '定制条款说明不能超过 500 字').default(''),
  contract_file: fileReferenceSchema('请上传施工合同').optional(),
});

/** A server-side premium quote: what the order will be charged, and the rule that produced it. */
export const premiumQuoteSchema = z.object({
  amount: moneySchema,
  premium: moneySchema,
  premium_rate: premiumRateSchema,
  min_premium: moneySchema,
  /** e.g. '担保金额 ¥500,000.00 × 费率 0.80% = ¥4,000.00（最低保费 ¥500.00）' */
  rule: z.string(),
});

/** Guarantors offering this letter type, with their rate and minimum for it and the premium for `amount` (the minimum when absent). */
const offersRequest = z.object({ amount: amountInput('请输入担保金额').optional() });
/**
 * editLetter: POST replaces the application and carries the whole form, as addLetter does (the
 * server re-checks it against the full schema, with field errors); the performance family's GET
 * reads it with just `order_sn` (the worker pages read getLetterDetail).
 */
const editRequest = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields.partial().extend({ order_sn: z.string().trim().min(1, '请提供订单号') });
const statusResult = z.object({
  order: z.object({ sn: z.string(), status: orderStatusSchema, status_text: z.string() }),
});
const specimenSchema = z.object({
  file_name: z.string(),
  /** The watermarked (样本) PDF, base64. */
  pdf_base64: z.string(),
  /** The letter's paragraphs as printed, for the page to show next to the download. */
  paragraphs: z.array(z.string()),
});

// ---- performance_letter ----
export const performanceGetProjectList = defineEndpoint({
  id: 'performance.getProjectList',
  path: '/api/performance_letter/getProjectList',
  auth: 'enterprise',
  request: projectListRequestSchema,
  response: paginated(projectSchema),
  summary: '已中标项目（有中标合同，可申请履约保函） / Awarded projects',
});
export const performanceGetProjectDetail = defineEndpoint({
  id: 'performance.getProjectDetail',
  path: '/api/performance_letter/getProjectDetail',
  auth: 'enterprise',
  request: idRequestSchema,
  response: projectSchema,
  summary: '履约保函项目详情（合同价、发包人、工期） / Awarded project detail',
});
export const performanceGetPrice = defineEndpoint({
  id: 'performance.getPrice',
  path: '/api/performance_letter/getPrice',
  auth: 'enterprise',
  request: z.object({ ensure_company_id: idSchema, amount: amountInput('请输入担保金额') }),
  response: premiumQuoteSchema,
  summary: '履约保函保费试算（与下单收费一致） / Premium quote',
});
export const performanceGetLetterList = defineEndpoint({
  id: 'performance.getLetterList',
  path: '/api/performance_letter/getLetterList',
  auth: 'enterprise',
  request: myOrderListRequestSchema,
  response: myOrderListResponseSchema,
  summary: '我的履约保函（按状态，含各状态数量） / My performance letters',
});
export const performanceAddLetter = defineEndpoint({
  id: 'performance.addLetter',
  path: '/api/performance_letter/addLetter',
  auth: 'enterprise',
  request: performanceApplicationSchema,
  response: applicationCreatedSchema,
  summary: '申请履约保函，生成待签约订单 / Apply for a performance letter',
});
export const performanceGetPayInfo = defineEndpoint({
  id: 'performance.getPayInfo',
  path: '/api/performance_letter/getPayInfo',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: payInfoSchema,
  summary: '履约保函支付信息 / Payment info',
});
export const performanceGetOrderStatus = defineEndpoint({
  id: 'performance.getOrderStatus',
  path: '/api/performance_letter/getOrderStatus',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: statusResult,
  summary: '履约保函订单状态（轮询） / Order status (polled)',
});
export const performanceGetLetterDetail = defineEndpoint({
  id: 'performance.getLetterDetail',
  path: '/api/performance_letter/getLetterDetail',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: orderDetailSchema,
  summary: '履约保函详情 / Letter detail',
});
export const performanceCancelLetter = defineEndpoint({
  id: 'performance.cancelLetter',
  path: '/api/performance_letter/cancelLetter',
  auth: 'enterprise',
  request: cancelRequestSchema,
  response: orderMovedSchema,
  summary: '取消未支付的履约保函申请 / Cancel',
});
export const performanceEditLetter = defineEndpoint({
  id: 'performance.editLetter',
  methods: ['POST', 'GET'],
  path: '/api/performance_letter/editLetter',
  auth: 'enterprise',
  request: editRequest(performanceApplicationSchema),
  response: orderDetailSchema,
  summary:
    '读取（GET）/ 修改（POST，审核前）履约保函申请 / Read (GET) or edit (POST, before review) an application',
});
export const performanceGetEnsureCompany = defineEndpoint({
  id: 'performance.getEnsureCompany',
  path: '/api/performance_letter/getEnsureCompany',
  auth: 'enterprise',
  request: offersRequest,
  response: z.array(guarantorOfferSchema),
  summary: '开办履约保函的担保机构及其费率、保费 / Guarantors offering performance letters',
});
export const performancePrepareSign = defineEndpoint({
  id: 'performance.prepareSign',
  path: '/api/performance_letter/prepareSign',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: prepareSignResponseSchema,
  summary: '履约保函签约第 1 步：生成委托担保合同 / Signing step 1',
});
export const performanceSendSignCode = defineEndpoint({
  id: 'performance.sendSignCode',
  path: '/api/performance_letter/sendSignCode',
  auth: 'enterprise',
  request: sendSignCodeRequestSchema,
  response: signCodeSentSchema,
  summary: '履约保函签约：发送验证码 / Signing: text the code',
});
export const performanceConfirmSign = defineEndpoint({
  id: 'performance.confirmSign',
  path: '/api/performance_letter/confirmSign',
  auth: 'enterprise',
  request: confirmSignRequestSchema,
  response: confirmSignResponseSchema,
  summary: '履约保函签约第 2 步：确认签署 / Signing step 2',
});
export const performanceAddPayImage = defineEndpoint({
  id: 'performance.addPayImage',
  path: '/api/performance_letter/addPayImage',
  auth: 'enterprise',
  request: payImageRequestSchema,
  response: nullResponseSchema,
  summary: '履约保函上传转账凭证 / Upload transfer voucher',
});
export const performanceRefundOrder = defineEndpoint({
  id: 'performance.refundOrder',
  path: '/api/performance_letter/refundOrder',
  auth: 'enterprise',
  request: refundRequestSchema,
  response: orderMovedSchema,
  summary: '已支付、未出函的履约保函申请退款 / Request a refund before issue',
});

// ---- worker_letter ----
export const workerGetProjectDetail = defineEndpoint({
  id: 'worker.getProjectDetail',
  path: '/api/worker_letter/getProjectDetail',
  auth: 'enterprise',
  request: idRequestSchema,
  response: projectSchema,
  summary: '农民工工资保函项目详情 / Project detail',
});
export const workerAddLetter = defineEndpoint({
  id: 'worker.addLetter',
  path: '/api/worker_letter/addLetter',
  auth: 'enterprise',
  request: workerDeclarationSchema,
  response: applicationCreatedSchema,
  summary: '申请农民工工资保函，生成待签约订单 / Apply for a wage letter',
});
export const workerGetPayInfo = defineEndpoint({
  id: 'worker.getPayInfo',
  path: '/api/worker_letter/getPayInfo',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: payInfoSchema,
  summary: '农民工工资保函支付信息 / Payment info',
});
export const workerGetOrderStatus = defineEndpoint({
  id: 'worker.getOrderStatus',
  path: '/api/worker_letter/getOrderStatus',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: statusResult,
  summary: '农民工工资保函订单状态（轮询） / Order status (polled)',
});
export const workerEditLetter = defineEndpoint({
  id: 'worker.editLetter',
  path: '/api/worker_letter/editLetter',
  auth: 'enterprise',
  request: editRequest(workerDeclarationSchema),
  response: orderDetailSchema,
  summary:
    '修改（审核前）农民工工资保函申请，提交整张申报表 / Edit an application before review (the whole form)',
});
export const workerGetProjectList = defineEndpoint({
  id: 'worker.getProjectList',
  path: '/api/worker_letter/getProjectList',
  auth: 'enterprise',
  request: projectListRequestSchema,
  response: paginated(projectSchema),
  summary: '已中标的施工项目（可申请农民工工资保函） / Awarded construction projects',
});
export const workerGetPrice = defineEndpoint({
  id: 'worker.getPrice',
  path: '/api/worker_letter/getPrice',
  auth: 'enterprise',
  request: z.object({
    ensure_company_id: idSchema,
    contract_price: amountInput('请输入合同价'),
    wage_share: workerDeclarationSchema.shape.wage_share,
  }),
  response: premiumQuoteSchema,
  summary: '农民工工资保函保费试算（担保金额 = 合同价 × 比例） / Premium quote',
});
export const workerGetEnsureCompany = defineEndpoint({
  id: 'worker.getEnsureCompany',
  path: '/api/worker_letter/getEnsureCompany',
  auth: 'enterprise',
  request: offersRequest,
  response: z.array(guarantorOfferSchema),
  summary: '开办农民工工资保函的担保机构及其费率、保费 / Guarantors offering wage letters',
});
export const workerGetSpecimen = defineEndpoint({
  id: 'worker.getSpecimen',
  path: '/api/worker_letter/getSpecimen',
  auth: 'enterprise',
  request: workerDeclarationSchema.omit({ contract_file: true }),
  response: specimenSchema,
  summary: '按申报信息生成保函样本（水印“样本”） / The letter specimen for a declaration',
});
export const workerGetLetterList = defineEndpoint({
  id: 'worker.getLetterList',
  path: '/api/worker_letter/getLetterList',
  auth: 'enterprise',
  request: myOrderListRequestSchema,
  response: myOrderListResponseSchema,
  summary: '我的农民工工资保函（按状态，含各状态数量） / My wage letters',
});
export const workerGetLetterDetail = defineEndpoint({
  id: 'worker.getLetterDetail',
  path: '/api/worker_letter/getLetterDetail',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: orderDetailSchema,
  summary: '农民工工资保函详情 / Letter detail',
});
export const workerCancelLetter = defineEndpoint({
  id: 'worker.cancelLetter',
  path: '/api/worker_letter/cancelLetter',
  auth: 'enterprise',
  request: cancelRequestSchema,
  response: orderMovedSchema,
  summary: '取消未支付的农民工工资保函申请 / Cancel',
});
export const workerPrepareSign = defineEndpoint({
  id: 'worker.prepareSign',
  path: '/api/worker_letter/prepareSign',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: prepareSignResponseSchema,
  summary: '农民工工资保函签约第 1 步：生成委托担保合同 / Signing step 1',
});
export const workerSendSignCode = defineEndpoint({
  id: 'worker.sendSignCode',
  path: '/api/worker_letter/sendSignCode',
  auth: 'enterprise',
  request: sendSignCodeRequestSchema,
  response: signCodeSentSchema,
  summary: '农民工工资保函签约：发送验证码 / Signing: text the code',
});
export const workerConfirmSign = defineEndpoint({
  id: 'worker.confirmSign',
  path: '/api/worker_letter/confirmSign',
  auth: 'enterprise',
  request: confirmSignRequestSchema,
  response: confirmSignResponseSchema,
  summary: '农民工工资保函签约第 2 步：确认签署 / Signing step 2',
});
export const workerAddPayImage = defineEndpoint({
  id: 'worker.addPayImage',
  path: '/api/worker_letter/addPayImage',
  auth: 'enterprise',
  request: payImageRequestSchema,
  response: nullResponseSchema,
  summary: '农民工工资保函上传转账凭证 / Upload transfer voucher',
});
export const workerRefundOrder = defineEndpoint({
  id: 'worker.refundOrder',
  path: '/api/worker_letter/refundOrder',
  auth: 'enterprise',
  request: refundRequestSchema,
  response: orderMovedSchema,
  summary: '已支付、未出函的农民工工资保函申请退款 / Request a refund before issue',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportMyPerformanceOrders = defineExport(
  'my_performance_orders',
  performanceGetLetterList,
  '履约保函订单',
);
/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportMyWorkerOrders = defineExport(
  'my_worker_orders',
  workerGetLetterList,
  '农民工工资保函订单',
);

// Invoices (发票) for paid orders of every letter type: the enterprise keeps a title book
// (/invoice/management) and asks for one invoice per order (/invoice/askfor), ordinary or special
// VAT, electronic (sent to an e-mail address) or paper (mailed to an address of the address book,
// /invoice/adders = /api/address/*); it edits the request while pending (/invoice/modify) and
// follows it (/invoice/index, /invoice/voicedetail). The guarantor's invoice desk issues it
// (uploading the invoice PDF, or marking a paper invoice sent), pushes an electronic one by
// e-mail (推送失败 when the mail bounces, then 重新推送), or voids it with a reason (an issued
// electronic invoice is then reversed in full by a red-letter invoice, 冲红).
// docs/invoices.md.
import { z } from 'zod';
import { emailSchema } from '@bht/validators';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import {
  idSchema,
  moneySchema,
  nullResponseSchema,
  numberField,
  pageRequestSchema,
  paginated,
  timestampSchema,
} from './common';
import { fileReferenceSchema } from './files';
import { defineMachine, type MachineAction, type MachineActor } from './machines';
import { idRequestSchema, letterTypeSchema } from './models';
import { recordLogSchema } from './record-logs';

export const InvoiceStatus = { PENDING: 0, ISSUED: 1, PUSH_FAILED: 2, VOIDED: 3 } as const;
export type InvoiceStatusCode = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

/**
 * Whether voiding the invoice reverses it in full (全额冲红, docs/invoices.md): an issued electronic
 * one. One never issued, or on paper (reversed outside the system), is voided only.
 */
export const isReversedByVoid = (invoice: { medium: string; status: number }) =>
  invoice.medium === 'electronic' && invoice.status !== InvoiceStatus.PENDING;

/** What the invoice is now, as the desk's refusals say it ('发票已开具，不能重复开具'). */
const INVOICE_NOW: Readonly<Record<number, string>> = {
  0: '发票尚未开具',
  1: '发票已开具',
  2: '发票已开具',
  3: '发票申请已作废',
};
/** What a refused action would have done, as the refusals say it. */
const INVOICE_REFUSED: Readonly<Record<string, string>> = {
  issue: '重复开具',
  resend: '推送',
  push_delivered: '记录推送结果',
  push_failed: '记录推送结果',
  void: '重复作废',
  surrender_void: '随退保退费作废',
};

const invoiceAction = (
  action: string,
  label: string,
  actor: MachineActor,
  from: readonly InvoiceStatusCode[],
  to: InvoiceStatusCode,
  requiredNote: string | null = null,
): MachineAction<InvoiceStatusCode> => ({
  action,
  label,
  actor,
  permission: actor === 'ensure_company' ? 'fapiao' : null,
  requiredNote,
  from,
  to,
});

/**
 * An invoice request's machine. The enterprise modifies it while 待开票; the guarantor's desk
 * (permission fapiao) issues it, pushes an electronic one again (back to 已开票 until the mail's
 * outcome is known) and voids it with a reason. The mail's outcome is the system's (the invoice.mail
 * job, retried): delivered makes it 已开票, a refusal or bounce 推送失败 with the reason. Approving a surrender
 * with a refund voids a pending invoice of the order (退保退费). 重新推送 is offered only for an
 * electronic invoice (a paper one answers '纸质发票无需推送').
 */
export const INVOICE_MACHINE = defineMachine<InvoiceStatusCode, MachineAction<InvoiceStatusCode>>({
  kind: 'invoice',
  label: '发票申请',
  statuses: { 0: '待开票', 1: '已开票', 2: '推送失败', 3: '已作废' },
  actions: [
    invoiceAction('modify', '修改申请', 'enterprise', [0], 0),
    invoiceAction('issue', '开具发票', 'ensure_company', [0], 1),
    invoiceAction('resend', '重新推送', 'ensure_company', [1, 2], 1),
    invoiceAction('push_delivered', '邮件推送成功', 'system', [1, 2], 1),
    invoiceAction('push_failed', '邮件推送失败', 'system', [1, 2], 2),
    invoiceAction('void', '作废', 'ensure_company', [0, 1, 2], 3, '作废原因'),
    invoiceAction('surrender_void', '退保退费作废', 'system', [0], 3),
  ],
  statusRefusal: (status, rule) =>
    rule.action === 'modify'
      ? '发票已开具或已作废，只有待开票的申请可以修改'
      : `${INVOICE_NOW[status] ?? '发票状态已变化'}，不能${INVOICE_REFUSED[rule.action] ?? rule.label}`,
  changed: '该发票申请已被他人处理，请刷新后重试',
});
export const INVOICE_STATUS_TEXT: Readonly<Record<number, string>> = INVOICE_MACHINE.statuses;
export const invoiceStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);
export const INVOICE_KIND_TEXT = { normal: '增值税普通发票', special: '增值税专用发票' } as const;
export const INVOICE_MEDIUM_TEXT = { electronic: '电子发票', paper: '纸质发票' } as const;

const taxNoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{15,20}$/, '请输入正确的纳税人识别号（15-20 位数字或大写字母）');

/** An entry of the title book. A special VAT invoice needs the bank, account, address and phone. */
export const invoiceTitleFieldsSchema = z.object({
  title: z.string().trim().min(2, '请输入发票抬头').max(100, '发票抬头不能超过 100 字'),
  tax_no: taxNoSchema,
  bank_name: z.string().trim().max(60, '开户银行不能超过 60 字').default(''),
  bank_account: z
    .string()
    .trim()
    .regex(/^(\d{6,30})?$/, '请输入正确的银行账号（6-30 位数字）')
    .default(''),
  address: z.string().trim().max(120, '注册地址不能超过 120 字').default(''),
  phone: z
    .string()
    .trim()
    .regex(/^([\d-]{7,20})?$/, '请输入正确的注册电话')
    .default(''),
  is_default: numberField(z.number().int().min(0).max(1)).default(0),
});
export const invoiceTitleSchema = invoiceTitleFieldsSchema.extend({ id: idSchema });

/** A paid order that can still be invoiced, and for how much (premium paid minus refunds). */
export const invoiceableOrderSchema = z.object({
  order_sn: z.string(),
  type: letterTypeSchema,
  project_name: z.string(),
  ensure_company_name: z.string(),
  amount: moneySchema,
  pay_time: timestampSchema.nullable(),
});

export const invoiceSchema = z.object({
  id: idSchema,
  order_sn: z.string(),
  order_type: letterTypeSchema,
  project_name: z.string(),
  enterprise_name: z.string(),
  ensure_company_name: z.string(),
  kind: z.enum(['normal', 'special']),
  medium: z.enum(['electronic', 'paper']),
  /** The title as asked for (a snapshot of the title book entry). */
  title: z.string(),
  tax_no: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  address: z.string(),
  phone: z.string(),
  amount: moneySchema,
  status: invoiceStatusSchema,
  status_text: z.string(),
  /** Electronic invoices: where it is sent. */
  email: z.string(),
  /** Paper invoices: where it is mailed (snapshot of the address-book entry). */
  receiver: z.object({ name: z.string(), mobile: z.string(), address: z.string() }).nullable(),
  remark: z.string(),
  invoice_no: z.string().nullable(),
  /** The invoice PDF (private to the enterprise and the guarantor). */
  file_url: z.string().nullable(),
  courier_company: z.string().nullable(),
  tracking_no: z.string().nullable(),
  /** Why the last e-mail push failed (推送失败). */
  push_error: z.string().nullable(),
  void_reason: z.string().nullable(),
  /**
   * Voiding an issued electronic invoice reverses it in full (全额冲红): the red-letter invoice's
   * number and file (when the desk gave them), the amount reversed (the blue amount) and when.
   */
  red_letter: z
    .object({
      invoice_no: z.string().nullable(),
      amount: moneySchema,
      file_url: z.string().nullable(),
      time: timestampSchema,
    })
    .nullable(),
  issue_time: timestampSchema.nullable(),
  create_time: timestampSchema,
  update_time: timestampSchema,
  /** What the caller may do now, from INVOICE_MACHINE: 'modify' (enterprise); 'issue', 'resend' (electronic only), 'void' (guarantor). */
  actions: z.array(z.string()),
});

/** /invoice/askfor: the order, the kind, the title from the book, and where it goes. */
export const invoiceRequestSchema = z.object({
  order_sn: z.string().trim().min(1, '请选择订单'),
  kind: z.enum(['normal', 'special'], { error: '请选择发票类型' }),
  medium: z.enum(['electronic', 'paper'], { error: '请选择发票形式' }),
  title_id: idSchema,
  /** Required for an electronic invoice (the server says so on the field). */
  email: z.union([z.literal(''), emailSchema]).default(''),
  /** Required for a paper invoice: an entry of the address book. */
  address_id: idSchema.optional(),
  remark: z.string().trim().max(200, '备注不能超过 200 字').default(''),
});

const listRequest = pageRequestSchema.extend({
  status: numberField(z.number().int().min(0).max(3)).optional(),
  keyword: z.string().trim().max(60).optional(),
});
const listResponse = paginated(invoiceSchema).extend({
  counts: z.record(z.string(), z.number().int()),
});

// ---- enterprise ----
export const invoiceGetTitleList = defineEndpoint({
  id: 'invoices.getTitleList',
  path: '/api/invoice/getTitleList',
  auth: 'enterprise',
  request: z.object({}),
  response: z.array(invoiceTitleSchema),
  summary: '发票抬头列表 / Invoice title book',
});
export const invoiceAddTitle = defineEndpoint({
  id: 'invoices.addTitle',
  path: '/api/invoice/addTitle',
  auth: 'enterprise',
  request: invoiceTitleFieldsSchema,
  response: invoiceTitleSchema,
  summary: '新增发票抬头 / Add a title',
});
export const invoiceEditTitle = defineEndpoint({
  id: 'invoices.editTitle',
  path: '/api/invoice/editTitle',
  auth: 'enterprise',
  request: invoiceTitleFieldsSchema.extend({ id: idSchema }),
  response: invoiceTitleSchema,
  summary: '修改发票抬头 / Edit a title',
});
export const invoiceDeleteTitle = defineEndpoint({
  id: 'invoices.deleteTitle',
  path: '/api/invoice/deleteTitle',
  auth: 'enterprise',
  request: idRequestSchema,
  response: nullResponseSchema,
  summary: '删除发票抬头 / Delete a title',
});
export const invoiceGetOrderOptions = defineEndpoint({
  id: 'invoices.getOrderOptions',
  path: '/api/invoice/getOrderOptions',
  auth: 'enterprise',
  request: z.object({}),
  response: z.array(invoiceableOrderSchema),
  summary: '可开票的已支付订单及可开票金额 / Paid orders that can be invoiced',
});
export const invoiceGetList = defineEndpoint({
  id: 'invoices.getList',
  path: '/api/invoice/getList',
  auth: 'enterprise',
  request: listRequest,
  response: listResponse,
  summary: '开票记录（按状态，含各状态数量） / Invoices by status',
});
export const invoiceGetDetail = defineEndpoint({
  id: 'invoices.getDetail',
  path: '/api/invoice/getDetail',
  auth: 'enterprise',
  request: idRequestSchema,
  response: invoiceSchema,
  summary: '发票详情 / Invoice detail',
});
export const invoiceApply = defineEndpoint({
  id: 'invoices.apply',
  path: '/api/invoice/apply',
  auth: 'enterprise',
  request: invoiceRequestSchema,
  response: invoiceSchema,
  summary: '申请开票（每个订单一张） / Ask for an invoice (one per order)',
});
export const invoiceModify = defineEndpoint({
  id: 'invoices.modify',
  path: '/api/invoice/modify',
  auth: 'enterprise',
  request: invoiceRequestSchema.omit({ order_sn: true }).extend({ id: idSchema }),
  response: invoiceSchema,
  summary: '修改待开票的申请 / Modify a pending request',
});

// ---- guarantor's invoice desk (permission fapiao, its own since issue 27: docs/company-auth.md) ----
export const companyGetInvoiceList = defineEndpoint({
  id: 'company.getInvoiceList',
  path: '/api/ensure_company/getInvoiceList',
  auth: 'ensure_company',
  permission: 'fapiao',
  request: listRequest,
  response: listResponse,
  summary: '发票工作台：按状态列出开票申请 / Invoice desk list',
});
export const companyGetInvoiceDetail = defineEndpoint({
  id: 'company.getInvoiceDetail',
  path: '/api/ensure_company/getInvoiceDetail',
  auth: 'ensure_company',
  permission: 'fapiao',
  request: idRequestSchema,
  response: invoiceSchema,
  summary: '开票申请详情 / Invoice request detail',
});
export const companyGetInvoiceLog = defineEndpoint({
  id: 'company.getInvoiceLog',
  path: '/api/ensure_company/getInvoiceLog',
  auth: 'ensure_company',
  permission: 'fapiao',
  request: idRequestSchema,
  response: z.array(recordLogSchema),
  summary: '开票申请处理记录 / An invoice request’s log (who, when, from, to, note)',
});
export const companyIssueInvoice = defineEndpoint({
  id: 'company.issueInvoice',
  path: '/api/ensure_company/issueInvoice',
  auth: 'ensure_company',
  permission: 'fapiao',
  request: z.object({
    id: idSchema,
    invoice_no: z
      .string()
      .trim()
      .regex(/^\d{8,20}$/, '请输入正确的发票号码（8-20 位数字）'),
    /** The invoice PDF (checked by content); required for an electronic invoice. */
    file: fileReferenceSchema('请上传发票文件').optional(),
    /** Paper invoices: how it was mailed. */
    courier_company: z.string().trim().max(40, '快递公司名称不能超过 40 字').default(''),
    tracking_no: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9-]{6,40})?$/, '请输入正确的快递单号（6-40 位字母、数字或短横线）')
      .default(''),
  }),
  response: invoiceSchema,
  summary: '开具发票：上传发票 PDF（电子发票随即邮件推送）或登记寄出 / Issue an invoice',
});
export const companyResendInvoice = defineEndpoint({
  id: 'company.resendInvoice',
  path: '/api/ensure_company/resendInvoice',
  auth: 'ensure_company',
  permission: 'fapiao',
  request: idRequestSchema,
  response: invoiceSchema,
  summary: '重新推送电子发票 / Push an electronic invoice again',
});
export const companyVoidInvoice = defineEndpoint({
  id: 'company.voidInvoice',
  path: '/api/ensure_company/voidInvoice',
  auth: 'ensure_company',
  permission: 'fapiao',
  request: idRequestSchema.extend({
    reason: z
      .string()
      .trim()
      .min(2, '请填写作废原因（至少 2 个字）')
      .max(200, '作废原因不能超过 200 字'),
    /** Only for an issued electronic invoice, which voiding reverses (全额冲红): the red-letter invoice. */
    red_invoice_no: z
      .string()
      .trim()
      .regex(/^(\d{8,20})?$/, '请输入正确的红字发票号码（8-20 位数字）')
      .default(''),
    /** The red-letter invoice's PDF (checked by content). */
    red_file: fileReferenceSchema('请上传红字发票文件').optional(),
  }),
  response: invoiceSchema,
  summary:
    '作废发票（已开具的电子发票全额冲红） / Void an invoice (an issued electronic one is reversed)',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyInvoices = defineExport(
  'company_invoices',
  companyGetInvoiceList,
  '开票申请',
);

// Claims (理赔) on a letter in force (docs/after-issue.md). The beneficiary (招标人 / 发包人 / the
// labour authority) raises one from the public verification page with the letter number and the
// verification code printed on the letter; the guarantor may also record a claim received on
// paper. The guarantor accepts or rejects it with an opinion and, once accepted, records the payout
// (amount, date, voucher): the letter's remaining amount drops, and a payout of all of it ends the
// letter (履约终止, reason 全额赔付). The enterprise reads its claims (/demage) and may add a written
// statement while one is open. One open claim (待受理 or 已受理) per letter at a time.
import { z } from 'zod';
import { MONEY_INPUT, mobileSchema } from '@bht/validators';
import {
  dateSchema,
  idSchema,
  moneySchema,
  numberField,
  pageRequestSchema,
  paginated,
  timestampSchema,
} from './common';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { defineMachine, type MachineAction } from './machines';
import { fileAttachmentSchema, fileReferenceListSchema, fileReferenceSchema } from './files';
import { idRequestSchema, letterTypeSchema, orderSnRequestSchema } from './models';
import { recordLogSchema } from './record-logs';
import { verifyCodeSchema } from './verify';

export const ClaimStatus = { PENDING: 0, ACCEPTED: 1, PAID: 2, REJECTED: 3 } as const;
export type ClaimStatusCode = (typeof ClaimStatus)[keyof typeof ClaimStatus];

/**
 * A claim's machine: the guarantor (permission 理赔) accepts a pending claim, rejects an open one
 * with an opinion, and records the payout of an accepted one (a payout of all that remains also
 * ends the letter: the order's `pay_out`). The enterprise's written statements on an open claim
 * change no status, so they are not in the table.
 */
export const CLAIM_MACHINE = defineMachine<ClaimStatusCode, MachineAction<ClaimStatusCode>>({
  kind: 'claim',
  label: '理赔',
  statuses: { 0: '待受理', 1: '已受理', 2: '已赔付', 3: '已驳回' },
  actions: [
    {
      action: 'accept',
      label: '受理',
      actor: 'ensure_company',
      permission: '理赔',
      requiredNote: null,
      from: [ClaimStatus.PENDING],
      to: ClaimStatus.ACCEPTED,
    },
    {
      action: 'reject',
      label: '驳回',
      actor: 'ensure_company',
      permission: '理赔',
      requiredNote: '处理意见',
      from: [ClaimStatus.PENDING, ClaimStatus.ACCEPTED],
      to: ClaimStatus.REJECTED,
    },
    {
      action: 'pay',
      label: '登记赔付',
      actor: 'ensure_company',
      permission: '理赔',
      requiredNote: null,
      from: [ClaimStatus.ACCEPTED],
      to: ClaimStatus.PAID,
    },
  ],
  statusRefusal: '理赔当前状态为「{status}」，不能{action}',
  changed: '理赔状态已变化，请刷新后重试',
});
export const CLAIM_STATUS_TEXT: Readonly<Record<number, string>> = CLAIM_MACHINE.statuses;
/** Statuses in which a claim is open (the letter cannot be surrendered, no second claim). */
export const OPEN_CLAIM_STATUSES: readonly number[] = [ClaimStatus.PENDING, ClaimStatus.ACCEPTED];

export const claimStatementSchema = z.object({
  id: idSchema,
  author_type: z.enum(['enterprise', 'ensure_company']),
  author_name: z.string(),
  content: z.string(),
  create_time: timestampSchema,
});

/** A claim's attachment; `type` is the type a trading platform gave it (江西 4.3: 索赔申请书, 违约事实证明…). */
export const claimAttachmentSchema = fileAttachmentSchema.extend({ type: z.string().optional() });

export const claimSchema = z.object({
  id: idSchema,
  /** Claim number, LP… */
  sn: z.string(),
  order_sn: z.string(),
  order_type: letterTypeSchema,
  letter_no: z.string(),
  project_name: z.string(),
  enterprise_name: z.string(),
  ensure_company_name: z.string(),
  /** The letter's guaranteed amount, what claims have paid out of it so far, and what remains. */
  guaranteed_amount: moneySchema,
  paid_out: moneySchema,
  remaining: moneySchema,
  /** verify: raised by the beneficiary on /verify; paper: recorded by the guarantor; platform: pushed by a trading platform. */
  source: z.enum(['verify', 'paper', 'platform']),
  claimant: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  amount: moneySchema,
  reason: z.string(),
  bank_account_name: z.string(),
  bank_name: z.string(),
  bank_account_no: z.string(),
  /** The claimant's papers: signed links with the names they were uploaded (or a platform sent them) with. */
  attachments: z.array(claimAttachmentSchema),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  status_text: z.string(),
  opinion: z.string().nullable(),
  payout_amount: moneySchema.nullable(),
  payout_date: dateSchema.nullable(),
  payout_voucher: z.string().nullable(),
  statements: z.array(claimStatementSchema),
  create_time: timestampSchema,
  handle_time: timestampSchema.nullable(),
  /** What the caller may do now: 'statement' (enterprise, while open); 'accept', 'reject', 'pay' (guarantor with 理赔). */
  actions: z.array(z.string()),
});

const moneyInput = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .regex(MONEY_INPUT, '请输入正确的金额（最多两位小数）')
    .refine((v) => Number(v) > 0, '金额须大于 0');
/** Comma-separated stored file paths (uploads of the claimant, or of the guarantor for a paper claim). */
const attachmentsSchema = fileReferenceListSchema(10, '附件最多 10 个');

/** What a claimant fills in (the claim form of /verify; the guarantor's paper claim). */
export const claimFieldsSchema = z.object({
  claimant: z
    .string()
    .trim()
    .min(2, '请填写索赔人（受益人）名称')
    .max(120, '索赔人名称不能超过 120 字'),
  contact_name: z.string().trim().min(2, '请填写联系人').max(20, '联系人姓名不能超过 20 字'),
  contact_mobile: mobileSchema,
  amount: moneyInput('请填写索赔金额'),
  reason: z
    .string()
    .trim()
    .min(5, '请填写索赔理由（至少 5 个字）')
    .max(1000, '索赔理由不能超过 1000 字'),
  bank_account_name: z.string().trim().min(2, '请填写收款户名').max(120, '收款户名不能超过 120 字'),
  bank_name: z.string().trim().min(2, '请填写开户银行').max(60, '开户银行不能超过 60 字'),
  bank_account_no: z
    .string()
    .trim()
    .regex(/^\d{6,30}$/, '请输入正确的收款账号（6-30 位数字）'),
  attachments: attachmentsSchema,
});

const letterKeySchema = z.object({
  letter_no: z.string().trim().min(1, '请输入保函编号').max(40, '保函编号不能超过 40 位'),
  verify_code: verifyCodeSchema,
});

// ---- public: the beneficiary on /verify ----
export const claimCheckLetter = defineEndpoint({
  id: 'claims.checkLetter',
  path: '/api/claim/checkLetter',
  auth: 'public',
  request: letterKeySchema,
  response: z.object({
    letter_no: z.string(),
    letter_type_text: z.string(),
    project_name: z.string(),
    ensure_company_name: z.string(),
    /** Who the letter names as beneficiary (the tender unit of a bid letter). */
    beneficiary: z.string(),
    guaranteed_amount: moneySchema,
    remaining: moneySchema,
    valid_to: dateSchema.nullable(),
    /** Why a claim cannot be raised now (not in force, one already open, nothing remains); null when it can. */
    blocked: z.string().nullable(),
  }),
  summary: '理赔：凭保函编号与查验码核对保函 / Check a letter before claiming',
});
export const claimSubmit = defineEndpoint({
  id: 'claims.submit',
  path: '/api/claim/submit',
  auth: 'public',
  request: letterKeySchema.merge(claimFieldsSchema),
  response: z.object({
    sn: z.string(),
    letter_no: z.string(),
    amount: moneySchema,
    status_text: z.string(),
    create_time: timestampSchema,
  }),
  summary: '受益人提交索赔（通知投保企业与担保机构） / The beneficiary raises a claim',
});

// ---- enterprise (/demage) ----
const listRequest = pageRequestSchema.extend({
  status: numberField(z.number().int().min(0).max(3)).optional(),
  keyword: z.string().trim().max(60).optional(),
});
const listResponse = paginated(claimSchema).extend({
  counts: z.record(z.string(), z.number().int()),
});

export const claimGetList = defineEndpoint({
  id: 'claims.getList',
  path: '/api/claim/getList',
  auth: 'enterprise',
  request: listRequest,
  response: listResponse,
  summary: '理赔列表（按状态，含各状态数量） / Claims on the enterprise’s letters',
});
export const claimGetDetail = defineEndpoint({
  id: 'claims.getDetail',
  path: '/api/claim/getDetail',
  auth: 'enterprise',
  request: idRequestSchema,
  response: claimSchema,
  summary: '理赔详情 / Claim detail',
});
export const claimAddStatement = defineEndpoint({
  id: 'claims.addStatement',
  path: '/api/claim/addStatement',
  auth: 'enterprise',
  request: idRequestSchema.extend({
    content: z
      .string()
      .trim()
      .min(5, '请填写书面说明（至少 5 个字）')
      .max(1000, '书面说明不能超过 1000 字'),
  }),
  response: claimSchema,
  summary: '理赔处理中补充书面说明 / Add a written statement to an open claim',
});

// ---- guarantor (理赔) ----
export const companyGetClaimList = defineEndpoint({
  id: 'company.getClaimList',
  path: '/api/ensure_company/getClaimList',
  auth: 'ensure_company',
  permission: '理赔',
  request: listRequest,
  response: listResponse,
  summary: '理赔申请（按状态，含各状态数量） / Claims by status',
});
export const companyGetClaimDetail = defineEndpoint({
  id: 'company.getClaimDetail',
  path: '/api/ensure_company/getClaimDetail',
  auth: 'ensure_company',
  permission: '理赔',
  request: idRequestSchema,
  response: claimSchema,
  summary: '理赔详情 / Claim detail',
});
export const companyGetClaimLog = defineEndpoint({
  id: 'company.getClaimLog',
  path: '/api/ensure_company/getClaimLog',
  auth: 'ensure_company',
  permission: '理赔',
  request: idRequestSchema,
  response: z.array(recordLogSchema),
  summary: '理赔处理记录 / A claim’s log (who, when, from, to, note)',
});
export const companyAddClaim = defineEndpoint({
  id: 'company.addClaim',
  path: '/api/ensure_company/addClaim',
  auth: 'ensure_company',
  permission: '理赔',
  request: orderSnRequestSchema.merge(claimFieldsSchema),
  response: claimSchema,
  summary: '登记纸质索赔 / Record a claim received on paper',
});
/** The guarantor's opinion on a decision or payout: optional, shown to the enterprise as 处理意见. */
const opinionSchema = z.string().trim().max(500, '处理意见不能超过 500 字').default('');
export const companyHandleClaim = defineEndpoint({
  id: 'company.handleClaim',
  path: '/api/ensure_company/handleClaim',
  auth: 'ensure_company',
  permission: '理赔',
  request: idRequestSchema
    .extend({
      action: z.enum(['accept', 'reject'], { error: '请选择处理结果' }),
      opinion: opinionSchema,
    })
    .refine((v) => v.action !== 'reject' || v.opinion.length >= 2, {
      message: '驳回索赔时请填写处理意见（至少 2 个字）',
      path: ['opinion'],
    }),
  response: claimSchema,
  summary: '受理或驳回索赔（驳回须填意见） / Accept or reject a claim',
});
export const companyPayClaim = defineEndpoint({
  id: 'company.payClaim',
  path: '/api/ensure_company/payClaim',
  auth: 'ensure_company',
  permission: '理赔',
  request: idRequestSchema.extend({
    amount: moneyInput('请填写赔付金额'),
    paid_on: dateSchema,
    voucher: fileReferenceSchema('请上传赔付凭证'),
    opinion: opinionSchema,
  }),
  response: claimSchema,
  summary:
    '登记赔付（金额、日期、凭证、选填处理意见）；赔付完全部担保金额时保函履约终止 / Record a claim’s payout',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyClaims = defineExport('company_claims', companyGetClaimList, '理赔申请');

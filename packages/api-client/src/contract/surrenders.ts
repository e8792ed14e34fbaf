// Surrender (退保) of a letter in force (docs/after-issue.md). The enterprise asks from its order
// detail: before the bid deadline for a bid letter (it withdraws from the bid), or when the project
// was cancelled or the tender failed (with a proof attachment); never while a claim is open; one
// open request per letter. The guarantor approves (expireTime: the date the letter ceases, and
// whether the premium goes back the way it came) or refuses with an opinion; approval ends the
// letter (履约终止, reason 退保) on that date.
import { z } from 'zod';
import {
  dateSchema,
  flagSchema,
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
import { storedFilePath } from './files';
import { idRequestSchema, letterTypeSchema, orderSnRequestSchema } from './models';
import { recordLogSchema } from './record-logs';

export const SurrenderStatus = { PENDING: 0, APPROVED: 1, REFUSED: 2 } as const;
export type SurrenderStatusCode = (typeof SurrenderStatus)[keyof typeof SurrenderStatus];

/**
 * A surrender request's machine: the guarantor (permission 退保) approves or refuses it while it
 * is pending. Approval with a cease date of today also takes the order's `surrender` transition.
 */
export const SURRENDER_MACHINE = defineMachine<
  SurrenderStatusCode,
  MachineAction<SurrenderStatusCode>
>({
  kind: 'surrender',
  label: '退保申请',
  statuses: { 0: '待处理', 1: '已同意', 2: '已拒绝' },
  actions: [
    {
      action: 'approve',
      label: '同意退保',
      actor: 'ensure_company',
      permission: '退保',
      requiredNote: null,
      from: [SurrenderStatus.PENDING],
      to: SurrenderStatus.APPROVED,
    },
    {
      action: 'refuse',
      label: '拒绝退保',
      actor: 'ensure_company',
      permission: '退保',
      requiredNote: '处理意见',
      from: [SurrenderStatus.PENDING],
      to: SurrenderStatus.REFUSED,
    },
  ],
  statusRefusal: '该退保申请已处理，请刷新后查看',
  changed: '该退保申请已处理，请刷新后查看',
});
export const SURRENDER_STATUS_TEXT: Readonly<Record<number, string>> = SURRENDER_MACHINE.statuses;

export const SURRENDER_GROUNDS = ['withdraw', 'project_cancelled', 'tender_failed'] as const;
export type SurrenderGround = (typeof SURRENDER_GROUNDS)[number];
export const SURRENDER_GROUND_TEXT: Readonly<Record<SurrenderGround, string>> = {
  withdraw: '投标截止前撤回投标',
  project_cancelled: '项目取消',
  tender_failed: '招标失败（流标）',
};
/** Grounds that need a proof attachment (the cancellation or failure notice). */
export const SURRENDER_PROOF_GROUNDS: readonly SurrenderGround[] = [
  'project_cancelled',
  'tender_failed',
];

export const surrenderSchema = z.object({
  id: idSchema,
  /** Request number, TB… */
  sn: z.string(),
  order_sn: z.string(),
  order_type: letterTypeSchema,
  letter_no: z.string().nullable(),
  project_name: z.string(),
  enterprise_name: z.string(),
  ensure_company_name: z.string(),
  /** The letter's guaranteed amount and the premium paid for it. */
  amount: moneySchema,
  premium: moneySchema,
  valid_to: dateSchema.nullable(),
  ground: z.enum(SURRENDER_GROUNDS),
  ground_text: z.string(),
  reason: z.string(),
  /** Proof of the cancellation or failure (a private file: signed link). */
  proof_file: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status_text: z.string(),
  applicant_name: z.string(),
  /** The guarantor's opinion (required when refusing). */
  opinion: z.string().nullable(),
  /** Approved: the date the letter ceases (expireTime). */
  cease_date: dateSchema.nullable(),
  /** Approved: 1 when the premium goes back the way it was paid. */
  refund: flagSchema,
  /** How the refund went: null (none), or the pay log's note (原路退款处理中 / 已原路退款 / 线下退回). */
  refund_note: z.string().nullable(),
  handler_name: z.string().nullable(),
  create_time: timestampSchema,
  handle_time: timestampSchema.nullable(),
  /** What the caller may do now: 'approve', 'refuse' (guarantor with 退保, while 待处理). */
  actions: z.array(z.string()),
});

// ---- enterprise ----
export const surrenderGetOptions = defineEndpoint({
  id: 'surrenders.getOptions',
  path: '/api/surrender/getOptions',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: z.object({
    /** The grounds this letter may be surrendered on now ([] when none). */
    grounds: z.array(
      z.object({ value: z.enum(SURRENDER_GROUNDS), label: z.string(), needs_proof: z.boolean() }),
    ),
    /** Why no request can be made now (not in force, a claim open, a request open…); null when one can. */
    blocked: z.string().nullable(),
    /** The letter's surrender requests, newest first. */
    requests: z.array(surrenderSchema),
  }),
  summary: '退保：可选理由、不可申请的原因与历次申请 / Surrender options and requests of an order',
});
export const surrenderApply = defineEndpoint({
  id: 'surrenders.apply',
  path: '/api/surrender/apply',
  auth: 'enterprise',
  request: orderSnRequestSchema.extend({
    ground: z.enum(SURRENDER_GROUNDS, { error: '请选择退保理由' }),
    reason: z
      .string()
      .trim()
      .min(2, '请填写退保说明（至少 2 个字）')
      .max(200, '退保说明不能超过 200 字'),
    proof_file: z.string().trim().transform(storedFilePath).default(''),
  }),
  response: surrenderSchema,
  summary: '申请退保（每份保函同时只能有一个待处理申请） / Ask to surrender a letter',
});

// ---- guarantor (退保) ----
const listRequest = pageRequestSchema.extend({
  status: numberField(z.number().int().min(0).max(2)).optional(),
  keyword: z.string().trim().max(60).optional(),
});
export const companyGetSurrenderList = defineEndpoint({
  id: 'company.getSurrenderList',
  path: '/api/ensure_company/getSurrenderList',
  auth: 'ensure_company',
  permission: '退保',
  request: listRequest,
  response: paginated(surrenderSchema).extend({ counts: z.record(z.string(), z.number().int()) }),
  summary: '退保申请（按状态，含各状态数量） / Surrender requests by status',
});
export const companyGetSurrenderDetail = defineEndpoint({
  id: 'company.getSurrenderDetail',
  path: '/api/ensure_company/getSurrenderDetail',
  auth: 'ensure_company',
  permission: '退保',
  request: idRequestSchema,
  response: surrenderSchema,
  summary: '退保申请详情 / Surrender request',
});
export const companyGetSurrenderLog = defineEndpoint({
  id: 'company.getSurrenderLog',
  path: '/api/ensure_company/getSurrenderLog',
  auth: 'ensure_company',
  permission: '退保',
  request: idRequestSchema,
  response: z.array(recordLogSchema),
  summary: '退保申请处理记录 / A surrender request’s log (who, when, from, to, note)',
});
export const companyExpireTime = defineEndpoint({
  id: 'company.expireTime',
  path: '/api/ensure_company/expireTime',
  auth: 'ensure_company',
  permission: '退保',
  request: z
    .object({
      id: idSchema,
      action: z.enum(['approve', 'refuse'], { error: '请选择处理结果' }),
      opinion: z.string().trim().max(200, '处理意见不能超过 200 字').default(''),
      /** Approve: the date the letter ceases (today up to its current last day). */
      valid_to: z.union([z.literal(''), dateSchema]).default(''),
      /** Approve: 1 returns the premium through the channel it came from. */
      refund: flagSchema.default(0),
    })
    .superRefine((v, ctx) => {
      if (v.action === 'refuse' && v.opinion.length < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['opinion'],
          message: '拒绝退保时请填写处理意见（至少 2 个字）',
        });
      if (v.action === 'approve' && !v.valid_to)
        ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '请选择保函终止日期' });
    }),
  response: surrenderSchema,
  summary:
    '退保审核：同意（设置保函终止日期，可原路退还保费）/ 拒绝（须填意见） / Decide a surrender: approve with the cease date and refund, or refuse',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanySurrenders = defineExport(
  'company_surrenders',
  companyGetSurrenderList,
  '退保申请',
);

// Litigation-preservation guarantees (诉讼保全担保, console /institution/apply, permission jigou;
// docs/preservation.md). A guarantee company records the application of a litigant who asks a
// court to freeze the other side's property (or to preserve evidence, or to order or forbid an
// act) and offers the company's guarantee for the damage a wrong preservation could cause: the
// court, the case and preservation categories, the case number, the amounts, the parties and the
// application papers. Its states and what may happen in each are data here (PRESERVATION_ACTIONS);
// the server enforces them and the console shows the actions the answer lists.
import { z } from 'zod';
import {
  MONEY_INPUT,
  creditCodeSchema,
  residentIdCardSchema,
  toFullWidthParens,
} from '@bht/validators';
import {
  dateSchema,
  emptyRequestSchema,
  idSchema,
  moneySchema,
  numberField,
  pageRequestSchema,
  paginated,
  timestampSchema,
} from './common';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { actionsFor, defineMachine, type MachineAction } from './machines';
import { fileAttachmentSchema, fileReferenceListSchema } from './files';
import { idRequestSchema } from './models';

export const PreservationStatus = { DRAFT: 0, SUBMITTED: 1, ISSUED: 2, CANCELLED: 3 } as const;
export type PreservationStatusCode = (typeof PreservationStatus)[keyof typeof PreservationStatus];
export type PreservationAction = 'submit' | 'withdraw' | 'issue' | 'cancel';

const rule = (
  action: PreservationAction,
  label: string,
  from: readonly PreservationStatusCode[],
  to: PreservationStatusCode,
): MachineAction<PreservationStatusCode> & { action: PreservationAction } => ({
  action,
  label,
  actor: 'ensure_company',
  permission: 'jigou',
  requiredNote: null,
  from,
  to,
});

/**
 * A preservation application's machine (the guarantor's own records, permission jigou). Editing a
 * draft and deleting (soft) a draft or a cancelled application change no status: not in the table.
 */
export const PRESERVATION_MACHINE = defineMachine({
  kind: 'preservation',
  label: '保全申请',
  statuses: { 0: '草稿', 1: '已提交', 2: '已出函', 3: '已撤销' },
  actions: [
    /** 提交: the papers are complete (at least one attachment); the application waits for the letter. */
    rule('submit', '提交', [PreservationStatus.DRAFT], PreservationStatus.SUBMITTED),
    /** 撤回: back to a draft to correct it. */
    rule('withdraw', '撤回修改', [PreservationStatus.SUBMITTED], PreservationStatus.DRAFT),
    /** 出函: the guarantee letter went to the court; final. */
    rule('issue', '出函', [PreservationStatus.SUBMITTED], PreservationStatus.ISSUED),
    /** 撤销: the litigant gave up; final. */
    rule(
      'cancel',
      '撤销',
      [PreservationStatus.DRAFT, PreservationStatus.SUBMITTED],
      PreservationStatus.CANCELLED,
    ),
  ],
  statusRefusal: '保全申请当前状态为「{status}」，不能{action}',
  changed: '保全申请状态已变化，请刷新后重试',
});
export const PRESERVATION_STATUS_TEXT: Readonly<Record<number, string>> =
  PRESERVATION_MACHINE.statuses;
export const PRESERVATION_STATUSES: readonly PreservationStatusCode[] =
  Object.values(PreservationStatus);

/** Each action's name and the statuses it starts from and leads to (PRESERVATION_MACHINE's actions by name). */
export const PRESERVATION_ACTIONS = Object.fromEntries(
  PRESERVATION_MACHINE.actions.map((a) => [a.action, { text: a.label, from: a.from, to: a.to }]),
) as Readonly<
  Record<
    PreservationAction,
    {
      text: string;
      from: readonly PreservationStatusCode[];
      to: PreservationStatusCode;
    }
  >
>;
export const PRESERVATION_ACTION_NAMES = PRESERVATION_MACHINE.actions.map((a) => a.action) as [
  PreservationAction,
  ...PreservationAction[],
];
/** editApply only while a draft; deleteApply only before anything was filed with a court. */
export const PRESERVATION_EDITABLE: readonly number[] = [PreservationStatus.DRAFT];
export const PRESERVATION_DELETABLE: readonly number[] = [
  PreservationStatus.DRAFT,
  PreservationStatus.CANCELLED,
];

/** The actions `status` allows, edit and delete included (what an answer's `actions` lists). */
export function preservationActionsOf(status: number): string[] {
  // Every preservation endpoint requires jigou, so the caller holds the table's permission.
  const moves = actionsFor(PRESERVATION_MACHINE, status, 'ensure_company', new Set(['jigou']));
  return [
    ...(PRESERVATION_EDITABLE.includes(status) ? ['edit'] : []),
    ...moves,
    ...(PRESERVATION_DELETABLE.includes(status) ? ['delete'] : []),
  ];
}

export const PARTY_ROLES = ['applicant', 'respondent'] as const;
export const PARTY_ROLE_TEXT: Readonly<Record<(typeof PARTY_ROLES)[number], string>> = {
  applicant: '申请人',
  respondent: '被申请人',
};
export const PARTY_TYPES = ['person', 'company'] as const;
export const PARTY_TYPE_TEXT: Readonly<Record<(typeof PARTY_TYPES)[number], string>> = {
  person: '自然人',
  company: '法人或其他组织',
};
export const MAX_PARTIES = 20;
export const MAX_PRESERVATION_ATTACHMENTS = 10;

/**
 * One party: a person with a resident ID card number or an organisation with a unified social
 * credit code. Applicants must give theirs; a respondent's is often unknown and may be left empty.
 */
export const partySchema = z
  .object({
    role: z.enum(PARTY_ROLES, { error: '请选择当事人身份' }),
    type: z.enum(PARTY_TYPES, { error: '请选择当事人类型' }),
    name: z
      .string({ error: '请填写当事人名称' })
      .trim()
      .transform(toFullWidthParens)
      .pipe(z.string().min(2, '当事人名称至少 2 个字').max(60, '当事人名称不能超过 60 个字')),
    id_no: z.string().trim().max(18, '证件号码不能超过 18 位').default(''),
  })
  .superRefine((party, ctx) => {
    if (!party.id_no) {
      if (party.role === 'applicant')
        ctx.addIssue({
          code: 'custom',
          path: ['id_no'],
          message:
            party.type === 'person' ? '请填写申请人的身份证号' : '请填写申请人的统一社会信用代码',
        });
      return;
    }
    const rule = party.type === 'person' ? residentIdCardSchema : creditCodeSchema;
    const checked = rule.safeParse(party.id_no);
    if (!checked.success)
      ctx.addIssue({
        code: 'custom',
        path: ['id_no'],
        message: checked.error.issues[0]?.message ?? '证件号码不正确',
      });
  })
  .transform((party) => ({ ...party, id_no: party.id_no.toUpperCase() }));
export type Party = z.output<typeof partySchema>;

/** The parties as the form sends them: a JSON list (form bodies carry strings). */
const partiesSchema = z
  .string({ error: '请填写当事人' })
  .trim()
  .min(1, '请填写当事人')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '当事人格式不正确' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(partySchema, { error: '当事人格式不正确' })
      .max(MAX_PARTIES, `当事人最多 ${MAX_PARTIES} 个`)
      .refine((list) => list.some((p) => p.role === 'applicant'), '请至少填写一名申请人')
      .refine((list) => list.some((p) => p.role === 'respondent'), '请至少填写一名被申请人'),
  );

const moneyInput = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .regex(MONEY_INPUT, `请输入正确的${label}（元，最多两位小数）`)
    .refine((v) => Number(v) > 0, `${label}须大于 0`);

/** （2026）苏0102民初1234号, （2026）苏0102财保12号: year in parentheses, court code and kind, number, 号. */
export const CASE_NO_PATTERN =
  /^（\d{4}）[\u4e00-\u9fa5]{1,4}\d{0,6}[\u4e00-\u9fa5]{1,8}\d{1,8}号$/;

const applyFields = z.object({
  court_id: idSchema,
  case_category_id: idSchema,
  preserve_category_id: idSchema,
  /** Empty before a suit exists (诉前保全): the court numbers the case later. */
  case_no: z
    .string()
    .trim()
    .transform(toFullWidthParens)
    .pipe(
      z
        .string()
        .max(40, '案号不能超过 40 个字')
        .refine((v) => v === '' || CASE_NO_PATTERN.test(v), '案号格式应如（2026）苏0102民初1234号'),
    )
    .default(''),
  preserve_amount: moneyInput('申请保全金额'),
  guarantee_amount: moneyInput('担保金额'),
  /** The premium the litigant pays for the guarantee; empty when not agreed yet. */
  premium: z
    .string()
    .trim()
    .regex(MONEY_INPUT, '请输入正确的保费（元，最多两位小数）')
    .or(z.literal(''))
    .default(''),
  parties: partiesSchema,
  /** Comma-separated stored paths of this company's uploads (application, complaint, evidence list…). */
  attachments: fileReferenceListSchema(
    MAX_PRESERVATION_ATTACHMENTS,
    `附件最多 ${MAX_PRESERVATION_ATTACHMENTS} 个`,
  ),
  remark: z.string().trim().max(500, '备注不能超过 500 个字').default(''),
  /** 1: submit at once (提交); 0: keep as a draft. */
  submit: numberField(z.number().int().min(0).max(1)).default(0),
});

type AmountFields = { preserve_amount: string; guarantee_amount: string; premium: string };
/** Guaranteed amount ≤ preservation amount, premium ≤ guaranteed amount (each once both are numbers). */
const withAmountRules = <T extends z.ZodType<AmountFields>>(schema: T) =>
  schema
    .refine(
      (v) =>
        !MONEY_INPUT.test(v.guarantee_amount) ||
        !MONEY_INPUT.test(v.preserve_amount) ||
        Number(v.guarantee_amount) <= Number(v.preserve_amount),
      {
        message: '担保金额不能超过申请保全金额',
        path: ['guarantee_amount'],
      },
    )
    .refine(
      (v) =>
        v.premium === '' ||
        !MONEY_INPUT.test(v.guarantee_amount) ||
        Number(v.premium) <= Number(v.guarantee_amount),
      { message: '保费不能超过担保金额', path: ['premium'] },
    );

/** What an application's form holds (addApply; editApply adds the id). */
export const applyFieldsSchema = withAmountRules(applyFields);

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** 0 for a top-level category; applications name a category without children. */
  parent_id: z.number().int().nonnegative(),
  sort: z.number().int(),
});
export const courtSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  area_id: z.number().int().positive(),
  area_name: z.string(),
});

export const preservationApplySchema = z.object({
  id: z.number().int().positive(),
  /** Application number, BQ… */
  sn: z.string(),
  court_id: z.number().int().positive(),
  court_name: z.string(),
  area_id: z.number().int().positive(),
  area_name: z.string(),
  case_category_id: z.number().int().positive(),
  case_category_name: z.string(),
  preserve_category_id: z.number().int().positive(),
  preserve_category_name: z.string(),
  case_no: z.string(),
  preserve_amount: moneySchema,
  guarantee_amount: moneySchema,
  premium: moneySchema.nullable(),
  parties: z.array(
    z.object({
      role: z.enum(PARTY_ROLES),
      type: z.enum(PARTY_TYPES),
      name: z.string(),
      id_no: z.string(),
    }),
  ),
  /** Names joined with 、 for lists. */
  applicant_names: z.string(),
  respondent_names: z.string(),
  /** The application papers: signed links with the names they were uploaded with. */
  attachments: z.array(fileAttachmentSchema),
  status: z.number().int(),
  status_text: z.string(),
  remark: z.string(),
  creator_name: z.string(),
  create_time: timestampSchema,
  update_time: timestampSchema,
  submit_time: timestampSchema.nullable(),
  issue_time: timestampSchema.nullable(),
  /** What may be done now: edit, submit, withdraw, issue, cancel, delete. */
  actions: z.array(z.string()),
});

export const applyListRequestSchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(60).optional(),
  status: numberField(z.number().int().min(0).max(3)).optional(),
  court_id: idSchema.optional(),
  /** Created on or after / on or before (China dates). */
  start_date: dateSchema.optional(),
  end_date: dateSchema.optional(),
});

export const companyGetCourtList = defineEndpoint({
  id: 'company.getCourtList',
  path: '/api/ensure_company/getCourtList',
  auth: 'ensure_company',
  permission: 'jigou',
  request: z.object({
    area_id: idSchema.optional(),
    keyword: z.string().trim().max(30).optional(),
  }),
  response: z.array(courtSchema),
  summary: '法院列表（按地区、名称关键词） / Courts by area and keyword',
});
export const companyGetApplyList = defineEndpoint({
  id: 'company.getApplyList',
  path: '/api/ensure_company/getApplyList',
  auth: 'ensure_company',
  permission: 'jigou',
  request: applyListRequestSchema,
  response: paginated(preservationApplySchema),
  summary: '诉讼保全担保申请列表（关键词、状态、法院、日期） / Preservation applications',
});
export const companyGetApplyDetail = defineEndpoint({
  id: 'company.getApplyDetail',
  path: '/api/ensure_company/getApplyDetail',
  auth: 'ensure_company',
  permission: 'jigou',
  request: idRequestSchema,
  response: preservationApplySchema,
  summary: '诉讼保全担保申请详情 / Application detail',
});
export const companyAddApply = defineEndpoint({
  id: 'company.addApply',
  path: '/api/ensure_company/addApply',
  auth: 'ensure_company',
  permission: 'jigou',
  request: applyFieldsSchema,
  response: preservationApplySchema,
  summary: '新增诉讼保全担保申请（草稿或提交） / Add an application',
});
export const companyEditApply = defineEndpoint({
  id: 'company.editApply',
  path: '/api/ensure_company/editApply',
  auth: 'ensure_company',
  permission: 'jigou',
  request: withAmountRules(applyFields.extend({ id: idSchema })),
  response: preservationApplySchema,
  summary: '编辑保全申请（仅草稿） / Edit a draft application',
});
export const companyDeleteApply = defineEndpoint({
  id: 'company.deleteApply',
  path: '/api/ensure_company/deleteApply',
  auth: 'ensure_company',
  permission: 'jigou',
  request: idRequestSchema,
  response: z.null(),
  summary: '删除保全申请（草稿或已撤销） / Delete an application',
});
export const companyHandleApply = defineEndpoint({
  id: 'company.handleApply',
  path: '/api/ensure_company/handleApply',
  auth: 'ensure_company',
  permission: 'jigou',
  request: idRequestSchema.extend({
    action: z.enum(PRESERVATION_ACTION_NAMES, { error: '请选择操作' }),
  }),
  response: preservationApplySchema,
  summary: '提交、撤回、出函或撤销保全申请 / Move an application through its states',
});

export const getPreserveCategoryAll = defineEndpoint({
  id: 'reference.getPreserveCategoryAll',
  path: '/api/index/getPreserveCategoryAll',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.array(categorySchema),
  summary: '保全类别（含上级，按排序） / Preservation categories',
});

export const getCaseCategoryAll = defineEndpoint({
  id: 'reference.getCaseCategoryAll',
  path: '/api/index/getCaseCategoryAll',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.array(categorySchema),
  summary: '案件类别（含上级，按排序） / Case categories',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyApplies = defineExport(
  'company_applies',
  companyGetApplyList,
  '诉讼保全申请',
);

// The guarantee company's own authentication (the console's /formone … /formfive wizard, with
// /oneDuty and /minDuty for the legal representative or an agent): each step saved as a draft,
// submitted as a whole, reviewed by a platform operator (platform-review.ts). The states and
// transitions are data here (COMPANY_AUTH_MACHINE); the server enforces them (docs/company-auth.md).
import { z } from 'zod';
import { creditCodeSchema, idCardSchema, mobileSchema, toFullWidthParens } from '@bht/validators';
import { defineEndpoint } from './define';
import { fileReferenceListSchema, fileReferenceSchema, storedFilePath } from './files';
import { emptyRequestSchema, timestampSchema } from './common';
import { actionsFor, defineMachine, type MachineAction } from './machines';

/** ensure_companies.auth_status. */
export const COMPANY_AUTH_STATUS = {
  notSubmitted: 0,
  underReview: 1,
  approved: 2,
  rejected: -1,
} as const;
export type CompanyAuthStatus = (typeof COMPANY_AUTH_STATUS)[keyof typeof COMPANY_AUTH_STATUS];

export const COMPANY_AUTH_STATUS_TEXT: Record<CompanyAuthStatus, string> = {
  0: '未提交',
  1: '审核中',
  2: '已认证',
  [-1]: '已驳回',
};

/** What the wizard's refusals say in each state (saving a step, or submitting). */
const COMPANY_AUTH_LOCKED: Readonly<Record<number, string>> = {
  1: '机构认证正在审核中，无法修改认证资料',
  2: '机构已完成认证，如需修改请先点击“重新认证”',
  [-1]: '机构认证已被驳回，请先点击“重新认证”',
};

/**
 * The company's authentication (ensure_companies.auth_status): a console account with jigou
 * submits the saved steps, a platform operator approves or rejects (an opinion required), and
 * 重新认证 takes an approved or rejected company back to 未提交. Saving a step changes no status,
 * so it is not in the table (COMPANY_AUTH_EDITABLE).
 */
export const COMPANY_AUTH_MACHINE = defineMachine<
  CompanyAuthStatus,
  MachineAction<CompanyAuthStatus>
>({
  kind: 'company_auth',
  label: '机构认证',
  statuses: COMPANY_AUTH_STATUS_TEXT,
  actions: [
    {
      action: 'submit',
      label: '提交认证',
      actor: 'ensure_company',
      permission: 'jigou',
      requiredNote: null,
      from: [0],
      to: 1,
    },
    {
      action: 'approve',
      label: '审核通过',
      actor: 'platform',
      permission: null,
      requiredNote: null,
      from: [1],
      to: 2,
    },
    {
      action: 'reject',
      label: '审核驳回',
      actor: 'platform',
      permission: null,
      requiredNote: '审核意见',
      from: [1],
      to: -1,
    },
    {
      action: 'reset',
      label: '重新认证',
      actor: 'ensure_company',
      permission: 'jigou',
      requiredNote: null,
      from: [2, -1],
      to: 0,
    },
  ],
  statusRefusal: (status, rule) => {
    if (rule.action === 'submit')
      return COMPANY_AUTH_LOCKED[status] ?? '认证状态已变化，请刷新页面后重试';
    if (rule.action === 'reset')
      return status === 1 ? '机构认证正在审核中，请等待审核结果' : '机构认证尚未提交，无需重新认证';
    return '该机构的认证不在审核中';
  },
});

/** The states in which the wizard's steps may be saved. */
export const COMPANY_AUTH_EDITABLE: readonly number[] = [COMPANY_AUTH_STATUS.notSubmitted];

/** The message when a step cannot be saved in `status`. */
export const companyAuthLocked = (status: number): string =>
  COMPANY_AUTH_LOCKED[status] ?? '认证状态已变化，请刷新页面后重试';

/** What the state allows the console (jigou: save and the table's actions) or the platform's operators. */
export const companyAuthActions = (status: number, who: 'company' | 'operator'): string[] =>
  who === 'operator'
    ? actionsFor(COMPANY_AUTH_MACHINE, status, 'platform', new Set())
    : [
        ...(COMPANY_AUTH_EDITABLE.includes(status) ? ['save'] : []),
        ...actionsFor(COMPANY_AUTH_MACHINE, status, 'ensure_company', new Set(['jigou'])),
      ];

/** The wizard's steps in order (the result page /formfive is not a step). */
export const COMPANY_AUTH_STEPS = ['basic', 'identity', 'qualifications', 'seal'] as const;
export type CompanyAuthStep = (typeof COMPANY_AUTH_STEPS)[number];
export const COMPANY_AUTH_STEP_TEXT: Record<CompanyAuthStep, string> = {
  basic: '机构基本信息',
  identity: '法定代表人信息',
  qualifications: '资质材料',
  seal: '电子印章',
};

/** Comma-separated stored file paths (other qualification files), at most 10. */
const fileListSchema = fileReferenceListSchema(10, '其他资质文件最多 10 个');

export const authBasicSchema = z.object({
  name: z
    .string({ error: '请输入机构名称' })
    .trim()
    .transform(toFullWidthParens)
    .pipe(z.string().min(2, '请输入机构名称').max(60, '机构名称不能超过 60 个字')),
  credit_code: creditCodeSchema,
  business_license: fileReferenceSchema('请上传营业执照'),
  address: z
    .string({ error: '请输入机构地址' })
    .trim()
    .min(4, '请输入机构地址')
    .max(200, '地址不能超过 200 个字'),
  contact: z
    .string({ error: '请输入联系人' })
    .trim()
    .min(2, '请输入联系人')
    .max(30, '联系人不能超过 30 个字'),
  tel: z
    .string({ error: '请输入联系电话' })
    .trim()
    .regex(/^[\d\-, ]{7,40}$/, '请输入正确的联系电话，如 025-84561234'),
});

export const authIdentitySchema = z
  .object({
    role: z.enum(['legal', 'agent'], { error: '请选择认证方式' }),
    legal_person: z
      .string({ error: '请输入法定代表人姓名' })
      .trim()
      .min(2, '请输入法定代表人姓名')
      .max(30, '法定代表人姓名过长'),
    name: z
      .string({ error: '请输入认证人姓名' })
      .trim()
      .min(2, '请输入认证人姓名')
      .max(30, '认证人姓名过长'),
    id_card: idCardSchema,
    mobile: mobileSchema,
    id_card_front: fileReferenceSchema('请上传身份证人像面'),
    id_card_back: fileReferenceSchema('请上传身份证国徽面'),
    /** Agent (经办人) only: the authorisation letter signed by the legal representative. */
    authorization_letter: z.string().trim().default('').transform(storedFilePath),
  })
  .refine((v) => v.role !== 'agent' || v.authorization_letter !== '', {
    message: '经办人认证须上传授权委托书',
    path: ['authorization_letter'],
  })
  .refine((v) => v.role !== 'legal' || v.name === v.legal_person, {
    message: '法定代表人认证时，认证人须为法定代表人本人',
    path: ['name'],
  });

export const authQualificationsSchema = z.object({
  licence_no: z
    .string({ error: '请输入经营许可证编号' })
    .trim()
    .min(4, '请输入经营许可证编号')
    .max(40, '经营许可证编号不能超过 40 位'),
  licence: fileReferenceSchema('请上传融资担保业务经营许可证'),
  other_files: fileListSchema,
});

export const authSealSchema = z.object({
  seal_image: fileReferenceSchema('请上传电子印章图片'),
});

/** Each step's request fields (what is saved for it). */
export const COMPANY_AUTH_STEP_SCHEMAS = {
  basic: authBasicSchema,
  identity: authIdentitySchema,
  qualifications: authQualificationsSchema,
  seal: authSealSchema,
} as const;

export type AuthBasic = z.output<typeof authBasicSchema>;
export type AuthIdentity = z.output<typeof authIdentitySchema>;
export type AuthQualifications = z.output<typeof authQualificationsSchema>;
export type AuthSeal = z.output<typeof authSealSchema>;

/** The submission as shown (files as signed links): to the company itself and to operators. */
export const companyAuthDataSchema = z.object({
  basic: z
    .object({
      name: z.string(),
      credit_code: z.string(),
      business_license: z.string(),
      address: z.string(),
      contact: z.string(),
      tel: z.string(),
    })
    .nullable(),
  identity: z
    .object({
      role: z.enum(['legal', 'agent']),
      legal_person: z.string(),
      name: z.string(),
      id_card: z.string(),
      mobile: z.string(),
      id_card_front: z.string(),
      id_card_back: z.string(),
      authorization_letter: z.string(),
    })
    .nullable(),
  qualifications: z
    .object({ licence_no: z.string(), licence: z.string(), other_files: z.array(z.string()) })
    .nullable(),
  seal: z.object({ seal_image: z.string() }).nullable(),
});

export const companyAuthInfoSchema = companyAuthDataSchema.extend({
  company_id: z.number().int().positive(),
  company_name: z.string(),
  auth_status: z.number().int(),
  status_text: z.string(),
  /** The steps saved so far, in wizard order. */
  steps_done: z.array(z.enum(COMPANY_AUTH_STEPS)),
  submitted_time: timestampSchema.nullable(),
  reviewed_time: timestampSchema.nullable(),
  /** The operator's opinion on the last review (the reason when rejected). */
  opinion: z.string().nullable(),
  /** What the company may do now: save, submit, reset. */
  actions: z.array(z.string()),
});
export type CompanyAuthInfo = z.output<typeof companyAuthInfoSchema>;

export const companyGetAuthDraft = defineEndpoint({
  id: 'company.getAuthDraft',
  methods: ['GET'],
  path: '/api/ensure_company/getAuthDraft',
  auth: 'ensure_company',
  permission: 'jigou',
  request: emptyRequestSchema,
  response: companyAuthInfoSchema,
  summary: '机构认证资料与状态 / The company authentication data and state',
});

export const companySaveAuthStep = defineEndpoint({
  id: 'company.saveAuthStep',
  path: '/api/ensure_company/saveAuthStep',
  auth: 'ensure_company',
  permission: 'jigou',
  request: z.discriminatedUnion(
    'step',
    [
      // Each step's fields plus its name (`safeExtend` keeps the identity step's refinements).
      authBasicSchema.safeExtend({ step: z.literal('basic') }),
      authIdentitySchema.safeExtend({ step: z.literal('identity') }),
      authQualificationsSchema.safeExtend({ step: z.literal('qualifications') }),
      authSealSchema.safeExtend({ step: z.literal('seal') }),
    ],
    { error: '请选择认证步骤' },
  ),
  response: companyAuthInfoSchema,
  summary: '保存机构认证的一步（草稿） / Save one step of the company authentication (draft)',
});

export const companySubmitAuth = defineEndpoint({
  id: 'company.submitAuth',
  path: '/api/ensure_company/submitAuth',
  auth: 'ensure_company',
  permission: 'jigou',
  request: emptyRequestSchema,
  response: companyAuthInfoSchema,
  summary: '提交机构认证（审核中） / Submit the company authentication for review',
});

export const companyResetAuth = defineEndpoint({
  id: 'company.resetAuth',
  path: '/api/ensure_company/resetAuth',
  auth: 'ensure_company',
  permission: 'jigou',
  request: emptyRequestSchema,
  response: z.object({ auth_status: z.number().int() }),
  summary: '重新提交机构认证 / Restart the company authentication',
});

// Enterprise authentication (/firm guide) and the enterprise profile; certificates are certificates.ts.
// State machine: docs/state-machines.md.
import { z } from 'zod';
import { bankAccountSchema, idCardSchema, mobileSchema, smsCodeSchema } from '@bht/validators';
import { defineEndpoint } from './define';
import { fileReferenceSchema, storedFilePath } from './files';
import { emptyRequestSchema, resendInSchema, signCodeSentSchema } from './common';
import { defineMachine, type MachineAction } from './machines';
import { enterpriseAuthSchema } from './models';

/** enterprises.auth_status (the guide's steps 1-4 are auth_step, not statuses). */
export const EnterpriseAuthStatus = {
  NOT_SUBMITTED: 0,
  UNDER_REVIEW: 1,
  APPROVED: 2,
  REJECTED: -1,
} as const;
export type EnterpriseAuthStatusCode =
  (typeof EnterpriseAuthStatus)[keyof typeof EnterpriseAuthStatus];

/** What the guide's refusals say in each state (a step, or signing to submit). */
const ENTERPRISE_AUTH_LOCKED: Readonly<Record<number, string>> = {
  1: '认证资料已提交审核，无法修改',
  2: '企业已完成认证，无法修改认证资料',
  [-1]: '认证已被驳回，请先点击“重新认证”',
};

const enterpriseAuthAction = (
  action: string,
  label: string,
  actor: 'enterprise' | 'platform',
  from: EnterpriseAuthStatusCode,
  to: EnterpriseAuthStatusCode,
  requiredNote: string | null = null,
): MachineAction<EnterpriseAuthStatusCode> => ({
  action,
  label,
  actor,
  permission: null,
  requiredNote,
  from: [from],
  to,
});

/**
 * An enterprise's admission (docs/state-machines.md, "Enterprise authentication"): the main
 * account submits by signing the seal-authorisation agreement (step 4), a platform operator (or
 * the review CLI) approves or rejects it with a reason, and the main account restarts after a
 * rejection. Only the main account may act for the enterprise (checked before the table).
 */
export const ENTERPRISE_AUTH_MACHINE = defineMachine<
  EnterpriseAuthStatusCode,
  MachineAction<EnterpriseAuthStatusCode>
>({
  kind: 'enterprise_auth',
  label: '企业准入',
  statuses: { 0: '未提交', 1: '审核中', 2: '已认证', [-1]: '已驳回' },
  actions: [
    enterpriseAuthAction('submit', '签署协议提交认证', 'enterprise', 0, 1),
    enterpriseAuthAction('approve', '审核通过', 'platform', 1, 2),
    enterpriseAuthAction('reject', '审核驳回', 'platform', 1, -1, '驳回原因'),
    enterpriseAuthAction('restart', '重新认证', 'enterprise', -1, 0),
  ],
  statusRefusal: (status, rule) => {
    if (rule.action === 'submit')
      return ENTERPRISE_AUTH_LOCKED[status] ?? '认证进度已变化，请刷新页面后重试';
    if (rule.action === 'restart')
      return status === 1 ? '认证资料审核中，无需重新认证' : '仅认证被驳回后可重新认证';
    return '该企业的认证不在审核中';
  },
  changed: '认证状态已变化，请刷新页面后重试',
});

/** The message when a step of the guide cannot be taken in `status` (null: it can). */
export const enterpriseAuthLocked = (status: number): string | null =>
  ENTERPRISE_AUTH_LOCKED[status] ?? null;

export const enterpriseProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  credit_code: z.string(),
  legal_person: z.string(),
  address: z.string(),
  registered_capital: z.string(),
  established_date: z.string(),
  business_license: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  auth_status: z.number().int(),
  bank: z
    .object({ bank_name: z.string(), account_name: z.string(), account_no: z.string() })
    .nullable(),
});

export const getProfile = defineEndpoint({
  id: 'firm.getProfile',
  path: '/api/Enterprise/profile',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: enterpriseProfileSchema,
  summary: '企业资料 / Enterprise profile',
});

/** An uploaded scan the guide shows again when the user resumes (null: none, deleted, or not the main account's to see). */
const savedUploadSchema = z.string().nullable();

export const firmAuthInfoSchema = enterpriseAuthSchema.extend({
  identity: z
    .object({
      role: z.enum(['legal', 'agent']),
      name: z.string(),
      id_card: z.string(),
      mobile: z.string(),
      id_card_front: savedUploadSchema,
      id_card_back: savedUploadSchema,
      authorization_letter: savedUploadSchema,
    })
    .nullable(),
  bank: z
    .object({
      bank_name: z.string(),
      bank_branch: z.string(),
      account_name: z.string(),
      account_no: z.string(),
      verified: z.boolean(),
    })
    .nullable(),
  agreement_url: z.string().nullable(),
  submitted_time: z.number().int().nullable(),
  reviewed_time: z.number().int().nullable(),
});

export const getAuthInfo = defineEndpoint({
  id: 'firm.getAuthInfo',
  path: '/api/firm/getAuthInfo',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: firmAuthInfoSchema,
  summary: '企业认证信息与进度 / Authentication progress and data (/firm/toview)',
});

export const submitIdentity = defineEndpoint({
  id: 'firm.submitIdentity',
  path: '/api/firm/submitIdentity',
  auth: 'enterprise',
  request: z.object({
    role: z.enum(['legal', 'agent'], { error: '请选择认证方式' }),
    name: z.string().trim().min(2, '请输入姓名').max(30, '姓名过长'),
    id_card: idCardSchema,
    id_card_front: fileReferenceSchema('请上传身份证人像面'),
    id_card_back: fileReferenceSchema('请上传身份证国徽面'),
    /** Agent only: the power of attorney signed by the legal representative. */
    authorization_letter: z.string().trim().transform(storedFilePath).optional(),
  }),
  response: firmAuthInfoSchema,
  summary: '第 1 步：法定代表人 / 经办人认证 / Step 1: legal representative or agent',
});

export const verifyFirmMobile = defineEndpoint({
  id: 'firm.verifyMobile',
  path: '/api/firm/verifyMobile',
  auth: 'enterprise',
  request: z.object({ mobile: mobileSchema, code: smsCodeSchema }),
  response: firmAuthInfoSchema,
  summary: '第 2 步：手机号认证 / Step 2: mobile authentication',
});

export const startBankVerification = defineEndpoint({
  id: 'firm.startBankVerification',
  path: '/api/firm/startBankVerification',
  auth: 'enterprise',
  request: z.object({
    bank_name: z.string().trim().min(2, '请输入开户银行'),
    bank_branch: z.string().trim().min(2, '请输入开户支行'),
    account_name: z.string().trim().min(2, '请输入账户名称'),
    account_no: bankAccountSchema,
  }),
  response: z.object({
    expires_in: z.number().int().positive(),
    attempts_left: z.number().int().nonnegative(),
    sandbox: z.boolean(),
  }),
  summary: '第 3 步：向对公基本户打款（小额验证） / Step 3: send the small-amount deposit',
});

export const confirmBankDeposit = defineEndpoint({
  id: 'firm.confirmBankDeposit',
  path: '/api/firm/confirmBankDeposit',
  auth: 'enterprise',
  request: z.object({
    amount: z
      .string()
      .trim()
      .regex(/^0\.\d{2}$/, '请输入收到的打款金额，如 0.37'),
  }),
  response: firmAuthInfoSchema,
  summary: '第 3 步：回填打款金额 / Step 3: confirm the deposit amount',
});

export const prepareAgreement = defineEndpoint({
  id: 'firm.prepareAgreement',
  path: '/api/firm/prepareAgreement',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: z.object({
    sign_id: z.string(),
    agreement_url: z.string(),
    digest: z.string(),
    mobile: z.string(),
    resend_in: resendInSchema,
  }),
  summary:
    '第 4 步：生成印章授权协议（有效期内重复调用返回同一份） / Step 4: prepare the seal-authorisation agreement (idempotent)',
});

export const sendAgreementCode = defineEndpoint({
  id: 'firm.sendAgreementCode',
  path: '/api/firm/sendAgreementCode',
  auth: 'enterprise',
  request: z.object({ sign_id: z.string().min(1) }),
  response: signCodeSentSchema,
  summary: '第 4 步：发送协议签署验证码 / Step 4: text the signing code',
});

export const signAgreement = defineEndpoint({
  id: 'firm.signAgreement',
  path: '/api/firm/signAgreement',
  auth: 'enterprise',
  request: z.object({ sign_id: z.string().min(1), code: smsCodeSchema }),
  response: firmAuthInfoSchema,
  summary: '第 4 步：确认签署，提交认证 / Step 4: sign the agreement and submit',
});

export const restartAuth = defineEndpoint({
  id: 'firm.restartAuth',
  path: '/api/firm/restart',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: firmAuthInfoSchema,
  summary: '被驳回后重新认证 / Restart after a rejection',
});

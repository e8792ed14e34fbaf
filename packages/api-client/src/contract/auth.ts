// Log-in, session, registration and the password / mobile change flows: the enterprise's, and the
// guarantee company's (/api/ensure_company/login…, at the end).
// Paths the spec does not name are listed in docs/api-paths.md.
import { z } from 'zod';
import {
  creditCodeSchema,
  enterpriseNameSchema,
  mobileSchema,
  passwordSchema,
  residentIdCardSchema,
  smsCodeSchema,
} from '@bht/validators';
import { defineEndpoint } from './define';
import { companyLoginAddress, loginAddress } from './log-in-calls';
import { fileReferenceSchema } from './files';
import {
  emptyRequestSchema,
  flagSchema,
  idSchema,
  nullResponseSchema,
  numberField,
} from './common';
import { loginResultSchema, userInfoSchema } from './models';

const AGREE_MESSAGE = '请阅读并同意用户服务协议和隐私政策';

/** Spec §7: login payload account (trimmed), password, code. */
export const loginRequestSchema = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码'),
  /** SMS code (scene `unlock`), needed only while the account is locked (envelope code ACCOUNT_LOCKED). */
  code: z.string().trim().optional(),
});

export const login = defineEndpoint({
  ...loginAddress,
  auth: 'public',
  request: loginRequestSchema,
  response: loginResultSchema,
  summary: '企业账号登录 / Enterprise log-in (account trimmed, password, optional code)',
});

export const getUserInfo = defineEndpoint({
  id: 'auth.getUserInfo',
  path: '/api/enterprise/getUserInfo',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: userInfoSchema,
  summary: '当前用户信息 / Current user info',
});

export const logout = defineEndpoint({
  id: 'auth.logout',
  path: '/api/enterprise/logout',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: nullResponseSchema,
  summary: '退出登录 / Log out (revokes the token)',
});

export const register = defineEndpoint({
  id: 'auth.register',
  path: '/api/enterprise/register',
  auth: 'public',
  request: z.object({
    mobile: mobileSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    enterprise_name: enterpriseNameSchema,
    credit_code: creditCodeSchema,
    legal_person: z.string().trim().min(2, '请输入法定代表人姓名').max(30, '法定代表人姓名过长'),
    /** The legal representative's 18-digit resident ID, checksum and birth date checked. */
    legal_id_card: residentIdCardSchema,
    business_license: fileReferenceSchema('请上传营业执照'),
    id_card_front: fileReferenceSchema('请上传身份证人像面'),
    id_card_back: fileReferenceSchema('请上传身份证国徽面'),
    agree: numberField(z.number({ error: AGREE_MESSAGE }).refine((v) => v === 1, AGREE_MESSAGE)),
  }),
  response: loginResultSchema,
  summary:
    '企业注册（短信验证、营业执照与身份证识别、同意协议），成功即登录 / Register an enterprise; logs in',
});

export const forgetPassword = defineEndpoint({
  id: 'auth.forgetPassword',
  path: '/api/enterprise/forgetPassword',
  auth: 'public',
  request: z.object({ mobile: mobileSchema, code: smsCodeSchema, password: passwordSchema }),
  response: nullResponseSchema,
  summary: '忘记密码：短信验证后重设 / Forgotten password: reset after an SMS check',
});

/** Step 1 of /code, /recode and /tel: verify identity by an SMS code to the current mobile. */
export const verifyIdentity = defineEndpoint({
  id: 'auth.verifyIdentity',
  path: '/api/enterprise/verifyIdentity',
  auth: 'enterprise',
  request: z.object({ scene: z.enum(['change_password', 'change_mobile']), code: smsCodeSchema }),
  response: z.object({ ticket: z.string(), expires_in: z.number().int().positive() }),
  summary: '身份验证（修改密码 / 手机号第 1 步） / Step 1: verify identity, returns a ticket',
});

export const changePassword = defineEndpoint({
  id: 'auth.changePassword',
  path: '/api/enterprise/changePassword',
  auth: 'enterprise',
  request: z.object({ ticket: z.string().min(1, '请先完成身份验证'), password: passwordSchema }),
  response: nullResponseSchema,
  summary: '设置新密码（第 2 步） / Step 2: set the new password',
});

export const changeMobile = defineEndpoint({
  id: 'auth.changeMobile',
  path: '/api/enterprise/changeMobile',
  auth: 'enterprise',
  request: z.object({
    ticket: z.string().min(1, '请先完成身份验证'),
    mobile: mobileSchema,
    code: smsCodeSchema,
  }),
  response: z.object({ mobile: z.string() }),
  summary: '绑定新手机号（第 2 步） / Step 2: bind the new mobile',
});

export const subAccountSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  name: z.string(),
  auth_json: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  last_login_time: z.number().int().nullable(),
  create_time: z.number().int(),
});

export const getSubAccountList = defineEndpoint({
  id: 'auth.getSubAccountList',
  path: '/api/Enterprise/getSubAccountList',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: z.array(subAccountSchema),
  summary: '子账号列表（主账号） / Sub-accounts (main account only)',
});

const subAccountFields = {
  name: z.string().trim().min(2, '请输入姓名').max(20, '姓名不能超过 20 个字'),
  auth_json: z.string().trim().default(''),
};

export const addSubAccount = defineEndpoint({
  id: 'auth.addSubAccount',
  path: '/api/Enterprise/addSubAccount',
  auth: 'enterprise',
  request: z.object({ mobile: mobileSchema, password: passwordSchema, ...subAccountFields }),
  response: subAccountSchema,
  summary: '新增子账号 / Create a sub-account',
});

export const editSubAccount = defineEndpoint({
  id: 'auth.editSubAccount',
  path: '/api/Enterprise/editSubAccount',
  auth: 'enterprise',
  request: z.object({ id: idSchema, ...subAccountFields, status: flagSchema.optional() }),
  response: subAccountSchema,
  summary: '编辑子账号（姓名、权限、启用 / 停用） / Edit a sub-account',
});

export const checkMasterAccount = defineEndpoint({
  id: 'auth.checkMasterAccount',
  path: '/api/Enterprise/checkMasterAccount',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: z.object({
    is_master: z.union([z.literal(0), z.literal(1)]),
    enterprise_auth_status: z.number().int(),
  }),
  summary: '是否主账号 / Whether the caller is the main account',
});

export const companyLogin = defineEndpoint({
  ...companyLoginAddress,
  auth: 'public',
  request: loginRequestSchema,
  response: loginResultSchema,
  summary: '担保公司登录 / Guarantee-company log-in',
});

export const companyLogout = defineEndpoint({
  id: 'company.logout',
  path: '/api/ensure_company/logout',
  auth: 'ensure_company',
  request: emptyRequestSchema,
  response: nullResponseSchema,
  summary: '退出登录（令牌随即失效） / Log out: revokes the token',
});

export const companyChangeMobile = defineEndpoint({
  id: 'company.changeMobile',
  path: '/api/ensure_company/changeMobile',
  auth: 'ensure_company',
  request: z.object({
    mobile: mobileSchema,
    code: smsCodeSchema,
    password: z.string().min(1, '请输入登录密码'),
  }),
  response: z.object({ mobile: z.string() }),
  summary: '修改绑定手机号 / Change the bound mobile',
});

export const companyResetPassword = defineEndpoint({
  id: 'company.resetPassword',
  path: '/api/ensure_company/resetPassword',
  auth: 'public',
  request: z.object({ mobile: mobileSchema, code: smsCodeSchema, password: passwordSchema }),
  response: nullResponseSchema,
  summary: '忘记密码：短信验证后重设 / Reset a forgotten password',
});

export const companyUpdatePassword = defineEndpoint({
  id: 'company.updatePassword',
  path: '/api/ensure_company/updatePassword',
  auth: 'ensure_company',
  request: z.object({ old_password: z.string().min(1, '请输入原密码'), password: passwordSchema }),
  response: nullResponseSchema,
  summary: '修改登录密码 / Change the password',
});

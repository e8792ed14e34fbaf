// The guarantee-company console's calls under /api/ensure_company/ (spec §7). Each names the
// auth_json entry that gates it (docs/api-conventions.md; '*' passes everything).
import { z } from 'zod';
import {
  creditCodeSchema,
  mobileSchema,
  passwordSchema,
  smsCodeSchema,
  toFullWidthParens,
} from '@bht/validators';
import { defineEndpoint } from './define';
import { storedFilePath } from './files';
import {
  dateSchema,
  emptyRequestSchema,
  flagSchema,
  idSchema,
  nullResponseSchema,
  paginated,
  pageRequestSchema,
} from './common';
import {
  ensureCompanySchema,
  letterTypeSchema,
  loginResultSchema,
  orderDetailSchema,
  orderLogSchema,
  orderSnRequestSchema,
  orderSummarySchema,
} from './models';
import { loginRequestSchema } from './auth';

export const companyAccountSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  name: z.string(),
  mobile: z.string(),
  auth_json: z.string(),
  is_reset_password: z.union([z.literal(0), z.literal(1)]),
  last_login_time: z.number().int().nullable(),
});

export const companyLogin = defineEndpoint({
  id: 'company.login',
  path: '/api/ensure_company/login',
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
export const companyGetInfo = defineEndpoint({
  id: 'company.getInfo',
  methods: ['GET'],
  path: '/api/ensure_company/getInfo',
  auth: 'ensure_company',
  request: emptyRequestSchema,
  response: z.object({
    account: companyAccountSchema,
    company: ensureCompanySchema.extend({
      contact: z.string(),
      tel: z.string(),
      address: z.string(),
      seal_image: z.string(),
      pay_config_enabled: flagSchema,
      auth_status: z.number().int(),
    }),
    wait_read_message: z.number().int(),
  }),
  summary: '当前账号与机构信息 / Current account and company',
});
export const companyEdit = defineEndpoint({
  id: 'company.edit',
  path: '/api/ensure_company/edit',
  auth: 'ensure_company',
  permission: 'jigou',
  request: z.object({
    // Parentheses are stored full-width (spec §5), so '（' and '(' name the same company.
    name: z
      .string()
      .trim()
      .transform(toFullWidthParens)
      .pipe(z.string().min(2, '请输入机构名称').max(60, '机构名称不能超过 60 个字')),
    contact: z.string().trim().min(2, '请输入联系人').max(30, '联系人不能超过 30 个字'),
    tel: z
      .string()
      .trim()
      .regex(/^[\d\-, ]{7,40}$/, '请输入正确的联系电话，如 025-84561234'),
    address: z.string().trim().min(4, '请输入地址').max(200, '地址不能超过 200 个字'),
    intro: z.string().trim().max(500, '机构简介不能超过 500 字').default(''),
    /** URLs returned by uploadFile (scene logo / seal); '' for none. */
    logo: z.string().trim().max(300).default('').transform(storedFilePath),
    seal_image: z.string().trim().max(300).default('').transform(storedFilePath),
  }),
  response: ensureCompanySchema,
  summary: '编辑机构信息 / Edit company information',
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
export const companyResetAuth = defineEndpoint({
  id: 'company.resetAuth',
  path: '/api/ensure_company/resetAuth',
  auth: 'ensure_company',
  permission: 'jigou',
  request: emptyRequestSchema,
  response: z.object({ auth_status: z.number().int() }),
  summary: '重新提交机构认证 / Restart the company authentication',
});

// ---- orders ----
/** The order-management stages (订单管理); letter management (保函管理) lists letters with getLetterList, surrender requests and claims with their own lists. */
export const stageSchema = z.enum(['待签约', '待审核', '待支付', '待出函', '已出函', '已驳回']);
export const companyGetOrderList = defineEndpoint({
  id: 'company.getOrderList',
  path: '/api/ensure_company/getOrderList',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: pageRequestSchema.extend({
    stage: stageSchema,
    type: letterTypeSchema.optional(),
    keyword: z.string().trim().max(60).optional(),
    start_date: dateSchema.optional(),
    end_date: dateSchema.optional(),
  }),
  response: paginated(orderSummarySchema),
  summary:
    '按阶段的订单列表，可按保函类型筛选（需该阶段权限） / Orders by stage, optionally of one letter type (needs that stage’s permission)',
});
export const companyGetOrderDetail = defineEndpoint({
  id: 'company.getOrderDetail',
  path: '/api/ensure_company/getOrderDetail',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: orderDetailSchema,
  summary: '订单详情 / Order detail',
});
export const companyGetOrderLog = defineEndpoint({
  id: 'company.getOrderLog',
  path: '/api/ensure_company/getOrderLog',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: z.array(orderLogSchema),
  summary: '订单流转记录 / Order log (who, when, from, to, note)',
});
export const companyHandleReviewStatus = defineEndpoint({
  id: 'company.handleReviewStatus',
  path: '/api/ensure_company/handleReviewStatus',
  auth: 'ensure_company',
  permission: '待审核',
  request: orderSnRequestSchema
    .extend({
      action: z.enum(['approve', 'reject'], { error: '请选择审核结果' }),
      reason: z.string().trim().max(200).default(''),
    })
    .refine((v) => v.action !== 'reject' || v.reason.length >= 2, {
      message: '驳回时请填写原因',
      path: ['reason'],
    }),
  response: orderDetailSchema,
  summary:
    '审核：通过（可附审核意见，记入流转记录）/ 驳回（须填原因） / Review: approve with an optional opinion, or reject with a reason',
});
export const companyHandleLetterStatus = defineEndpoint({
  id: 'company.handleLetterStatus',
  path: '/api/ensure_company/handleLetterStatus',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema.extend({
    action: z.enum(['confirm_payment', 'issue', 'void'], { error: '请选择操作' }),
    note: z.string().trim().max(200).default(''),
  }),
  response: orderDetailSchema,
  summary: '确认线下收款 / 出函 / 作废 / Confirm offline payment, issue or void',
});
export const companyLetterSign = defineEndpoint({
  id: 'company.letterSign',
  path: '/api/ensure_company/letterSign',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema,
  response: z.object({ order_sn: z.string(), letter_url: z.string(), digest: z.string() }),
  summary: '保函签章 / Sign (seal) the letter',
});
export const companyReLetterSign = defineEndpoint({
  id: 'company.reLetterSign',
  path: '/api/ensure_company/reLetterSign',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema.extend({
    reason: z.string().trim().min(2, '请填写重新签章原因').max(200),
  }),
  response: z.object({ order_sn: z.string(), letter_url: z.string(), digest: z.string() }),
  summary: '重新签章 / Re-sign the letter',
});
export const companyHandleRefund = defineEndpoint({
  id: 'company.handleRefund',
  path: '/api/ensure_company/handleRefund',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema
    .extend({
      action: z.enum(['approve_refund', 'refuse_refund'], { error: '请选择处理结果' }),
      reason: z.string().trim().max(200).default(''),
    })
    .refine((v) => v.action !== 'refuse_refund' || v.reason.length >= 2, {
      message: '拒绝退款时请填写原因',
      path: ['reason'],
    }),
  response: orderDetailSchema,
  summary:
    '退款审核：同意（原路退回）/ 拒绝（须填原因） / Refund review: approve (refund) or refuse with a reason',
});
export const companyMailLetter = defineEndpoint({
  id: 'company.mailLetter',
  path: '/api/ensure_company/mailLetter',
  auth: 'ensure_company',
  permission: '待出函',
  request: orderSnRequestSchema.extend({
    courier_company: z
      .string()
      .trim()
      .min(2, '请输入快递公司')
      .max(40, '快递公司名称不能超过 40 字'),
    tracking_no: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, '请输入正确的快递单号（6-40 位字母、数字或短横线）'),
    mailed_on: dateSchema,
  }),
  response: orderDetailSchema,
  summary: '纸质保函寄出原件（快递公司、单号、寄出日期） / Mail a paper letter’s original',
});

/** Letter types a guarantor can enter for an offline applicant (the bid letters; the others need their own declarations). */
export const ENTERABLE_LETTER_TYPES = ['bid_e', 'bid_paper'] as const;

export const companyFindEnterprise = defineEndpoint({
  id: 'company.findEnterprise',
  path: '/api/ensure_company/findEnterprise',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: z.object({ credit_code: creditCodeSchema }),
  response: z
    .object({ id: idSchema, name: z.string(), legal_person: z.string(), has_account: flagSchema })
    .nullable(),
  summary:
    '录入订单：按统一社会信用代码查找企业（无则 null） / Order entry: find an enterprise by credit code',
});

export const companyAddOrder = defineEndpoint({
  id: 'company.addOrder',
  path: '/api/ensure_company/addOrder',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: z
    .object({
      credit_code: creditCodeSchema,
      /** Needed only when no enterprise has this credit code yet (it is created). */
      enterprise_name: z
        .string()
        .trim()
        .max(120, '企业名称不能超过 120 字')
        .transform(toFullWidthParens)
        .default(''),
      legal_person: z.string().trim().max(60, '法定代表人姓名不能超过 60 字').default(''),
      contact_name: z.string().trim().min(2, '请输入联系人').max(20, '联系人姓名过长'),
      contact_mobile: mobileSchema,
      project_id: idSchema,
      type: z.enum(ENTERABLE_LETTER_TYPES, { error: '请选择保函类型' }),
      premium: z
        .string()
        .trim()
        .regex(/^\d{1,12}(\.\d{1,2})?$/, '请输入正确的保费')
        .refine((v) => Number(v) > 0, '保费须大于 0'),
      /** 1: the premium was already received offline; the order starts paid. */
      paid: flagSchema.default(0),
      receiver_name: z.string().trim().max(30, '收件人姓名不能超过 30 字').default(''),
      receiver_mobile: z.string().trim().default(''),
      receiver_address: z.string().trim().max(260, '收件地址不能超过 260 字').default(''),
      remark: z.string().trim().max(200, '备注不能超过 200 字').default(''),
    })
    .superRefine((v, ctx) => {
      if (v.type !== 'bid_paper') return;
      if (v.receiver_name.length < 2)
        ctx.addIssue({ code: 'custom', path: ['receiver_name'], message: '纸质保函请填写收件人' });
      if (!/^1[3-9]\d{9}$/.test(v.receiver_mobile))
        ctx.addIssue({
          code: 'custom',
          path: ['receiver_mobile'],
          message: '请输入正确的收件人手机号',
        });
      if (v.receiver_address.length < 5)
        ctx.addIssue({
          code: 'custom',
          path: ['receiver_address'],
          message: '纸质保函请填写收件地址（至少 5 个字）',
        });
    }),
  response: orderDetailSchema,
  summary:
    '录入线下申请的订单（查找或新建企业；已收款则直接进入出函阶段） / Enter an order for an offline applicant',
});

// The console's other calls live in their areas' modules: notices.ts (gonggao), company-settings.ts,
// issuing-config.ts and order-push.ts (peizhi), preservation.ts (jigou), dashboard.ts, exports.ts.

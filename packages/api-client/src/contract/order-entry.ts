// Orders entered by the guarantor for an enterprise (spec §6 "录入订单"). Permission `luru`, not
// `dingdan`: a paid entered order starts at 出函中 and so skips review (docs/company-auth.md).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { creditCodeSchema, mobileSchema, toFullWidthParens } from '@bht/validators';
import { flagSchema, idSchema } from './common';
import { orderDetailSchema } from './models';

/** Letter types a guarantor can enter for an offline applicant (the bid letters; the others need their own declarations). */
export const ENTERABLE_LETTER_TYPES = ['bid_e', 'bid_paper'] as const;

export const companyFindEnterprise = defineEndpoint({
  id: 'company.findEnterprise',
  path: '/api/ensure_company/findEnterprise',
  auth: 'ensure_company',
  permission: 'luru',
  request: z.object({ credit_code: creditCodeSchema }),
  /** The licence's public data only: not whether the enterprise has a portal account. */
  response: z.object({ id: idSchema, name: z.string(), legal_person: z.string() }).nullable(),
  summary:
    '录入订单：按统一社会信用代码查找企业（无则 null） / Order entry: find an enterprise by credit code',
});

export const companyAddOrder = defineEndpoint({
  id: 'company.addOrder',
  path: '/api/ensure_company/addOrder',
  auth: 'ensure_company',
  permission: 'luru',
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

// The guarantee company's own profile under /api/ensure_company/ (spec §7): its information and
// edit. Each call names the auth_json entry that gates it (docs/api-conventions.md; '*' passes
// everything).
import { z } from 'zod';
import { toFullWidthParens } from '@bht/validators';
import { defineEndpoint } from './define';
import { storedFilePath } from './files';
import { emptyRequestSchema, flagSchema } from './common';
import { ensureCompanySchema } from './models';

export const companyAccountSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  name: z.string(),
  mobile: z.string(),
  auth_json: z.string(),
  is_reset_password: z.union([z.literal(0), z.literal(1)]),
  last_login_time: z.number().int().nullable(),
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

// The console's other calls live in their areas' modules: auth.ts (log-in, passwords, mobile),
// company-auth.ts (authentication), company-orders.ts, order-lists.ts and order-entry.ts
// (orders), notices.ts (gonggao), company-settings.ts, issuing-config.ts and order-push.ts
// (peizhi), preservation.ts (jigou), dashboard.ts, exports.ts.

// The platform operator's calls (平台运营, docs/company-auth.md): the institution review desk for
// enterprise admissions and guarantee-company authentications, with the history of decisions.
// Operators log in through /api/ensure_company/login; only these calls answer them.
import { z } from 'zod';
import { companyAuthDataSchema } from './company-auth';
import { defineEndpoint } from './define';
import {
  emptyRequestSchema,
  idSchema,
  nullResponseSchema,
  paginated,
  pageRequestSchema,
  timestampSchema,
} from './common';
import { firmAuthInfoSchema } from './firm';
import { idRequestSchema } from './models';

/** The auth_json the log-in gives an operator: the console shows it the review menu only. */
export const PLATFORM_OPERATOR_PERMISSION = '平台运营';

export const reviewKindSchema = z.enum(['enterprise', 'company'], { error: '请选择审核类型' });
export type ReviewKind = z.output<typeof reviewKindSchema>;
export const REVIEW_KIND_TEXT: Record<ReviewKind, string> = {
  enterprise: '企业准入',
  company: '机构认证',
};

export const reviewDecisionSchema = z.enum(['approve', 'reject'], { error: '请选择审核结果' });
export const REVIEW_DECISION_TEXT = { approve: '通过', reject: '驳回' } as const;

export const platformGetInfo = defineEndpoint({
  id: 'platform.getInfo',
  methods: ['GET'],
  path: '/api/platform/getInfo',
  auth: 'platform_operator',
  request: emptyRequestSchema,
  response: z.object({
    account: z.object({
      id: z.number().int().positive(),
      account: z.string(),
      name: z.string(),
      auth_json: z.string(),
    }),
    /** Submissions waiting for a decision. */
    pending: z.object({
      enterprise: z.number().int().nonnegative(),
      company: z.number().int().nonnegative(),
    }),
  }),
  summary: '平台运营账号信息与待审数量 / The operator and the counts waiting for review',
});

export const platformLogout = defineEndpoint({
  id: 'platform.logout',
  path: '/api/platform/logout',
  auth: 'platform_operator',
  request: emptyRequestSchema,
  response: nullResponseSchema,
  summary: '平台运营退出登录（令牌随即失效） / Operator log-out: revokes the token',
});

export const reviewQueueItemSchema = z.object({
  kind: reviewKindSchema,
  id: z.number().int().positive(),
  name: z.string(),
  credit_code: z.string(),
  submitted_time: timestampSchema.nullable(),
});

export const platformGetReviewQueue = defineEndpoint({
  id: 'platform.getReviewQueue',
  methods: ['GET'],
  path: '/api/platform/getReviewQueue',
  auth: 'platform_operator',
  request: pageRequestSchema.extend({ kind: reviewKindSchema }),
  response: paginated(reviewQueueItemSchema),
  summary:
    '待审核队列（企业准入 / 机构认证，先提交先审） / Submissions waiting for review, oldest first',
});

/** One enterprise's admission as submitted (files as signed links). */
export const enterpriseSubmissionSchema = firmAuthInfoSchema.extend({
  address: z.string(),
  business_license: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  /** What the operator may decide now, from ENTERPRISE_AUTH_MACHINE: 'approve', 'reject' (while 审核中). */
  actions: z.array(z.string()),
});

export const platformGetEnterpriseSubmission = defineEndpoint({
  id: 'platform.getEnterpriseSubmission',
  methods: ['GET'],
  path: '/api/platform/getEnterpriseSubmission',
  auth: 'platform_operator',
  request: idRequestSchema,
  response: enterpriseSubmissionSchema,
  summary: '企业准入申请详情（含证件材料） / An enterprise admission with its documents',
});

export const companySubmissionSchema = companyAuthDataSchema.extend({
  company_id: z.number().int().positive(),
  company_name: z.string(),
  auth_status: z.number().int(),
  submitted_time: timestampSchema.nullable(),
  reviewed_time: timestampSchema.nullable(),
  opinion: z.string().nullable(),
  /** What the operator may decide now, from COMPANY_AUTH_MACHINE: 'approve', 'reject' (while 审核中). */
  actions: z.array(z.string()),
});

export const platformGetCompanySubmission = defineEndpoint({
  id: 'platform.getCompanySubmission',
  methods: ['GET'],
  path: '/api/platform/getCompanySubmission',
  auth: 'platform_operator',
  request: idRequestSchema,
  response: companySubmissionSchema,
  summary: '机构认证申请详情（含证件材料） / A company authentication with its documents',
});

const decisionRequestSchema = z
  .object({
    id: idSchema,
    decision: reviewDecisionSchema,
    opinion: z.string().trim().max(200, '审核意见不能超过 200 字').default(''),
  })
  .refine((v) => v.decision !== 'reject' || v.opinion.length >= 2, {
    message: '驳回时请填写审核意见（至少 2 个字）',
    path: ['opinion'],
  });

export const reviewRecordSchema = z.object({
  id: z.number().int().positive(),
  kind: reviewKindSchema,
  subject_id: z.number().int().positive(),
  subject_name: z.string(),
  decision: reviewDecisionSchema,
  opinion: z.string(),
  operator_name: z.string(),
  create_time: timestampSchema,
});

export const platformReviewEnterprise = defineEndpoint({
  id: 'platform.reviewEnterprise',
  path: '/api/platform/reviewEnterprise',
  auth: 'platform_operator',
  request: decisionRequestSchema,
  response: reviewRecordSchema,
  summary: '企业准入审核：通过 / 驳回（须填意见） / Decide an enterprise admission',
});

export const platformReviewCompany = defineEndpoint({
  id: 'platform.reviewCompany',
  path: '/api/platform/reviewCompany',
  auth: 'platform_operator',
  request: decisionRequestSchema,
  response: reviewRecordSchema,
  summary: '机构认证审核：通过 / 驳回（须填意见） / Decide a company authentication',
});

export const platformGetReviewHistory = defineEndpoint({
  id: 'platform.getReviewHistory',
  methods: ['GET'],
  path: '/api/platform/getReviewHistory',
  auth: 'platform_operator',
  request: pageRequestSchema.extend({ kind: reviewKindSchema.optional() }),
  response: paginated(reviewRecordSchema),
  summary: '审核记录（谁、何时、结果、意见），最新在前 / Review history, newest first',
});

// The guarantor's letter management (保函管理, /ordermang; docs/after-issue.md): letters given to
// enterprises, by stage: 正常履约 (in force: issued e-letters, mailed or received paper letters,
// within their validity) and 履约终止 (ended: validity passed, surrendered, paid out in full, or
// voided), each with its validity countdown or the reason it ended; and one letter's after-issue
// timeline (its order log from issue on, surrender requests, claims, payouts, statements).
import { z } from 'zod';
import { dateSchema, moneySchema, paginated, pageRequestSchema, timestampSchema } from './common';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { letterTypeSchema, orderSnRequestSchema, orderSummarySchema } from './models';

export const letterStageSchema = z.enum(['正常履约', '履约终止'], { error: '请选择保函阶段' });

export const END_REASONS = ['expired', 'surrendered', 'paid_out', 'voided', 'cancelled'] as const;
export const END_REASON_TEXT: Readonly<Record<(typeof END_REASONS)[number], string>> = {
  expired: '到期终止',
  surrendered: '退保',
  paid_out: '全额赔付',
  voided: '已作废',
  cancelled: '交易平台注销',
};

export const letterRecordSchema = orderSummarySchema.extend({
  valid_from: dateSchema.nullable(),
  valid_to: dateSchema.nullable(),
  /** Days from today (China time) to the last day in force, 0 on that day; null once ended. */
  days_left: z.number().int().nullable(),
  /** Why the letter ended; null while in force. */
  end_reason: z.enum(END_REASONS).nullable(),
  end_reason_text: z.string().nullable(),
  ended_on: dateSchema.nullable(),
  /** What claims have paid out of the guaranteed amount, and what remains. */
  paid_out: moneySchema,
  remaining: moneySchema,
  /** 1 while a surrender request (待处理) or a claim (待受理 / 已受理) is open on the letter. */
  open_surrender: z.union([z.literal(0), z.literal(1)]),
  open_claim: z.union([z.literal(0), z.literal(1)]),
});

export const companyGetLetterList = defineEndpoint({
  id: 'company.getLetterList',
  path: '/api/ensure_company/getLetterList',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: pageRequestSchema.extend({
    stage: letterStageSchema,
    type: letterTypeSchema.optional(),
    keyword: z.string().trim().max(60).optional(),
    /** Issue date range (China time). */
    start_date: dateSchema.optional(),
    end_date: dateSchema.optional(),
  }),
  response: paginated(letterRecordSchema),
  summary:
    '保函管理：正常履约 / 履约终止（需该阶段权限） / Letters in force or ended (needs that stage’s permission)',
});

export const letterEventSchema = z.object({
  time: timestampSchema,
  /** order: a row of the order log (issue, void, ending); surrender / claim: a request and its decisions; payout; statement. */
  kind: z.enum(['order', 'surrender', 'claim', 'payout', 'statement']),
  title: z.string(),
  note: z.string(),
  operator_name: z.string(),
});

export const companyGetLetterTimeline = defineEndpoint({
  id: 'company.getLetterTimeline',
  path: '/api/ensure_company/getLetterTimeline',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: orderSnRequestSchema,
  response: z.object({ letter: letterRecordSchema, events: z.array(letterEventSchema) }),
  summary:
    '保函详情：出函后的全部事件（流转、退保、理赔、赔付、说明） / A letter and its after-issue timeline',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyLetters = defineExport(
  'company_letters',
  companyGetLetterList,
  '保函管理',
);

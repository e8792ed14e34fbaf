// The zod pieces of Epoint's payloads, each naming its field in the platform's own words (docs:
// '缺少必填参数：<name>' / '参数格式错误：<name>'), so a refusal tells the platform what to fix.
import { isMobile, isUnifiedSocialCreditCode } from '@bht/validators';
import { z } from 'zod';

export const missing = (name: string) => `缺少必填参数：${name}`;
export const malformed = (name: string) => `参数格式错误：${name}`;

/** A required string of at most `max` characters (the document's 字段长度), trimmed. */
export const text = (name: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing(name) : malformed(name)) })
    .trim()
    .min(1, missing(name))
    .max(max, malformed(name));

/** An optional string: absent, null and '' all mean not given. */
export const optionalText = (name: string, max: number) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    text(name, max).optional(),
  );

/** 数字格式字符串: a positive amount in yuan, at most two decimals. */
export const amount = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    text(name, 50)
      .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/, malformed(name))
      .refine((value) => Number(value) > 0, malformed(name)),
  );

export const creditCode = (name: string) =>
  text(name, 18)
    .transform((value) => value.toUpperCase())
    .refine(isUnifiedSocialCreditCode, `${malformed(name)}（统一社会信用代码校验不通过）`);

export const mobile = (name: string) => text(name, 11).refine(isMobile, malformed(name));

export const applyno = text('applyno', 50);
export const baohanno = text('baohanno', 50);

// Building blocks shared by every area's schemas (see docs/api-conventions.md).
import { z } from 'zod';

/** The largest value a PostgreSQL `integer` column holds: numbers the database compares with one stay within it. */
export const MAX_INT4 = 2_147_483_647;

/** A number as a form sends it: decimal digits, optionally signed and with a fraction, nothing around them. */
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A number field of a request: a JSON number, or its decimal text as form bodies send it.
 * Unlike z.coerce, nothing else becomes a number (`true` → 1, `''` → 0, `'1e3'`, `'0x10'`,
 * `' 1'`, `[1]`). A codec, so response schemas that share it still encode (numbers as they are).
 */
export const numberField = <T extends z.ZodNumber>(schema: T) =>
  z.codec(z.union([z.number(), z.string().regex(NUMBER_TEXT)]), schema, {
    decode: (value) => Number(value) as z.input<T>,
    encode: (value) => value,
  });

/** A positive integer id; form bodies send it as a string. */
export const idSchema = numberField(z.number().int().positive().max(MAX_INT4));

/** A status code filtering a list (stored as `smallint`). */
export const statusFilterSchema = numberField(z.number().int().min(-32_768).max(32_767));

/** 0/1 flag as the spec reads them (`is_master`, `is_reset_password`). */
export const flagSchema = numberField(z.number().int().min(0).max(1));

/** Money in yuan as a decimal string with two decimals, e.g. "12345.00". */
export const moneySchema = z.string().regex(/^\d+\.\d{2}$/, '金额格式不正确');

/** Unix time in seconds (10 digits). */
export const timestampSchema = z.number().int().nonnegative();

/** Calendar date `YYYY-MM-DD`. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** List request paging: page from 1, limit 1-100 (default 1 / 10, spec §9). */
export const pageRequestSchema = z.object({
  page: numberField(z.number().int().min(1, '页码应从 1 开始').max(MAX_INT4)).default(1),
  limit: numberField(z.number().int().min(1).max(100, '每页最多 100 条')).default(10),
});

/** List response: `{ list, total, page, limit }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

/** Request with no fields (token only). */
export const emptyRequestSchema = z.object({});

/** `data: null` responses for commands that return nothing. */
export const nullResponseSchema = z.null();

/** Seconds before another SMS code may be texted to the signer (0: now). */
export const resendInSchema = z.number().int().nonnegative();

/**
 * What an explicit 获取验证码 for a prepared signature answers: `sent` is false when a code went out
 * less than 60 s ago (it is still valid), and the screen counts down from `resend_in` either way.
 */
export const signCodeSentSchema = z.object({ sent: z.boolean(), resend_in: resendInSchema });

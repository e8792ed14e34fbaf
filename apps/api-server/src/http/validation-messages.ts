// Turns zod issues into one Chinese sentence for `msg` plus `{ field: message }` for forms.
// Messages the schemas already give in Chinese are kept; zod's English defaults are replaced.
import type { z } from 'zod';
import { AppError } from './app-error';
import { fieldLabel } from './field-labels';

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

function describe(issue: z.core.$ZodIssue): string {
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === '' ? `请填写${label}` : `${label}格式不正确`;
    case 'too_small':
      return issue.origin === 'string' ? `${label}长度不能少于 ${issue.minimum} 个字符` : `${label}不能小于 ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `${label}长度不能超过 ${issue.maximum} 个字符` : `${label}不能大于 ${issue.maximum}`;
    case 'invalid_value':
      return `${label}取值不正确`;
    default:
      return `${label}格式不正确`;
  }
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): { msg: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= describe(issue);
  }
  const first = issues[0];
  return { msg: first ? describe(first) : '请求参数不正确', fields };
}

/** The 400 AppError for failed validation: the first issue as `msg`, every field's message in `fields`. */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const { msg, fields } = formatIssues(issues);
  return new AppError(msg, { status: 400, fields });
}

/** `data` (empty when missing) parsed by `schema`, or a thrown validationError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error.issues);
}

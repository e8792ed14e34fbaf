// Turns zod issues into one Chinese sentence for `msg` plus `{ field: message }` for forms, naming
// each field by its Chinese label and telling a missing value from a wrong type from a value out
// of range. Messages the schemas already give in Chinese are kept; zod's English defaults are replaced.
import type { z } from 'zod';
import { AppError } from './app-error';
import { fieldLabel } from './field-labels';

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/** What the caller sent at `path` (zod's issues do not carry the input). */
function sentAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const TYPE_NAMES: Partial<Record<string, string>> = {
  string: '文字',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否',
  date: '日期',
};

function outOfRange(
  issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig,
  label: string,
): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `${label}长度不能${small ? '少于' : '超过'} ${bound} 个字符`;
    case 'array':
    case 'set':
      return small ? `${label}至少需要 ${bound} 项` : `${label}最多 ${bound} 项`;
    default:
      if (issue.inclusive === false) return `${label}必须${small ? '大于' : '小于'} ${bound}`;
      return `${label}不能${small ? '小于' : '大于'} ${bound}`;
  }
}

/**
 * zod's own English messages begin like this; they may still hold Chinese (an enum of Chinese
 * options: 'Invalid option: expected one of "待审核"|…'), so Chinese alone does not make a message ours.
 */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)\b/;

/** A message the schema itself gives (Chinese), kept as it is. */
const isSchemaMessage = (message: string) =>
  HAS_CHINESE.test(message) && !ZOD_DEFAULT.test(message);

function describe(issue: z.core.$ZodIssue, input: unknown, endpointId: string | undefined): string {
  const label = fieldLabel(issue.path, endpointId);
  const sent = sentAt(input, issue.path);
  // A form field sent more than once arrives as a list (whatever the schema would say about its value).
  if (Array.isArray(sent) && !(issue.code === 'invalid_type' && issue.expected === 'array'))
    return `${label}只能填写一个`;
  if (isSchemaMessage(issue.message)) return issue.message;
  if (isMissing(sent) && issue.code !== 'unrecognized_keys') {
    return issue.code === 'invalid_value' ? `请选择${label}` : `请填写${label}`;
  }
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `${label}应为${expected}` : `${label}格式不正确`;
    }
    case 'too_small':
    case 'too_big':
      return outOfRange(issue, label);
    case 'invalid_value':
      return `${label}不在可选范围内`;
    case 'not_multiple_of':
      return `${label}必须是 ${issue.divisor} 的整数倍`;
    case 'unrecognized_keys':
      return `不支持的参数：${issue.keys.join('、')}`;
    default:
      return `${label}格式不正确`;
  }
}

/** `input` is what was validated, to tell a missing value from a wrong one; `endpointId` picks endpoint-specific labels. */
export function formatIssues(
  issues: readonly z.core.$ZodIssue[],
  { input, endpointId }: { input?: unknown; endpointId?: string } = {},
): { msg: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= describe(issue, input, endpointId);
  }
  const first = issues[0];
  return { msg: first ? describe(first, input, endpointId) : '请求参数不正确', fields };
}

/** The 400 AppError for failed validation: the first issue as `msg`, every field's message in `fields`. */
export function validationError(
  issues: readonly z.core.$ZodIssue[],
  context: { input?: unknown; endpointId?: string } = {},
): AppError {
  const { msg, fields } = formatIssues(issues, context);
  return new AppError(msg, { status: 400, fields });
}

/** `data` (empty when missing) parsed by `schema`, or a thrown validationError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const input = data ?? {};
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error.issues, { input });
}

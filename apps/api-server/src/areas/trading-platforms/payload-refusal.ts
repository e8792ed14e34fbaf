// How a payload that fails its endpoint's zod schema is refused: the first problem, naming the
// field by its path in the payload ('缺少必填参数：orderNo', '参数格式错误：attachInfo.0.url').
import type { z } from 'zod';
import type { RefusalKind } from './dialect';

export const missingField = (field: string) => `缺少必填参数：${field}`;
export const malformedField = (field: string) => `参数格式错误：${field}`;

/** The value at `path` in `payload`, undefined when any step is missing. */
function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  let current = payload;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function payloadRefusal(
  error: z.ZodError,
  payload: unknown,
): { kind: RefusalKind; message: string } {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.') || 'data';
  const value = valueAt(payload, path);
  const missing = value === undefined || value === null || value === '';
  return {
    kind: 'missing_business_field',
    message: missing ? missingField(field) : malformedField(field),
  };
}

// Arco form rules from the validators' zod schemas, so forms and the API share one rule and one
import { type RulesProps } from './form';
// Chinese message. Empty values pass: pair with `{ required: true, message }` where needed.

/** Structural view of a zod schema (no zod import needed here). */
export interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function schemaRule(schema: SafeParser): RulesProps {
  return {
    validator: (value: unknown, callback: (error?: string) => void) => {
      if (isEmpty(value)) return callback();
      const result = schema.safeParse(value);
      callback(result.success ? undefined : (result.error.issues[0]?.message ?? '格式不正确'));
    },
  };
}

/** The value must equal another field's (password confirmation). */
export function sameAsRule(getOther: () => unknown, message: string): RulesProps {
  return {
    validator: (value: unknown, callback: (error?: string) => void) =>
      callback(isEmpty(value) || value === getOther() ? undefined : message),
  };
}

/** A required rule for upload fields (their value is the list of uploaded files). */
export function uploadedRule(message: string): RulesProps {
  return {
    validator: (value: unknown, callback: (error?: string) => void) =>
      callback(Array.isArray(value) && value.length > 0 ? undefined : message),
  };
}

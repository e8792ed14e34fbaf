// The validation rules of a form field, with the meaning Arco's Form gives them: checked in order,
// the first failure is the field's error; an empty value fails only `required` (and whatever a
// custom `validator` says about it).
/* eslint-disable @typescript-eslint/no-explicit-any -- Arco's Form typing: a form's values are any shape the screen gives them */
import type { ReactNode } from 'react';

export interface RulesProps<V = any> {
  required?: boolean;
  message?: ReactNode;
  type?: 'string' | 'number' | 'boolean' | 'array' | 'object';
  /** Length of a string or an array. */
  minLength?: number;
  maxLength?: number;
  length?: number;
  /** Bounds of a number. */
  min?: number;
  max?: number;
  match?: RegExp;
  validator?: (value: V | undefined, callback: (error?: ReactNode) => void) => Promise<void> | void;
  validateTrigger?: string | string[];
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const sizeOf = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value) ? value.length : undefined;

function runValidator(rule: RulesProps, value: unknown): Promise<ReactNode | undefined> {
  return new Promise((resolve) => {
    try {
      const returned = rule.validator!(value, (error) => resolve(error || undefined));
      if (returned && typeof returned.then === 'function')
        returned.then(
          () => resolve(undefined),
          (error: unknown) => resolve(error instanceof Error ? error.message : String(error)),
        );
      else resolve(undefined);
    } catch (error) {
      resolve(error instanceof Error ? error.message : String(error));
    }
  });
}

/** What a rule other than `validator` finds wrong with a non-empty value (true: wrong, no text of its own). */
function checkValue(rule: RulesProps, value: unknown): boolean {
  const size = sizeOf(value);
  if (rule.type === 'number' && typeof value !== 'number') return true;
  if (rule.type === 'array' && !Array.isArray(value)) return true;
  if (rule.type === 'string' && typeof value !== 'string') return true;
  if (rule.length !== undefined && size !== rule.length) return true;
  if (rule.minLength !== undefined && size !== undefined && size < rule.minLength) return true;
  if (rule.maxLength !== undefined && size !== undefined && size > rule.maxLength) return true;
  if (typeof value === 'number' && rule.min !== undefined && value < rule.min) return true;
  if (typeof value === 'number' && rule.max !== undefined && value > rule.max) return true;
  if (rule.match && !(typeof value === 'string' && rule.match.test(value))) return true;
  return false;
}

/** The field's error, or undefined when every rule passes. */
export async function validateRules(
  rules: readonly (RulesProps | undefined | false | null)[],
  value: unknown,
): Promise<ReactNode | undefined> {
  for (const rule of rules) {
    if (!rule) continue;
    if (rule.required && isEmpty(value)) return rule.message ?? '此项为必填项';
    if (rule.validator) {
      const error = await runValidator(rule, value);
      if (error) return error;
      continue;
    }
    if (!isEmpty(value) && checkValue(rule, value)) return rule.message ?? '格式不正确';
  }
  return undefined;
}

/** Whether a rule applies on this trigger (every rule applies to a whole-form validation). */
export const ruleRunsOn = (rule: RulesProps, trigger: string | undefined) =>
  trigger === undefined ||
  ([] as string[]).concat(rule.validateTrigger ?? 'onChange').includes(trigger);

// A required rule for upload fields (their value is a list of uploaded files).
import type { RulesProps } from '@arco-design/web-react';

export function uploadedRule(message: string): RulesProps {
  return { validator: (value: unknown, callback: (error?: string) => void) => callback(Array.isArray(value) && value.length > 0 ? undefined : message) };
}

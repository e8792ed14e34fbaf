// Puts a rejected call's field messages (envelope data.fields, ApiError.fields) on the matching
// form fields. Returns the message still to show under the form: the call's message when no
// field of this form took it, otherwise null.

export interface ServerErrorLike {
  message: string;
  fields?: Readonly<Record<string, string>>;
}

/** The part of an Arco FormInstance this needs; method syntax so any `FormInstance<V>` fits. */
export interface ServerErrorForm {
  getFieldsState(): object;
  setFields(fields: Record<string, { error: { message: string } }>): void;
}

export function applyServerErrors(form: ServerErrorForm, error: unknown): string | null {
  const { message, fields = {} } = toServerError(error);
  const registered = new Set(Object.keys(form.getFieldsState()));
  const entries = Object.entries(fields);
  const matched = entries.filter(([field]) => registered.has(field));
  if (matched.length === 0) return message;
  form.setFields(
    Object.fromEntries(matched.map(([field, text]) => [field, { error: { message: text } }])),
  );
  const unmatched = entries.filter(([field]) => !registered.has(field));
  return unmatched.length > 0 ? unmatched.map(([, text]) => text).join('；') : null;
}

function toServerError(error: unknown): ServerErrorLike {
  if (error instanceof Error) {
    const fields = (error as Error & { fields?: unknown }).fields;
    return {
      message: error.message || '操作失败，请稍后重试',
      fields: isMessageMap(fields) ? fields : {},
    };
  }
  return { message: '操作失败，请稍后重试' };
}

function isMessageMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

// The state of one form: its values, each field's error and touched flag, the fields its items
// registered (with their rules), and whoever listens. The instance API is Arco Form's, so the
// screens, `useServerForm` and `applyServerErrors` use it as they used Arco's.
/* eslint-disable @typescript-eslint/no-explicit-any -- Arco's Form typing: a form's values are any shape the screen gives them */
import type { ReactNode } from 'react';
import { cloneValue, getIn, setIn } from './field-path';
import { ruleRunsOn, validateRules, type RulesProps } from './form-rules';

type KeyType = string | number | symbol;
type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export interface FieldError {
  message?: ReactNode;
  value?: unknown;
}

export interface FieldState<FieldValue = unknown> {
  errors: FieldError[];
  value: FieldValue;
  isTouched: boolean;
  isSubmitting: boolean;
}

/** What `form.validate()` rejects with: the failing fields' errors. */
export class ValidateError extends Error {
  constructor(readonly errors: Record<string, FieldError>) {
    super('form validate error, get errors by error.errors');
  }
}

export interface FormInstance<
  FormData = any,
  FieldValue = FormData[keyof FormData],
  FieldKey extends KeyType = keyof FormData,
> {
  getFieldValue(field: FieldKey): FieldValue;
  getFieldsValue(fields?: FieldKey[]): Partial<FormData>;
  getFields(): Partial<FormData>;
  getFieldError(field: FieldKey): FieldError | null;
  getTouchedFields(): FieldKey[];
  getFieldsState(fields?: FieldKey[]): { [key in FieldKey]?: FieldState<FieldValue> };
  setFieldValue(field: FieldKey, value: FieldValue): void;
  setFieldsValue(values: DeepPartial<FormData>): void;
  setFields(obj: {
    [key in FieldKey]?: { value?: FieldValue; error?: FieldError | null; touched?: boolean };
  }): void;
  resetFields(fields?: FieldKey | FieldKey[]): void;
  clearFields(fields?: FieldKey | FieldKey[]): void;
  validate(): Promise<FormData>;
  validate(fields: FieldKey[]): Promise<Partial<FormData>>;
  submit(): void;
  scrollToField(field: FieldKey): void;
}

/** A field an item registered: its rules (read when validating) and what re-validates it. */
export interface FieldEntry {
  field: string;
  rules: () => readonly (RulesProps | undefined | false | null)[];
  dependencies?: readonly string[];
  /** A Form.List: its value is the rows; it is not a field of `validate`'s values. */
  list?: boolean;
}

export interface FormCallbacks {
  onSubmit?: (values: any) => unknown;
  onSubmitFailed?: (errors: Record<string, FieldError>) => void;
  onValuesChange?: (changed: Record<string, unknown>, values: Record<string, unknown>) => void;
  onValidateFail?: (errors: Record<string, FieldError>) => void;
}

const listOf = (fields: string | string[] | undefined) =>
  fields === undefined ? undefined : ([] as string[]).concat(fields);

export class FormStore implements FormInstance<any, any, string> {
  private values: Record<string, unknown> = {};
  private initialValues: Record<string, unknown> = {};
  private readonly errors = new Map<string, ReactNode>();
  private readonly touched = new Set<string>();
  private readonly entries = new Set<FieldEntry>();
  private readonly listeners = new Set<() => void>();
  private submitting = false;
  /** Changes with every value, error or submit state change (items re-render on it). */
  version = 0;
  callbacks: FormCallbacks = {};
  /** Set by the <Form> that shows this store: brings a field's control into view. */
  scrollToField: (field: string) => void = () => undefined;

  // ---- used by Form, Form.Item, Form.List and the hooks
  setInitialValues(values: Record<string, unknown> | undefined) {
    this.initialValues = cloneValue(values ?? {});
    for (const [field, value] of Object.entries(this.initialValues))
      setIn(this.values, field, cloneValue(value));
  }

  register(entry: FieldEntry): () => void {
    this.entries.add(entry);
    return () => {
      this.entries.delete(entry);
      if (this.errors.delete(entry.field)) this.notify();
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get isSubmitting() {
    return this.submitting;
  }

  /** The stored value itself (not a copy), for rendering. */
  peek(field: string): unknown {
    return getIn(this.values, field);
  }

  errorOf(field: string): ReactNode | undefined {
    return this.errors.get(field);
  }

  clearErrorsUnder(field: string) {
    for (const key of [...this.errors.keys()])
      if (key.startsWith(`${field}[`) || key.startsWith(`${field}.`)) this.errors.delete(key);
  }

  /** A change made by the user in a control: stored, touched, validated on its trigger. */
  change(field: string, value: unknown, trigger = 'onChange') {
    setIn(this.values, field, cloneValue(value));
    this.touched.add(field);
    this.errors.delete(field);
    this.valuesChanged({ [field]: value });
    void this.validateField(field, trigger);
    for (const entry of this.entries)
      if (entry.dependencies?.includes(field) && this.touched.has(entry.field))
        void this.validateField(entry.field);
  }

  async validateField(field: string, trigger?: string): Promise<ReactNode | undefined> {
    const entry = [...this.entries].find((item) => item.field === field && !item.list);
    const rules = (entry?.rules() ?? []).filter(
      (rule): rule is RulesProps => !!rule && ruleRunsOn(rule, trigger),
    );
    // A field without rules keeps what it shows (a server's message) and never fails here.
    if (rules.length === 0) return undefined;
    const error = await validateRules(rules, getIn(this.values, field));
    if (error) this.errors.set(field, error);
    else this.errors.delete(field);
    this.notify();
    return error;
  }

  // ---- Arco's instance API
  getFieldValue = (field: string) => cloneValue(getIn(this.values, field));

  getFields = () => cloneValue(this.values);

  getFieldsValue = (fields?: string[]) => {
    const values: Record<string, unknown> = {};
    for (const field of fields ?? this.fieldNames())
      setIn(values, field, this.getFieldValue(field));
    return values;
  };

  getFieldError = (field: string): FieldError | null =>
    this.errors.has(field) ? { message: this.errors.get(field) } : null;

  getTouchedFields = () => this.fieldNames().filter((field) => this.touched.has(field));

  getFieldsState = (fields?: string[]) => {
    const states: Record<string, FieldState> = {};
    for (const field of fields ?? this.fieldNames()) {
      const error = this.getFieldError(field);
      states[field] = {
        errors: error ? [error] : [],
        value: this.getFieldValue(field),
        isTouched: this.touched.has(field),
        isSubmitting: this.submitting,
      };
    }
    return states;
  };

  setFieldValue = (field: string, value: unknown) => this.setFields({ [field]: { value } });

  setFieldsValue = (values: Record<string, unknown>) =>
    this.setFields(
      Object.fromEntries(Object.entries(values).map(([field, value]) => [field, { value }])),
    );

  setFields = (obj: {
    [field: string]: { value?: unknown; error?: FieldError | null; touched?: boolean } | undefined;
  }) => {
    const changed: Record<string, unknown> = {};
    for (const [field, item] of Object.entries(obj)) {
      if (!item) continue;
      if ('value' in item) {
        setIn(this.values, field, cloneValue(item.value));
        changed[field] = item.value;
      }
      if ('error' in item) {
        if (item.error) this.errors.set(field, item.error.message);
        else this.errors.delete(field);
      }
      if (item.touched === true) this.touched.add(field);
      if (item.touched === false) this.touched.delete(field);
    }
    this.valuesChanged(changed);
  };

  resetFields = (fields?: string | string[]) => this.restore(listOf(fields), true);

  clearFields = (fields?: string | string[]) => this.restore(listOf(fields), false);

  validate = async (fields?: string[]): Promise<any> => {
    const targets = [...this.entries].filter(
      (entry) => !entry.list && (!fields?.length || fields.includes(entry.field)),
    );
    const results = await Promise.all(
      targets.map(async (entry) => [entry.field, await this.validateField(entry.field)] as const),
    );
    const errors: Record<string, FieldError> = {};
    const values: Record<string, unknown> = {};
    for (const [field, error] of results) {
      if (error) errors[field] = { message: error, value: this.getFieldValue(field) };
      setIn(values, field, this.getFieldValue(field));
    }
    if (Object.keys(errors).length === 0) return values;
    this.callbacks.onValidateFail?.(errors);
    throw new ValidateError(errors);
  };

  submit = () => {
    this.setSubmitting(true);
    void this.validate()
      .then(
        (values) => this.callbacks.onSubmit?.(values),
        (error: unknown) => {
          if (!(error instanceof ValidateError)) throw error;
          this.callbacks.onSubmitFailed?.(error.errors);
        },
      )
      .finally(() => this.setSubmitting(false));
  };

  // ---- inside
  private fieldNames() {
    return [...new Set([...this.entries].filter((e) => !e.list).map((e) => e.field))];
  }

  private restore(fields: string[] | undefined, toInitial: boolean) {
    const valueOf = (field: string) =>
      toInitial ? cloneValue(getIn(this.initialValues, field)) : undefined;
    const changed: Record<string, unknown> = {};
    if (fields) {
      for (const field of fields) {
        setIn(this.values, field, valueOf(field));
        changed[field] = valueOf(field);
        this.errors.delete(field);
        this.touched.delete(field);
      }
    } else {
      for (const field of this.fieldNames()) changed[field] = valueOf(field);
      this.values = toInitial ? cloneValue(this.initialValues) : {};
      this.errors.clear();
      this.touched.clear();
    }
    this.valuesChanged(changed);
  }

  private valuesChanged(changed: Record<string, unknown>) {
    if (Object.keys(changed).length > 0)
      this.callbacks.onValuesChange?.(changed, this.getFieldsValue());
    this.notify();
  }

  private setSubmitting(submitting: boolean) {
    this.submitting = submitting;
    this.notify();
  }

  private notify() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

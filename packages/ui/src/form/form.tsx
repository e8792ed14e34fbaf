// Arco's Form without Arco's Form: the same API (`Form`, `Form.Item`, `Form.List`,
// `Form.useForm`, `Form.useWatch`, `Form.useFormContext`, the instance methods) and the same
// markup and classes (Arco's Form stylesheet draws it), at a fraction of the weight: Arco's
// Form brings its Grid, Tooltip, b-validate, lodash helpers and scroll-into-view (~33 kB gzip,
// docs/benchmarks.md). Rules: form-rules.ts; state: form-store.ts.
/* eslint-disable @typescript-eslint/no-explicit-any -- Arco's Form typing: a form's values are any shape the screen gives them */
import '@arco-design/web-react/es/Form/style/css.js';
import { ConfigContext } from '@arco-design/web-react/es/ConfigProvider';
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { elementIdOf } from './field-path';
import { FormContext, type ColProps, type FormLayout } from './form-context';
import { FormItem, useFormContext } from './form-item';
import { FormList } from './form-list';
import { FormStore, type FieldError, type FormInstance } from './form-store';

type Size = 'mini' | 'small' | 'default' | 'large';

export interface FormProps<V = any> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange' | 'children'
> {
  form?: FormInstance<V, any, any>;
  layout?: FormLayout;
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  labelAlign?: 'left' | 'right';
  size?: Size;
  disabled?: boolean;
  initialValues?: Partial<V>;
  onSubmit?: (values: V) => unknown;
  onSubmitFailed?: (errors: Record<string, FieldError>) => void;
  onValuesChange?: (changed: Partial<V>, values: Partial<V>) => void;
  /** On a failed validation, bring the first field in error into view. */
  scrollToFirstError?: boolean;
  children?: ReactNode;
}

function useForm<V = any>(form?: FormInstance<V, any, any>): [FormInstance<V, any, any>] {
  const [store] = useState(() => form ?? (new FormStore() as FormInstance<V, any, any>));
  return [store];
}

/** A field's value, re-rendering when it changes (a list of fields: their values as an object). */
function useWatch(field: string | string[], form?: FormInstance<any, any, any>): any {
  const context = useContext(FormContext);
  const store = (form ?? context?.store) as FormStore;
  const key = ([] as string[]).concat(field).join('\n');
  const read = () =>
    typeof field === 'string' ? store.getFieldValue(field) : store.getFieldsValue(field);
  const [value, setValue] = useState(read);
  const last = useRef(JSON.stringify(value));
  useEffect(() => {
    const update = () => {
      const next = read();
      const text = JSON.stringify(next);
      if (text === last.current) return;
      last.current = text;
      setValue(next);
    };
    update();
    return store.subscribe(update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `field`
  }, [store, key]);
  return value;
}

export function Form<V = any>({
  form,
  layout = 'horizontal',
  labelCol = { span: 5, offset: 0 },
  wrapperCol = { span: 19, offset: 0 },
  labelAlign = 'right',
  size,
  disabled,
  initialValues,
  onSubmit,
  onSubmitFailed,
  onValuesChange,
  scrollToFirstError,
  className,
  id,
  children,
  ...rest
}: FormProps<V>) {
  const config = useContext(ConfigContext);
  const [store] = useState(() => (form ?? new FormStore()) as FormStore);
  // Arco sets the initial values when the form mounts, before its items first render.
  useState(() => store.setInitialValues(initialValues as Record<string, unknown> | undefined));
  const node = useRef<HTMLFormElement>(null);

  store.scrollToField = (field) => {
    const target =
      document.getElementById(elementIdOf(field, id)) ??
      document.getElementById(`${elementIdOf(field, id)}_input`);
    if (target && node.current?.contains(target))
      target.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  };
  store.callbacks = {
    onSubmit,
    onSubmitFailed,
    onValuesChange: onValuesChange as (changed: object, values: object) => void,
    onValidateFail: (errors) => {
      const first = Object.keys(errors)[0];
      if (scrollToFirstError && first) store.scrollToField(first);
    },
  };

  const actualSize = size ?? config.size ?? 'default';
  const items = (
    <FormContext.Provider
      value={{ store, layout, labelCol, wrapperCol, labelAlign, disabled, formId: id }}
    >
      {children}
    </FormContext.Provider>
  );
  return (
    <form
      {...rest}
      ref={node}
      id={id}
      className={['arco-form', `arco-form-${layout}`, `arco-form-size-${actualSize}`, className]
        .filter(Boolean)
        .join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        store.submit();
      }}
    >
      {size ? (
        <ConfigContext.Provider value={{ ...config, size }}>{items}</ConfigContext.Provider>
      ) : (
        items
      )}
    </form>
  );
}

Form.Item = FormItem;
Form.List = FormList;
Form.useForm = useForm;
Form.useWatch = useWatch;
Form.useFormContext = useFormContext;

export type { FieldError, FormInstance } from './form-store';
export type { RulesProps } from './form-rules';
export type { FormItemProps } from './form-item';
export type { FormListProps, FormListRow, FormListOperations } from './form-list';

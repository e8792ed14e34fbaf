// One field of a form in Arco's markup and classes (a grid row with the label and the control,
// the error under it, the hint below), without Arco's Grid, Tooltip and validation library.
// The control gets the value, the change handler, `error` and the id its label points at.
/* eslint-disable @typescript-eslint/no-explicit-any -- Arco's Form typing: a form's values are any shape the screen gives them */
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { elementIdOf } from './field-path';
import { FormContext, useFormContextValue, type ColProps, type FormLayout } from './form-context';
import type { RulesProps } from './form-rules';
import type { FormInstance, FormStore } from './form-store';

export interface FormItemProps<V = any> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onChange'
> {
  field?: string;
  label?: ReactNode;
  rules?: RulesProps<V>[];
  extra?: ReactNode;
  /** Shows the required mark (a `required` rule shows it too). */
  required?: boolean;
  /** Only the control: no row, label, error or hint (`showErrorTip`: its error shows under the item around it). */
  noStyle?: boolean | { showErrorTip: boolean };
  layout?: FormLayout;
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  /** The control's prop that carries the value (`checked` for a checkbox or switch). */
  triggerPropName?: string;
  trigger?: string;
  normalize?: (value: any, previous: any, values: any) => any;
  formatter?: (value: any) => any;
  /** Re-render on every change of the form (for children that read other fields). */
  shouldUpdate?: boolean;
  /** Fields whose change re-validates this one once it has been touched. */
  dependencies?: string[];
  disabled?: boolean;
  hidden?: boolean;
  help?: ReactNode;
  style?: CSSProperties;
  className?: string;
  children?: ReactNode | ((values: any, form: FormInstance<any, any, any>) => ReactNode);
}

const cx = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ');

/** Arco's Col classes; in a vertical or inline layout (Arco's `div` rows) only the offset. */
const colClass = (col: ColProps | undefined, div: boolean) =>
  col
    ? cx(
        !div && 'arco-col',
        !div && col.span !== undefined && `arco-col-${col.span}`,
        !!col.offset && `arco-col-offset-${col.offset}`,
        col.className,
      )
    : undefined;

const isEvent = (value: unknown): value is { target: { value?: unknown; checked?: unknown } } =>
  typeof value === 'object' && value !== null && 'nativeEvent' in value && 'target' in value;

function RequiredMark() {
  return (
    <strong className="arco-form-item-symbol">
      <svg fill="currentColor" viewBox="0 0 1024 1024" width="1em" height="1em" aria-hidden="true">
        <path d="M583.338667 17.066667c18.773333 0 34.133333 15.36 34.133333 34.133333v349.013333l313.344-101.888a34.133333 34.133333 0 0 1 43.008 22.016l42.154667 129.706667a34.133333 34.133333 0 0 1-21.845334 43.178667l-315.733333 102.4 208.896 287.744a34.133333 34.133333 0 0 1-7.509333 47.786666l-110.421334 80.213334a34.133333 34.133333 0 0 1-47.786666-7.509334L505.685333 706.218667 288.426667 1005.226667a34.133333 34.133333 0 0 1-47.786667 7.509333l-110.421333-80.213333a34.133333 34.133333 0 0 1-7.509334-47.786667l214.186667-295.253333L29.013333 489.813333a34.133333 34.133333 0 0 1-22.016-43.008l42.154667-129.877333a34.133333 34.133333 0 0 1 43.008-22.016l320.512 104.106667L412.672 51.2c0-18.773333 15.36-34.133333 34.133333-34.133333h136.533334z" />
      </svg>
    </strong>
  );
}

/** The fields of `noStyle: { showErrorTip }` items inside an item, whose errors it shows. */
const TipFieldsContext = createContext<Set<string> | null>(null);

/** Re-renders on every change of the form's values, errors or submit state. */
export const useFormVersion = (store: FormStore) =>
  useSyncExternalStore(store.subscribe, () => store.version);

/**
 * Re-renders an item when what it shows changes: its field's value or error, the first error of
 * the `showErrorTip` fields inside it, or (children reading the whole form: `field` null) any
 * change. A keystroke in one field does not re-render the form's other items.
 */
function useItemUpdates(
  store: FormStore,
  field: string | null | undefined,
  tipFields: Set<string>,
) {
  const last = useRef<{ value: unknown; error: ReactNode }>(undefined);
  useSyncExternalStore(store.subscribe, () => {
    if (field === null) return store.version;
    const value = field ? store.peek(field) : undefined;
    const error = field
      ? store.errorOf(field)
      : [...tipFields].map((tipField) => store.errorOf(tipField)).find(Boolean);
    const seen = last.current;
    if (seen && Object.is(seen.value, value) && seen.error === error) return seen;
    last.current = { value, error };
    return last.current;
  });
}

function withDisabled(node: ReactNode, disabled: boolean | undefined): ReactNode {
  if (disabled === undefined) return node;
  return Children.map(node, (child) =>
    isValidElement<{ disabled?: boolean }>(child) && !('disabled' in child.props)
      ? cloneElement(child, { disabled })
      : child,
  );
}

export function FormItem<V = any>(props: FormItemProps<V>) {
  const context = useFormContextValue();
  const { store, formId } = context;
  const {
    field,
    label,
    rules,
    extra,
    required,
    noStyle,
    labelCol = context.labelCol,
    wrapperCol = context.wrapperCol,
    layout = context.layout,
    triggerPropName = 'value',
    trigger = 'onChange',
    normalize,
    formatter,
    shouldUpdate: _shouldUpdate,
    dependencies,
    disabled = context.disabled,
    hidden,
    help,
    className,
    children,
    ...rest
  } = props;
  const tipFields = useContext(TipFieldsContext);
  const ownTipFields = useRef(new Set<string>()).current;
  useItemUpdates(store, typeof children === 'function' ? null : field, ownTipFields);
  const showsTip = typeof noStyle === 'object' && noStyle.showErrorTip;
  const rulesRef = useRef(rules ?? []);
  rulesRef.current = rules ?? [];
  const dependencyKey = dependencies?.join('\n');

  // Registered in the commit that shows the control, so a submit right after it sees the field.
  useLayoutEffect(() => {
    if (!field) return undefined;
    return store.register({
      field,
      rules: () => rulesRef.current,
      dependencies: dependencyKey?.split('\n'),
    });
  }, [store, field, dependencyKey]);

  useLayoutEffect(() => {
    if (!field || !showsTip || !tipFields) return undefined;
    tipFields.add(field);
    return () => void tipFields.delete(field);
  }, [field, showsTip, tipFields]);

  const elementId = field ? elementIdOf(field, formId) : undefined;
  const ownError = field ? store.errorOf(field) : undefined;
  const shownError =
    ownError ?? [...ownTipFields].map((tipField) => store.errorOf(tipField)).find(Boolean);
  const failed = (error: ReactNode) =>
    error !== undefined && error !== null && error !== false && error !== '';

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(store.getFields(), store as FormInstance<any, any, any>);
  } else if (field && isValidElement<Record<string, any>>(children)) {
    const child = children as ReactElement<Record<string, any>>;
    const value = store.peek(field);
    control = cloneElement(child, {
      id: child.props.id ?? `${elementId}_input`,
      [triggerPropName]: formatter ? formatter(value) : value,
      [trigger]: (input: unknown, ...args: unknown[]) => {
        let next = isEvent(input) ? input.target[triggerPropName as 'value' | 'checked'] : input;
        if (normalize) next = normalize(next, store.getFieldValue(field), store.getFieldsValue());
        store.change(field, next, trigger);
        (child.props[trigger] as ((...a: unknown[]) => void) | undefined)?.(next, ...args);
      },
      ...(failed(ownError) ? { error: true } : {}),
      ...(disabled !== undefined && !('disabled' in child.props) ? { disabled } : {}),
    });
  } else {
    control = withDisabled(children, disabled);
  }

  if (noStyle) return <>{control}</>;
  const error = failed(shownError) ? shownError : null;
  const hasError = error !== null;

  const div = layout !== 'horizontal';
  const showMark = required || rules?.some((rule) => rule?.required);
  return (
    // Items inside this one lay out on their own (Arco: no inherited label / wrapper columns).
    <FormContext.Provider value={{ ...context, labelCol: undefined, wrapperCol: undefined }}>
      <TipFieldsContext.Provider value={ownTipFields}>
        <div
          {...rest}
          className={cx(
            !div && 'arco-row',
            'arco-row-align-start arco-row-justify-start arco-form-item',
            (hasError || help !== undefined) && 'arco-form-item-error',
            hasError && 'arco-form-item-status-error',
            help !== undefined && 'arco-form-item-has-help',
            hidden && 'arco-form-item-hidden',
            `arco-form-layout-${layout}`,
            className,
          )}
        >
          {label ? (
            <div
              className={cx(
                colClass(labelCol, div),
                'arco-form-label-item',
                context.labelAlign === 'left' && 'arco-form-label-item-left',
                !labelCol && 'arco-form-label-item-flex',
              )}
            >
              <label htmlFor={elementId && `${elementId}_input`}>
                {showMark && <RequiredMark />} {label}
              </label>
            </div>
          ) : null}
          <div
            className={cx(
              colClass(wrapperCol, div),
              'arco-form-item-wrapper',
              !wrapperCol && 'arco-form-item-wrapper-flex',
            )}
          >
            <div className="arco-form-item-control-wrapper">
              <div className="arco-form-item-control" id={elementId}>
                <div className="arco-form-item-control-children">{control}</div>
              </div>
            </div>
            {(hasError || help !== undefined) && (
              <div
                className={cx('arco-form-message', help !== undefined && 'arco-form-message-help')}
              >
                {help !== undefined ? help : <div role="alert">{error}</div>}
              </div>
            )}
            {extra && <div className="arco-form-extra">{extra}</div>}
          </div>
        </div>
      </TipFieldsContext.Provider>
    </FormContext.Provider>
  );
}

/** The form an item or a hook is in (`Form.useFormContext`). */
export function useFormContext() {
  const context = useContext(FormContext);
  if (!context) throw new Error('useFormContext must be inside a <Form>');
  useFormVersion(context.store);
  return {
    form: context.store as FormInstance<any, any, any>,
    disabled: context.disabled,
    isSubmitting: context.store.isSubmitting,
  };
}

// A list's search, declared as data: keyword fields, a choice among a few options (applied as soon
// as it is picked) and a range of days (two names in the search, e.g. start_date / end_date). The
// search as the URL holds it fills the fields (reload and 返回 restore it); 查询 or Enter searches
// with the fields' trimmed values, 重置 empties them and searches with nothing. On phones the
// fields stack, labels above them, full width. Plain form markup with Arco's Form and Input
// classes: Arco's Form and Input cost 26 kB of gzip JS on every list page (docs/benchmarks.md).
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/index.css';
import '@arco-design/web-react/es/Input/style/index.css';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { useIsMobile } from '../feedback/timing';
import { LineIcon } from '../layout/line-icon';
import { DayRangePicker } from './day-picker';
import { NativeSelect, type NativeSelectOption } from './native-select';
import './search-form.css';

interface FieldBase {
  name: string;
  label: string;
  /** The field's width on desktop, px. */
  width?: number;
}

export interface KeywordField extends FieldBase {
  kind?: 'text';
  placeholder?: string;
  maxLength?: number;
}

export interface ChoiceField extends FieldBase {
  kind: 'select';
  /** The first option is the one meaning every value (its value '' is no filter). */
  options: readonly NativeSelectOption[];
}

export interface DaysField extends FieldBase {
  kind: 'days';
  /** The search's name of the range's last day (`name` is its first). */
  endName: string;
}

export type SearchField = KeywordField | ChoiceField | DaysField;

export type SearchValues = Record<string, string>;

/** The search values without the empty ones, keywords trimmed. */
export function searchOf(values: SearchValues): SearchValues {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

const CLOSE_PATH = 'M9.857 9.858 24 24m0 0 14.142 14.142M24 24 38.142 9.858M24 24 9.857 38.142';

function KeywordInput({
  id,
  field,
  value,
  onChange,
  style,
}: {
  id: string;
  field: KeywordField;
  value: string;
  onChange: (value: string) => void;
  style: CSSProperties;
}) {
  return (
    <span
      className="arco-input-inner-wrapper arco-input-inner-wrapper-default arco-input-clear-wrapper"
      style={style}
    >
      <input
        id={id}
        className="arco-input arco-input-size-default"
        placeholder={field.placeholder ?? `请输入${field.label}`}
        maxLength={field.maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="arco-input-clear-icon"
          aria-label={`清除${field.label}`}
          onClick={() => onChange('')}
        >
          <LineIcon d={CLOSE_PATH} />
        </button>
      )}
    </span>
  );
}

function Item({
  layout,
  label,
  htmlFor,
  children,
}: {
  layout: 'inline' | 'vertical';
  label?: string;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`arco-row-align-start arco-row-justify-start arco-form-item arco-form-layout-${layout}`}
    >
      {label && (
        <div className="arco-form-label-item">
          <label htmlFor={htmlFor}>{label}</label>
        </div>
      )}
      <div className="arco-form-item-wrapper">
        <div className="arco-form-item-control-wrapper">
          <div className="arco-form-item-control">
            <div className="arco-form-item-control-children">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

export interface SearchFormProps {
  fields: readonly SearchField[];
  /** The search shown (the URL's). */
  values?: SearchValues;
  onSearch: (values: SearchValues) => void;
  'aria-label'?: string;
  style?: CSSProperties;
}

export function SearchForm({
  fields,
  values,
  onSearch,
  'aria-label': label,
  style,
}: SearchFormProps) {
  const mobile = useIsMobile();
  const layout = mobile ? 'vertical' : 'inline';
  const idPrefix = useId();
  const shown = JSON.stringify(values ?? {});
  const [draft, setDraft] = useState<SearchValues>(() => values ?? {});
  useEffect(() => setDraft(JSON.parse(shown) as SearchValues), [shown]);

  const set = (changes: SearchValues) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchOf(draft));
  };
  const widthOf = (field: SearchField, fallback: number): CSSProperties => ({
    width: mobile ? '100%' : (field.width ?? fallback),
  });

  return (
    <form
      className={`arco-form arco-form-${layout} arco-form-size-default bht-search-form`}
      aria-label={label}
      onSubmit={submit}
      style={{ marginBottom: 16, rowGap: 8, ...style }}
    >
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const value = draft[field.name] ?? '';
        if (field.kind === 'select')
          return (
            <Item key={field.name} layout={layout} label={field.label} htmlFor={id}>
              <NativeSelect
                id={id}
                value={value}
                options={field.options}
                style={widthOf(field, 160)}
                onChange={(next) => {
                  const search = { ...draft, [field.name]: next };
                  setDraft(search);
                  onSearch(searchOf(search));
                }}
              />
            </Item>
          );
        if (field.kind === 'days') {
          const end = draft[field.endName];
          return (
            <Item key={field.name} layout={layout} label={field.label}>
              <DayRangePicker
                style={widthOf(field, 300)}
                value={value && end ? [value, end] : undefined}
                onChange={(days) =>
                  set({ [field.name]: days?.[0] ?? '', [field.endName]: days?.[1] ?? '' })
                }
              />
            </Item>
          );
        }
        return (
          <Item key={field.name} layout={layout} label={field.label} htmlFor={id}>
            <KeywordInput
              id={id}
              field={field}
              value={value}
              style={widthOf(field, 200)}
              onChange={(next) => set({ [field.name]: next })}
            />
          </Item>
        );
      })}
      <Item layout={layout}>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          style={{ marginLeft: 8 }}
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          重置
        </Button>
      </Item>
    </form>
  );
}

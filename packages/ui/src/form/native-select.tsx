// A choice among a few fixed options as the browser's own select, drawn like Arco's (native-select.css):
// the search forms' filters and the pager's page size. Arco's Select costs 19 kB of gzip JS on
// each page that loads it (docs/benchmarks.md); a searchable list of many options still uses it.
import type { CSSProperties } from 'react';
import './native-select.css';

export interface NativeSelectOption {
  label: string;
  value: string;
}

export interface NativeSelectProps {
  /** Optional inside a Form.Item, which gives both. */
  value?: string;
  onChange?: (value: string) => void;
  options: readonly NativeSelectOption[];
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  /** A first option with the empty value: "全部类型" for a filter, "请选择…" for a choice to make. */
  placeholder?: string;
  /** `large`: the phones' 36 px controls. */
  size?: 'default' | 'large';
  style?: CSSProperties;
}

export function NativeSelect({
  value,
  onChange,
  options,
  placeholder,
  size = 'default',
  ...rest
}: NativeSelectProps) {
  return (
    <select
      {...rest}
      className={size === 'large' ? 'bht-select bht-select-large' : 'bht-select'}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

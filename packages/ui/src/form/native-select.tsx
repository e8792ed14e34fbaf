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
  value: string;
  onChange: (value: string) => void;
  options: readonly NativeSelectOption[];
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

export function NativeSelect({ value, onChange, options, ...rest }: NativeSelectProps) {
  return (
    <select
      {...rest}
      className="bht-select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

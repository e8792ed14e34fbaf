// Date fields for calendar days (YYYY-MM-DD): the browser's own date input, drawn as Arco's Input.
// A day is a plain day here, in no time zone, so Beijing's day is what the user picks whatever the
// browser's zone (docs/architecture.md, "Dates and times"); the days offered are bounded by
// `min` / `max`, which callers compute in Beijing (`chinaToday()`), and a day typed outside them
// is refused by `dayWithinRule` on the Form.Item (the browser only marks it). Arco's DatePicker
// cost 26 kB of gzip JS and 8 kB of CSS on every page with a date field (docs/benchmarks.md).
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { classNames } from '../layout/class-names';
import { type RulesProps } from './form';

type Day = string | undefined;

interface DayInputProps {
  /** Given by Form.Item: the label's target. */
  id?: string;
  /** The earliest and latest day offered, YYYY-MM-DD. */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Given by Form.Item on a failed rule. */
  status?: 'error' | 'warning';
}

/** A day the input holds, or undefined while it is empty or incomplete. */
const dayOf = (value: string): Day => value || undefined;

export interface DayPickerProps extends DayInputProps {
  value?: string;
  onChange?: (day: Day) => void;
  /** Names the field for assistive technology when no label does. */
  placeholder?: string;
  style?: CSSProperties;
}

/** A calendar day (YYYY-MM-DD) in a Form.Item or controlled. */
export function DayPicker({
  value,
  onChange,
  placeholder,
  style,
  status,
  disabled,
  id,
  min,
  max,
}: DayPickerProps) {
  return (
    <input
      type="date"
      id={id}
      min={min}
      max={max}
      className={classNames(
        'arco-input',
        'arco-input-size-default',
        status && `arco-input-${status}`,
        disabled && 'arco-input-disabled',
      )}
      style={style}
      disabled={disabled}
      // A Form.Item's label names the field through its id; without one the placeholder does.
      aria-label={id ? undefined : placeholder}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(event) => onChange?.(dayOf(event.target.value))}
    />
  );
}

export interface DayRangePickerProps extends Omit<DayInputProps, 'id' | 'status'> {
  value?: string[];
  /** The two days once both are chosen; undefined once both are emptied. */
  onChange?: (days: string[] | undefined) => void;
  /** The two fields' names, `['开始日期', '结束日期']` by default. */
  placeholder?: [string, string];
  style?: CSSProperties;
}

const rangeStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 8 };

/** A range of calendar days ([start, end] as YYYY-MM-DD), e.g. a list's date filter. */
export function DayRangePicker({
  value,
  onChange,
  placeholder = ['开始日期', '结束日期'],
  style,
  min,
  max,
  disabled,
}: DayRangePickerProps) {
  // One day chosen without the other is kept here until the range is whole, empty again, or left.
  const [partial, setPartial] = useState<[Day, Day]>();
  const [start, end] = partial ?? [value?.[0], value?.[1]];
  const change = (next: [Day, Day]) => {
    const [from, to] = next;
    if (from && to) {
      setPartial(undefined);
      onChange?.([from, to]);
    } else if (!from && !to) {
      setPartial(undefined);
      onChange?.(undefined);
    } else {
      setPartial(next);
    }
  };
  return (
    <span
      style={{ ...rangeStyle, ...style }}
      role="group"
      aria-label={placeholder.join('至')}
      // A half-chosen range is dropped once the focus leaves both days (as a picker panel closing
      // would), so a form reset or a search never leaves a day shown that the form does not hold.
      onBlur={(event) => {
        if (partial && !event.currentTarget.contains(event.relatedTarget)) setPartial(undefined);
      }}
    >
      <DayPicker
        value={start}
        onChange={(day) => change([day, end])}
        placeholder={placeholder[0]}
        min={min}
        max={end ?? max}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
      />
      <span aria-hidden="true">至</span>
      <DayPicker
        value={end}
        onChange={(day) => change([start, day])}
        placeholder={placeholder[1]}
        min={start ?? min}
        max={max}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
      />
    </span>
  );
}

/**
 * The Form.Item rule for a DayPicker's bounds (the same `{ min, max }` it is given): the browser
 * offers no day outside them but lets one be typed.
 */
export function dayWithinRule({ min, max }: Pick<DayInputProps, 'min' | 'max'>): RulesProps {
  return {
    validator: (value: unknown, callback: (error?: string) => void) => {
      if (typeof value !== 'string' || !value) return callback();
      if (min && value < min) return callback(`日期不能早于 ${min}`);
      if (max && value > max) return callback(`日期不能晚于 ${max}`);
      callback();
    },
  };
}

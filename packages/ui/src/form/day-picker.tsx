// Date pickers for Beijing calendar days, whatever the browser's zone (docs/architecture.md,
// "Dates and times"): Arco's `utcOffset` makes the panel's today and the days handed to
// `disabledDay` Beijing's; the value in and out stays a plain YYYY-MM-DD day.
import { DatePicker, type DatePickerProps, type RangePickerProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import { CHINA_UTC_OFFSET_HOURS, formatDateTime } from '@bht/validators';

type Day = string | undefined;

// Noon in Beijing: no daylight-saving jump of the browser's zone moves it to another day.
const toInstant = (day: Day) => {
  const ms = day ? Date.parse(`${day}T12:00:00+08:00`) : Number.NaN;
  return Number.isNaN(ms) ? undefined : ms;
};
// Arco hands back the browser-zone instant of the picked Beijing day's midnight.
const toDay = (date: { valueOf(): number } | undefined): Day =>
  date ? formatDateTime(date.valueOf(), 'y-m-d') || undefined : undefined;

const ARCO_DAY = 'YYYY-MM-DD';

type Controlled = 'value' | 'defaultValue' | 'onChange' | 'format' | 'disabledDate';
type Zoned = Controlled | 'utcOffset' | 'timezone';

export interface DayPickerProps extends Omit<DatePickerProps, Zoned> {
  /** Given by Form.Item: the label's target. */
  id?: string;
  value?: string;
  onChange?: (day: Day) => void;
  /** Gets each Beijing day the panel offers, e.g. `(day) => day > chinaToday()`. */
  disabledDay?: (day: string) => boolean;
}

/** A Beijing calendar day (YYYY-MM-DD) in a Form.Item or controlled. */
export function DayPicker({
  value,
  onChange,
  disabledDay,
  id,
  inputProps,
  ...rest
}: DayPickerProps) {
  return (
    <DatePicker
      {...rest}
      // Form.Item's id on the input itself, so its label names the field.
      inputProps={{ ...inputProps, id }}
      format={ARCO_DAY}
      utcOffset={CHINA_UTC_OFFSET_HOURS}
      value={toInstant(value)}
      onChange={(_, date) => onChange?.(toDay(date))}
      disabledDate={disabledDay && ((current) => disabledDay(current.format(ARCO_DAY)))}
    />
  );
}

export interface DayRangePickerProps extends Omit<RangePickerProps, Zoned> {
  value?: string[];
  onChange?: (days: string[] | undefined) => void;
  disabledDay?: (day: string) => boolean;
}

/** A range of Beijing calendar days ([start, end] as YYYY-MM-DD), e.g. a list's date filter. */
export function DayRangePicker({ value, onChange, disabledDay, ...rest }: DayRangePickerProps) {
  const instants = value?.map(toInstant);
  return (
    <DatePicker.RangePicker
      {...rest}
      format={ARCO_DAY}
      utcOffset={CHINA_UTC_OFFSET_HOURS}
      value={instants?.every((ms) => ms !== undefined) ? instants : undefined}
      onChange={(_, dates) => {
        const days = dates?.map(toDay);
        onChange?.(days?.every(Boolean) ? (days as string[]) : undefined);
      }}
      disabledDate={disabledDay && ((current) => disabledDay(current.format(ARCO_DAY)))}
    />
  );
}

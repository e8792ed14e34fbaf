import { formatDateTime } from '@bht/validators';

export interface DateTimeProps {
  value: unknown;
  /** Spec pattern letters: y m d h i s (default 'y-m-d h:i:s'). */
  pattern?: string;
  className?: string;
}

/** A time as y-m-d h:i:s (10-digit numbers are seconds); '-' when empty or invalid. */
export function DateTime({ value, pattern, className }: DateTimeProps) {
  const text = formatDateTime(value, pattern);
  return text ? <time className={className}>{text}</time> : <span className={className}>-</span>;
}

import { formatMoney } from '@bht/validators';

export interface MoneyProps {
  value: unknown;
  /** Show the ¥ sign (default true). */
  currency?: boolean;
  dropZeroCents?: boolean;
  className?: string;
}

/** An amount in yuan: `¥1,234,567.00`. */
export function Money({ value, currency = true, dropZeroCents = false, className }: MoneyProps) {
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {currency ? '¥' : ''}
      {formatMoney(value, { dropZeroCents })}
    </span>
  );
}

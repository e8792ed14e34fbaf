// Display formatting shared by both apps (spec §5, §9).

export interface FormatMoneyOptions {
  /** Drop a trailing `.00` (`1,200.00` → `1,200`). */
  dropZeroCents?: boolean;
}

/**
 * Money with thousands separators and two decimals, rounded half up on the decimal digits
 * (no float arithmetic): `formatMoney('1234567.005')` → `1,234,567.01`.
 * Anything that is not plain digits with at most one dot (signs, letters, commas, blanks,
 * empty, null/undefined, NaN) gives `'0'`, as the spec says. Numbers are formatted from
 * their shortest decimal representation.
 */
export function formatMoney(
  value: unknown,
  { dropZeroCents = false }: FormatMoneyOptions = {},
): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? numberToPlain(value) : value;
  if (typeof text !== 'string' || !/^(\d+\.?\d*|\.\d+)$/.test(text)) return '0';
  const [intRaw = '', fracRaw = ''] = text.split('.');
  let digits = (intRaw.replace(/^0+(?=\d)/, '') || '0') + (fracRaw + '00').slice(0, 2);
  if ((fracRaw[2] ?? '0') >= '5') digits = incrementDigits(digits);
  const integer = digits.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
  const cents = digits.slice(-2);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dropZeroCents && cents === '00' ? grouped : `${grouped}.${cents}`;
}

function numberToPlain(value: number): string {
  if (value < 0) return '-';
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
}

function incrementDigits(digits: string): string {
  const chars = [...digits];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

export type UploadIconType =
  'jpg' | 'jpeg' | 'png' | 'ppt' | 'pptx' | 'pdf' | 'xls' | 'xlsx' | 'word';
const ICON_TYPES: readonly UploadIconType[] = [
  'jpg',
  'jpeg',
  'png',
  'ppt',
  'pptx',
  'pdf',
  'xls',
  'xlsx',
];

/** Icon for an uploaded file by its extension (case-insensitive); anything else shows the word icon. */
export function uploadIconType(fileName: string): UploadIconType {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ICON_TYPES.find((type) => type === extension) ?? 'word';
}

// How values read in a sheet: times in China time (spec §9: y-m-d h:i:s), letter types in words,
// text never taken for a formula.
import { LETTER_TYPE_TEXT, type LetterType } from '@bht/api-client/contract';

const chinaTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Unix seconds as `2026-11-27 13:05:09` China time; empty when absent. */
export const dateTimeCell = (seconds: number | null) =>
  seconds === null ? '' : chinaTime.format(new Date(seconds * 1000));

export const letterTypeCell = (type: LetterType) => LETTER_TYPE_TEXT[type] ?? type;

/** YYYYMMDD of today in China, for file names. */
export const fileDate = (now = new Date()) =>
  chinaTime.format(now).slice(0, 10).replaceAll('-', '');

/** What starts a formula in a spreadsheet (OWASP CSV injection), full-width forms included. */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/**
 * A value as written to a cell: text that would start a formula once the cell is edited or the
 * sheet saved as CSV gets a leading `'` (OWASP); numbers stay number cells.
 */
export const inertCell = (value: string | number | null): string | number =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : (value ?? '');

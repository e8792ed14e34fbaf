// Query conditions any list shares: keyword search and date ranges in China time.
import { and, gte, ilike, lt, or, type Column, type SQL } from 'drizzle-orm';
import { fieldError } from '../http/app-error';
import { fieldLabel } from '../http/field-labels';
import { CHINA_OFFSET } from '../time/china-time';

const DAY_MS = 86_400_000;

/** `%word%` for ILIKE, with the user's own %, _ and \ matched literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Keyword as a substring of any of `columns` (case-insensitive; %, _ and \ literal). */
export function keywordCondition(
  keyword: string | undefined,
  columns: readonly Column[],
): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A real calendar day (the contract's schema only checks the YYYY-MM-DD shape). */
export const isCalendarDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** `column` (a timestamp) within [start 00:00, end 24:00) China time; either end may be open. */
export function dateRangeCondition(
  column: Column,
  start: string | undefined,
  end: string | undefined,
): SQL | undefined {
  for (const [field, day] of [
    ['start_date', start],
    ['end_date', end],
  ] as const) {
    if (day && !isCalendarDay(day)) throw fieldError(field, `${fieldLabel([field])}不是有效日期`);
  }
  if (start && end && start > end) throw fieldError('end_date', '结束日期不能早于开始日期');
  return and(
    start ? gte(column, new Date(`${start}T00:00:00${CHINA_OFFSET}`)) : undefined,
    end
      ? lt(column, new Date(new Date(`${end}T00:00:00${CHINA_OFFSET}`).getTime() + DAY_MS))
      : undefined,
  );
}

// Conditions shared by the order lists: keyword, creation- or issue-date range in China time, validity.
import { OrderStatus } from '@bht/api-client/contract';
import { and, gte, ilike, inArray, isNull, lt, or, type Column, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { fieldLabel } from '../../http/field-labels';
import { todayInChina } from '../certificates/certificate-records';
import { containsPattern } from '../projects/list-projects';

const DAY_MS = 86_400_000;
/** China Standard Time has no daylight saving: always UTC+8. */
const CHINA_OFFSET = '+08:00';

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

/** created_at within [start 00:00, end 24:00) China time; either end may be open. */
export const creationDateCondition = (start: string | undefined, end: string | undefined) =>
  dateRangeCondition(orders.createdAt, start, end);

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

/** Issued letters still in force (a missing valid_to counts as open-ended), or ended ones. */
export function validityCondition(
  validity: 'in_force' | 'ended' | undefined,
  now = new Date(),
): SQL | undefined {
  if (validity === 'in_force')
    return or(isNull(orders.validTo), gte(orders.validTo, todayInChina(now)));
  if (validity === 'ended')
    return or(
      inArray(orders.status, [OrderStatus.VOIDED, OrderStatus.ENDED]),
      lt(orders.validTo, todayInChina(now)),
    );
  return undefined;
}

// Conditions on orders the order lists share: creation-date range in China time, validity.
import { OrderStatus } from '@bht/api-client/contract';
import { gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { dateRangeCondition } from '../../db/conditions';
import { orders } from '../../db/schema';
import { todayInChina } from '../../time/china-time';

/** created_at within [start 00:00, end 24:00) China time; either end may be open. */
export const creationDateCondition = (start: string | undefined, end: string | undefined) =>
  dateRangeCondition(orders.createdAt, start, end);

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

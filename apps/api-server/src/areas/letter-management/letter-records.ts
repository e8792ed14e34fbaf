// Letters as letter management shows them (letterRecordSchema): the order's summary, its validity
// with the days left while in force, why and when it ended, what claims paid out of it and whether
// a surrender request or a claim is open on it. Read by order id, for the ids a list page found.
import {
  END_REASON_TEXT,
  isLetterInForce,
  OPEN_CLAIM_STATUSES,
  OrderStatus,
  SurrenderStatus,
  type END_REASONS,
  type letterRecordSchema,
} from '@bht/api-client/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { claims, orders, surrenders } from '../../db/schema';
import { toOrderSummary } from '../orders/order-view';
import { summaryColumns } from '../order-lists/order-pages';
import { todayInChina } from '../../time/china-time';

export type LetterRecord = z.output<typeof letterRecordSchema>;
type EndReason = (typeof END_REASONS)[number];

const DAY_MS = 86_400_000;

/**
 * orders.id spelled with its table: drizzle writes a one-table select's columns unqualified, and
 * inside a subquery on surrenders or claims a bare "id" would be theirs.
 */
export const ORDER_ID = sql.raw('"orders"."id"');

/** A summary's columns and what letter management adds to them. */
const letterColumns = {
  ...summaryColumns,
  validFrom: orders.validFrom,
  validTo: orders.validTo,
  endReason: orders.endReason,
  endedOn: orders.endedOn,
  paidOut: orders.paidOut,
  remaining: sql<string>`(${orders.bidBondAmount} - ${orders.paidOut})::numeric(14,2)::text`,
  openSurrender: sql<boolean>`exists (select 1 from ${surrenders} where ${surrenders.orderId} = ${ORDER_ID} and ${surrenders.status} = ${SurrenderStatus.PENDING})`,
  openClaim: sql<boolean>`exists (select 1 from ${claims} where ${claims.orderId} = ${ORDER_ID} and ${claims.status} in (${sql.join(
    OPEN_CLAIM_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`,
};
type LetterRow = Awaited<ReturnType<typeof readLetterRows>>[number];

const readLetterRows = (db: Db, ids: readonly number[]) =>
  db
    .select(letterColumns)
    .from(orders)
    .where(inArray(orders.id, [...ids]));

/** Whole days from `today` to `day` (both YYYY-MM-DD). */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** Why the letter ended: ended (13) as recorded, voided, or past its validity before the expiry job ended it. */
function endReasonOf(row: LetterRow, today: string): EndReason | null {
  if (row.status === OrderStatus.ENDED) return (row.endReason as EndReason | null) ?? 'expired';
  if (row.status === OrderStatus.VOIDED) return 'voided';
  if (row.validTo && row.validTo < today) return 'expired';
  return null;
}

export function toLetterRecord(row: LetterRow, today = todayInChina()): LetterRecord {
  const endReason = endReasonOf(row, today);
  const inForce = endReason === null && isLetterInForce(row.type, row.status);
  return {
    ...toOrderSummary(row),
    valid_from: row.validFrom,
    valid_to: row.validTo,
    days_left: inForce && row.validTo ? daysBetween(today, row.validTo) : null,
    end_reason: endReason,
    end_reason_text: endReason ? END_REASON_TEXT[endReason] : null,
    ended_on: row.endedOn,
    paid_out: row.paidOut,
    remaining: row.remaining,
    open_surrender: row.openSurrender ? 1 : 0,
    open_claim: row.openClaim ? 1 : 0,
  };
}

/** The letters of `ids`, in the order of `ids`. */
export async function readLetterRecords(db: Db, ids: readonly number[]): Promise<LetterRecord[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await readLetterRows(db, ids)).map((row) => [row.id, row]));
  const today = todayInChina();
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toLetterRecord(row, today)] : [];
  });
}

// Reading a whole list in batches by keyset, in the lists' own order (newest first, then higher id):
// each batch starts strictly after the last row of the previous one, found by its id, so a batch
// costs the same wherever it is in the list (no OFFSET), and rows added while the file is written
// (newer than the first) never shift the rows still to come.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows read per statement. */
export const EXPORT_BATCH_SIZE = 500;

type Keyed = PgTable & { createdAt: AnyColumn; id: AnyColumn };

/**
 * Rows of `table` after row `lastId` in newest-first order. The key is read from the table by id
 * (an uncorrelated subquery, run once), not sent back as a value: a timestamp in JavaScript has
 * milliseconds, the column has microseconds, and a rounded key would skip or repeat rows.
 */
export function afterRow(table: Keyed, lastId: number | null): SQL | undefined {
  if (lastId === null) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${lastId})`;
}

/** Newest first, then higher id: the lists' order (NULLS LAST as their indexes are declared). */
export const newestFirst = (table: Keyed) => [sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`];

/**
 * Every row, batch by batch: `read(after, size)` answers the rows after the row `after` (null: from
 * the first), newest first, at most `size`; `idOf` names a row's id.
 */
export async function* keysetBatches<Row>(read: (after: number | null, size: number) => Promise<Row[]>, idOf: (row: Row) => number, size = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  let after: number | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = idOf(rows[rows.length - 1]!);
  }
}

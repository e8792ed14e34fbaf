// Reading a whole list in batches by keyset, in the list's own order: most lists are newest first,
// then higher id; others sort by a composite key (notices: pinned first, then newest, then id).
// Each batch starts strictly after the last row of the previous one, found by its id, so a batch
// costs the same wherever it is in the list (no OFFSET), and rows added while the file is written
// (newer than the first) never shift the rows still to come.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows read per statement. */
export const EXPORT_BATCH_SIZE = 500;

type WithId = PgTable & { id: AnyColumn };
type Keyed = WithId & { createdAt: AnyColumn };

/**
 * Rows of `table` after row `lastId` in the order of `key`: NOT NULL columns of the table, every one
 * descending, the last one the id (so the key is unique), e.g. `[isTop, createdAt, id]`. The key is
 * read from the table by id (an uncorrelated subquery, run once), not sent back as a value: a
 * timestamp in JavaScript has milliseconds, the column has microseconds, and a rounded key would
 * skip or repeat rows. A row comparison `(a, b, c) < (x, y, z)` is exactly "after" in that order.
 */
export function afterRowBy(
  table: WithId,
  key: readonly AnyColumn[],
  lastId: number | null,
): SQL | undefined {
  if (lastId === null) return undefined;
  const columns = sql.join([...key], sql`, `);
  return sql`(${columns}) < (select ${columns} from ${table} where ${table.id} = ${lastId})`;
}

/** Rows of `table` after row `lastId` in newest-first order (the key `(created_at, id)`). */
export const afterRow = (table: Keyed, lastId: number | null) =>
  afterRowBy(table, [table.createdAt, table.id], lastId);

/**
 * Every row, batch by batch: `read(after, size)` answers the rows after the row `after` (null: from
 * the first) in the list's order, at most `size`; `idOf` names a row's id.
 */
export async function* keysetBatches<Row>(
  read: (after: number | null, size: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: number | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = idOf(rows[rows.length - 1]!);
  }
}

// A transaction-scoped advisory lock on a named key: writers taking the same key are serialised
// until the transaction ends. It needs no table or migration and works on PGlite and PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';

export async function lockUntilCommit(
  tx: { execute(query: SQL): PromiseLike<unknown> },
  key: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Like lockUntilCommit, but never waits: false when another transaction holds the key (the caller skips its work). */
export async function tryLockUntilCommit(
  tx: { execute(query: SQL): PromiseLike<unknown> },
  key: string,
): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
  )) as { rows: Array<{ locked: boolean }> };
  return result.rows[0]?.locked === true;
}

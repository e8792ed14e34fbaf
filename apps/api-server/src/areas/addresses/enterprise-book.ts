// What an enterprise's books with one default entry share (the address book, /invoice/adders, and
// the invoice title book, /invoice/management): writes to one enterprise's book are serialised by
// a transaction-scoped advisory lock (so two adds cannot both pass the size check and two new
// defaults cannot both stay default), at most `max` entries, choosing a default clears the others,
// and deleting the default hands it to the newest remaining entry. Each table has the columns
// id, enterprise_id, is_default and updated_at.
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lockUntilCommit } from '../../db/advisory-lock';
import { conflict } from '../../http/app-error';
import type { Tx } from '../../db/client';

export interface EnterpriseBook {
  /** Locks the enterprise's book until the transaction ends and refuses when it already holds `max` entries; answers how many it holds. */
  lockForAdd(tx: Tx, enterpriseId: number): Promise<number>;
  lock(tx: Tx, enterpriseId: number): Promise<void>;
  /** Makes every entry but `keepId` non-default. */
  clearOtherDefaults(tx: Tx, enterpriseId: number, keepId: number): Promise<void>;
  /** After a delete: the newest entry becomes the default when none is left. */
  handOnDefault(tx: Tx, enterpriseId: number): Promise<void>;
}

export function enterpriseBook(
  table: PgTable,
  name: string,
  max: number,
  fullMessage: string,
): EnterpriseBook {
  const lock = (tx: Tx, enterpriseId: number) => lockUntilCommit(tx, `${name}:${enterpriseId}`);
  return {
    lock,
    async lockForAdd(tx, enterpriseId) {
      await lock(tx, enterpriseId);
      const [held] = await tx
        .select({ total: count() })
        .from(table)
        .where(sql`enterprise_id = ${enterpriseId}`);
      const total = held?.total ?? 0;
      if (total >= max) throw conflict(fullMessage);
      return total;
    },
    async clearOtherDefaults(tx, enterpriseId, keepId) {
      await tx.execute(
        sql`update ${table} set is_default = 0, updated_at = now() where enterprise_id = ${enterpriseId} and id <> ${keepId} and is_default = 1`,
      );
    },
    async handOnDefault(tx, enterpriseId) {
      await tx.execute(
        sql`update ${table} set is_default = 1, updated_at = now() where id = (select max(id) from ${table} where enterprise_id = ${enterpriseId}) and not exists (select 1 from ${table} where enterprise_id = ${enterpriseId} and is_default = 1)`,
      );
    },
  };
}

// One database type for both drivers: embedded PGlite by default, node-postgres when
// DATABASE_URL is set. The same generated migrations run on both.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { codeOf, databaseUrlFailure, describeConnectionError } from './connection-errors';
import * as schema from './schema';
import { waitForDatabase, type WaitOptions } from './wait-for-database';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** drizzle/ sits next to src/ in the source tree and next to dist/ in the build. */
export function resolveMigrationsFolder(): string {
  // In the tsup bundle import.meta.url is dist/main.js; in source it is src/db/client.ts.
  const here = import.meta.url;
  const relative = here.includes('/dist/') ? '../drizzle' : '../../drizzle';
  return fileURLToPath(new URL(relative, here));
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder or `memory://`. */
  dataDir: string;
  /** PGlite only: a data directory dump (`dumpDataDir`) to start from, e.g. a migrated and seeded one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL only: how long to wait for a server that is not up yet (default: one try). */
  connect?: Partial<WaitOptions>;
}

/** A migration refused for lack of rights names DATABASE_URL's user, like a failed connection. */
async function migrateNaming(databaseUrl: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (codeOf(error).code !== '42501') throw error;
    throw databaseUrlFailure(databaseUrl, describeConnectionError(error, databaseUrl).reason);
  }
}

/**
 * Plan each statement once per connection (a generic plan) instead of re-planning it with every
 * execution's values. The hot list statements are unions of per-status index ranges whose plans do
 * not depend on the values; re-planning them cost more PostgreSQL CPU than running them
 * (docs/benchmarks.md, "Generic plans"). An `options` parameter in DATABASE_URL takes precedence.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = resolveMigrationsFolder();
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    await waitForDatabase(databaseUrl, { retryForMs: 0, ...options.connect });
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 20,
      options: GENERIC_PLANS,
    });
    // An idle pooled connection can be closed by the server (restart, failover, a dropped test
    // database); node-postgres reports that on the pool, and an unhandled 'error' event would crash
    // the process. The pool discards that connection and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migrateNaming(databaseUrl, () => migratePg(db, { migrationsFolder: folder })),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

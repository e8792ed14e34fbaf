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
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = resolveMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle pooled connection can be closed by the server (restart, failover, a dropped test
    // database); node-postgres reports that on the pool, and an unhandled 'error' event would crash
    // the process. The pool discards that connection and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

// A real PostgreSQL server for the tests that need one beyond the per-file test database:
// DATABASE_URL when set, else a local server on 127.0.0.1:5432 if one answers (trust auth).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onServer } from '../../../tooling/scripts/database-admin.mjs';

export const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when a connection to `url` succeeds within 2 s. */
export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const hasServer = await reachable(serverUrl);
if (!hasServer)
  console.info(
    `PostgreSQL not reachable at ${new URL(serverUrl).host}: the cases needing a real server are skipped.`,
  );

/** `serverUrl` with `change` applied (another database, user, password…). */
export function serverUrlWith(change: (url: URL) => void): string {
  const url = new URL(serverUrl);
  change(url);
  return url.toString();
}

/** Runs one statement as the server's user (`serverUrl`) on a connection of its own. */
export const admin = (statement: string) => onServer(serverUrl, statement);

/** A new empty database on the server; returns its URL and how to drop it. */
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  return {
    name,
    url: serverUrlWith((u) => {
      u.pathname = `/${name}`;
    }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

// The first connection to DATABASE_URL at start-up: one probe connection, retried with back-off
// while the server may still be coming up (containers start the API and PostgreSQL together), and
// otherwise a one-line DatabaseUrlError saying what is wrong.
import pg from 'pg';
import {
  databaseUrlFailure,
  describeConnectionError,
  parseDatabaseUrl,
  MALFORMED_URL,
} from './connection-errors';

export interface WaitOptions {
  /** How long a refused / starting-up / timed-out server is retried (0: one try). */
  retryForMs: number;
  /** Told before each retry. */
  onRetry?: (line: string) => void;
}

const PROBE_TIMEOUT_MS = 5_000;
const MAX_DELAY_MS = 5_000;

async function probe(databaseUrl: string): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  // A connection dropped after connect() resolved must not become an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

export async function waitForDatabase(
  databaseUrl: string,
  { retryForMs, onRetry }: WaitOptions,
): Promise<void> {
  if (!parseDatabaseUrl(databaseUrl)) throw databaseUrlFailure(databaseUrl, MALFORMED_URL);
  const deadline = Date.now() + retryForMs;
  for (let delay = 500; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      await probe(databaseUrl);
      return;
    } catch (error) {
      const { reason, transient } = describeConnectionError(error, databaseUrl);
      const left = deadline - Date.now();
      if (!transient || left <= 0) {
        const waited =
          transient && retryForMs > 0 ? `，已重试 ${Math.round(retryForMs / 1000)} 秒` : '';
        throw databaseUrlFailure(databaseUrl, reason + waited);
      }
      const wait = Math.min(delay, left);
      onRetry?.(`[db] ${reason}，${(wait / 1000).toFixed(1)} 秒后重试`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

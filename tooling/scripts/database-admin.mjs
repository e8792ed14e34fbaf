// One admin statement (create or drop a database, a `select 1` to see the server answers) on a
// PostgreSQL server, on a connection of its own: the benchmarks, the API test suite and the
// browser tests all make and drop databases this way.
import { createRequire } from 'node:module';

// The API's own driver, so the scripts need no second copy of pg.
const pg = createRequire(new URL('../../apps/api-server/package.json', import.meta.url))('pg');

/** Runs `sql` on the server `serverUrl` names, as its user; gives up connecting after 5 s. */
export async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

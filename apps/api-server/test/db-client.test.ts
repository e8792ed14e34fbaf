// The PostgreSQL pool survives the server closing its idle connections (restart, failover): the
// next query opens a new one instead of the process dying on an unhandled 'error' event. Its
// connections use generic plans.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-app';

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL pool', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('answers again after the server terminated its idle connections', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = testDb.database;
    await db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('idle connection closed')),
    );
    const answer = await db.execute(sql`select 41 + 1 as n`);
    expect((answer as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(42);
    warn.mockRestore();
  });

  it('plans statements once per connection (generic plans), as the list benchmarks assume', async () => {
    const answer = await testDb.database.db.execute(
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect((answer as unknown as { rows: Array<{ mode: string }> }).rows[0]?.mode).toBe(
      'force_generic_plan',
    );
  });
});

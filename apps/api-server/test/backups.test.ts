// Backups: the embedded database through `db:backup` / `db:restore` (PGlite's data folder as one
// file), PostgreSQL through pg_dump / pg_restore as docs/operations.md gives them; each restored
// into a fresh database where an order and its log read back as they were.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../src/db/client';
import { orderAt } from './company-order-fixtures';
import { orderLogRows, orderRow } from './order-fixtures';
import { hasServer, scratchDatabase } from './postgres-server';
import { createAppOn, type TestApp } from './test-app';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'bht-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An order at 待支付 with its log, as the app wrote them into a fresh database `options` open. */
async function writeOrderWithHistory(options: DatabaseOptions) {
  const t = await createAppOn(options, { prepare: true });
  try {
    const sn = await orderAt(t, 2);
    return { sn, order: await orderRow(t, sn), log: await orderLogRows(t, sn) };
  } finally {
    await t.close();
  }
}

/** The database `options` open (not migrated again) reads `written` back as it was; `then` runs on it before it closes. */
async function expectOrderReadBack(
  options: DatabaseOptions,
  written: Awaited<ReturnType<typeof writeOrderWithHistory>>,
  then?: (t: TestApp) => Promise<void>,
) {
  const t = await createAppOn(options);
  try {
    expect(await orderRow(t, written.sn)).toEqual(written.order);
    expect(await orderLogRows(t, written.sn)).toEqual(written.log);
    expect(written.log.length).toBeGreaterThan(1);
    await then?.(t);
  } finally {
    await t.close();
  }
}

/** Migrations are restored too: the database needs none and takes new orders. */
async function takesNewOrders(t: TestApp) {
  await t.database.migrate();
  await orderAt(t, 0);
}

/** The backup CLI as `pnpm --filter api-server db:backup|db:restore <file>` runs it. */
function backupCli(command: 'backup' | 'restore', file: string, dataDir: string) {
  const { DATABASE_URL: _notThisOne, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', command, file], {
    cwd: serverRoot,
    env: { ...env, DATA_DIR: dataDir },
  });
}

describe('the embedded database (PGlite)', () => {
  it('db:backup, then db:restore into an empty folder, reads the order back', async () => {
    const source = join(scratch, 'source');
    const written = await writeOrderWithHistory({ dataDir: source });

    const file = join(scratch, 'bht.tar.gz');
    expect((await backupCli('backup', file, source)).stdout).toContain(file);
    const restoredDir = join(scratch, 'restored');
    expect((await backupCli('restore', file, restoredDir)).stdout).toContain(restoredDir);

    await expectOrderReadBack({ dataDir: restoredDir }, written, takesNewOrders);
  }, 120_000);

  it('db:restore refuses a folder that holds data, and leaves it as it was', async () => {
    const occupied = join(scratch, 'occupied');
    const written = await writeOrderWithHistory({ dataDir: occupied });
    // The folder is checked before the file is read: any file shows the refusal.
    const file = join(scratch, 'any.tar.gz');
    writeFileSync(file, 'not read');

    const refused = backupCli('restore', file, occupied);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('不是空目录'),
    });
    await expectOrderReadBack({ dataDir: occupied }, written);
  }, 120_000);
});

const pgTools = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);
if (!pgTools)
  console.info(
    'pg_dump not found: the PostgreSQL backup case is skipped (apt-get install postgresql-client).',
  );

describe.skipIf(!hasServer || !pgTools)('PostgreSQL (pg_dump / pg_restore)', () => {
  it('a custom-format dump restored into a fresh database reads the order back', async () => {
    const source = await scratchDatabase('bht_backup_src');
    const target = await scratchDatabase('bht_backup_dst');
    try {
      const written = await writeOrderWithHistory({
        databaseUrl: source.url,
        dataDir: 'memory://',
        poolSize: 2,
      });

      const file = join(scratch, 'bht.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, source.url]);
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.url, file]);

      await expectOrderReadBack(
        { databaseUrl: target.url, dataDir: 'memory://', poolSize: 2 },
        written,
        takesNewOrders,
      );
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 120_000);
});

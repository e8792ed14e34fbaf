// Backup and restore of the embedded database (PGlite): the whole data folder as one gzipped tar
// (PGlite's dumpDataDir / loadDataDir). PostgreSQL is backed up with pg_dump (docs/operations.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const RESTORE_TARGET_NOT_EMPTY = (dataDir: string) =>
  `DATA_DIR（${dataDir}）不是空目录：请先停止 API 并移走或删除该目录，再恢复到空目录`;

/** Writes the PGlite database in `dataDir` to `file` (.tar.gz). The API must not be running on it. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`DATA_DIR（${dataDir}）不存在，没有可备份的数据库`);
  const client = await PGlite.create(dataDir);
  try {
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
  }
}

/** Restores `file` (made by backupPglite) into `dataDir`, which must be missing or empty. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(RESTORE_TARGET_NOT_EMPTY(dataDir));
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}

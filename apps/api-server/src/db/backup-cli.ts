// `pnpm --filter api-server db:backup <file>` / `db:restore <file>`: the embedded database (PGlite
// under DATA_DIR) to one file and back. Relative paths are relative to apps/api-server.
import { loadConfig } from '../config';
import { backupPglite, restorePglite } from './pglite-backup';

const USAGE = '用法：db:backup <备份文件.tar.gz> | db:restore <备份文件.tar.gz>';

async function run(command: string | undefined, file: string | undefined): Promise<string> {
  const config = loadConfig();
  if (!file || (command !== 'backup' && command !== 'restore')) throw new Error(USAGE);
  if (config.DATABASE_URL)
    throw new Error(
      '已设置 DATABASE_URL：PostgreSQL 请用 pg_dump / pg_restore 备份和恢复（见 docs/operations.md）',
    );
  if (config.DATA_DIR.startsWith('memory://'))
    throw new Error('DATA_DIR 为内存数据库，没有可备份或恢复的目录');
  if (command === 'backup') {
    const size = await backupPglite(config.DATA_DIR, file);
    return `已将 ${config.DATA_DIR} 备份到 ${file}（${(size / 1024).toFixed(0)} KB）`;
  }
  await restorePglite(file, config.DATA_DIR);
  return `已将 ${file} 恢复到 ${config.DATA_DIR}`;
}

try {
  console.info(await run(process.argv[2], process.argv[3]));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

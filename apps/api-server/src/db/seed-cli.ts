// `pnpm --filter api-server db:seed`: migrate and seed the configured database.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';
import { sandboxPlatformSeed } from './seed-trading-platforms';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const { seeded } = await seed(database.db, {
  history: true,
  sandboxPlatforms: sandboxPlatformSeed(config),
});
console.info(seeded ? 'Seeded demo data.' : 'Database already has data; nothing seeded.');
await database.close();

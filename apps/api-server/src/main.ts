// Starts the API: migrate, seed an empty database, listen, print the demo log-ins.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoAccountsTable } from './db/print-demo-accounts';
import { seed } from './db/seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const { seeded } = await seed(database.db);
const app = await buildApp({ config, database });
await app.listen({ host: config.HOST, port: config.PORT });

if (config.NODE_ENV !== 'test') {
  app.log.info({ driver: database.driver, seeded, sandbox: config.SANDBOX_PROVIDERS }, 'API ready');
  const [enterprise = 'http://localhost:5173', consoleUrl = 'http://localhost:5174'] = config.CORS_ORIGINS;
  console.info(demoAccountsTable({ api: `http://${config.HOST}:${config.PORT}`, enterprise, console: consoleUrl }));
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

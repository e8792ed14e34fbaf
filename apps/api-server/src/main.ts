// Starts the API: migrate, seed an empty database, listen, print the demo log-ins.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseUrlError } from './db/connection-errors';
import { demoAccountsTable } from './db/print-demo-accounts';
import { seed } from './db/seed';
import { sandboxPlatformSeed } from './db/seed-trading-platforms';
import { SigningConfigurationError } from './signing/configured-credentials';

async function start() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connect: {
      retryForMs: config.DATABASE_CONNECT_RETRY_SECONDS * 1000,
      onRetry: (line) => console.warn(line),
    },
  });
  await database.migrate();
  const sandboxPlatforms = sandboxPlatformSeed(config);
  const { seeded } = await seed(database.db, { history: config.SEED_HISTORY, sandboxPlatforms });
  const app = await buildApp({ config, database });
  await app.listen({ host: config.HOST, port: config.PORT });

  if (config.NODE_ENV !== 'test') {
    const storage = config.STORAGE_URL
      ? `s3://${config.STORAGE_URL.bucket}/${config.STORAGE_URL.prefix}`
      : config.UPLOAD_DIR;
    app.log.info(
      { driver: database.driver, storage, seeded, sandbox: config.SANDBOX_PROVIDERS },
      'API ready',
    );
    const [enterprise = 'http://localhost:5173', consoleUrl = 'http://localhost:5174'] =
      config.CORS_ORIGINS;
    console.info(
      demoAccountsTable({
        api: `http://${config.HOST}:${config.PORT}`,
        enterprise,
        console: consoleUrl,
        platform: sandboxPlatforms?.SANDBOX_PLATFORM_URL,
      }),
    );
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
}

try {
  await start();
} catch (error) {
  // A wrong setting is one line naming it (signing settings: one line each); anything else keeps its stack.
  if (error instanceof DatabaseUrlError || error instanceof SigningConfigurationError)
    console.error(error.message);
  else if (error instanceof Error && error.message.startsWith('Invalid configuration'))
    console.error(error.message.replace(/:\s*\n\s*/, ': ').replace(/\s*\n\s*/g, '; '));
  else console.error(error);
  process.exit(1);
}

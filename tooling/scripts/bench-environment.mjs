// What the browser benchmarks run against: each built SPA served from its dist/ as in production
// (gzip, index.html fallback) and, when it is built, the real API on a fresh database, so /login
// renders with live data: a new PostgreSQL database on DATABASE_URL's server when DATABASE_URL is
// set (dropped afterwards; never the database it names), else the embedded PGlite in a temporary
// folder. Nothing is built here: run the apps' builds first.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMainJs, startApi } from './api-process.mjs';
import { onServer } from './database-admin.mjs';
import { freePort } from './free-port.mjs';
import { serveApp } from './static-app.mjs';

/**
 * The API's database settings for a run: a fresh PostgreSQL database when DATABASE_URL is set,
 * else none (the API then uses PGlite under its DATA_DIR).
 */
async function freshDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATABASE_URL: undefined }, dispose: async () => {} };
  const admin = (sql) => onServer(serverUrl, sql);
  const name = `bht_bench_env_${process.pid}_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dispose: () =>
      admin(`drop database if exists ${name} with (force)`).catch((error) =>
        console.warn(`could not drop ${name}: ${error.message}`),
      ),
  };
}

export const distOf = (app) => fileURLToPath(new URL(`../../apps/${app}/dist`, import.meta.url));

/**
 * @param {string[]} apps workspace folders under apps/
 * @returns {Promise<{ urls: Record<string, string>, apiUrl: string | null, close(): Promise<void> }>}
 */
export async function startBenchEnvironment(apps) {
  for (const app of apps) {
    if (!existsSync(join(distOf(app), 'index.html'))) {
      throw new Error(`apps/${app}/dist is not built: run 'pnpm --filter ${app} build' first.`);
    }
  }
  const ports = Object.fromEntries(
    await Promise.all(apps.map(async (app) => [app, await freePort()])),
  );
  const origins = apps.map((app) => `http://127.0.0.1:${ports[app]}`);

  let api = null;
  let database = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bht-bench-'));
  if (existsSync(apiMainJs)) {
    const apiPort = await freePort();
    database = await freshDatabase();
    api = await startApi(
      apiPort,
      {
        ...database.env,
        DATA_DIR: dataDir,
        UPLOAD_DIR: join(dataDir, 'uploads'),
        CORS_ORIGINS: origins.join(','),
        PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`,
      },
      join(dataDir, 'api-server.log'),
    ).catch(async (error) => {
      await database.dispose();
      throw error;
    });
  } else {
    console.warn(`The API is not built (${apiMainJs}): pages load without live data.`);
  }
  // Without an API the apps point at a closed loopback port, so their calls fail fast.
  const apiBase = api?.url ?? `http://127.0.0.1:${await freePort()}`;
  const servers = await Promise.all(apps.map((app) => serveApp(distOf(app), ports[app], apiBase)));

  return {
    urls: Object.fromEntries(apps.map((app, i) => [app, servers[i].url])),
    apiUrl: api?.url ?? null,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
      await api?.stop();
      await database?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// What the browser benchmarks run against: each built SPA served from its dist/ as in production
// (gzip, index.html fallback) and, when it is built, the real API on a fresh embedded database,
// so /login renders with live data. Nothing is built here: run the apps' builds first.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMainJs, startApi } from './api-process.mjs';
import { freePort } from './free-port.mjs';
import { serveApp } from './static-app.mjs';

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
  const dataDir = mkdtempSync(join(tmpdir(), 'bht-bench-'));
  if (existsSync(apiMainJs)) {
    const apiPort = await freePort();
    api = await startApi(
      apiPort,
      {
        DATA_DIR: dataDir,
        UPLOAD_DIR: join(dataDir, 'uploads'),
        CORS_ORIGINS: origins.join(','),
        PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`,
      },
      join(dataDir, 'api-server.log'),
    );
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

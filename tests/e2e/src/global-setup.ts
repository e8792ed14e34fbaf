// Starts, once per browser-test run: a fresh database, the built API server, and both built
// apps served as in production. Tests get the URLs through vitest's inject().
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApi } from '../../../tooling/scripts/api-process.mjs';
import { freePort } from '../../../tooling/scripts/free-port.mjs';
import { serveApp } from '../../../tooling/scripts/static-app.mjs';
import { freshDatabase } from './fresh-database';
import type { E2eUrls } from './provided-context';

const appDist = (app: string) =>
  fileURLToPath(new URL(`../../../apps/${app}/dist`, import.meta.url));
export const outputDir = fileURLToPath(new URL('../test-output', import.meta.url));

export default async function setup(project: TestProject) {
  mkdirSync(outputDir, { recursive: true });
  const [apiPort, enterprisePort, consolePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const enterpriseOrigin = `http://127.0.0.1:${enterprisePort}`;
  const consoleOrigin = `http://127.0.0.1:${consolePort}`;

  const database = await freshDatabase();
  const api = await startApi(
    apiPort,
    {
      ...database.env,
      CORS_ORIGINS: `${enterpriseOrigin},${consoleOrigin}`,
      PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`,
      // Every story's applicants ask for their codes from 127.0.0.1: more than the 30 an hour one
      // real client address may.
      SMS_CODES_PER_IP_PER_HOUR: '1000',
    },
    `${outputDir}/api-server.log`,
  );
  const enterprise = await serveApp(appDist('enterprise-portal'), enterprisePort, api.url);
  const console_ = await serveApp(appDist('ensure-company-console'), consolePort, api.url);

  const provide = project.provide as unknown as (key: keyof E2eUrls, value: string) => void;
  provide('apiUrl', api.url);
  provide('enterpriseUrl', enterprise.url);
  provide('consoleUrl', console_.url);

  return async () => {
    await Promise.all([enterprise.close(), console_.close()]);
    await api.stop();
    await database.dispose();
  };
}

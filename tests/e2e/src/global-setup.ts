// Starts, once per browser-test run, one stack per vitest worker: a database of its own (copied
// from one migrated and seeded template, src/fresh-database.ts) with its own upload directory, the
// built API server on it, both built apps served as in production against that API and the
// sandbox trading platform talking to that API (src/sandbox-platform.ts); and the
// directory where the workers claim the page checks, each page once a run (src/page-checks.ts).
// Tests get them through vitest's inject() (src/provided-context.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApi } from '../../../tooling/scripts/api-process.mjs';
import { freePort } from '../../../tooling/scripts/free-port.mjs';
import { serveApp } from '../../../tooling/scripts/static-app.mjs';
import { startWechatPayFakeWithEnv } from 'api-server/test/fakes/wechatpay-fake-env';
import { seededTemplate, type SeededTemplate } from './fresh-database';
import type { E2eProvided, E2eUrls } from './provided-context';
import { pointSandboxPlatformsAt, startSandboxPlatform } from './sandbox-platform';

const appDist = (app: string) =>
  fileURLToPath(new URL(`../../../apps/${app}/dist`, import.meta.url));
export const outputDir = fileURLToPath(new URL('../test-output', import.meta.url));

interface Stack {
  urls: E2eUrls;
  stop(): Promise<void>;
}

/**
 * Free ports, none handed out twice in this run: the stacks start side by side, and the OS may
 * offer a port again once the probe that found it has let it go.
 */
const portsGiven = new Set<number>();
async function newPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!portsGiven.has(port)) {
      portsGiven.add(port);
      return port;
    }
  }
}

/**
 * Worker `n`'s stack: a copy of the template, the API on it (log: test-output/api-server-<n>.log),
 * both apps and the sandbox trading platform.
 */
async function startStack(n: number, template: SeededTemplate): Promise<Stack> {
  const database = await template.copy();
  const [apiPort, enterprisePort, consolePort, platformPort] = [
    await newPort(),
    await newPort(),
    await newPort(),
    await newPort(),
  ];
  const enterpriseOrigin = `http://127.0.0.1:${enterprisePort}`;
  const consoleOrigin = `http://127.0.0.1:${consolePort}`;
  // The `wechatpay` channel (WeChat Native QR, H5) is the real WeChat Pay adapter against its fake,
  // which stories drive through its controls (src/wechat-pay-fake.ts). Without the official
  // account's AppSecret, WeChat's web authorisation (JSAPI on /text_pay) stays the sandbox's.
  const wechatPay = await startWechatPayFakeWithEnv({
    notifyTo: `http://127.0.0.1:${apiPort}/api/pay/wechatpay/notify`,
  });
  const { WECHAT_OA_APP_SECRET: _noJsapi, ...wechatPayEnv } = wechatPay.env;
  const platform = await startSandboxPlatform(platformPort, `http://127.0.0.1:${apiPort}`);
  const api = await startApi(
    apiPort,
    {
      ...database.env,
      ...wechatPayEnv,
      CORS_ORIGINS: `${enterpriseOrigin},${consoleOrigin}`,
      PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`,
      // Every story's applicants ask for their codes from 127.0.0.1: more than the 30 an hour one
      // real client address may.
      SMS_CODES_PER_IP_PER_HOUR: '1000',
      SANDBOX_PLATFORM_URL: platform.url,
    },
    `${outputDir}/api-server-${n}.log`,
  ).catch(async (error: unknown) => {
    await Promise.all([database.dispose(), wechatPay.fake.close(), platform.close()]);
    throw error;
  });
  await pointSandboxPlatformsAt(api.url, platform.url).catch(async (error: unknown) => {
    await api.stop();
    await Promise.all([database.dispose(), wechatPay.fake.close(), platform.close()]);
    throw error;
  });
  const enterprise = await serveApp(appDist('enterprise-portal'), enterprisePort, api.url);
  const console_ = await serveApp(appDist('ensure-company-console'), consolePort, api.url);
  return {
    urls: {
      apiUrl: api.url,
      enterpriseUrl: enterprise.url,
      consoleUrl: console_.url,
      wechatPayFakeUrl: wechatPay.fake.url,
      sandboxPlatformUrl: platform.url,
    },
    stop: async () => {
      await Promise.all([
        enterprise.close(),
        console_.close(),
        wechatPay.fake.close(),
        platform.close(),
      ]);
      await api.stop();
      await database.dispose();
    },
  };
}

export default async function setup(project: TestProject) {
  mkdirSync(outputDir, { recursive: true });
  // vitest.config.ts sets maxWorkers (E2E_WORKERS); 1 when file parallelism is off.
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const template = await seededTemplate(outputDir);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, i) => startStack(i + 1, template)),
  );
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const pageChecks = mkdtempSync(join(tmpdir(), 'bht-e2e-page-checks-'));
  const teardown = async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await template.dispose();
    rmSync(pageChecks, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }

  const provide = project.provide as unknown as <K extends keyof E2eProvided>(
    key: K,
    value: E2eProvided[K],
  ) => void;
  provide(
    'e2eStacks',
    stacks.map((stack) => stack.urls),
  );
  provide('pageChecksDir', pageChecks);
  return teardown;
}

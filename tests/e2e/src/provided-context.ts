// What global-setup hands to the browser tests. It starts one stack (API, database, both apps) per
// vitest worker; a test file uses the stack of the worker it runs in (VITEST_POOL_ID, 1 to the
// number of workers; two files never run at once in one worker). Vitest's own ProvidedContext
// augmentation does not resolve under this workspace's module settings, so the keys are typed here.
import { inject } from 'vitest';

export interface E2eUrls {
  apiUrl: string;
  enterpriseUrl: string;
  consoleUrl: string;
  /** The WeChat Pay API v3 fake the API's `wechatpay` channel talks to (its controls: src/wechat-pay-fake.ts). */
  wechatPayFakeUrl: string;
  /**
   * The sandbox trading platform (apps/sandbox-platform: its page, its JSON API at /api/…) pushing
   * to this stack's API; the seeded sandbox-jx and sandbox-ep point at it.
   */
  sandboxPlatformUrl: string;
}

export interface E2eProvided {
  /** One per worker, the first for VITEST_POOL_ID 1. */
  e2eStacks: E2eUrls[];
  /** Where the workers claim the page checks (src/page-checks.ts): one empty file per page checked. */
  pageChecksDir: string;
}

const read = inject as unknown as <K extends keyof E2eProvided>(key: K) => E2eProvided[K];

/** The worker this file runs in: 1, 2, … (the stack it uses). */
export function workerNumber(): number {
  return Number(process.env.VITEST_POOL_ID ?? '1');
}

export function e2eUrls(): E2eUrls {
  const stacks = read('e2eStacks');
  const stack = stacks[workerNumber() - 1];
  if (!stack)
    throw new Error(
      `no stack for worker ${workerNumber()}: global-setup started ${stacks.length} (one per vitest worker)`,
    );
  return stack;
}

export function pageChecksDir(): string {
  return read('pageChecksDir');
}

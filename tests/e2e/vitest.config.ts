import { nodePreset } from '@bht/vitest-config';

/**
 * Story files run in E2E_WORKERS (default 3) workers side by side. global-setup starts one stack
 * per worker (API, database and upload directory of its own, both apps): a worker runs its files
 * one after another against its own stack, as the whole run did against one stack before. On 2
 * cores two workers left the CPU idle a third of the time (the stories wait on pages and the API);
 * a third worker fills it (5:16 → 4:17), a fourth gains nothing.
 */
const workers = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '3', 10) || 1);

export default nodePreset({
  include: ['specs/**/*.test.ts'],
  globalSetup: ['src/global-setup.ts'],
  // After each test: the pages it visited that no test of the run has checked yet, at 1366 and
  // 375 px; no overflow, no console error during the test (src/page-checks.ts).
  setupFiles: ['src/page-checks-setup.ts'],
  fileParallelism: workers > 1,
  maxWorkers: workers,
  // A worker keeps its modules from one file to the next (the setup file still runs for each), rather
  // than starting afresh and importing playwright-core and the helpers again for every file.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 240_000,
});

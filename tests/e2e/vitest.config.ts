import { nodePreset } from '@bht/vitest-config';

// Browser tests share one API server and one Chromium, so files run one after another.
export default nodePreset({
  include: ['specs/**/*.test.ts'],
  globalSetup: ['src/global-setup.ts'],
  // After each test: its pages again at 1366 and 375 px, no overflow, no console error.
  setupFiles: ['src/page-checks-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 240_000,
});

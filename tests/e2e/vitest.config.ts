import { nodePreset } from '@bht/vitest-config';

// Browser tests share one API server and one Chromium, so files run one after another.
export default nodePreset({
  include: ['specs/**/*.test.ts'],
  globalSetup: ['src/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
});

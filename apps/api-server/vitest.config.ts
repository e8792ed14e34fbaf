import { nodePreset } from '@bht/vitest-config';

// Each test file gets its own database (PGlite in memory, and a fresh PostgreSQL database when
// DATABASE_URL is set), so files run in parallel safely.
export default nodePreset({
  include: ['test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});

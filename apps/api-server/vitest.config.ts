import { availableParallelism } from 'node:os';
import { nodePreset, slowestFilesFirst } from '@bht/vitest-config';

// Each test file gets its own database, copied from one migrated and seeded per run
// (test/global-setup.ts), so files run in parallel safely. The suite runs on embedded PGlite, the
// database `npm start` gives every new user, and, when DATABASE_URL names a PostgreSQL server,
// on PostgreSQL too: one vitest project per database (README, "Tests").
const onPostgres = Boolean(process.env.DATABASE_URL);

// Files that choose their databases themselves (both drivers, or a server on purpose) or use none,
// and the signature files, whose subject (certificates, PDF bytes, pdfsig) is the same on either:
// they run once, in the PostgreSQL project when there is one.
const ONCE = [
  'test/area-names.test.ts',
  'test/backups.test.ts',
  'test/connection-errors.test.ts',
  // The contract's exhaustive sweeps (every endpoint fuzzed; every call made as the other tenant)
  // test the HTTP layer and the scoping of its queries, which PGlite (PostgreSQL compiled to WASM)
  // and a PostgreSQL server answer alike: they run on the server only.
  'test/contract-authorization.test.ts',
  'test/contract-fuzz.test.ts',
  'test/crash-safety.test.ts',
  'test/db-client.test.ts',
  'test/field-labels.test.ts',
  'test/letter-signature.test.ts',
  'test/national-crypto.test.ts',
  'test/ofd-letter.test.ts',
  'test/order-machine.test.ts',
  'test/pdf-signatures.test.ts',
  'test/premium.test.ts',
  'test/refund-crash.test.ts',
  'test/secret-box.test.ts',
  'test/signing-configuration.test.ts',
  'test/start-up-database-url.test.ts',
  'test/state-machine-docs.test.ts',
  'test/storage-url.test.ts',
  'test/trading-dialect-vectors.test.ts',
  'test/trading-epoint.test.ts',
  'test/trading-jiangxi.test.ts',
  // The vendor adapters against their fakes (no database).
  'test/vendors/**',
];

const preset = nodePreset({
  include: ['test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['test/global-setup.ts'],
  // A worker keeps the server's modules loaded from one file to the next: evaluating them again
  // for each file (zod contract, Fastify, drizzle, pdf-lib) cost more than most files' tests. Each
  // file still builds its own app over its own database; no test changes module state.
  isolate: false,
  // One worker per core (vitest's default leaves one idle): much of a file's time is spent waiting
  // for PostgreSQL or a child process.
  maxWorkers: availableParallelism(),
  // The slowest files (the JSON report's durations, test-output/vitest-report.json) start first.
  sequence: {
    sequencer: slowestFilesFirst([
      'test/contract-fuzz.test.ts',
      'test/crash-safety.test.ts',
      'test/backups.test.ts',
      'test/contract-authorization.test.ts',
      'test/refund-crash.test.ts',
      'test/start-up-database-url.test.ts',
      'test/storage-url.test.ts',
      'test/company-permissions.test.ts',
      'test/claims.test.ts',
    ]),
  },
});

export default {
  ...preset,
  test: {
    ...preset.test,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          exclude: onPostgres ? ONCE : [],
          // DATABASE_URL is the other project's: here the code and the tests see none.
          env: { DATABASE_URL: '' },
        },
      },
      ...(onPostgres ? [{ extends: true, test: { name: 'postgres' } }] : []),
    ],
  },
};

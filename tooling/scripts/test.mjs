// `npm test`: installs the workspace and runs every check: typecheck, lint, unit and
// integration tests, each app's build, the Storybook build, the bundle budgets, then the browser tests.
// Integration tests use embedded PGlite, and also PostgreSQL when DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { install, pnpm } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

await install();
await pnpm(['turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only']);
await pnpm([
  'turbo',
  'run',
  'test',
  'build',
  'storybook:build',
  '--output-logs=new-only',
  '--concurrency=2',
]);
// Each app must build on its own, with only the packages it uses (independent deployment).
for (const app of ['api-server', 'enterprise-portal', 'ensure-company-console']) {
  await pnpm(['turbo', 'run', 'build', `--filter=${app}`, '--force', '--output-logs=errors-only']);
}

if (!existsSync(chromium)) {
  console.error(
    `\nBrowser tests need Chromium at ${chromium}: install it with 'apt-get install -y chromium' ` +
      'or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
// The product owner's /login budgets and the no-sandbox-code rule, on the builds just made.
await pnpm(['bench:bundles', '--check']);
await pnpm(['turbo', 'run', 'e2e', '--output-logs=new-only']);

// One closing line over every package's vitest JSON report.
const { readdirSync, readFileSync } = await import('node:fs');
const { join } = await import('node:path');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const group of ['apps', 'packages', 'tests']) {
  for (const name of readdirSync(group)) {
    const report = join(group, name, 'test-output', 'vitest-report.json');
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
}
console.info(
  `\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
if (totals.failed > 0 || totals.passed === 0) process.exit(1);

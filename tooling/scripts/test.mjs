// `npm test`: installs the workspace and runs every check, phase by phase: typecheck and lint (tsc
// and ESLint over one program per package, check-package.mjs; the import rules; Prettier) side by
// side with each package's build and then the unit and API tests (the API suite on PGlite, and on PostgreSQL too when DATABASE_URL is set); the
// screen tests (jsdom) side by side with the Storybook build, the bundle budgets and the benchmark
// smoke runs; then the browser stories. Turbo runs each phase's tasks in dependency order and
// reuses what an earlier phase built. At the end: a table of the phases' wall times and one line
// adding up every package's vitest report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Packages whose tests run in jsdom (domPreset); every other package's tests run in Node.
const DOM_PACKAGES = ['enterprise-portal', 'ensure-company-console', '@bht/ui', '@bht/auth-guard'];
const filters = (names) => names.map((name) => `--filter=${name}`);

/** Turbo's tasks; a task's output shows when it fails, the tests' as they finish. */
const turbo = (tasks, ...options) => {
  const logs = options.some((option) => option.startsWith('--output-logs'))
    ? []
    : ['--output-logs=errors-only'];
  return pnpm(['turbo', 'run', ...tasks, ...logs, ...options]);
};

const phases = [
  ['install', () => install()],
  [
    'typecheck, lint, builds, unit + API tests',
    // Side by side: Prettier and the import rules each keep one core busy while the packages'
    // checks (tsc and ESLint) share the rest, and the API suite runs beside them: its global set-up (migrating and seeding
    // each database's template) and its child-process tests leave cores idle that the checks fill.
    () =>
      allOf([
        turbo(['check']),
        pnpm(['lint:imports']),
        pnpm(['format:check']),
        turbo(['build']).then(() =>
          turbo(
            ['test'],
            ...DOM_PACKAGES.map((name) => `--filter=!${name}`),
            '--output-logs=new-only',
          ),
        ),
      ]),
  ],
  [
    'screen tests (jsdom), Storybook, bundle budgets, benchmark smoke runs',
    // Side by side: the screen suites end one after another (the largest last, in one worker),
    // leaving a core to the Storybook build, the bundle budgets (and the no-sandbox-code rule) on
    // the builds just made, and every benchmark script run end to end at a tiny size
    // (tooling/scripts/bench-smoke.mjs; the Lighthouse smoke checks that it scores, not the scores).
    () => {
      requireChromium();
      return allOf([
        turbo(['test'], ...filters(DOM_PACKAGES), '--output-logs=new-only'),
        turbo(['storybook:build']).then(() => pnpm(['bench:smoke'])),
      ]);
    },
  ],
  ['browser stories', () => turbo(['e2e'], '--output-logs=new-only')],
];

/** Waits for every task, then fails with the first failure (no task is left running behind). */
async function allOf(tasks) {
  const failed = (await Promise.allSettled(tasks)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function requireChromium() {
  if (existsSync(chromium)) return;
  console.error(
    `\nBrowser tests need Chromium at ${chromium}: install it with 'apt-get install -y chromium' ` +
      'or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

/** m:ss of `ms`, rounded to the second first (59.6 s is 1:00, not 0:60). */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const timings = [];
// .ci/run's own set-up before this command (Debian packages, the run's database), when it says.
const setupSeconds = Number(process.env.BHT_CI_SETUP_SECONDS);
if (Number.isFinite(setupSeconds) && setupSeconds >= 0)
  timings.push(['CI set-up (Debian packages, database)', setupSeconds * 1000, 'ok']);
let failure;
for (const [name, run] of phases) {
  console.info(`\n=== ${name}`);
  const start = Date.now();
  try {
    await run();
    timings.push([name, Date.now() - start, 'ok']);
  } catch (error) {
    timings.push([name, Date.now() - start, 'FAILED']);
    failure = error;
    break;
  }
}

const width = Math.max(...timings.map(([name]) => name.length));
const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
console.info('\nPhase'.padEnd(width + 1) + '   wall');
for (const [name, ms, state] of timings) {
  console.info(`${name.padEnd(width)}  ${minutes(ms).padStart(6)}  ${state}`);
}
console.info(`${'total'.padEnd(width)}  ${minutes(total).padStart(6)}`);

// One closing line over every package's vitest JSON report.
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const group of ['apps', 'packages', 'tests']) {
  for (const name of readdirSync(join(root, group))) {
    const report = join(root, group, name, 'test-output', 'vitest-report.json');
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
if (failure) {
  console.error(failure.message);
  process.exit(1);
}
if (totals.failed > 0 || totals.passed === 0) process.exit(1);

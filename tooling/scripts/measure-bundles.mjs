// `pnpm bench:bundles [--check] [--json <file>] [--all] [--networkidle]`: what a browser downloads
// for each SPA's /login (and, when the API is built and seeded, for a logged-in user opening the
// home page /index), measured in Debian's Chromium against the built dist/ folders. Every JS and CSS
// response is gzipped here at level 9, so the figures do not depend on the server
// (bundle-assets.mjs). `--path <route>` (repeatable) also measures that route for the logged-in demo
// account. `--check` fails when /login, /index or a `--path` route is over budget, when the production
// bundle carries sandbox / mock code, or when a measured page did not load. `--all` walks every
// route of both route tables (route-walk.mjs) and prints one table per app with the target budgets
// of issue 28; with `--check`, a walked route over its JS or CSS budget, or one that did not open
// as its page (an error, a redirect, no record to show), fails the run (the test command's
// `bench:smoke` runs `--check --all`). `--networkidle` waits for Chromium's network idle instead of
// the quicker settle check.
// Builds nothing: run `pnpm --filter enterprise-portal build` and `pnpm --filter ensure-company-console build`
// (and `pnpm --filter api-server build` for live data and the logged-in figures) first.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startBenchEnvironment } from './bench-environment.mjs';
import { demoLogin } from './bench-routes.mjs';
import { assetsLoaded, forbiddenCode, kB, logInToken } from './bundle-assets.mjs';
import { chromiumFlags, chromiumPath, spaApps } from './chromium.mjs';
import {
  homePath,
  overTargets,
  targetBudget,
  walkFindings,
  walkRoutes,
  walkTable,
} from './route-walk.mjs';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
    app: { type: 'string', multiple: true },
    path: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
    networkidle: { type: 'boolean', default: false },
  },
});
const apps = args.app ?? spaApps;

function printScenario(app, scenario) {
  console.info(
    `\n${app} ${scenario.path}${scenario.landedOn !== scenario.path ? ` (landed on ${scenario.landedOn})` : ''}`,
  );
  console.info('| file | raw kB | gzip kB |\n| --- | ---: | ---: |');
  for (const row of scenario.rows)
    console.info(`| ${row.file} | ${kB(row.raw)} | ${kB(row.gzip)} |`);
  console.info(
    `| **JS total** | | **${kB(scenario.js)}** |\n| **CSS total** | | **${kB(scenario.css)}** |`,
  );
}

const environment = await startBenchEnvironment(apps);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: chromiumFlags,
});
const chromiumVersion = browser.version();
const results = {};
const failures = [];
/** `--all`: each app's route walk. */
const walks = [];
try {
  for (const app of apps) {
    const origin = environment.urls[app];
    const measure = (path, token) =>
      assetsLoaded(browser, app, origin, path, { token, networkidle: args.networkidle });
    const login = await measure('/login');
    const token = environment.apiUrl && (await logInToken(environment.apiUrl, demoLogin[app]));
    const loggedIn = token ? await measure(homePath, token) : null;
    const routes = [];
    for (const path of token ? (args.path ?? []) : []) routes.push(await measure(path, token));
    const markers = forbiddenCode(app);
    results[app] = { login, loggedIn, routes, forbiddenCode: markers };
    if (args.all && environment.apiUrl) {
      const started = Date.now();
      const walked = await walkRoutes(browser, environment, app, {
        networkidle: args.networkidle,
      });
      results[app].all = walked;
      walks.push({ app, walked, seconds: (Date.now() - started) / 1000 });
    }

    printScenario(app, login);
    if (loggedIn)
      printScenario(app, { ...loggedIn, path: `${homePath} (logged in as a demo account)` });
    else
      console.info(
        `\n${app}: logged-in figures skipped (API not built or demo log-in not available).`,
      );

    // What proves the measurement itself: /login loaded without errors, some JS and CSS, and
    // (when the API runs) a demo account reached the home page.
    for (const error of login.errors) failures.push(`${app} /login: ${error}`);
    if (login.landedOn !== '/login') failures.push(`${app} /login landed on ${login.landedOn}`);
    if (!login.js || !login.css)
      failures.push(`${app} /login loaded no ${login.js ? 'CSS' : 'JS'} from the app`);
    if (environment.apiUrl && !token)
      failures.push(`${app}: the demo account ${demoLogin[app].account} could not log in`);
    if (loggedIn) {
      for (const error of loggedIn.errors) failures.push(`${app} ${homePath}: ${error}`);
      if (loggedIn.landedOn !== homePath)
        failures.push(`${app} ${homePath} (logged in) landed on ${loggedIn.landedOn}`);
    }
    for (const route of routes) {
      printScenario(app, { ...route, path: `${route.path} (logged in as a demo account)` });
      for (const error of route.errors) failures.push(`${app} ${route.path}: ${error}`);
      if (route.landedOn !== route.path)
        failures.push(`${app} ${route.path} (logged in) landed on ${route.landedOn}`);
    }
    // Over its targets (route-walk.mjs): /login, the home page and each --path route.
    for (const page of [login, loggedIn, ...routes].filter(Boolean))
      failures.push(...overTargets(page.path, page).map((over) => `${app} ${page.path} ${over}`));
    for (const marker of markers)
      failures.push(`${app}: sandbox/mock code in the production bundle: ${marker}`);
  }
} finally {
  await Promise.allSettled([browser.close(), environment.close()]);
}

if (args.all && !environment.apiUrl) failures.push('--all needs the API built');
const walkFailures = [];
for (const { app, walked, seconds } of walks) {
  console.info(walkTable(app, walked));
  console.info(`(${walked.length} routes walked in ${seconds.toFixed(1)} s)`);
}
for (const { app, walked } of walks) {
  const findings = walkFindings(app, walked);
  if (findings.overBudget.length)
    console.warn(
      `\nOver the target budgets:\n${findings.overBudget.map((f) => `✗ ${f}`).join('\n')}`,
    );
  failures.push(...findings.overBudget);
  walkFailures.push(...findings.failures);
}
console.info(
  `\nBudgets (gzip): /login JS ≤ ${kB(targetBudget.login)} kB, home ${homePath} JS ≤ ${kB(targetBudget.home)} kB, every other route (--path, --all) JS ≤ ${kB(targetBudget.route)} kB; CSS ≤ ${kB(targetBudget.css)} kB on each; no sandbox/mock code.`,
);
if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify({ chromium: chromiumVersion, targetBudget, results }, null, 2),
  );
if (walkFailures.length) {
  // A route that did not load as its account opens it: its figures are not figures.
  console.error(`\nRoute walk failures:\n${walkFailures.map((f) => `✗ ${f}`).join('\n')}`);
  if (args.check) process.exit(1);
}
if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  if (args.check) process.exit(1);
} else {
  console.info('✓ within budget');
}

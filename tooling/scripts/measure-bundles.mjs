// `pnpm bench:bundles [--check] [--json <file>]`: what a browser downloads for each SPA's /login
// (and, when the API is built and seeded, for a logged-in user opening the home page /index), measured in
// Debian's Chromium against the built dist/ folders. Every JS and CSS response is gzipped here
// at level 9, so the figures do not depend on the server. `--path <route>` (repeatable) also
// measures that route for the logged-in demo account. `--check` fails when /login or a `--path`
// route is over budget or when the production bundle carries sandbox / mock code.
// Builds nothing: run `pnpm --filter enterprise-portal build` and `pnpm --filter ensure-company-console build`
// (and `pnpm --filter api-server build` for live data and the logged-in figures) first.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { distOf, startBenchEnvironment } from './bench-environment.mjs';
import { chromiumFlags, chromiumPath, spaApps } from './chromium.mjs';

/** Product owner's budget for /login, per app, in gzip bytes (1 kB = 1000 bytes). */
export const budget = { js: 130_000, css: 30_000 };

/** Product owner's budget for any route a logged-in user opens (`--path`), in gzip bytes. */
export const routeBudget = { js: 250_000 };

/** Strings that only sandbox, stub or test code contains; none may ship. */
const forbiddenMarkers = [/\/api\/sandbox/, /SANDBOX/, /startApiStub/, /faker/i, /mock/i];

/** The home page each app's menu starts with, measured for a logged-in demo account (no budget). */
const homePath = '/index';

/** Seeded demo log-ins (apps/api-server/src/db/demo-accounts.ts). */
const demoLogin = {
  'enterprise-portal': {
    path: '/api/enterprise/login',
    account: '13800000001',
    password: 'Demo@1234',
  },
  'ensure-company-console': {
    path: '/api/ensure_company/login',
    account: 'xinda_admin',
    password: 'Demo@1234',
  },
};

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
    app: { type: 'string', multiple: true },
    path: { type: 'string', multiple: true },
  },
});
const apps = args.app ?? spaApps;

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);

/**
 * Loads `path` in a fresh context and returns every JS / CSS file it fetched from the app, where
 * it landed, and what went wrong on the way (an uncaught error, an app file that failed to load):
 * figures of a page that did not load are not figures.
 */
async function assetsLoaded(browser, app, origin, path, token) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: 'zh-CN',
  });
  if (token) await context.addCookies([{ name: 'token', value: token, url: origin }]);
  const page = await context.newPage();
  const files = new Set();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // Aborted: superseded by a navigation, not broken.
    if (new URL(request.url()).origin === origin && reason !== 'net::ERR_ABORTED')
      errors.push(`${request.url()} failed: ${reason}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    if (response.status() >= 400) errors.push(`${url.pathname} answered ${response.status()}`);
    else if (['.js', '.css'].includes(extname(url.pathname))) files.add(url.pathname);
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const landedOn = new URL(page.url()).pathname;
  // The page rendered something: the log-in form on /login, the app's content elsewhere.
  const rendered = await page
    .locator(landedOn === '/login' ? 'input[type="password"]' : '#root *')
    .first()
    .isVisible()
    .catch(() => false);
  if (!rendered) errors.push(`${landedOn} rendered nothing`);
  await context.close();
  const rows = [...files].flatMap((file) => {
    if (!existsSync(join(distOf(app), file))) {
      errors.push(`${file} was loaded but is not in dist/`);
      return [];
    }
    const bytes = readFileSync(join(distOf(app), file));
    return {
      file: file.replace(/^\/assets\//, ''),
      type: extname(file).slice(1),
      raw: bytes.length,
      gzip: gzipSize(bytes),
    };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = (type) => rows.filter((r) => r.type === type).reduce((sum, r) => sum + r.gzip, 0);
  return { path, landedOn, rows, js: total('js'), css: total('css'), errors };
}

async function demoToken(apiUrl, app) {
  const { path, account, password } = demoLogin[app];
  const response = await fetch(apiUrl + path, {
    method: 'POST',
    body: new URLSearchParams({ account, password }),
  }).catch(() => null);
  const body = await response?.json().catch(() => null);
  return body?.code === 1 && typeof body.data?.token === 'string' ? body.data.token : null;
}

function forbiddenCode(app) {
  const assets = join(distOf(app), 'assets');
  const found = [];
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  if (!files.length) found.push(`no JS file in ${assets} to scan`);
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    for (const marker of forbiddenMarkers) if (marker.test(code)) found.push(`${file}: ${marker}`);
  }
  return found;
}

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
try {
  for (const app of apps) {
    const origin = environment.urls[app];
    const login = await assetsLoaded(browser, app, origin, '/login');
    const token = environment.apiUrl && (await demoToken(environment.apiUrl, app));
    const loggedIn = token ? await assetsLoaded(browser, app, origin, homePath, token) : null;
    const routes = [];
    for (const path of token ? (args.path ?? []) : [])
      routes.push(await assetsLoaded(browser, app, origin, path, token));
    const markers = forbiddenCode(app);
    results[app] = { login, loggedIn, routes, forbiddenCode: markers };

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
      if (route.js > routeBudget.js)
        failures.push(`${app} ${route.path} JS ${kB(route.js)} kB gzip > ${kB(routeBudget.js)} kB`);
    }
    if (login.js > budget.js)
      failures.push(`${app} /login JS ${kB(login.js)} kB gzip > ${kB(budget.js)} kB`);
    if (login.css > budget.css)
      failures.push(`${app} /login CSS ${kB(login.css)} kB gzip > ${kB(budget.css)} kB`);
    for (const marker of markers)
      failures.push(`${app}: sandbox/mock code in the production bundle: ${marker}`);
  }
} finally {
  await Promise.allSettled([browser.close(), environment.close()]);
}

console.info(
  `\nBudget per app for /login: JS ≤ ${kB(budget.js)} kB gzip, CSS ≤ ${kB(budget.css)} kB gzip; for a --path route: JS ≤ ${kB(routeBudget.js)} kB gzip; no sandbox/mock code.`,
);
if (args.json)
  writeFileSync(args.json, JSON.stringify({ chromium: chromiumVersion, budget, results }, null, 2));
if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  if (args.check) process.exit(1);
} else {
  console.info('✓ within budget');
}

// `pnpm bench:lighthouse [--check] [--json <file>] [--runs N] [--page login|home]`: Lighthouse
// (default mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) on each
// SPA's /login and, logged in as the app's demo account, its home page /index, served from its
// dist/ with the real API behind it (see bench-environment.mjs). Prints performance,
// accessibility and best-practices scores (the median run's) and what each flagged; `--check`
// fails below the product owner's bar. Builds nothing: build the apps (and the API) first.
// Whatever the options, it exits 1 when Lighthouse could not score a category (a page that did
// not load, a Chromium that did not start, a page that landed elsewhere): no score is not a low
// score.
//
// `--smoke` (pnpm bench:smoke, run by the test command) proves the script still works, quickly:
// one run of each page of one app (the portal, or `--app`), every category must have a score and
// the page must log no error to the console; no score threshold.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { startBenchEnvironment } from './bench-environment.mjs';
import { demoLogin } from './bench-routes.mjs';
import { logInToken } from './bundle-assets.mjs';
import { chromiumFlags, chromiumPath, spaApps } from './chromium.mjs';
import { freePort } from './free-port.mjs';

/** Product owner's bar: every category at least 95 on each app's /login and home page. */
export const minimumScore = 95;
const categories = ['performance', 'accessibility', 'best-practices'];

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
    runs: { type: 'string' },
    app: { type: 'string', multiple: true },
    smoke: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
/** Each page audited: /login anonymously, the home page logged in. */
const pageOptions = { login: { path: '/login' }, home: { path: '/index', loggedIn: true } };
const pages = (args.page ?? Object.keys(pageOptions)).map((name) => {
  if (!pageOptions[name]) {
    console.error(`--page ${name}: one of ${Object.keys(pageOptions).join(', ')}`);
    process.exit(2);
  }
  return pageOptions[name];
});
if (args.smoke && args.check) {
  console.error('--smoke checks that every category is scored, not the scores: no --check.');
  process.exit(2);
}
const apps = args.app ?? (args.smoke ? [spaApps[0]] : spaApps);
const runs = Math.max(1, Number(args.runs ?? (args.smoke ? 1 : 3)));

/** Debian's Chromium with a DevTools port, headless, on a throw-away profile. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bht-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so closing ends its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  let version = null;
  while (!version && Date.now() < deadline) {
    version = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.json())
      .catch(() => null);
    if (!version) await new Promise((r) => setTimeout(r, 200));
  }
  if (!version) {
    process.kill(-child.pid, 'SIGTERM');
    throw new Error(`Chromium at ${chromiumPath} did not open its DevTools port`);
  }
  return {
    port,
    version: version.Browser,
    close: async () => {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      });
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** What an audit found wanting: up to three of its items (an element, a console message, a URL). */
const itemsOf = (audit) =>
  (audit.details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? item.description ?? item.url)
    .filter(Boolean)
    .map((text) => `\n      ${text}`)
    .join('');

/** Audits that lost points, with Lighthouse's own title and what it found, for the report. */
function flagged(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .filter((audit) =>
      categories.some((c) =>
        lhr.categories[c].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      ),
    )
    .map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${itemsOf(audit)}`,
    );
}

/** The category's score out of 100, or null when Lighthouse could not score it. */
const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The browser's session for a run, through the DevTools port Lighthouse drives: logged in as the
 * app's demo account (its session token as the app's cookie), or no cookie at all (the apps share
 * the host 127.0.0.1, and a cookie does not tell ports apart).
 */
async function setSession(app, loggedIn) {
  const token =
    loggedIn && environment.apiUrl && (await logInToken(environment.apiUrl, demoLogin[app]));
  if (loggedIn && !token)
    throw new Error(`${app}: the demo account ${demoLogin[app].account} could not log in`);
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  const [context] = browser.contexts();
  await context.clearCookies();
  if (token)
    await context.addCookies([{ name: 'token', value: token, url: environment.urls[app] }]);
  await browser.close();
}

const environment = await startBenchEnvironment(apps);
const chromium = await launchChromium();
const results = {};
/** Below the bar (fails with --check). */
const failures = [];
/** No figures at all (always fails). */
const broken = [];
try {
  for (const app of apps) {
    results[app] = {};
    for (const { path, loggedIn = false } of pages) {
      const page = `${app} ${path}`;
      const url = `${environment.urls[app]}${path}`;
      const reports = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse clears the origin's storage before a run unless told not to: a logged-in run
        // logs in afresh and keeps that session.
        await setSession(app, loggedIn);
        const result = await lighthouse(url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          disableStorageReset: loggedIn,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError)
          throw new Error(
            `${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
          );
        for (const c of categories)
          if (score(result.lhr, c) === null) broken.push(`${page} run ${i + 1}: no ${c} score`);
        // A page whose app failed still scores (index.html's own markup paints): in the smoke run
        // an error in the console (an uncaught exception, a file that failed to load) fails it.
        const consoleErrors = result.lhr.audits['errors-in-console'];
        if (args.smoke && consoleErrors?.score !== 1)
          broken.push(
            `${page} logged errors: ${
              (consoleErrors?.details?.items ?? []).map((item) => item.description).join('; ') ||
              'errors-in-console did not pass'
            }`,
          );
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (landed !== path) broken.push(`${page} ended on ${landed}`);
        reports.push(result.lhr);
      }
      // The run whose performance score is the median stands for the page (Lighthouse's advice).
      const medianPerformance = median(reports.map((lhr) => score(lhr, 'performance')));
      const lhr = reports.find((r) => score(r, 'performance') === medianPerformance);
      const scores = Object.fromEntries(categories.map((c) => [c, score(lhr, c)]));
      const metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id]?.displayValue]),
      );
      // The element Lighthouse took as the largest contentful paint, to know what to speed up.
      const lcpElement =
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet;
      const result = {
        loggedIn,
        lcpElement,
        runs,
        performanceRuns: reports.map((r) => score(r, 'performance')),
        scores,
        metrics,
        flagged: flagged(lhr),
      };
      results[app][path] = result;

      console.info(
        `\n${page}${loggedIn ? ' (logged in)' : ''} (${lhr.configSettings.formFactor}, ${runs} run${runs > 1 ? 's' : ''}, median shown)`,
      );
      console.info(`| category | score |\n| --- | ---: |`);
      for (const c of categories) console.info(`| ${c} | ${scores[c]} |`);
      console.info(`performance per run: ${result.performanceRuns.join(', ')}`);
      console.info(
        Object.entries(metrics)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; '),
      );
      if (lcpElement) console.info(`largest contentful paint element: ${lcpElement}`);
      for (const line of result.flagged) console.info(`  - ${line}`);
      for (const c of categories)
        if (scores[c] !== null && scores[c] < minimumScore)
          failures.push(`${page} ${c} ${scores[c]} < ${minimumScore}`);
    }
  }
} finally {
  await Promise.allSettled([chromium.close(), environment.close()]);
}

if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify(
      { chromium: chromium.version, lighthouse: 'see package.json', minimumScore, results },
      null,
      2,
    ),
  );
if (broken.length) {
  console.error(broken.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
if (args.smoke) {
  console.info(
    `\n✓ bench:lighthouse smoke: ${apps.join(', ')} ${pages.map((p) => p.path).join(', ')} scored in every category (no threshold).`,
  );
} else if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  if (args.check) process.exit(1);
} else {
  console.info(`\n✓ every category ≥ ${minimumScore}`);
}

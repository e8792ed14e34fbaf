// The one way the bundle benchmarks measure a page (tooling/scripts/measure-bundles.mjs, its
// /login and /index figures and its `--all` route walk): open it in a fresh Chromium context,
// collect every JS and CSS file the app's origin served, gzip each from dist/ at level 9, and
// collect what went wrong on the way (an uncaught error, an app file that failed, an error state
// on the page): figures of a page that did not load are not figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distOf } from './bench-environment.mjs';

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Gzip sizes by dist file: a route walk loads the same vendor chunks on every route. */
const gzipSizes = new Map();
const gzipSizeOf = (file, bytes) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSize(bytes));
  return gzipSizes.get(file);
};
export const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The desktop window every route is measured in, and the phone one for phone-variant routes. */
const desktop = { viewport: { width: 1366, height: 860 } };
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/**
 * How long the page must have had no request in flight (app files or API calls) after `load`,
 * before the idle check, to count as settled. Chromium's `networkidle` waits 500 ms of silence
 * after the last request; the app requests its next chunk as soon as the previous one has run or
 * an API answer renders, so half of that plus the main thread's idle check gives the same files
 * (docs/benchmarks.md, "Every route").
 */
const quietMs = 250;
/** Longest wait for a page to settle. */
const settleTimeoutMs = 20_000;

/** Text a page shows when it was opened without the id or state it needs, or that one is unknown. */
const errorStateText = /参数错误|不存在|缺少(订单号|参数)|无效的|请从.{1,30}进入|加载失败/;

/**
 * Opens `path` (with its query, if any) in a fresh context and resolves once the page has settled:
 * `load`, then `quietMs` without any request in flight, then the main thread idle with nothing
 * new requested and something rendered in #root.
 * `networkidle: true` waits for Chromium's network idle instead (to check the figures are equal).
 */
async function openSettled(page, url, networkidle) {
  if (networkidle) {
    await page.goto(url, { waitUntil: 'networkidle' });
    return;
  }
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + settleTimeoutMs;
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight > 0 || Date.now() - lastActivity < quietMs) continue;
    // Quiet is not idle on a busy machine: a large chunk can take longer than `quietMs` to run
    // before it asks for the next one. Settled = the main thread went idle twice and still
    // nothing was requested, with something rendered.
    const before = lastActivity;
    const rendered = await page
      .evaluate(
        () =>
          new Promise((resolve) =>
            requestIdleCallback(() =>
              requestIdleCallback(() => resolve(!!document.querySelector('#root *'))),
            ),
          ),
      )
      // The page navigated meanwhile (a hand-over to a payment page): not settled yet.
      .catch((error) => {
        if (!/Execution context was destroyed/.test(error.message)) throw error;
        return false;
      });
    if (rendered && inFlight === 0 && lastActivity === before) break;
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/**
 * Loads `path` (may carry a query) in a fresh context and returns every JS / CSS file it fetched
 * from the app, where it landed, and what went wrong on the way.
 * @param {import('playwright-core').Browser} browser
 * @param {string} app workspace folder under apps/
 * @param {string} origin the app's origin
 * @param {string} path
 * @param {{ token?: string | null, tokenKind?: string, mobile?: boolean, networkidle?: boolean,
 *   session?: Record<string, string> }} [options] `session`: sessionStorage entries set before the
 *   app starts (a wizard's saved state)
 */
export async function assetsLoaded(browser, app, origin, path, options = {}) {
  const { token, tokenKind, mobile = false, networkidle = false, session } = options;
  const context = await browser.newContext({ ...(mobile ? phone : desktop), locale: 'zh-CN' });
  if (session)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, session);
  const cookies = [];
  if (token) cookies.push({ name: 'token', value: token, url: origin });
  if (token && tokenKind) cookies.push({ name: 'token_kind', value: tokenKind, url: origin });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const files = new Set();
  const errors = [];
  let requests = 0;
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
    requests += 1;
    if (response.status() >= 400) errors.push(`${url.pathname} answered ${response.status()}`);
    else if (['.js', '.css'].includes(extname(url.pathname))) files.add(url.pathname);
  });
  await openSettled(page, origin + path, networkidle);
  const landed = new URL(page.url());
  // Off the app (a hand-over to a payment page): the whole address without its query.
  const landedOn =
    landed.origin === origin ? landed.pathname : `${landed.origin}${landed.pathname}`;
  // The page rendered something: the log-in form on /login, the app's content elsewhere.
  const rendered = await page
    .locator(landedOn === '/login' ? 'input[type="password"]' : '#root *')
    .first()
    .isVisible()
    .catch(() => false);
  if (!rendered && landed.origin === origin) errors.push(`${landedOn} rendered nothing`);
  const text = await page
    .locator('#root')
    .innerText()
    .catch(() => '');
  const errorState = errorStateText.exec(text)?.[0] ?? null;
  await context.close();
  const rows = [...files].flatMap((file) => {
    if (!existsSync(join(distOf(app), file))) {
      errors.push(`${file} was loaded but is not in dist/`);
      return [];
    }
    const path = join(distOf(app), file);
    const bytes = readFileSync(path);
    return {
      file: file.replace(/^\/assets\//, ''),
      type: extname(file).slice(1),
      raw: bytes.length,
      gzip: gzipSizeOf(path, bytes),
    };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = (type) => rows.filter((r) => r.type === type).reduce((sum, r) => sum + r.gzip, 0);
  return {
    path,
    landedOn,
    rows,
    js: total('js'),
    css: total('css'),
    requests,
    errorState,
    errors,
  };
}

/**
 * Logs in through the API and returns the session token, or null.
 * @param {string} apiUrl
 * @param {{ path: string, account: string, password: string }} login
 */
export async function logInToken(apiUrl, { path, account, password }) {
  const response = await fetch(apiUrl + path, {
    method: 'POST',
    body: new URLSearchParams({ account, password }),
  }).catch(() => null);
  const body = await response?.json().catch(() => null);
  return body?.code === 1 && typeof body.data?.token === 'string' ? body.data.token : null;
}

/** Strings that only sandbox, stub or test code contains; none may ship. */
const forbiddenMarkers = [/\/api\/sandbox/, /SANDBOX/, /startApiStub/, /faker/i, /mock/i];

/** Every built JS file of `app` that carries sandbox / mock code, as `file: marker`. */
export function forbiddenCode(app) {
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

// `measure-bundles.mjs --all`: every route of an app's route table measured as its demo account
// opens it (bundle-assets.mjs's assetsLoaded, one fresh context per route), with the query
// bench-routes.mjs fills from the seed, and judged against the product owner's targets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distOf } from './bench-environment.mjs';
import { openAccount, routeVisit } from './bench-routes.mjs';
import { assetsLoaded, kB } from './bundle-assets.mjs';
import { loadRouteTable } from './route-tables.mjs';

/** Target budgets of issue 28, in gzip bytes (1 kB = 1000 bytes). */
export const targetBudget = { login: 95_000, home: 180_000, route: 250_000, css: 30_000 };

/** The home page each app's menu starts with. */
export const homePath = '/index';

/** The JS target of a route. */
export const jsTargetOf = (path) =>
  path === '/login'
    ? targetBudget.login
    : path === homePath
      ? targetBudget.home
      : targetBudget.route;

/** What of a page is over its targets, e.g. `JS 251.0 > 250.0 kB` (none: an empty list). */
export function overTargets(path, { js, css }) {
  const over = [];
  if (js > jsTargetOf(path)) over.push(`JS ${kB(js)} > ${kB(jsTargetOf(path))} kB`);
  if (css > targetBudget.css) over.push(`CSS ${kB(css)} > ${kB(targetBudget.css)} kB`);
  return over;
}

/**
 * A built file's name without its content hash: `react-vendor-BNCMh3YF.js` → `react-vendor`. An
 * Arco component's stylesheet is built as `css-….css` (the JS is renamed by tooling/vite): it is
 * named after the first Arco class it styles, `arco-select`.
 */
function chunkName(app, file) {
  const name = file.replace(/-[\w-]{8}\.(js|css)$/, '');
  if (name !== 'css' || !file.endsWith('.css')) return name;
  // Every route loads the same few stylesheets: each is read once per run.
  if (!stylesheetNames.has(file)) {
    const arcoClass = /\.(arco-[a-z]+)/.exec(
      readFileSync(join(distOf(app), 'assets', file), 'utf8'),
    );
    stylesheetNames.set(file, arcoClass ? arcoClass[1] : name);
  }
  return stylesheetNames.get(file);
}

/** A stylesheet's file → its name (a content-hashed file is the same file in either app). */
const stylesheetNames = new Map();

/**
 * Measures every route of `app`.
 * @returns {Promise<Array<{ path: string, title: string, account: string, query: string,
 *   phone: boolean, landedOn: string, js: number, css: number, requests: number,
 *   chunks: Array<{ name: string, type: string, gzip: number }>, overBudget: string[],
 *   failures: string[] }>>}
 */
export async function walkRoutes(browser, environment, app, { networkidle = false } = {}) {
  const table = await loadRouteTable(app);
  const phonePaths = new Set(table.flatMap((r) => (r.mobile ? [r.mobile] : [])));
  const origin = environment.urls[app];
  const tokens = new Map();
  const tokenOf = async (account) => {
    if (!tokens.has(account.name))
      tokens.set(account.name, await openAccount(environment.apiUrl, account));
    return tokens.get(account.name);
  };
  const walked = [];
  for (const route of table) {
    const visit = await routeVisit(environment.apiUrl, app, route, tokenOf);
    const token = visit.account ? await tokenOf(visit.account) : null;
    const failures = visit.problem ? [visit.problem] : [];
    if (visit.account && !token) failures.push(`${visit.account.name} could not log in`);
    const phone = phonePaths.has(route.path);
    const result = await assetsLoaded(browser, app, origin, route.path + visit.search, {
      token,
      tokenKind: visit.account?.kind,
      mobile: phone,
      networkidle,
      session: visit.session,
    });
    failures.push(...result.errors);
    const handedOver = visit.leaves && !result.landedOn.startsWith('/');
    if (result.landedOn !== route.path && !route.redirects && !handedOver)
      failures.push(`landed on ${result.landedOn}`);
    if (result.errorState && route.path !== '/404')
      failures.push(`the page shows “${result.errorState}”`);
    const overBudget = overTargets(route.path, result);
    walked.push({
      path: route.path,
      title: route.title,
      account: visit.account?.name ?? 'anonymous',
      query: visit.search,
      phone,
      landedOn: result.landedOn,
      js: result.js,
      css: result.css,
      requests: result.requests,
      chunks: result.rows.map((r) => ({
        name: chunkName(app, r.file),
        type: r.type,
        gzip: r.gzip,
      })),
      overBudget,
      failures,
    });
  }
  return walked;
}

/**
 * The JS chunks most routes of the walk load (React, the API client, the router, the shell…): a
 * route's own weight is what it loads beyond them.
 */
export function sharedBase(walked) {
  const counts = new Map();
  for (const r of walked)
    for (const c of r.chunks)
      if (c.type === 'js') counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const base = walked.find((r) => r.path === homePath) ?? walked[0];
  return (base?.chunks ?? []).filter(
    (c) => c.type === 'js' && (counts.get(c.name) ?? 0) >= 0.8 * walked.length,
  );
}

/** A route's 3 largest JS chunks outside the shared base. */
const largestText = (route, base) => {
  const shared = new Set(base.map((c) => c.name));
  return route.chunks
    .filter((c) => c.type === 'js' && !shared.has(c.name))
    .slice(0, 3)
    .map((c) => `${c.name} ${kB(c.gzip)}`)
    .join(', ');
};

/** The walk of one app as a Markdown table, ✗ on each figure over its target. */
export function walkTable(app, walked) {
  const base = sharedBase(walked);
  const baseText = base
    .slice(0, 5)
    .map((c) => `${c.name} ${kB(c.gzip)}`)
    .join(', ');
  const baseTotal = base.reduce((sum, c) => sum + c.gzip, 0);
  const lines = [
    `\n${app}: ${walked.length} routes; shared JS base (loaded by ≥ 80 % of the routes) ${kB(baseTotal)} kB in ${base.length} chunks, largest ${baseText}`,
    '| route | title | opened by | JS gzip kB | CSS gzip kB | requests | largest 3 chunks beyond the base (gzip kB) |',
    '| --- | --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const r of walked) {
    const mark = (over) => (over ? ' ✗' : '');
    // Off the app (a hand-over to a payment page): the other site's path, not its test port.
    const landedOn = r.landedOn.replace(/^https?:\/\/[^/]+/, 'off the app: ');
    const landed = r.landedOn !== r.path ? ` → \`${landedOn}\`` : '';
    const route = `\`${r.path}\`${landed}${r.phone ? ' (phone)' : ''}${r.failures.length ? ' ⚠' : ''}`;
    lines.push(
      `| ${route} | ${r.title} | ${r.account} | ${kB(r.js)}${mark(r.js > jsTargetOf(r.path))} | ${kB(r.css)}${mark(r.css > targetBudget.css)} | ${r.requests} | ${largestText(r, base)} |`,
    );
  }
  return lines.join('\n');
}

/** The routes over a target, with their largest chunks, and the routes whose walk failed. */
export function walkFindings(app, walked) {
  const base = sharedBase(walked);
  return {
    overBudget: walked
      .filter((r) => r.overBudget.length)
      .map(
        (r) =>
          `${app} ${r.path}: ${r.overBudget.join(', ')} (beyond the base: ${largestText(r, base)})`,
      ),
    failures: walked.flatMap((r) =>
      r.failures.map((f) => `${app} ${r.path}${r.query} (${r.account}): ${f}`),
    ),
  };
}

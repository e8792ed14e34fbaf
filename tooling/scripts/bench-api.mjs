// API latency benchmark: 100,000 orders (a quarter of them bid paper letters) in a fresh PostgreSQL
// database, the built API against it, autocannon on loopback for the order lists of each letter
// type and the status poll. Prints req/s, p50 and p99.
//
//   pnpm --filter api-server build && pnpm bench:api [--orders 100000] [--duration 15]
//     [--connections 50] [--only <name>] [--json out.json] [--keep] [--reuse] [--check]
//     [--database bht_bench] [--seed-only]
//   pnpm bench:api --smoke
//
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the benchmark creates (and afterwards drops, unless --keep) the database `--database` (default
// `bht_bench`) on it; --reuse keeps a seeded one from an earlier --keep run. --seed-only creates and
// seeds it, keeps it and measures nothing (so databases of two sizes can be seeded once and then
// measured back to back with --reuse). --only picks calls: a call's full name that call alone, other
// text every call whose name holds it. --check exits 1 when a target of docs/benchmarks.md is missed.
// Whatever the options, it exits 1 when a call answered anything but 2xx, timed out or made no
// request at all: figures of a broken call are not figures.
//
// --smoke runs the whole script at a tiny size to prove it still works (pnpm bench:smoke, run by
// the test command): 2,000 orders in its own database `bht_bench_smoke` (dropped afterwards), 2 s
// per call with 4 connections, no targets; it also checks the seeded data against the API's rules
// (counters, order logs, the background jobs' conditions). Without a reachable PostgreSQL it prints
// that it was SKIPPED and exits 0, except under CI (CI set), where that is a failure.
//
// Besides throughput it reports the CPU time each request costs in the API process, in the
// PostgreSQL backends of the benchmark database and in autocannon (from /proc), because on a
// shared machine req/s moves with the neighbours' load while CPU per request does not.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiMainJs, startApi } from './api-process.mjs';
import { seedBenchOrders, seedProblems } from './bench-api-seed.mjs';
import { onServer } from './database-admin.mjs';
import { freePort } from './free-port.mjs';

// The API's own driver, so the benchmark needs no second copy of pg.
const pg = createRequire(new URL('../../apps/api-server/package.json', import.meta.url))('pg');

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string', multiple: true },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    database: { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
});
const smoke = options.smoke;
if (smoke && (options.keep || options.reuse || options['seed-only'] || options.check)) {
  console.error(
    '--smoke seeds, measures and drops its own database: no --keep, --reuse, --seed-only or --check.',
  );
  process.exit(2);
}
/** Full-size defaults, or the smoke run's tiny ones; explicit options win. */
const args = {
  ...options,
  orders: options.orders ?? (smoke ? '2000' : '100000'),
  duration: options.duration ?? (smoke ? '2' : '15'),
  warmup: options.warmup ?? (smoke ? '0' : '3'),
  connections: options.connections ?? (smoke ? '4' : '50'),
  // Its own database, so a smoke run never touches a kept full-size one.
  database: options.database ?? (smoke ? 'bht_bench_smoke' : 'bht_bench'),
};

const DB_NAME = args.database;
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) {
  console.error(`--database must be a plain lower-case name, not ${JSON.stringify(DB_NAME)}`);
  process.exit(2);
}
const keep = args.keep || args['seed-only'];
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${DB_NAME}`;
const DEMO_PASSWORD = 'Demo@1234';
const FOCUS = { enterpriseMobile: '13800000001', companyAccount: 'xinda_admin' };

if (!existsSync(apiMainJs)) {
  console.error(`The API is not built (${apiMainJs}): run 'pnpm --filter api-server build' first.`);
  process.exit(2);
}

// PostgreSQL first: a smoke run on a machine without it says so plainly instead of failing.
const adminQuery = (sql) => onServer(serverUrl, sql);
const unreachable = await adminQuery('select 1').then(
  () => null,
  (error) => error.message || error.code || String(error),
);
if (unreachable) {
  const where = `PostgreSQL at ${new URL(serverUrl).host} (DATABASE_URL)`;
  if (smoke && !process.env.CI) {
    console.log(`bench:api smoke SKIPPED: ${where} is not reachable (${unreachable}).`);
    process.exit(0);
  }
  console.error(`bench:api: ${where} is not reachable (${unreachable}).`);
  process.exit(smoke ? 1 : 2);
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time in ms (user + system) of a process from /proc/<pid>/stat; 0 when it is gone. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the benchmark database (`postgres: user bht_bench host …`). */
function benchBackends() {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${DB_NAME} `);
      } catch {
        return false;
      }
    });
}

/** CPU ms so far of the API, of each database backend, and of this process (autocannon). */
function cpuSnapshot(apiPid) {
  const own = process.cpuUsage();
  return {
    api: cpuMsOf(apiPid),
    db: new Map(benchBackends().map((pid) => [pid, cpuMsOf(pid)])),
    load: (own.user + own.system) / 1000,
  };
}

/** CPU µs per request between two snapshots; a backend started meanwhile counts from zero. */
function cpuPerRequest(before, after, requests) {
  let dbMs = 0;
  for (const [pid, ms] of after.db) dbMs += ms - (before.db.get(pid) ?? 0);
  const us = (ms) => Math.round((ms * 1000) / requests);
  return { api: us(after.api - before.api), db: us(dbMs), load: us(after.load - before.load) };
}

/** Why an autocannon run does not count (no request, a non-2xx answer, an error), or null. */
function callProblem(r) {
  if (!r.requests.total) return 'no request completed';
  if (r.non2xx) return `${r.non2xx} of ${r.requests.total} answers were not 2xx`;
  if (r.errors || r.timeouts) return `${r.errors} errors, ${r.timeouts} timeouts`;
  return null;
}

async function post(url, path, fields, token) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const body = await res.json();
  if (body.code !== 1) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** One autocannon run: `fields` is the form body, or a function giving a new one per request. */
function cannon(url, { path, token, fields }, seconds) {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Bearer ${token}`,
  };
  const body = typeof fields === 'function' ? undefined : new URLSearchParams(fields).toString();
  return autocannon({
    url: `${url}${path}`,
    method: 'POST',
    connections: Number(args.connections),
    duration: seconds,
    headers,
    body,
    requests:
      typeof fields === 'function'
        ? [{ setupRequest: (req) => ({ ...req, body: new URLSearchParams(fields()).toString() }) }]
        : undefined,
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'bht-bench-api-'));
let api = null;
try {
  if (!args.reuse) {
    console.log(`Creating ${DB_NAME} on ${new URL(serverUrl).host} …`);
    await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
    await adminQuery(`create database ${DB_NAME}`);
  }

  // The API migrates and seeds the demo data on its first start.
  const port = await freePort();
  api = await startApi(
    port,
    {
      DATABASE_URL: benchUrl.toString(),
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // As in production: responses are not re-checked against their schemas (see config.ts).
      VALIDATE_RESPONSES: 'false',
      // The benchmark seeds its own orders (bench-api-seed.mjs), not the demo history.
      SEED_HISTORY: 'false',
    },
    join(dataDir, 'api-server.log'),
  );

  const seedClient = new pg.Client({ connectionString: benchUrl.toString() });
  // Reported by the query that meets it; not an unhandled event when the database goes away.
  seedClient.on('error', () => {});
  await seedClient.connect();
  const started = Date.now();
  const focus = args.reuse
    ? (
        await seedClient.query(
          `select (select enterprise_id from enterprise_accounts where mobile = $1) as enterprise_id, (select company_id from ensure_company_accounts where account = $2) as company_id`,
          [FOCUS.enterpriseMobile, FOCUS.companyAccount],
        )
      ).rows[0]
    : await seedBenchOrders(seedClient, Number(args.orders), FOCUS, (line) => console.log(line));
  const seedSeconds = args.reuse ? null : (Date.now() - started) / 1000;
  if (smoke) {
    const problems = await seedProblems(seedClient);
    if (problems.length)
      throw new Error(`the seeded data breaks the API's rules:\n${problems.join('\n')}`);
    console.log(
      "Seeded data checked: counters, order logs, premiums, the background jobs' conditions.",
    );
  }
  const {
    rows: [sizes],
  } = await seedClient.query(
    `select (select count(*) from orders)::int as orders,
            (select count(*) from orders where type = 'bid_paper')::int as paper_orders,
            (select count(*) from orders where ensure_company_id = $1)::int as company_orders,
            (select count(*) from orders where enterprise_id = $2)::int as enterprise_orders,
            (select count(*) from orders where enterprise_id = $2 and type = 'bid_paper')::int as enterprise_paper_orders`,
    [focus.company_id, focus.enterprise_id],
  );
  const { rows: polled } = await seedClient.query(
    'select sn from orders where enterprise_id = $1 order by random() limit 500',
    [focus.enterprise_id],
  );
  await seedClient.end();
  console.log(
    `${args.reuse ? 'Reusing' : 'Seeded'} ${sizes.orders} orders (${sizes.paper_orders} paper)${seedSeconds === null ? '' : ` in ${seedSeconds.toFixed(1)} s`}: xinda ${sizes.company_orders}, enterprise 13800000001 ${sizes.enterprise_orders} (${sizes.enterprise_paper_orders} paper).`,
  );

  const enterpriseToken = (
    await post(api.url, '/api/enterprise/login', {
      account: FOCUS.enterpriseMobile,
      password: DEMO_PASSWORD,
    })
  ).token;
  const companyToken = (
    await post(api.url, '/api/ensure_company/login', {
      account: FOCUS.companyAccount,
      password: DEMO_PASSWORD,
    })
  ).token;

  let next = 0;
  const allScenarios = [
    {
      name: 'console list 待审核',
      kind: 'list',
      path: '/api/ensure_company/getOrderList',
      token: companyToken,
      fields: { stage: '待审核', page: '1', limit: '10' },
    },
    {
      name: 'console list 已出函',
      kind: 'list',
      path: '/api/ensure_company/getOrderList',
      token: companyToken,
      fields: { stage: '已出函', page: '1', limit: '10' },
    },
    {
      name: 'console list 待出函 (3 statuses)',
      kind: 'list',
      path: '/api/ensure_company/getOrderList',
      token: companyToken,
      fields: { stage: '待出函', page: '1', limit: '10' },
    },
    {
      name: 'console list 已出函 paper only',
      kind: 'list',
      path: '/api/ensure_company/getOrderList',
      token: companyToken,
      fields: { stage: '已出函', type: 'bid_paper', page: '1', limit: '10' },
    },
    {
      name: 'enterprise list',
      kind: 'list',
      path: '/api/order/getList',
      token: enterpriseToken,
      fields: { page: '1', limit: '10' },
    },
    {
      name: 'enterprise paper list',
      kind: 'list',
      path: '/api/paper_letter/getList',
      token: enterpriseToken,
      fields: { page: '1', limit: '10' },
    },
    // Deep pages cost O(offset + limit) rows whatever the owner's size: the same page should
    // cost the same CPU at 100,000 and 1,000,000 orders.
    {
      name: 'console list 已出函 page 1000',
      kind: 'deep',
      path: '/api/ensure_company/getOrderList',
      token: companyToken,
      fields: { stage: '已出函', page: '1000', limit: '10' },
    },
    {
      name: 'enterprise list page 100',
      kind: 'deep',
      path: '/api/order/getList',
      token: enterpriseToken,
      fields: { page: '100', limit: '10' },
    },
    {
      name: 'order status',
      kind: 'status',
      path: '/api/order/getOrderStatus',
      token: enterpriseToken,
      fields: () => ({ order_sn: polled[next++ % polled.length].sn }),
    },
  ];
  // --only: a call's full name picks that call alone, any other text the calls whose names hold it.
  const picked = (s, o) =>
    allScenarios.some((c) => c.name === o) ? s.name === o : s.name.includes(o);
  const scenarios = allScenarios.filter(
    (s) => !args['seed-only'] && (!args.only || args.only.some((o) => picked(s, o))),
  );
  // Deep pages have no target of their own: they are there to compare database sizes.
  const TARGETS = {
    list: { rps: 1700, p99: 40 },
    status: { rps: 4000, p99: Infinity },
    deep: { rps: 0, p99: Infinity },
  };

  const results = [];
  /** Calls that did not answer as they must: their figures mean nothing and the run fails. */
  const broken = [];
  for (const scenario of scenarios) {
    // Correctness first: the call answers a full page (or the status) before it is timed.
    const sample = await post(
      api.url,
      scenario.path,
      typeof scenario.fields === 'function' ? scenario.fields() : scenario.fields,
      scenario.token,
    );
    const shape = sample.list
      ? `${sample.list.length} rows of ${sample.total}`
      : `status ${sample.order?.status}`;
    // A first page of a seeded list is never empty, and the poll names the order's status.
    if (
      scenario.kind === 'list'
        ? !sample.list?.length
        : scenario.kind === 'status' && typeof sample.order?.status !== 'number'
    )
      broken.push(`${scenario.name}: answered ${shape} before the run`);
    if (Number(args.warmup) > 0) await cannon(api.url, scenario, Number(args.warmup));
    const before = cpuSnapshot(api.pid);
    const r = await cannon(api.url, scenario, Number(args.duration));
    const after = cpuSnapshot(api.pid);
    const cpu = cpuPerRequest(before, after, r.requests.total);
    const target = TARGETS[scenario.kind];
    const row = {
      name: scenario.name,
      answer: shape,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      errors: r.errors + r.timeouts + r.non2xx,
      cpu,
      met:
        r.requests.average >= target.rps &&
        r.latency.p99 <= target.p99 &&
        r.errors + r.timeouts + r.non2xx === 0,
    };
    results.push(row);
    const problem = callProblem(r);
    if (problem) broken.push(`${scenario.name}: ${problem}`);
    console.log(
      `${row.name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors} (${shape}); CPU µs/request: API ${cpu.api}, PostgreSQL ${cpu.db}, autocannon ${cpu.load}`,
    );
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`;
  if (results.length) {
    console.log(
      `\n${machine}; ${args.connections} connections, ${args.duration} s per call after ${args.warmup} s warm-up\n`,
    );
    console.log(
      '| call | answer | req/s | p50 ms | p99 ms | errors | CPU µs/req API + PostgreSQL + autocannon | target met |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | --- |');
    for (const r of results)
      console.log(
        `| ${r.name} | ${r.answer} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu.api} + ${r.cpu.db} + ${r.cpu.load} | ${smoke ? '(smoke: no targets)' : r.met ? 'yes' : 'no'} |`,
      );
  }
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ machine, sizes, seedSeconds, seedSteps: focus.steps, results }, null, 2),
    );
  if (broken.length) {
    console.error(
      `\n✗ ${broken.length} call(s) did not answer as they must:\n${broken.join('\n')}`,
    );
    process.exitCode = 1;
  } else if (smoke) {
    console.log(`\n✓ bench:api smoke: ${results.length} calls, every request answered 2xx.`);
  }
  if (args.check && results.some((r) => !r.met)) process.exitCode = 1;
} finally {
  await api?.stop();
  if (!keep)
    await adminQuery(`drop database if exists ${DB_NAME} with (force)`).catch((e) =>
      console.warn(`could not drop ${DB_NAME}: ${e.message}`),
    );
  rmSync(dataDir, { recursive: true, force: true });
}

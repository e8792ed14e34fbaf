// `pnpm bench:smoke [bundles] [api] [lighthouse]`: every benchmark script run end to end at a tiny
// size, one after the other, so a change that breaks a benchmark fails the test command instead of
// being found months later (docs/benchmarks.md, "Smoke runs"). Each smoke exits non-zero when its
// script is broken; none of them judges the figures except bench:bundles, whose budgets are cheap
// and stable enough to be a gate:
// - bundles:    `measure-bundles.mjs --check --all` (every route of both apps opened in Chromium as
//               its demo account opens it, each within its JS and CSS budget and loaded as its page;
//               no sandbox code);
// - api:        `bench-api.mjs --smoke` (2,000 orders in its own PostgreSQL database, 2 s per call;
//               SKIPPED without a reachable PostgreSQL unless CI is set);
// - lighthouse: `lighthouse.mjs --smoke` (one run of the portal's /login and of its home page logged
//               in, every category scored).
// Needs the builds: apps/api-server/dist and both apps' dist/ (`pnpm turbo run build`), and Chromium.
// Runs every smoke even when one fails, then exits 1 if any did. Importable: runBenchSmokes(names).
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Each smoke: the script under tooling/scripts and its arguments. */
export const benchSmokes = {
  bundles: ['measure-bundles.mjs', '--check', '--all'],
  api: ['bench-api.mjs', '--smoke'],
  lighthouse: ['lighthouse.mjs', '--smoke'],
};

function runScript(script, args) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL(script, import.meta.url)), ...args],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('error', (error) => resolve(String(error)));
    child.on('exit', (code, signal) => resolve(code === 0 ? null : `exit ${signal ?? code}`));
  });
}

/**
 * Runs the named smokes (default: all) one after the other.
 * @param {string[]} [names]
 * @returns {Promise<Array<{ name: string, seconds: number, failure: string | null }>>}
 */
export async function runBenchSmokes(names = Object.keys(benchSmokes)) {
  const unknown = names.filter((name) => !(name in benchSmokes));
  if (unknown.length)
    throw new Error(
      `unknown smoke ${unknown.join(', ')}: one of ${Object.keys(benchSmokes).join(', ')}`,
    );
  const results = [];
  for (const name of names) {
    const [script, ...args] = benchSmokes[name];
    console.info(`\n=== bench smoke: ${name} (${script} ${args.join(' ')}) ===`);
    const started = Date.now();
    const failure = await runScript(script, args);
    results.push({ name, seconds: (Date.now() - started) / 1000, failure });
  }
  console.info('\nbench smokes:');
  for (const r of results)
    console.info(
      `  ${r.failure ? '✗' : '✓'} ${r.name} ${r.seconds.toFixed(1)} s${r.failure ? ` (${r.failure})` : ''}`,
    );
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runBenchSmokes(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  if (results.some((r) => r.failure)) process.exit(1);
}

// Starts the built API server (apps/api-server/dist/main.js) as a child process and waits for
// /healthz. Used by the browser tests (tests/e2e) and the Lighthouse / bundle benchmarks.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const apiMainJs = fileURLToPath(
  new URL('../../apps/api-server/dist/main.js', import.meta.url),
);

/**
 * @param {number} port
 * @param {Record<string, string | undefined>} env added to this process's environment (undefined: removed)
 * @param {string} logFile
 * @returns {Promise<import('./api-process.mjs').ApiProcess>}
 */
export async function startApi(port, env, logFile) {
  const childEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  // A variable given as undefined is removed (e.g. DATABASE_URL, for the embedded database).
  for (const [key, value] of Object.entries(childEnv))
    if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [apiMainJs], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  // Migrations and the demo seed take tens of seconds on PGlite when the machine is busy.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`API exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGTERM');
    throw new Error(`API did not become healthy; see ${logFile}`);
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

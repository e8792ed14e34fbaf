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
 * @param {Record<string, string>} env
 * @param {string} logFile
 * @returns {Promise<import('./api-process.mjs').ApiProcess>}
 */
export async function startApi(port, env, logFile) {
  const child = spawn(process.execPath, [apiMainJs], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
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

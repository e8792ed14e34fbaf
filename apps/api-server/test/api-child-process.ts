// The real API as a child process, for what only a process shows: its start-up output and exit
// code, and being killed mid-request and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../tooling/scripts/free-port.mjs';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'src',
  'drizzle',
  '../../packages/api-client/src',
  '../../packages/validators/src',
];

function newestMtime(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/**
 * The build (dist/main.js) when it is newer than every source it bundles, as after the test
 * command's build phase: it starts in about a second. Otherwise the source through tsx, which
 * compiles the whole server at each start (about ten seconds).
 */
function apiEntry(): string[] {
  const built = join(serverRoot, 'dist/main.js');
  if (!existsSync(built)) return ['--import', 'tsx', 'src/main.ts'];
  const sourcesChanged = Math.max(...SOURCES.map((dir) => newestMtime(join(serverRoot, dir))));
  return statSync(built).mtimeMs >= sourcesChanged ? [built] : ['--import', 'tsx', 'src/main.ts'];
}
const entry = apiEntry();

export interface ApiChild {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once /healthz answers; rejects if the process exits first or `timeoutMs` passes. */
  healthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the API with `env` on top of a clean test environment (no inherited DATABASE_URL). */
export async function spawnApi(env: Record<string, string>): Promise<ApiChild> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, entry, {
    cwd: serverRoot,
    env: {
      ...parentEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => text,
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${text}`);
        const ok = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`API not healthy after ${timeoutMs} ms:\n${text}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

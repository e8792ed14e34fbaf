// Runs pnpm at the version pinned in package.json, bootstrapping it with npx on a machine
// that has only Node and npm.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const pinned = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).packageManager.split('@')[1];

function installedPnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const usesGlobal = installedPnpmVersion() === pinned;

/** The command and leading args that run the pinned pnpm. */
export const pnpmCommand = usesGlobal ? ['pnpm'] : ['npx', '-y', `pnpm@${pinned}`];

/** Run pnpm with args; resolves on exit 0, rejects otherwise. */
export function pnpm(args, options = {}) {
  const [cmd, ...lead] = pnpmCommand;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...lead, ...args], { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`pnpm ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Install the workspace (frozen lockfile in CI). */
export function install() {
  return pnpm(['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
}

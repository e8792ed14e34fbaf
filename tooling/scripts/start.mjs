// `npm start`: installs the workspace, then runs the API (embedded PostgreSQL, migrated and
// seeded; it prints the demo log-ins) and both apps' dev servers, with prefixed output.
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { install, pnpmCommand, root } from './pnpm.mjs';

const services = [
  { name: 'api', filter: 'api-server', color: 36 },
  { name: 'enterprise', filter: 'enterprise-portal', color: 32 },
  { name: 'console', filter: 'ensure-company-console', color: 35 },
];

await install();

const [cmd, ...lead] = pnpmCommand;
const children = services.map(({ name, filter, color }) => {
  const child = spawn(cmd, [...lead, '--filter', filter, 'dev'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const prefix = `\x1b[${color}m${name.padEnd(10)}|\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`${prefix}exited (${code})\n`);
    shutdown(code ?? 1);
  });
  return child;
});

console.info(`
保函通 is starting:
  API                      http://127.0.0.1:3000   (OpenAPI: http://127.0.0.1:3000/docs)
  企业端 enterprise portal  http://localhost:5173
  担保公司端 console         http://localhost:5174
Demo log-ins are printed by the API below once the database is seeded.
`);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

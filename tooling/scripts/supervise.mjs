// Runs long-lived services side by side with prefixed output, and makes sure none outlives the
// others: each service gets its own process group (pnpm → sh → vite / tsx → node), so stopping a
// service stops everything it started, not just the pnpm at its top.
// - Any of SIGINT, SIGTERM, SIGHUP stops every service, then exits (130 / 143 / 129).
// - A service that exits by itself stops the others; the supervisor says which one and exits 1.
import { spawn } from 'node:child_process';

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
/** How long a service gets after SIGTERM before its whole group is killed. */
const GRACE_MS = 3_000;

/**
 * @param {{ name: string, command: string, args: string[], color?: number, cwd?: string, env?: NodeJS.ProcessEnv }[]} services
 * @param {{ out?: (line: string) => void, exit?: (code: number) => void }} [io]
 */
export function supervise(services, io = {}) {
  const out = io.out ?? ((line) => process.stdout.write(line + '\n'));
  const exit = io.exit ?? ((code) => process.exit(code));
  let stopping = false;

  const running = services.map((service) => {
    const prefix = `\x1b[${service.color ?? 37}m${service.name.padEnd(10)}|\x1b[0m `;
    const child = spawn(service.command, service.args, {
      cwd: service.cwd,
      env: service.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr])
      forwardLines(stream, (line) => out(prefix + line));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      out(`${prefix}exited by itself (${signal ?? code}): stopping the other services`);
      void stopAll(1);
    });
    child.once('error', (error) => {
      if (stopping) return;
      out(`${prefix}could not start: ${error.message}`);
      void stopAll(1);
    });
    return { child, exited };
  });

  /** Sends `signal` to a service's whole process group; a group already gone is fine. */
  function signalGroup(child, signal) {
    if (!child.pid) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: nothing left in the group
    }
  }

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    for (const { child } of running) signalGroup(child, 'SIGTERM');
    const grace = new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref());
    await Promise.race([Promise.all(running.map((r) => r.exited)), grace]);
    // Grandchildren may ignore SIGTERM or outlive their parent: the group goes in any case.
    for (const { child } of running) signalGroup(child, 'SIGKILL');
    out('all services stopped');
    exit(code);
  }

  for (const [signal, code] of Object.entries(SIGNAL_EXIT))
    process.on(signal, () => void stopAll(code));
  // A crash of the supervisor itself still takes the groups down.
  process.on('exit', () => {
    for (const { child } of running) signalGroup(child, 'SIGKILL');
  });

  return { pids: running.map(({ child }) => child.pid), stop: () => stopAll(0) };
}

function forwardLines(stream, write) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) write(line);
  });
  stream.on('end', () => buffered && write(buffered));
}

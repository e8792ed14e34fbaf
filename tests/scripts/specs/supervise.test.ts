// npm start's supervision (tooling/scripts/supervise.mjs): a stop signal or a dying service
// must leave no process behind — neither the services nor what they started.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../fixtures/supervised.mjs', import.meta.url));
const started: ChildProcess[] = [];
const leftovers: number[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const pid of leftovers.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Alive and not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

interface Run {
  output: () => string;
  pids: Promise<number[]>;
  exit: Promise<number | null>;
  child: ChildProcess;
}

function run(scenario: string): Run {
  const child = spawn(process.execPath, [fixture, scenario], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  const pids = new Promise<number[]>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = [...output.matchAll(/ready \w (\d+) (\d+)/g)];
      if (ready.length === 3) {
        const all = ready.flatMap((m) => [Number(m[1]), Number(m[2])]);
        leftovers.push(...all);
        resolve(all);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => output, pids, exit, child };
}

async function expectAllGone(pids: number[]) {
  // SIGKILLed grandchildren are re-parented; give the reaper a moment.
  for (let i = 0; i < 50 && pids.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
  expect(pids.filter(alive), 'processes left behind').toEqual([]);
}

describe('npm start supervision', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGHUP', 129],
  ] as const)('%s stops every service and everything it started', async (signal, code) => {
    const r = run('steady');
    const pids = await r.pids;
    expect(pids.every(alive)).toBe(true);
    r.child.kill(signal);
    expect(await r.exit).toBe(code);
    await expectAllGone(pids);
  });

  it('kills a service that ignores SIGTERM once the grace period is over', async () => {
    const r = run('stubborn');
    const pids = await r.pids;
    r.child.kill('SIGTERM');
    expect(await r.exit).toBe(143);
    await expectAllGone(pids);
  });

  it('stops the others when one service dies, says which, and exits non-zero', async () => {
    const r = run('crash');
    const pids = await r.pids;
    expect(await r.exit).toBe(1);
    expect(r.output()).toMatch(/b\s+\|.*exited by itself \(3\)/);
    await expectAllGone(pids);
  });
});

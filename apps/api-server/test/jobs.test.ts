// The job system (docs/jobs.md) against the database: an effect enqueued twice under one key is one
// job; two runners (on PostgreSQL two connection pools, as two API instances) run each job exactly
// once; a job whose runner died (its lease lapsed) is taken again; a failing job is retried with
// back-off and ends dead after its limit; scheduled work is one job per slot across instances.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffMs,
  enqueueJob,
  DONE_RETENTION_MS,
  JobFailure,
  pruneDoneJobs,
  runDueJobs,
  scheduleEvery,
  startJobRunner,
  type JobHandlers,
} from '../src/jobs/job-queue';
import { createTestDatabase, secondPool, type TestDatabase } from './test-app';
import { jobByKey } from './job-rows';

let shared: TestDatabase;
let second: TestDatabase | undefined;
const silent = { error: () => {}, info: () => {} };

beforeAll(async () => {
  shared = await createTestDatabase();
  second = await secondPool(shared);
}, 60_000);
afterAll(async () => {
  await second?.dispose();
  await shared.dispose();
});

const db = () => shared.database.db;
/** The other instance's database handle: a second pool on PostgreSQL, the same PGlite otherwise. */
const otherDb = () => (second ?? shared).database.db;
const jobsLike = (prefix: string) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `${prefix}%`));

describe('the runner', () => {
  it('runs the jobs a job queued at once, without waiting for a poll or a request', async () => {
    const ran: string[] = [];
    const handlers: JobHandlers = {
      'test.first': {
        run: async (job) => {
          ran.push(job.dedupeKey);
          await enqueueJob(db(), { kind: 'test.then', key: 'chain:then' });
        },
      },
      'test.then': { run: async (job) => void ran.push(job.dedupeKey) },
    };
    await enqueueJob(db(), { kind: 'test.first', key: 'chain:first' });
    // No polling: one kick, as after the response of the request that queued the first job.
    const runner = startJobRunner(db(), handlers, silent, { pollMs: 0 });
    runner.kick();
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['chain:first', 'chain:then']);
    await runner.stop();
  });
});

describe('enqueue', () => {
  it('one key, one job: a second enqueue of the same effect does nothing', async () => {
    expect(await enqueueJob(db(), { kind: 'test.once', key: 'once:1', payload: { n: 1 } })).toBe(
      true,
    );
    expect(await enqueueJob(db(), { kind: 'test.once', key: 'once:1', payload: { n: 2 } })).toBe(
      false,
    );
    expect((await jobsLike('once:')).map((j) => j.payload)).toEqual([{ n: 1 }]);
  });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.once', key: 'rolled-back:1' });
        throw new Error('event failed');
      })
      .catch(() => {});
    expect(await jobsLike('rolled-back:')).toEqual([]);
  });
});

describe('two runners', () => {
  it('run each job exactly once', async () => {
    const ran: number[] = [];
    const handlers: JobHandlers = {
      'test.count': {
        run: async (job) => {
          ran.push((job.payload as { n: number }).n);
          // A slow effect, so the runners overlap.
          await new Promise((r) => setTimeout(r, 5));
        },
      },
    };
    for (let n = 0; n < 30; n++)
      await enqueueJob(db(), { kind: 'test.count', key: `count:${n}`, payload: { n } });
    const [a, b] = await Promise.all([
      runDueJobs(db(), handlers, silent, { batchSize: 3 }),
      runDueJobs(otherDb(), handlers, silent, { batchSize: 3 }),
    ]);
    expect(a.done + b.done).toBe(30);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect((await jobsLike('count:')).every((j) => j.state === 'done' && j.attempts === 1)).toBe(
      true,
    );
  });

  it('a job whose runner died is taken again once its lease lapses, and not before', async () => {
    await enqueueJob(db(), { kind: 'test.lease', key: 'lease:1' });
    const now = Date.now();
    // A runner takes it and dies mid-job (its handler never returns).
    let started = 0;
    const dying: JobHandlers = {
      'test.lease': {
        run: () => {
          started++;
          return new Promise<void>(() => {});
        },
      },
    };
    void runDueJobs(db(), dying, silent, { now: new Date(now), leaseMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(started).toBe(1);
    let finished = 0;
    const healthy: JobHandlers = { 'test.lease': { run: async () => void finished++ } };
    await runDueJobs(otherDb(), healthy, silent, { now: new Date(now + 30_000) });
    expect(finished).toBe(0);
    await runDueJobs(otherDb(), healthy, silent, { now: new Date(now + 61_000) });
    expect(finished).toBe(1);
    expect(await jobByKey(db(), 'lease:1')).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('retries', () => {
  it('back-off doubles from BACKOFF_BASE_MS up to BACKOFF_CAP_MS', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([
      BACKOFF_BASE_MS,
      2 * BACKOFF_BASE_MS,
      4 * BACKOFF_BASE_MS,
    ]);
    expect(backoffMs(30)).toBe(BACKOFF_CAP_MS);
  });

  it('a job that always fails is retried at its back-off until max_attempts, then dead with its last error', async () => {
    await enqueueJob(db(), { kind: 'test.fail', key: 'fail:1', maxAttempts: 3 });
    let tries = 0;
    const handlers: JobHandlers = {
      'test.fail': {
        run: async () => {
          tries++;
          throw new JobFailure(`第 ${tries} 次失败`);
        },
      },
    };
    let clock = Date.now();
    await runDueJobs(db(), handlers, silent, { now: new Date(clock) });
    const first = await jobByKey(db(), 'fail:1');
    expect(first).toMatchObject({ state: 'queued', attempts: 1, lastError: '第 1 次失败' });
    expect(first!.runAt.getTime()).toBe(clock + BACKOFF_BASE_MS);
    // Before the back-off: not taken.
    await runDueJobs(db(), handlers, silent, { now: new Date(clock + BACKOFF_BASE_MS - 1000) });
    expect(tries).toBe(1);
    for (let attempt = 2; attempt <= 5; attempt++) {
      clock += backoffMs(attempt - 1);
      await runDueJobs(db(), handlers, silent, { now: new Date(clock) });
    }
    expect(tries).toBe(3);
    expect(await jobByKey(db(), 'fail:1')).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: '第 3 次失败',
      lockedUntil: null,
    });
  });
});

describe('scheduled slots', () => {
  it('two instances scheduling the same work write one job per slot, run once, which schedules the next', async () => {
    const interval = 60_000;
    const start = new Date(Math.floor(Date.now() / interval) * interval);
    await Promise.all([
      scheduleEvery(db(), 'test.tick', interval, start),
      scheduleEvery(otherDb(), 'test.tick', interval, start),
    ]);
    const slots = () =>
      db()
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'test.tick'))
        .then((rows) => rows.sort((x, y) => x.runAt.getTime() - y.runAt.getTime()));
    expect((await slots()).map((j) => j.runAt.getTime())).toEqual([
      start.getTime(),
      start.getTime() + interval,
    ]);
    let ticks = 0;
    const handlers = (on: typeof db): JobHandlers => ({
      'test.tick': {
        run: async (_job, { now }) => {
          ticks++;
          await scheduleEvery(on(), 'test.tick', interval, now);
        },
      },
    });
    const at = new Date(start.getTime() + 1000);
    await Promise.all([
      runDueJobs(db(), handlers(db), silent, { now: at }),
      runDueJobs(otherDb(), handlers(otherDb), silent, { now: at }),
    ]);
    expect(ticks).toBe(1);
    const next = new Date(start.getTime() + interval + 1000);
    await Promise.all([
      runDueJobs(db(), handlers(db), silent, { now: next }),
      runDueJobs(otherDb(), handlers(otherDb), silent, { now: next }),
    ]);
    expect(ticks).toBe(2);
    expect((await slots()).map((j) => j.state)).toEqual(['done', 'done', 'queued']);
  });
});

describe('pruning', () => {
  it('deletes jobs done longer ago than the retention, keeps newer and dead ones', async () => {
    const now = Date.now();
    for (const [key, state, finished] of [
      ['prune:old-done', 'done', now - DONE_RETENTION_MS - 1000],
      ['prune:new-done', 'done', now - 1000],
      ['prune:old-dead', 'dead', now - DONE_RETENTION_MS - 1000],
    ] as const) {
      await enqueueJob(db(), { kind: 'test.prune', key });
      await db()
        .update(jobs)
        .set({ state, finishedAt: new Date(finished) })
        .where(eq(jobs.dedupeKey, key));
    }
    expect(await pruneDoneJobs(db(), new Date(now))).toBeGreaterThanOrEqual(1);
    expect((await jobsLike('prune:')).map((j) => j.dedupeKey).sort()).toEqual([
      'prune:new-done',
      'prune:old-dead',
    ]);
  });
});

// The job system (docs/jobs.md, docs/architecture.md "Background jobs"): one `jobs` table.
// - enqueueJob writes a job inside the caller's transaction, under a dedupe key (unique), so an
//   effect is enqueued once and only if its event commits.
// - The runner claims due jobs with one statement, `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
//   LOCKED)`, setting a lease (locked_until): two runners (two API instances) never take the same
//   job, and a runner that dies mid-job leaves the lease to lapse, after which the job is taken again.
// - A job that throws is queued again with exponential back-off (capped) until max_attempts, then
//   it stays `dead` with its last error, visible (the push log) and re-queued only by hand.
// - The runner is one poll loop per instance (JOB_POLL_MS) plus kick() after a response that
//   enqueued work; it is the only timer: scheduled work (letter expiry, unpaid orders) is a job row
//   per due slot (scheduleEvery), so each slot runs once across all instances.
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** What the runner logs with (a Fastify logger, or a test's). */
export type JobLog = Pick<FastifyBaseLogger, 'error' | 'info'>;

export const JobState = {
  QUEUED: 'queued',
  RUNNING: 'running',
  DONE: 'done',
  DEAD: 'dead',
} as const;

/** A failure whose message is fit for an operator (Chinese); anything else is logged and stored generically. */
export class JobFailure extends Error {}

export interface JobHandler {
  /** Does the job; throws to fail this attempt. `job.attempts` counts this attempt. */
  run(job: JobRow, context: { now: Date; log: JobLog }): Promise<void>;
  /** Called (outside the failed attempt) when the job has just become dead. */
  dead?(job: JobRow, error: string): Promise<void>;
  /** Text stored for an error that is not a JobFailure. */
  genericError?: string;
  /** The payload holds a secret (a verification code): it is emptied once the job is done or dead. */
  secretPayload?: boolean;
}
export type JobHandlers = Record<string, JobHandler>;

export interface EnqueueOptions {
  kind: string;
  /** Unique across all jobs: a second enqueue with the same key does nothing. */
  key: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * The enqueuing request runs the job itself right after its commit (runDueJobs with its key), so
   * its response does not kick the runner for it; a failed attempt waits for its retry anyway.
   */
  runByCaller?: boolean;
}

/** Writes a job (in the caller's transaction); false when a job with that key already exists. */
export async function enqueueJob(db: Db | Tx, options: EnqueueOptions): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: options.kind,
      dedupeKey: options.key,
      payload: options.payload ?? {},
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  const queued = inserted.length > 0;
  if (queued && !options.runByCaller) markJobsQueued();
  return queued;
}

/**
 * Queues a job again at once with its attempts reset (a dead one, one waiting for its next try, or
 * a finished one); false when there is none, or it is running right now.
 */
export async function requeueJob(db: Db | Tx, key: string): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({
      state: JobState.QUEUED,
      attempts: 0,
      runAt: new Date(),
      lockedUntil: null,
      finishedAt: null,
    })
    .where(
      and(
        eq(jobs.dedupeKey, key),
        inArray(jobs.state, [JobState.DEAD, JobState.DONE, JobState.QUEUED]),
      ),
    )
    .returning({ id: jobs.id });
  if (row) markJobsQueued();
  return Boolean(row);
}

/** Retry delays: 30 s, 1 min, 2 min, … doubled per attempt, at most 30 min. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 30 * 60_000;
export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);

export const DEFAULT_LEASE_MS = 2 * 60_000;

export interface RunOptions {
  /** The runner's clock (tests move it); the database's rows are compared with it. */
  now?: Date;
  leaseMs?: number;
  batchSize?: number;
  /** Only these kinds (a test's or a request's own run); all kinds otherwise. */
  kinds?: string[];
  /** Only the job with this key (the request that enqueued it runs it at once). */
  key?: string;
}

/** Takes up to `batchSize` due jobs (queued and due, or running with a lapsed lease), leasing them. */
async function claim(db: Db, handlers: JobHandlers, options: RunOptions): Promise<JobRow[]> {
  const now = options.now ?? new Date();
  const kinds = options.kinds ?? Object.keys(handlers);
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        options.key === undefined ? undefined : eq(jobs.dedupeKey, options.key),
        or(
          and(eq(jobs.state, JobState.QUEUED), lte(jobs.runAt, now)),
          and(eq(jobs.state, JobState.RUNNING), lte(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: JobState.RUNNING,
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** The job as still held by this run (running, same lease). */
const stillOurs = (job: JobRow) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.state, JobState.RUNNING),
    eq(jobs.lockedUntil, job.lockedUntil!),
  );

export interface JobRun {
  done: number;
  retried: number;
  dead: number;
}

async function runOne(
  db: Db,
  handler: JobHandler,
  job: JobRow,
  now: Date,
  log: JobLog,
  run: JobRun,
): Promise<void> {
  const forget = handler.secretPayload ? { payload: {} } : {};
  try {
    // A lease that lapsed more times than allowed (the process died in every attempt): give up.
    if (job.attempts > job.maxAttempts) throw new JobFailure('多次处理中断，已停止自动重试');
    await handler.run(job, { now, log });
    await db
      .update(jobs)
      .set({ state: JobState.DONE, lockedUntil: null, finishedAt: new Date(), ...forget })
      .where(stillOurs(job));
    run.done++;
  } catch (error) {
    const known = error instanceof JobFailure ? error.message : null;
    // Only the job's id and kind in the log: payloads may hold personal data.
    if (known === null) log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
    const message = (known ?? handler.genericError ?? '处理失败，将自动重试').slice(0, 500);
    const dead = job.attempts >= job.maxAttempts;
    const [failed] = await db
      .update(jobs)
      .set(
        dead
          ? {
              state: JobState.DEAD,
              lastError: message,
              lockedUntil: null,
              finishedAt: new Date(),
              ...forget,
            }
          : {
              state: JobState.QUEUED,
              lastError: message,
              lockedUntil: null,
              runAt: new Date(now.getTime() + backoffMs(job.attempts)),
            },
      )
      .where(stillOurs(job))
      .returning();
    if (!failed) return;
    if (dead) {
      run.dead++;
      log.info({ job: job.id, kind: job.kind, attempts: job.attempts }, 'job dead');
      await handler.dead?.(failed, message);
    } else run.retried++;
  }
}

/** Runs every job due now (and those that become due meanwhile), in batches. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  log: JobLog,
  options: RunOptions = {},
): Promise<JobRun> {
  const run: JobRun = { done: 0, retried: 0, dead: 0 };
  const batchSize = options.batchSize ?? 20;
  for (;;) {
    const now = options.now ?? new Date();
    const batch = await claim(db, handlers, { ...options, now, batchSize });
    for (const job of batch) await runOne(db, handlers[job.kind]!, job, now, log, run);
    if (batch.length < batchSize) return run;
  }
}

/**
 * Runs the one job `key` of `kind` now, if due and not taken by a runner: the request that enqueued
 * it calls this right after its commit, so the caller sees the outcome at once; a failure is left
 * to the runner's back-off.
 */
export const runJobNow = (
  db: Db,
  kind: string,
  handler: JobHandler,
  log: JobLog,
  key: string,
  options: Omit<RunOptions, 'key'> = {},
): Promise<JobRun> => runDueJobs(db, { [kind]: handler }, log, { ...options, key });

/**
 * A job per slot of `intervalMs`: the current slot's job (key `<kind>@<slot start>`) is written if
 * missing. Its handler calls this again for the next slot, so the chain goes on; every instance
 * ensures the current slot at start, and the unique key makes each slot one job for all of them.
 */
export async function scheduleEvery(
  db: Db | Tx,
  kind: string,
  intervalMs: number,
  now = new Date(),
): Promise<void> {
  const slot = Math.floor(now.getTime() / intervalMs) * intervalMs;
  for (const start of [slot, slot + intervalMs])
    await enqueueJob(db, {
      kind,
      key: `${kind}@${new Date(start).toISOString()}`,
      runAt: new Date(start),
      maxAttempts: 3,
    });
}

export const PRUNE_JOB = 'jobs.prune';
/** Finished jobs are kept this long (the push log's history of attempts), dead ones for good. */
export const DONE_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Deletes the jobs done before `now` - DONE_RETENTION_MS; returns how many. */
export async function pruneDoneJobs(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.state, JobState.DONE),
        lte(jobs.finishedAt, new Date(now.getTime() - DONE_RETENTION_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/**
 * The handler of a scheduled kind: the job of one slot runs `run` at the runner's clock, then makes
 * sure the next slots are scheduled (scheduleEvery), so the chain goes on.
 */
export function scheduledJobHandler(
  db: Db,
  kind: string,
  intervalMs: number,
  run: (now: Date, log: JobLog) => Promise<void>,
): JobHandler {
  return {
    run: async (_job, { now, log }) => {
      await run(now, log);
      await scheduleEvery(db, kind, intervalMs, now);
    },
  };
}

/** The jobs.prune slot's work: prunes and logs how many. */
export const pruneSlot = (db: Db) => async (now: Date, log: JobLog) => {
  const pruned = await pruneDoneJobs(db, now);
  if (pruned > 0) log.info({ pruned }, 'finished jobs pruned');
};

/** One request's mark: whether it wrote jobs (the app kicks the runner after its response). */
export interface JobSignal {
  queued: boolean;
}
export const jobSignal = new AsyncLocalStorage<JobSignal>();
export function markJobsQueued(): void {
  const signal = jobSignal.getStore();
  if (signal) signal.queued = true;
}

export interface JobRunner {
  /** Runs the due jobs soon (after the run in progress, if any). */
  kick(): void;
  /** No more runs; waits for the one in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * This instance's runner: one loop that runs the due jobs every `pollMs` (when > 0), and at once on
 * kick(). Runs follow each other; a failed run (the database away) is logged and the next retries.
 */
export function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  log: JobLog,
  { pollMs, leaseMs }: { pollMs: number; leaseMs?: number },
): JobRunner {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const kick = () => {
    if (stopped) return;
    running = running.then(async () => {
      if (stopped) return;
      const signal: JobSignal = { queued: false };
      try {
        const run = await jobSignal.run(signal, () => runDueJobs(db, handlers, log, { leaseMs }));
        if (run.done + run.retried + run.dead > 0) log.info(run, 'jobs run');
      } catch (error) {
        log.error({ err: error }, 'job runner failed');
      }
      // A job that queued others (a letter re-issued queues the platform's push): they run now,
      // as after a request, not at the next poll.
      if (signal.queued) kick();
    });
  };
  const poll = () => {
    kick();
    void running.then(() => {
      if (!stopped) {
        timer = setTimeout(poll, pollMs);
        timer.unref();
      }
    });
  };
  if (pollMs > 0) poll();
  return {
    kick,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

// Background jobs every API instance runs (the expiry job, the unpaid-order job, the push worker).
// The state lives in the database and each job guards itself there (advisory locks, SKIP LOCKED
// leases), so two instances running the same job behave as one; this module schedules the runs of
// one instance and drains the work in batches.
import type { FastifyBaseLogger } from 'fastify';
import { tryLockUntilCommit } from '../db/advisory-lock';
import type { Db, Tx } from '../db/client';
import { AppError } from '../http/app-error';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

export interface BackgroundJob {
  /** Runs the job soon (after the run in progress, if any). */
  kick(): void;
  /** No more runs; waits for the one in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` one run at a time: on kick(), every `intervalMs` (when > 0) and, with `runNow`, at
 * once. A run returns counts; they are logged when any is above 0. A failed run is logged and the
 * next one retries.
 */
export function startBackgroundJob<Counts extends object>(
  name: string,
  run: () => Promise<Counts>,
  options: { intervalMs: number; runNow?: boolean },
  log: Log,
): BackgroundJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const kick = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        const counts = { ...(await run()) } as Record<string, unknown>;
        if (Object.values(counts).some((value) => typeof value === 'number' && value > 0))
          log.info(counts, `${name} done`);
      } catch (error) {
        log.error({ err: error }, `${name} failed`);
      }
    });
  };
  if (options.runNow) kick();
  const timer = options.intervalMs > 0 ? setInterval(kick, options.intervalMs) : null;
  timer?.unref();
  return {
    kick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/**
 * Takes batches until the work is done: `batch` handles up to `batchSize` rows in one transaction
 * and says how many it found and how many it changed, or null when another instance holds the
 * job's lock (`skipped` when that happens on the first batch).
 */
async function drainInBatches(
  batch: () => Promise<{ found: number; changed: number } | null>,
  batchSize: number,
): Promise<{ skipped: boolean; changed: number }> {
  let changed = 0;
  for (let first = true; ; first = false) {
    const result = await batch();
    if (!result) return { skipped: first, changed };
    changed += result.changed;
    // A short batch was the last; a batch that changed nothing would only find the same rows again.
    if (result.found < batchSize || result.changed === 0) return { skipped: false, changed };
  }
}

/**
 * A job's work drained in batches: each batch in one transaction holding the advisory lock `lock`,
 * taken without waiting (another instance holding it: this run is `skipped`); `due` reads up to
 * `batchSize` rows and `change` handles each in its own savepoint (transitionOrder's), so one
 * refused with 409 (it moved meanwhile) leaves the others. `changed` counts the rows changed.
 */
export function drainLockedBatches<Row>(
  db: Db,
  {
    lock,
    batchSize,
    due,
    change,
  }: {
    lock: string;
    batchSize: number;
    due: (tx: Tx) => Promise<Row[]>;
    change: (tx: Tx, row: Row) => Promise<unknown>;
  },
): Promise<{ skipped: boolean; changed: number }> {
  const batch = () =>
    db.transaction(async (tx) => {
      if (!(await tryLockUntilCommit(tx, lock))) return null;
      const rows = await due(tx);
      let changed = 0;
      for (const row of rows) {
        try {
          await change(tx, row);
          changed++;
        } catch (error) {
          if (!(error instanceof AppError && error.status === 409)) throw error;
        }
      }
      return { found: rows.length, changed };
    });
  return drainInBatches(batch, batchSize);
}

// Batch work of the scheduled jobs (the expiry job, the unpaid-order job; docs/jobs.md): each
// batch in one transaction holding an advisory lock, so two runs at once (a slot's job and a run by
// hand) behave as one. The job runner (job-queue.ts) decides when they run.
import { tryLockUntilCommit } from '../db/advisory-lock';
import type { Db, Tx } from '../db/client';
import { AppError } from '../http/app-error';

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

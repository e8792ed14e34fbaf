// The expiry job (docs/after-issue.md, "The expiry job"): ends the letters in force whose last day
// (valid_to) has passed in China, each through transitionOrder (action `expire`, the system), so
// the order log, the counters and the enterprise's message are those of any transition. Reason
// `surrendered` when an approved surrender shortened the letter to that day, else `expired`.
// It is a scheduled job (docs/jobs.md, kind letter.expiry): one job row per EXPIRY_JOB_INTERVAL_MS
// slot, so each slot runs once across all instances, on whichever runner takes it. Each batch also
// runs in a transaction holding a transaction-level advisory lock, taken without waiting (a run by
// hand at the same time skips), and the conditional UPDATE of transitionOrder alone would already
// keep two runs from ending one letter twice.
import { LETTER_MACHINES, SurrenderStatus } from '@bht/api-client/contract';
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, surrenders } from '../../db/schema';
import { drainLockedBatches } from '../../jobs/background-job';
import { transitionOrder, type Operator } from '../orders/order-transitions';
import { ORDER_ID } from './letter-records';
import { todayInChina } from '../../time/china-time';

export const EXPIRY_JOB_LOCK = 'after-issue:expiry-job';
const BATCH_SIZE = 100;
const SYSTEM: Operator = {
  type: 'system',
  id: null,
  name: '系统（到期检查）',
  permissions: new Set(),
};
/** Statuses in which some type's letter is in force (the partial index orders_in_force_valid_to_idx). */
const IN_FORCE = [...new Set(Object.values(LETTER_MACHINES).flatMap((machine) => machine.inForce))];

/** Whether an approved surrender set the letter's last day to what it is now. */
const shortenedBySurrender = sql<boolean>`exists (select 1 from ${surrenders} where ${surrenders.orderId} = ${ORDER_ID} and ${surrenders.status} = ${SurrenderStatus.APPROVED} and ${surrenders.ceaseDate} = ${orders.validTo})`;

export interface ExpiryRun {
  /** Another instance held the lock: this run did nothing. */
  skipped: boolean;
  /** Letters this run ended. */
  ended: number;
}

/** Ends every letter due on `now`'s day in China, in batches. */
export async function runExpiryJob(
  db: Db,
  now = new Date(),
  batchSize = BATCH_SIZE,
): Promise<ExpiryRun> {
  const today = todayInChina(now);
  const run = await drainLockedBatches(db, {
    lock: EXPIRY_JOB_LOCK,
    batchSize,
    due: (tx) =>
      tx
        .select({ sn: orders.sn, surrendered: shortenedBySurrender })
        .from(orders)
        .where(and(inArray(orders.status, IN_FORCE), lt(orders.validTo, today)))
        .orderBy(asc(orders.validTo), asc(orders.id))
        .limit(batchSize),
    change: (tx, letter) =>
      transitionOrder(tx, {
        sn: letter.sn,
        scope: 'system',
        operator: SYSTEM,
        action: 'expire',
        set: () => ({
          endReason: letter.surrendered ? 'surrendered' : 'expired',
          endedOn: today,
        }),
      }),
  });
  return { skipped: run.skipped, ended: run.changed };
}

export const EXPIRY_JOB = 'letter.expiry';

/** The letter.expiry slot's work (scheduledJobHandler): runs the expiry job and logs what it ended. */
export const expirySlot = (db: Db) => async (now: Date, log: Pick<FastifyBaseLogger, 'info'>) => {
  const run = await runExpiryJob(db, now);
  if (run.ended > 0) log.info(run, 'expiry job done');
};

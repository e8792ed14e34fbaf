// Background jobs (docs/jobs.md): every effect outside the database (an SMS, a refund through the
// payment channel, a question to the channel) and every scheduled run is one row here, written in
// the transaction of the event that causes it and drained by the job runner (src/jobs/job-queue.ts)
// with FOR UPDATE SKIP LOCKED leases, retried with back-off and left `dead` after max_attempts.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What to do (JobKind, docs/jobs.md). */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** One effect, one row: a second enqueue of the same key is a no-op. */
    dedupeKey: varchar('dedupe_key', { length: 120 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running (leased until locked_until), done, dead (gave up after max_attempts). */
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    /** Not before then (the first run, or the next try after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: varchar('last_error', { length: 500 }),
    /** The runner that took the job holds it until then; a lapsed lease is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    // The runner's queue: jobs not finished, by when they are due.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

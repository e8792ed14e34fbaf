// The jobs table as tests read it: the one job of an effect, by its dedupe key.
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { jobs } from '../src/db/schema';
import type { JobRow } from '../src/jobs/job-queue';

export async function jobByKey(db: Db, key: string): Promise<JobRow | undefined> {
  return (await db.select().from(jobs).where(eq(jobs.dedupeKey, key)))[0];
}

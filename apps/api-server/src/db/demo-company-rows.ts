// The demo guarantors' rows (id and name), for the seed steps that attach data to them.
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { demoCompanies } from './demo-accounts';
import { ensureCompanies } from './schema';

export function demoCompanyRows(db: Db | Tx): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: ensureCompanies.id, name: ensureCompanies.name })
    .from(ensureCompanies)
    .where(
      inArray(
        ensureCompanies.name,
        demoCompanies.map((c) => c.name),
      ),
    );
}

// Queries on enterprise accounts shared by the log-in, registration and account flows.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseAccounts } from '../../db/schema';

export type EnterpriseAccountRow = typeof enterpriseAccounts.$inferSelect;

/** Enterprise accounts log in with their mobile number. */
export async function findAccountByMobile(
  db: Db,
  mobile: string,
): Promise<EnterpriseAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.mobile, mobile))
    .limit(1);
  return row;
}

export async function findAccountById(
  db: Db,
  id: number,
): Promise<EnterpriseAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.id, id))
    .limit(1);
  return row;
}

export async function isMobileTaken(db: Db, mobile: string): Promise<boolean> {
  return Boolean(await findAccountByMobile(db, mobile));
}

export const enterpriseSubject = (accountId: number) => ({
  type: 'enterprise' as const,
  id: accountId,
});

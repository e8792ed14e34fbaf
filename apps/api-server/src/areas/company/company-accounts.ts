// Queries on guarantee-company console accounts shared by the log-in and account flows.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ensureCompanyAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enforceRateLimit } from '../../http/rate-limit';

export type CompanyAccountRow = typeof ensureCompanyAccounts.$inferSelect;

export const companySubject = (accountId: number) => ({
  type: 'ensure_company' as const,
  id: accountId,
});

export async function findCompanyAccount(
  db: Db,
  where: { id: number } | { account: string } | { mobile: string },
): Promise<CompanyAccountRow | undefined> {
  const condition =
    'id' in where
      ? eq(ensureCompanyAccounts.id, where.id)
      : 'account' in where
        ? eq(ensureCompanyAccounts.account, where.account)
        : eq(ensureCompanyAccounts.mobile, where.mobile);
  const [row] = await db.select().from(ensureCompanyAccounts).where(condition).limit(1);
  return row;
}

/** The logged-in caller's own row (resolveCaller has already checked it exists and is enabled). */
export async function requireCompanyAccount(db: Db, accountId: number): Promise<CompanyAccountRow> {
  const row = await findCompanyAccount(db, { id: accountId });
  if (!row) throw new AppError('账号不存在');
  return row;
}

/**
 * Password re-entry inside a session (change mobile, change password) is limited per account,
 * so a stolen session cannot guess the password.
 */
export async function limitPasswordChecks(db: Db, accountId: number): Promise<void> {
  await enforceRateLimit(
    db,
    { key: `company:password-check:${accountId}`, limit: 10, windowSeconds: 900 },
    '密码验证过于频繁，请 15 分钟后再试',
  );
}

// Wrong-password accounting for the enterprise log-in (spec §7): five consecutive failures lock
// the account for 15 minutes. Unknown mobiles are counted the same way (in rate_limits), so the
// answers never tell whether a mobile is registered.
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { enterpriseAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hit } from '../../http/rate-limit';
import type { EnterpriseAccountRow } from './enterprise-accounts';

export const LOGIN_RULES = { maxFailures: 5, lockMinutes: 15, perIpPerMinute: 20 } as const;

const wrongCredentials = (triesLeft: number) => new AppError(`账号或密码错误，还可尝试 ${triesLeft} 次`);

export const lockedError = (minutesLeft: number) =>
  new AppError(`密码错误次数过多，账号已锁定，请 ${Math.max(1, minutesLeft)} 分钟后再试`, { status: 429 });

export function minutesUntil(date: Date, now = Date.now()): number {
  return Math.ceil((date.getTime() - now) / 60_000);
}

export function isLocked(account: EnterpriseAccountRow, now = Date.now()): boolean {
  return account.lockedUntil !== null && account.lockedUntil.getTime() > now;
}

/** Counts a wrong password; locks the account on the fifth. Always throws. */
export async function recordFailedLogin(db: Db, account: EnterpriseAccountRow): Promise<never> {
  const [row] = await db
    .update(enterpriseAccounts)
    .set({ failedLoginCount: sql`${enterpriseAccounts.failedLoginCount} + 1` })
    .where(eq(enterpriseAccounts.id, account.id))
    .returning({ failures: enterpriseAccounts.failedLoginCount });
  const failures = row?.failures ?? LOGIN_RULES.maxFailures;
  if (failures < LOGIN_RULES.maxFailures) throw wrongCredentials(LOGIN_RULES.maxFailures - failures);
  const lockedUntil = new Date(Date.now() + LOGIN_RULES.lockMinutes * 60_000);
  await db.update(enterpriseAccounts).set({ lockedUntil, failedLoginCount: 0 }).where(eq(enterpriseAccounts.id, account.id));
  throw lockedError(LOGIN_RULES.lockMinutes);
}

let dummyHash: Promise<string> | undefined;

/** A failed log-in for a mobile no account has: same work (a password hash) and same messages. */
export async function recordUnknownAccountLogin(db: Db, mobile: string, password: string): Promise<never> {
  dummyHash ??= hashPassword('unknown-account-placeholder-1');
  await verifyPassword(password, await dummyHash);
  const windowSeconds = LOGIN_RULES.lockMinutes * 60;
  const failures = await hit(db, { key: `login:unknown:${mobile}`, windowSeconds });
  if (failures < LOGIN_RULES.maxFailures) throw wrongCredentials(LOGIN_RULES.maxFailures - failures);
  const windowEnd = (Math.floor(Date.now() / (windowSeconds * 1000)) + 1) * windowSeconds * 1000;
  throw lockedError(failures === LOGIN_RULES.maxFailures ? LOGIN_RULES.lockMinutes : minutesUntil(new Date(windowEnd)));
}

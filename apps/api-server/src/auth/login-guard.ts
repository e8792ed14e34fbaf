// Log-in protection shared by the enterprise and guarantee-company log-ins: a per-IP rate limit,
// and a per-account lock after repeated wrong passwords. Counters live in the account row, so
// every API instance sees the same count. Works on any account table with the columns below.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterpriseAccounts, ensureCompanyAccounts } from '../db/schema';
import { AppError, tooManyRequests } from '../http/app-error';
import { enforceRateLimit } from '../http/rate-limit';
import { hashPassword, verifyPassword } from './password';

export const LOGIN_RULES = {
  /** Wrong passwords in a row that lock the account. */
  maxFailures: 5,
  lockMinutes: 15,
  /** Log-in attempts from one IP per window, whatever the account. */
  perIpLimit: 30,
  perIpWindowSeconds: 600,
} as const;

/** The account tables that log in with a password. */
export type LoginAccountTable = typeof enterpriseAccounts | typeof ensureCompanyAccounts;

export interface LockState {
  id: number;
  lockedUntil: Date | null;
}

/** Counts one log-in attempt from `ip` (key `login:ip:<ip>`, shared by both log-ins). */
export async function enforceLoginRateLimit(db: Db, ip: string): Promise<void> {
  await enforceRateLimit(
    db,
    { key: `login:ip:${ip}`, limit: LOGIN_RULES.perIpLimit, windowSeconds: LOGIN_RULES.perIpWindowSeconds },
    '登录尝试过于频繁，请稍后再试',
  );
}

/** Throws while the account is locked, telling how many minutes are left. */
export function assertNotLocked(account: LockState, now = Date.now()): void {
  if (!account.lockedUntil) return;
  const leftMs = account.lockedUntil.getTime() - now;
  if (leftMs > 0) throw tooManyRequests(`密码错误次数过多，账号已锁定，请 ${Math.ceil(leftMs / 60_000)} 分钟后再试`);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; for an unknown account (`stored` undefined) it still spends the same
 * time on a dummy hash, so response time does not tell which accounts exist.
 */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}

/**
 * Counts a wrong password (atomically, so parallel attempts on several instances all count) and
 * returns the error to throw: the tries left, or the lock once the limit is reached.
 */
export async function recordFailure(db: Db, table: LoginAccountTable, accountId: number): Promise<AppError> {
  const [row] = await db
    .update(table)
    .set({ failedLoginCount: sql`${table.failedLoginCount} + 1` })
    .where(eq(table.id, accountId))
    .returning({ failures: table.failedLoginCount });
  const failures = row?.failures ?? LOGIN_RULES.maxFailures;
  if (failures < LOGIN_RULES.maxFailures) {
    return new AppError(`账号或密码错误，还可尝试 ${LOGIN_RULES.maxFailures - failures} 次`);
  }
  // The count starts again once the lock has run out.
  await db
    .update(table)
    .set({ failedLoginCount: 0, lockedUntil: new Date(Date.now() + LOGIN_RULES.lockMinutes * 60_000) })
    .where(eq(table.id, accountId));
  return tooManyRequests(`密码错误次数过多，账号已锁定，请 ${LOGIN_RULES.lockMinutes} 分钟后再试`);
}

/**
 * The password step of a log-in: unknown account, lock, then password. Wrong passwords count
 * towards the lock. The caller then checks the account status and calls recordSuccess.
 */
export async function verifyLoginPassword<A extends LockState & { passwordHash: string }>(
  db: Db,
  table: LoginAccountTable,
  account: A | undefined,
  password: string,
): Promise<A> {
  if (!account) {
    await checkPassword(password, undefined);
    throw new AppError('账号或密码错误');
  }
  assertNotLocked(account);
  if (!(await checkPassword(password, account.passwordHash))) throw await recordFailure(db, table, account.id);
  return account;
}

/** A successful log-in clears the failure count and any lock, and records the log-in time. */
export async function recordSuccess(db: Db, table: LoginAccountTable, accountId: number): Promise<void> {
  await db.update(table).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(table.id, accountId));
}

/** After a password reset the account may log in again at once. */
export async function unlock(db: Db, table: LoginAccountTable, accountId: number): Promise<void> {
  await db.update(table).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(table.id, accountId));
}

// Log-in protection for any password account table (enterprise and guarantee-company accounts):
// a per-IP limit, and a 15-minute lock after five wrong passwords in a row. Counters live in
// the database (the account row; rate_limits for unknown names), so every API instance sees the
// same count. Unknown names get the same work and the same answers as real accounts, so the
// answers never tell whether an account exists.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { enterpriseAccounts, ensureCompanyAccounts } from '../db/schema';
import { AppError, tooManyRequests } from '../http/app-error';
import { enforceRateLimit, hit } from '../http/rate-limit';
import { hashPassword, verifyPassword } from './password';

export const LOGIN_RULES = { maxFailures: 5, lockMinutes: 15, perIpPerMinute: 20 } as const;

/** The account tables that log in with a password. */
export type LoginAccountTable = typeof enterpriseAccounts | typeof ensureCompanyAccounts;

export interface LoginAccount {
  id: number;
  passwordHash: string;
  lockedUntil: Date | null;
}

const wrongCredentials = (triesLeft: number) => new AppError(`账号或密码错误，还可尝试 ${triesLeft} 次`);
const lockedError = (minutesLeft: number) => tooManyRequests(`密码错误次数过多，账号已锁定，请 ${Math.max(1, minutesLeft)} 分钟后再试`);
const minutesUntil = (time: number) => Math.ceil((time - Date.now()) / 60_000);

/** Counts one log-in attempt from `ip`; the key `login:ip:<ip>` is shared by both log-ins. */
export async function enforceLoginRateLimit(db: Db, ip: string): Promise<void> {
  await enforceRateLimit(db, { key: `login:ip:${ip}`, limit: LOGIN_RULES.perIpPerMinute, windowSeconds: 60 }, '登录尝试过于频繁，请 1 分钟后再试');
}

/** Throws while the account is locked, telling how many minutes are left. */
export function assertNotLocked(account: Pick<LoginAccount, 'lockedUntil'>): void {
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) throw lockedError(minutesUntil(account.lockedUntil.getTime()));
}

/**
 * Counts a wrong password (atomically, so parallel attempts on several instances all count) and
 * returns the error to throw: the tries left, or the lock once the limit is reached. The count
 * starts again once the lock has run out.
 */
export async function recordFailure(db: Db, table: LoginAccountTable, accountId: number): Promise<AppError> {
  const [row] = await db
    .update(table)
    .set({ failedLoginCount: sql`${table.failedLoginCount} + 1` })
    .where(eq(table.id, accountId))
    .returning({ failures: table.failedLoginCount });
  const failures = row?.failures ?? LOGIN_RULES.maxFailures;
  if (failures < LOGIN_RULES.maxFailures) return wrongCredentials(LOGIN_RULES.maxFailures - failures);
  await db
    .update(table)
    .set({ failedLoginCount: 0, lockedUntil: new Date(Date.now() + LOGIN_RULES.lockMinutes * 60_000) })
    .where(eq(table.id, accountId));
  return lockedError(LOGIN_RULES.lockMinutes);
}

let dummyHash: Promise<string> | undefined;

/** A name no account has: the same password work and the same answers, counted in rate_limits. */
async function recordUnknownName(db: Db, table: LoginAccountTable, name: string, password: string): Promise<AppError> {
  dummyHash ??= hashPassword('unknown-account-placeholder');
  await verifyPassword(password, await dummyHash);
  const windowSeconds = LOGIN_RULES.lockMinutes * 60;
  const failures = await hit(db, { key: `login:unknown:${getTableName(table)}:${name.slice(0, 100)}`, windowSeconds });
  if (failures < LOGIN_RULES.maxFailures) return wrongCredentials(LOGIN_RULES.maxFailures - failures);
  // A sliding count over the last lock period: the name frees itself once its tries have aged out.
  return lockedError(LOGIN_RULES.lockMinutes);
}

/**
 * The password step of a log-in: unknown name, lock, then password; wrong passwords count
 * towards the lock. The caller then checks the account status and calls recordSuccess.
 */
export async function verifyLoginPassword<A extends LoginAccount>(
  db: Db,
  table: LoginAccountTable,
  login: { name: string; account: A | undefined; password: string },
): Promise<A> {
  const { name, account, password } = login;
  if (!account) throw await recordUnknownName(db, table, name, password);
  assertNotLocked(account);
  if (!(await verifyPassword(password, account.passwordHash))) throw await recordFailure(db, table, account.id);
  return account;
}

/** A successful log-in clears the failure count and any lock, and records the log-in time. */
export async function recordSuccess(db: Db, table: LoginAccountTable, accountId: number): Promise<void> {
  await db.update(table).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(table.id, accountId));
}

/**
 * Saves a password the user chose (so is_reset_password 1). With `unlock` (a password reset, or
 * the enterprise change) the failure count and any lock are cleared too, so the account may log
 * in again at once.
 */
export async function saveChosenPassword(db: Db, table: LoginAccountTable, accountId: number, password: string, options: { unlock: boolean }): Promise<void> {
  const unlock = options.unlock ? { failedLoginCount: 0, lockedUntil: null } : {};
  await db
    .update(table)
    .set({ passwordHash: await hashPassword(password), isResetPassword: 1, ...unlock })
    .where(eq(table.id, accountId));
}

// Log-in protection for any password account table (enterprise, guarantee-company and operator accounts):
// a 15-minute lock after five wrong passwords in a row, and per-minute ceilings on refused
// log-ins from one address: low per account name, much higher for the address alone, because a
// whole office logs in from behind one NAT address and one employee's typos must not lock out
// the others. Counters live in the database (the account row; rate_limits for unknown names and
// the ceilings), so every API instance sees the same count. Unknown names get the same work and
// the same answers as real accounts, so the answers never tell whether an account exists.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { enterpriseAccounts, ensureCompanyAccounts, platformOperators } from '../db/schema';
import { AppError, tooManyRequests } from '../http/app-error';
import { hit, hitsSoFar } from '../http/rate-limit';
import { hashPassword, verifyPassword } from './password';

export const LOGIN_RULES = {
  maxFailures: 5,
  lockMinutes: 15,
  /** Refused log-ins (wrong password, unknown name, locked) of one account name from one address. */
  refusalsPerAccountAndIpPerMinute: 10,
  /** Refused log-ins from one address whatever the account: an office NAT carries many users. */
  refusalsPerIpPerMinute: 100,
} as const;

/** The account tables that log in with a password. */
export type LoginAccountTable =
  typeof enterpriseAccounts | typeof ensureCompanyAccounts | typeof platformOperators;

export interface LoginAccount {
  id: number;
  passwordHash: string;
  lockedUntil: Date | null;
}

const wrongCredentials = (triesLeft: number) =>
  new AppError(`账号或密码错误，还可尝试 ${triesLeft} 次`);
const lockedError = (minutesLeft: number) =>
  tooManyRequests(`密码错误次数过多，账号已锁定，请 ${Math.max(1, minutesLeft)} 分钟后再试`);
const minutesUntil = (time: number) => Math.ceil((time - Date.now()) / 60_000);

/** While the account is locked: the error telling how many minutes are left. */
function lockRefusal({ lockedUntil }: Pick<LoginAccount, 'lockedUntil'>): AppError | null {
  return lockedUntil && lockedUntil.getTime() > Date.now()
    ? lockedError(minutesUntil(lockedUntil.getTime()))
    : null;
}

/**
 * Counts a wrong password (atomically, so parallel attempts on several instances all count) and
 * returns the error to throw: the tries left, or the lock once the limit is reached. The count
 * starts again once the lock has run out.
 */
export async function recordFailure(
  db: Db,
  table: LoginAccountTable,
  accountId: number,
): Promise<AppError> {
  const [row] = await db
    .update(table)
    .set({ failedLoginCount: sql`${table.failedLoginCount} + 1` })
    .where(eq(table.id, accountId))
    .returning({ failures: table.failedLoginCount });
  const failures = row?.failures ?? LOGIN_RULES.maxFailures;
  if (failures < LOGIN_RULES.maxFailures)
    return wrongCredentials(LOGIN_RULES.maxFailures - failures);
  await db
    .update(table)
    .set({
      failedLoginCount: 0,
      lockedUntil: new Date(Date.now() + LOGIN_RULES.lockMinutes * 60_000),
    })
    .where(eq(table.id, accountId));
  return lockedError(LOGIN_RULES.lockMinutes);
}

let dummyHash: Promise<string> | undefined;

/** A name no account has: the same password work and the same answers, counted in rate_limits. */
async function recordUnknownName(
  db: Db,
  table: LoginAccountTable,
  name: string,
  password: string,
): Promise<AppError> {
  dummyHash ??= hashPassword('unknown-account-placeholder');
  await verifyPassword(password, await dummyHash);
  const windowSeconds = LOGIN_RULES.lockMinutes * 60;
  const failures = await hit(db, {
    key: `login:unknown:${getTableName(table)}:${name.slice(0, 100)}`,
    windowSeconds,
  });
  if (failures < LOGIN_RULES.maxFailures)
    return wrongCredentials(LOGIN_RULES.maxFailures - failures);
  // A sliding count over the last lock period: the name frees itself once its tries have aged out.
  return lockedError(LOGIN_RULES.lockMinutes);
}

/** The refusal counters a log-in of `name` from `ip` is checked against and counts towards. */
function refusalCeilings(table: LoginAccountTable, name: string, ip: string) {
  return [
    {
      key: `login:refused:${getTableName(table)}:${name.slice(0, 100)}:${ip}`,
      limit: LOGIN_RULES.refusalsPerAccountAndIpPerMinute,
      windowSeconds: 60,
    },
    { key: `login:refused:${ip}`, limit: LOGIN_RULES.refusalsPerIpPerMinute, windowSeconds: 60 },
  ];
}

/** Unknown name, lock, then password: the error to refuse the log-in with, or null for the right password. */
async function passwordRefusal(
  db: Db,
  table: LoginAccountTable,
  {
    name,
    account,
    password,
  }: { name: string; account: LoginAccount | undefined; password: string },
) {
  if (!account) return recordUnknownName(db, table, name, password);
  const locked = lockRefusal(account);
  if (locked) return locked;
  if (!(await verifyPassword(password, account.passwordHash)))
    return recordFailure(db, table, account.id);
  return null;
}

/**
 * The password step of a log-in from `ip`: refused at once (429) while either ceiling of refused
 * log-ins is reached; otherwise unknown name, lock, then password, where wrong passwords count
 * towards the lock and every refusal towards both ceilings. Right passwords count towards
 * nothing. The caller then checks the account status and calls recordSuccess.
 */
export async function verifyLoginPassword<A extends LoginAccount>(
  db: Db,
  table: LoginAccountTable,
  login: { name: string; account: A | undefined; password: string; ip: string },
): Promise<A> {
  const ceilings = refusalCeilings(table, login.name, login.ip);
  const reached = await Promise.all(
    ceilings.map(async (ceiling) => (await hitsSoFar(db, ceiling)) >= ceiling.limit),
  );
  if (reached.includes(true)) throw tooManyRequests('登录尝试过于频繁，请 1 分钟后再试');
  const refusal = await passwordRefusal(db, table, login);
  if (!refusal) return login.account!;
  await Promise.all(ceilings.map((ceiling) => hit(db, ceiling)));
  throw refusal;
}

/** A successful log-in clears the failure count and any lock, and records the log-in time. */
export async function recordSuccess(
  db: Db,
  table: LoginAccountTable,
  accountId: number,
): Promise<void> {
  await db
    .update(table)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(table.id, accountId));
}

/**
 * Saves a password the user chose (so is_reset_password 1). With `unlock` (a password reset, or
 * the enterprise change) the failure count and any lock are cleared too, so the account may log
 * in again at once.
 */
export async function saveChosenPassword(
  db: Db,
  table: typeof enterpriseAccounts | typeof ensureCompanyAccounts,
  accountId: number,
  password: string,
  options: { unlock: boolean },
): Promise<void> {
  const unlock = options.unlock ? { failedLoginCount: 0, lockedUntil: null } : {};
  await db
    .update(table)
    .set({ passwordHash: await hashPassword(password), isResetPassword: 1, ...unlock })
    .where(eq(table.id, accountId));
}

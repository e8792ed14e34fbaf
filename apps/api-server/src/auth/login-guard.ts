// Log-in protection for any password account table (enterprise, guarantee-company and operator
// accounts): a 15-minute lock after five wrong passwords in a row, which the owner lifts at once
// with the right password plus an SMS code texted to the account's mobile (so a stranger's wrong
// tries cannot keep the owner out); a per-minute ceiling on refused log-ins of one name from one
// address; and few distinct names one address may be refused for (password spraying), while
// the names already refused there may go on (an office behind one NAT address and its typos).
// Counters live in the database (the account row; rate_limits for unknown names and the
// ceilings), so every API instance sees the same count. Unknown names get the same work and
// the same answers as real accounts, so the answers never tell whether an account exists.
import { ResponseCode } from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { eq, getTableName, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
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
  /** Distinct account names one address may be refused for within lockMinutes; a 6th gets 429. */
  refusedAccountsPerIp: 5,
} as const;

/** The account tables that log in with a password. */
export type LoginAccountTable =
  typeof enterpriseAccounts | typeof ensureCompanyAccounts | typeof platformOperators;

export interface LoginAccount {
  id: number;
  passwordHash: string;
  lockedUntil: Date | null;
  /** Where the unlock code goes; operators have none and wait for the lock to run out. */
  mobile?: string;
}

/** Checks and uses up an SMS code of scene `unlock` sent to `mobile` (throws the code's field error). */
export type UnlockCodeCheck = (mobile: string, code: string) => Promise<void>;

interface LoginAttempt<A extends LoginAccount> {
  name: string;
  account: A | undefined;
  password: string;
  ip: string;
  /** The login's `code` field: needed only while the account is locked. */
  code?: string;
  checkUnlockCode?: UnlockCodeCheck;
}

const wrongCredentials = (triesLeft: number) =>
  new AppError(`账号或密码错误，还可尝试 ${triesLeft} 次`);
/** Locked: with a mobile, the owner is asked for the unlock code; without, to wait. */
const lockedError = (minutesLeft: number, mobile: string | undefined) =>
  mobile
    ? new AppError(
        `账号已锁定，请输入发送至 ${maskMobile(mobile)} 的短信验证码解锁，或 ${Math.max(1, minutesLeft)} 分钟后再试`,
        {
          status: 429,
          code: ResponseCode.ACCOUNT_LOCKED,
        },
      )
    : tooManyRequests(`密码错误次数过多，账号已锁定，请 ${Math.max(1, minutesLeft)} 分钟后再试`);
const stillLocked = () =>
  new AppError('账号或密码错误，账号仍处于锁定状态，请重新获取验证码', {
    status: 429,
    code: ResponseCode.ACCOUNT_LOCKED,
  });
const minutesUntil = (time: number) => Math.ceil((time - Date.now()) / 60_000);

/**
 * The mobile a name no account has would show when locked: the name itself when it is a mobile
 * (enterprise accounts log in with theirs), else one derived from it, so the answer looks real.
 */
function pretendMobile(name: string): string {
  if (/^1\d{10}$/.test(name)) return name;
  const digits = BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`);
  return `13${String(digits % 1_000_000_000n).padStart(9, '0')}`;
}

/**
 * A locked account (lockedUntil in the future): without a code (or a mobile) the lock answer
 * whatever the password, so a locked account is no password oracle. With a code: the code is
 * checked and used up first (single use, five tries), then the password; both right let the
 * log-in through (the caller's recordSuccess clears the lock).
 */
async function lockRefusal<A extends LoginAccount>(
  account: A,
  { password, code, checkUnlockCode }: LoginAttempt<A>,
): Promise<AppError | null> {
  const { lockedUntil, mobile } = account;
  if (!mobile || !code || !checkUnlockCode)
    return lockedError(minutesUntil(lockedUntil!.getTime()), mobile);
  const codeRefusal = await refusalOf(checkUnlockCode(mobile, code));
  if (codeRefusal) return codeRefusal;
  return (await verifyPassword(password, account.passwordHash)) ? null : stillLocked();
}

/** The AppError `check` throws, or null when it passes. */
async function refusalOf(check: Promise<void>): Promise<AppError | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * Counts a wrong password (atomically, so parallel attempts on several instances all count) and
 * returns the error to throw: the tries left, or the lock once the limit is reached. The count
 * starts again once the lock has run out.
 */
export async function recordFailure(
  db: Db,
  table: LoginAccountTable,
  { id: accountId, mobile }: Pick<LoginAccount, 'id' | 'mobile'>,
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
  return lockedError(LOGIN_RULES.lockMinutes, mobile);
}

let dummyHash: Promise<string> | undefined;

/** A name no account has: the same password work and the same answers, counted in rate_limits. */
async function recordUnknownName(
  db: Db,
  table: LoginAccountTable,
  { name, password, code, checkUnlockCode }: LoginAttempt<LoginAccount>,
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
  // (Operators, the one table without mobiles, never get here: their log-in looks names up first.)
  const mobile = pretendMobile(name);
  // No code was texted for it, so a code is refused as a real account's unrequested one is.
  const codeRefusal =
    code && checkUnlockCode ? await refusalOf(checkUnlockCode(mobile, code)) : null;
  return codeRefusal ?? lockedError(LOGIN_RULES.lockMinutes, mobile);
}

/** The per-minute counter of refused log-ins of `name` from `ip`. */
const refusalCeiling = (table: LoginAccountTable, name: string, ip: string) => ({
  key: `login:refused:${getTableName(table)}:${name.slice(0, 100)}:${ip}`,
  limit: LOGIN_RULES.refusalsPerAccountAndIpPerMinute,
  windowSeconds: 60,
});

/**
 * The distinct account names refused from `ip` over the last lock period: `pair` marks this name
 * as one of them, `accounts` counts the names (once each, when first refused).
 */
function refusedAccounts(table: LoginAccountTable, name: string, ip: string) {
  const windowSeconds = LOGIN_RULES.lockMinutes * 60;
  return {
    pair: { key: `login:tried:${getTableName(table)}:${name.slice(0, 100)}:${ip}`, windowSeconds },
    accounts: { key: `login:accounts:${ip}`, windowSeconds },
  };
}

/** Unknown name, lock, then password: the error to refuse the log-in with, or null for the right password. */
async function passwordRefusal<A extends LoginAccount>(
  db: Db,
  table: LoginAccountTable,
  login: LoginAttempt<A>,
) {
  const { account } = login;
  if (!account) return recordUnknownName(db, table, login);
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now())
    return lockRefusal(account, login);
  if (!(await verifyPassword(login.password, account.passwordHash)))
    return recordFailure(db, table, account);
  return null;
}

/**
 * The password step of a log-in from `ip`: refused at once (429) while the name's ceiling of
 * refused log-ins from there is reached, or when the address was already refused for as many
 * other names as allowed; otherwise unknown name, lock (with the unlock code), then password,
 * where wrong passwords count towards the lock and every refusal towards the ceilings. Right passwords count
 * towards nothing. The caller then checks the account status and calls recordSuccess.
 */
export async function verifyLoginPassword<A extends LoginAccount>(
  db: Db,
  table: LoginAccountTable,
  login: LoginAttempt<A>,
): Promise<A> {
  const ceiling = refusalCeiling(table, login.name, login.ip);
  const spread = refusedAccounts(table, login.name, login.ip);
  const [refusals, triedBefore, accounts] = await Promise.all([
    hitsSoFar(db, ceiling),
    hitsSoFar(db, spread.pair).then((hits) => hits > 0),
    hitsSoFar(db, spread.accounts),
  ]);
  if (refusals >= ceiling.limit) throw tooManyRequests('登录尝试过于频繁，请 1 分钟后再试');
  // Names already refused from here may go on trying (an office's own typos); new ones may not.
  if (!triedBefore && accounts >= LOGIN_RULES.refusedAccountsPerIp)
    throw tooManyRequests(`该网络登录失败的账号过多，请 ${LOGIN_RULES.lockMinutes} 分钟后再试`);
  const refusal = await passwordRefusal(db, table, login);
  if (!refusal) return login.account!;
  await Promise.all([
    hit(db, ceiling),
    hit(db, spread.pair),
    triedBefore ? null : hit(db, spread.accounts),
  ]);
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

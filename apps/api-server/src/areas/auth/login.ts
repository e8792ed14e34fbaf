// POST /api/enterprise/login and /api/enterprise/logout (spec §3, §7).
import { login, logout } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import { revokeSession } from '../../auth/sessions';
import { enterpriseAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enforceRateLimit } from '../../http/rate-limit';
import { findAccountByMobile } from './enterprise-accounts';
import { isLocked, lockedError, LOGIN_RULES, minutesUntil, recordFailedLogin, recordUnknownAccountLogin } from './login-attempts';
import { startSession, TOKEN_COOKIE } from './start-session';

export const loginHandler = implement(login, async ({ account: mobile, password }, ctx) => {
  const { db, request } = ctx;
  await enforceRateLimit(
    db,
    { key: `login:ip:${request.ip}`, limit: LOGIN_RULES.perIpPerMinute, windowSeconds: 60 },
    '登录尝试过于频繁，请 1 分钟后再试',
  );
  const account = await findAccountByMobile(db, mobile);
  if (!account) return recordUnknownAccountLogin(db, mobile, password);
  if (isLocked(account)) throw lockedError(minutesUntil(account.lockedUntil!));
  if (!(await verifyPassword(password, account.passwordHash))) return recordFailedLogin(db, account);
  if (account.status !== 1) throw new AppError('账号已停用，请联系主账号', { status: 403 });

  const [updated] = await db
    .update(enterpriseAccounts)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(enterpriseAccounts.id, account.id))
    .returning();
  return startSession(updated ?? account, ctx);
});

export const logoutHandler = implement(logout, async (_input, { db, caller, reply }) => {
  await revokeSession(db, caller.token);
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  return null;
});

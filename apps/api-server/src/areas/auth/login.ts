// POST /api/enterprise/login and /api/enterprise/logout (spec §3, §7). The lock-out and the
// ceilings on refused log-ins are the shared log-in guard's (src/auth/login-guard.ts); `code`
// is the SMS code (scene unlock) that lifts a lock with the right password.
import { login, logout } from '@bht/api-client/contract';
import { recordSuccess, verifyLoginPassword } from '../../auth/login-guard';
import { endCallerSession } from '../../auth/logout';
import { enterpriseAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { unlockCodeCheck } from '../sms/sms-codes';
import { findAccountByMobile } from './enterprise-accounts';
import { startSession } from './start-session';

export const loginHandler = implement(login, async ({ account: mobile, password, code }, ctx) => {
  const { db, request } = ctx;
  const found = await findAccountByMobile(db, mobile);
  const account = await verifyLoginPassword(db, enterpriseAccounts, {
    name: mobile,
    account: found,
    password,
    ip: request.ip,
    code,
    checkUnlockCode: unlockCodeCheck(db),
  });
  if (account.status !== 1) throw new AppError('账号已停用，请联系主账号', { status: 403 });
  await recordSuccess(db, enterpriseAccounts, account.id);
  return startSession(account, ctx);
});

export const logoutHandler = implement(logout, (_input, ctx) => endCallerSession(ctx));

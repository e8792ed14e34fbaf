// The caller's account and enterprise as the portal's guards read them (spec §3, §4, §6).
import { checkMasterAccount, getUserInfo, type userInfoSchema } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { enterpriseAccounts, enterprises } from '../../db/schema';
import { unauthenticated } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { unreadCount } from '../messages/inbox';
import { fileLinks } from '../../http/file-links';
import { toFlag, toUnixSeconds } from '../../http/wire-format';

type AuthStatus = z.output<typeof userInfoSchema>['auth_status'];

async function loadCaller(db: Db, caller: EnterpriseCaller) {
  const [row] = await db
    .select({ account: enterpriseAccounts, enterprise: enterprises })
    .from(enterpriseAccounts)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseAccounts.enterpriseId))
    .where(
      and(
        eq(enterpriseAccounts.id, caller.accountId),
        eq(enterpriseAccounts.enterpriseId, caller.enterpriseId),
      ),
    )
    .limit(1);
  if (!row) throw unauthenticated('登录已失效，请重新登录');
  return row;
}

export const getUserInfoHandler = implement(getUserInfo, async (_input, { db, config, caller }) => {
  const [{ account, enterprise }, unread] = await Promise.all([
    loadCaller(db, caller),
    unreadCount(db, caller),
  ]);
  const authStatus = enterprise.authStatus as AuthStatus;
  const isMaster = toFlag(account.isMaster);
  const authJson = isMaster ? '*' : account.authJson;
  return {
    id: account.id,
    account: account.mobile,
    name: account.name,
    avatar: fileLinks(config)(account.avatar),
    roles: [isMaster ? 'master' : 'sub'],
    auth_step: enterprise.authStep,
    auth_status: authStatus,
    enterprise_auth: {
      enterprise_id: enterprise.id,
      name: enterprise.name,
      credit_code: enterprise.creditCode,
      legal_person: enterprise.legalPerson,
      auth_status: authStatus,
      auth_step: enterprise.authStep,
      reject_reason: enterprise.rejectReason,
    },
    is_reset_password: toFlag(account.isResetPassword),
    enterprise_account: {
      id: account.id,
      account: account.mobile,
      name: account.name,
      is_master: isMaster,
      auth_json: authJson,
      status: toFlag(account.status),
    },
    // The top bar's red dot (docs/messages.md).
    wait_read_message: unread,
    last_login_time: account.lastLoginAt ? toUnixSeconds(account.lastLoginAt) : null,
  };
});

export const checkMasterAccountHandler = implement(
  checkMasterAccount,
  async (_input, { db, caller }) => {
    const { account, enterprise } = await loadCaller(db, caller);
    return { is_master: toFlag(account.isMaster), enterprise_auth_status: enterprise.authStatus };
  },
);

// A successful enterprise log-in or registration: the session, the `token` cookie and the login
// result for the account.
import type { LoginResult } from '@bht/api-client/contract';
import { openLoginSession } from '../../auth/login-session';
import type { HandlerContext } from '../../http/implement';
import { enterpriseSubject, type EnterpriseAccountRow } from './enterprise-accounts';

export function startSession(
  account: EnterpriseAccountRow,
  ctx: Pick<HandlerContext, 'db' | 'config' | 'request' | 'reply'>,
): Promise<LoginResult> {
  return openLoginSession(ctx, enterpriseSubject(account.id), {
    account: {
      id: account.id,
      account: account.mobile,
      name: account.name,
      auth_json: account.isMaster === 1 ? '*' : account.authJson,
    },
    // Enterprises have no logo of their own; the account's avatar is the image the portal shows.
    logo: account.avatar,
  });
}

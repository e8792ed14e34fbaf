// A successful log-in or registration: a DB-backed session, the `token` cookie the SPA reads
// (same name and attributes as @bht/auth-guard's setToken, so not httpOnly) and the login result.
import type { loginResultSchema } from '@bht/api-client/contract';
import type { z } from 'zod';
import { createSession } from '../../auth/sessions';
import type { HandlerContext } from '../../http/implement';
import { enterpriseSubject, toUnixSeconds, type EnterpriseAccountRow } from './enterprise-accounts';

export const TOKEN_COOKIE = 'token';

export async function startSession(
  account: EnterpriseAccountRow,
  { db, config, request, reply }: Pick<HandlerContext, 'db' | 'config' | 'request' | 'reply'>,
): Promise<z.output<typeof loginResultSchema>> {
  const { token, expiresAt } = await createSession(db, enterpriseSubject(account.id), config.SESSION_TTL_HOURS, request.ip);
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', expires: expiresAt, sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' });
  return {
    token,
    expires_at: toUnixSeconds(expiresAt),
    account: { id: account.id, account: account.mobile, name: account.name, auth_json: account.isMaster === 1 ? '*' : account.authJson },
    // Enterprises have no logo of their own; the account's avatar is the image the portal shows.
    logo: account.avatar,
  };
}

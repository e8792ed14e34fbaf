// A successful log-in (or registration) of either app: a DB-backed session, the `token` cookie
// and the login result (spec §3) with the account and logo the caller describes.
import type { LoginResult } from '@bht/api-client/contract';
import { fileLinks } from '../http/file-links';
import type { HandlerContext } from '../http/implement';
import { toUnixSeconds } from '../http/wire-format';
import { setSessionCookie } from './session-cookie';
import { createSession, type SubjectType } from './sessions';

export async function openLoginSession(
  { db, config, request, reply }: Pick<HandlerContext, 'db' | 'config' | 'request' | 'reply'>,
  subject: { type: SubjectType; id: number },
  result: Pick<LoginResult, 'account' | 'logo'>,
): Promise<LoginResult> {
  const { token, expiresAt } = await createSession(
    db,
    subject,
    config.SESSION_TTL_HOURS,
    request.ip,
  );
  setSessionCookie(request, reply, token, expiresAt);
  return {
    token,
    expires_at: toUnixSeconds(expiresAt),
    ...result,
    logo: fileLinks(config)(result.logo),
  };
}

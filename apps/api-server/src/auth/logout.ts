// Log-out of either app: the caller's session row goes (its token stops working at once, on every
// API instance) and the `token` cookie is cleared.
import type { HandlerContext } from '../http/implement';
import { clearSessionCookie } from './session-cookie';
import { revokeSession } from './sessions';

export async function endCallerSession({
  db,
  caller,
  reply,
}: HandlerContext<'enterprise' | 'ensure_company' | 'platform_operator'>): Promise<null> {
  await revokeSession(db, caller.token);
  clearSessionCookie(reply);
  return null;
}

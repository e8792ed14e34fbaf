// Platform operators log in through the console's log-in (POST /api/ensure_company/login) with the
// same lock and ceilings as every password account; their session is of kind 'platform_operator'
// and their auth_json is PLATFORM_OPERATOR_PERMISSION, so the console shows the review menu only.
import { PLATFORM_OPERATOR_PERMISSION, type LoginResult } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { recordSuccess, verifyLoginPassword } from '../../auth/login-guard';
import { openLoginSession } from '../../auth/login-session';
import { platformOperators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { HandlerContext } from '../../http/implement';

/** The log-in result when `name` is an operator's account (refusals thrown as for any account); undefined when no operator has that name. */
export async function operatorLogin(
  ctx: HandlerContext,
  name: string,
  password: string,
): Promise<LoginResult | undefined> {
  const { db, request } = ctx;
  const [found] = await db
    .select()
    .from(platformOperators)
    .where(eq(platformOperators.account, name))
    .limit(1);
  if (!found) return undefined;
  const operator = await verifyLoginPassword(db, platformOperators, {
    name,
    account: found,
    password,
    ip: request.ip,
  });
  if (operator.status !== 1) throw new AppError('该账号已停用');
  await recordSuccess(db, platformOperators, operator.id);
  return openLoginSession(
    ctx,
    { type: 'platform_operator', id: operator.id },
    {
      account: {
        id: operator.id,
        account: operator.account,
        name: operator.name,
        auth_json: PLATFORM_OPERATOR_PERMISSION,
      },
      logo: '',
    },
  );
}

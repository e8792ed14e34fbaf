// Changing the password (/code, /recode) or the mobile (/tel) in two steps: an SMS code to the
// current mobile yields a one-time ticket (step 1), which step 2 redeems.
import { changeMobile, changePassword, verifyIdentity } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { saveChosenPassword } from '../../auth/login-guard';
import { revokeSubjectSessions } from '../../auth/sessions';
import { consumeTicket, issueTicket, type TicketSpec } from '../../auth/tickets';
import type { Db } from '../../db/client';
import { enterpriseAccounts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, unauthenticated } from '../../http/app-error';
import { implement } from '../../http/implement';
import { consumeSmsCode } from '../sms/sms-codes';
import { enterpriseSubject, findAccountById, isMobileTaken } from './enterprise-accounts';

type IdentityScene = 'change_password' | 'change_mobile';

const IDENTITY_TICKET_SECONDS = 600;
const MOBILE_TAKEN = '该手机号已被其他账号绑定';

const identityTicket = (scene: IdentityScene, accountId: number): TicketSpec => ({
  purpose: `identity:${scene}`,
  subject: `enterprise_account:${accountId}`,
});

async function callerAccount(db: Db, accountId: number) {
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthenticated('登录已失效，请重新登录');
  return account;
}

export const verifyIdentityHandler = implement(
  verifyIdentity,
  async ({ scene, code }, { db, caller }) => {
    const account = await callerAccount(db, caller.accountId);
    await consumeSmsCode(db, { mobile: account.mobile, scene, code });
    const { ticket, expiresIn } = await issueTicket(
      db,
      identityTicket(scene, account.id),
      IDENTITY_TICKET_SECONDS,
    );
    return { ticket, expires_in: expiresIn };
  },
);

export const changePasswordHandler = implement(
  changePassword,
  async ({ ticket, password }, { db, caller }) => {
    await consumeTicket(db, ticket, identityTicket('change_password', caller.accountId));
    await saveChosenPassword(db, enterpriseAccounts, caller.accountId, password, { unlock: true });
    // Other devices must log in again with the new password; this one stays logged in.
    await revokeSubjectSessions(db, enterpriseSubject(caller.accountId), caller.sessionId);
    return null;
  },
);

export const changeMobileHandler = implement(
  changeMobile,
  async ({ ticket, mobile, code }, { db, caller }) => {
    if (await isMobileTaken(db, mobile)) throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    // The new mobile's code first: a wrong code keeps the ticket, so the user can simply retry.
    await consumeSmsCode(db, { mobile, scene: 'new_mobile', code });
    await consumeTicket(db, ticket, identityTicket('change_mobile', caller.accountId));
    try {
      await db
        .update(enterpriseAccounts)
        .set({ mobile })
        .where(eq(enterpriseAccounts.id, caller.accountId));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
      throw error;
    }
    return { mobile };
  },
);

// POST /api/enterprise/forgetPassword: an SMS code to the account's mobile sets a new password,
// ends every session of the account and lifts a lock-out.
import { forgetPassword } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { revokeSubjectSessions } from '../../auth/sessions';
import { enterpriseAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { consumeSmsCode } from '../sms/sms-codes';
import { enterpriseSubject, findAccountByMobile } from './enterprise-accounts';

export const forgetPasswordHandler = implement(forgetPassword, async ({ mobile, code, password }, { db }) => {
  // Sending the code already tells whether the mobile is registered (spec'd SMS scene rule).
  const account = await findAccountByMobile(db, mobile);
  if (!account) throw new AppError('该手机号未注册', { fields: { mobile: '该手机号未注册' } });
  await consumeSmsCode(db, { mobile, scene: 'forget_password', code });
  const passwordHash = await hashPassword(password);
  await db
    .update(enterpriseAccounts)
    .set({ passwordHash, isResetPassword: 1, failedLoginCount: 0, lockedUntil: null })
    .where(eq(enterpriseAccounts.id, account.id));
  await revokeSubjectSessions(db, enterpriseSubject(account.id));
  return null;
});

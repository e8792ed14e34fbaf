// POST /api/enterprise/forgetPassword: an SMS code to the account's mobile sets a new password,
// ends every session of the account and lifts a lock-out.
import { forgetPassword } from '@bht/api-client/contract';
import { saveChosenPassword } from '../../auth/login-guard';
import { revokeSubjectSessions } from '../../auth/sessions';
import { enterpriseAccounts } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { consumeSmsCode } from '../sms/sms-codes';
import { enterpriseSubject, findAccountByMobile } from './enterprise-accounts';

export const forgetPasswordHandler = implement(
  forgetPassword,
  async ({ mobile, code, password }, { db }) => {
    // Sending the code already tells whether the mobile is registered (spec'd SMS scene rule).
    const account = await findAccountByMobile(db, mobile);
    if (!account) throw fieldError('mobile', '该手机号未注册');
    await consumeSmsCode(db, { mobile, scene: 'forget_password', code });
    await saveChosenPassword(db, enterpriseAccounts, account.id, password, { unlock: true });
    await revokeSubjectSessions(db, enterpriseSubject(account.id));
    return null;
  },
);

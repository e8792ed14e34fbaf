// Console passwords: reset a forgotten one by SMS (public), or change it while logged in.
import { companyResetPassword, companyUpdatePassword } from '@bht/api-client/contract';
import { saveChosenPassword } from '../../auth/login-guard';
import { verifyPassword } from '../../auth/password';
import { revokeSubjectSessions } from '../../auth/sessions';
import { ensureCompanyAccounts } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { consumeSmsCode } from '../sms/sms-codes';
import {
  companySubject,
  findCompanyAccount,
  limitPasswordChecks,
  requireCompanyAccount,
} from '../company/company-accounts';

/**
 * Forgotten password: the SMS code (scene forget_password) proves the account's mobile. The
 * account is unlocked and every session signed out, since whoever held them may not be the owner.
 */
export const companyResetPasswordHandler = implement(
  companyResetPassword,
  async ({ mobile, code, password }, { db }) => {
    const account = await findCompanyAccount(db, { mobile });
    if (!account) throw fieldError('mobile', '该手机号未绑定机构账号');
    await consumeSmsCode(db, { mobile, scene: 'forget_password', code });
    await saveChosenPassword(db, ensureCompanyAccounts, account.id, password, { unlock: true });
    await revokeSubjectSessions(db, companySubject(account.id));
    return null;
  },
);

/** Change while logged in: the current session stays, every other one is signed out. */
export const companyUpdatePasswordHandler = implement(
  companyUpdatePassword,
  async ({ old_password, password }, { db, caller }) => {
    await limitPasswordChecks(db, caller.accountId);
    const account = await requireCompanyAccount(db, caller.accountId);
    if (!(await verifyPassword(old_password, account.passwordHash)))
      throw fieldError('old_password', '原密码不正确');
    if (password === old_password) throw fieldError('password', '新密码不能与原密码相同');
    await saveChosenPassword(db, ensureCompanyAccounts, account.id, password, { unlock: false });
    await revokeSubjectSessions(db, companySubject(account.id), caller.sessionId);
    return null;
  },
);

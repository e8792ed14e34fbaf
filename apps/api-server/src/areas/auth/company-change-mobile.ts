// POST /api/ensure_company/changeMobile: the login password proves who is asking, the SMS code
// (scene new_mobile, sent to the new number) proves the new number is theirs.
import { companyChangeMobile } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import { ensureCompanyAccounts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { mobileUsedByAnyAccount } from '../sms/send-sms';
import { consumeSmsCode } from '../sms/sms-codes';
import { limitPasswordChecks, requireCompanyAccount } from '../company/company-accounts';

const mobileInUse = () => fieldError('mobile', '该手机号已被其他账号绑定');

export const companyChangeMobileHandler = implement(
  companyChangeMobile,
  async ({ mobile, code, password }, { db, caller }) => {
    await limitPasswordChecks(db, caller.accountId);
    const account = await requireCompanyAccount(db, caller.accountId);
    if (!(await verifyPassword(password, account.passwordHash)))
      throw fieldError('password', '登录密码不正确');
    if (mobile === account.mobile) throw fieldError('mobile', '新手机号不能与当前手机号相同');
    if (await mobileUsedByAnyAccount(db, mobile)) throw mobileInUse();
    // Checked last, so a refused request does not use up the code.
    await consumeSmsCode(db, { mobile, scene: 'new_mobile', code });
    try {
      await db
        .update(ensureCompanyAccounts)
        .set({ mobile })
        .where(eq(ensureCompanyAccounts.id, account.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw mobileInUse();
      throw error;
    }
    return { mobile };
  },
);

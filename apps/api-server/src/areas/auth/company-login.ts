// POST /api/ensure_company/login and /logout: console account name (trimmed by the schema) and password.
// Shares the lock (and its unlock code) and the ceilings on refused log-ins with the enterprise
// log-in (src/auth/login-guard.ts). A paused company (status 0, not accepting orders) can still
// log in; a disabled account cannot. Platform operators log in here too (docs/company-auth.md): their
// names are looked up first, so no company account can shadow an operator.
import { companyLogin, companyLogout } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { recordSuccess, verifyLoginPassword } from '../../auth/login-guard';
import { openLoginSession } from '../../auth/login-session';
import { endCallerSession } from '../../auth/logout';
import { ensureCompanies, ensureCompanyAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { operatorLogin } from '../platform-review/operator-login';
import { companySubject, findCompanyAccount } from '../company/company-accounts';
import { unlockCodeCheck } from '../sms/sms-codes';

export const companyLoginHandler = implement(
  companyLogin,
  async ({ account: name, password, code }, ctx) => {
    const { db, request } = ctx;
    const operator = await operatorLogin(ctx, name, password);
    if (operator) return operator;
    const found = await findCompanyAccount(db, { account: name });
    const account = await verifyLoginPassword(db, ensureCompanyAccounts, {
      name,
      account: found,
      password,
      ip: request.ip,
      code,
      checkUnlockCode: unlockCodeCheck(db),
    });
    if (account.status !== 1) throw new AppError('该账号已停用，请联系机构管理员');
    await recordSuccess(db, ensureCompanyAccounts, account.id);

    const [company] = await db
      .select({ logo: ensureCompanies.logo })
      .from(ensureCompanies)
      .where(eq(ensureCompanies.id, account.companyId))
      .limit(1);
    return openLoginSession(ctx, companySubject(account.id), {
      account: {
        id: account.id,
        account: account.account,
        name: account.name,
        auth_json: account.authJson,
      },
      logo: company?.logo ?? '',
    });
  },
);

export const companyLogoutHandler = implement(companyLogout, (_input, ctx) =>
  endCallerSession(ctx),
);

// POST /api/ensure_company/resetAuth (permission jigou): 重新认证. An approved or rejected
// company goes back to 0 (not submitted) and the console sends it through the /formone wizard
// again. Under review it must wait for the result. See docs/state-machines.md.
// The states and transitions are data in the contract (company-auth.ts); the wizard's draft is kept for correction.
import {
  COMPANY_AUTH_STATUS,
  companyAuthTransition,
  companyResetAuth,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { ensureCompanies } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { loadCompany } from '../company/company-view';

export const companyResetAuthHandler = implement(
  companyResetAuth,
  async (_input, { db, caller }) => {
    // The state check and the change are one statement, so concurrent calls cannot both pass.
    const [changed] = await db
      .update(ensureCompanies)
      .set({
        authStatus: COMPANY_AUTH_STATUS.notSubmitted,
        authResetAt: new Date(),
        authResetBy: caller.accountId,
      })
      .where(
        and(
          eq(ensureCompanies.id, caller.companyId),
          inArray(ensureCompanies.authStatus, [...companyAuthTransition('reset').from]),
        ),
      )
      .returning({ authStatus: ensureCompanies.authStatus });
    if (changed) return { auth_status: changed.authStatus };

    const { company } = await loadCompany(db, caller.companyId);
    if (company.authStatus === COMPANY_AUTH_STATUS.underReview)
      throw conflict('机构认证正在审核中，请等待审核结果');
    // Already 0: nothing to restart.
    return { auth_status: company.authStatus };
  },
);

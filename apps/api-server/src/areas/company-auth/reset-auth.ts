// POST /api/ensure_company/resetAuth (permission jigou): 重新认证. An approved or rejected
// company goes back to 0 (not submitted) and the console sends it through the /formone wizard
// again. Under review it must wait for the result. See docs/state-machines.md.
// The move is COMPANY_AUTH_MACHINE's reset through the one record writer (a conditional UPDATE on
// the state it was read in, a record_logs row); the wizard's draft is kept for correction.
import {
  COMPANY_AUTH_MACHINE,
  COMPANY_AUTH_STATUS,
  companyResetAuth,
} from '@bht/api-client/contract';
import { ensureCompanies } from '../../db/schema';
import { implement } from '../../http/implement';
import { companyOperator } from '../company-orders/company-operator';
import { transitionRecord } from '../records/record-transitions';
import { loadCompany } from '../company/company-view';

export const companyResetAuthHandler = implement(
  companyResetAuth,
  async (_input, { db, caller }) => {
    const { company } = await loadCompany(db, caller.companyId);
    // Already 0: nothing to restart, nothing recorded.
    if (company.authStatus === COMPANY_AUTH_STATUS.notSubmitted)
      return { auth_status: company.authStatus };
    const operator = await companyOperator(db, caller);
    const changed = await db.transaction((tx) =>
      transitionRecord(tx, {
        machine: COMPANY_AUTH_MACHINE,
        table: ensureCompanies,
        statusKey: 'authStatus',
        id: caller.companyId,
        action: 'reset',
        operator,
        set: { authResetAt: new Date(), authResetBy: caller.accountId },
      }),
    );
    return { auth_status: changed.authStatus };
  },
);

// The guarantor step of performance and wage applications: the guarantors offering the type with
// their terms for it (getEnsureCompany) and the server's premium quote for one guarantor
// (getPrice). The quote is what addLetter charges: the same terms (company/premium.ts) and the
// same amount rule (the performance amount as entered; contract price × wage share for wage letters).
import {
  performanceGetEnsureCompany,
  performanceGetPrice,
  workerGetEnsureCompany,
  workerGetPrice,
  type LetterType,
} from '@bht/api-client/contract';
import { checkWageDeclaration, formatMoney, normalizeMoney, wageAmount } from '@bht/validators';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { guarantorOffers } from '../guarantors/guarantor-lists';
import { premiumQuote, premiumTerms } from '../company/premium';
import { findAcceptingCompany } from '../letters/add-letter';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import { refuseFields } from './application-terms';

const offersHandler = (
  endpoint: typeof performanceGetEnsureCompany | typeof workerGetEnsureCompany,
  type: LetterType,
) =>
  implement(endpoint, async ({ amount }, { db, config, caller }) => {
    assertOrderPermission(caller);
    return guarantorOffers(
      db,
      config,
      type,
      amount === undefined ? undefined : normalizeMoney(amount),
    );
  });

/** The quote of `company_id` for `amount` of a letter of `type`: the guarantor must take applications and offer the type (409). */
async function quote(db: Db, companyId: number, type: LetterType, amount: string, basis?: string) {
  const company = await findAcceptingCompany(db, companyId);
  return premiumQuote(amount, await premiumTerms(db, company, type), basis);
}

export const performancePriceHandler = implement(
  performanceGetPrice,
  async ({ ensure_company_id, amount }, { db, caller }) => {
    assertOrderPermission(caller);
    const normalized = normalizeMoney(amount);
    if (normalized === '0.00') throw fieldError('amount', '担保金额须大于 0');
    return quote(db, ensure_company_id, 'performance', normalized);
  },
);

export const workerPriceHandler = implement(
  workerGetPrice,
  async ({ ensure_company_id, contract_price, wage_share }, { db, caller }) => {
    assertOrderPermission(caller);
    refuseFields(checkWageDeclaration(contract_price, wage_share));
    const amount = wageAmount(contract_price, wage_share);
    return quote(
      db,
      ensure_company_id,
      'worker',
      amount,
      `合同价 ¥${formatMoney(contract_price)} × 工资保证比例 ${wage_share}% = 担保金额 ¥${formatMoney(amount)}；`,
    );
  },
);

export const offerHandlers = [
  offersHandler(performanceGetEnsureCompany, 'performance'),
  offersHandler(workerGetEnsureCompany, 'worker'),
  performancePriceHandler,
  workerPriceHandler,
];

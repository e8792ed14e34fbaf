// A guarantor's premium terms for a letter type, and the premium they give. The rule itself lives
// in @bht/validators (the console prefills the same figure when a company enters an order); the
// server's callers keep importing it from here.
//
// Bid letters (e-letter and paper) use the rate and minimum on ensure_companies; performance and
// wage letters use the guarantor's row in company_letter_rates, and a guarantor without one does
// not offer that type (docs/performance-worker-letters.md, "Premium").
import { LETTER_TYPE_TEXT, type LetterType } from '@bht/api-client/contract';
import { computePremium, formatMoney } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyLetterRates, type ensureCompanies } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { isContractLetter } from '../letters/application-rules';
import type { Tx } from '../orders/order-transitions';

export { computePremium } from '@bht/validators';

export interface PremiumTerms {
  premiumRate: string;
  minPremium: string;
}

/** '该担保机构暂未开办履约保函业务' */
export const notOffered = (type: LetterType) => `该担保机构暂未开办${LETTER_TYPE_TEXT[type]}业务`;

type CompanyTerms = Pick<typeof ensureCompanies.$inferSelect, 'id' | 'premiumRate' | 'minPremium'>;

/** The terms `company` charges for a letter of `type`; 409 when it does not offer that type. */
export async function premiumTerms(db: Db | Tx, company: CompanyTerms, type: LetterType): Promise<PremiumTerms> {
  if (!isContractLetter(type)) return { premiumRate: company.premiumRate, minPremium: company.minPremium };
  const [row] = await db
    .select({ premiumRate: companyLetterRates.premiumRate, minPremium: companyLetterRates.minPremium })
    .from(companyLetterRates)
    .where(and(eq(companyLetterRates.companyId, company.id), eq(companyLetterRates.letterType, type)))
    .limit(1);
  if (!row) throw conflict(notOffered(type));
  return row;
}

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

/** The premium for `amount` under `terms`, with the rule spelled out (premiumQuoteSchema); `basis` says where the amount came from. */
export function premiumQuote(amount: string, terms: PremiumTerms, basis = '') {
  const premium = computePremium(amount, terms.premiumRate, terms.minPremium);
  const product = computePremium(amount, terms.premiumRate, '0');
  const floor = product === premium ? `（最低保费 ¥${formatMoney(terms.minPremium)}）` : `，低于最低保费，按最低保费 ¥${formatMoney(terms.minPremium)} 收取`;
  return {
    amount,
    premium,
    premium_rate: terms.premiumRate,
    min_premium: terms.minPremium,
    rule: `${basis}担保金额 ¥${formatMoney(amount)} × 费率 ${percent(terms.premiumRate)} = ¥${formatMoney(product)}${floor}`,
  };
}

// A guarantor's premium schedule for a letter type, and the premium it gives (docs/settings.md).
// Every type reads the same table (company_letter_rates: base rate, minimum, amount bands): a
// guarantor without a row for a type, or not offering it, does not take applications of it. The
// pricing rule itself is the pure priceSchedule of @bht/validators, which the console's 保费设置
// preview runs too.
import { LETTER_TYPE_TEXT, type LetterType } from '@bht/api-client/contract';
import { describePrice, priceSchedule, type PremiumSchedule } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyLetterRates } from '../../db/schema';
import { conflict } from '../../http/app-error';
import type { NewOrder } from '../../db/rows';

export { computePremium } from '@bht/validators';

export type PremiumTerms = PremiumSchedule;

/** '该担保机构暂未开办履约保函业务' */
export const notOffered = (type: LetterType) => `该担保机构暂未开办${LETTER_TYPE_TEXT[type]}业务`;

/** A stored schedule row as the pricing reads it. */
export const scheduleOf = (
  row: Pick<typeof companyLetterRates.$inferSelect, 'premiumRate' | 'minPremium' | 'bands'>,
): PremiumTerms => ({
  premiumRate: row.premiumRate,
  minPremium: row.minPremium,
  bands: row.bands,
});

/** The schedule `company` charges for a letter of `type`; 409 when it does not offer that type. */
export async function premiumTerms(
  db: Db | Tx,
  company: { id: number },
  type: LetterType,
): Promise<PremiumTerms> {
  const [row] = await db
    .select()
    .from(companyLetterRates)
    .where(
      and(
        eq(companyLetterRates.companyId, company.id),
        eq(companyLetterRates.letterType, type),
        eq(companyLetterRates.offered, 1),
      ),
    )
    .limit(1);
  if (!row) throw conflict(notOffered(type));
  return scheduleOf(row);
}

/** The guaranteed amount (bid_bond_amount on every type), the rate applied and the premium an order snapshots. */
export function pricing(
  amount: string,
  terms: PremiumTerms,
): Pick<NewOrder, 'bidBondAmount' | 'premiumRate' | 'premium'> {
  const price = priceSchedule(amount, terms);
  return { bidBondAmount: amount, premiumRate: price.rate, premium: price.premium };
}

/** The premium for `amount` under `terms`, with the rule spelled out (premiumQuoteSchema); `basis` says where the amount came from. */
export function premiumQuote(amount: string, terms: PremiumTerms, basis = '') {
  const price = priceSchedule(amount, terms);
  return {
    amount,
    premium: price.premium,
    premium_rate: price.rate,
    min_premium: terms.minPremium,
    rule: `${basis}${describePrice(amount, terms, price)}`,
  };
}

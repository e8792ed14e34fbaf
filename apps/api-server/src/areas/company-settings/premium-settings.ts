// 保费设置 (docs/settings.md): getPremium reads the company's schedule of every letter type,
// setPremium replaces one type's (base rate, minimum, amount bands; checked by the contract with
// checkPremiumSchedule), previewPremium quotes an amount under a saved schedule. The next quote and
// the next application of that type use the new schedule; orders keep the premium they snapshotted.
import {
  companyGetPremium,
  companyPreviewPremium,
  companySetPremium,
  LETTER_TYPE_TEXT,
  LETTER_TYPES,
  type LetterType,
} from '@bht/api-client/contract';
import { normalizeMoney, normalizeSchedule } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { companyLetterRates } from '../../db/schema';
import { implement } from '../../http/implement';
import { toFlag, toUnixSeconds } from '../../http/wire-format';
import { premiumQuote, premiumTerms } from '../company/premium';

type RateRow = typeof companyLetterRates.$inferSelect;

function scheduleView(type: LetterType, row: RateRow | undefined) {
  return {
    type,
    type_text: LETTER_TYPE_TEXT[type],
    offered: row ? toFlag(row.offered) : 0,
    premium_rate: row?.premiumRate ?? null,
    min_premium: row?.minPremium ?? null,
    bands: row?.bands ?? [],
    update_time: row ? toUnixSeconds(row.updatedAt) : null,
  } as const;
}

export const getPremiumHandler = implement(companyGetPremium, async (_input, { db, caller }) => {
  const rows = await db
    .select()
    .from(companyLetterRates)
    .where(eq(companyLetterRates.companyId, caller.companyId));
  return LETTER_TYPES.map((type) =>
    scheduleView(
      type,
      rows.find((row) => row.letterType === type),
    ),
  );
});

export const setPremiumHandler = implement(
  companySetPremium,
  async ({ type, offered, premium_rate, min_premium, bands }, { db, caller }) => {
    const schedule = normalizeSchedule({
      premiumRate: premium_rate,
      minPremium: min_premium,
      bands,
    });
    const values = {
      premiumRate: schedule.premiumRate,
      minPremium: schedule.minPremium,
      bands: [...schedule.bands],
      offered,
      updatedAt: new Date(),
    };
    // One statement: two saves at once leave one whole schedule, never a mix.
    const [row] = await db
      .insert(companyLetterRates)
      .values({ companyId: caller.companyId, letterType: type, ...values })
      .onConflictDoUpdate({
        target: [companyLetterRates.companyId, companyLetterRates.letterType],
        set: values,
      })
      .returning();
    return scheduleView(type, row);
  },
);

export const previewPremiumHandler = implement(
  companyPreviewPremium,
  async ({ type, amount }, { db, caller }) => {
    const normalized = normalizeMoney(amount);
    return premiumQuote(normalized, await premiumTerms(db, { id: caller.companyId }, type));
  },
);

export const premiumSettingsHandlers = [
  getPremiumHandler,
  setPremiumHandler,
  previewPremiumHandler,
];

// Credit codes of the seeded enterprises (seed.ts, seed-history.ts) and of test data.
import { creditCodeCheckChar, isUnifiedSocialCreditCode } from '@bht/validators';

/** A valid unified social credit code (GB 32100) for seed data, derived from a number. */
export function demoCreditCode(seq: number): string {
  const org8 = String(70000000 + seq * 7919).slice(-8);
  for (const check of '0123456789X') {
    const first17 = `91320100${org8}${check}`;
    const code = first17 + creditCodeCheckChar(first17);
    if (isUnifiedSocialCreditCode(code)) return code;
  }
  throw new Error(`no valid credit code for ${seq}`);
}

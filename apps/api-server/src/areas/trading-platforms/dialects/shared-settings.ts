// Settings every dialect carries, spread into each dialect's settings schema; ../pay-terms.ts
// reads them through the dialect's profile.
import { z } from 'zod';

export const payerAccountSettings = {
  /**
   * The centre demands the premium from the bidder's basic account (基本户): the portal offers bank
   * transfer only, from the recorded account, and the platform is told the account.
   */
  requirePayerAccount: z.boolean().default(false),
};

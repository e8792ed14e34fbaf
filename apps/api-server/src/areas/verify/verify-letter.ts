// POST /api/letter/verify (public): is a letter number ours, and is the letter in force? The number
// alone answers the letter's summary (letter-summary.ts), never its file: the file prints the
// 查验码, so handing it to whoever learns a number would let anyone read the letter and claim on it.
// Number + 查验码 (the holder) also answers, for a letter in force (an issued e-letter, a mailed
// paper letter), a short-lived link to its PDF; a wrong code and an unknown number then get one
// answer (letter-key.ts). Rate-limited per IP so numbers and codes cannot be tried cheaply.
import { isLetterInForce, verifyLetter } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { implement } from '../../http/implement';
import { enforceRateLimit } from '../../http/rate-limit';
import { fileLinks } from '../../http/file-links';
import { enforceCodeTryLimit, letterByKey } from './letter-key';
import { letterSummary, summaryColumns, unknownLetter } from './letter-summary';

const VERIFICATIONS_PER_MINUTE = 60;

export const verifyLetterHandler = implement(
  verifyLetter,
  async ({ letter_no, verify_code }, { db, config, request }) => {
    await enforceRateLimit(
      db,
      { key: `letter-verify:ip:${request.ip}`, limit: VERIFICATIONS_PER_MINUTE, windowSeconds: 60 },
      '查验过于频繁，请稍后再试',
    );
    const letterNo = letter_no.toUpperCase();
    if (verify_code !== undefined) {
      await enforceCodeTryLimit(db, request.ip);
      const letter = await letterByKey(db, letterNo, verify_code);
      return {
        ...letterSummary(letter),
        // Not (yet or any more) in force: the number is ours, the file is nobody's business.
        letter_url: isLetterInForce(letter.type, letter.status)
          ? fileLinks(config)(letter.letterUrl)
          : null,
      };
    }
    const [letter] = await db
      .select(summaryColumns)
      .from(orders)
      .where(eq(orders.letterNo, letterNo))
      .limit(1);
    return { ...(letter ? letterSummary(letter) : unknownLetter(letterNo)), letter_url: null };
  },
);

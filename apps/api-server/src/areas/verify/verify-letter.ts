// POST /api/letter/verify (public): is a letter number ours, and is the letter in force? Answers
// only what the letter itself shows (guarantor, project, amount, validity), never the applicant
// or the order, and is rate-limited per IP so numbers cannot be enumerated cheaply. A letter in force
// (an issued e-letter, a mailed paper letter) comes with a short-lived link to its PDF: the public
// reaches letters only this way.
import { isLetterInForce, letterMachine, verifyLetter } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { implement } from '../../http/implement';
import { enforceRateLimit } from '../../http/rate-limit';
import { fileLinks } from '../../http/file-links';
import { letterStanding } from '../issuing/letter-validity';

const VERIFICATIONS_PER_MINUTE = 60;

export const UNKNOWN_LETTER_TEXT = '查无此保函：该编号不是本平台出具的保函编号，请核对后重试';

export const verifyLetterHandler = implement(
  verifyLetter,
  async ({ letter_no }, { db, config, request }) => {
    await enforceRateLimit(
      db,
      { key: `letter-verify:ip:${request.ip}`, limit: VERIFICATIONS_PER_MINUTE, windowSeconds: 60 },
      '查验过于频繁，请稍后再试',
    );
    const letterNo = letter_no.toUpperCase();
    const [letter] = await db
      .select({
        type: orders.type,
        status: orders.status,
        ensureCompanyName: orders.ensureCompanyName,
        projectName: orders.projectName,
        amount: orders.bidBondAmount,
        validFrom: orders.validFrom,
        validTo: orders.validTo,
        endReason: orders.endReason,
        letterUrl: orders.letterUrl,
      })
      .from(orders)
      .where(eq(orders.letterNo, letterNo))
      .limit(1);
    if (!letter) {
      return {
        letter_no: letterNo,
        genuine: false,
        valid: false,
        status_text: UNKNOWN_LETTER_TEXT,
        letter_type_text: '',
        ensure_company_name: '',
        project_name: '',
        amount: '',
        valid_from: null,
        valid_to: null,
        letter_url: null,
      };
    }
    return {
      letter_no: letterNo,
      genuine: true,
      ...letterStanding(letter),
      letter_type_text: letterMachine(letter.type).label,
      ensure_company_name: letter.ensureCompanyName,
      project_name: letter.projectName,
      amount: letter.amount,
      valid_from: letter.validFrom,
      valid_to: letter.validTo,
      // Not (yet or any more) in force: the number is ours, the file is nobody's business.
      letter_url: isLetterInForce(letter.type, letter.status)
        ? fileLinks(config)(letter.letterUrl)
        : null,
    };
  },
);

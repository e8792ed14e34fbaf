// The beneficiary's claim on /verify (public): /api/claim/checkLetter and /api/claim/submit. The
// letter number and the verification code printed on the letter must match one letter; a wrong
// code and an unknown number get the same answer, so neither says whether the number exists. Both
// calls are rate-limited per IP (submitting more tightly), so codes cannot be tried cheaply
// (letter-key.ts).
import {
  claimCheckLetter,
  claimSubmit,
  CLAIM_STATUS_TEXT,
  letterMachine,
} from '@bht/api-client/contract';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { toUnixSeconds } from '../../http/wire-format';
import { findAccessibleUpload } from '../uploads/upload-access';
import { remainingOf } from './claim-records';
import { claimBlocked, letterBeneficiary, raiseClaim } from './raise-claim';
import { enforceCodeTryLimit, letterByKey } from '../verify/letter-key';

const TOO_MANY = '操作过于频繁，请稍后再试';
const BAD_ATTACHMENT = '附件无效，请在本页面重新上传';

/** Submissions per IP and hour; checks count as code tries (letter-key.ts). */
const SUBMISSIONS_PER_HOUR = 5;
const submitRule = (ip: string): RateLimitRule => ({
  key: `claim-submit:ip:${ip}`,
  limit: SUBMISSIONS_PER_HOUR,
  windowSeconds: 3600,
});

export const checkLetterHandler = implement(
  claimCheckLetter,
  async ({ letter_no, verify_code }, { db, request }) => {
    await enforceCodeTryLimit(db, request.ip);
    const order = await letterByKey(db, letter_no, verify_code);
    return {
      letter_no: order.letterNo ?? '',
      letter_type_text: letterMachine(order.type).label,
      project_name: order.projectName,
      ensure_company_name: order.ensureCompanyName,
      beneficiary: await letterBeneficiary(db, order),
      guaranteed_amount: order.bidBondAmount,
      remaining: remainingOf(order),
      valid_to: order.validTo,
      blocked: await claimBlocked(db, order),
    };
  },
);

export const submitHandler = implement(claimSubmit, async (input, { db, request }) => {
  await enforceRateLimit(db, submitRule(request.ip), TOO_MANY);
  const order = await letterByKey(db, input.letter_no, input.verify_code);
  // Anonymous uploads made from this address (the claimant has no account).
  for (const url of input.attachments) {
    if (!(await findAccessibleUpload(db, url, null, request.ip)))
      throw fieldError('attachments', BAD_ATTACHMENT);
  }
  const claim = await raiseClaim(db, {
    order,
    source: 'verify',
    recordedBy: null,
    fields: input,
    attachments: input.attachments,
  });
  return {
    sn: claim.sn,
    letter_no: order.letterNo ?? '',
    amount: claim.amount,
    status_text: CLAIM_STATUS_TEXT[claim.status] ?? '',
    create_time: toUnixSeconds(claim.createdAt),
  };
});

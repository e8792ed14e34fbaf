// Claims (理赔, docs/after-issue.md): the beneficiary raises one on /verify with the letter number and
// verification code, the enterprise follows it and adds statements, the guarantor records paper
// claims, decides and records payouts (a payout of all that remains ends the letter).
import type { Implementation } from '../../http/implement';
import {
  addClaimHandler,
  getClaimDetailHandler,
  getClaimListHandler,
  getClaimLogHandler,
  handleClaimHandler,
} from './claim-desk';
import { addStatementHandler, getDetailHandler, getListHandler } from './enterprise-claims';
import { payClaimHandler } from './pay-claim';
import { checkLetterHandler, submitHandler } from './public-claims';

export const claimHandlers: Implementation[] = [
  checkLetterHandler,
  submitHandler,
  getListHandler,
  getDetailHandler,
  addStatementHandler,
  getClaimListHandler,
  getClaimDetailHandler,
  getClaimLogHandler,
  addClaimHandler,
  handleClaimHandler,
  payClaimHandler,
];

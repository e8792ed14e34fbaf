// A letter as the public sees it (docs/letters.md, "Verification"): what the letter itself shows and
// its standing now; never its file, its code, the applicant or the order.
import { letterMachine, type letterSummarySchema } from '@bht/api-client/contract';
import type { z } from 'zod';
import type { OrderRow } from '../../db/rows';
import { orders } from '../../db/schema';
import { isSealedUntilOpening } from '../issuing/bid-secrecy';
import { letterStanding } from '../issuing/letter-validity';

export type LetterSummary = z.output<typeof letterSummarySchema>;

/** The orders columns a summary reads (a select shape). */
export const summaryColumns = {
  letterNo: orders.letterNo,
  type: orders.type,
  status: orders.status,
  ensureCompanyName: orders.ensureCompanyName,
  projectName: orders.projectName,
  bidBondAmount: orders.bidBondAmount,
  validFrom: orders.validFrom,
  validTo: orders.validTo,
  endReason: orders.endReason,
  sealedFields: orders.sealedFields,
  bidsOpenedAt: orders.bidsOpenedAt,
};

export type SummaryRow = Pick<
  OrderRow,
  | 'letterNo'
  | 'type'
  | 'status'
  | 'ensureCompanyName'
  | 'projectName'
  | 'bidBondAmount'
  | 'validFrom'
  | 'validTo'
  | 'endReason'
  | 'sealedFields'
  | 'bidsOpenedAt'
>;

export const UNKNOWN_LETTER_TEXT = '查无此保函：该编号不是本平台出具的保函编号，请核对后重试';

export function unknownLetter(letterNo: string): LetterSummary {
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
    sealed_until_opening: false,
  };
}

export function letterSummary(letter: SummaryRow): LetterSummary {
  return {
    letter_no: letter.letterNo ?? '',
    genuine: true,
    ...letterStanding(letter),
    letter_type_text: letterMachine(letter.type).label,
    ensure_company_name: letter.ensureCompanyName,
    project_name: letter.projectName,
    amount: letter.bidBondAmount,
    valid_from: letter.validFrom,
    valid_to: letter.validTo,
    // Its project name already reads 开标前保密: nothing sealed is shown.
    sealed_until_opening: isSealedUntilOpening(letter),
  };
}

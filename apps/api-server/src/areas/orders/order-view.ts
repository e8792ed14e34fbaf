// Orders as the contract shows them (orderSummarySchema / orderDetailSchema), and the numbers
// orders and letters are known by.
import { randomInt } from 'node:crypto';
import {
  isLetterInForce,
  letterMachine,
  type LetterReissueCause,
  type orderDetailSchema,
  type orderSummarySchema,
} from '@bht/api-client/contract';
import type { z } from 'zod';
import type { earlierLetters, projects } from '../../db/schema';
import { isSealedUntilOpening } from '../issuing/bid-secrecy';
import { toUnixSeconds } from '../../http/wire-format';
import type { LinkFile } from '../../http/file-links';
import { toProjectView } from '../projects/project-view';
import {
  availableActions,
  orderStatusText,
  type OrderAction,
  type OrderActor,
} from './order-machine';
import type { OrderRow } from '../../db/rows';
import { letterDigestsFor } from './letter-digests';

export type OrderSummaryView = z.output<typeof orderSummarySchema>;
export type OrderDetailView = z.output<typeof orderDetailSchema>;

/** The columns a summary reads, so list queries can select just these. */
export type OrderSummaryRow = Pick<
  OrderRow,
  | 'id'
  | 'sn'
  | 'type'
  | 'status'
  | 'projectId'
  | 'projectName'
  | 'enterpriseName'
  | 'ensureCompanyId'
  | 'ensureCompanyName'
  | 'bidBondAmount'
  | 'premium'
  | 'letterNo'
  | 'createdAt'
  | 'updatedAt'
>;

export function toOrderSummary(row: OrderSummaryRow): OrderSummaryView {
  return {
    id: row.id,
    sn: row.sn,
    type: row.type as OrderSummaryView['type'],
    status: row.status,
    status_text: orderStatusText(row.status),
    project_id: row.projectId,
    project_name: row.projectName,
    enterprise_name: row.enterpriseName,
    ensure_company_id: row.ensureCompanyId,
    ensure_company_name: row.ensureCompanyName,
    bid_bond_amount: row.bidBondAmount,
    premium: row.premium,
    letter_no: row.letterNo,
    create_time: toUnixSeconds(row.createdAt),
    update_time: toUnixSeconds(row.updatedAt),
  };
}

/** Who looks at the detail: decides the actions offered and whether the letter file is shown. */
export interface OrderViewer {
  actor: OrderActor;
  permissions: ReadonlySet<string>;
  /** The viewer's links to the order's files (the voucher, contract and letter are private). */
  link: LinkFile;
}

/**
 * Actions the machine allows at a status but whose data precondition the order does not meet are not
 * offered: sealing needs no sealed letter yet, re-sealing and issuing need one (the server refuses them
 * otherwise).
 */
const offeredFor: Partial<Record<OrderAction, (row: OrderRow) => boolean>> = {
  sign_letter: (row) => row.letterUrl === null,
  re_sign_letter: (row) => row.letterUrl !== null,
  issue: (row) => row.letterUrl !== null,
  confirm_payment: (row) => hasPaymentEvidence(row),
  print_letter: (row) => row.letterUrl === null,
  re_print_letter: (row) => row.letterUrl !== null,
  mail: (row) => row.letterUrl !== null,
};

/**
 * An offline payment can be confirmed once the enterprise uploaded its voucher, or at once on an
 * order the guarantor entered itself (it collected the premium directly, there is no voucher).
 */
export const hasPaymentEvidence = (row: Pick<OrderRow, 'payImage' | 'enteredBy'>) =>
  Boolean(row.payImage) || row.enteredBy !== null;

export const offeredActions = (row: OrderRow, viewer: OrderViewer): OrderAction[] =>
  availableActions(row.type, row.status, viewer.actor, viewer.permissions).filter(
    (action) => offeredFor[action]?.(row) ?? true,
  );

/** A paper letter's receiving address and courier; null for letters delivered electronically. */
function toDelivery(row: OrderRow): OrderDetailView['delivery'] {
  if (letterMachine(row.type).delivery !== 'mail') return null;
  return {
    receiver_name: row.receiverName ?? '',
    receiver_mobile: row.receiverMobile ?? '',
    receiver_address: row.receiverAddress ?? '',
    courier_company: row.courierCompany,
    tracking_no: row.trackingNo,
    mailed_on: row.mailedOn,
    received_time: row.receivedAt ? toUnixSeconds(row.receivedAt) : null,
  };
}

/** A performance or wage letter's contract and beneficiary; null for bid letters (no contract price). */
function toTerms(row: OrderRow, viewer: OrderViewer): OrderDetailView['terms'] {
  if (row.contractPrice === null) return null;
  return {
    contract_price: row.contractPrice,
    beneficiary: row.beneficiary ?? '',
    beneficiary_credit_code: row.beneficiaryCreditCode ?? '',
    beneficiary_address: row.beneficiaryAddress ?? '',
    wage_share: row.wageShare,
    wording_request: row.wordingRequest ?? '',
    contract_file: viewer.link(row.contractFile),
    award_notice_file: viewer.link(row.awardNoticeFile),
  };
}

type EarlierLetterRow = typeof earlierLetters.$inferSelect;

function toEarlierLetter(
  letter: EarlierLetterRow,
  viewer: OrderViewer,
): OrderDetailView['earlier_letters'][number] {
  return {
    id: letter.id,
    letter_no: letter.letterNo,
    sealed: letter.sealed ? 1 : 0,
    valid_from: letter.validFrom,
    valid_to: letter.validTo,
    replaced_because: letter.replacedBecause as LetterReissueCause,
    replaced_time: toUnixSeconds(letter.replacedAt),
    letter_url: viewer.link(letter.letterUrl),
    letter_ofd_url: viewer.link(letter.letterOfdUrl),
    letter_digests: {
      pdf_sha256: letter.letterDigest,
      pdf_sm3: letter.letterSm3,
      ofd_sha256: letter.letterOfdSha256,
      ofd_sm3: letter.letterOfdSm3,
    },
  };
}

/**
 * The detail with the actions `viewer` may take now (order-machine.ts) and the refusal of its
 * latest refund request (refund-refusal.ts).
 */
export function toOrderDetail(
  row: OrderRow,
  project: typeof projects.$inferSelect,
  viewer: OrderViewer,
  refundRefusal: OrderDetailView['refund_refusal'],
  platform: OrderDetailView['platform'],
  earlier: readonly EarlierLetterRow[] = [],
): OrderDetailView {
  const showsLetter = viewer.actor !== 'enterprise' || isLetterInForce(row.type, row.status);
  return {
    ...toOrderSummary(row),
    project: toProjectView(project),
    contact_name: row.contactName,
    contact_mobile: row.contactMobile,
    remark: row.remark,
    pay_method: (row.payMethod as OrderDetailView['pay_method']) ?? null,
    pay_time: row.payTime ? toUnixSeconds(row.payTime) : null,
    pay_image: viewer.link(row.payImage),
    valid_from: row.validFrom,
    valid_to: row.validTo,
    contract_url: viewer.link(row.signedContractUrl ?? row.contractUrl),
    // The guarantor previews its sealed draft before issuing; the enterprise gets the letter only
    // while it is in force (issued), never a draft or a voided letter.
    letter_url: showsLetter ? viewer.link(row.letterUrl) : null,
    letter_ofd_url: showsLetter ? viewer.link(row.letterOfdUrl) : null,
    letter_digests: letterDigestsFor(row, viewer.actor),
    reject_reason: row.rejectReason,
    refund_refusal: refundRefusal,
    delivery: toDelivery(row),
    terms: toTerms(row, viewer),
    entered: row.enteredBy === null ? 0 : 1,
    platform,
    sealed_until_opening: isSealedUntilOpening(row) ? 1 : 0,
    earlier_letters: showsLetter ? earlier.map((letter) => toEarlierLetter(letter, viewer)) : [],
    actions: offeredActions(row, viewer),
  };
}

/** Beijing calendar time as digits: yyyymmddhhmmss. */
function beijingDigits(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * Order number: 'BH' + Beijing time to the second + 6 random digits (unique index backs it). Another
 * prefix numbers another kind of record the same way (insurance proposals: 'BX').
 */
export const newOrderSn = (now = new Date(), prefix = 'BH') =>
  `${prefix}${beijingDigits(now)}${randomDigits(6)}`;

/** Letter number: a prefix ('TBBH' 投标保函 by default) + Beijing date + 8 random digits (unique index backs it). */
export const newLetterNo = (prefix = 'TBBH', now = new Date()) =>
  `${prefix}${beijingDigits(now).slice(0, 8)}${randomDigits(8)}`;

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The letter's verification code (查验码, docs/after-issue.md): 6 characters [0-9A-Z] from the
 * crypto generator, printed on the letter. With the number it admits a claim, so it must not be guessable.
 */
export const newVerifyCode = () =>
  Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

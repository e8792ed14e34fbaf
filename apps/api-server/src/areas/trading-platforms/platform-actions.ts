// What a platform's message can do to our records, the same for every dialect: each dialect maps
// its fields onto these inputs, and these run the existing machinery (the order machine, the
// surrender, claim and invoice desks), each in one transaction with its messages and jobs.
import type { OrderRow } from '../../db/rows';

/** A refusal by our rules (order unknown, wrong state, amounts differ): Chinese, shown to the platform. */
export class ActionRefusal extends Error {}

export const NOTHING_SEALED = '该申请没有开标前保密的信息';
export const OPENING_DIFFERS = '开标还原的信息与此前还原的不一致';

/** A pushed application (docs/trading-platforms.md, "The model"). Amounts are decimal strings. */
export interface PlatformApplication {
  /** The platform's application number (Epoint applyno, 江西 orderNo): unique per platform. */
  platformApplyNo: string;
  /** The product (江西 productNo) choosing the guarantor; '' where the dialect has none. */
  productNo: string;
  enterprise: {
    name: string;
    creditCode: string;
    legalPerson?: string;
    /** Checked by GB 11643; stored on the enterprise only when it has none. */
    legalIdCard?: string;
    address?: string;
  };
  /** The bidder's contact: the SMS and the portal log-in go to this mobile. */
  contact: { name?: string; mobile?: string };
  project: {
    /** The platform's project key (江西 projectGuid, Epoint the bid section number). */
    key: string;
    name: string;
    number: string;
    bidSection: string;
    tenderUnit: string;
    bidBondAmount: string;
    deadline?: Date;
    bidOpenTime?: Date;
  };
  beneficiary?: { name: string; creditCode?: string; address?: string };
  /** The account the premium must come from (基本户), where the platform requires one. */
  payer?: { accountName?: string; accountNo?: string; bankName?: string };
  /**
   * Fields the platform sends encrypted until bid opening (Epoint biaoduanno, biaoduanname, zbr,
   * zbrorgnum), as received: kept with the order until the platform sends their key (issue 24).
   */
  sealedFields?: Record<string, string>;
}

export interface PlatformPayment {
  amount: string;
  paidAt: Date;
  /** The platform's transaction number (idempotent: a second push with it does nothing). */
  tradeNo: string;
  payer?: { accountName?: string; accountNo?: string; bankName?: string };
}

export interface PlatformRefund {
  amount: string;
  refundedAt: Date;
  tradeNo: string;
  ok: boolean;
  reason?: string;
}

export interface PlatformAttachment {
  /** The dialect's type code (江西 717 索赔申请书, 718 违约事实证明; 020 退函申请书). */
  type: string;
  /** The type's name, where the dialect types its attachments (江西 4.3). */
  typeName?: string;
  name: string;
  url: string;
}

export interface PlatformSurrenderRequest {
  reason: string;
  applicantName: string;
  attachments: PlatformAttachment[];
}

export interface PlatformClaim {
  claimant: string;
  claimantCreditCode?: string;
  amount: string;
  reason: string;
  bankAccountName: string;
  bankAccountNo: string;
  bankName: string;
  contactName: string;
  contactMobile: string;
  attachments: PlatformAttachment[];
}

export interface PlatformInvoiceRequest {
  kind: 'normal' | 'special';
  title: string;
  taxNo: string;
  amount: string;
  email?: string;
  receiverMobile?: string;
  receiverName?: string;
  receiverAddress?: string;
  address?: string;
  phone?: string;
  bankName?: string;
  bankAccount?: string;
  remark?: string;
}

/** Bid opening (Epoint 4.6 baohanrestore): the sealed fields as the dialect decrypted them. */
export interface BidOpening {
  openedAt: Date;
  project: { number: string; name: string; bidSection: string; tenderUnit: string };
  beneficiary: { name: string; creditCode?: string };
}

/** A postponed opening (江西 3.8 applyDelay): the project's new dates. */
export interface OpeningPostponement {
  bidOpenTime: Date;
  deadline: Date;
  reason: string;
}

/** Which letters of a project a platform ends (江西 3.16 logoutType 0, 1, 2). */
export interface ProjectLetterFilter {
  /** `others`: every bidder but the winner; `winner`: the winner only; `all`: every bidder. */
  which: 'others' | 'winner' | 'all';
  /** The winner's credit code (`others` and `winner`). */
  winnerCreditCode?: string;
  reason: string;
}

/** Every action runs in its own transaction; refusals throw ActionRefusal. */
export interface PlatformActions {
  /** Creates the order, or finds the one of this platform and application number (created false). */
  applyForLetter(application: PlatformApplication): Promise<{ order: OrderRow; created: boolean }>;
  /** This platform's order with the application number; refuses ('订单不存在') when there is none. */
  order(platformApplyNo: string): Promise<OrderRow>;
  /** This platform's order with the letter number; refuses when there is none. */
  orderByLetterNo(letterNo: string): Promise<OrderRow>;
  /**
   * 撤单 / 放弃 / 退保 before issue: an unpaid order is cancelled, a paid one goes to 退款审核;
   * refused once the letter is issued. Repeating it answers 'already'.
   */
  withdraw(order: OrderRow, reason: string): Promise<'cancelled' | 'refund_review' | 'already'>;
  /** 注销 / 销函: ends a letter in force (履约终止, end reason cancelled). */
  endLetter(order: OrderRow, reason: string): Promise<'ended' | 'already'>;
  /**
   * 系统销函 of a whole project: endLetter for each letter in force of this platform's project
   * (projects.platform_key) that the filter names; returns how many ended.
   */
  endLettersOfProject(projectKey: string, filter: ProjectLetterFilter): Promise<number>;
  /** The platform collected the premium: 待支付 → 出函中 (amount must equal the premium). */
  recordPayment(order: OrderRow, payment: PlatformPayment): Promise<void>;
  /** The platform refunded the premium (its cashier). */
  recordRefund(order: OrderRow, refund: PlatformRefund): Promise<void>;
  /**
   * Bid opening: the project and the order take the restored fields, and a letter already made is
   * re-issued in clear with the same number (a job). Again with the same fields → 'already'.
   */
  openBids(order: OrderRow, opening: BidOpening): Promise<'opened' | 'already'>;
  /**
   * The opening moves: the project's dates change and, where the letter no longer covers the new
   * validity, it is re-issued with the same number (a job); the platform then hears of it.
   */
  postponeOpening(
    order: OrderRow,
    postponement: OpeningPostponement,
  ): Promise<'reissuing' | 'covered'>;
  /** A surrender request on the desk (after issue); returns its id. */
  requestSurrender(order: OrderRow, request: PlatformSurrenderRequest): Promise<number>;
  /** A claim on the claims desk; returns its id. */
  raiseClaim(order: OrderRow, claim: PlatformClaim): Promise<number>;
  /** An invoice request on the invoice desk; returns its id. */
  requestInvoice(order: OrderRow, request: PlatformInvoiceRequest): Promise<number>;
}

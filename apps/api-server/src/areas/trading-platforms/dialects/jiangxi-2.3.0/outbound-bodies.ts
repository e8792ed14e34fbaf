// The business bodies of our calls (3.2, 3.4, 3.5, 3.9, 3.11, 3.13, 3.15, 3.18, 3.19) from rows already
// loaded: pure, so each mapping is tested without a database. outbound.ts loads the rows.
import type { OrderRow } from '../../../../db/rows';
import type { claims, invoices, payLogs, surrenders } from '../../../../db/schema';
import { outRefundNoOf } from '../../../payments/refund-number';
import { chinaDateTime, money } from './fields';
import { guarantorCreditCode, letterFields } from './letter-fields';
import type { JiangxiSettings } from './settings';

type SurrenderRow = typeof surrenders.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type PayLogRow = typeof payLogs.$inferSelect;
export interface PayeeAccount {
  accountName: string;
  accountNo: string;
  bankName: string;
}

/** 4.2 受理状态. */
export const AUDIT = { ACCEPTED: 2, REJECTED: 3 } as const;

const ORDER_STATUS = { AWAITING_PAYMENT: 2, REJECTED: 5 } as const;

/** 3.2: the desk's review; null while the order is not reviewed. */
export function applyPushBody(input: {
  order: OrderRow;
  applyNo: string;
  reviewedAt: Date | null;
  settings: JiangxiSettings;
  payee: PayeeAccount | null;
}) {
  const { order, settings } = input;
  const head = { orderNo: order.platformApplyNo ?? '', applyNo: input.applyNo };
  const auditDate = chinaDateTime(input.reviewedAt ?? order.updatedAt);
  if (order.status === ORDER_STATUS.REJECTED)
    return {
      ...head,
      auditStatus: AUDIT.REJECTED,
      auditOpinion: order.rejectReason || '受理驳回',
      auditDate,
    };
  if (order.status !== ORDER_STATUS.AWAITING_PAYMENT) return null;
  const ours = settings.cashier === 'guarantor';
  return {
    ...head,
    auditStatus: AUDIT.ACCEPTED,
    auditOpinion: '审核通过',
    auditDate,
    realElogAmount: money(order.premium),
    realElogRate: Number(order.premiumRate).toFixed(4),
    tenderDeposit: money(order.bidBondAmount),
    insuranceName: order.ensureCompanyName,
    insuranceCreditCode: guarantorCreditCode(settings, order),
    ...(ours && {
      payUrl: settings.payPageUrl.replaceAll('{sn}', order.sn),
      receiveName: input.payee?.accountName ?? order.ensureCompanyName,
    }),
  };
}

const payer = (order: OrderRow) => ({
  payerName: order.payerAccountName ?? order.enterpriseName,
  payerAccountNo: order.payerAccountNo ?? '',
  payerBankName: order.payerBankName ?? '',
});

const payee = (order: OrderRow, account: PayeeAccount | null) => ({
  payeeName: account?.accountName ?? order.ensureCompanyName,
  payeeAccountNo: account?.accountNo ?? '',
  payeeBankName: account?.bankName ?? '',
});

/** The payment's transaction number: the channel's, or our pay log's reference for a transfer. */
const transNo = (payment: PayLogRow) => payment.tradeNo ?? `${payment.orderSn}P${payment.id}`;

/** 3.4: the premium we collected. */
export const payPushBody = (order: OrderRow, payment: PayLogRow, account: PayeeAccount | null) => ({
  orderNo: order.platformApplyNo ?? '',
  payAmount: money(payment.amount),
  poundageAmount: '0.00',
  payTime: chinaDateTime(order.payTime ?? payment.createdAt),
  payTransNo: transNo(payment),
  transChannel: payment.channel,
  ...payer(order),
  ...payee(order, account),
});

/** 3.5: the issued letter. */
export const lgResultPushBody = (
  order: OrderRow,
  settings: JiangxiSettings,
  links: { elogUrl: string; elogEncryptUrl: string },
) => letterFields(order, settings, links);

const decided = (status: number, accepted: readonly number[]) =>
  accepted.includes(status) ? AUDIT.ACCEPTED : AUDIT.REJECTED;

/** 3.11: the surrender decision (surrenders.status 1 同意 / 2 拒绝); null while pending. */
export function refundPushBody(order: OrderRow, applyNo: string, surrender: SurrenderRow) {
  if (surrender.status === 0) return null;
  return {
    orderNo: order.platformApplyNo ?? '',
    applyNo,
    elogNo: order.letterNo ?? '',
    auditStatus: decided(surrender.status, [1]),
    auditOpinion: surrender.opinion || (surrender.status === 1 ? '同意退函' : '不同意退函'),
    auditDate: chinaDateTime(surrender.handledAt),
  };
}

/**
 * 3.9: the postponement accepted, with the letter that covers the new opening (3.5's fields): the
 * one re-issued with the same number, or the letter as it was when it covers it already.
 */
export function delayPushBody(input: {
  order: OrderRow;
  applyNo: string;
  reissued: boolean;
  decidedAt: Date;
  settings: JiangxiSettings;
  links: { elogUrl: string; elogEncryptUrl: string };
}) {
  const { order, applyNo, reissued, decidedAt, settings, links } = input;
  return {
    ...letterFields(order, settings, links),
    applyNo,
    auditStatus: AUDIT.ACCEPTED,
    auditOpinion: reissued
      ? `同意延期，已按新的开标时间重新出具保函（保函编号不变，有效期至 ${order.validTo}）`
      : `同意延期，原保函有效期（至 ${order.validTo}）已覆盖新的开标时间`,
    auditDate: chinaDateTime(decidedAt),
  };
}

/**
 * 3.13: the premium we refunded, `payment` being the row now refunded (its merchant refund number is
 * the refund's, its last change the refund's time); `reason` why (the order's move into 退款审核).
 */
export const payRefundPushBody = (
  order: OrderRow,
  payment: PayLogRow,
  reason: string,
  account: PayeeAccount | null,
) => ({
  orderNo: order.platformApplyNo ?? '',
  payTransNo: transNo(payment),
  payAmount: money(payment.amount),
  refundTransNo: outRefundNoOf(payment),
  refundAmount: money(payment.amount),
  poundageAmount: '0.00',
  refundReason: reason || '保费退款',
  refundTime: chinaDateTime(payment.updatedAt),
  ...payer(order),
  ...payee(order, account),
});

/** 3.15: the claim decision (claims.status 1 受理 / 2 已赔付 / 3 驳回); null while pending. */
export function claimPushBody(order: OrderRow, applyNo: string, claim: ClaimRow) {
  if (claim.status === 0) return null;
  const status = decided(claim.status, [1, 2]);
  return {
    orderNo: order.platformApplyNo ?? '',
    applyNo,
    elogNo: order.letterNo ?? '',
    auditStatus: status,
    auditOpinion: claim.opinion || (status === AUDIT.ACCEPTED ? '受理通过' : '受理驳回'),
    auditDate: chinaDateTime(claim.handledAt),
    ...(status === AUDIT.ACCEPTED && {
      realClaimAmount: money(claim.payoutAmount ?? claim.amount),
    }),
  };
}

/** One listed order's invoice of a 3.17 request. */
export interface RequestedInvoice {
  orderNo: string;
  invoice: InvoiceRow;
  /** The invoice file's public link (30 days), '' when it has none. */
  downloadUrl: string;
}

const INVOICE = { PENDING: 0, ISSUED: 1, VOIDED: 3 } as const;

/** Voided without ever being issued: the request refused. A reversed invoice (冲红) was issued. */
const refused = (invoice: InvoiceRow) =>
  invoice.status === INVOICE.VOIDED && invoice.reversedAt === null;

/**
 * 3.18: sent once every invoice of the request is issued (受理通过 with the list) or one is voided
 * before issue (受理驳回); null while any is still pending.
 */
export function invoicePushBody(
  applyNo: string,
  listed: RequestedInvoice[],
  settings: JiangxiSettings,
) {
  const voided = listed.find((l) => refused(l.invoice));
  const total = money(
    listed.reduce((sum, l) => sum + Math.round(Number(l.invoice.amount) * 100), 0) / 100,
  );
  if (voided)
    return {
      applyNo,
      auditStatus: AUDIT.REJECTED,
      auditOpinion: voided.invoice.voidReason || '开票申请驳回',
      auditDate: chinaDateTime(voided.invoice.updatedAt),
    };
  if (listed.some((l) => l.invoice.status !== INVOICE.ISSUED && !l.invoice.reversedAt)) return null;
  const lastIssued = listed
    .map((l) => l.invoice.issuedAt ?? l.invoice.updatedAt)
    .reduce((a, b) => (a > b ? a : b));
  return {
    applyNo,
    auditStatus: AUDIT.ACCEPTED,
    auditOpinion: '开票完成',
    auditDate: chinaDateTime(lastIssued),
    invoiceTotalAmount: total,
    invoiceList: listed.map(({ orderNo, invoice, downloadUrl }) => ({
      invoiceNo: invoice.invoiceNo ?? '',
      invoiceAmount: money(invoice.amount),
      invoiceType: invoice.kind === 'special' ? 'A2' : 'A1',
      invoiceForm: invoice.medium === 'paper' ? 'A1' : 'B1',
      invoicePoint: settings.invoice.taxRate,
      invoiceContent: settings.invoice.content,
      invoiceRemark: invoice.remark,
      invoiceTime: chinaDateTime(invoice.issuedAt),
      invoiceDownloadUrl: downloadUrl,
      invoiceFileName: `${invoice.invoiceNo ?? orderNo}.${downloadUrl ? fileExtension(invoice.fileUrl) : 'pdf'}`,
      orderList: [{ orderNo, orderInvoiceAmount: money(invoice.amount) }],
    })),
  };
}

const fileExtension = (url: string | null) =>
  /\.([a-z0-9]{1,8})(?:\?|$)/.exec(url ?? '')?.[1] ?? 'pdf';

/** 冲红类型 (3.19): 1 部分冲红, 2 全额冲红 (ours: a void reverses the whole invoice). */
const FULL_REVERSAL = 2;

/**
 * 3.19: an issued invoice reversed in full (全额冲红) when the desk voided it; null otherwise. Each
 * of our invoices covers one order, so a full reversal leaves no unrefunded order on it and
 * `newInvoiceInfo` is never due. `redFileUrl` is the red-letter invoice's public link, '' without one.
 */
export function invoiceWriteBackPushBody(orderNo: string, invoice: InvoiceRow, redFileUrl: string) {
  if (!invoice.reversedAt) return null;
  const reversed = money(invoice.redAmount ?? invoice.amount);
  return {
    invoiceNo: invoice.invoiceNo ?? '',
    invoiceAmount: money(invoice.amount),
    writeBackType: FULL_REVERSAL,
    writeBackAmount: reversed,
    writeBackTime: chinaDateTime(invoice.reversedAt),
    writeBackDownloadUrl: redFileUrl,
    writeBackFileName: redFileUrl
      ? `${invoice.redInvoiceNo ?? `红字-${invoice.invoiceNo ?? orderNo}`}.${fileExtension(invoice.redFileUrl)}`
      : '',
    orderList: [{ orderNo, orderInvoiceAmount: reversed }],
  };
}

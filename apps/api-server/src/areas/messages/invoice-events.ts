// What the enterprise is told about its invoices (docs/messages.md, docs/invoices.md): issued (with
// where it goes) and voided (with the reason; an issued electronic one as reversed, 冲红). Written
// inside the desk call's transaction, to the enterprise's accounts with the 订单 permission, like
// order messages.
import { INVOICE_KIND_TEXT, INVOICE_MEDIUM_TEXT } from '@bht/api-client/contract';
import type { invoices } from '../../db/schema';
import { queuePlatformEventOf } from '../trading-platforms/platform-events';
import { notify } from './notify';
import type { Tx } from '../../db/client';
import { ORDER_PERMISSION } from '../auth/sub-account-permissions';

type InvoiceRow = typeof invoices.$inferSelect;
interface InvoiceOrder {
  sn: string;
  projectName: string;
  ensureCompanyName: string;
}

const about = (invoice: InvoiceRow, order: InvoiceOrder) =>
  `订单号 ${order.sn}，项目「${order.projectName}」，${INVOICE_KIND_TEXT[invoice.kind as 'normal' | 'special']}，金额 ${invoice.amount} 元`;

function whereItGoes(invoice: InvoiceRow): string {
  if (invoice.medium === 'electronic')
    return `电子发票将发送至 ${invoice.email}，也可在发票详情中下载`;
  if (invoice.trackingNo)
    return `纸质发票已寄出，快递公司：${invoice.courierCompany ?? ''}，快递单号：${invoice.trackingNo}`;
  return '纸质发票将邮寄至您选择的收件地址';
}

const toEnterprise = (
  tx: Tx,
  invoice: InvoiceRow,
  order: InvoiceOrder,
  kind: 'invoice_issued' | 'invoice_voided',
  title: string,
  content: string,
) =>
  notify(
    tx,
    { side: 'enterprise', enterpriseId: invoice.enterpriseId, permission: ORDER_PERMISSION },
    { kind, title, content, orderSn: order.sn },
  );

export const notifyInvoiceIssued = async (tx: Tx, invoice: InvoiceRow, order: InvoiceOrder) => {
  await queuePlatformEventOf(tx, invoice.orderId, 'invoice_decided', invoice.id);
  await toEnterprise(
    tx,
    invoice,
    order,
    'invoice_issued',
    '发票已开具',
    `${order.ensureCompanyName}已开具您申请的${INVOICE_MEDIUM_TEXT[invoice.medium as 'electronic' | 'paper']}（${about(invoice, order)}，发票号码 ${invoice.invoiceNo ?? ''}），${whereItGoes(invoice)}。`,
  );
};

/** Voided; an issued electronic invoice voided is reversed (冲红), which the platform hears as such. */
export const notifyInvoiceVoided = async (tx: Tx, invoice: InvoiceRow, order: InvoiceOrder) => {
  const reversed = invoice.reversedAt !== null;
  await queuePlatformEventOf(
    tx,
    invoice.orderId,
    reversed ? 'invoice_reversed' : 'invoice_decided',
    invoice.id,
  );
  const redLetter = invoice.redInvoiceNo ? `，红字发票号码 ${invoice.redInvoiceNo}` : '';
  const what = reversed
    ? `已对您的发票全额冲红（${about(invoice, order)}，发票号码 ${invoice.invoiceNo ?? ''}${redLetter}）`
    : `已作废您的开票申请（${about(invoice, order)}）`;
  await toEnterprise(
    tx,
    invoice,
    order,
    'invoice_voided',
    reversed ? '发票已冲红' : '发票已作废',
    `${order.ensureCompanyName}${what}。作废原因：${invoice.voidReason ?? ''}。如仍需发票，请重新申请开票。`,
  );
};

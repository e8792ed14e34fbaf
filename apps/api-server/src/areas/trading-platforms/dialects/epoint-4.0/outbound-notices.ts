// 4.10 quitnotice (a surrender decided) and 4.8 invoicenotice (an invoice issued or refused).
import { InvoiceStatus, SurrenderStatus } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { OrderRow } from '../../../../db/rows';
import { invoices, surrenders } from '../../../../db/schema';
import { UPLOADS_PREFIX } from '../../../../http/file-links';
import type { OutboundContext, OutboundMessage } from '../../dialect';
import { chinaDateTime } from '../../../../time/china-time';

type SurrenderRow = typeof surrenders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** How long the platform's invoice download link lives (docs: at least 30 days). */
const INVOICE_LINK_DAYS = 30;

function letterNoOf(order: OrderRow): string {
  if (!order.letterNo) throw new Error(`订单 ${order.sn} 没有保函编号`);
  return order.letterNo;
}

/** null while the surrender is undecided. */
export function quitNoticeBody(
  order: OrderRow,
  surrender: Pick<SurrenderRow, 'status' | 'handledAt'>,
  now: Date,
): Record<string, string> | null {
  const approved = surrender.status === SurrenderStatus.APPROVED;
  if (!approved && surrender.status !== SurrenderStatus.REFUSED) return null;
  const body: Record<string, string> = {
    applyno: order.platformApplyNo ?? '',
    baohanno: letterNoOf(order),
    applystatus: approved ? '1' : '0',
  };
  if (approved) body.tuibaotime = chinaDateTime(surrender.handledAt ?? now);
  return body;
}

/** null while the invoice is neither issued nor refused. */
export function invoiceNoticeBody(
  order: OrderRow,
  invoice: Pick<InvoiceRow, 'status' | 'invoiceNo' | 'fileUrl'>,
  publicFileUrl: OutboundContext['publicFileUrl'],
): Record<string, string> | null {
  const issued = invoice.status === InvoiceStatus.ISSUED;
  if (!issued && invoice.status !== InvoiceStatus.VOIDED) return null;
  const body: Record<string, string> = {
    baohanno: letterNoOf(order),
    applystatus: issued ? '1' : '0',
  };
  if (issued && invoice.invoiceNo) body.invoiceno = invoice.invoiceNo;
  if (issued && invoice.fileUrl)
    body.invoiceurl = invoice.fileUrl.startsWith(UPLOADS_PREFIX)
      ? publicFileUrl(invoice.fileUrl.slice(UPLOADS_PREFIX.length), INVOICE_LINK_DAYS)
      : invoice.fileUrl;
  return body;
}

export async function quitNotice(context: OutboundContext): Promise<readonly OutboundMessage[]> {
  const { db, order, refId, now } = context;
  if (refId === null) return [];
  const [surrender] = await db.select().from(surrenders).where(eq(surrenders.id, refId)).limit(1);
  const body = surrender?.orderId === order.id ? quitNoticeBody(order, surrender, now) : null;
  return body ? [{ endpoint: 'quitnotice', body, businessNo: body.applyno }] : [];
}

export async function invoiceNotice(context: OutboundContext): Promise<readonly OutboundMessage[]> {
  const { db, order, refId } = context;
  if (refId === null) return [];
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, refId)).limit(1);
  const body =
    invoice?.orderId === order.id ? invoiceNoticeBody(order, invoice, context.publicFileUrl) : null;
  const businessNo = order.platformApplyNo ?? undefined;
  return body ? [{ endpoint: 'invoicenotice', body, businessNo }] : [];
}

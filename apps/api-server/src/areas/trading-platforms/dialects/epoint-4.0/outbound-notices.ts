// 4.10 quitnotice (a surrender decided) and 4.8 invoicenotice (an invoice issued or refused).
import { InvoiceStatus, SurrenderStatus } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { invoices, surrenders } from '../../../../db/schema';
import { UPLOADS_PREFIX } from '../../../../http/file-links';
import type { OutboundContext, OutboundMessage } from '../../dialect';
import { epointTime } from './codec';

/** How long the platform's invoice download link lives (docs: at least 30 days). */
const INVOICE_LINK_DAYS = 30;

function letterNoOf(context: OutboundContext): string {
  if (!context.order.letterNo) throw new Error(`订单 ${context.order.sn} 没有保函编号`);
  return context.order.letterNo;
}

export async function quitNotice(context: OutboundContext): Promise<readonly OutboundMessage[]> {
  const { db, order, refId } = context;
  if (refId === null) return [];
  const [surrender] = await db.select().from(surrenders).where(eq(surrenders.id, refId)).limit(1);
  if (!surrender || surrender.orderId !== order.id) return [];
  if (surrender.status !== SurrenderStatus.APPROVED && surrender.status !== SurrenderStatus.REFUSED)
    return [];
  const approved = surrender.status === SurrenderStatus.APPROVED;
  const body: Record<string, string> = {
    applyno: order.platformApplyNo ?? '',
    baohanno: letterNoOf(context),
    applystatus: approved ? '1' : '0',
  };
  if (approved) body.tuibaotime = epointTime(surrender.handledAt ?? context.now);
  return [{ endpoint: 'quitnotice', body, businessNo: body.applyno }];
}

export async function invoiceNotice(context: OutboundContext): Promise<readonly OutboundMessage[]> {
  const { db, order, refId } = context;
  if (refId === null) return [];
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, refId)).limit(1);
  if (!invoice || invoice.orderId !== order.id) return [];
  if (invoice.status !== InvoiceStatus.ISSUED && invoice.status !== InvoiceStatus.VOIDED) return [];
  const body: Record<string, string> = {
    baohanno: letterNoOf(context),
    applystatus: invoice.status === InvoiceStatus.ISSUED ? '1' : '0',
  };
  if (invoice.status === InvoiceStatus.ISSUED) {
    if (invoice.invoiceNo) body.invoiceno = invoice.invoiceNo;
    if (invoice.fileUrl)
      body.invoiceurl = invoice.fileUrl.startsWith(UPLOADS_PREFIX)
        ? context.publicFileUrl(invoice.fileUrl.slice(UPLOADS_PREFIX.length), INVOICE_LINK_DAYS)
        : invoice.fileUrl;
  }
  return [{ endpoint: 'invoicenotice', body, businessNo: order.platformApplyNo ?? undefined }];
}

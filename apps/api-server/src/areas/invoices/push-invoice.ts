// E-mailing an issued electronic invoice (docs/invoices.md): the PDF as attachment, through the
// MailProvider. Delivered → 已开票 with no push error; refused or bounced → 推送失败 with the
// provider's reason (the desk's 重新推送 tries again). The outcome is written only on an invoice
// still issued or failed, so a void in the meantime stays a void.
import { INVOICE_MEDIUM_TEXT, InvoiceStatus } from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { Providers } from '../../providers';
import { MailDeliveryError } from '../../providers/mail/mail-provider';
import type { InvoiceRecord } from './invoice-records';

const S = InvoiceStatus;

function invoiceMail({ invoice, order }: InvoiceRecord) {
  return {
    to: invoice.email,
    subject: `【电子发票】${order.ensureCompanyName} 发票号码 ${invoice.invoiceNo ?? ''}`,
    text:
      `${invoice.title}：\n\n您申请的${INVOICE_MEDIUM_TEXT.electronic}已开具，详见附件。\n` +
      `订单号：${order.sn}\n项目：${order.projectName}\n发票号码：${invoice.invoiceNo ?? ''}\n金额：${invoice.amount} 元\n\n${order.ensureCompanyName}`,
    attachment: invoice.fileUrl,
  };
}

export async function pushInvoice(
  ctx: { db: Db; providers: Providers; request: { log: FastifyBaseLogger } },
  record: InvoiceRecord,
): Promise<void> {
  let pushError: string | null = null;
  try {
    await ctx.providers.mail.send(invoiceMail(record));
  } catch (error) {
    if (!(error instanceof MailDeliveryError))
      ctx.request.log.error({ err: error, invoice: record.invoice.id }, 'invoice mail failed');
    pushError = (
      error instanceof MailDeliveryError ? error.reason : '邮件服务暂不可用，请稍后重新推送'
    ).slice(0, 200);
  }
  await ctx.db
    .update(invoices)
    .set({ status: pushError ? S.PUSH_FAILED : S.ISSUED, pushError, updatedAt: new Date() })
    .where(
      and(eq(invoices.id, record.invoice.id), inArray(invoices.status, [S.ISSUED, S.PUSH_FAILED])),
    );
}

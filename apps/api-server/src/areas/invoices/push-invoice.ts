// E-mailing an issued electronic invoice (docs/invoices.md): the PDF as attachment, through the
// MailProvider. The outcome is the system's transition of INVOICE_MACHINE (record-transitions.ts,
// with its record_logs row): delivered keeps it 已开票 with no push error; refused or bounced →
// 推送失败 with the provider's reason (the desk's 重新推送 tries again). It is written only on an
// invoice still 已开票, so a void (or another push's outcome) in the meantime stays.
import { INVOICE_MACHINE, INVOICE_MEDIUM_TEXT } from '@bht/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Providers } from '../../providers';
import { MailDeliveryError } from '../../providers/mail/mail-provider';
import { transitionRecord, type RecordOperator } from '../records/record-transitions';
import type { InvoiceRecord } from './invoice-records';

const MAILER: RecordOperator = {
  type: 'system',
  id: null,
  name: '系统（邮件推送）',
  permissions: new Set(),
};

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
  try {
    await ctx.db.transaction((tx) =>
      transitionRecord(tx, {
        machine: INVOICE_MACHINE,
        table: invoices,
        id: record.invoice.id,
        action: pushError ? 'push_failed' : 'push_delivered',
        operator: MAILER,
        note: pushError ?? '',
        set: { pushError },
      }),
    );
  } catch (error) {
    // Voided, or another push's outcome written, meanwhile: that change stays.
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
}

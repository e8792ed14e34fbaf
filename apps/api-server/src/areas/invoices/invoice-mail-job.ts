// The invoice.mail job (docs/invoices.md, docs/jobs.md): e-mails an issued electronic invoice, the
// PDF as attachment, through the MailProvider. Enqueued in the issue's transaction, and again by the
// desk's 重新推送 (a new round); the request runs it right after its commit, so the desk sees the
// outcome at once, and the job runner retries a failure with back-off. Delivered → 已开票 with no
// push error; refused, bounced or the vendor away → 推送失败 with the reason, and the attempt fails.
// The outcome is written only on an invoice still issued or failed, and an invoice voided meanwhile
// is not mailed, so a void stays a void. The job is done once the vendor took the mail (a process
// dying between the two mails it again).
import { INVOICE_MEDIUM_TEXT, InvoiceStatus } from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import {
  enqueueJob,
  JobFailure,
  requeueJob,
  runDueJobs,
  type JobHandler,
} from '../../jobs/job-queue';
import { MailDeliveryError, type MailProvider } from '../../providers/mail/mail-provider';
import { findInvoice, type InvoiceRecord } from './invoice-records';

const S = InvoiceStatus;
export const INVOICE_MAIL_JOB = 'invoice.mail';
export const INVOICE_MAIL_MAX_ATTEMPTS = 5;
export const invoiceMailJobKey = (invoiceId: number) => `invoice-mail:${invoiceId}`;
const MAIL_UNAVAILABLE = '邮件服务暂不可用，系统将自动重试';

interface InvoiceMailPayload {
  invoiceId: number;
  /** The guarantor whose desk issued it (the invoice is read in its scope). */
  companyId: number;
}

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

/** Queues the mail of an invoice (in the issue's transaction); false when it has a job already. */
export const enqueueInvoiceMail = (db: Db | Tx, payload: InvoiceMailPayload) =>
  enqueueJob(db, {
    kind: INVOICE_MAIL_JOB,
    key: invoiceMailJobKey(payload.invoiceId),
    payload: { ...payload },
    maxAttempts: INVOICE_MAIL_MAX_ATTEMPTS,
    runByCaller: true,
  });

/** 重新推送: a new round of the invoice's mail job, queued now (enqueued when it has none yet). */
export async function queueInvoiceMailAgain(db: Db, payload: InvoiceMailPayload): Promise<void> {
  if (!(await enqueueInvoiceMail(db, payload)))
    await requeueJob(db, invoiceMailJobKey(payload.invoiceId));
}

/** Writes the mail's outcome on an invoice still issued or failed. */
const recordOutcome = (db: Db, invoiceId: number, pushError: string | null) =>
  db
    .update(invoices)
    .set({ status: pushError ? S.PUSH_FAILED : S.ISSUED, pushError, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, [S.ISSUED, S.PUSH_FAILED])));

/** The invoice.mail job: mails the invoice unless voided meanwhile; a failure is written on it and retried. */
export function invoiceMailJobHandler(db: Db, mail: MailProvider): JobHandler {
  return {
    genericError: MAIL_UNAVAILABLE,
    run: async (job) => {
      const { invoiceId, companyId } = job.payload as unknown as InvoiceMailPayload;
      const record = await findInvoice(db, { companyId }, invoiceId);
      if (record.invoice.status !== S.ISSUED && record.invoice.status !== S.PUSH_FAILED) return;
      try {
        await mail.send(invoiceMail(record));
      } catch (error) {
        const reason = error instanceof MailDeliveryError ? error.reason.slice(0, 200) : null;
        await recordOutcome(db, invoiceId, reason ?? MAIL_UNAVAILABLE);
        throw reason === null ? error : new JobFailure(reason);
      }
      await recordOutcome(db, invoiceId, null);
    },
  };
}

/** Runs the invoice's mail job now (the desk's request, right after its commit), if due and free. */
export const runInvoiceMailNow = (
  { db, mail, log }: { db: Db; mail: MailProvider; log: Pick<FastifyBaseLogger, 'error' | 'info'> },
  invoiceId: number,
) =>
  runDueJobs(db, { [INVOICE_MAIL_JOB]: invoiceMailJobHandler(db, mail) }, log, {
    key: invoiceMailJobKey(invoiceId),
  });

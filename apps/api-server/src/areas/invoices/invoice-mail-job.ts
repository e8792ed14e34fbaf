// The invoice.mail job (docs/invoices.md, docs/jobs.md): e-mails an issued electronic invoice, the
// PDF as attachment, through the MailProvider. Enqueued in the issue's transaction, and again by the
// desk's 重新推送 (a new round); the request runs it right after its commit, so the desk sees the
// outcome at once, and the job runner retries a failure with back-off. Delivered → 已开票 with no
// push error; refused, bounced or the vendor away → 推送失败 with the reason, and the attempt fails.
// The outcome is the system's transition of INVOICE_MACHINE (push_delivered / push_failed, logged),
// written only on an invoice still issued or failed; an invoice voided meanwhile is not mailed.
// The job is done once the vendor took the mail (a process dying between the two mails it again).
import { INVOICE_MACHINE, INVOICE_MEDIUM_TEXT, InvoiceStatus } from '@bht/api-client/contract';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  enqueueJob,
  JobFailure,
  requeueJob,
  runJobNow,
  type JobHandler,
  type JobLog,
} from '../../jobs/job-queue';
import { MailDeliveryError, type MailProvider } from '../../providers/mail/mail-provider';
import { transitionRecord, type RecordOperator } from '../records/record-transitions';
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
    attachmentName: `电子发票-${invoice.invoiceNo ?? order.sn}.pdf`,
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
export async function queueInvoiceMailAgain(
  db: Db | Tx,
  payload: InvoiceMailPayload,
): Promise<void> {
  if (!(await enqueueInvoiceMail(db, payload)))
    await requeueJob(db, invoiceMailJobKey(payload.invoiceId));
}

const MAILER: RecordOperator = {
  type: 'system',
  id: null,
  name: '系统（邮件推送）',
  permissions: new Set(),
};

/**
 * Writes the mail's outcome as the system's transition of INVOICE_MACHINE (with its record_logs
 * row), on an invoice still issued or failed: a void meanwhile stays a void.
 */
async function recordOutcome(db: Db, invoiceId: number, pushError: string | null) {
  try {
    await db.transaction((tx) =>
      transitionRecord(tx, {
        machine: INVOICE_MACHINE,
        table: invoices,
        id: invoiceId,
        action: pushError ? 'push_failed' : 'push_delivered',
        operator: MAILER,
        note: pushError ?? '',
        set: { pushError },
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
}

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
  { db, mail, log }: { db: Db; mail: MailProvider; log: JobLog },
  invoiceId: number,
) =>
  runJobNow(
    db,
    INVOICE_MAIL_JOB,
    invoiceMailJobHandler(db, mail),
    log,
    invoiceMailJobKey(invoiceId),
  );

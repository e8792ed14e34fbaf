// The guarantor's invoice desk (console, permission 'fapiao'): the invoices of its own orders,
// issue a pending one (electronic: the invoice PDF, checked by content, then e-mailed through the
// MailProvider; paper: marked sent, courier and tracking optional), push an electronic one again,
// void one with a reason (the order is then free for a new request; an issued electronic invoice is
// reversed in full, 冲红, by a red-letter invoice whose number and PDF the desk may give). Each
// change is a transition of INVOICE_MACHINE through the one record writer (record-transitions.ts:
// the table's checks, a conditional UPDATE on the status it starts from, a record_logs row), so of
// two concurrent desk calls one wins and the other answers 409 (docs/invoices.md).
import {
  companyGetInvoiceDetail,
  companyGetInvoiceList,
  companyGetInvoiceLog,
  companyIssueInvoice,
  companyResendInvoice,
  companyVoidInvoice,
  INVOICE_MACHINE,
  isReversedByVoid,
  type ParsedRequestOf,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import type { CompanyCaller } from '../../http/auth-context';
import { implement, type HandlerContext } from '../../http/implement';
import { notifyInvoiceIssued, notifyInvoiceVoided } from '../messages/invoice-events';
import { fileLinks } from '../../http/file-links';
import { findCheckedUpload } from '../uploads/checked-upload';
import { companyOperator } from '../company-orders/company-operator';
import { recordLogOf } from '../records/record-log';
import { checkRecordAction, transitionRecord } from '../records/record-transitions';
import { findInvoice, listInvoices, toInvoiceView } from './invoice-records';
import { REFUNDING } from './invoiceable-orders';
import { enqueueInvoiceMail, queueInvoiceMailAgain, runInvoiceMailNow } from './invoice-mail-job';
import { companyTenant } from '../orders/tenant-scope';

const scopeOf = companyTenant;

const BAD_FILE = '发票文件无效，请上传本机构上传的 PDF 格式发票';
const NOT_REVERSED = '只有已开具的电子发票作废时冲红，无需填写红字发票';

type InvoiceRow = typeof invoices.$inferSelect;

/** What the desk's request needs to run an invoice's mail job itself. */
const mailDeps = ({ db, providers, request }: HandlerContext) => ({
  db,
  mail: providers.mail,
  log: request.log,
});

/**
 * The invoice PDF: a live upload of the caller's company whose stored bytes are a PDF (the upload
 * area's content check, run again on what is stored), else a field error on `field`.
 */
async function invoicePdf(
  ctx: Pick<HandlerContext<'ensure_company'>, 'db' | 'caller' | 'providers'>,
  file: string,
  field: 'file' | 'red_file' = 'file',
): Promise<string> {
  const upload = await findCheckedUpload(ctx.db, ctx.providers.storage, file, ctx.caller, ['pdf']);
  if (!upload) throw fieldError(field, BAD_FILE);
  return upload.url;
}

const answer = async (
  db: Db,
  caller: CompanyCaller,
  id: number,
  config: HandlerContext['config'],
) => toInvoiceView(await findInvoice(db, scopeOf(caller), id), scopeOf(caller), fileLinks(config));

export const getInvoiceListHandler = implement(
  companyGetInvoiceList,
  async (input, { db, caller, config }) =>
    listInvoices(db, scopeOf(caller), input, fileLinks(config)),
);

export const getInvoiceDetailHandler = implement(
  companyGetInvoiceDetail,
  async ({ id }, { db, caller, config }) => answer(db, caller, id, config),
);

export const getInvoiceLogHandler = implement(
  companyGetInvoiceLog,
  async ({ id }, { db, caller }) => {
    await findInvoice(db, scopeOf(caller), id);
    return recordLogOf(db, INVOICE_MACHINE, id);
  },
);

export const issueInvoiceHandler = implement(companyIssueInvoice, async (input, ctx) => {
  const { db, caller, config } = ctx;
  const record = await findInvoice(db, scopeOf(caller), input.id);
  const { invoice } = record;
  const operator = await companyOperator(db, caller);
  // An invoice issued or voided already answers 409 before the order and the file are looked at.
  checkRecordAction(INVOICE_MACHINE, invoice.status, { operator, action: 'issue' });
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, invoice.orderId));
  if (order && REFUNDING.includes(order.status))
    throw conflict('该订单已申请退款或已退款，不能开票，请作废该开票申请');
  if (invoice.medium === 'electronic' && !input.file)
    throw fieldError('file', '电子发票请上传发票 PDF 文件');
  const fileUrl = input.file ? await invoicePdf(ctx, input.file) : null;
  const issued = await db.transaction((tx) =>
    transitionRecord(tx, {
      machine: INVOICE_MACHINE,
      table: invoices,
      id: invoice.id,
      action: 'issue',
      operator,
      set: {
        invoiceNo: input.invoice_no,
        fileUrl,
        courierCompany: invoice.medium === 'paper' ? input.courier_company || null : null,
        trackingNo: invoice.medium === 'paper' ? input.tracking_no || null : null,
        pushError: null,
        issuedAt: new Date(),
      },
      notify: async (tx, row) => {
        await notifyInvoiceIssued(tx, row, record.order);
        if (row.medium === 'electronic')
          await enqueueInvoiceMail(tx, { invoiceId: row.id, companyId: caller.companyId });
      },
    }),
  );
  // After the commit (the mail vendor is never called inside a transaction, docs/invoices.md).
  if (issued.medium === 'electronic') await runInvoiceMailNow(mailDeps(ctx), issued.id);
  return answer(db, caller, invoice.id, config);
});

/** 重新推送: back to 已开票 (the push's outcome follows), then the mail after the commit. */
export const resendInvoiceHandler = implement(companyResendInvoice, async ({ id }, ctx) => {
  const { db, caller, config } = ctx;
  const record = await findInvoice(db, scopeOf(caller), id);
  if (record.invoice.medium !== 'electronic') throw conflict('纸质发票无需推送');
  const operator = await companyOperator(db, caller);
  await db.transaction(async (tx) => {
    await transitionRecord(tx, {
      machine: INVOICE_MACHINE,
      table: invoices,
      id,
      action: 'resend',
      operator,
      set: { pushError: null },
    });
    await queueInvoiceMailAgain(tx, { invoiceId: id, companyId: caller.companyId });
  });
  await runInvoiceMailNow(mailDeps(ctx), id);
  return answer(db, caller, id, config);
});

type VoidInput = ParsedRequestOf<typeof companyVoidInvoice>;

/**
 * Voiding an issued electronic invoice reverses it in full (全额冲红): the red-letter invoice's
 * columns (its number and PDF when given, the blue amount, now). An invoice never issued, or on
 * paper (reversed outside the system), is voided only, and takes no red-letter invoice.
 */
async function redLetter(
  ctx: Pick<HandlerContext<'ensure_company'>, 'db' | 'caller' | 'providers'>,
  invoice: InvoiceRow,
  input: VoidInput,
) {
  if (!isReversedByVoid(invoice)) {
    if (input.red_invoice_no) throw fieldError('red_invoice_no', NOT_REVERSED);
    if (input.red_file) throw fieldError('red_file', NOT_REVERSED);
    return {};
  }
  if (input.red_invoice_no && input.red_invoice_no === invoice.invoiceNo)
    throw fieldError('red_invoice_no', '红字发票号码不能与原发票号码相同');
  return {
    redInvoiceNo: input.red_invoice_no || null,
    redAmount: invoice.amount,
    redFileUrl: input.red_file ? await invoicePdf(ctx, input.red_file, 'red_file') : null,
    reversedAt: new Date(),
  };
}

export const voidInvoiceHandler = implement(companyVoidInvoice, async (input, ctx) => {
  const { db, caller, config } = ctx;
  const record = await findInvoice(db, scopeOf(caller), input.id);
  const operator = await companyOperator(db, caller);
  const check = { operator, action: 'void', note: input.reason, noteField: 'reason' } as const;
  // A voided invoice answers 409 before the red-letter fields are looked at.
  checkRecordAction(INVOICE_MACHINE, record.invoice.status, check);
  const reversal = await redLetter(ctx, record.invoice, input);
  await db.transaction((tx) =>
    transitionRecord(tx, {
      ...check,
      machine: INVOICE_MACHINE,
      table: invoices,
      id: input.id,
      set: { voidReason: input.reason, ...reversal },
      notify: (tx, row) => notifyInvoiceVoided(tx, row, record.order),
    }),
  );
  return answer(db, caller, input.id, config);
});

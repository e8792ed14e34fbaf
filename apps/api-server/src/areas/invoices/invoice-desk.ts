// The guarantor's invoice desk (console, permission 'dingdan'): the invoices of its own orders,
// issue a pending one (electronic: the invoice PDF, checked by content, then e-mailed through the
// MailProvider; paper: marked sent, courier and tracking optional), push an electronic one again,
// void one with a reason (the order is then free for a new request). Each change is one
// conditional UPDATE on the status it starts from, so of two concurrent desk calls one wins and
// the other answers 409 (docs/invoices.md).
import {
  companyGetInvoiceDetail,
  companyGetInvoiceList,
  companyIssueInvoice,
  companyResendInvoice,
  companyVoidInvoice,
  InvoiceStatus,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import type { CompanyCaller } from '../../http/auth-context';
import { implement, type HandlerContext } from '../../http/implement';
import { notifyInvoiceIssued, notifyInvoiceVoided } from '../messages/invoice-events';
import { fileLinks } from '../../http/file-links';
import { findCheckedUpload } from '../uploads/checked-upload';
import { findInvoice, listInvoices, toInvoiceView, type InvoiceRecord } from './invoice-records';
import { REFUNDING } from './invoiceable-orders';
import { enqueueInvoiceMail, queueInvoiceMailAgain, runInvoiceMailNow } from './invoice-mail-job';
import { companyTenant } from '../orders/tenant-scope';

const S = InvoiceStatus;
const scopeOf = companyTenant;

const STATE_CHANGED = '发票状态已变化，请刷新后重试';
const BAD_FILE = '发票文件无效，请上传本机构上传的 PDF 格式发票';

/** What the desk's request needs to run an invoice's mail job itself. */
const mailDeps = ({ db, providers, request }: HandlerContext) => ({
  db,
  mail: providers.mail,
  log: request.log,
});

/** 409 unless the invoice is in one of `from` (the message says what it is now). */
function assertStatus({ invoice }: InvoiceRecord, from: readonly number[], doing: string) {
  if (from.includes(invoice.status)) return;
  if (invoice.status === S.VOIDED) throw conflict(`发票申请已作废，不能${doing}`);
  if (invoice.status === S.PENDING) throw conflict(`发票尚未开具，不能${doing}`);
  throw conflict(`发票已开具，不能${doing}`);
}

/**
 * The invoice PDF: a live upload of the caller's company whose stored bytes are a PDF (the upload
 * area's content check, run again on what is stored), else a field error on `file`.
 */
async function invoicePdf(
  ctx: Pick<HandlerContext<'ensure_company'>, 'db' | 'caller' | 'providers'>,
  file: string,
): Promise<string> {
  const upload = await findCheckedUpload(ctx.db, ctx.providers.storage, file, ctx.caller, ['pdf']);
  if (!upload) throw fieldError('file', BAD_FILE);
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

export const issueInvoiceHandler = implement(companyIssueInvoice, async (input, ctx) => {
  const { db, caller, config } = ctx;
  const record = await findInvoice(db, scopeOf(caller), input.id);
  assertStatus(record, [S.PENDING], '重复开具');
  const { invoice } = record;
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, invoice.orderId));
  if (order && REFUNDING.includes(order.status))
    throw conflict('该订单已申请退款或已退款，不能开票，请作废该开票申请');
  if (invoice.medium === 'electronic' && !input.file)
    throw fieldError('file', '电子发票请上传发票 PDF 文件');
  const fileUrl = input.file ? await invoicePdf(ctx, input.file) : null;
  const issued = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({
        status: S.ISSUED,
        invoiceNo: input.invoice_no,
        fileUrl,
        courierCompany: invoice.medium === 'paper' ? input.courier_company || null : null,
        trackingNo: invoice.medium === 'paper' ? input.tracking_no || null : null,
        pushError: null,
        issuedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, S.PENDING)))
      .returning();
    if (!row) throw conflict(STATE_CHANGED);
    await notifyInvoiceIssued(tx, row, record.order);
    if (row.medium === 'electronic')
      await enqueueInvoiceMail(tx, { invoiceId: row.id, companyId: caller.companyId });
    return row;
  });
  // After the commit (the mail vendor is never called inside a transaction, docs/invoices.md).
  if (issued.medium === 'electronic') await runInvoiceMailNow(mailDeps(ctx), issued.id);
  return answer(db, caller, invoice.id, config);
});

export const resendInvoiceHandler = implement(companyResendInvoice, async ({ id }, ctx) => {
  const { db, caller, config } = ctx;
  const record = await findInvoice(db, scopeOf(caller), id);
  if (record.invoice.medium !== 'electronic') throw conflict('纸质发票无需推送');
  assertStatus(record, [S.ISSUED, S.PUSH_FAILED], '推送');
  await queueInvoiceMailAgain(db, { invoiceId: id, companyId: caller.companyId });
  await runInvoiceMailNow(mailDeps(ctx), id);
  return answer(db, caller, id, config);
});

export const voidInvoiceHandler = implement(
  companyVoidInvoice,
  async ({ id, reason }, { db, caller, config }) => {
    const record = await findInvoice(db, scopeOf(caller), id);
    assertStatus(record, [S.PENDING, S.ISSUED, S.PUSH_FAILED], '重复作废');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(invoices)
        .set({ status: S.VOIDED, voidReason: reason, updatedAt: new Date() })
        .where(
          and(eq(invoices.id, id), inArray(invoices.status, [S.PENDING, S.ISSUED, S.PUSH_FAILED])),
        )
        .returning();
      if (!row) throw conflict(STATE_CHANGED);
      await notifyInvoiceVoided(tx, row, record.order);
    });
    return answer(db, caller, id, config);
  },
);

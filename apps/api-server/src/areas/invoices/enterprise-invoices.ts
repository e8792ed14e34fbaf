// The enterprise's invoices (/invoice/askfor, /invoice/modify, /invoice/index, /invoice/voicedetail):
// ask for one invoice per paid order, edit the request while it is 待开票, follow it. Every call
// needs the 订单 permission (docs/invoices.md). The server decides everything: the order must be
// the caller's and invoiceable (invoiceable-orders.ts), the amount comes from the pay log, the title
// and the postal address are snapshotted from the books, and two requests for one order at once
// give one invoice (the partial unique index) and a 409 naming it.
import {
  INVOICE_MACHINE,
  invoiceApply,
  invoiceGetDetail,
  invoiceGetList,
  invoiceModify,
  type invoiceRequestSchema,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { AppError, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enterpriseOperator, enterpriseScope } from '../orders/enterprise-order-access';
import { checkRecordAction, transitionRecord } from '../records/record-transitions';
import { findOrder } from '../orders/order-transitions';
import { addressSnapshot } from '../paper-letters/receiving-address';
import { fileLinks } from '../../http/file-links';
import { invoiceableAmount } from './invoiceable-orders';
import { findInvoice, listInvoices, toInvoiceView } from './invoice-records';
import { insertInvoice } from './insert-invoice';
import { findOwnTitle, titleColumns } from './title-book';
import { enterpriseTenant } from '../orders/tenant-scope';

type RequestFields = Omit<z.output<typeof invoiceRequestSchema>, 'order_sn'>;

const scopeOf = enterpriseTenant;

const SPECIAL_NEEDS_BANK =
  '增值税专用发票需要抬头的开户银行、银行账号、注册地址和注册电话，请先在发票抬头管理中补全';

/** The request's columns: the title snapshot (complete for a special invoice) and where it goes. */
async function requestColumns(db: Db, enterpriseId: number, input: RequestFields) {
  const title = await findOwnTitle(db, enterpriseId, input.title_id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404)
      throw fieldError('title_id', '发票抬头不存在，请重新选择');
    throw error;
  });
  if (
    input.kind === 'special' &&
    !(title.bankName && title.bankAccount && title.address && title.phone)
  )
    throw fieldError('title_id', SPECIAL_NEEDS_BANK);
  const snapshot = {
    kind: input.kind,
    medium: input.medium,
    ...titleColumns(title),
    remark: input.remark,
  };
  if (input.medium === 'electronic') {
    if (!input.email) throw fieldError('email', '电子发票请填写接收邮箱');
    return {
      ...snapshot,
      email: input.email,
      receiverName: null,
      receiverMobile: null,
      receiverAddress: null,
    };
  }
  if (input.address_id === undefined) throw fieldError('address_id', '纸质发票请选择邮寄地址');
  return {
    ...snapshot,
    email: '',
    ...(await addressSnapshot(db, enterpriseId, input.address_id, 'address_id')),
  };
}

export const applyHandler = implement(invoiceApply, async (input, { db, caller, config }) => {
  const scope = scopeOf(caller);
  const order = await findOrder(db, input.order_sn, enterpriseScope(caller));
  const amount = await invoiceableAmount(db, order);
  const columns = await requestColumns(db, caller.enterpriseId, input);
  const id = await insertInvoice(db, order, amount, columns);
  return toInvoiceView(await findInvoice(db, scope, id), scope, fileLinks(config));
});

export const modifyHandler = implement(invoiceModify, async (input, { db, caller, config }) => {
  const scope = scopeOf(caller);
  const { invoice } = await findInvoice(db, scope, input.id);
  const operator = await enterpriseOperator(db, caller);
  // Only while 待开票 (INVOICE_MACHINE's modify), before the order and the books are looked at.
  checkRecordAction(INVOICE_MACHINE, invoice.status, { operator, action: 'modify' });
  const [order] = await db.select().from(orders).where(eq(orders.id, invoice.orderId));
  // The order may have gone into refund since the request: then it cannot be modified, only voided.
  const amount = await invoiceableAmount(db, order!, invoice.id);
  const columns = await requestColumns(db, caller.enterpriseId, input);
  // Conditional on 待开票: a guarantor issuing or voiding it meanwhile wins, and this answers 409.
  await db.transaction((tx) =>
    transitionRecord(tx, {
      machine: INVOICE_MACHINE,
      table: invoices,
      id: invoice.id,
      action: 'modify',
      operator,
      set: { ...columns, amount },
    }),
  );
  return toInvoiceView(await findInvoice(db, scope, invoice.id), scope, fileLinks(config));
});

export const getListHandler = implement(invoiceGetList, async (input, { db, caller, config }) =>
  listInvoices(db, scopeOf(caller), input, fileLinks(config)),
);

export const getDetailHandler = implement(
  invoiceGetDetail,
  async ({ id }, { db, caller, config }) => {
    const scope = scopeOf(caller);
    return toInvoiceView(await findInvoice(db, scope, id), scope, fileLinks(config));
  },
);

// Invoices (发票, docs/invoices.md): the enterprise's title book and requests, one invoice per paid
// order, and the guarantor's invoice desk. The electronic invoice is e-mailed through the
// MailProvider (src/providers/mail).
import {
  applyHandler,
  getDetailHandler,
  getListHandler,
  modifyHandler,
} from './enterprise-invoices';
import {
  getInvoiceDetailHandler,
  getInvoiceListHandler,
  getInvoiceLogHandler,
  issueInvoiceHandler,
  resendInvoiceHandler,
  voidInvoiceHandler,
} from './invoice-desk';
import { getOrderOptionsHandler } from './invoiceable-orders';
import {
  addTitleHandler,
  deleteTitleHandler,
  editTitleHandler,
  getTitleListHandler,
} from './title-book';

export { registerMailSandboxRoutes } from './sandbox-mail';

export const invoiceHandlers = [
  getTitleListHandler,
  addTitleHandler,
  editTitleHandler,
  deleteTitleHandler,
  getOrderOptionsHandler,
  applyHandler,
  modifyHandler,
  getListHandler,
  getDetailHandler,
  getInvoiceListHandler,
  getInvoiceDetailHandler,
  getInvoiceLogHandler,
  issueInvoiceHandler,
  resendInvoiceHandler,
  voidInvoiceHandler,
];

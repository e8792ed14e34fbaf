// Invoices (docs/invoices.md): the enterprise's title book and one invoice per paid order, and the
// sandbox mail provider's outbox (where electronic invoices are "sent" outside production).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ensureCompanies } from './companies';
import { enterprises } from './enterprises';
import { orders } from './orders';

export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 30 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    isDefault: smallint('is_default').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('invoice_titles_enterprise_idx').on(t.enterpriseId, t.id)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    /** normal | special. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** electronic | paper. */
    medium: varchar('medium', { length: 10 }).notNull(),
    // The title as asked for (snapshot of the title book entry).
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 30 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    /** Premium paid minus refunds when asked for. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** 0 待开票, 1 已开票, 2 推送失败, 3 已作废 (InvoiceStatus). */
    status: smallint('status').notNull().default(0),
    email: varchar('email', { length: 120 }).notNull().default(''),
    receiverName: varchar('receiver_name', { length: 60 }),
    receiverMobile: varchar('receiver_mobile', { length: 11 }),
    receiverAddress: varchar('receiver_address', { length: 300 }),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    fileUrl: varchar('file_url', { length: 300 }),
    courierCompany: varchar('courier_company', { length: 40 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    pushError: varchar('push_error', { length: 200 }),
    voidReason: varchar('void_reason', { length: 200 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    // Voiding an issued electronic invoice reverses it in full (全额冲红) by a red-letter invoice
    // (红字发票): its number and file when the desk gives them, the amount reversed (the blue
    // amount: the red invoice's face value is its negative) and when.
    redInvoiceNo: varchar('red_invoice_no', { length: 20 }),
    redAmount: numeric('red_amount', { precision: 14, scale: 2 }),
    redFileUrl: varchar('red_file_url', { length: 300 }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One invoice per order: a voided one frees the order for a new request.
    uniqueIndex('invoices_live_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 3`),
    index('invoices_enterprise_idx').on(t.enterpriseId, t.status, t.createdAt.desc(), t.id.desc()),
    index('invoices_company_idx').on(t.ensureCompanyId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Sandbox only: what the sandbox mail provider "sent" (the dev outbox, like the SMS inbox). */
export const sandboxMailOutbox = pgTable('sandbox_mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 120 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  /** Stored path of the attachment, if any. */
  attachment: varchar('attachment', { length: 300 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

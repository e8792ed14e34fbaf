// Payment settings of each guarantor, and the sandbox payment provider's own records (docs/payments.md).
// The payments themselves are pay_logs (orders.ts).
import { index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ensureCompanies } from './companies';

/**
 * How a guarantor is paid: the channel its online payments go through (the insurer cashier that
 * calls /api/sun_letter/payResult or /api/hua_an_letter/payResult) and the account enterprises
 * transfer to offline. A company without a row takes no payments.
 */
export const companyPayAccounts = pgTable('company_pay_accounts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => ensureCompanies.id),
  /** 'sun' | 'hua_an'. */
  channel: varchar('channel', { length: 16 }).notNull(),
  bankName: varchar('bank_name', { length: 60 }).notNull(),
  accountName: varchar('account_name', { length: 120 }).notNull(),
  accountNo: varchar('account_no', { length: 30 }).notNull(),
  ...timestamps,
});

/** Sandbox only: the one-time OAuth codes the sandbox WeChat authorisation page hands out. */
export const sandboxWechatCodes = pgTable('sandbox_wechat_codes', {
  id: serial('id').primaryKey(),
  /** sha256 of the code; the code itself only travels in the redirect. */
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  openid: varchar('openid', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sandbox only: the sandbox payment provider's ledger (what the real vendor keeps on its side):
 * one row per prepay order, its outcome and refund.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    prepayId: varchar('prepay_id', { length: 64 }).primaryKey(),
    channel: varchar('channel', { length: 16 }).notNull(),
    orderSn: varchar('order_sn', { length: 32 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    notifyUrl: varchar('notify_url', { length: 300 }).notNull(),
    /** created, paid, closed, refunded. */
    status: varchar('status', { length: 16 }).notNull().default('created'),
    /** The transaction id, assigned when the payer confirms or cancels. */
    tradeNo: varchar('trade_no', { length: 64 }).unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundNo: varchar('refund_no', { length: 64 }),
    ...timestamps,
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderSn, t.channel)],
);

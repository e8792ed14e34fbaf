// After the letter is issued (docs/after-issue.md): surrender requests (退保) and claims (理赔) with
// the written statements added to them. Each row snapshots nothing of the order: lists join it.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
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
import { ensureCompanies, ensureCompanyAccounts } from './companies';
import { enterpriseAccounts, enterprises } from './enterprises';
import { orders } from './orders';

/** What a trading platform said of one attachment of a claim: the name it sent, its type code and name. */
export interface ClaimAttachmentInfo {
  name: string;
  /** The platform's type (江西 4.3: 717 索赔申请书, 718 违约事实证明…), where it types them. */
  type?: { code: string; name: string };
}

export const surrenders = pgTable(
  'surrenders',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => enterpriseAccounts.id),
    applicantName: varchar('applicant_name', { length: 60 }).notNull(),
    /** withdraw | project_cancelled | tender_failed (SURRENDER_GROUNDS). */
    ground: varchar('ground', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    proofFile: varchar('proof_file', { length: 300 }),
    /** 0 待处理, 1 已同意, 2 已拒绝 (SurrenderStatus). */
    status: smallint('status').notNull().default(0),
    opinion: varchar('opinion', { length: 200 }),
    ceaseDate: date('cease_date'),
    /** 1 when the approval returns the premium. */
    refund: smallint('refund').notNull().default(0),
    handledBy: integer('handled_by').references(() => ensureCompanyAccounts.id),
    handlerName: varchar('handler_name', { length: 60 }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open request per letter: of two concurrent submissions one is refused here.
    uniqueIndex('surrenders_open_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 0`),
    index('surrenders_order_idx').on(t.orderId, t.id),
    index('surrenders_company_idx').on(
      t.ensureCompanyId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    /** verify (the beneficiary on /verify) | paper (recorded by the guarantor) | platform (a trading platform). */
    source: varchar('source', { length: 10 }).notNull(),
    recordedBy: integer('recorded_by').references(() => ensureCompanyAccounts.id),
    claimant: varchar('claimant', { length: 120 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    bankAccountName: varchar('bank_account_name', { length: 120 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    bankAccountNo: varchar('bank_account_no', { length: 30 }).notNull(),
    /** Stored file paths. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** By stored path, what a trading platform said of its attachments; {} for the others. */
    attachmentInfo: jsonb('attachment_info')
      .$type<Record<string, ClaimAttachmentInfo>>()
      .notNull()
      .default({}),
    /** 0 待受理, 1 已受理, 2 已赔付, 3 已驳回 (ClaimStatus). */
    status: smallint('status').notNull().default(0),
    opinion: varchar('opinion', { length: 500 }),
    handlerName: varchar('handler_name', { length: 60 }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    payoutAmount: numeric('payout_amount', { precision: 14, scale: 2 }),
    payoutDate: date('payout_date'),
    payoutVoucher: varchar('payout_voucher', { length: 300 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open claim (待受理 or 已受理) per letter.
    uniqueIndex('claims_open_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in (0, 1)`),
    index('claims_order_idx').on(t.orderId, t.id),
    index('claims_enterprise_idx').on(t.enterpriseId, t.status, t.createdAt.desc(), t.id.desc()),
    index('claims_company_idx').on(t.ensureCompanyId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

export const claimStatements = pgTable(
  'claim_statements',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    /** enterprise | ensure_company. */
    authorType: varchar('author_type', { length: 20 }).notNull(),
    authorId: integer('author_id').notNull(),
    authorName: varchar('author_name', { length: 60 }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_statements_claim_idx').on(t.claimId, t.id)],
);

// Orders of every letter type (one table: the type's machine in the contract's order-machines.ts
// says which statuses and actions it has), their log (one row per transition), their payments and the per-status
// counters the list screens read. docs/state-machines.md describes the machine; only
// areas/orders/order-transitions.ts changes `orders.status`.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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
import { projects } from './projects';
import { tradingPlatforms } from './trading-platforms';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Order number shown everywhere and used by every call (order_sn). */
    sn: varchar('sn', { length: 32 }).notNull().unique(),
    /** Letter type (LETTER_TYPES): bid_e, bid_paper, performance, worker. */
    type: varchar('type', { length: 16 }).notNull().default('bid_e'),
    status: smallint('status').notNull().default(0),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** The enterprise account that applied; null for an order the guarantor entered (addOrder). */
    accountId: integer('account_id').references(() => enterpriseAccounts.id),
    /** The console account that entered the order for an enterprise that applied offline (addOrder). */
    enteredBy: integer('entered_by').references(() => ensureCompanyAccounts.id),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    // Snapshots at application time: later edits of the project or the premium settings never
    // change what the enterprise agreed to pay.
    projectName: varchar('project_name', { length: 256 }).notNull(),
    enterpriseName: varchar('enterprise_name', { length: 120 }).notNull(),
    ensureCompanyName: varchar('ensure_company_name', { length: 120 }).notNull(),
    bidBondAmount: numeric('bid_bond_amount', { precision: 14, scale: 2 }).notNull(),
    premiumRate: numeric('premium_rate', { precision: 6, scale: 4 }).notNull(),
    premium: numeric('premium', { precision: 14, scale: 2 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** signed_documents.id of the entrustment contract being signed (prepareSign). */
    contractSignId: varchar('contract_sign_id', { length: 40 }),
    /** The unsigned contract draft, then (after confirmSign) the signed contract. */
    contractUrl: varchar('contract_url', { length: 300 }),
    signedContractUrl: varchar('signed_contract_url', { length: 300 }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    payMethod: varchar('pay_method', { length: 16 }),
    payTime: timestamp('pay_time', { withTimezone: true }),
    /** Offline transfer voucher (addPayImage). */
    payImage: varchar('pay_image', { length: 300 }),
    /** The sealed letter PDF (letterSign / reLetterSign) and its sha256. */
    letterUrl: varchar('letter_url', { length: 300 }),
    /** SHA-256 (hex) of the letter PDF as issued; letterSm3 its SM3 (GM/T 0004) digest. */
    letterDigest: varchar('letter_digest', { length: 64 }),
    letterSm3: varchar('letter_sm3', { length: 64 }),
    /** The same letter as OFD (GB/T 33190) with its e-seal (GB/T 38540), and that file's digests. */
    letterOfdUrl: varchar('letter_ofd_url', { length: 300 }),
    letterOfdSha256: varchar('letter_ofd_sha256', { length: 64 }),
    letterOfdSm3: varchar('letter_ofd_sm3', { length: 64 }),
    /** Assigned when the letter is sealed; public verification looks it up. */
    letterNo: varchar('letter_no', { length: 40 }),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidReason: varchar('void_reason', { length: 200 }),
    // Paper letters (delivery 'mail'): where the original goes (snapshot of the address-book entry
    // chosen at application), and how it went.
    receiverName: varchar('receiver_name', { length: 60 }),
    receiverMobile: varchar('receiver_mobile', { length: 11 }),
    receiverAddress: varchar('receiver_address', { length: 300 }),
    courierCompany: varchar('courier_company', { length: 40 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    mailedOn: date('mailed_on'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    // Performance and wage letters (letterTermsSchema): the contract and the beneficiary the letter
    // names, snapshotted at application; bidBondAmount holds the guaranteed amount for every type.
    contractPrice: numeric('contract_price', { precision: 14, scale: 2 }),
    beneficiary: varchar('beneficiary', { length: 256 }),
    beneficiaryCreditCode: varchar('beneficiary_credit_code', { length: 18 }),
    beneficiaryAddress: varchar('beneficiary_address', { length: 256 }),
    /** Wage letters: percent of the contract price, e.g. 2.50. */
    wageShare: numeric('wage_share', { precision: 5, scale: 2 }),
    wordingRequest: varchar('wording_request', { length: 500 }),
    contractFile: varchar('contract_file', { length: 300 }),
    awardNoticeFile: varchar('award_notice_file', { length: 300 }),
    // After issue (docs/after-issue.md). The verification code printed on the letter: with the
    // letter number it lets the beneficiary raise a claim on /verify.
    verifyCode: varchar('verify_code', { length: 6 }),
    /** What claims have paid out of the guaranteed amount (bidBondAmount) so far. */
    paidOut: numeric('paid_out', { precision: 14, scale: 2 }).notNull().default('0.00'),
    /** Why an ended letter (履约终止, 13) ended: expired, surrendered, paid_out; and the day it did. */
    endReason: varchar('end_reason', { length: 16 }),
    endedOn: date('ended_on'),
    /**
     * The issuing configuration versions published when the order was created (item key → version
     * id, docs/issuing-config.md): its contract and letter use them. Null / a missing key: the
     * built-in wording (orders made before configuration existed).
     */
    issuingConfig: jsonb('issuing_config').$type<Record<string, number>>(),
    // Orders a trading platform pushed (docs/trading-platforms.md): the platform and its application
    // number (unique together: a second push of the same application finds this order).
    platformId: integer('platform_id').references(() => tradingPlatforms.id),
    platformApplyNo: varchar('platform_apply_no', { length: 64 }),
    /** The account the premium must come from (the bidder's 基本户), where the platform requires it. */
    payerAccountName: varchar('payer_account_name', { length: 120 }),
    payerAccountNo: varchar('payer_account_no', { length: 40 }),
    payerBankName: varchar('payer_bank_name', { length: 120 }),
    /**
     * Bid secrecy (docs/trading-platforms.md, "Sealed bids"): the fields a platform sends encrypted
     * until bid opening (Epoint biaoduanno, biaoduanname, zbr, zbrorgnum), as received; we hold no
     * key for them until the platform releases it. Null for an order that had none.
     */
    sealedFields: jsonb('sealed_fields').$type<Record<string, string>>(),
    /** When the platform opened the bids and its key restored the sealed fields (null: sealed). */
    bidsOpenedAt: timestamp('bids_opened_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_letter_no_idx').on(t.letterNo),
    uniqueIndex('orders_platform_apply_idx').on(t.platformId, t.platformApplyNo),
    // Verification by upload (docs/letters.md) finds a letter by its file's digest.
    index('orders_letter_digest_idx').on(t.letterDigest),
    index('orders_letter_ofd_sha256_idx').on(t.letterOfdSha256),
    // The list screens: newest first within one enterprise's letters of one type (and status), one
    // company's stage (its statuses), or one company's stage narrowed to a type.
    index('orders_enterprise_type_status_idx').on(
      t.enterpriseId,
      t.type,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('orders_enterprise_type_created_idx').on(
      t.enterpriseId,
      t.type,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('orders_company_status_idx').on(
      t.ensureCompanyId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('orders_company_type_status_idx').on(
      t.ensureCompanyId,
      t.type,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('orders_project_idx').on(t.projectId),
    // The console dashboard's 30-day series (areas/dashboard): one company's applications by
    // creation day and its letters by issue day.
    index('orders_company_created_idx').on(t.ensureCompanyId, t.createdAt),
    index('orders_company_issued_idx')
      .on(t.ensureCompanyId, t.issuedAt)
      .where(sql`${t.issuedAt} is not null`),
    // The expiry job: letters in force whose last day has passed.
    index('orders_in_force_valid_to_idx')
      .on(t.validTo)
      .where(sql`${t.status} in (4, 11, 12)`),
    check(
      'orders_paid_out_within_amount',
      sql`${t.paidOut} >= 0 and ${t.paidOut} <= ${t.bidBondAmount}`,
    ),
  ],
);

export const orderLogs = pgTable(
  'order_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** null for the creation row. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    operatorType: varchar('operator_type', { length: 20 }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 60 }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_logs_order_idx').on(t.orderId, t.id)],
);

export const payLogs = pgTable(
  'pay_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderSn: varchar('order_sn', { length: 32 }).notNull(),
    /** wechat (in-app JSAPI), offline (bank transfer), sun / hua_an (insurer cashiers). */
    channel: varchar('channel', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The provider's transaction id; unique per channel so a repeated callback finds its row. */
    tradeNo: varchar('trade_no', { length: 64 }),
    /** pending, paid, failed, refunded. */
    status: varchar('status', { length: 16 }).notNull(),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('pay_logs_order_idx').on(t.orderId, t.id),
    uniqueIndex('pay_logs_trade_idx')
      .on(t.channel, t.tradeNo)
      .where(sql`${t.tradeNo} is not null`),
  ],
);

/**
 * How many orders of each letter type each enterprise and each company has in each status, kept in the same
 * transaction as every insert and status change (order-transitions.ts), so list totals and
 * status-tab badges are one index lookup instead of a count over the orders table.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    /** 'e' enterprise, 'c' ensure company. */
    ownerType: varchar('owner_type', { length: 1 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    type: varchar('type', { length: 16 }).notNull().default('bid_e'),
    status: smallint('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerType, t.ownerId, t.type, t.status] })],
);

/**
 * Letters an order had before its current one (docs/trading-platforms.md, "Sealed bids"): the 密文
 * letter replaced by the 明文 one at bid opening, or a letter re-issued with the same number for a
 * postponed opening. Kept with their files and digests: each still verifies as ours.
 */
export const earlierLetters = pgTable(
  'earlier_letters',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    letterNo: varchar('letter_no', { length: 40 }).notNull(),
    /** 1: a 密文 letter, its sealed fields not in clear. */
    sealed: smallint('sealed').notNull().default(0),
    letterUrl: varchar('letter_url', { length: 300 }).notNull(),
    letterDigest: varchar('letter_digest', { length: 64 }).notNull(),
    letterSm3: varchar('letter_sm3', { length: 64 }),
    letterOfdUrl: varchar('letter_ofd_url', { length: 300 }),
    letterOfdSha256: varchar('letter_ofd_sha256', { length: 64 }),
    letterOfdSm3: varchar('letter_ofd_sm3', { length: 64 }),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    /** bid_opened | opening_postponed (LETTER_REISSUE_CAUSES). */
    replacedBecause: varchar('replaced_because', { length: 20 }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('earlier_letters_order_idx').on(t.orderId, t.id),
    index('earlier_letters_digest_idx').on(t.letterDigest),
    index('earlier_letters_ofd_sha256_idx').on(t.letterOfdSha256),
  ],
);

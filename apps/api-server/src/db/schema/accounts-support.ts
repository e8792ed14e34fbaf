// Support tables for accounts and enterprise authentication (issue 5): uploaded files, the
// sandbox SMS inbox, one-time verification tickets, /firm guide data, e-signed documents and
// qualification certificates. All shared by every API instance through the database.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';

/** Files stored through the storage interface; `url` is what clients see (/uploads/...). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 300 }).notNull().unique(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    scene: varchar('scene', { length: 30 }).notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** 'enterprise' | 'ensure_company' | 'anonymous' (registration uploads before an account exists). */
    ownerType: varchar('owner_type', { length: 20 }).notNull(),
    ownerId: integer('owner_id').notNull().default(0),
    /** Anonymous uploads are tied to the uploader's IP so only they may delete them. */
    uploaderIp: varchar('uploader_ip', { length: 64 }).notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerType, t.ownerId)],
);

/** Sandbox only: every SMS the sandbox provider "sent", readable by the dev inbox and tests. */
export const sandboxSmsInbox = pgTable(
  'sandbox_sms_inbox',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    scene: varchar('scene', { length: 30 }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_sms_inbox_mobile_idx').on(t.mobile)],
);

/**
 * Sandbox only: the "bank statement" of the sandbox bank provider, i.e. every small-amount
 * deposit it "paid", readable by the dev-only endpoint and tests (the real amount reaches the
 * enterprise only through its bank; the application keeps a hash).
 */
export const sandboxBankDeposits = pgTable(
  'sandbox_bank_deposits',
  {
    id: serial('id').primaryKey(),
    accountNo: varchar('account_no', { length: 30 }).notNull(),
    accountName: varchar('account_name', { length: 120 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    amountCents: smallint('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_bank_deposits_account_idx').on(t.accountNo)],
);

/**
 * One-time tickets proving a step was done (identity verified by SMS before changing the
 * password or mobile, a checked SMS code before registering). Only the hash is stored.
 */
export const verificationTickets = pgTable('verification_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
  purpose: varchar('purpose', { length: 30 }).notNull(),
  /** Whom it was issued to: `enterprise:12`, `ensure_company:3` or `mobile:138…`. */
  subject: varchar('subject', { length: 60 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The /firm guide's data for one enterprise (docs/state-machines.md). */
export const enterpriseAuthRecords = pgTable('enterprise_auth_records', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id),
  // Step 1: legal representative or agent
  identityRole: varchar('identity_role', { length: 10 }),
  identityName: varchar('identity_name', { length: 30 }),
  identityIdCard: varchar('identity_id_card', { length: 18 }),
  idCardFront: varchar('id_card_front', { length: 300 }),
  idCardBack: varchar('id_card_back', { length: 300 }),
  authorizationLetter: varchar('authorization_letter', { length: 300 }),
  // Step 2: mobile
  authMobile: varchar('auth_mobile', { length: 11 }),
  // Step 3: bank basic account, small-amount deposit
  bankName: varchar('bank_name', { length: 60 }),
  bankBranch: varchar('bank_branch', { length: 100 }),
  bankAccountName: varchar('bank_account_name', { length: 120 }),
  bankAccountNo: varchar('bank_account_no', { length: 30 }),
  /** sha256 of the deposited amount in cents; the amount itself is only on the bank statement. */
  depositHash: varchar('deposit_hash', { length: 64 }),
  depositExpiresAt: timestamp('deposit_expires_at', { withTimezone: true }),
  depositAttempts: smallint('deposit_attempts').notNull().default(0),
  bankVerified: boolean('bank_verified').notNull().default(false),
  // Step 4: seal-authorisation agreement (e-signed)
  agreementDocumentId: varchar('agreement_document_id', { length: 40 }),
  ...timestamps,
});

/** Documents signed through the e-signature provider (sandbox or real). */
export const signedDocuments = pgTable(
  'signed_documents',
  {
    /** sign_id handed to the client. */
    id: varchar('id', { length: 40 }).primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    ownerType: varchar('owner_type', { length: 20 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    signerMobile: varchar('signer_mobile', { length: 11 }).notNull(),
    /** Unsigned PDF, then the signed one. */
    draftUrl: varchar('draft_url', { length: 300 }).notNull(),
    /** sha256 of the unsigned PDF, so a pending draft can be handed out again as prepared. */
    draftDigest: varchar('draft_digest', { length: 64 }),
    signedUrl: varchar('signed_url', { length: 300 }),
    /** sha256 of the signed PDF bytes, verifiable by anyone holding the file. */
    digest: varchar('digest', { length: 64 }),
    /** Provider signature over the digest (sandbox: HMAC). */
    signature: text('signature'),
    provider: varchar('provider', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signed_documents_owner_idx').on(t.ownerType, t.ownerId)],
);

/** Qualification certificates of an enterprise (/certification). */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 60 }).notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    issuer: varchar('issuer', { length: 60 }).notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    /** Comma list of upload URLs. */
    files: text('files').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('certificates_enterprise_idx').on(t.enterpriseId)],
);

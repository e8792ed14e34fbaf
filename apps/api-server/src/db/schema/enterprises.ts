// Enterprises and their accounts (main account + sub-accounts).
import {
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

export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull().unique(),
  legalPerson: varchar('legal_person', { length: 60 }).notNull(),
  legalIdCard: varchar('legal_id_card', { length: 18 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  registeredCapital: varchar('registered_capital', { length: 60 }).notNull().default(''),
  establishedDate: varchar('established_date', { length: 20 }).notNull().default(''),
  businessLicense: varchar('business_license', { length: 300 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 60 }).notNull().default(''),
  contactMobile: varchar('contact_mobile', { length: 11 }).notNull().default(''),
  /** 0 未提交, 1 审核中, 2 已认证, -1 已驳回 (docs/state-machines.md). */
  authStatus: smallint('auth_status').notNull().default(0),
  /** Steps of the /firm guide completed, 0-4. */
  authStep: smallint('auth_step').notNull().default(0),
  rejectReason: text('reject_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  ...timestamps,
});

export const enterpriseAccounts = pgTable(
  'enterprise_accounts',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    name: varchar('name', { length: 60 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    isMaster: smallint('is_master').notNull().default(0),
    /** Sub-account permissions (comma list, '*' = all); the main account has '*'. */
    authJson: text('auth_json').notNull().default(''),
    /** 0 = must change the password before continuing (spec §8). */
    isResetPassword: smallint('is_reset_password').notNull().default(1),
    status: smallint('status').notNull().default(1),
    avatar: varchar('avatar', { length: 300 }).notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('enterprise_accounts_enterprise_idx').on(t.enterpriseId)],
);

/**
 * An enterprise's postal address book (收件地址): where a paper letter's original is mailed (orders
 * snapshot the entry chosen) and, later, where paper invoices go. Shared by the enterprise's accounts.
 */
export const enterpriseAddresses = pgTable(
  'enterprise_addresses',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 60 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** 省市区, e.g. '浙江省 杭州市 西湖区'. */
    region: varchar('region', { length: 60 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('enterprise_addresses_enterprise_idx').on(t.enterpriseId, t.id)],
);

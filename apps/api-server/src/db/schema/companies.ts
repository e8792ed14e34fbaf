// Guarantee companies (担保公司 / 保险公司 / 银行), their types, areas and console accounts.
import type { PremiumBand } from '@bht/validators';
import {
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
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const companyTypes = pgTable('company_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
});

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull(),
  parentId: integer('parent_id').notNull().default(0),
});

export const ensureCompanies = pgTable(
  'ensure_companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull().unique(),
    typeId: integer('type_id')
      .notNull()
      .references(() => companyTypes.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    logo: varchar('logo', { length: 300 }).notNull().default(''),
    sealImage: varchar('seal_image', { length: 300 }).notNull().default(''),
    intro: text('intro').notNull().default(''),
    contact: varchar('contact', { length: 60 }).notNull().default(''),
    tel: varchar('tel', { length: 60 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    /** 1 accepting orders, 0 paused. */
    status: smallint('status').notNull().default(1),
    payConfigEnabled: smallint('pay_config_enabled').notNull().default(1),
    /** Orders left unpaid (待签约 / 待支付) this many hours are cancelled by the unpaid-order job (docs/settings.md). */
    unpaidExpireHours: smallint('unpaid_expire_hours').notNull().default(72),
    /** 0 未提交, 1 审核中, 2 已认证, -1 已驳回 (docs/state-machines.md). */
    authStatus: smallint('auth_status').notNull().default(2),
    /** Last 重新认证 (resetAuth): when, and which console account asked for it. */
    authResetAt: timestamp('auth_reset_at', { withTimezone: true }),
    authResetBy: integer('auth_reset_by'),
    ...timestamps,
  },
  (t) => [index('ensure_companies_area_idx').on(t.areaId)],
);

export const ensureCompanyAccounts = pgTable(
  'ensure_company_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    account: varchar('account', { length: 60 }).notNull().unique(),
    name: varchar('name', { length: 60 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    /**
     * Permissions (spec §6): comma list of jigou, peizhi, dingdan, gonggao, luru, fapiao and stage
     * names; '*' = all (docs/company-auth.md).
     */
    authJson: text('auth_json').notNull().default(''),
    isResetPassword: smallint('is_reset_password').notNull().default(1),
    status: smallint('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('ensure_company_accounts_company_idx').on(t.companyId)],
);

/**
 * A guarantor's premium schedule for one letter type (every type, docs/settings.md): premium =
 * max(amount × rate, minimum), unless an amount band holding the amount charges its own rate or a
 * fixed premium. A guarantor without a row for a type, or whose row is not `offered`, does not offer it.
 */
export const companyLetterRates = pgTable(
  'company_letter_rates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    /** LETTER_TYPES: bid_e, bid_paper, performance, worker. */
    letterType: varchar('letter_type', { length: 16 }).notNull(),
    premiumRate: numeric('premium_rate', { precision: 6, scale: 4 }).notNull(),
    minPremium: numeric('min_premium', { precision: 14, scale: 2 }).notNull(),
    /** Amount bands (PremiumBand[] of @bht/validators), ordered and non-overlapping as setPremium checks them. */
    bands: jsonb('bands').$type<PremiumBand[]>().notNull().default([]),
    /** 1: the guarantor offers this type (开办), 0: it keeps its terms but takes no applications of it. */
    offered: smallint('offered').notNull().default(1),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.letterType] })],
);

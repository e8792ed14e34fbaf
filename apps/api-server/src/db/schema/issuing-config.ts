// Issuing configuration versions (docs/issuing-config.md): per guarantor and item (a contract
// template or the letter wording of one letter type, the seal image, the sample letter), every
// saved change is a numbered version with who made it and when; at most one is published (partial
// unique index). Orders record the published version ids they were created with (orders.issuing_config).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ensureCompanies } from './companies';

export const issuingConfigVersions = pgTable(
  'issuing_config_versions',
  {
    id: serial('id').primaryKey(),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    /** ISSUING_CONFIG_KEYS of the contract. */
    key: varchar('key', { length: 32 }).notNull(),
    /** 1, 2, … within the company's item; 1 is the seeded default. */
    version: integer('version').notNull(),
    /** Text items: the template. */
    content: text('content'),
    /** Image / PDF items: the stored file path (/uploads/…). */
    fileUrl: varchar('file_url', { length: 300 }),
    note: varchar('note', { length: 100 }).notNull().default(''),
    /** Console account id; null for the seeded default. */
    createdById: integer('created_by_id'),
    createdByName: varchar('created_by_name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedByName: varchar('published_by_name', { length: 60 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('issuing_config_versions_number_idx').on(t.ensureCompanyId, t.key, t.version),
    uniqueIndex('issuing_config_versions_published_idx')
      .on(t.ensureCompanyId, t.key)
      .where(sql`${t.isPublished}`),
    check(
      'issuing_config_versions_has_value',
      sql`${t.content} is not null or ${t.fileUrl} is not null`,
    ),
  ],
);

// Litigation-preservation guarantees (docs/preservation.md): the reference categories (保全类别,
// 案件类别) and the applications a guarantee company records. Courts are in projects.ts.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ensureCompanies, ensureCompanyAccounts } from './companies';
import { courts } from './projects';

/** Both category trees in one table: `kind` preserve (保全类别) or case (案件类别); parent 0 at the top. */
export const preservationCategories = pgTable(
  'preservation_categories',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('preservation_categories_kind_name_idx').on(t.kind, t.name)],
);

export interface StoredParty {
  role: 'applicant' | 'respondent';
  type: 'person' | 'company';
  name: string;
  id_no: string;
}

export const preservationApplies = pgTable(
  'preservation_applies',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 32 }).notNull().unique(),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => ensureCompanyAccounts.id),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id),
    caseCategoryId: integer('case_category_id')
      .notNull()
      .references(() => preservationCategories.id),
    preserveCategoryId: integer('preserve_category_id')
      .notNull()
      .references(() => preservationCategories.id),
    caseNo: varchar('case_no', { length: 40 }).notNull().default(''),
    preserveAmount: numeric('preserve_amount', { precision: 14, scale: 2 }).notNull(),
    guaranteeAmount: numeric('guarantee_amount', { precision: 14, scale: 2 }).notNull(),
    premium: numeric('premium', { precision: 14, scale: 2 }),
    parties: jsonb('parties').$type<StoredParty[]>().notNull(),
    /** Every party's name joined, for the keyword search. */
    partyNames: varchar('party_names', { length: 1300 }).notNull(),
    /** Stored file paths of the company's uploads. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** 0 草稿, 1 已提交, 2 已出函, 3 已撤销 (PreservationStatus). */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('preservation_applies_company_idx')
      .on(t.ensureCompanyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

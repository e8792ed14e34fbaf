// The guarantee company's own authentication (/formone … /formfive) and the platform operators
// (平台运营) who review it and the enterprises' admissions (docs/company-auth.md).
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ensureCompanies } from './companies';

/** Platform operator accounts: they log in through the console's log-in and see only the review menu. */
export const platformOperators = pgTable('platform_operators', {
  id: serial('id').primaryKey(),
  account: varchar('account', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  status: smallint('status').notNull().default(1),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  ...timestamps,
});

/**
 * One company's authentication data: each wizard step saved as its own JSON object (the step's
 * request fields, files as stored paths), submitted as a whole; the last review's opinion.
 */
export const companyAuthSubmissions = pgTable('company_auth_submissions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => ensureCompanies.id),
  basic: jsonb('basic'),
  identity: jsonb('identity'),
  qualifications: jsonb('qualifications'),
  seal: jsonb('seal'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: integer('reviewed_by').references(() => platformOperators.id),
  /** The operator's opinion on the last review (the reason when rejected); shown on /formfive. */
  reviewOpinion: text('review_opinion'),
  ...timestamps,
});

/** Every review decision an operator made: enterprise admissions and company authentications. */
export const authReviews = pgTable(
  'auth_reviews',
  {
    id: serial('id').primaryKey(),
    /** 'enterprise' | 'company'. */
    subjectKind: varchar('subject_kind', { length: 12 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectName: varchar('subject_name', { length: 120 }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => platformOperators.id),
    /** 'approve' | 'reject'. */
    decision: varchar('decision', { length: 8 }).notNull(),
    opinion: text('opinion').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_reviews_subject_idx').on(t.subjectKind, t.subjectId),
    index('auth_reviews_created_idx').on(t.createdAt),
  ],
);

// Guarantee insurance (投标保证保险, docs/insurance.md): the insurers' products and the enterprises'
// policies. A policy is not an order; its status is unpaid → insured | closed.
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
import { enterpriseAccounts, enterprises } from './enterprises';
import { projects } from './projects';

export const insuranceProducts = pgTable('insurance_products', {
  id: serial('id').primaryKey(),
  /** The insurer: 'sun' (阳光) | 'hua_an' (华安); also the channel its result comes back on. */
  insurer: varchar('insurer', { length: 16 }).notNull(),
  insurerName: varchar('insurer_name', { length: 60 }).notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  description: text('description').notNull().default(''),
  premiumRate: numeric('premium_rate', { precision: 6, scale: 4 }).notNull(),
  minPremium: numeric('min_premium', { precision: 14, scale: 2 }).notNull(),
  /** The bid bonds (sums insured) the product covers, both ends included; null: no bound. */
  minSumInsured: numeric('min_sum_insured', { precision: 14, scale: 2 }),
  maxSumInsured: numeric('max_sum_insured', { precision: 14, scale: 2 }),
  /** 1 on sale, 0 withdrawn. */
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: serial('id').primaryKey(),
    /** Our proposal number (投保单号), the `order_sn` of the insurer's result callback. */
    sn: varchar('sn', { length: 32 }).notNull().unique(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => enterpriseAccounts.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    productId: integer('product_id')
      .notNull()
      .references(() => insuranceProducts.id),
    insurer: varchar('insurer', { length: 16 }).notNull(),
    // Snapshots at proposal time.
    projectName: varchar('project_name', { length: 200 }).notNull(),
    insuredName: varchar('insured_name', { length: 120 }).notNull(),
    applicantName: varchar('applicant_name', { length: 120 }).notNull(),
    insurerName: varchar('insurer_name', { length: 60 }).notNull(),
    productName: varchar('product_name', { length: 60 }).notNull(),
    sumInsured: numeric('sum_insured', { precision: 14, scale: 2 }).notNull(),
    premium: numeric('premium', { precision: 14, scale: 2 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    /** unpaid, insured, closed (POLICY_STATUSES). */
    status: varchar('status', { length: 16 }).notNull().default('unpaid'),
    /** The insurer's proposal reference, from createPolicy. */
    proposalNo: varchar('proposal_no', { length: 64 }),
    /** The insurer's transaction id from its result; unique per insurer so a repeated callback finds its row. */
    tradeNo: varchar('trade_no', { length: 64 }),
    policyNo: varchar('policy_no', { length: 40 }),
    policyUrl: varchar('policy_url', { length: 300 }),
    closeReason: varchar('close_reason', { length: 200 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('insurance_policies_enterprise_idx').on(t.enterpriseId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('insurance_policies_trade_idx')
      .on(t.insurer, t.tradeNo)
      .where(sql`${t.tradeNo} is not null`),
    uniqueIndex('insurance_policies_policy_no_idx').on(t.policyNo),
  ],
);

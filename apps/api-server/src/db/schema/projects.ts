// Tender projects and courts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { areas } from './companies';
import { tradingPlatforms } from './trading-platforms';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 256 }).notNull(),
    number: varchar('number', { length: 128 }).notNull().unique(),
    tenderUnit: varchar('tender_unit', { length: 256 }).notNull(),
    tradingCenter: varchar('trading_center', { length: 120 }).notNull(),
    bidSection: varchar('bid_section', { length: 60 }).notNull(),
    region: varchar('region', { length: 60 }).notNull(),
    bidBondAmount: numeric('bid_bond_amount', { precision: 14, scale: 2 }).notNull(),
    bidOpenTime: timestamp('bid_open_time', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Whether the tender also accepts a paper bid letter (纸质投标保函): /api/paper_project lists these. */
    acceptsPaper: boolean('accepts_paper').notNull().default(false),
    /** 1 open for applications, 0 closed. */
    status: smallint('status').notNull().default(1),
    // The awarded contract (中标合同), set once the tender is won; performance and wage letters are
    // for projects that have one (all four null until then).
    contractPrice: numeric('contract_price', { precision: 14, scale: 2 }),
    employer: varchar('employer', { length: 120 }),
    winner: varchar('winner', { length: 120 }),
    startDate: date('start_date'),
    completionDate: date('completion_date'),
    /** A project a trading platform pushed: the platform and its project key (江西 projectGuid). */
    platformId: integer('platform_id').references(() => tradingPlatforms.id),
    platformKey: varchar('platform_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_awarded_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.contractPrice} is not null`),
    uniqueIndex('projects_platform_key_idx').on(t.platformId, t.platformKey),
  ],
);

export const courts = pgTable('courts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  areaId: integer('area_id')
    .notNull()
    .references(() => areas.id),
});

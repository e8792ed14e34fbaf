// Tender projects and courts.
import { boolean, integer, numeric, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { areas } from './companies';

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  number: varchar('number', { length: 60 }).notNull().unique(),
  tenderUnit: varchar('tender_unit', { length: 120 }).notNull(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courts = pgTable('courts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  areaId: integer('area_id')
    .notNull()
    .references(() => areas.id),
});

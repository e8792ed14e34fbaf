// The log of every request record's status changes (docs/state-machines.md): one row per
// transition taken through the one writer (areas/records/record-transitions.ts), whatever the
// record kind (surrender, claim…), as order_logs is for orders.
import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const recordLogs = pgTable(
  'record_logs',
  {
    id: serial('id').primaryKey(),
    /** The machine's kind ('surrender', 'claim'…). */
    recordKind: varchar('record_kind', { length: 30 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** enterprise | ensure_company | platform | system (MachineActor). */
    operatorType: varchar('operator_type', { length: 20 }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 60 }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_logs_record_idx').on(t.recordKind, t.recordId, t.id)],
);

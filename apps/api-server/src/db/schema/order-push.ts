// Order push (docs/order-push.md): a guarantee company's message recipients, and the outbox of
// pushes its order events wrote for them (one row per recipient per channel, written in the
// event's transaction, each delivered after the commit by its push.deliver job, docs/jobs.md).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ensureCompanies } from './companies';

export const messageUsers = pgTable(
  'message_users',
  {
    id: serial('id').primaryKey(),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    name: varchar('name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    /** Comma list of PUSH_EVENTS this person is told about. */
    events: varchar('events', { length: 200 }).notNull(),
    /** Comma list of PUSH_CHANNELS (sms, site). */
    channels: varchar('channels', { length: 20 }).notNull(),
    /** 1 enabled, 0 disabled (receives nothing). */
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('message_users_company_mobile_idx').on(t.ensureCompanyId, t.mobile)],
);

export const orderPushes = pgTable(
  'order_pushes',
  {
    id: serial('id').primaryKey(),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    /** The recipient when the push was written (null once deleted; the name and mobile are kept). */
    messageUserId: integer('message_user_id').references(() => messageUsers.id, {
      onDelete: 'set null',
    }),
    recipientName: varchar('recipient_name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    event: varchar('event', { length: 30 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    orderSn: varchar('order_sn', { length: 32 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    content: text('content').notNull(),
    /** 0 待发送, 1 已发送, 2 失败 (PushStatus). */
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 200 }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('order_pushes_company_idx').on(t.ensureCompanyId, t.id.desc()),
    // The worker's queue: pending pushes only.
    index('order_pushes_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 0`),
  ],
);

// The in-app inbox (docs/messages.md): one row per recipient account, written by
// areas/messages/notify.ts inside the transaction of the event it tells about, read and marked
// read by that account only.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** 'enterprise' or 'ensure_company': which accounts table recipient_id points into (as sessions.subject_type). */
    recipientType: varchar('recipient_type', { length: 20 }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    /** What happened (messageKindSchema in the contract); the apps pick the link from it. */
    kind: varchar('kind', { length: 30 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    content: text('content').notNull(),
    /** The order the message is about, when it is about one. */
    orderSn: varchar('order_sn', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox, newest first; the partial one serves the unread count and the unread filter.
    index('messages_recipient_idx').on(t.recipientType, t.recipientId, t.id.desc()),
    index('messages_unread_idx')
      .on(t.recipientType, t.recipientId, t.id.desc())
      .where(sql`${t.readAt} is null`),
  ],
);

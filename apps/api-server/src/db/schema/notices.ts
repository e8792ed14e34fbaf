// Notices (公告, docs/notices.md): written by a guarantee company, public once published.
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
import { ensureCompanies, ensureCompanyAccounts } from './companies';

export interface NoticeAttachment {
  /** Stored file path (`/uploads/<key>`) of an upload of the company. */
  url: string;
  name: string;
}

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML (notice-html.ts); images keep their stored paths, signed when answered. */
    content: text('content').notNull().default(''),
    /** The body's first words as plain text, for lists. */
    excerpt: varchar('excerpt', { length: 200 }).notNull().default(''),
    attachments: jsonb('attachments').$type<NoticeAttachment[]>().notNull().default([]),
    /** 0 草稿, 1 已发布 (NoticeStatus). */
    status: smallint('status').notNull().default(0),
    /** 1: 置顶. */
    isTop: smallint('is_top').notNull().default(0),
    /** Set each time the notice is published; null while a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => ensureCompanyAccounts.id),
    ...timestamps,
  },
  (t) => [
    index('notices_company_idx').on(t.ensureCompanyId, t.id.desc()),
    // The public list: published, pinned first, newest first.
    index('notices_public_idx').on(t.status, t.isTop.desc(), t.publishedAt.desc(), t.id.desc()),
  ],
);

// Notices as stored and as answered (noticeSummarySchema / noticeSchema), and the one list query
// both the console (its company, any status) and the public (published only) page through.
import {
  NOTICE_STATUS_TEXT,
  NoticeStatus,
  type noticeSchema,
  type noticeSummarySchema,
} from '@bht/api-client/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ensureCompanies, notices } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toUnixSeconds } from '../../http/wire-format';
import type { LinkFile } from '../../http/file-links';
import { linkNoticeImages } from './notice-html';
import { keywordCondition } from '../../db/conditions';

export type NoticeRow = typeof notices.$inferSelect;
type NoticeSummary = z.output<typeof noticeSummarySchema>;
type NoticeView = z.output<typeof noticeSchema>;

export const NOTICE_NOT_FOUND = '公告不存在';

/** Whose notices a query reads: one company's (console, every status) or everyone's published ones (public). */
export type NoticeScope = { companyId: number } | { published: true };

export interface NoticeFilters {
  keyword?: string;
  status?: number;
}

const row = { notice: notices, companyName: ensureCompanies.name };
type NoticeRecord = { notice: NoticeRow; companyName: string };

function whereOf(scope: NoticeScope, { keyword, status }: NoticeFilters = {}): SQL | undefined {
  return and(
    'companyId' in scope
      ? eq(notices.ensureCompanyId, scope.companyId)
      : eq(notices.status, NoticeStatus.PUBLISHED),
    status === undefined ? undefined : eq(notices.status, status),
    keywordCondition(keyword, [notices.title]),
  );
}

/** The console list's order, every column descending: pinned first, then the newest created, then id (the export's keyset key). */
export const companyNoticeOrder = [notices.isTop, notices.createdAt, notices.id];
const publicNoticeOrder = [notices.isTop, notices.publishedAt, notices.id];

/**
 * The scope's notices matching the filters, in list order: pinned first, then the newest
 * (published ones by their publication, the console's by creation). A query to page or to export
 * (`after`: the export's keyset condition).
 */
export function noticeListQuery(db: Db, scope: NoticeScope, filters: NoticeFilters, after?: SQL) {
  const order = 'companyId' in scope ? companyNoticeOrder : publicNoticeOrder;
  return db
    .select(row)
    .from(notices)
    .innerJoin(ensureCompanies, eq(ensureCompanies.id, notices.ensureCompanyId))
    .where(and(whereOf(scope, filters), after))
    .orderBy(...order.map((column) => desc(column)))
    .$dynamic();
}

export function toNoticeSummary({ notice, companyName }: NoticeRecord): NoticeSummary {
  return {
    id: notice.id,
    title: notice.title,
    status: notice.status as NoticeSummary['status'],
    status_text: NOTICE_STATUS_TEXT[notice.status] ?? '',
    is_top: notice.isTop as NoticeSummary['is_top'],
    excerpt: notice.excerpt,
    company_name: companyName,
    attachment_count: notice.attachments.length,
    publish_time: notice.publishedAt ? toUnixSeconds(notice.publishedAt) : null,
    create_time: toUnixSeconds(notice.createdAt),
    update_time: toUnixSeconds(notice.updatedAt),
  };
}

/** One notice with its body and attachments, private files as links of `link`. */
export function toNoticeView(record: NoticeRecord, link: LinkFile): NoticeView {
  return {
    ...toNoticeSummary(record),
    content: linkNoticeImages(record.notice.content, link),
    attachments: record.notice.attachments.map((a) => ({ url: link(a.url), name: a.name })),
  };
}

/** One page of the scope's notices. */
export async function listNotices(
  db: Db,
  scope: NoticeScope,
  { page, limit, ...filters }: NoticeFilters & { page: number; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    noticeListQuery(db, scope, filters)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notices).where(whereOf(scope, filters)),
  ]);
  return { list: rows.map(toNoticeSummary), total: counted?.total ?? 0, page, limit };
}

/** Notice `id` in the scope, or 404 `message`. */
export async function findNotice(
  db: Db,
  scope: NoticeScope,
  id: number,
  message = NOTICE_NOT_FOUND,
): Promise<NoticeRecord> {
  const [record] = await db
    .select(row)
    .from(notices)
    .innerJoin(ensureCompanies, eq(ensureCompanies.id, notices.ensureCompanyId))
    .where(and(eq(notices.id, id), whereOf(scope)))
    .limit(1);
  if (!record) throw notFound(message);
  return record;
}

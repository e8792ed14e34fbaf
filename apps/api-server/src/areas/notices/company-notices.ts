// The guarantor's notices (console /notice/list, /notice/edit; permission gonggao): every query and
// change is scoped to the caller's company, so another company's notice is simply not found (404).
import {
  companyAddNotice,
  companyDeleteNotice,
  companyEditNotice,
  companyGetNoticeDetail,
  companyGetNoticeList,
  companySetNoticeStatus,
  NoticeStatus,
} from '@bht/api-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import { notices } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import type { CompanyCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { EMPTY_CONTENT, noticeColumns } from './notice-input';
import {
  findNotice,
  listNotices,
  NOTICE_NOT_FOUND,
  toNoticeSummary,
  toNoticeView,
} from './notice-records';

const scopeOf = (caller: CompanyCaller) => ({ companyId: caller.companyId });
const ofCompany = (caller: CompanyCaller, id: number) =>
  and(eq(notices.id, id), eq(notices.ensureCompanyId, caller.companyId));

/** The publication time after a save: kept while it stays published, now when it becomes so, none for a draft. */
const publishedAtAfter = (status: number, before: Date | null) =>
  status === NoticeStatus.PUBLISHED ? (before ?? new Date()) : null;

export const getNoticeListHandler = implement(companyGetNoticeList, async (input, { db, caller }) =>
  listNotices(db, scopeOf(caller), input),
);

export const getNoticeDetailHandler = implement(
  companyGetNoticeDetail,
  async ({ id }, { db, caller, config }) =>
    toNoticeView(await findNotice(db, scopeOf(caller), id), fileLinks(config)),
);

export const addNoticeHandler = implement(
  companyAddNotice,
  async (input, { db, caller, config, providers }) => {
    const columns = await noticeColumns({ db, storage: providers.storage, caller }, input);
    const [row] = await db
      .insert(notices)
      .values({
        ...columns,
        ensureCompanyId: caller.companyId,
        createdBy: caller.accountId,
        publishedAt: publishedAtAfter(input.status, null),
      })
      .returning({ id: notices.id });
    return toNoticeView(await findNotice(db, scopeOf(caller), row!.id), fileLinks(config));
  },
);

export const editNoticeHandler = implement(
  companyEditNotice,
  async (input, { db, caller, config, providers }) => {
    const { notice } = await findNotice(db, scopeOf(caller), input.id);
    const columns = await noticeColumns({ db, storage: providers.storage, caller }, input);
    const [row] = await db
      .update(notices)
      .set({
        ...columns,
        publishedAt: publishedAtAfter(input.status, notice.publishedAt),
        updatedAt: new Date(),
      })
      .where(ofCompany(caller, input.id))
      .returning({ id: notices.id });
    if (!row) throw notFound(NOTICE_NOT_FOUND);
    return toNoticeView(await findNotice(db, scopeOf(caller), input.id), fileLinks(config));
  },
);

export const setNoticeStatusHandler = implement(
  companySetNoticeStatus,
  async ({ id, status }, { db, caller }) => {
    const { notice } = await findNotice(db, scopeOf(caller), id);
    if (status === NoticeStatus.PUBLISHED && !notice.content)
      throw fieldError('content', EMPTY_CONTENT);
    if (notice.status !== status) {
      // Publishing re-checks the body in the same statement, so an edit emptying it meanwhile wins.
      const [row] = await db
        .update(notices)
        .set({ status, publishedAt: publishedAtAfter(status, null), updatedAt: new Date() })
        .where(
          and(
            ofCompany(caller, id),
            status === NoticeStatus.PUBLISHED ? ne(notices.content, '') : undefined,
          ),
        )
        .returning({ id: notices.id });
      if (!row) {
        await findNotice(db, scopeOf(caller), id); // deleted meanwhile: 404
        throw fieldError('content', EMPTY_CONTENT);
      }
    }
    return toNoticeSummary(await findNotice(db, scopeOf(caller), id));
  },
);

export const deleteNoticeHandler = implement(
  companyDeleteNotice,
  async ({ id }, { db, caller }) => {
    const deleted = await db
      .delete(notices)
      .where(ofCompany(caller, id))
      .returning({ id: notices.id });
    if (deleted.length === 0) throw notFound(NOTICE_NOT_FOUND);
    return null;
  },
);

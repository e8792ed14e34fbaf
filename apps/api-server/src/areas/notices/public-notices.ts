// Published notices for everyone (portal /notice/index, /notice/noticeinfo and the home page): a
// draft or an unpublished notice is not found, so its body and attachments are never handed out.
import { noticeGetDetail, noticeGetList } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { findNotice, listNotices, toNoticeView, type NoticeScope } from './notice-records';

const PUBLISHED: NoticeScope = { published: true };
export const NOTICE_NOT_PUBLISHED = '公告不存在或已撤回';

export const getListHandler = implement(noticeGetList, async (input, { db }) =>
  listNotices(db, PUBLISHED, input),
);

export const getDetailHandler = implement(noticeGetDetail, async ({ id }, { db, config }) =>
  toNoticeView(await findNotice(db, PUBLISHED, id, NOTICE_NOT_PUBLISHED), fileLinks(config)),
);

// Notices (公告, docs/notices.md): the guarantor writes, publishes, pins and deletes its own; the
// public reads the published ones. Bodies are sanitised on the server (notice-html.ts).
import type { Implementation } from '../../http/implement';
import {
  addNoticeHandler,
  deleteNoticeHandler,
  editNoticeHandler,
  getNoticeDetailHandler,
  getNoticeListHandler,
  setNoticeStatusHandler,
} from './company-notices';
import { getDetailHandler, getListHandler } from './public-notices';

export const noticeHandlers: Implementation[] = [
  getNoticeListHandler,
  getNoticeDetailHandler,
  addNoticeHandler,
  editNoticeHandler,
  setNoticeStatusHandler,
  deleteNoticeHandler,
  getListHandler,
  getDetailHandler,
];

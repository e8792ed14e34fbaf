// What an add or edit stores: the body sanitised with the company's own images, its excerpt, and
// the attachments as uploads of the company (checked again by their bytes, named as uploaded).
import { NoticeStatus, type noticeFieldsSchema } from '@bht/api-client/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NoticeAttachment } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import type { CompanyCaller } from '../../http/auth-context';
import type { FileStorage } from '../../providers/storage/file-storage';
import { findCheckedUpload } from '../uploads/checked-upload';
import { imagePaths, plainText, sanitizeNoticeHtml } from './notice-html';

export const EMPTY_CONTENT = '请输入公告内容后再发布';
const BAD_ATTACHMENT = '附件无效，请重新上传本机构的文件';
/** Images of one body checked against the company's uploads; more are dropped. */
const MAX_IMAGES = 30;

type NoticeFields = z.output<typeof noticeFieldsSchema>;

interface WriteContext {
  db: Db;
  storage: FileStorage;
  caller: CompanyCaller;
}

async function ownImages(
  { db, storage, caller }: WriteContext,
  html: string,
): Promise<Set<string>> {
  const own = new Set<string>();
  for (const path of imagePaths(html).slice(0, MAX_IMAGES)) {
    if (await findCheckedUpload(db, storage, path, caller, ['jpg', 'png'])) own.add(path);
  }
  return own;
}

async function attachmentsOf(
  { db, storage, caller }: WriteContext,
  urls: readonly string[],
): Promise<NoticeAttachment[]> {
  const attachments: NoticeAttachment[] = [];
  for (const url of new Set(urls)) {
    const upload = await findCheckedUpload(db, storage, url, caller);
    if (!upload) throw fieldError('attachments', BAD_ATTACHMENT);
    attachments.push({ url: upload.url, name: upload.originalName });
  }
  return attachments;
}

/** The columns an add or edit writes (publication time aside); a notice to publish needs a body. */
export async function noticeColumns(ctx: WriteContext, input: NoticeFields) {
  const content = sanitizeNoticeHtml(input.content, await ownImages(ctx, input.content));
  if (input.status === NoticeStatus.PUBLISHED && !content)
    throw fieldError('content', EMPTY_CONTENT);
  return {
    title: input.title,
    content,
    excerpt: plainText(content),
    attachments: await attachmentsOf(ctx, input.attachments),
    status: input.status,
    isTop: input.is_top,
  };
}

// Notices (公告, docs/notices.md): the guarantor writes them on the console (/notice/list,
// /notice/edit; permission gonggao), the public reads the published ones on /notice/index and
// /notice/noticeinfo and on the portal's home page. Bodies are rich text the server sanitises.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { fileAttachmentSchema, fileReferenceListSchema } from './files';
import {
  flagSchema,
  idSchema,
  nullResponseSchema,
  paginated,
  pageRequestSchema,
  timestampSchema,
} from './common';
import { idRequestSchema } from './models';

/** 0 草稿 (only its company sees it), 1 已发布 (public). */
export const NoticeStatus = { DRAFT: 0, PUBLISHED: 1 } as const;
export const NOTICE_STATUS_TEXT: Record<number, string> = { 0: '草稿', 1: '已发布' };
export const noticeStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** Longest body accepted (the HTML as sent, before sanitising) and most attachments per notice. */
export const NOTICE_CONTENT_MAX = 50_000;
export const NOTICE_ATTACHMENTS_MAX = 10;

/** A row of a list: the console's (every status) and the public one (published only). */
export const noticeSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  status: noticeStatusSchema,
  status_text: z.string(),
  /** 1: 置顶, listed before the others. */
  is_top: z.union([z.literal(0), z.literal(1)]),
  /** The body's first words as plain text. */
  excerpt: z.string(),
  company_name: z.string(),
  attachment_count: z.number().int().nonnegative(),
  /** Set when the notice is published, null while it is a draft. */
  publish_time: timestampSchema.nullable(),
  create_time: timestampSchema,
  update_time: timestampSchema,
});

/** One notice: the sanitised HTML body (images of our own storage as signed links) and its attachments. */
export const noticeSchema = noticeSummarySchema.extend({
  content: z.string(),
  attachments: z.array(fileAttachmentSchema),
});

const keywordSchema = z.string().trim().max(60).optional();

/** Comma-separated stored file paths (uploads of the caller's company). */
const attachmentsSchema = fileReferenceListSchema(
  NOTICE_ATTACHMENTS_MAX,
  `附件最多 ${NOTICE_ATTACHMENTS_MAX} 个`,
);

/** What the editor sends: `status` 0 saves a draft, 1 publishes (a published notice's content must not be empty). */
export const noticeFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, '请输入公告标题（至少 2 个字）')
    .max(100, '公告标题不能超过 100 个字'),
  content: z
    .string()
    .max(NOTICE_CONTENT_MAX, `公告内容过长（不能超过 ${NOTICE_CONTENT_MAX} 个字符）`)
    .default(''),
  attachments: attachmentsSchema,
  is_top: flagSchema.default(0),
  status: flagSchema.default(0),
});

export const noticeListRequestSchema = pageRequestSchema.extend({
  keyword: keywordSchema,
  status: flagSchema.optional(),
});

// ---- the guarantor's console (gonggao) ----
export const companyGetNoticeList = defineEndpoint({
  id: 'company.getNoticeList',
  path: '/api/ensure_company/getNoticeList',
  auth: 'ensure_company',
  permission: 'gonggao',
  request: noticeListRequestSchema,
  response: paginated(noticeSummarySchema),
  summary: "本机构公告列表（草稿与已发布） / The company's notices",
});
export const companyGetNoticeDetail = defineEndpoint({
  id: 'company.getNoticeDetail',
  methods: ['GET'],
  path: '/api/ensure_company/getNoticeDetail',
  auth: 'ensure_company',
  permission: 'gonggao',
  request: idRequestSchema,
  response: noticeSchema,
  summary: '公告详情（编辑用） / Notice detail for editing',
});
export const companyAddNotice = defineEndpoint({
  id: 'company.addNotice',
  path: '/api/ensure_company/addNotice',
  auth: 'ensure_company',
  permission: 'gonggao',
  request: noticeFieldsSchema,
  response: noticeSchema,
  summary: '新建公告（草稿或发布） / Add a notice (draft or published)',
});
export const companyEditNotice = defineEndpoint({
  id: 'company.editNotice',
  path: '/api/ensure_company/editNotice',
  auth: 'ensure_company',
  permission: 'gonggao',
  request: noticeFieldsSchema.extend({ id: idSchema }),
  response: noticeSchema,
  summary: '编辑公告 / Edit a notice',
});
export const companySetNoticeStatus = defineEndpoint({
  id: 'company.setNoticeStatus',
  path: '/api/ensure_company/setNoticeStatus',
  auth: 'ensure_company',
  permission: 'gonggao',
  request: z.object({ id: idSchema, status: flagSchema }),
  response: noticeSummarySchema,
  summary: '发布 / 撤回公告 / Publish or unpublish a notice',
});
export const companyDeleteNotice = defineEndpoint({
  id: 'company.deleteNotice',
  path: '/api/ensure_company/deleteNotice',
  auth: 'ensure_company',
  permission: 'gonggao',
  request: idRequestSchema,
  response: nullResponseSchema,
  summary: '删除公告 / Delete a notice',
});

// ---- public ----
export const noticeGetList = defineEndpoint({
  id: 'notices.getList',
  path: '/api/notice/getList',
  auth: 'public',
  request: pageRequestSchema.extend({ keyword: keywordSchema }),
  response: paginated(noticeSummarySchema),
  summary: '公告列表（公开，仅已发布；置顶在前） / Published notices',
});
export const noticeGetDetail = defineEndpoint({
  id: 'notices.getDetail',
  path: '/api/notice/getDetail',
  auth: 'public',
  request: idRequestSchema,
  response: noticeSchema,
  summary: '公告详情（公开，仅已发布） / A published notice',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyNotices = defineExport(
  'company_notices',
  companyGetNoticeList,
  '公告列表',
);

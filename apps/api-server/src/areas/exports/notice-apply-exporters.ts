// Exports of the console's notices (公告管理, gonggao) and preservation applications (诉讼保全申请,
// jigou). Each reads its list's rows through the list's own query (the caller's company, the list's
// filters), counted by the list's page reader and read in batches by keyset in the list's order:
// notices pinned first, then the newest (a composite key), applications newest first.
import {
  exportCompanyApplies,
  exportCompanyNotices,
  type noticeSummarySchema,
  type preservationApplySchema,
} from '@bht/api-client/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import { notices, preservationApplies } from '../../db/schema';
import {
  companyNoticeOrder,
  listNotices,
  noticeListQuery,
  toNoticeSummary,
} from '../notices/notice-records';
import {
  applyListWhere,
  listApplies,
  selectApplies,
  toApplyViews,
} from '../preservation/apply-records';
import { fileLinks } from '../../http/file-links';
import { dateTimeCell } from './cells';
import { COUNT_PAGE, exporter, moneyColumn } from './exporter';
import { afterRow, afterRowBy, keysetBatches } from './keyset';

type NoticeSummary = z.output<typeof noticeSummarySchema>;
type Apply = z.output<typeof preservationApplySchema>;

export const noticesExporter = exporter({
  definition: exportCompanyNotices,
  columns: [
    { header: '标题', width: 40, value: (n: NoticeSummary) => n.title },
    { header: '状态', width: 10, value: (n) => n.status_text },
    { header: '置顶', width: 8, value: (n) => (n.is_top === 1 ? '是' : '否') },
    { header: '附件数', width: 8, value: (n) => n.attachment_count },
    { header: '摘要', width: 50, value: (n) => n.excerpt },
    { header: '发布时间', width: 20, value: (n) => dateTimeCell(n.publish_time) },
    { header: '创建时间', width: 20, value: (n) => dateTimeCell(n.create_time) },
    { header: '更新时间', width: 20, value: (n) => dateTimeCell(n.update_time) },
  ],
  count: async (filters, { db, caller }) =>
    (await listNotices(db, { companyId: caller.companyId }, { ...filters, ...COUNT_PAGE })).total,
  async *rows(filters, { db, caller }) {
    const batches = keysetBatches(
      (after, size) =>
        noticeListQuery(
          db,
          { companyId: caller.companyId },
          filters,
          afterRowBy(notices, companyNoticeOrder, after),
        ).limit(size),
      (record) => record.notice.id,
    );
    for await (const records of batches) yield records.map(toNoticeSummary);
  },
});

export const appliesExporter = exporter({
  definition: exportCompanyApplies,
  columns: [
    { header: '申请编号', width: 24, value: (a: Apply) => a.sn },
    { header: '受理法院', width: 30, value: (a) => a.court_name },
    { header: '法院所在地', width: 14, value: (a) => a.area_name },
    { header: '案号', width: 24, value: (a) => a.case_no },
    { header: '案件类别', width: 14, value: (a) => a.case_category_name },
    { header: '保全类别', width: 14, value: (a) => a.preserve_category_name },
    { header: '申请人', width: 30, value: (a) => a.applicant_names },
    { header: '被申请人', width: 30, value: (a) => a.respondent_names },
    moneyColumn<Apply>('保全金额（元）', (a) => a.preserve_amount),
    moneyColumn<Apply>('担保金额（元）', (a) => a.guarantee_amount),
    {
      header: '保费（元）',
      width: 16,
      value: (a) => (a.premium === null ? null : Number(a.premium)),
    },
    { header: '状态', width: 10, value: (a) => a.status_text },
    { header: '录入人', width: 12, value: (a) => a.creator_name },
    { header: '备注', width: 30, value: (a) => a.remark },
    { header: '录入时间', width: 20, value: (a) => dateTimeCell(a.create_time) },
    { header: '提交时间', width: 20, value: (a) => dateTimeCell(a.submit_time) },
    { header: '出函时间', width: 20, value: (a) => dateTimeCell(a.issue_time) },
  ],
  count: async (filters, { db, caller, config }) =>
    (await listApplies(db, caller.companyId, { ...filters, ...COUNT_PAGE }, fileLinks(config)))
      .total,
  async *rows(filters, { db, caller, config }) {
    const where = applyListWhere(caller.companyId, filters);
    const batches = keysetBatches(
      (after, size) =>
        selectApplies(db, and(where, afterRow(preservationApplies, after))).limit(size),
      (record) => record.apply.id,
    );
    for await (const records of batches) yield await toApplyViews(db, records, fileLinks(config));
  },
});

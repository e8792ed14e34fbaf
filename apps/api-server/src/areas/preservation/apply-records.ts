// Preservation applications as stored and as answered, always within one company: another
// company's application is not found (404), so its attachments never get a link either. The list's
// query (applyListWhere + selectApplies) is shared with whoever lists them another way (an export).
import {
  PRESERVATION_STATUS_TEXT,
  preservationActionsOf,
  type applyListRequestSchema,
  type preservationApplySchema,
} from '@bht/api-client/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  areas,
  courts,
  ensureCompanyAccounts,
  preservationApplies,
  preservationCategories,
} from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toUnixSeconds } from '../../http/wire-format';
import { fileAttachments, type AttachFiles } from '../uploads/file-attachments';
import type { LinkFile } from '../../http/file-links';
import { dateRangeCondition, keywordCondition } from '../../db/conditions';

export type ApplyRow = typeof preservationApplies.$inferSelect;
export type ApplyView = z.output<typeof preservationApplySchema>;
export type ApplyFilters = Omit<z.output<typeof applyListRequestSchema>, 'page' | 'limit'>;

export const APPLY_NOT_FOUND = '保全申请不存在';

const caseCategory = alias(preservationCategories, 'case_category');
const preserveCategory = alias(preservationCategories, 'preserve_category');

/** The names an application shows beside its own columns. */
const namedColumns = {
  courtName: courts.name,
  areaId: courts.areaId,
  areaName: areas.name,
  caseCategoryName: caseCategory.name,
  preserveCategoryName: preserveCategory.name,
  creatorName: ensureCompanyAccounts.name,
};

export interface ApplyRecord {
  apply: ApplyRow;
  names: {
    courtName: string;
    areaId: number;
    areaName: string;
    caseCategoryName: string;
    preserveCategoryName: string;
    creatorName: string;
  };
}

/** Live (not deleted) applications of the company. */
export const liveApplyOf = (companyId: number) =>
  and(eq(preservationApplies.ensureCompanyId, companyId), isNull(preservationApplies.deletedAt));

const namesOfRole = (row: ApplyRow, role: 'applicant' | 'respondent') =>
  row.parties
    .filter((p) => p.role === role)
    .map((p) => p.name)
    .join('、');

function toApplyView({ apply: row, names }: ApplyRecord, attach: AttachFiles): ApplyView {
  return {
    id: row.id,
    sn: row.sn,
    court_id: row.courtId,
    court_name: names.courtName,
    area_id: names.areaId,
    area_name: names.areaName,
    case_category_id: row.caseCategoryId,
    case_category_name: names.caseCategoryName,
    preserve_category_id: row.preserveCategoryId,
    preserve_category_name: names.preserveCategoryName,
    case_no: row.caseNo,
    preserve_amount: row.preserveAmount,
    guarantee_amount: row.guaranteeAmount,
    premium: row.premium,
    parties: row.parties,
    applicant_names: namesOfRole(row, 'applicant'),
    respondent_names: namesOfRole(row, 'respondent'),
    attachments: attach(row.attachments),
    status: row.status,
    status_text: PRESERVATION_STATUS_TEXT[row.status] ?? '',
    remark: row.remark,
    creator_name: names.creatorName,
    create_time: toUnixSeconds(row.createdAt),
    update_time: toUnixSeconds(row.updatedAt),
    submit_time: row.submittedAt ? toUnixSeconds(row.submittedAt) : null,
    issue_time: row.issuedAt ? toUnixSeconds(row.issuedAt) : null,
    actions: preservationActionsOf(row.status),
  };
}

/** The records as answered: their attachments as links with the names they were uploaded with (one query for all). */
export async function toApplyViews(
  db: Db,
  records: readonly ApplyRecord[],
  link: LinkFile,
): Promise<ApplyView[]> {
  const attach = await fileAttachments(
    db,
    records.flatMap((r) => r.apply.attachments),
    link,
  );
  return records.map((record) => toApplyView(record, attach));
}

/** Applications with their names, newest first, matching `where`. */
export function selectApplies(db: Db, where: SQL | undefined) {
  return db
    .select({ apply: preservationApplies, names: namedColumns })
    .from(preservationApplies)
    .innerJoin(courts, eq(courts.id, preservationApplies.courtId))
    .innerJoin(areas, eq(areas.id, courts.areaId))
    .innerJoin(caseCategory, eq(caseCategory.id, preservationApplies.caseCategoryId))
    .innerJoin(preserveCategory, eq(preserveCategory.id, preservationApplies.preserveCategoryId))
    .innerJoin(ensureCompanyAccounts, eq(ensureCompanyAccounts.id, preservationApplies.createdBy))
    .where(where)
    .orderBy(desc(preservationApplies.createdAt), desc(preservationApplies.id))
    .$dynamic();
}

/** The company's live applications matching the list's filters: keyword (number, case number, party), status, court, created between two China dates. */
export function applyListWhere(
  companyId: number,
  { keyword, status, court_id, start_date, end_date }: ApplyFilters,
): SQL | undefined {
  return and(
    liveApplyOf(companyId),
    keywordCondition(keyword, [
      preservationApplies.sn,
      preservationApplies.caseNo,
      preservationApplies.partyNames,
    ]),
    status === undefined ? undefined : eq(preservationApplies.status, status),
    court_id ? eq(preservationApplies.courtId, court_id) : undefined,
    dateRangeCondition(preservationApplies.createdAt, start_date, end_date),
  );
}

export async function listApplies(
  db: Db,
  companyId: number,
  { page, limit, ...filters }: z.output<typeof applyListRequestSchema>,
  link: LinkFile,
) {
  const where = applyListWhere(companyId, filters);
  const [rows, [counted]] = await Promise.all([
    selectApplies(db, where)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(preservationApplies).where(where),
  ]);
  return { list: await toApplyViews(db, rows, link), total: counted?.total ?? 0, page, limit };
}

/** Application `id` of the company with its names, or 404. */
export async function findApply(db: Db, companyId: number, id: number): Promise<ApplyRecord> {
  const [record] = await selectApplies(
    db,
    and(eq(preservationApplies.id, id), liveApplyOf(companyId)),
  ).limit(1);
  if (!record) throw notFound(APPLY_NOT_FOUND);
  return record;
}

/** Application `id` of the company as answered, or 404. */
export async function applyView(
  db: Db,
  companyId: number,
  id: number,
  link: LinkFile,
): Promise<ApplyView> {
  const [view] = await toApplyViews(db, [await findApply(db, companyId, id)], link);
  return view!;
}

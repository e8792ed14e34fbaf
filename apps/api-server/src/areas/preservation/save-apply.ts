// addApply / editApply: an application saved as a draft or submitted at once (submit=1). The court
// must exist, each category must be a leaf of its own tree, every attachment an upload of the
// caller's company whose bytes still are what the upload checked, and a submission needs at least
// one attachment. Editing is allowed only while a draft: one conditional UPDATE, so an edit racing
// a submission either lands first or answers 409.
import {
  companyAddApply,
  companyEditApply,
  PRESERVATION_EDITABLE,
  PRESERVATION_MACHINE,
  PRESERVATION_STATUS_TEXT,
  PreservationStatus,
  type applyFieldsSchema,
} from '@bht/api-client/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courts, preservationApplies, preservationCategories } from '../../db/schema';
import type { CompanyCaller } from '../../http/auth-context';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import type { FileStorage } from '../../providers/storage/file-storage';
import { newOrderSn } from '../orders/order-view';
import { findCheckedUpload } from '../uploads/checked-upload';
import { fileLinks } from '../../http/file-links';
import { applyView, findApply, liveApplyOf } from './apply-records';
import type { CategoryKind } from './reference-data';

type ApplyFields = z.output<typeof applyFieldsSchema>;

export const NEEDS_ATTACHMENT = '提交前请上传保全申请书等材料';
const BAD_ATTACHMENT = '附件无效或已删除，请重新上传';
/** A conditional UPDATE found the application moved on (another request won the race). */
export const STATE_CHANGED = PRESERVATION_MACHINE.changed!;

/** Application numbers: 'BQ' + Beijing time + random digits, like order numbers. */
const newApplySn = () => newOrderSn(new Date(), 'BQ');

/** 409 naming the status the application is in and what it cannot do there. */
export const notInStatus = (status: number, doing: string) =>
  conflict(`保全申请当前状态为「${PRESERVATION_STATUS_TEXT[status] ?? ''}」，不能${doing}`);

async function checkCourt(db: Db, courtId: number) {
  const [court] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(eq(courts.id, courtId))
    .limit(1);
  if (!court) throw fieldError('court_id', '法院不存在，请重新选择');
}

/** The category exists in its tree and has no children (a specific one, not a heading). */
async function checkLeafCategory(
  db: Db,
  kind: CategoryKind,
  id: number,
  field: string,
  label: string,
) {
  const [category] = await db
    .select({ id: preservationCategories.id })
    .from(preservationCategories)
    .where(and(eq(preservationCategories.id, id), eq(preservationCategories.kind, kind)))
    .limit(1);
  if (!category) throw fieldError(field, `${label}不存在，请重新选择`);
  const [children] = await db
    .select({ n: count() })
    .from(preservationCategories)
    .where(eq(preservationCategories.parentId, id));
  if ((children?.n ?? 0) > 0) throw fieldError(field, `请选择具体的${label}`);
}

async function checkAttachments(
  db: Db,
  storage: FileStorage,
  caller: CompanyCaller,
  urls: readonly string[],
) {
  for (const url of urls) {
    if (!(await findCheckedUpload(db, storage, url, caller)))
      throw fieldError('attachments', BAD_ATTACHMENT);
  }
}

/** The checked columns of an application from its form. */
async function checkedValues(
  db: Db,
  storage: FileStorage,
  caller: CompanyCaller,
  fields: ApplyFields,
) {
  await checkCourt(db, fields.court_id);
  await checkLeafCategory(db, 'case', fields.case_category_id, 'case_category_id', '案件类别');
  await checkLeafCategory(
    db,
    'preserve',
    fields.preserve_category_id,
    'preserve_category_id',
    '保全类别',
  );
  await checkAttachments(db, storage, caller, fields.attachments);
  if (fields.submit === 1 && fields.attachments.length === 0)
    throw fieldError('attachments', NEEDS_ATTACHMENT);
  const submitted = fields.submit === 1;
  return {
    courtId: fields.court_id,
    caseCategoryId: fields.case_category_id,
    preserveCategoryId: fields.preserve_category_id,
    caseNo: fields.case_no,
    preserveAmount: fields.preserve_amount,
    guaranteeAmount: fields.guarantee_amount,
    premium: fields.premium === '' ? null : fields.premium,
    parties: fields.parties,
    partyNames: fields.parties.map((p) => p.name).join(','),
    attachments: fields.attachments,
    remark: fields.remark,
    status: submitted ? PreservationStatus.SUBMITTED : PreservationStatus.DRAFT,
    submittedAt: submitted ? new Date() : null,
  };
}

export const addApplyHandler = implement(
  companyAddApply,
  async (fields, { db, config, caller, providers }) => {
    const values = await checkedValues(db, providers.storage, caller, fields);
    const [created] = await db
      .insert(preservationApplies)
      .values({
        ...values,
        sn: newApplySn(),
        ensureCompanyId: caller.companyId,
        createdBy: caller.accountId,
      })
      .returning({ id: preservationApplies.id });
    return applyView(db, caller.companyId, created!.id, fileLinks(config));
  },
);

export const editApplyHandler = implement(
  companyEditApply,
  async ({ id, ...fields }, { db, config, caller, providers }) => {
    const current = await findApply(db, caller.companyId, id);
    if (!PRESERVATION_EDITABLE.includes(current.apply.status))
      throw notInStatus(current.apply.status, '编辑');
    const values = await checkedValues(db, providers.storage, caller, fields);
    const [updated] = await db
      .update(preservationApplies)
      .set(values)
      .where(
        and(
          eq(preservationApplies.id, id),
          liveApplyOf(caller.companyId),
          inArray(preservationApplies.status, [...PRESERVATION_EDITABLE]),
        ),
      )
      .returning({ id: preservationApplies.id });
    if (!updated) throw conflict(STATE_CHANGED);
    return applyView(db, caller.companyId, id, fileLinks(config));
  },
);

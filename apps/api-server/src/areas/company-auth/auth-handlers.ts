// The company's authentication wizard (docs/company-auth.md): getAuthDraft, saveAuthStep (a draft
// per step, only while 未提交), submitAuth (every step saved and still valid → 审核中:
// COMPANY_AUTH_MACHINE's submit through the one record writer, with its record_logs row). Each
// write first moves the company's row with its state in the WHERE (which also locks it for the
// rest of the transaction), so a save, a submit, a review and a reset never interleave.
import {
  COMPANY_AUTH_EDITABLE,
  COMPANY_AUTH_MACHINE,
  COMPANY_AUTH_STEP_SCHEMAS,
  COMPANY_AUTH_STEP_TEXT,
  COMPANY_AUTH_STEPS,
  companyAuthLocked,
  companyGetAuthDraft,
  companySaveAuthStep,
  companySubmitAuth,
  type CompanyAuthStep,
} from '@bht/api-client/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyAuthSubmissions, ensureCompanies } from '../../db/schema';
import { AppError, conflict, fieldError } from '../../http/app-error';
import type { CompanyCaller } from '../../http/auth-context';
import { implement, type HandlerContext } from '../../http/implement';
import type { FileKind } from '../uploads/file-types';
import { findCheckedUpload } from '../uploads/checked-upload';
import { companyOperator } from '../company-orders/company-operator';
import { transitionRecord } from '../records/record-transitions';
import { companyAuthInfo, loadSubmission, stepFiles, storedSteps } from './auth-submission';

/** Which field of a step holds which file, and the kinds each accepts (the seal is printed, so an image). */
const FILE_FIELDS: Record<CompanyAuthStep, Array<{ field: string; kinds: readonly FileKind[] }>> = {
  basic: [{ field: 'business_license', kinds: ['jpg', 'png', 'pdf'] }],
  identity: [
    { field: 'id_card_front', kinds: ['jpg', 'png', 'pdf'] },
    { field: 'id_card_back', kinds: ['jpg', 'png', 'pdf'] },
    { field: 'authorization_letter', kinds: ['jpg', 'png', 'pdf'] },
  ],
  qualifications: [
    { field: 'licence', kinds: ['jpg', 'png', 'pdf'] },
    { field: 'other_files', kinds: ['jpg', 'png', 'pdf', 'doc', 'docx'] },
  ],
  seal: [{ field: 'seal_image', kinds: ['png', 'jpg'] }],
};

/** Every file the step names must be a live upload of the caller's company whose bytes are of an accepted kind. */
async function assertStepFiles(
  ctx: Pick<HandlerContext<'ensure_company'>, 'db' | 'providers' | 'caller'>,
  step: CompanyAuthStep,
  data: Record<string, unknown>,
) {
  for (const { field, kinds } of FILE_FIELDS[step]) {
    const value = data[field];
    const urls = (Array.isArray(value) ? value : [value]).filter(
      (url): url is string => typeof url === 'string' && url !== '',
    );
    for (const url of urls) {
      if (!(await findCheckedUpload(ctx.db, ctx.providers.storage, url, ctx.caller, kinds)))
        throw fieldError(field, '文件无效，请重新上传');
    }
  }
}

/** Another company already carries the name (the approval would rename this one to it). */
async function assertNameFree(db: Db, caller: CompanyCaller, name: string) {
  const [taken] = await db
    .select({ id: ensureCompanies.id })
    .from(ensureCompanies)
    .where(and(eq(ensureCompanies.name, name), ne(ensureCompanies.id, caller.companyId)))
    .limit(1);
  if (taken) throw fieldError('name', '该机构名称已被其他机构使用');
}

/**
 * Within `tx`: the company's row while its steps may be saved (COMPANY_AUTH_EDITABLE; locked
 * until the transaction ends), else undefined.
 */
async function lockEditable(tx: Tx, companyId: number) {
  const [row] = await tx
    .update(ensureCompanies)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(ensureCompanies.id, companyId),
        inArray(ensureCompanies.authStatus, [...COMPANY_AUTH_EDITABLE]),
      ),
    )
    .returning({ id: ensureCompanies.id });
  return row;
}

async function refusal(db: Db, companyId: number): Promise<AppError> {
  const { company } = await loadSubmission(db, companyId);
  return conflict(companyAuthLocked(company.authStatus));
}

export const getAuthDraftHandler = implement(
  companyGetAuthDraft,
  (_input, { db, config, caller }) => companyAuthInfo(db, config, caller.companyId),
);

export const saveAuthStepHandler = implement(companySaveAuthStep, async (input, ctx) => {
  const { db, config, caller } = ctx;
  const { step, ...data } = input;
  await assertStepFiles(ctx, step, data);
  if (step === 'basic') await assertNameFree(db, caller, input.name);
  const saved = await db.transaction(async (tx) => {
    if (!(await lockEditable(tx, caller.companyId))) return false;
    await tx
      .insert(companyAuthSubmissions)
      .values({ companyId: caller.companyId, [step]: data })
      .onConflictDoUpdate({
        target: companyAuthSubmissions.companyId,
        set: { [step]: data, updatedAt: new Date() },
      });
    return true;
  });
  if (!saved) throw await refusal(db, caller.companyId);
  return companyAuthInfo(db, config, caller.companyId);
});

/** A stored step as its request would send it again (lists comma-joined), to re-validate it with the step's schema. */
const asRequest = (data: object) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );

export const submitAuthHandler = implement(companySubmitAuth, async (_input, ctx) => {
  const { db, config, caller } = ctx;
  const { row } = await loadSubmission(db, caller.companyId);
  const steps = storedSteps(row);
  // Submitted as a whole: every step saved, still valid by its rules, its files still the company's.
  for (const step of COMPANY_AUTH_STEPS) {
    const data = steps[step];
    if (!data)
      throw new AppError(`请先完成“${COMPANY_AUTH_STEP_TEXT[step]}”`, {
        fields: { [step]: `请先完成${COMPANY_AUTH_STEP_TEXT[step]}` },
      });
    const parsed = COMPANY_AUTH_STEP_SCHEMAS[step].safeParse(asRequest(data));
    if (!parsed.success)
      throw new AppError(
        `“${COMPANY_AUTH_STEP_TEXT[step]}”：${parsed.error.issues[0]?.message ?? '资料不完整'}`,
        { fields: { [step]: '请重新填写' } },
      );
    if (stepFiles(step, data).length === 0)
      throw new AppError(`请先完成“${COMPANY_AUTH_STEP_TEXT[step]}”`);
    await assertStepFiles(ctx, step, data as unknown as Record<string, unknown>).catch(() => {
      throw new AppError(`“${COMPANY_AUTH_STEP_TEXT[step]}”中的文件已失效，请重新上传`, {
        fields: { [step]: '文件已失效' },
      });
    });
  }
  await assertNameFree(db, caller, steps.basic!.name);
  const operator = await companyOperator(db, caller);
  await db.transaction(async (tx) => {
    await transitionRecord(tx, {
      machine: COMPANY_AUTH_MACHINE,
      table: ensureCompanies,
      statusKey: 'authStatus',
      id: caller.companyId,
      action: 'submit',
      operator,
    });
    await tx
      .update(companyAuthSubmissions)
      .set({ submittedAt: new Date(), reviewedAt: null, reviewedBy: null, reviewOpinion: null })
      .where(eq(companyAuthSubmissions.companyId, caller.companyId));
  });
  return companyAuthInfo(db, config, caller.companyId);
});

export const companyAuthHandlers = [getAuthDraftHandler, saveAuthStepHandler, submitAuthHandler];

// What a performance or wage application adds to the bid form, checked and turned into order
// columns (the `details` of applicationHandler, and of editLetter): the rules of
// @bht/validators/letter-terms (400 with the failing fields named), the attachments checked to be
// the caller's enterprise's uploads, the contract and beneficiary snapshotted. The guaranteed
// amount goes to bid_bond_amount, from which the premium is computed.
import type {
  performanceApplicationSchema,
  workerDeclarationSchema,
} from '@bht/api-client/contract';
import {
  checkLetterValidity,
  checkPerformanceAmount,
  checkWageDeclaration,
  normalizeMoney,
  wageAmount,
  type FieldProblems,
} from '@bht/validators';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ApplicationDetails } from '../letters/add-letter';
import { enterpriseUploadUrls } from '../uploads/upload-access';
import type { NewOrder, ProjectRow } from '../../db/rows';
import { todayInChina } from '../../time/china-time';

export type PerformanceForm = z.output<typeof performanceApplicationSchema>;
export type WorkerForm = z.output<typeof workerDeclarationSchema>;

const FILE_UNKNOWN: Record<string, string> = {
  contract_file: '施工合同文件不存在或已删除，请重新上传',
  award_notice_file: '中标通知书文件不存在或已删除，请重新上传',
};

/** 400 naming every failing field (the first one's message as the envelope's msg). */
export function refuseFields(problems: FieldProblems): void {
  const [first] = Object.values(problems);
  if (first) throw new AppError(first, { status: 400, fields: problems });
}

/** Attachments (field → stored path) that are not live uploads of the enterprise. */
async function foreignFiles(
  db: Db,
  enterpriseId: number,
  files: Record<string, string | undefined>,
): Promise<FieldProblems> {
  const named = Object.entries(files).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const owned = await enterpriseUploadUrls(
    db,
    enterpriseId,
    named.map(([, url]) => url),
  );
  return Object.fromEntries(
    named
      .filter(([, url]) => !owned.has(url))
      .map(([field]) => [field, FILE_UNKNOWN[field] ?? '文件不存在或已删除，请重新上传']),
  );
}

const validity = (form: { valid_from: string; valid_to: string }, project: ProjectRow) =>
  checkLetterValidity(form.valid_from, form.valid_to, {
    today: todayInChina(),
    completionDate: project.completionDate,
  });

/** The columns both types share: beneficiary (the labour authority of a wage letter has no credit code on the form), validity. */
const beneficiaryColumns = (form: PerformanceForm | WorkerForm): Partial<NewOrder> => ({
  beneficiary: form.beneficiary,
  beneficiaryCreditCode: 'beneficiary_credit_code' in form ? form.beneficiary_credit_code : '',
  beneficiaryAddress: form.beneficiary_address,
  validFrom: form.valid_from,
  validTo: form.valid_to,
});

/** A performance letter: the amount within PERFORMANCE_MAX_SHARE of the project's contract price, which is snapshotted. */
export const performanceTerms: ApplicationDetails<PerformanceForm> = async (
  db,
  form,
  enterpriseId,
  project,
) => {
  const contractPrice = project.contractPrice ?? '0';
  refuseFields({
    ...checkPerformanceAmount(form.amount, contractPrice),
    ...validity(form, project),
    ...(await foreignFiles(db, enterpriseId, {
      contract_file: form.contract_file,
      award_notice_file: form.award_notice_file,
    })),
  });
  return {
    ...beneficiaryColumns(form),
    bidBondAmount: normalizeMoney(form.amount),
    contractPrice,
    wageShare: null,
    wordingRequest: null,
    contractFile: form.contract_file,
    awardNoticeFile: form.award_notice_file,
  };
};

/** A wage letter: the declared contract price × the wage share (WORKER_WAGE_SHARE_MIN to _MAX percent). */
export const workerTerms: ApplicationDetails<WorkerForm> = async (
  db,
  form,
  enterpriseId,
  project,
) => {
  const problems = {
    ...checkWageDeclaration(form.contract_price, form.wage_share),
    ...validity(form, project),
  };
  const amount =
    problems.contract_price || problems.wage_share
      ? null
      : wageAmount(form.contract_price, form.wage_share);
  if (amount === '0.00') problems.contract_price = '合同价过小，担保金额不足 0.01 元';
  refuseFields({
    ...problems,
    ...(await foreignFiles(db, enterpriseId, { contract_file: form.contract_file })),
  });
  return {
    ...beneficiaryColumns(form),
    bidBondAmount: amount!,
    contractPrice: normalizeMoney(form.contract_price),
    wageShare: form.wage_share,
    wordingRequest: form.wording_request,
    contractFile: form.contract_file ?? null,
    awardNoticeFile: null,
  };
};

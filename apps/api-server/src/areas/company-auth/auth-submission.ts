// A company's authentication as stored (company_auth_submissions, one JSON object per step) and
// as shown: to the company on its wizard and result page, to operators on the review desk. Files
// are kept as stored paths and handed out as signed links (docs/files.md).
import {
  COMPANY_AUTH_STATUS_TEXT,
  COMPANY_AUTH_STEPS,
  companyAuthActions,
  type AuthBasic,
  type AuthIdentity,
  type AuthQualifications,
  type AuthSeal,
  type CompanyAuthInfo,
  type CompanyAuthStatus,
  type CompanyAuthStep,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { companyAuthSubmissions, ensureCompanies } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toUnixSecondsOrNull } from '../../http/wire-format';
import { fileLinks, type LinkFile } from '../../http/file-links';

export type SubmissionRow = typeof companyAuthSubmissions.$inferSelect;

/** Each step's saved data (the step's parsed request fields), or null while not saved. */
export interface StoredSteps {
  basic: AuthBasic | null;
  identity: AuthIdentity | null;
  qualifications: AuthQualifications | null;
  seal: AuthSeal | null;
}

export const storedSteps = (row: SubmissionRow | undefined): StoredSteps => ({
  basic: (row?.basic as AuthBasic | null) ?? null,
  identity: (row?.identity as AuthIdentity | null) ?? null,
  qualifications: (row?.qualifications as AuthQualifications | null) ?? null,
  seal: (row?.seal as AuthSeal | null) ?? null,
});

export const savedStepNames = (steps: StoredSteps): CompanyAuthStep[] =>
  COMPANY_AUTH_STEPS.filter((step) => steps[step] !== null);

/** The stored paths of every file a step keeps. */
export function stepFiles(step: CompanyAuthStep, data: StoredSteps[CompanyAuthStep]): string[] {
  if (!data) return [];
  switch (step) {
    case 'basic':
      return [(data as AuthBasic).business_license];
    case 'identity': {
      const identity = data as AuthIdentity;
      return [identity.id_card_front, identity.id_card_back, identity.authorization_letter].filter(
        Boolean,
      );
    }
    case 'qualifications':
      return [(data as AuthQualifications).licence, ...(data as AuthQualifications).other_files];
    case 'seal':
      return [(data as AuthSeal).seal_image];
  }
}

/** The steps with their files as signed links. */
export function linkedSteps(steps: StoredSteps, link: LinkFile) {
  const { basic, identity, qualifications, seal } = steps;
  return {
    basic: basic && { ...basic, business_license: link(basic.business_license) },
    identity: identity && {
      ...identity,
      id_card_front: link(identity.id_card_front),
      id_card_back: link(identity.id_card_back),
      authorization_letter: link(identity.authorization_letter),
    },
    qualifications: qualifications && {
      ...qualifications,
      licence: link(qualifications.licence),
      other_files: qualifications.other_files.map((file) => link(file)),
    },
    seal: seal && { seal_image: link(seal.seal_image) },
  };
}

export async function loadSubmission(db: Db, companyId: number) {
  const [company] = await db
    .select({
      id: ensureCompanies.id,
      name: ensureCompanies.name,
      authStatus: ensureCompanies.authStatus,
    })
    .from(ensureCompanies)
    .where(eq(ensureCompanies.id, companyId))
    .limit(1);
  if (!company) throw notFound('机构不存在');
  const [row] = await db
    .select()
    .from(companyAuthSubmissions)
    .where(eq(companyAuthSubmissions.companyId, companyId))
    .limit(1);
  return { company, row };
}

/** What getAuthDraft and the step calls answer the company. */
export async function companyAuthInfo(
  db: Db,
  config: Pick<Config, 'FILE_URL_SECRET'>,
  companyId: number,
): Promise<CompanyAuthInfo> {
  const { company, row } = await loadSubmission(db, companyId);
  const steps = storedSteps(row);
  return {
    company_id: company.id,
    company_name: company.name,
    auth_status: company.authStatus,
    status_text: COMPANY_AUTH_STATUS_TEXT[company.authStatus as CompanyAuthStatus] ?? '',
    steps_done: savedStepNames(steps),
    ...linkedSteps(steps, fileLinks(config)),
    submitted_time: toUnixSecondsOrNull(row?.submittedAt),
    reviewed_time: toUnixSecondsOrNull(row?.reviewedAt),
    opinion: row?.reviewOpinion ?? null,
    actions: companyAuthActions(company.authStatus, 'company'),
  };
}

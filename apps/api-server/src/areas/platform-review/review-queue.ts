// The operator's desk reads: who is waiting for review (oldest submission first), one submission
// with its documents (private files as signed links, readable by operators only), the history.
import {
  actionsFor,
  companyAuthActions,
  ENTERPRISE_AUTH_MACHINE,
  platformGetCompanySubmission,
  platformGetEnterpriseSubmission,
  platformGetInfo,
  platformGetReviewHistory,
  platformGetReviewQueue,
  platformLogout,
  PLATFORM_OPERATOR_PERMISSION,
  type ReviewKind,
} from '@bht/api-client/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import { endCallerSession } from '../../auth/logout';
import type { Db } from '../../db/client';
import {
  authReviews,
  companyAuthSubmissions,
  enterprises,
  ensureCompanies,
  platformOperators,
} from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds, toUnixSecondsOrNull } from '../../http/wire-format';
import { linkedSteps, loadSubmission, storedSteps } from '../company-auth/auth-submission';
import { agreementUrl, bankOf } from '../firm/auth-info';
import { loadEnterprise } from '../firm/firm-state';
import { fileLinks } from '../../http/file-links';

const UNDER_REVIEW = 1;

async function pendingCount(db: Db, kind: ReviewKind): Promise<number> {
  const table = kind === 'enterprise' ? enterprises : ensureCompanies;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(eq(table.authStatus, UNDER_REVIEW));
  return row?.n ?? 0;
}

export const platformGetInfoHandler = implement(platformGetInfo, async (_input, { db, caller }) => {
  const [operator] = await db
    .select({
      id: platformOperators.id,
      account: platformOperators.account,
      name: platformOperators.name,
    })
    .from(platformOperators)
    .where(eq(platformOperators.id, caller.accountId))
    .limit(1);
  if (!operator) throw notFound('账号不存在');
  return {
    account: { ...operator, auth_json: PLATFORM_OPERATOR_PERMISSION },
    pending: {
      enterprise: await pendingCount(db, 'enterprise'),
      company: await pendingCount(db, 'company'),
    },
  };
});

export const platformLogoutHandler = implement(platformLogout, (_input, ctx) =>
  endCallerSession(ctx),
);

export const platformGetReviewQueueHandler = implement(
  platformGetReviewQueue,
  async ({ kind, page, limit }, { db }) => {
    const offset = (page - 1) * limit;
    if (kind === 'enterprise') {
      const rows = await db
        .select({
          id: enterprises.id,
          name: enterprises.name,
          credit_code: enterprises.creditCode,
          submittedAt: enterprises.submittedAt,
        })
        .from(enterprises)
        .where(eq(enterprises.authStatus, UNDER_REVIEW))
        .orderBy(asc(enterprises.submittedAt), asc(enterprises.id))
        .limit(limit)
        .offset(offset);
      const list = rows.map(({ submittedAt, ...row }) => ({
        kind,
        ...row,
        submitted_time: toUnixSecondsOrNull(submittedAt),
      }));
      return { list, total: await pendingCount(db, kind), page, limit };
    }
    const rows = await db
      .select({
        id: ensureCompanies.id,
        name: ensureCompanies.name,
        basic: companyAuthSubmissions.basic,
        submittedAt: companyAuthSubmissions.submittedAt,
      })
      .from(ensureCompanies)
      .leftJoin(companyAuthSubmissions, eq(companyAuthSubmissions.companyId, ensureCompanies.id))
      .where(eq(ensureCompanies.authStatus, UNDER_REVIEW))
      .orderBy(asc(companyAuthSubmissions.submittedAt), asc(ensureCompanies.id))
      .limit(limit)
      .offset(offset);
    const list = rows.map((row) => ({
      kind,
      id: row.id,
      name: row.name,
      credit_code: (row.basic as { credit_code?: string } | null)?.credit_code ?? '',
      submitted_time: toUnixSecondsOrNull(row.submittedAt),
    }));
    return { list, total: await pendingCount(db, kind), page, limit };
  },
);

export const platformGetEnterpriseSubmissionHandler = implement(
  platformGetEnterpriseSubmission,
  async ({ id }, { db, config }) => {
    const { enterprise, record } = await loadEnterprise(db, id);
    const link = fileLinks(config);
    const identity =
      record?.identityRole && record.identityName && record.identityIdCard
        ? {
            role: record.identityRole === 'agent' ? ('agent' as const) : ('legal' as const),
            name: record.identityName,
            id_card: record.identityIdCard,
            mobile: record.authMobile ?? '',
            id_card_front: link(record.idCardFront),
            id_card_back: link(record.idCardBack),
            authorization_letter: link(record.authorizationLetter),
          }
        : null;
    return {
      enterprise_id: enterprise.id,
      name: enterprise.name,
      credit_code: enterprise.creditCode,
      legal_person: enterprise.legalPerson,
      auth_status: enterprise.authStatus as 0 | 1 | 2 | -1,
      auth_step: enterprise.authStep,
      reject_reason: enterprise.rejectReason,
      identity,
      bank: bankOf(record),
      agreement_url: link(await agreementUrl(db, record)),
      submitted_time: toUnixSecondsOrNull(enterprise.submittedAt),
      reviewed_time: toUnixSecondsOrNull(enterprise.reviewedAt),
      address: enterprise.address,
      business_license: link(enterprise.businessLicense),
      contact_name: enterprise.contactName,
      contact_mobile: enterprise.contactMobile,
      actions: actionsFor(ENTERPRISE_AUTH_MACHINE, enterprise.authStatus, 'platform', new Set()),
    };
  },
);

export const platformGetCompanySubmissionHandler = implement(
  platformGetCompanySubmission,
  async ({ id }, { db, config }) => {
    const { company, row } = await loadSubmission(db, id);
    return {
      company_id: company.id,
      company_name: company.name,
      auth_status: company.authStatus,
      ...linkedSteps(storedSteps(row), fileLinks(config)),
      submitted_time: toUnixSecondsOrNull(row?.submittedAt),
      reviewed_time: toUnixSecondsOrNull(row?.reviewedAt),
      opinion: row?.reviewOpinion ?? null,
      actions: companyAuthActions(company.authStatus, 'operator'),
    };
  },
);

/** One history row as the desk shows it. */
export const reviewRecordColumns = {
  id: authReviews.id,
  kind: authReviews.subjectKind,
  subject_id: authReviews.subjectId,
  subject_name: authReviews.subjectName,
  decision: authReviews.decision,
  opinion: authReviews.opinion,
  operator_name: platformOperators.name,
  createdAt: authReviews.createdAt,
};

export type ReviewRecordRow = {
  id: number;
  kind: string;
  subject_id: number;
  subject_name: string;
  decision: string;
  opinion: string;
  operator_name: string;
  createdAt: Date;
};

export const toReviewRecord = ({ createdAt, ...row }: ReviewRecordRow) => ({
  ...row,
  kind: row.kind as ReviewKind,
  decision: row.decision as 'approve' | 'reject',
  create_time: toUnixSeconds(createdAt),
});

export const platformGetReviewHistoryHandler = implement(
  platformGetReviewHistory,
  async ({ kind, page, limit }, { db }) => {
    const where = kind ? eq(authReviews.subjectKind, kind) : undefined;
    const rows = await db
      .select(reviewRecordColumns)
      .from(authReviews)
      .innerJoin(platformOperators, eq(platformOperators.id, authReviews.operatorId))
      .where(where)
      .orderBy(desc(authReviews.createdAt), desc(authReviews.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db.select({ n: count() }).from(authReviews).where(where);
    return { list: rows.map(toReviewRecord), total: total?.n ?? 0, page, limit };
  },
);

// The operator's decisions (docs/company-auth.md). An enterprise admission goes through
// reviewEnterprise (the same state check and messages as the CLI and the sandbox call); a company
// authentication moves 1 → 2 / -1 here (COMPANY_AUTH_MACHINE's approve / reject through the one
// record writer, with its record_logs row), and an approval writes the reviewed basic data and
// seal onto the company. Each decision and its history row are one transaction.
import {
  COMPANY_AUTH_MACHINE,
  platformReviewCompany,
  platformReviewEnterprise,
  type ReviewKind,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import {
  authReviews,
  companyAuthSubmissions,
  ensureCompanies,
  platformOperators,
} from '../../db/schema';
import { conflict } from '../../http/app-error';
import type { OperatorCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { isUniqueViolation } from '../../db/unique-violation';
import { loadSubmission, storedSteps } from '../company-auth/auth-submission';
import { reviewEnterprise } from '../firm/review-enterprise';
import { notify } from '../messages/notify';
import { transitionRecord, type RecordOperator } from '../records/record-transitions';
import { reviewRecordColumns, toReviewRecord } from './review-queue';
import type { Db, Tx } from '../../db/client';

/** The caller as record_logs names it (the operator's name). */
async function platformOperator(db: Db, caller: OperatorCaller): Promise<RecordOperator> {
  const [operator] = await db
    .select({ name: platformOperators.name })
    .from(platformOperators)
    .where(eq(platformOperators.id, caller.accountId))
    .limit(1);
  return {
    type: 'platform',
    id: caller.accountId,
    name: operator?.name ?? '',
    permissions: caller.permissions,
  };
}

interface Decision {
  kind: ReviewKind;
  subjectId: number;
  subjectName: string;
  decision: 'approve' | 'reject';
  opinion: string;
}

async function recordDecision(tx: Tx, caller: OperatorCaller, d: Decision) {
  const [inserted] = await tx
    .insert(authReviews)
    .values({
      subjectKind: d.kind,
      subjectId: d.subjectId,
      subjectName: d.subjectName,
      operatorId: caller.accountId,
      decision: d.decision,
      opinion: d.opinion,
    })
    .returning({ id: authReviews.id });
  const [row] = await tx
    .select(reviewRecordColumns)
    .from(authReviews)
    .innerJoin(platformOperators, eq(platformOperators.id, authReviews.operatorId))
    .where(eq(authReviews.id, inserted!.id));
  return toReviewRecord(row!);
}

export const platformReviewEnterpriseHandler = implement(
  platformReviewEnterprise,
  async ({ id, decision, opinion }, { db, caller }) => {
    let record: ReturnType<typeof toReviewRecord> | undefined;
    await reviewEnterprise(
      db,
      id,
      decision === 'approve'
        ? { action: 'approve', opinion }
        : { action: 'reject', reason: opinion },
      await platformOperator(db, caller),
      async (tx, reviewed) => {
        record = await recordDecision(tx, caller, {
          kind: 'enterprise',
          subjectId: reviewed.id,
          subjectName: reviewed.name,
          decision,
          opinion,
        });
      },
    );
    return record!;
  },
);

export const platformReviewCompanyHandler = implement(
  platformReviewCompany,
  async ({ id, decision, opinion }, { db, caller }) => {
    const { row } = await loadSubmission(db, id);
    const { basic, seal } = storedSteps(row);
    // What the operator approved becomes the company's profile: name, address, contact, seal.
    const profile =
      decision === 'approve' && basic
        ? {
            name: basic.name,
            address: basic.address,
            contact: basic.contact,
            tel: basic.tel,
            ...(seal ? { sealImage: seal.seal_image } : {}),
          }
        : {};
    const operator = await platformOperator(db, caller);
    return db
      .transaction(async (tx) => {
        const company = await transitionRecord(tx, {
          machine: COMPANY_AUTH_MACHINE,
          table: ensureCompanies,
          statusKey: 'authStatus',
          id,
          action: decision,
          operator,
          note: opinion,
          noteField: 'opinion',
          set: profile,
        });
        const now = new Date();
        await tx
          .update(companyAuthSubmissions)
          .set({ reviewedAt: now, reviewedBy: caller.accountId, reviewOpinion: opinion || null })
          .where(eq(companyAuthSubmissions.companyId, id));
        await notify(
          tx,
          { side: 'ensure_company', companyId: id, permission: 'jigou' },
          decision === 'approve'
            ? {
                kind: 'auth_approved',
                title: '机构认证已通过',
                content: `${company.name}的机构认证已审核通过，可以受理保函申请了。${opinion ? `审核意见：${opinion}` : ''}`,
              }
            : {
                kind: 'auth_rejected',
                title: '机构认证未通过',
                content: `${company.name}的机构认证未通过审核，请按审核意见修改后重新提交。审核意见：${opinion}`,
              },
        );
        return recordDecision(tx, caller, {
          kind: 'company',
          subjectId: id,
          subjectName: company.name,
          decision,
          opinion,
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw conflict('该机构名称已被其他机构使用，请驳回并说明原因');
        throw error;
      });
  },
);

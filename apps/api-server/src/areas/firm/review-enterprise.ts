// The admission review of a submitted application: 1 → 2 (approved) or 1 → -1 (rejected, with a
// reason). The platform operators' review desk (areas/platform-review, which records the decision
// in the same transaction through `record`), the review CLI (src/db/review-enterprise-cli.ts)
// and, in sandbox development mode, POST /api/sandbox/review-enterprise call this. The result is
// a message to the enterprise's accounts, written in the same transaction (docs/messages.md).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enterprises } from '../../db/schema';
import { AppError, conflict, fieldError, notFound } from '../../http/app-error';
import { notifyAuthReviewed } from '../messages/auth-events';
import { AUTH_STATUS } from './firm-state';

export type ReviewDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export const REJECT_REASON_MAX = 200;

export type ReviewedEnterpriseRow = {
  id: number;
  name: string;
  authStatus: number;
  rejectReason: string | null;
};

export async function reviewEnterprise(
  db: Db,
  enterpriseId: number,
  decision: ReviewDecision,
  record?: (tx: Tx, reviewed: ReviewedEnterpriseRow) => Promise<void>,
) {
  const reason = decision.action === 'reject' ? decision.reason.trim() : null;
  if (decision.action === 'reject' && !reason) throw fieldError('reason', '请填写驳回原因');
  if (reason && reason.length > REJECT_REASON_MAX)
    throw new AppError(`驳回原因不能超过 ${REJECT_REASON_MAX} 字`, {
      fields: { reason: '驳回原因过长' },
    });

  const reviewed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(enterprises)
      .set({
        authStatus: decision.action === 'approve' ? AUTH_STATUS.approved : AUTH_STATUS.rejected,
        rejectReason: reason,
        reviewedAt: new Date(),
      })
      .where(
        and(eq(enterprises.id, enterpriseId), eq(enterprises.authStatus, AUTH_STATUS.underReview)),
      )
      .returning({
        id: enterprises.id,
        name: enterprises.name,
        authStatus: enterprises.authStatus,
        rejectReason: enterprises.rejectReason,
      });
    if (row)
      await notifyAuthReviewed(tx, {
        id: row.id,
        name: row.name,
        approved: row.authStatus === AUTH_STATUS.approved,
        rejectReason: row.rejectReason,
      });
    if (row && record) await record(tx, row);
    return row;
  });
  if (reviewed) return reviewed;
  const [existing] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .limit(1);
  if (!existing) throw notFound('企业不存在');
  throw conflict('该企业的认证不在审核中');
}

// The admission review of a submitted application: 1 → 2 (approved) or 1 → -1 (rejected, with a
// reason), ENTERPRISE_AUTH_MACHINE's approve / reject through the one record writer
// (record-transitions.ts: conditional UPDATE on 审核中, a record_logs row). The platform operators'
// review desk (areas/platform-review, which records the decision in the same transaction through
// `record`), the review CLI (src/db/review-enterprise-cli.ts) and, in sandbox development mode,
// POST /api/sandbox/review-enterprise call this. The result is a message to the enterprise's
// accounts, written in the same transaction (docs/messages.md).
import { ENTERPRISE_AUTH_MACHINE, EnterpriseAuthStatus } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enterprises } from '../../db/schema';
import type { EnterpriseRow } from '../../db/rows';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { notifyAuthReviewed } from '../messages/auth-events';
import { transitionRecord, type RecordOperator } from '../records/record-transitions';

/** An approval may carry the reviewer's opinion (for the log); a rejection needs its reason. */
export type ReviewDecision =
  { action: 'approve'; opinion?: string } | { action: 'reject'; reason: string };

export const REJECT_REASON_MAX = 200;

/** Who decides outside the operators' desk: the review CLI or the sandbox call. */
export const platformReviewer = (name: string): RecordOperator => ({
  type: 'platform',
  id: null,
  name,
  permissions: new Set(),
});

export async function reviewEnterprise(
  db: Db,
  enterpriseId: number,
  decision: ReviewDecision,
  reviewer: RecordOperator,
  record?: (tx: Tx, reviewed: EnterpriseRow) => Promise<void>,
): Promise<EnterpriseRow> {
  const reason = decision.action === 'reject' ? decision.reason.trim() : null;
  if (decision.action === 'reject' && !reason) throw fieldError('reason', '请填写驳回原因');
  if (reason && reason.length > REJECT_REASON_MAX)
    throw new AppError(`驳回原因不能超过 ${REJECT_REASON_MAX} 字`, {
      fields: { reason: '驳回原因过长' },
    });
  const [existing] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .limit(1);
  if (!existing) throw notFound('企业不存在');

  return db.transaction((tx) =>
    transitionRecord(tx, {
      machine: ENTERPRISE_AUTH_MACHINE,
      table: enterprises,
      statusKey: 'authStatus',
      id: enterpriseId,
      action: decision.action,
      operator: reviewer,
      note: reason ?? (decision.action === 'approve' ? (decision.opinion ?? '') : ''),
      noteField: 'reason',
      set: { rejectReason: reason, reviewedAt: new Date() },
      notify: async (tx, row) => {
        await notifyAuthReviewed(tx, {
          id: row.id,
          name: row.name,
          approved: row.authStatus === EnterpriseAuthStatus.APPROVED,
          rejectReason: row.rejectReason,
        });
        await record?.(tx, row);
      },
    }),
  );
}

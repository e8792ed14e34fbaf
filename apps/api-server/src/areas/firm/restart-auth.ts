// POST /api/firm/restart: after a rejection (-1) the main account starts again (→ 0). The data
// entered is kept for correction; the steps whose data is still complete stay done (at most 3:
// the agreement of the rejected application is void and must be signed again), and the
// rejection reason stays visible until the next submission.
import { restartAuth } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { enterpriseAuthRecords, enterprises } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { buildAuthInfo } from './auth-info';
import { assertMainAccount, AUTH_STATUS, loadEnterprise, type AuthRecordRow } from './firm-state';

/** How many steps the kept data still covers, in order. */
function stepsStillDone(record: AuthRecordRow | null): 0 | 1 | 2 | 3 {
  const identity =
    record?.identityRole &&
    record.identityName &&
    record.identityIdCard &&
    record.idCardFront &&
    record.idCardBack;
  if (!record || !identity || (record.identityRole === 'agent' && !record.authorizationLetter))
    return 0;
  if (!record.authMobile) return 1;
  return record.bankVerified ? 3 : 2;
}

export const restartAuthHandler = implement(restartAuth, async (_input, { db, config, caller }) => {
  assertMainAccount(caller);
  const { enterprise, record } = await loadEnterprise(db, caller.enterpriseId);
  if (enterprise.authStatus !== AUTH_STATUS.rejected) {
    throw conflict(
      enterprise.authStatus === AUTH_STATUS.underReview
        ? '认证资料审核中，无需重新认证'
        : '仅认证被驳回后可重新认证',
    );
  }
  await db.transaction(async (tx) => {
    const restarted = await tx
      .update(enterprises)
      .set({
        authStatus: AUTH_STATUS.notSubmitted,
        authStep: stepsStillDone(record),
        submittedAt: null,
      })
      .where(
        and(eq(enterprises.id, enterprise.id), eq(enterprises.authStatus, AUTH_STATUS.rejected)),
      )
      .returning({ id: enterprises.id });
    if (restarted.length === 0) throw conflict('认证状态已变化，请刷新页面后重试');
    await tx
      .update(enterpriseAuthRecords)
      .set({ agreementDocumentId: null })
      .where(eq(enterpriseAuthRecords.enterpriseId, enterprise.id));
  });
  return buildAuthInfo({ db, config }, caller);
});

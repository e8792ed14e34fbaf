// POST /api/firm/restart: after a rejection (-1) the main account starts again (→ 0). The data
// entered is kept for correction; the steps whose data is still complete stay done (at most 3:
// the agreement of the rejected application is void and must be signed again), and the
// rejection reason stays visible until the next submission. The move is ENTERPRISE_AUTH_MACHINE's
// restart through the one record writer (only from 已驳回; a record_logs row).
import { ENTERPRISE_AUTH_MACHINE, restartAuth } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { enterpriseAuthRecords, enterprises } from '../../db/schema';
import { implement } from '../../http/implement';
import { enterpriseOperator } from '../orders/enterprise-order-access';
import { transitionRecord } from '../records/record-transitions';
import { buildAuthInfo } from './auth-info';
import { assertMainAccount, loadEnterprise, type AuthRecordRow } from './firm-state';

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
  const operator = await enterpriseOperator(db, caller);
  await db.transaction(async (tx) => {
    await transitionRecord(tx, {
      machine: ENTERPRISE_AUTH_MACHINE,
      table: enterprises,
      statusKey: 'authStatus',
      id: enterprise.id,
      action: 'restart',
      operator,
      set: { authStep: stepsStillDone(record), submittedAt: null },
    });
    await tx
      .update(enterpriseAuthRecords)
      .set({ agreementDocumentId: null })
      .where(eq(enterpriseAuthRecords.enterpriseId, enterprise.id));
  });
  return buildAuthInfo({ db, config }, caller);
});

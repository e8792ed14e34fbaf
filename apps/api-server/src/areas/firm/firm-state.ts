// The /firm guide's state machine (docs/state-machines.md, "Enterprise authentication"):
// auth_status 0 → steps 1-4 in order → 1 under review → 2 approved / -1 rejected → restart → 0.
// Reads here give the Chinese reason an action is not possible now; every write re-checks the
// state in its UPDATE's WHERE inside the caller's transaction, so concurrent duplicates cannot
// both pass.
import { EnterpriseAuthStatus, enterpriseAuthLocked } from '@bht/api-client/contract';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseAuthRecords, enterprises } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { voidPendingDocuments } from '../../providers/esign/signed-documents';
import type { EnterpriseRow } from '../../db/rows';

/** The e-signed document kind of step 4. */
export const SEAL_AGREEMENT = 'seal_authorization';

export type AuthRecordRow = typeof enterpriseAuthRecords.$inferSelect;

export async function loadEnterprise(
  db: Db,
  enterpriseId: number,
): Promise<{ enterprise: EnterpriseRow; record: AuthRecordRow | null }> {
  const [enterprise] = await db
    .select()
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .limit(1);
  if (!enterprise) throw notFound('企业不存在');
  const [record] = await db
    .select()
    .from(enterpriseAuthRecords)
    .where(eq(enterpriseAuthRecords.enterpriseId, enterpriseId))
    .limit(1);
  return { enterprise, record: record ?? null };
}

export function assertMainAccount(caller: EnterpriseCaller) {
  if (!caller.isMaster) throw forbidden('仅主账号可进行企业认证');
}

/**
 * The enterprise and its record when the caller may do step `step` (1-4) now: main account,
 * not submitted, and the previous step done.
 */
export async function loadForStep(db: Db, caller: EnterpriseCaller, step: 1 | 2 | 3 | 4) {
  assertMainAccount(caller);
  const state = await loadEnterprise(db, caller.enterpriseId);
  const locked = enterpriseAuthLocked(state.enterprise.authStatus);
  if (locked) throw conflict(locked);
  if (state.enterprise.authStep < step - 1) throw conflict('请先完成上一步');
  return state;
}

/**
 * Sets auth_step to `done` (the number of steps now done) provided the enterprise is still not
 * submitted and its current auth_step matches `current`. Later steps must be done again, so the
 * bank verification is dropped below 3 and unsigned agreement drafts become void.
 */
export async function completeStep(
  tx: Db,
  enterpriseId: number,
  done: 1 | 2 | 3,
  current: { atLeast: number } | { exactly: number },
) {
  const stepMatches =
    'exactly' in current
      ? eq(enterprises.authStep, current.exactly)
      : gte(enterprises.authStep, current.atLeast);
  const rows = await tx
    .update(enterprises)
    .set({ authStep: done })
    .where(
      and(
        eq(enterprises.id, enterpriseId),
        eq(enterprises.authStatus, EnterpriseAuthStatus.NOT_SUBMITTED),
        stepMatches,
      ),
    )
    .returning({ id: enterprises.id });
  if (rows.length === 0) throw conflict('认证进度已变化，请刷新页面后重试');
  if (done < 3) {
    await tx
      .update(enterpriseAuthRecords)
      .set({ bankVerified: false, depositHash: null, depositExpiresAt: null, depositAttempts: 0 })
      .where(eq(enterpriseAuthRecords.enterpriseId, enterpriseId));
  }
  await voidPendingDocuments(tx, {
    ownerType: 'enterprise',
    ownerId: enterpriseId,
    kind: SEAL_AGREEMENT,
  });
}

// The insurers' results for proposals (order_sn = a policy's BX… number) on the shared callbacks
// /api/sun_letter/payResult and /api/hua_an_letter/payResult; areas/payments/pay-result.ts checks
// the signature with the insurer provider and hands them here. In order (docs/insurance.md):
//   1. idempotent on (insurer, trade_no): a known transaction changes nothing (duplicate: true),
//      except that it queues again at once what is still undone (the policy document of an insured
//      policy, the refund of a late premium);
//   2. FAIL / CLOSED: an unpaid policy closes with the insurer's reason;
//   3. SUCCESS: the amount must be the policy's premium; unpaid → insured with an insurance.policy
//      job for the insurer's policy number and the policy PDF (policy-document-job.ts), run at once;
//   4. a SUCCESS for a closed policy is recorded on it and refunded through the insurer (an
//      insurance.refund job enqueued with the record, policy-refund-job.ts); the policy is never
//      reopened.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insurancePolicies } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import type { Providers } from '../../providers';
import type { Insurer } from '../../providers/insurer/insurer-provider';
import {
  AWAITING_REFUND,
  awaitsRefund,
  enqueueRecordedRefund,
  enqueueSecondPremiumRefund,
  ensureRecordedRefundQueued,
  runPolicyRefundNow,
} from './policy-refund-job';
import {
  enqueuePolicyDocument,
  ensurePolicyDocumentQueued,
  runPolicyDocumentNow,
} from './policy-document-job';
import { POLICY_NOT_FOUND, type PolicyRow } from './policy-records';
import { answer, type PayNotification, type PayResultAnswer } from '../payments/pay-notification';

export const POLICY_AMOUNT_MISMATCH = '支付金额与保费不符';

interface Deps {
  db: Db;
  providers: Pick<Providers, 'insurer' | 'storage' | 'sandbox'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/** Runs the refund job of premium `tradeNo` of policy `sn` now, right after it was queued. */
const refundNow = ({ db, providers, log }: Deps, sn: string, tradeNo: string) =>
  runPolicyRefundNow({ db, insurer: providers.insurer, log }, sn, tradeNo);

async function findPolicyTrade(
  db: Db,
  insurer: Insurer,
  tradeNo: string,
): Promise<PolicyRow | null> {
  const [row] = await db
    .select()
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.insurer, insurer), eq(insurancePolicies.tradeNo, tradeNo)))
    .limit(1);
  return row ?? null;
}

/** The policy the result is about; a policy of another insurer is unknown to this one (404). */
async function findInsurersPolicy(db: Db, insurer: Insurer, sn: string): Promise<PolicyRow> {
  const [row] = await db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.sn, sn))
    .limit(1);
  if (!row || row.insurer !== insurer) throw notFound(POLICY_NOT_FOUND);
  return row;
}

export async function receivePolicyResult(
  deps: Deps,
  insurer: Insurer,
  n: PayNotification,
): Promise<PayResultAnswer> {
  const { db, log } = deps;
  const known = await findPolicyTrade(db, insurer, n.trade_no);
  if (known) {
    if (known.status === 'insured' && !known.policyUrl) {
      await ensurePolicyDocumentQueued(db, known.id);
      await runPolicyDocumentNow(deps, known.id);
    }
    if (awaitsRefund(known)) {
      await ensureRecordedRefundQueued(db, known);
      await refundNow(deps, known.sn, known.tradeNo!);
    }
    return answer(n, true);
  }
  const policy = await findInsurersPolicy(db, insurer, n.order_sn);

  if (n.status !== 'SUCCESS') {
    const reason = (n.err_msg || `支付未完成（${n.status}）`).slice(0, 100);
    const [closed] = await db
      .update(insurancePolicies)
      .set({ status: 'closed', tradeNo: n.trade_no, closeReason: reason })
      .where(and(eq(insurancePolicies.id, policy.id), eq(insurancePolicies.status, 'unpaid')))
      .returning({ id: insurancePolicies.id });
    // A failure about a policy already insured or closed changes nothing.
    return answer(n, !closed);
  }
  if (n.amount !== policy.premium) {
    log.error(
      {
        policySn: policy.sn,
        insurer,
        tradeNo: n.trade_no,
        amount: n.amount,
        premium: policy.premium,
      },
      'insurance premium paid differs from the policy',
    );
    throw fieldError('amount', POLICY_AMOUNT_MISMATCH);
  }

  const paidAt = new Date(n.paid_at * 1000);
  const insured = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(insurancePolicies)
      .set({ status: 'insured', tradeNo: n.trade_no, paidAt })
      .where(and(eq(insurancePolicies.id, policy.id), eq(insurancePolicies.status, 'unpaid')))
      .returning();
    if (row) await enqueuePolicyDocument(tx, row.id);
    return row;
  });
  if (insured) {
    await runPolicyDocumentNow(deps, insured.id);
    return answer(n, false);
  }
  // The policy left 待支付 first: the same result at the same time (duplicate), or it was closed.
  if (await findPolicyTrade(db, insurer, n.trade_no)) return answer(n, true);
  return refundLatePremium(deps, await findInsurersPolicy(db, insurer, n.order_sn), n);
}

/**
 * A premium that arrived when the policy no longer waits for one. On a closed policy without a
 * payment it is recorded (trade_no, paid_at, the reason) with its refund job, in one transaction. A
 * second premium for a policy that already has one (the insurer took two payments for one
 * proposal) cannot be recorded on the policy: its refund job alone is queued, and it is logged for
 * an operator. Either refund is then tried at once.
 */
async function refundLatePremium(
  deps: Deps,
  policy: PolicyRow,
  n: PayNotification,
): Promise<PayResultAnswer> {
  const reason = (policy.closeReason ?? '已关闭').slice(0, 120);
  const recorded = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(insurancePolicies)
      .set({
        tradeNo: n.trade_no,
        paidAt: new Date(n.paid_at * 1000),
        closeReason: `${reason}${AWAITING_REFUND}`,
      })
      .where(
        and(
          eq(insurancePolicies.id, policy.id),
          eq(insurancePolicies.status, 'closed'),
          isNull(insurancePolicies.paidAt),
        ),
      )
      .returning();
    if (row) await enqueueRecordedRefund(tx, row);
    return row;
  });
  if (!recorded) {
    if (await findPolicyTrade(deps.db, policy.insurer as Insurer, n.trade_no))
      return answer(n, true);
    deps.log.error(
      { policySn: policy.sn, insurer: policy.insurer, tradeNo: n.trade_no },
      'a second premium for one policy: refunded, not recorded on the policy',
    );
    await enqueueSecondPremiumRefund(deps.db, policy, { tradeNo: n.trade_no, amount: n.amount });
  }
  await refundNow(deps, policy.sn, n.trade_no);
  return answer(n, false);
}

// The insurance.refund job (docs/insurance.md, docs/jobs.md): a premium the insurer took for a
// policy no longer waiting for it goes back through the insurer. Enqueued in the transaction that
// records the premium on the closed policy (its close reason then ends in '；保费到账后原路退款'),
// or on its own for a second premium that cannot be recorded; the insurer's callback runs it right
// after, the job runner retries it with back-off. The insurer is called under the merchant refund
// number `<policy sn>R<trade no>`, which it dedupes on, and the outcome is written only while the
// policy still awaits it, so the premium goes back once. The last failed attempt leaves
// '保费自动退款失败，请人工退款' on the policy.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { insurancePolicies } from '../../db/schema';
import {
  enqueueJob,
  JobFailure,
  requeueJob,
  runJobNow,
  type JobHandler,
  type JobLog,
} from '../../jobs/job-queue';
import type { Insurer, InsurerProvider } from '../../providers/insurer/insurer-provider';
import type { PolicyRow } from './policy-records';

export const POLICY_REFUND_JOB = 'insurance.refund';
export const POLICY_REFUND_MAX_ATTEMPTS = 8;
/** One premium per policy and transaction: its refund number, also the insurer's idempotency key. */
export const policyOutRefundNo = (sn: string, tradeNo: string) => `${sn}R${tradeNo}`.slice(0, 64);
export const policyRefundJobKey = (sn: string, tradeNo: string) =>
  `policy-refund:${policyOutRefundNo(sn, tradeNo)}`;
const REFUND_FAILED = '保险公司原路退款未成功，将自动重试';

/** Written on a closed policy that received a premium, until the insurer has refunded it. */
export const AWAITING_REFUND = '；保费到账后原路退款';
export const awaitsRefund = (row: PolicyRow) =>
  row.status === 'closed' && (row.closeReason ?? '').endsWith(AWAITING_REFUND);

interface PolicyRefundPayload {
  policyId: number;
  sn: string;
  insurer: Insurer;
  tradeNo: string;
  amount: string;
  reason: string;
  /** The premium is recorded on the policy (trade_no, paid_at), whose close reason gets the outcome. */
  recorded: boolean;
}

const enqueuePolicyRefund = (db: Db | Tx, payload: PolicyRefundPayload) =>
  enqueueJob(db, {
    kind: POLICY_REFUND_JOB,
    key: policyRefundJobKey(payload.sn, payload.tradeNo),
    payload: { ...payload },
    maxAttempts: POLICY_REFUND_MAX_ATTEMPTS,
    runByCaller: true,
  });

/** The refund of the premium recorded on closed policy `row` (awaiting it), in the recording transaction. */
export const enqueueRecordedRefund = (db: Db | Tx, row: PolicyRow) =>
  enqueuePolicyRefund(db, {
    policyId: row.id,
    sn: row.sn,
    insurer: row.insurer as Insurer,
    tradeNo: row.tradeNo!,
    amount: row.premium,
    reason: `投保单已关闭（${row.closeReason!.slice(0, -AWAITING_REFUND.length)}）`,
    recorded: true,
  });

/** The refund of a second premium for `policy`, which keeps its first. */
export const enqueueSecondPremiumRefund = (
  db: Db,
  policy: PolicyRow,
  { tradeNo, amount }: { tradeNo: string; amount: string },
) =>
  enqueuePolicyRefund(db, {
    policyId: policy.id,
    sn: policy.sn,
    insurer: policy.insurer as Insurer,
    tradeNo,
    amount,
    reason: '投保单已收取保费，重复支付',
    recorded: false,
  });

/** A policy still awaiting its refund (a resend of its result): its job queued now, also after a crash. */
export async function ensureRecordedRefundQueued(db: Db, row: PolicyRow): Promise<void> {
  if (!(await enqueueRecordedRefund(db, row)))
    await requeueJob(db, policyRefundJobKey(row.sn, row.tradeNo!));
}

/** The policy, if it still awaits the refund of this premium. */
async function awaitingPolicy(db: Db, { policyId, tradeNo }: PolicyRefundPayload) {
  const [row] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.id, policyId));
  return row && awaitsRefund(row) && row.tradeNo === tradeNo ? row : null;
}

/** Writes the outcome on the policy, if it still awaits the refund of this premium. */
async function recordOutcome(db: Db, payload: PolicyRefundPayload, outcome: string) {
  const row = await awaitingPolicy(db, payload);
  if (!row) return;
  await db
    .update(insurancePolicies)
    .set({ closeReason: `${row.closeReason!.slice(0, -AWAITING_REFUND.length)}；${outcome}` })
    .where(
      and(eq(insurancePolicies.id, row.id), eq(insurancePolicies.closeReason, row.closeReason!)),
    );
}

/** The insurance.refund job: refunds the premium in full through the insurer, once. */
export function policyRefundJobHandler(db: Db, insurer: InsurerProvider): JobHandler {
  return {
    genericError: REFUND_FAILED,
    run: async (job, { log }) => {
      const payload = job.payload as unknown as PolicyRefundPayload;
      if (payload.recorded && !(await awaitingPolicy(db, payload))) return;
      let refundNo: string;
      try {
        ({ refundNo } = await insurer.refund({
          insurer: payload.insurer,
          tradeNo: payload.tradeNo,
          outRefundNo: policyOutRefundNo(payload.sn, payload.tradeNo),
          amount: payload.amount,
          reason: payload.reason,
        }));
      } catch (error) {
        log.error(
          { err: error, policySn: payload.sn, tradeNo: payload.tradeNo, attempt: job.attempts },
          'refund of a premium through the insurer failed',
        );
        throw new JobFailure(REFUND_FAILED);
      }
      if (payload.recorded)
        await recordOutcome(db, payload, `保费已原路退款（退款单号 ${refundNo}）`);
    },
    dead: async (job) => {
      const payload = job.payload as unknown as PolicyRefundPayload;
      if (payload.recorded) await recordOutcome(db, payload, '保费自动退款失败，请人工退款');
    },
  };
}

/** Runs the refund job of the premium `tradeNo` of policy `sn` now (the insurer's callback), if due and free. */
export const runPolicyRefundNow = (
  { db, insurer, log }: { db: Db; insurer: InsurerProvider; log: JobLog },
  sn: string,
  tradeNo: string,
) =>
  runJobNow(
    db,
    POLICY_REFUND_JOB,
    policyRefundJobHandler(db, insurer),
    log,
    policyRefundJobKey(sn, tradeNo),
  );

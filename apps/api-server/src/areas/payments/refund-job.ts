// The payment.refund job (docs/jobs.md, docs/payments.md "Refunds"): a refund through the payment
// channel, enqueued in the transaction that decides it — an approved refund or surrender
// (company-orders/refund-payment.ts), or a late payment recorded for an order no longer waiting for
// it (pay-result.ts) — and run right after the commit by the request, else by the job runner with
// back-off, after a crash too. The channel is called under the payment's merchant refund number
// (outRefundNoOf: a repeat answers the refund already made), so the money goes back once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, payLogs } from '../../db/schema';
import {
  enqueueJob,
  JobFailure,
  requeueJob,
  runJobNow,
  type JobHandler,
  type JobLog,
} from '../../jobs/job-queue';
import {
  PAY_CHANNELS,
  PaymentRefusal,
  RefundPending,
  type PayChannel,
  type PaymentProvider,
} from '../../providers/payment/payment-provider';
import type { Tx } from '../../db/client';
import { appendedNote } from './pay-logs';
import { outRefundNoOf } from './refund-number';

export const REFUND_JOB = 'payment.refund';
/** Tries of one refund before it stops and asks for a manual refund. */
export const REFUND_MAX_ATTEMPTS = 8;
export const refundJobKey = (payLogId: number) => `refund:${payLogId}`;
/** The note of a refund that stopped retrying; `because` carries the channel's refusal, if any. */
const manualRefundNote = (because = '') => `原路退款失败${because}，请人工退款`;
export const MANUAL_REFUND_NOTE = manualRefundNote();
/** What a refund job's attempt says while the channel is still processing the refund. */
export const REFUND_PROCESSING = '支付渠道退款处理中';
/** What a refund job failed with when the channel refused (its reason follows). */
const REFUSED = '支付渠道拒绝退款：';

interface RefundPayload {
  payLogId: number;
  /** The channel's refund reason. */
  reason: string;
  /** A late payment: why it is refunded; its notes then read `<late>，已原路退款…`. */
  late?: string;
}

const isPayChannel = (channel: string): channel is PayChannel =>
  (PAY_CHANNELS as readonly string[]).includes(channel);

export const enqueueRefund = (db: Db | Tx, payload: RefundPayload) =>
  enqueueJob(db, {
    kind: REFUND_JOB,
    key: refundJobKey(payload.payLogId),
    payload: { ...payload },
    maxAttempts: REFUND_MAX_ATTEMPTS,
    runByCaller: true,
  });

/**
 * Makes sure the refund of pay log `payload.payLogId` is queued now: enqueued when missing (a row
 * from before jobs), queued again at once when it finished or gave up while the row still waits.
 */
export async function ensureRefundQueued(db: Db, payload: RefundPayload): Promise<void> {
  if (!(await enqueueRefund(db, payload))) await requeueJob(db, refundJobKey(payload.payLogId));
}

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  log: JobLog;
  /** The runners' lease (JOB_LEASE_MS): a process dying in the call leaves the job for that long. */
  leaseMs?: number;
}

/** True when the refund of pay log `payLogId` was accepted by its channel and is still processing. */
export async function refundProcessing(db: Db, payLogId: number): Promise<boolean> {
  const [job] = await db
    .select({ lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.dedupeKey, refundJobKey(payLogId)));
  return Boolean(job?.lastError?.startsWith(REFUND_PROCESSING));
}

/** Runs the refund job of pay log `payLogId` now, if due and not taken by a runner. */
export const runRefundNow = ({ db, provider, log, leaseMs }: RefundDeps, payLogId: number) =>
  runJobNow(db, REFUND_JOB, refundJobHandler(db, provider), log, refundJobKey(payLogId), {
    leaseMs,
  });

/**
 * The payment.refund job: refunds pay log `payLogId` in full through its channel under its merchant
 * refund number (outRefundNoOf: the channel answers a repeat with the refund it already made) and
 * marks it 'refunded' — only while it is still 'paid', so a repeat changes nothing. A channel that
 * refuses fails the attempt (retried with back-off); the last one leaves the row 'paid' with a note
 * asking for a manual refund.
 */
export function refundJobHandler(db: Db, provider: PaymentProvider): JobHandler {
  return {
    genericError: '支付渠道原路退款未成功，将自动重试',
    run: async (job, { log }) => {
      const { payLogId, reason, late } = job.payload as RefundPayload;
      const [payment] = await db.select().from(payLogs).where(eq(payLogs.id, payLogId));
      if (!payment || payment.status !== 'paid' || !isPayChannel(payment.channel)) return;
      let refundNo: string;
      try {
        ({ refundNo } = await provider.refund({
          channel: payment.channel,
          tradeNo: payment.tradeNo!,
          outRefundNo: outRefundNoOf(payment),
          amount: payment.amount,
          reason,
        }));
      } catch (error) {
        if (error instanceof RefundPending)
          throw new JobFailure(`${REFUND_PROCESSING}（退款单号 ${error.refundNo}），稍后确认结果`);
        log.error(
          { err: error, payLog: payment.id, channel: payment.channel, attempt: job.attempts },
          'refund through the payment channel failed',
        );
        throw new JobFailure(
          error instanceof PaymentRefusal
            ? `${REFUSED}${error.reason}`
            : '支付渠道原路退款未成功，将自动重试',
        );
      }
      await db
        .update(payLogs)
        .set({
          status: 'refunded',
          note: late
            ? `${late}，已原路退款（退款单号 ${refundNo}）`
            : appendedNote(`已原路退款（退款单号 ${refundNo}）`),
        })
        .where(and(eq(payLogs.id, payment.id), eq(payLogs.status, 'paid')));
    },
    dead: async (job, error) => {
      const { payLogId, late } = job.payload as RefundPayload;
      // The channel's last word (a refusal's reason) stays on the row the operator refunds by hand.
      const because = error.startsWith(REFUSED) ? `（${error}）` : '';
      await db
        .update(payLogs)
        .set({
          note: late
            ? `${late}，自动退款失败${because}，请人工退款`
            : appendedNote(manualRefundNote(because)),
        })
        .where(and(eq(payLogs.id, payLogId), eq(payLogs.status, 'paid')));
    },
  };
}

/**
 * The channel says refund `outRefundNo` changed (its refund notification): the refund job asks the
 * channel again now, and marks the row refunded once the channel confirms. A notification for a
 * row already refunded, or not ours, changes nothing.
 */
export async function refundNotified(deps: RefundDeps, outRefundNo: string): Promise<void> {
  const payLogId = Number(/R(\d+)$/.exec(outRefundNo)?.[1]);
  if (!Number.isSafeInteger(payLogId)) return;
  const [payment] = await deps.db.select().from(payLogs).where(eq(payLogs.id, payLogId));
  if (!payment || payment.status !== 'paid' || outRefundNoOf(payment) !== outRefundNo) return;
  if (await requeueJob(deps.db, refundJobKey(payLogId))) await runRefundNow(deps, payLogId);
}

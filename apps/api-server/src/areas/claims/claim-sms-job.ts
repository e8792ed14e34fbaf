// The claim.sms job (docs/jobs.md): the text telling the enterprise's contact that a claim was
// raised on its letter. Enqueued in the claim's transaction (raise-claim.ts), so a claim always has
// its text and a rolled-back one none; sent after the commit by the job runner (the request kicks
// it once answered), retried with back-off. The job is done once the vendor took the text; a process
// dying between the two sends it again, as any push (an SMS vendor has no idempotency key).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { claims, orders } from '../../db/schema';
import { enqueueJob, JobFailure, type JobHandler } from '../../jobs/job-queue';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms-provider';
import type { ClaimRow } from './claim-records';

export const CLAIM_SMS_JOB = 'claim.sms';
export const CLAIM_SMS_MAX_ATTEMPTS = 6;
export const claimSmsJobKey = (claimId: number) => `claim-sms:${claimId}`;
export const CLAIM_SMS_SCENE = 'claim_raised';

/** Queues the text of claim `claimId`, in the transaction that raised it. */
export const enqueueClaimSms = (tx: Tx, claimId: number) =>
  enqueueJob(tx, {
    kind: CLAIM_SMS_JOB,
    key: claimSmsJobKey(claimId),
    payload: { claimId },
    maxAttempts: CLAIM_SMS_MAX_ATTEMPTS,
  });

/** The text to the enterprise's contact: who claims, on which letter, how much, where to look. */
const claimText = (claim: ClaimRow, order: OrderRow) =>
  `【保函通】您的保函（编号 ${order.letterNo ?? ''}）收到索赔，理赔编号 ${claim.sn}，索赔金额 ${claim.amount} 元，${order.ensureCompanyName}将受理审核。请登录平台在理赔管理中查看。`;

/** The claim.sms job: texts the contact of the claimed letter's order; a refusal fails the attempt. */
export function claimSmsJobHandler(db: Db, sms: SmsProvider): JobHandler {
  return {
    genericError: '短信服务暂不可用，系统将自动重试',
    run: async (job) => {
      const { claimId } = job.payload as { claimId: number };
      const [row] = await db
        .select({ claim: claims, order: orders })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .where(eq(claims.id, claimId));
      if (!row) return;
      try {
        await sms.send({
          mobile: row.order.contactMobile,
          scene: CLAIM_SMS_SCENE,
          text: claimText(row.claim, row.order),
          template: {
            name: 'claim_notice',
            params: {
              letter_no: row.order.letterNo ?? '',
              claim_sn: row.claim.sn,
              amount: row.claim.amount,
              company: row.order.ensureCompanyName,
            },
          },
        });
      } catch (error) {
        throw error instanceof SmsDeliveryError ? new JobFailure(error.reason) : error;
      }
    },
  };
}

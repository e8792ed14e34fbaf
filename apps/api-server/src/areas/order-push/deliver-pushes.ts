// Push delivery (docs/order-push.md, docs/jobs.md): each push row has one job (kind push.deliver,
// key push:<id>), written with it in the event's transaction. The job runner delivers it after the
// commit — two runners never take the same job (SKIP LOCKED leases) — and a failed delivery is
// marked 失败 with the vendor's reason and tried again with back-off until the job's limit; then the
// job is dead and only 重新推送 in the push log queues it again.
import { PushStatus } from '@bht/api-client/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ensureCompanyAccounts, messages, orderPushes } from '../../db/schema';
import { JobFailure, runDueJobs, type JobHandler, type JobRow } from '../../jobs/job-queue';
import type { Providers } from '../../providers';
import { SmsDeliveryError } from '../../providers/sms/sms-provider';

type PushRow = typeof orderPushes.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

export const PUSH_JOB = 'push.deliver';
/** Deliveries tried per push before it stops (then 重新推送 by hand). */
export const PUSH_MAX_ATTEMPTS = 6;
export const pushJobKey = (pushId: number) => `push:${pushId}`;
/** The sandbox inbox's scene of these texts (`/api/sandbox/sms` shows it). */
export const PUSH_SMS_SCENE = 'order_push';
const GENERIC_ERROR = '推送服务暂不可用，系统将自动重试';

const notSent = (push: PushRow) =>
  and(eq(orderPushes.id, push.id), ne(orderPushes.status, PushStatus.SENT));

const sentColumns = () => ({
  status: PushStatus.SENT,
  sentAt: new Date(),
  lastError: null,
  updatedAt: new Date(),
});

/** In-app: a message in the inbox of the company's active console accounts with the recipient's mobile, written with the 已发送 mark. */
async function deliverInApp(db: Db, push: PushRow): Promise<void> {
  await db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: ensureCompanyAccounts.id })
      .from(ensureCompanyAccounts)
      .where(
        and(
          eq(ensureCompanyAccounts.companyId, push.ensureCompanyId),
          eq(ensureCompanyAccounts.mobile, push.mobile),
          eq(ensureCompanyAccounts.status, 1),
        ),
      );
    if (accounts.length === 0)
      throw new JobFailure('该手机号未绑定本机构的后台账号，无法发送站内消息');
    const [marked] = await tx
      .update(orderPushes)
      .set(sentColumns())
      .where(notSent(push))
      .returning({ id: orderPushes.id });
    if (!marked) return;
    await tx.insert(messages).values(
      accounts.map((a) => ({
        recipientType: 'ensure_company',
        recipientId: a.id,
        kind: 'order_push',
        title: push.title,
        content: push.content,
        orderSn: push.orderSn,
      })),
    );
  });
}

/** The push.deliver job: sends push `payload.pushId` once; a failure is written on the push and retried by the runner. */
export function pushJobHandler(db: Db, providers: Providers): JobHandler {
  return {
    genericError: GENERIC_ERROR,
    run: async (job: JobRow) => {
      const { pushId } = job.payload as { pushId: number };
      const [push] = await db.select().from(orderPushes).where(eq(orderPushes.id, pushId));
      if (!push || push.status === PushStatus.SENT) return;
      await db
        .update(orderPushes)
        .set({
          attempts: sql`${orderPushes.attempts} + 1`,
          attemptedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(orderPushes.id, push.id));
      try {
        if (push.channel === 'site') await deliverInApp(db, push);
        else {
          await providers.sms.send({
            mobile: push.mobile,
            scene: PUSH_SMS_SCENE,
            text: push.content,
            template: { name: 'order_push', params: { content: push.content } },
          });
          await db.update(orderPushes).set(sentColumns()).where(notSent(push));
        }
      } catch (error) {
        const known =
          error instanceof JobFailure
            ? error.message
            : error instanceof SmsDeliveryError
              ? error.reason
              : null;
        await db
          .update(orderPushes)
          .set({
            status: PushStatus.FAILED,
            lastError: (known ?? GENERIC_ERROR).slice(0, 200),
            updatedAt: new Date(),
          })
          .where(notSent(push));
        throw known === null ? error : new JobFailure(known);
      }
    },
  };
}

export interface PushRun {
  sent: number;
  failed: number;
}

/** Delivers every push whose job is due now (and those queued meanwhile), in batches of `batchSize`. */
export async function runPushWorker(
  db: Db,
  providers: Providers,
  log: Log,
  batchSize = 50,
  now?: Date,
): Promise<PushRun> {
  const run = await runDueJobs(db, { [PUSH_JOB]: pushJobHandler(db, providers) }, log, {
    batchSize,
    now,
  });
  return { sent: run.done, failed: run.retried + run.dead };
}

// The push worker (docs/order-push.md): delivers the pending pushes of every company after their
// event's commit. A run takes a batch with one statement — `UPDATE … WHERE id IN (SELECT … FOR
// UPDATE SKIP LOCKED)` setting a delivery lease — so two workers (two API instances, or a timer and
// an after-response run) never take the same push; each push taken is sent once and marked 已发送 or
// 失败 (with the vendor's reason) only while its lease is still the one taken. A worker that dies
// mid-send leaves the lease to lapse, and the push is taken again after LEASE_MS.
import { PushStatus } from '@bht/api-client/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startBackgroundJob } from '../../jobs/background-job';
import { ensureCompanyAccounts, messages, orderPushes } from '../../db/schema';
import type { Providers } from '../../providers';
import { SmsDeliveryError } from '../../providers/sms/sms-provider';

type PushRow = typeof orderPushes.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

const BATCH_SIZE = 50;
const LEASE_MS = 2 * 60_000;
/** The sandbox inbox's scene of these texts (`/api/sandbox/sms` shows it). */
export const PUSH_SMS_SCENE = 'order_push';

class PushFailure extends Error {}

/** Takes up to `limit` pending pushes whose lease is free, oldest first, leasing them to this run. */
async function takeBatch(db: Db, limit: number): Promise<PushRow[]> {
  const now = new Date();
  const free = db
    .select({ id: orderPushes.id })
    .from(orderPushes)
    .where(
      and(
        eq(orderPushes.status, PushStatus.PENDING),
        or(isNull(orderPushes.claimedUntil), lt(orderPushes.claimedUntil, now)),
      ),
    )
    .orderBy(asc(orderPushes.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(orderPushes)
    .set({
      claimedUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${orderPushes.attempts} + 1`,
      attemptedAt: now,
      updatedAt: now,
    })
    .where(inArray(orderPushes.id, free))
    .returning();
}

/** The push as still held by this run (pending, same lease). */
const stillOurs = (push: PushRow) =>
  and(
    eq(orderPushes.id, push.id),
    eq(orderPushes.status, PushStatus.PENDING),
    eq(orderPushes.claimedUntil, push.claimedUntil!),
  );

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
      throw new PushFailure('该手机号未绑定本机构的后台账号，无法发送站内消息');
    const [marked] = await tx
      .update(orderPushes)
      .set(sentColumns())
      .where(stillOurs(push))
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

const sentColumns = () => ({
  status: PushStatus.SENT,
  sentAt: new Date(),
  lastError: null,
  claimedUntil: null,
  updatedAt: new Date(),
});

async function deliverOne(db: Db, providers: Providers, push: PushRow, log: Log): Promise<boolean> {
  try {
    if (push.channel === 'site') {
      await deliverInApp(db, push);
      return true;
    }
    await providers.sms.send({ mobile: push.mobile, scene: PUSH_SMS_SCENE, text: push.content });
    await db.update(orderPushes).set(sentColumns()).where(stillOurs(push));
    return true;
  } catch (error) {
    const known =
      error instanceof PushFailure
        ? error.message
        : error instanceof SmsDeliveryError
          ? error.reason
          : null;
    // Only the push id in the log: never the mobile or the text.
    if (known === null) log.error({ err: error, push: push.id }, 'order push delivery failed');
    await db
      .update(orderPushes)
      .set({
        status: PushStatus.FAILED,
        lastError: (known ?? '推送服务暂不可用，请稍后重新推送').slice(0, 200),
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(stillOurs(push));
    return false;
  }
}

export interface PushRun {
  sent: number;
  failed: number;
}

/** Delivers every push pending now (and those queued meanwhile), in batches. */
export async function runPushWorker(
  db: Db,
  providers: Providers,
  log: Log,
  batchSize = BATCH_SIZE,
): Promise<PushRun> {
  const run: PushRun = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await takeBatch(db, batchSize);
    for (const push of batch) {
      if (await deliverOne(db, providers, push, log)) run.sent++;
      else run.failed++;
    }
    if (batch.length < batchSize) return run;
  }
}

/**
 * This instance's deliveries: `kick()` runs the worker soon (after a response that queued pushes),
 * and, with `intervalMs` > 0, it also runs every interval to catch pushes queued by other instances
 * or left by a lapsed lease. Runs of one instance follow each other; `stop()` waits for the last.
 */
export function startPushDelivery(db: Db, providers: Providers, intervalMs: number, log: Log) {
  return startBackgroundJob(
    'order push worker',
    () => runPushWorker(db, providers, log),
    { intervalMs },
    log,
  );
}

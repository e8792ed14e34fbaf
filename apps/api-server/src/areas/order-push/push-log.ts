// The push log (/pushnotice, docs/order-push.md): the caller's company's pushes, newest first, with
// filters and each push's delivery job (attempts, last error, next automatic try, or stopped after
// the limit), and 重新推送 of a failed one — only a push of the caller's company, only while it is
// 失败 (a conditional update, so two clicks queue it once): its job is queued again with its
// attempts reset and runs right after the response like any newly queued push.
import {
  companyGetPushList,
  companyRetryPush,
  PUSH_CHANNEL_TEXT,
  PUSH_EVENT_TEXT,
  PUSH_JOB_STATE_TEXT,
  PUSH_STATUS_TEXT,
  PushStatus,
  type OrderPush,
  type PushChannel,
  type PushEvent,
  type PushJobState,
} from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { jobs, orderPushes } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { keywordCondition } from '../../db/conditions';
import { enqueueJob, requeueJob } from '../../jobs/job-queue';
import { PUSH_JOB, PUSH_MAX_ATTEMPTS, pushJobKey } from './deliver-pushes';

type PushRow = typeof orderPushes.$inferSelect;
/** The push's delivery job, as the log shows it (a push written before jobs existed has none: done). */
type PushJob = Pick<typeof jobs.$inferSelect, 'state' | 'runAt' | 'maxAttempts'> | null;

export const jobOfPush = (): SQL => sql`${jobs.dedupeKey} = 'push:' || ${orderPushes.id}`;
export const pushJobColumns = {
  state: jobs.state,
  runAt: jobs.runAt,
  maxAttempts: jobs.maxAttempts,
};

export const toOrderPush = (row: PushRow, job: PushJob): OrderPush => {
  const state = (job?.state ?? 'done') as PushJobState;
  return {
    id: row.id,
    event: row.event as PushEvent,
    event_text: PUSH_EVENT_TEXT[row.event as PushEvent],
    channel: row.channel as PushChannel,
    channel_text: PUSH_CHANNEL_TEXT[row.channel as PushChannel],
    recipient_name: row.recipientName,
    mobile: maskMobile(row.mobile),
    order_sn: row.orderSn,
    title: row.title,
    content: row.content,
    status: row.status as OrderPush['status'],
    status_text: PUSH_STATUS_TEXT[row.status] ?? '',
    attempts: row.attempts,
    max_attempts: job?.maxAttempts ?? PUSH_MAX_ATTEMPTS,
    last_error: row.lastError,
    job_state: state,
    job_state_text: PUSH_JOB_STATE_TEXT[state],
    next_attempt_time: state === 'queued' && job ? toUnixSeconds(job.runAt) : null,
    create_time: toUnixSeconds(row.createdAt),
    attempt_time: row.attemptedAt ? toUnixSeconds(row.attemptedAt) : null,
    sent_time: row.sentAt ? toUnixSeconds(row.sentAt) : null,
  };
};

type PushFilters = Omit<z.output<typeof companyGetPushList.request>, 'page' | 'limit'>;

/** The company's pushes matching the log's filters (the list's and its export's), newest (highest id) first. */
export function pushListWhere(
  companyId: number,
  { status, event, channel, keyword }: PushFilters,
): SQL | undefined {
  return and(
    eq(orderPushes.ensureCompanyId, companyId),
    status === undefined ? undefined : eq(orderPushes.status, status),
    event ? eq(orderPushes.event, event) : undefined,
    channel ? eq(orderPushes.channel, channel) : undefined,
    keywordCondition(keyword, [orderPushes.orderSn, orderPushes.recipientName]),
  );
}

/** A page of the log and its total for the filters (the list's, and the export's count). */
export async function listPushes(
  db: Db,
  companyId: number,
  { page, limit, ...filters }: z.output<typeof companyGetPushList.request>,
) {
  const where = pushListWhere(companyId, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ push: orderPushes, job: pushJobColumns })
      .from(orderPushes)
      .leftJoin(jobs, jobOfPush())
      .where(where)
      .orderBy(desc(orderPushes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(orderPushes).where(where),
  ]);
  return { list: rows.map((r) => toOrderPush(r.push, r.job)), total: total?.n ?? 0, page, limit };
}

export const getPushListHandler = implement(companyGetPushList, (input, { db, caller }) =>
  listPushes(db, caller.companyId, input),
);

export const retryPushHandler = implement(companyRetryPush, async ({ id }, { db, caller }) => {
  const mine = and(eq(orderPushes.id, id), eq(orderPushes.ensureCompanyId, caller.companyId));
  const [retried] = await db
    .update(orderPushes)
    .set({ status: PushStatus.PENDING, updatedAt: new Date() })
    .where(and(mine, eq(orderPushes.status, PushStatus.FAILED)))
    .returning();
  if (retried && !(await requeueJob(db, pushJobKey(retried.id))))
    // A push written before jobs existed, or whose job is being tried right now.
    await enqueueJob(db, {
      kind: PUSH_JOB,
      key: pushJobKey(retried.id),
      payload: { pushId: retried.id },
      maxAttempts: PUSH_MAX_ATTEMPTS,
    });
  if (!retried) {
    const [existing] = await db
      .select({ id: orderPushes.id })
      .from(orderPushes)
      .where(mine)
      .limit(1);
    if (!existing) throw notFound('推送记录不存在');
    throw conflict('只有发送失败的推送可以重新推送');
  }
  const [job] = await db
    .select(pushJobColumns)
    .from(jobs)
    .where(eq(jobs.dedupeKey, pushJobKey(retried.id)));
  return toOrderPush(retried, job ?? null);
});

// An order's conversation with its trading platform (平台报文), for the guarantor's console: every
// platform_messages row of the order, newest first, a push with the state of the job that sends it
// (成功 / 重试中 / 失败). 重新推送 queues that job again with a new round of attempts (requeueJob); the
// runner picks it up after the response. Only the caller's company's orders (another's is 404).
import {
  companyGetPlatformConversation,
  companyRetryPlatformMessage,
  PLATFORM_DIRECTION_TEXT,
  PLATFORM_JOB_STATE_TEXT,
  type PlatformConversation,
  type PlatformMessage,
  type PushJobState,
} from '@bht/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { jobs, platformMessages, tradingPlatforms } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { JobState, requeueJob } from '../../jobs/job-queue';
import { companyScope } from '../company-orders/company-operator';
import { findOrder } from '../orders/order-transitions';

export const MESSAGE_NOT_FOUND = '该订单没有这条平台报文';
export const NOT_A_FAILED_PUSH = '只有推送失败的报文可以重新推送';
export const PUSH_RUNNING = '该报文正在推送，请稍后刷新查看结果';
export const PUSH_DELIVERED = '该报文已推送成功，无需重新推送';

/** A job that may be queued again by hand: waiting for its next try, or stopped. */
const RETRYABLE: readonly string[] = [JobState.QUEUED, JobState.DEAD];

async function conversationOf(db: Db, order: OrderRow): Promise<PlatformConversation> {
  if (order.platformId === null) return null;
  const [platform] = await db
    .select({ name: tradingPlatforms.name })
    .from(tradingPlatforms)
    .where(eq(tradingPlatforms.id, order.platformId));
  const rows = await db
    .select({ message: platformMessages, job: { state: jobs.state } })
    .from(platformMessages)
    .leftJoin(jobs, eq(jobs.id, platformMessages.jobId))
    .where(eq(platformMessages.orderId, order.id))
    .orderBy(desc(platformMessages.createdAt), desc(platformMessages.id));
  // 重新推送 is offered once per job, on its newest failed message.
  const offered = new Set<number>();
  const messages = rows.map(({ message, job }): PlatformMessage => {
    const outbound = message.direction === 'out';
    // A push's job is pruned some time after it is done (docs/jobs.md): none left means delivered.
    const state = outbound ? ((job?.state ?? JobState.DONE) as PushJobState) : null;
    const retry =
      outbound &&
      !message.ok &&
      message.jobId !== null &&
      RETRYABLE.includes(state!) &&
      !offered.has(message.jobId);
    if (retry) offered.add(message.jobId!);
    return {
      id: message.id,
      direction: outbound ? 'out' : 'in',
      direction_text: PLATFORM_DIRECTION_TEXT[outbound ? 'out' : 'in'],
      endpoint: message.endpoint,
      create_time: toUnixSeconds(message.createdAt),
      ok: message.ok,
      code: message.resultCode,
      message: message.resultMessage,
      attempt: message.attempt,
      http_status: message.httpStatus,
      job_state: state,
      job_state_text: state && PLATFORM_JOB_STATE_TEXT[state],
      actions: retry ? ['retry'] : [],
    };
  });
  return {
    platform_name: platform?.name ?? '',
    apply_no: order.platformApplyNo,
    messages,
  };
}

export const getPlatformConversationHandler = implement(
  companyGetPlatformConversation,
  async ({ order_sn }, { db, caller }) =>
    conversationOf(db, await findOrder(db, order_sn, companyScope(caller))),
);

export const retryPlatformMessageHandler = implement(
  companyRetryPlatformMessage,
  async ({ order_sn, message_id }, { db, caller }) => {
    const order = await findOrder(db, order_sn, companyScope(caller));
    const [found] = await db
      .select({ message: platformMessages, job: jobs })
      .from(platformMessages)
      .leftJoin(jobs, eq(jobs.id, platformMessages.jobId))
      .where(and(eq(platformMessages.id, message_id), eq(platformMessages.orderId, order.id)));
    if (!found) throw notFound(MESSAGE_NOT_FOUND);
    const { message, job } = found;
    if (message.direction !== 'out' || message.ok || message.jobId === null)
      throw conflict(NOT_A_FAILED_PUSH);
    // A job is pruned only some time after it is done.
    if (!job || job.state === JobState.DONE) throw conflict(PUSH_DELIVERED);
    // requeueJob refuses a job a runner holds right now (it may have taken it since the read).
    if (job.state === JobState.RUNNING || !(await requeueJob(db, job.dedupeKey)))
      throw conflict(PUSH_RUNNING);
    return conversationOf(db, order);
  },
);

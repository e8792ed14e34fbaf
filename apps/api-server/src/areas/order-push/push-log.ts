// The push log (/pushnotice, docs/order-push.md): the caller's company's pushes, newest first, with
// filters, and 重新推送 of a failed one — only a push of the caller's company, only while it is 失败
// (a conditional update, so two clicks queue it once). The retried push is delivered right after
// the response like any newly queued push.
import {
  companyGetPushList,
  companyRetryPush,
  PUSH_CHANNEL_TEXT,
  PUSH_EVENT_TEXT,
  PUSH_STATUS_TEXT,
  PushStatus,
  type OrderPush,
  type PushChannel,
  type PushEvent,
} from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderPushes } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { markPushesQueued } from './queue-pushes';
import { keywordCondition } from '../../db/conditions';

type PushRow = typeof orderPushes.$inferSelect;

export const toOrderPush = (row: PushRow): OrderPush => ({
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
  last_error: row.lastError,
  create_time: toUnixSeconds(row.createdAt),
  attempt_time: row.attemptedAt ? toUnixSeconds(row.attemptedAt) : null,
  sent_time: row.sentAt ? toUnixSeconds(row.sentAt) : null,
});

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
      .select()
      .from(orderPushes)
      .where(where)
      .orderBy(desc(orderPushes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(orderPushes).where(where),
  ]);
  return { list: rows.map(toOrderPush), total: total?.n ?? 0, page, limit };
}

export const getPushListHandler = implement(companyGetPushList, (input, { db, caller }) =>
  listPushes(db, caller.companyId, input),
);

export const retryPushHandler = implement(companyRetryPush, async ({ id }, { db, caller }) => {
  const mine = and(eq(orderPushes.id, id), eq(orderPushes.ensureCompanyId, caller.companyId));
  const [retried] = await db
    .update(orderPushes)
    .set({ status: PushStatus.PENDING, claimedUntil: null, updatedAt: new Date() })
    .where(and(mine, eq(orderPushes.status, PushStatus.FAILED)))
    .returning();
  if (!retried) {
    const [existing] = await db
      .select({ id: orderPushes.id })
      .from(orderPushes)
      .where(mine)
      .limit(1);
    if (!existing) throw notFound('推送记录不存在');
    throw conflict('只有发送失败的推送可以重新推送');
  }
  markPushesQueued();
  return toOrderPush(retried);
});

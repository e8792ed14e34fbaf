// Reading and marking one account's messages. Every query is keyed by the caller's own account
// (type and id from the session), so another account's message is simply not found.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, orders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Caller } from '../../http/auth-context';

export const MESSAGE_NOT_FOUND = '消息不存在';

export type MessageRow = typeof messages.$inferSelect;

const ownedBy = (caller: Caller): SQL =>
  and(eq(messages.recipientType, caller.type), eq(messages.recipientId, caller.accountId))!;
const unreadOf = (caller: Caller): SQL => and(ownedBy(caller), isNull(messages.readAt))!;

export async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(unreadOf(caller));
  return row?.total ?? 0;
}

/** One page of the caller's messages, newest first (only unread ones when `unreadOnly`), each with its order's letter type. */
export async function messagePage(
  db: Db,
  caller: Caller,
  { page, limit, unreadOnly }: { page: number; limit: number; unreadOnly: boolean },
) {
  const where = unreadOnly ? unreadOf(caller) : ownedBy(caller);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ message: messages, orderType: orders.type })
      .from(messages)
      .leftJoin(orders, eq(orders.sn, messages.orderSn))
      .where(where)
      .orderBy(desc(messages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Marks the caller's message `id` read (already read: unchanged); 404 when it is not the caller's. */
export async function markRead(db: Db, caller: Caller, id: number): Promise<void> {
  const [marked] = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(ownedBy(caller), eq(messages.id, id)))
    .returning({ id: messages.id });
  if (!marked) throw notFound(MESSAGE_NOT_FOUND);
}

export async function markAllRead(db: Db, caller: Caller): Promise<void> {
  await db.update(messages).set({ readAt: new Date() }).where(unreadOf(caller));
}

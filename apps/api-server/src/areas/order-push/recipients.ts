// The company's message recipients (消息接收人, docs/order-push.md): list, add, edit (including
// enable / disable) and delete, always within the caller's own company. A mobile appears once per
// company (a unique index, answered as a field error on `mobile`). Deleting keeps the pushes already
// written for the person (their name and mobile are copied on each push).
import {
  companyAddMessageUser,
  companyDeleteMessageUser,
  companyEditMessageUser,
  companyGetMessageUserList,
  PUSH_CHANNELS,
  PUSH_EVENTS,
  type MessageUser,
  type PushChannel,
  type PushEvent,
} from '@bht/api-client/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageUsers } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { isUniqueViolation } from '../../db/unique-violation';
import { keywordCondition } from '../../db/conditions';

type MessageUserRow = typeof messageUsers.$inferSelect;

const listOf = <T extends string>(stored: string, allowed: readonly T[]) =>
  stored.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));

export const eventsOf = (row: Pick<MessageUserRow, 'events'>) =>
  listOf<PushEvent>(row.events, PUSH_EVENTS);
export const channelsOf = (row: Pick<MessageUserRow, 'channels'>) =>
  listOf<PushChannel>(row.channels, PUSH_CHANNELS);

export const toMessageUser = (row: MessageUserRow): MessageUser => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  events: eventsOf(row),
  channels: channelsOf(row),
  status: row.status === 1 ? 1 : 0,
  create_time: toUnixSeconds(row.createdAt),
});

const mobileTaken = () => fieldError('mobile', '该手机号已是本机构的消息接收人', 409);
const missing = () => notFound('消息接收人不存在');

interface RecipientInput {
  name: string;
  mobile: string;
  email: string;
  events: PushEvent[];
  channels: PushChannel[];
  status: number;
}

const columnsOf = (input: RecipientInput) => ({
  name: input.name,
  mobile: input.mobile,
  email: input.email,
  // Stored in the contract's order, whatever order the form sent.
  events: PUSH_EVENTS.filter((e) => input.events.includes(e)).join(','),
  channels: PUSH_CHANNELS.filter((c) => input.channels.includes(c)).join(','),
  status: input.status,
});

/** Runs a write that may hit the (company, mobile) unique index: a mobile already taken is a field error. */
async function uniqueMobile<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

/** The company's recipients matching the list's search (name or mobile), the list's and its export's; newest (highest id) first. */
export function messageUserListWhere(
  companyId: number,
  { keyword }: { keyword: string },
): SQL | undefined {
  return and(
    eq(messageUsers.ensureCompanyId, companyId),
    keywordCondition(keyword, [messageUsers.name, messageUsers.mobile]),
  );
}

/** A page of the recipients and their total for the search (the list's, and the export's count). */
export async function listMessageUsers(
  db: Db,
  companyId: number,
  { page, limit, keyword }: { page: number; limit: number; keyword: string },
) {
  const where = messageUserListWhere(companyId, { keyword });
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messageUsers)
      .where(where)
      .orderBy(desc(messageUsers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(messageUsers).where(where),
  ]);
  return { list: rows.map(toMessageUser), total: total?.n ?? 0, page, limit };
}

export const getMessageUserListHandler = implement(
  companyGetMessageUserList,
  (input, { db, caller }) => listMessageUsers(db, caller.companyId, input),
);

export const addMessageUserHandler = implement(
  companyAddMessageUser,
  async (input, { db, caller }) => {
    const [row] = await uniqueMobile(() =>
      db
        .insert(messageUsers)
        .values({ ensureCompanyId: caller.companyId, ...columnsOf(input) })
        .returning(),
    );
    return toMessageUser(row!);
  },
);

export const editMessageUserHandler = implement(
  companyEditMessageUser,
  async ({ id, ...input }, { db, caller }) => {
    const mine = and(eq(messageUsers.id, id), eq(messageUsers.ensureCompanyId, caller.companyId));
    const [row] = await uniqueMobile(() =>
      db
        .update(messageUsers)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(mine)
        .returning(),
    );
    if (!row) throw missing();
    return toMessageUser(row);
  },
);

export const deleteMessageUserHandler = implement(
  companyDeleteMessageUser,
  async ({ id }, { db, caller }) => {
    const [deleted] = await db
      .delete(messageUsers)
      .where(and(eq(messageUsers.id, id), eq(messageUsers.ensureCompanyId, caller.companyId)))
      .returning({ id: messageUsers.id });
    if (!deleted) throw missing();
    return null;
  },
);

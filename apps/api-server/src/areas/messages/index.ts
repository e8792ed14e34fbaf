// The inbox calls of both apps: the same handlers behind the enterprise paths (/api/message/*)
// and the console paths (/api/ensure_company/*Message*), each reading the caller's own messages.
import {
  companyInbox,
  enterpriseInbox,
  type InboxEndpoints,
  type Message,
  type MessageKind,
} from '@bht/api-client/contract';
import { implement, type Implementation } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { markAllRead, markRead, messagePage, unreadCount, type MessageRow } from './inbox';

const toMessage = ({
  message: row,
  orderType,
}: {
  message: MessageRow;
  orderType: string | null;
}): Message => ({
  id: row.id,
  kind: row.kind as MessageKind,
  title: row.title,
  content: row.content,
  order_sn: row.orderSn,
  order_type: orderType as Message['order_type'],
  is_read: row.readAt ? 1 : 0,
  create_time: toUnixSeconds(row.createdAt),
  read_time: row.readAt ? toUnixSeconds(row.readAt) : null,
});

function inboxHandlers(endpoints: InboxEndpoints): Implementation[] {
  return [
    implement(endpoints.list, async ({ page, limit, unread }, { db, caller }) => {
      const { rows, total } = await messagePage(db, caller, {
        page,
        limit,
        unreadOnly: unread === 1,
      });
      return { list: rows.map(toMessage), total, page, limit };
    }),
    implement(endpoints.read, async ({ id }, { db, caller }) => {
      await markRead(db, caller, id);
      return { unread: await unreadCount(db, caller) };
    }),
    implement(endpoints.readAll, async (_input, { db, caller }) => {
      await markAllRead(db, caller);
      // Not simply 0: a message may have arrived since.
      return { unread: await unreadCount(db, caller) };
    }),
    implement(endpoints.count, async (_input, { db, caller }) => ({
      unread: await unreadCount(db, caller),
    })),
  ];
}

export const messageHandlers: Implementation[] = [
  ...inboxHandlers(enterpriseInbox),
  ...inboxHandlers(companyInbox),
];

// The in-app inbox of each account (docs/messages.md): what happened to its orders and its
// authentication, with read state per account. The same schemas serve both apps; each side has
// its own paths, since an endpoint is either an enterprise or a console call.
import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  emptyRequestSchema,
  flagSchema,
  idSchema,
  paginated,
  pageRequestSchema,
  timestampSchema,
} from './common';
import { letterTypeSchema } from './models';

/**
 * What a message tells about. The apps link order kinds to the order's detail page and the
 * authentication kinds to the authentication result.
 * Enterprise side: order_approved, order_rejected, order_paid, letter_issued, letter_mailed (a paper
 * letter's original is on its way), letter_voided, refund_approved, refund_refused, auth_approved,
 * auth_rejected.
 * Console side: order_submitted, order_paid, voucher_uploaded, refund_requested, letter_received
 * (the enterprise confirmed receipt of a paper letter).
 * After issue (docs/after-issue.md): letter_ended (enterprise: expired, surrendered or paid out),
 * surrender_requested (console), surrender_approved / surrender_refused (enterprise), claim_raised
 * (both sides), claim_accepted / claim_rejected / claim_paid (enterprise), claim_statement (console).
 */
export const messageKindSchema = z.enum([
  'order_submitted',
  'order_approved',
  'order_rejected',
  'order_paid',
  'voucher_uploaded',
  'letter_issued',
  'letter_mailed',
  'letter_received',
  'letter_voided',
  'refund_requested',
  'refund_approved',
  'refund_refused',
  'invoice_issued',
  'invoice_voided',
  'letter_ended',
  'surrender_requested',
  'surrender_approved',
  'surrender_refused',
  'claim_raised',
  'claim_accepted',
  'claim_rejected',
  'claim_paid',
  'claim_statement',
  'auth_approved',
  'auth_rejected',
  /** The unpaid-order job cancelled an order left unsigned or unpaid (docs/settings.md). */
  'order_expired',
  /** An order push (docs/order-push.md) delivered in-app to a recipient's console account. */
  'order_push',
]);
export type MessageKind = z.infer<typeof messageKindSchema>;

export const messageSchema = z.object({
  id: z.number().int().positive(),
  kind: messageKindSchema,
  title: z.string(),
  content: z.string(),
  /** The order the message is about; null for authentication results. */
  order_sn: z.string().nullable(),
  /** That order's letter type, so the screens open the right detail; null without an order. */
  order_type: letterTypeSchema.nullable(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  create_time: timestampSchema,
  read_time: timestampSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** List paging plus `unread=1` for unread messages only. */
export const messageListRequestSchema = pageRequestSchema.extend({ unread: flagSchema.default(0) });
export const messageReadRequestSchema = z.object({ id: idSchema });
/** What marking read answers: the caller's unread count after it, for the top bar's red dot. */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });

const listMessages = (id: string, path: string, auth: 'enterprise' | 'ensure_company') =>
  defineEndpoint({
    id,
    path,
    auth,
    request: messageListRequestSchema,
    response: paginated(messageSchema),
    summary: '消息列表（最新在前） / My messages, newest first',
  });
const readMessage = (id: string, path: string, auth: 'enterprise' | 'ensure_company') =>
  defineEndpoint({
    id,
    path,
    auth,
    request: messageReadRequestSchema,
    response: unreadCountSchema,
    summary: '标记一条消息为已读 / Mark one message read',
  });
const readAllMessages = (id: string, path: string, auth: 'enterprise' | 'ensure_company') =>
  defineEndpoint({
    id,
    path,
    auth,
    request: emptyRequestSchema,
    response: unreadCountSchema,
    summary: '全部标为已读 / Mark all messages read',
  });
const countUnread = (id: string, path: string, auth: 'enterprise' | 'ensure_company') =>
  defineEndpoint({
    id,
    path,
    auth,
    request: emptyRequestSchema,
    response: unreadCountSchema,
    summary: '未读消息数 / Unread message count',
  });

export const messageGetList = listMessages(
  'messages.getList',
  '/api/message/getList',
  'enterprise',
);
export const messageRead = readMessage('messages.read', '/api/message/read', 'enterprise');
export const messageReadAll = readAllMessages(
  'messages.readAll',
  '/api/message/readAll',
  'enterprise',
);
export const messageGetUnreadCount = countUnread(
  'messages.getUnreadCount',
  '/api/message/getUnreadCount',
  'enterprise',
);

export const companyGetMessageList = listMessages(
  'company.getMessageList',
  '/api/ensure_company/getMessageList',
  'ensure_company',
);
export const companyReadMessage = readMessage(
  'company.readMessage',
  '/api/ensure_company/readMessage',
  'ensure_company',
);
export const companyReadAllMessages = readAllMessages(
  'company.readAllMessages',
  '/api/ensure_company/readAllMessages',
  'ensure_company',
);
export const companyGetUnreadMessageCount = countUnread(
  'company.getUnreadMessageCount',
  '/api/ensure_company/getUnreadMessageCount',
  'ensure_company',
);

/** Each app's four inbox calls, for the shared message screens (`inboxSource` in query/). */
export const enterpriseInbox = {
  list: messageGetList,
  read: messageRead,
  readAll: messageReadAll,
  count: messageGetUnreadCount,
};
export const companyInbox = {
  list: companyGetMessageList,
  read: companyReadMessage,
  readAll: companyReadAllMessages,
  count: companyGetUnreadMessageCount,
};
export type InboxEndpoints = typeof enterpriseInbox;

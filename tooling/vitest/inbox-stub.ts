// An account's inbox for the API stub server (api-stub-server.ts), with state: listing pages
// (newest first, `unread=1` filter), marking one or all read and the unread count answer as the
// real API does (docs/messages.md), so the message screens and the red dot can be tested end to end.
import type { StubReply } from './api-stub-server';

export interface StubMessage {
  id: number;
  kind: string;
  title: string;
  content: string;
  order_sn: string | null;
  is_read: 0 | 1;
  create_time: number;
  read_time: number | null;
}

export interface InboxPaths {
  list: string;
  read: string;
  readAll: string;
  count: string;
}

/** `count` messages, newest (highest id) first; the first `unread` of them unread. */
export function sampleMessages(
  count: number,
  unread: number,
  make: (id: number) => Pick<StubMessage, 'kind' | 'title' | 'content' | 'order_sn'>,
): StubMessage[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      ...make(id),
      is_read: i < unread ? 0 : 1,
      create_time: 1_764_000_000 + id * 60,
      read_time: i < unread ? null : 1_764_100_000,
    };
  });
}

export function stubInbox(paths: InboxPaths) {
  let messages: StubMessage[] = [];
  const unread = () => messages.filter((m) => m.is_read === 0).length;
  const field = (body: string, name: string) => new URLSearchParams(body).get(name);
  const markRead = (m: StubMessage) => {
    if (m.is_read === 0) Object.assign(m, { is_read: 1, read_time: 1_764_200_000 });
  };
  // readAll before read: the stub routes by path prefix.
  const routes: Record<string, (body: string) => StubReply> = {
    [paths.readAll]: () => {
      messages.forEach(markRead);
      return { data: { unread: 0 } };
    },
    [paths.read]: (body) => {
      const message = messages.find((m) => m.id === Number(field(body, 'id')));
      if (!message) return { status: 404, code: 0, msg: '消息不存在' };
      markRead(message);
      return { data: { unread: unread() } };
    },
    [paths.list]: (body) => {
      const page = Number(field(body, 'page') ?? 1);
      const limit = Number(field(body, 'limit') ?? 10);
      const shown =
        field(body, 'unread') === '1' ? messages.filter((m) => m.is_read === 0) : messages;
      return {
        data: {
          list: shown.slice((page - 1) * limit, page * limit),
          total: shown.length,
          page,
          limit,
        },
      };
    },
    [paths.count]: () => ({ data: { unread: unread() } }),
  };
  return {
    routes,
    unread,
    /** Replaces the inbox (each test starts from its own). */
    reset(next: StubMessage[]) {
      messages = next.map((m) => ({ ...m }));
    },
  };
}

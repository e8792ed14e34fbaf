// One account's inbox as the shared message screens and the top bar's red dot use it
// (`InboxSource` of @bht/ui, docs/messages.md): the app's four calls, under a query key that
// names the account, so a later log-in on the same tab never shows another account's messages.
import type { InboxEndpoints } from '../contract/messages';
import type { ApiClient } from '../transport/create-api-client';

export function inboxSource(client: ApiClient, inbox: InboxEndpoints, accountId: number) {
  return {
    queryKey: ['inbox', inbox.list.auth, accountId] as const,
    list: (input: { page: number; limit: number; unread: 0 | 1 }, signal: AbortSignal) =>
      client.call(inbox.list, input, { signal }),
    // Polled in the background: a failure shows nothing; the dot keeps its last figure.
    count: (signal: AbortSignal) => client.call(inbox.count, {}, { signal, silent: true }),
    read: (id: number) => client.call(inbox.read, { id }),
    readAll: () => client.call(inbox.readAll, {}),
  };
}

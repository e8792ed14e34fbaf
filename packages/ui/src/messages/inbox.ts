// What the message screens and the top bar's red dot need from an app's inbox (docs/messages.md).
// The app passes its calls (`inboxSource` of @bht/api-client); the queries live here, so both apps
// share one cache layout: the unread count under `[...queryKey, 'unread']`, pages under
// `[...queryKey, 'list', …]`. Marking read sets the count the server answers and reloads the pages.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface InboxMessage {
  id: number;
  /** What happened (the contract's message kinds); the app links by it. */
  kind: string;
  title: string;
  content: string;
  order_sn: string | null;
  /** The order's letter type (the app picks the detail screen by it). */
  order_type?: string | null;
  is_read: 0 | 1;
  /** Unix seconds. */
  create_time: number;
}

export interface InboxListInput {
  page: number;
  limit: number;
  /** 1: unread messages only. */
  unread: 0 | 1;
}

export interface InboxSource {
  /** Root key of the account's inbox queries (it names the account). */
  queryKey: readonly unknown[];
  list(
    input: InboxListInput,
    signal: AbortSignal,
  ): Promise<{ list: InboxMessage[]; total: number }>;
  count(signal: AbortSignal): Promise<{ unread: number }>;
  read(id: number): Promise<{ unread: number }>;
  readAll(): Promise<{ unread: number }>;
}

/** How often the red dot asks for news while the page is visible. */
const UNREAD_POLL_MS = 60_000;

const unreadKey = (source: InboxSource) => [...source.queryKey, 'unread'];

/**
 * The account's unread count: `initial` (the user info's wait_read_message) at first, then the
 * server's every minute and whatever marking read answers. `source` undefined (no session yet): `initial`.
 */
export function useUnreadCount(
  source: InboxSource | undefined,
  initial?: number,
): number | undefined {
  const query = useQuery({
    queryKey: source ? unreadKey(source) : ['inbox', 'no-session'],
    queryFn: ({ signal }) => source!.count(signal).then((answer) => answer.unread),
    enabled: source !== undefined,
    initialData: initial,
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
  });
  return query.data ?? initial;
}

/** One page of the account's messages; the previous page stays shown while the next loads. */
export function useInboxPage(source: InboxSource, input: InboxListInput) {
  return useQuery({
    queryKey: [...source.queryKey, 'list', input],
    queryFn: ({ signal }) => source.list(input, signal),
    placeholderData: keepPreviousData,
  });
}

/** Marking one (`read`) or all (`readAll`) read; the dot and the pages follow. */
export function useMarkRead(source: InboxSource) {
  const queryClient = useQueryClient();
  const settle = ({ unread }: { unread: number }) => {
    queryClient.setQueryData(unreadKey(source), unread);
    return queryClient.invalidateQueries({ queryKey: [...source.queryKey, 'list'] });
  };
  const read = useMutation({ mutationFn: (id: number) => source.read(id), onSuccess: settle });
  const readAll = useMutation({ mutationFn: () => source.readAll(), onSuccess: settle });
  return { read, readAll };
}

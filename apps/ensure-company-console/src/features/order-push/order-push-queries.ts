// The order-push screens' calls (docs/order-push.md): the recipients' list and its changes, the
// push log and 重新推送. Changes are silent calls (the page shows their outcome) followed by a
// refresh of the lists they change.
import {
  companyAddMessageUser,
  companyDeleteMessageUser,
  companyEditMessageUser,
  companyGetMessageUserList,
  companyGetPushList,
  companyRetryPush,
  endpointQueryKey,
  endpointQueryOptions,
  type MessageUser,
  type RequestOf,
} from '@bht/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type MessageUserFields = Omit<
  RequestOf<typeof companyAddMessageUser>,
  'events' | 'channels'
> &
  Pick<MessageUser, 'events' | 'channels'>;
export type PushListRequest = RequestOf<typeof companyGetPushList>;

const silent = { silent: true } as const;

export const messageUserListQuery = (input: RequestOf<typeof companyGetMessageUserList>) =>
  endpointQueryOptions(api, companyGetMessageUserList, input);
export const pushListQuery = (input: PushListRequest) =>
  endpointQueryOptions(api, companyGetPushList, input);

/** Saves (adds, or edits `id`), toggles or deletes a recipient; each refreshes the list. */
export function useMessageUserChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetMessageUserList) });
  const save = useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: MessageUserFields }) =>
      id
        ? api.call(companyEditMessageUser, { ...fields, id }, silent)
        : api.call(companyAddMessageUser, fields, silent),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(companyDeleteMessageUser, { id }, silent),
    onSuccess: refresh,
  });
  return { save, remove };
}

export function useRetryPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(companyRetryPush, { id }, silent),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetPushList) }),
  });
}

// The trading-platform screens' calls (docs/trading-platforms.md): the operator's registry and a
// guarantor's order conversation. Changes are silent calls (the screen shows their outcome)
// followed by a refresh of what they change.
import {
  companyGetPlatformConversation,
  companyRetryPlatformMessage,
  endpointQueryKey,
  endpointQueryOptions,
  platformAddTradingPlatform,
  platformEditTradingPlatform,
  platformGetTradingPlatformOptions,
  platformGetTradingPlatforms,
  platformResetTradingPlatformSecret,
  platformSetTradingPlatformEnabled,
  type RequestOf,
} from '@bht/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type PlatformFields = RequestOf<typeof platformAddTradingPlatform>;
export type PlatformEditFields = RequestOf<typeof platformEditTradingPlatform>;

const silent = { silent: true } as const;

export const platformListQuery = () => endpointQueryOptions(api, platformGetTradingPlatforms, {});
export const platformOptionsQuery = () =>
  endpointQueryOptions(api, platformGetTradingPlatformOptions, {});

/** Registers, edits, resets the inbound secret of, or switches a platform; each refreshes the list. */
export function usePlatformChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(platformGetTradingPlatforms) });
  const add = useMutation({
    mutationFn: (fields: PlatformFields) => api.call(platformAddTradingPlatform, fields, silent),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: (fields: PlatformEditFields) =>
      api.call(platformEditTradingPlatform, fields, silent),
    onSuccess: refresh,
  });
  const resetSecret = useMutation({
    mutationFn: (id: number) => api.call(platformResetTradingPlatformSecret, { id }, silent),
    onSuccess: refresh,
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: 0 | 1 }) =>
      api.call(platformSetTradingPlatformEnabled, { id, enabled }, silent),
    onSuccess: refresh,
  });
  return { add, edit, resetSecret, setEnabled };
}

/**
 * The order's conversation; null for an order not from a platform. Silent: the card is an extra
 * beside the order detail, which shows its own errors.
 */
export const conversationQuery = (orderSn: string) => ({
  queryKey: endpointQueryKey(companyGetPlatformConversation, { order_sn: orderSn }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(companyGetPlatformConversation, { order_sn: orderSn }, { signal, silent: true }),
});

export function useRetryPlatformMessage(orderSn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api.call(companyRetryPlatformMessage, { order_sn: orderSn, message_id: messageId }, silent),
    onSuccess: (conversation) =>
      queryClient.setQueryData(
        endpointQueryKey(companyGetPlatformConversation, { order_sn: orderSn }),
        conversation,
      ),
  });
}

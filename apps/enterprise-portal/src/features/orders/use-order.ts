// An order's detail, kept fresh: while someone else can still move the order on (its type's
// state machine says who acts next) its status is polled (spec §4) and, when it changed, the
// detail and its payment data are reloaded. The endpoints are the letter type's (order family).
import { endpointQueryKey, endpointQueryOptions, getQueryPayLog } from '@bht/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import { STATUS_POLL_MS } from '../letters/result-view';
import { movesOnWithoutYou, statusEndpointOf, useOrderFamily } from './order-family';

export function useOrder(sn: string, { poll = false } = {}) {
  const queryClient = useQueryClient();
  const family = useOrderFamily();
  const { type, endpoints } = family;
  const detail = useQuery({
    ...endpointQueryOptions(api, endpoints.detail, { order_sn: sn }),
    enabled: sn !== '',
  });
  const status = detail.data?.status;
  const polling = poll && status !== undefined && movesOnWithoutYou(type, status);
  const polled = useQuery({
    // Silent: a failed poll must not toast every few seconds; the next one simply tries again.
    ...silentQueryOptions(statusEndpointOf(family), { order_sn: sn }),
    enabled: polling,
    refetchInterval: polling ? STATUS_POLL_MS : false,
    staleTime: 0,
  });
  const polledStatus = polled.data?.order.status;

  useEffect(() => {
    if (polledStatus === undefined || status === undefined || polledStatus === status) return;
    for (const endpoint of [endpoints.detail, getQueryPayLog])
      void queryClient.invalidateQueries({
        queryKey: endpointQueryKey(endpoint, { order_sn: sn }),
      });
    // Marked stale, not fetched now: the order has just left (or not yet reached) 待支付, where the
    // server refuses getPayInfo with a 409; the pay section fetches it again if it shows.
    void queryClient.invalidateQueries({
      queryKey: endpointQueryKey(endpoints.payInfo, { order_sn: sn }),
      refetchType: 'none',
    });
  }, [polledStatus, status, sn, queryClient, endpoints]);

  return detail;
}

/** After the enterprise moved an order (cancel, refund request, receipt): lists, detail, status and pay log reload. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  const family = useOrderFamily();
  return useCallback(
    () =>
      Promise.all(
        [
          family.endpoints.list,
          family.endpoints.detail,
          statusEndpointOf(family),
          getQueryPayLog,
        ].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }),
        ),
      ).then(() => undefined),
    [queryClient, family],
  );
}

// An order's detail, kept fresh: while the order is below 已出函 its status is polled (spec §4)
// and, when it changed, the detail and its payment data are reloaded.
import { endpointQueryKey, endpointQueryOptions, getMyOrderList, getOrderInfo, getOrderStatus, getPayInfo, getQueryPayLog } from '@bht/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import { STATUS_POLL_MS } from '../apply/result-view';
import { isInProgress } from './order-states';

export function useOrder(sn: string, { poll = false } = {}) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...endpointQueryOptions(api, getOrderInfo, { order_sn: sn }), enabled: sn !== '' });
  const status = detail.data?.status;
  const polling = poll && status !== undefined && isInProgress(status);
  const polled = useQuery({
    // Silent: a failed poll must not toast every few seconds; the next one simply tries again.
    ...silentQueryOptions(getOrderStatus, { order_sn: sn }),
    enabled: polling,
    refetchInterval: polling ? STATUS_POLL_MS : false,
    staleTime: 0,
  });
  const polledStatus = polled.data?.order.status;

  useEffect(() => {
    if (polledStatus === undefined || status === undefined || polledStatus === status) return;
    for (const endpoint of [getOrderInfo, getQueryPayLog, getPayInfo]) void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint, { order_sn: sn }) });
  }, [polledStatus, status, sn, queryClient]);

  return detail;
}

/** After the enterprise moved an order (cancel, refund request): lists, detail, status and pay log reload. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([getMyOrderList, getOrderInfo, getOrderStatus, getQueryPayLog].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }))).then(() => undefined),
    [queryClient],
  );
}

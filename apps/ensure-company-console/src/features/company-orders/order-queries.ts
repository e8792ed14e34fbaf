// Queries of one order (detail and log) and the refresh every action ends with: the detail, the
// log, its refunds and every stage list, since an action moves the order from one list to another.
import {
  companyGetOrderDetail,
  companyGetOrderList,
  companyGetOrderLog,
  companyGetOrderRefunds,
  endpointQueryKey,
  endpointQueryOptions,
  type ResponseOf,
} from '@bht/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';

export type OrderDetail = ResponseOf<typeof companyGetOrderDetail>;
export type OrderLogEntry = ResponseOf<typeof companyGetOrderLog>[number];

/**
 * Enterprises move orders too (sign, pay, cancel): the console reads an order afresh whenever a
 * screen opens it rather than trusting the app's 30 s cache, which would offer stale actions.
 */
export const FRESH_ON_OPEN = { staleTime: 0 } as const;

export const orderDetailQuery = (orderSn: string) => ({
  ...endpointQueryOptions(api, companyGetOrderDetail, { order_sn: orderSn }),
  ...FRESH_ON_OPEN,
});
export const orderLogQuery = (orderSn: string) => ({
  ...endpointQueryOptions(api, companyGetOrderLog, { order_sn: orderSn }),
  ...FRESH_ON_OPEN,
});

export function useRefreshOrder(orderSn: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(companyGetOrderDetail, { order_sn: orderSn }),
        }),
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(companyGetOrderLog, { order_sn: orderSn }),
        }),
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(companyGetOrderRefunds, { order_sn: orderSn }),
        }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetOrderList) }),
      ]).then(() => undefined),
    [queryClient, orderSn],
  );
}

// The wizard's reads. Loaded silently: each page shows the error in place (QueryState) with 重试,
// so no toast repeats it.
import {
  applyLetterBase,
  getAreaList,
  getCompanyList,
  getOrderInfo,
  getOrderStatus,
  getProjectDetail,
  getTypeList,
  type LetterType,
} from '@bht/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { silentQueryOptions } from '../../app/silent-query';
import { onTheWayToLetter } from '../orders/order-family';
import { STATUS_POLL_MS } from './result-view';

/** Public: a visitor sees the project too. Not called without an id. */
export function useProject(projectId: number | null) {
  return useQuery({
    ...silentQueryOptions(getProjectDetail, { id: projectId ?? 0 }),
    enabled: projectId !== null,
  });
}

/** Enterprise facts, the project and an unfinished order; only for a logged-in enterprise. */
export function useApplyBase(projectId: number, orderSn: string | undefined, enabled = true) {
  return useQuery({
    ...silentQueryOptions(applyLetterBase, {
      project_id: projectId,
      ...(orderSn ? { order_sn: orderSn } : {}),
    }),
    enabled,
  });
}

export interface GuarantorFilter {
  type_id?: number;
  area_id?: number;
}

/** Guarantors for the project with the premium the server computed; the previous list stays while a new filter loads. */
export function useGuarantorOffers(projectId: number, filter: GuarantorFilter) {
  return useQuery({
    ...silentQueryOptions(getCompanyList, { project_id: projectId, ...filter }),
    placeholderData: keepPreviousData,
  });
}

const REFERENCE_STALE_MS = 10 * 60_000;

export function useGuarantorTypes() {
  return useQuery({ ...silentQueryOptions(getTypeList, {}), staleTime: REFERENCE_STALE_MS });
}

export function useAreas() {
  return useQuery({ ...silentQueryOptions(getAreaList, {}), staleTime: REFERENCE_STALE_MS });
}

/** The order's detail through its type's endpoint (getOrderInfo, paper_letter/getDetail…). */
export function useOrder(orderSn: string, detail: typeof getOrderInfo = getOrderInfo) {
  return useQuery(silentQueryOptions(detail, { order_sn: orderSn }));
}

/**
 * Spec §4: the result keeps refreshing until the letter is in force (or the order ended); stops when
 * unmounted. `endpoint`: the type's status poll (performance_letter/getOrderStatus…).
 */
export function usePolledOrderStatus(
  orderSn: string,
  type: LetterType,
  enabled = true,
  endpoint: typeof getOrderStatus = getOrderStatus,
) {
  return useQuery({
    ...silentQueryOptions(endpoint, { order_sn: orderSn }),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.order.status;
      return status !== undefined && !onTheWayToLetter(type, status) ? false : STATUS_POLL_MS;
    },
  });
}

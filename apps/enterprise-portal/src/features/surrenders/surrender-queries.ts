// An order's surrender (退保) options and requests (surrenderGetOptions): read by the 申请退保
// button and the 退保 section of the order detail (one query, shared). Failures show in place.
import {
  endpointQueryKey,
  isLetterInForce,
  OrderStatus,
  surrenderGetOptions,
  type LetterType,
} from '@bht/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { silentQueryOptions } from '../../app/silent-query';

/** In force, a surrender can be asked for; ended (履约终止), its past requests still tell why. */
export const hasSurrenderSection = (type: LetterType, status: number) =>
  isLetterInForce(type, status) || status === OrderStatus.ENDED;

export const useSurrenderOptions = (sn: string) =>
  useQuery(silentQueryOptions(surrenderGetOptions, { order_sn: sn }));

/** After a request is submitted: the options (now blocked by the open request) and its list reload. */
export function useRefreshSurrenders() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(surrenderGetOptions) }),
    [queryClient],
  );
}

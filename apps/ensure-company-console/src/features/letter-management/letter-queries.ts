// Letter management's queries: the letters of a stage, one letter's after-issue timeline, and the
// refresh a desk decision ends with (the request, its desk's lists and counts, and the letters,
// since approving a surrender or paying out a claim can end the letter).
import {
  companyGetLetterList,
  companyGetLetterTimeline,
  endpointQueryKey,
  endpointQueryOptions,
  type EndpointDefinition,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';
import { FRESH_ON_OPEN } from '../company-orders/order-queries';

export type LetterListRequest = RequestOf<typeof companyGetLetterList>;
export type LetterRecord = ResponseOf<typeof companyGetLetterList>['list'][number];
export type LetterEvent = ResponseOf<typeof companyGetLetterTimeline>['events'][number];

export const letterListQuery = (input: LetterListRequest) => ({
  ...endpointQueryOptions(api, companyGetLetterList, input),
  ...FRESH_ON_OPEN,
});
export const letterTimelineQuery = (orderSn: string) => ({
  ...endpointQueryOptions(api, companyGetLetterTimeline, { order_sn: orderSn }),
  ...FRESH_ON_OPEN,
});

/**
 * Re-reads a desk's request (`detail` and its `log` with `{ id }`), its lists, and every letter
 * list and timeline.
 */
export function useRefreshAfterDecision(
  detail: EndpointDefinition,
  log: EndpointDefinition,
  list: EndpointDefinition,
  id: number,
) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          endpointQueryKey(detail, { id } as never),
          endpointQueryKey(log, { id } as never),
          endpointQueryKey(list),
          endpointQueryKey(companyGetLetterList),
          endpointQueryKey(companyGetLetterTimeline),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ).then(() => undefined),
    [queryClient, detail, log, list, id],
  );
}

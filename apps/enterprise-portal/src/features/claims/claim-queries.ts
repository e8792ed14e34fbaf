// The claim screens' reads: failures show in place (QueryState with 重试), so no toast repeats
// them, and a read cancelled by leaving the page is no error at all.
import { claimGetDetail, claimGetList, endpointQueryKey, type ResponseOf } from '@bht/api-client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { silentQueryOptions } from '../../app/silent-query';

export type Claim = ResponseOf<typeof claimGetDetail>;

export const useClaim = (id: number) => useQuery(silentQueryOptions(claimGetDetail, { id }));

/** After a statement is added: the detail and the records reload. */
export function invalidateClaims(queryClient: QueryClient) {
  for (const endpoint of [claimGetList, claimGetDetail])
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
}

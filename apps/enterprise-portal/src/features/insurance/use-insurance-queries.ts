// The insurance screens' reads. Loaded silently: each page shows a failure in place (QueryState
// with 重试), a failed poll simply waits for the next one, and a read cancelled by leaving the page
// is no error, so none of them toasts.
import {
  coversBond,
  endpointQueryKey,
  insuranceGetPolicy,
  insuranceGetPolicyList,
  insuranceGetProducts,
  type POLICY_STATUSES,
  type ResponseOf,
} from '@bht/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { silentQueryOptions } from '../../app/silent-query';
import { STATUS_POLL_MS } from '../letters/result-view';

export type Policy = ResponseOf<typeof insuranceGetPolicy>;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export type InsuranceProduct = ResponseOf<typeof insuranceGetProducts>[number];

/**
 * The insurers' products for a project, each with its quote for the project's bid bond: only those
 * whose range covers `bidBond` as the project reads now (a list cached before the bond changed
 * keeps no product the server would refuse).
 */
export function useProducts(projectId: number | null, bidBond: string | undefined) {
  return useQuery({
    ...silentQueryOptions(insuranceGetProducts, { project_id: projectId ?? 0 }),
    enabled: projectId !== null,
    select: (products) =>
      bidBond === undefined ? products : products.filter((p) => coversBond(p, bidBond)),
  });
}

/** One policy; `poll` keeps asking while it is unpaid (the insurer's result arrives asynchronously). */
export function usePolicy(policySn: string, { poll = false } = {}) {
  return useQuery({
    ...silentQueryOptions(insuranceGetPolicy, { policy_sn: policySn }),
    enabled: policySn !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'unpaid' ? STATUS_POLL_MS : false,
  });
}

export function usePolicyList(input: { page: number; limit: number; status?: PolicyStatus }) {
  return useQuery({
    ...silentQueryOptions(insuranceGetPolicyList, input),
    placeholderData: keepPreviousData,
  });
}

/** After the enterprise changed a policy (proposal, cancel): its detail and 我的保单 reload. */
export function useRefreshPolicies() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [insuranceGetPolicy, insuranceGetPolicyList].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }),
        ),
      ).then(() => undefined),
    [queryClient],
  );
}

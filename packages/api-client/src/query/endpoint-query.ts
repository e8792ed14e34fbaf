// TanStack Query helpers: every screen gets its query/mutation options from the endpoint,
// with stable keys `[endpoint.id, input]`, so no screen hand-writes fetch code or keys.
import { queryOptions, type MutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EndpointDefinition } from '../contract/define';
import type { ApiError } from '../transport/api-error';
import type { ApiClient, CallInput } from '../transport/create-api-client';

/** Key for one call, or (without input) the prefix that matches every call of the endpoint. */
export function endpointQueryKey<E extends EndpointDefinition>(endpoint: E, input?: CallInput<E>) {
  return input === undefined ? ([endpoint.id] as const) : ([endpoint.id, input] as const);
}

export function endpointQueryOptions<E extends EndpointDefinition>(
  client: ApiClient,
  endpoint: E,
  input: CallInput<E>,
) {
  return queryOptions<z.output<E['response']>, ApiError>({
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }) => client.call(endpoint, input, { signal }),
  });
}

export function endpointMutationOptions<E extends EndpointDefinition>(
  client: ApiClient,
  endpoint: E,
): MutationOptions<z.output<E['response']>, ApiError, CallInput<E>> {
  return {
    mutationKey: [endpoint.id],
    mutationFn: (input) => client.call(endpoint, input),
  };
}

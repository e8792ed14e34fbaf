// Query options for a read whose failure the screen shows in place (QueryState with 重试), so no
// toast repeats it. Kept out of api.ts, which the light log-in screen loads.
import {
  endpointQueryKey,
  type CallInput,
  type EndpointDefinition,
  type ResponseOf,
} from '@bht/api-client';
import { api } from './api';

export function silentQueryOptions<E extends EndpointDefinition>(endpoint: E, input: CallInput<E>) {
  return {
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ResponseOf<E>> =>
      api.call(endpoint, input, { silent: true, signal }),
  };
}

// The authentication progress (getAuthInfo) shared by every /firm page, and what happens after a
// step succeeds: keep the new progress, move to the next page, reload the session so the guard
// sees the new auth_step / auth_status.
import { endpointQueryKey, getAuthInfo, type ResponseOf } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { stepPath } from './firm-steps';

export type FirmAuthInfo = ResponseOf<typeof getAuthInfo>;

export const authInfoKey = endpointQueryKey(getAuthInfo, {});

/** Loaded silently: the pages show their own error state. */
export function useFirmAuthInfo() {
  return useQuery({
    queryKey: authInfoKey,
    queryFn: ({ signal }) => api.call(getAuthInfo, {}, { silent: true, signal }),
  });
}

/** Call with the progress a step's endpoint returned; goes to the page after `step`. */
export function useFirmStepDone(step: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  return useCallback(
    (info: FirmAuthInfo) => {
      queryClient.setQueryData(authInfoKey, info);
      navigate(stepPath(step + 1));
      session.refresh();
    },
    [queryClient, navigate, session, step],
  );
}

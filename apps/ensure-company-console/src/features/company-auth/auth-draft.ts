// The company's authentication draft (docs/company-auth.md): one query the wizard's pages share,
// and saving a step, which answers the whole draft (put straight into the query's cache).
import {
  companyGetAuthDraft,
  companySaveAuthStep,
  endpointQueryKey,
  endpointQueryOptions,
  type CompanyAuthInfo,
  type CompanyAuthStep,
  type RequestOf,
} from '@bht/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';

export type { CompanyAuthInfo };

export const useAuthDraft = () => useQuery(endpointQueryOptions(api, companyGetAuthDraft, {}));

/** The wizard's pages by step, then the result page. */
export const STEP_PATHS: Record<CompanyAuthStep, string> = {
  basic: '/formone',
  identity: '/formtwo',
  qualifications: '/formthree',
  seal: '/formfour',
};
export const RESULT_PATH = '/formfive';

/** The identity page of the saved role (the legal representative's by default). */
export const identityPath = (role: 'legal' | 'agent' | undefined) =>
  role === 'agent' ? '/minDuty' : '/oneDuty';

/** Saves one step (field errors come back as the api-client's error, for useServerForm) and keeps the answer as the draft. */
export function useSaveStep() {
  const queryClient = useQueryClient();
  return useCallback(
    async (fields: RequestOf<typeof companySaveAuthStep>) => {
      const info = await api.call(companySaveAuthStep, fields, { silent: true });
      queryClient.setQueryData(endpointQueryKey(companyGetAuthDraft, {}), info);
      return info;
    },
    [queryClient],
  );
}

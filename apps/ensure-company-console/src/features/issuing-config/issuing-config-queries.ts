// The issuing configuration's calls (docs/issuing-config.md): the items with their published
// versions, one item's version history, saving and publishing a version. Saving and publishing
// are silent calls (the page shows their outcome) followed by a refresh of the items and histories.
import {
  companyAddConfigVersion,
  companyGetConfigFiles,
  companyGetConfigVersions,
  companyPublishConfigVersion,
  endpointQueryKey,
  endpointQueryOptions,
  type IssuingConfigKey,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type ConfigItem = ResponseOf<typeof companyGetConfigFiles>[number];
export type NewVersionFields = RequestOf<typeof companyAddConfigVersion>;

const silent = { silent: true } as const;

export const configFilesQuery = () => endpointQueryOptions(api, companyGetConfigFiles, {});
export const configVersionsQuery = (key: IssuingConfigKey, page: number) =>
  endpointQueryOptions(api, companyGetConfigVersions, { key, page, limit: 10 });

export function useConfigChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetConfigFiles) }),
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetConfigVersions) }),
    ]);
  const add = useMutation({
    mutationFn: (fields: NewVersionFields) => api.call(companyAddConfigVersion, fields, silent),
    onSuccess: refresh,
  });
  const publish = useMutation({
    mutationFn: ({ key, version }: { key: IssuingConfigKey; version: number }) =>
      api.call(companyPublishConfigVersion, { key, version }, silent),
    onSuccess: refresh,
  });
  return { add, publish };
}

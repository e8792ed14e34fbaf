// 诉讼保全申请's queries (the list with its filters, one application, the reference lists: areas,
// the courts of an area, both category trees) and its actions: each a silent call whose outcome the
// page shows, then a refresh of the application and every list page.
import {
  companyAddApply,
  companyDeleteApply,
  companyEditApply,
  companyGetApplyDetail,
  companyGetApplyList,
  companyGetCourtList,
  companyHandleApply,
  endpointQueryKey,
  endpointQueryOptions,
  getAreaList,
  getCaseCategoryAll,
  getPreserveCategoryAll,
  PRESERVATION_ACTIONS,
  type PreservationAction,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';
import { FRESH_ON_OPEN } from '../company-orders/order-queries';
import { useDeskAction, type ActionRun } from '../company-orders/use-order-action';

export type Apply = ResponseOf<typeof companyGetApplyDetail>;
export type ApplyListRequest = RequestOf<typeof companyGetApplyList>;
export type ApplyFields = RequestOf<typeof companyAddApply>;
export type Category = ResponseOf<typeof getCaseCategoryAll>[number];

/** Reference lists change rarely: read once per visit. */
const REFERENCE = { staleTime: 10 * 60_000 } as const;

export const applyListQuery = (input: ApplyListRequest) => ({
  ...endpointQueryOptions(api, companyGetApplyList, input),
  ...FRESH_ON_OPEN,
});
export const applyDetailQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetApplyDetail, { id }),
  ...FRESH_ON_OPEN,
});
export const areaListQuery = () => ({
  ...endpointQueryOptions(api, getAreaList, {}),
  ...REFERENCE,
});
export const courtListQuery = (areaId?: number) => ({
  ...endpointQueryOptions(api, companyGetCourtList, areaId ? { area_id: areaId } : {}),
  ...REFERENCE,
});
export const caseCategoryQuery = () => ({
  ...endpointQueryOptions(api, getCaseCategoryAll, {}),
  ...REFERENCE,
});
export const preserveCategoryQuery = () => ({
  ...endpointQueryOptions(api, getPreserveCategoryAll, {}),
  ...REFERENCE,
});

function useRefreshApplies(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          endpointQueryKey(companyGetApplyDetail, { id }),
          endpointQueryKey(companyGetApplyList),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ).then(() => undefined),
    [queryClient, id],
  );
}

/** `id` 0: a new application (the lists are refreshed either way). */
export function useApplyAction(id: number) {
  return useDeskAction(useRefreshApplies(id), '保全申请状态已变更');
}

const silent = { silent: true } as const;

const MOVE_SUCCESS: Record<PreservationAction, string> = {
  submit: '保全申请已提交',
  withdraw: '已撤回为草稿，可继续修改',
  issue: '已登记出函',
  cancel: '保全申请已撤销',
};

export const applyRuns = {
  move: (id: number, action: PreservationAction): ActionRun => ({
    action,
    call: () => api.call(companyHandleApply, { id, action }, silent),
    success: MOVE_SUCCESS[action],
  }),
  remove: (id: number): ActionRun => ({
    action: 'delete',
    call: () => api.call(companyDeleteApply, { id }, silent),
    success: '保全申请已删除',
  }),
  save: (id: number | undefined, fields: ApplyFields): ActionRun => ({
    action: 'save',
    call: () =>
      id
        ? api.call(companyEditApply, { id, ...fields }, silent)
        : api.call(companyAddApply, fields, silent),
    success: Number(fields.submit) === 1 ? '保全申请已提交' : '已保存为草稿',
  }),
};

/** The button text of each state-machine action, from the contract. */
export const actionText = (action: PreservationAction) => PRESERVATION_ACTIONS[action].text;

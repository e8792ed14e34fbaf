// The surrender desk's queries (requests by status, one request) and its decisions (同意 with the
// cease date and refund, 拒绝 with an opinion): each a silent call whose outcome the desk shows,
// then a refresh of the request and its log, the desk's lists and counts, and the letters.
import {
  companyExpireTime,
  companyGetSurrenderDetail,
  companyGetSurrenderList,
  companyGetSurrenderLog,
  endpointQueryOptions,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { api } from '../../app/api';
import { FRESH_ON_OPEN } from '../company-orders/order-queries';
import { useDeskAction, type ActionRun } from '../company-orders/use-order-action';
import { useRefreshAfterDecision } from '../letter-management/letter-queries';

export type Surrender = ResponseOf<typeof companyGetSurrenderDetail>;
export type SurrenderListRequest = RequestOf<typeof companyGetSurrenderList>;
export interface ApproveFields {
  valid_to: string;
  refund: 0 | 1;
  opinion: string;
}

export const surrenderListQuery = (input: SurrenderListRequest) => ({
  ...endpointQueryOptions(api, companyGetSurrenderList, input),
  ...FRESH_ON_OPEN,
});
export const surrenderDetailQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetSurrenderDetail, { id }),
  ...FRESH_ON_OPEN,
});

export const surrenderLogQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetSurrenderLog, { id }),
  ...FRESH_ON_OPEN,
});

export function useSurrenderAction(id: number) {
  return useDeskAction(
    useRefreshAfterDecision(
      companyGetSurrenderDetail,
      companyGetSurrenderLog,
      companyGetSurrenderList,
      id,
    ),
    '退保申请状态已变更',
  );
}

const silent = { silent: true } as const;

export function surrenderRuns(id: number) {
  return {
    approve: (fields: ApproveFields): ActionRun => ({
      action: 'approve',
      call: () => api.call(companyExpireTime, { id, action: 'approve', ...fields }, silent),
      success: fields.refund ? '已同意退保，保费将原路退还' : '已同意退保',
    }),
    refuse: (opinion: string): ActionRun => ({
      action: 'refuse',
      call: () => api.call(companyExpireTime, { id, action: 'refuse', opinion }, silent),
      success: '已拒绝该退保申请',
    }),
  };
}

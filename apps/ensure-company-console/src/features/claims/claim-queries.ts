// The claim desk's queries (claims by status, one claim) and its actions (受理, 驳回 with an
// opinion, 登记赔付, and 登记纸质索赔 for a claim received on paper): each a silent call whose
// outcome the desk shows, then a refresh of the claim and its log, the desk's lists and counts, and the letters
// (a payout lowers what remains, and a payout of all of it ends the letter).
import {
  companyAddClaim,
  companyGetClaimDetail,
  companyGetClaimList,
  companyGetClaimLog,
  companyHandleClaim,
  companyPayClaim,
  endpointQueryOptions,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { api } from '../../app/api';
import { FRESH_ON_OPEN } from '../company-orders/order-queries';
import { useDeskAction, type ActionRun } from '../company-orders/use-order-action';
import { useRefreshAfterDecision } from '../letter-management/letter-queries';

export type Claim = ResponseOf<typeof companyGetClaimDetail>;
export type ClaimListRequest = RequestOf<typeof companyGetClaimList>;
export type PayoutFields = Omit<RequestOf<typeof companyPayClaim>, 'id'>;
export type PaperClaimFields = RequestOf<typeof companyAddClaim>;

export const claimListQuery = (input: ClaimListRequest) => ({
  ...endpointQueryOptions(api, companyGetClaimList, input),
  ...FRESH_ON_OPEN,
});
export const claimDetailQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetClaimDetail, { id }),
  ...FRESH_ON_OPEN,
});

export const claimLogQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetClaimLog, { id }),
  ...FRESH_ON_OPEN,
});

/** `id` 0: no claim yet (the paper claim form); the lists and letters are refreshed either way. */
export function useClaimAction(id: number) {
  return useDeskAction(
    useRefreshAfterDecision(companyGetClaimDetail, companyGetClaimLog, companyGetClaimList, id),
    '理赔状态已变更',
  );
}

const silent = { silent: true } as const;

export function claimRuns(id: number) {
  return {
    accept: (opinion: string): ActionRun => ({
      action: 'accept',
      call: () => api.call(companyHandleClaim, { id, action: 'accept', opinion }, silent),
      success: '已受理该索赔',
    }),
    reject: (opinion: string): ActionRun => ({
      action: 'reject',
      call: () => api.call(companyHandleClaim, { id, action: 'reject', opinion }, silent),
      success: '已驳回该索赔',
    }),
    pay: (fields: PayoutFields): ActionRun => ({
      action: 'pay',
      call: () => api.call(companyPayClaim, { id, ...fields }, silent),
      success: '赔付已登记',
      warning: (result) =>
        (result as Claim).remaining === '0.00'
          ? '赔付已登记，担保金额已全部赔付，保函履约终止'
          : null,
    }),
  };
}

export const paperClaimRun = (fields: PaperClaimFields): ActionRun => ({
  action: 'add',
  call: () => api.call(companyAddClaim, fields, silent),
  success: '纸质索赔已登记，待受理',
});

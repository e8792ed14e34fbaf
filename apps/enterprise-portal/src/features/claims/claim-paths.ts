// Where the claim screens live (spec §2 /demage…): the records (optionally found by an order
// number: a claim message names its order, not the claim) and one claim's detail.
import { withQuery } from '../letters/apply-steps';

export const claimPaths = {
  list: '/demage/index',
  ofOrder: (orderSn: string) => withQuery('/demage/index', { keyword: orderSn }),
  detail: (id: number) => withQuery('/demage/damageinfo', { id }),
};

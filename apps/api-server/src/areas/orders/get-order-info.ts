// /api/order/getOrderInfo and /api/Sx_gt_req/getOrderInfo (bid e-letters), /api/paper_letter/getDetail
// (paper, with the delivery): one order of the caller's enterprise with the actions the enterprise
// may take on it now (offeredActions), so the detail screen offers exactly what the server accepts.
// Another enterprise's order, or one of another letter type, is simply not found.
import {
  type getOrderInfo,
  getTradingOrderInfo,
  type paperGetDetail,
  type LetterType,
  type performanceGetLetterDetail,
  type workerGetLetterDetail,
} from '@bht/api-client/contract';
import type { EnterpriseCaller } from '../../http/auth-context';
import type { HandlerContext } from '../../http/implement';
import { implement } from '../../http/implement';
import { assertOrderPermission, findEnterpriseOrder } from './enterprise-order-access';
import { orderDetailOf } from './order-detail-of';

export async function enterpriseOrderDetail(
  ctx: Pick<HandlerContext, 'db' | 'config'>,
  caller: EnterpriseCaller,
  sn: string,
  type: LetterType,
) {
  assertOrderPermission(caller);
  const order = await findEnterpriseOrder(ctx.db, caller, sn, type);
  return orderDetailOf(ctx, order, { actor: 'enterprise', permissions: caller.permissions });
}

/** The detail call of one letter type's family. */
export const orderDetailHandler = (
  endpoint:
    | typeof getOrderInfo
    | typeof paperGetDetail
    | typeof performanceGetLetterDetail
    | typeof workerGetLetterDetail,
  type: LetterType,
) =>
  implement(endpoint, async ({ order_sn }, ctx) =>
    enterpriseOrderDetail(ctx, ctx.caller, order_sn, type),
  );

export const getTradingOrderInfoHandler = implement(
  getTradingOrderInfo,
  async ({ order_sn }, ctx) => ({
    ...(await enterpriseOrderDetail(ctx, ctx.caller, order_sn, 'bid_e')),
    // Every order here starts from the enterprise's own application (/api/Letter/add); the product
    // has no trading-centre push interface, so there is never a pushed request to show.
    trading_request: null,
  }),
);

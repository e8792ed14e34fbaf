// /api/order/getOrderInfo and /api/Sx_gt_req/getOrderInfo: one order of the caller's enterprise
// with the actions the enterprise may take on it now (offeredActions), so the detail screen
// offers exactly what the server accepts. Another enterprise's order is simply not found.
import { getOrderInfo, getTradingOrderInfo } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { EnterpriseCaller } from '../../http/auth-context';
import type { HandlerContext } from '../../http/implement';
import { implement } from '../../http/implement';
import { fileLinks } from '../uploads/file-links';
import { assertOrderPermission, enterpriseScope } from './enterprise-order-access';
import { findOrder, type OrderRow } from './order-transitions';
import { toOrderDetail } from './order-view';

/** The order's project (projects are never deleted: orders reference them). */
export async function orderProject(db: Db, order: OrderRow) {
  const [project] = await db.select().from(projects).where(eq(projects.id, order.projectId)).limit(1);
  if (!project) throw new Error(`order ${order.sn} references missing project ${order.projectId}`);
  return project;
}

async function enterpriseOrderDetail({ db, config }: Pick<HandlerContext, 'db' | 'config'>, caller: EnterpriseCaller, sn: string) {
  assertOrderPermission(caller);
  const order = await findOrder(db, sn, enterpriseScope(caller));
  return toOrderDetail(order, await orderProject(db, order), { actor: 'enterprise', permissions: caller.permissions, link: fileLinks(config) });
}

export const getOrderInfoHandler = implement(getOrderInfo, async ({ order_sn }, ctx) => enterpriseOrderDetail(ctx, ctx.caller, order_sn));

export const getTradingOrderInfoHandler = implement(getTradingOrderInfo, async ({ order_sn }, ctx) => ({
  ...(await enterpriseOrderDetail(ctx, ctx.caller, order_sn)),
  // Every order here starts from the enterprise's own application (/api/Letter/add); the product
  // has no trading-centre push interface, so there is never a pushed request to show.
  trading_request: null,
}));

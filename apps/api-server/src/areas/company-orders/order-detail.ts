// getOrderDetail and getOrderLog for the console: only orders placed with the caller's company
// (another company's order is 404 '订单不存在'), with the actions the caller may take now.
import { companyGetOrderDetail, companyGetOrderLog } from '@bht/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import { orderLogs } from '../../db/schema';
import type { CompanyCaller } from '../../http/auth-context';
import { implement, type HandlerContext } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import type { OrderActor } from '../orders/order-machine';
import { findOrder } from '../orders/order-transitions';
import { orderDetailOf } from '../orders/order-detail-of';
import type { OrderDetailView } from '../orders/order-view';
import { companyScope } from './company-operator';
import type { OrderRow } from '../../db/rows';

/** The order as the console shows it to `caller`. */
export async function companyOrderDetail(
  ctx: Pick<HandlerContext, 'db' | 'config'>,
  order: OrderRow,
  caller: CompanyCaller,
): Promise<OrderDetailView> {
  return orderDetailOf(ctx, order, { actor: 'ensure_company', permissions: caller.permissions });
}

export const companyGetOrderDetailHandler = implement(
  companyGetOrderDetail,
  async ({ order_sn }, ctx) =>
    companyOrderDetail(
      ctx,
      await findOrder(ctx.db, order_sn, companyScope(ctx.caller)),
      ctx.caller,
    ),
);

export const companyGetOrderLogHandler = implement(
  companyGetOrderLog,
  async ({ order_sn }, { db, caller }) => {
    const order = await findOrder(db, order_sn, companyScope(caller));
    const rows = await db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, order.id))
      .orderBy(asc(orderLogs.id));
    return rows.map((row) => ({
      id: row.id,
      from_status: row.fromStatus,
      to_status: row.toStatus,
      operator_type: row.operatorType as OrderActor,
      operator_name: row.operatorName,
      note: row.note,
      create_time: toUnixSeconds(row.createdAt),
    }));
  },
);

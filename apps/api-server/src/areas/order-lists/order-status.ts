// /api/order/getOrderStatus: the status of one of the caller's enterprise's orders, polled by the
// portal every few seconds while an order moves on; another enterprise's order is not found.
import { getOrderStatus } from '@bht/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { enterpriseAccounts, orders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { selectWithCaller, tokenHashIs } from '../../http/auth-context';
import { implementPreloaded } from '../../http/implement';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import { ORDER_NOT_FOUND } from '../orders/order-transitions';
import { orderStatusText } from '../orders/order-machine';

/**
 * The poll is the most frequent call of the portal: the caller and the order of the caller's
 * enterprise in one prepared statement, one round trip.
 */
const statusQuery = preparedPerDb((db: Db) =>
  selectWithCaller(db, { order: { sn: orders.sn, status: orders.status } })
    .leftJoin(orders, and(eq(orders.sn, sql.placeholder('sn')), eq(orders.enterpriseId, enterpriseAccounts.enterpriseId)))
    .where(tokenHashIs())
    .limit(1)
    .prepare('order_status_with_caller'),
);

export const getOrderStatusHandler = implementPreloaded(
  getOrderStatus,
  async ({ order_sn }, tokenHash, db) => {
    const [row] = await statusQuery(db).execute({ tokenHash, sn: order_sn });
    return { caller: row, data: row?.order ?? null };
  },
  async (_input, { caller }, order) => {
    assertOrderPermission(caller);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { order: { ...order, status_text: orderStatusText(order.status) } };
  },
);

// /api/order/getOrderStatus: the status of one of the caller's enterprise's orders, polled by the
// portal every few seconds while an order moves on; another enterprise's order is not found.
import { getOrderStatus } from '@bht/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { ORDER_NOT_FOUND } from '../orders/order-transitions';
import { orderStatusText } from '../orders/order-view';

/** Prepared once per database: the poll is the most frequent call of the portal. */
const statusQuery = (db: Db) =>
  db
    .select({ sn: orders.sn, status: orders.status })
    .from(orders)
    .where(and(eq(orders.sn, sql.placeholder('sn')), eq(orders.enterpriseId, sql.placeholder('enterpriseId'))))
    .limit(1)
    .prepare('order_status_by_sn');
const preparedStatusQueries = new WeakMap<Db, ReturnType<typeof statusQuery>>();

export const getOrderStatusHandler = implement(getOrderStatus, async ({ order_sn }, { db, caller }) => {
  let query = preparedStatusQueries.get(db);
  if (!query) preparedStatusQueries.set(db, (query = statusQuery(db)));
  const [order] = await query.execute({ sn: order_sn, enterpriseId: caller.enterpriseId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { order: { ...order, status_text: orderStatusText(order.status) } };
});

// /api/order/getOrderStatus: the status of one of the caller's enterprise's orders (of any letter
// type), polled by the portal every few seconds while an order moves on; another enterprise's order
// is not found. The performance and wage families' getOrderStatus are the same poll for their own
// type: an order of another type is not found there.
import {
  getOrderStatus,
  type LetterType,
  type performanceGetOrderStatus,
  type workerGetOrderStatus,
} from '@bht/api-client/contract';
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
  selectWithCaller(db, { order: { sn: orders.sn, status: orders.status, type: orders.type } })
    .leftJoin(
      orders,
      and(
        eq(orders.sn, sql.placeholder('sn')),
        eq(orders.enterpriseId, enterpriseAccounts.enterpriseId),
      ),
    )
    .where(tokenHashIs())
    .limit(1)
    .prepare('order_status_with_caller'),
);

/** The status poll of one family: orders of `type` only, or of every type when none is given. */
export const orderStatusHandler = (
  endpoint: typeof getOrderStatus | typeof performanceGetOrderStatus | typeof workerGetOrderStatus,
  type?: LetterType,
) =>
  implementPreloaded(
    endpoint,
    async ({ order_sn }, tokenHash, db) => {
      const [row] = await statusQuery(db).execute({ tokenHash, sn: order_sn });
      return { caller: row, data: row?.order ?? null };
    },
    async (_input, { caller }, order) => {
      assertOrderPermission(caller);
      if (!order || (type !== undefined && order.type !== type)) throw notFound(ORDER_NOT_FOUND);
      return {
        order: { sn: order.sn, status: order.status, status_text: orderStatusText(order.status) },
      };
    },
  );

export const getOrderStatusHandler = orderStatusHandler(getOrderStatus);

// The order a payment is for: an order waiting for payment (status 2), seen in the caller's scope
// (and, for an enterprise endpoint family, of that family's letter type).
import { LETTER_TYPE_TEXT, OrderStatus, type LetterType } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { findOrder, ORDER_NOT_FOUND, type OrderScope } from '../orders/order-transitions';
import { orderStatusText } from '../orders/order-machine';
import { BID_LETTER_TYPES } from '../letters/application-rules';
import type { OrderRow } from '../../db/rows';

const notPayable = (order: OrderRow) =>
  conflict(`订单当前状态为「${orderStatusText(order.status)}」，无需支付`);

/** Order `sn` in `scope` and of `type` when given (404 otherwise) when it waits for payment (409 otherwise). */
export async function findPayableOrder(
  db: Db,
  sn: string,
  scope: OrderScope,
  type?: LetterType,
): Promise<OrderRow> {
  const order = await findOrder(db, sn, scope);
  if (type !== undefined && order.type !== type) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== OrderStatus.PENDING_PAYMENT) throw notPayable(order);
  return order;
}

/**
 * Locks the order row for the rest of the transaction and checks it still waits for payment, so
 * a payment record is never written next to a transition that has just moved the order on.
 */
export async function lockPayableOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== OrderStatus.PENDING_PAYMENT) throw notPayable(order);
  return order;
}

/** What the payer sees as the payment's subject (WeChat limits it to 128 bytes): 投标保函 for either bid type, else the type's name. */
export const paymentSubject = (order: Pick<OrderRow, 'projectName' | 'type'>) =>
  `${(BID_LETTER_TYPES as readonly string[]).includes(order.type) ? '投标保函' : LETTER_TYPE_TEXT[order.type as LetterType]}保费（${order.projectName.slice(0, 30)}）`;

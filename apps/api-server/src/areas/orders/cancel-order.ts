// /api/order/cancel (bid e-letters) and /api/paper_letter/cancelLetter (paper): the enterprise
// cancels an order it has not paid (0, 1, 2 → 7), one handler per letter type. While an
// online payment may still complete (a pending pay log younger than the payment window) the
// order stays put: cancelling then would race the provider's callback.
import {
  type cancelOrder,
  OrderStatus,
  type paperCancelLetter,
  type LetterType,
  type performanceCancelLetter,
  type workerCancelLetter,
} from '@bht/api-client/contract';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payLogs } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enterpriseTransition } from './enterprise-order-access';

/** How long a started online payment (pending pay log) blocks cancelling; the payment flow uses the same window. */
export const PAYMENT_PENDING_WINDOW_MINUTES = 15;

/** The start of the pending window (database clock): an attempt created after it may still be paid. */
export const PAYMENT_WINDOW_START = sql`now() - make_interval(mins => ${PAYMENT_PENDING_WINDOW_MINUTES})`;

export const PAYMENT_IN_FLIGHT = '订单正在支付中，请稍后再试';

/** Whether order `orderId` has an online payment started within the window (database clock). */
export async function hasPaymentInFlight(db: Db | Tx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payLogs.id })
    .from(payLogs)
    .where(
      and(
        eq(payLogs.orderId, orderId),
        eq(payLogs.status, 'pending'),
        // An uploaded transfer voucher waits for the guarantor, not for a provider callback.
        ne(payLogs.channel, 'offline'),
        gt(payLogs.createdAt, PAYMENT_WINDOW_START),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The cancel call of one letter type's family. */
export const cancelHandler = (
  endpoint:
    | typeof cancelOrder
    | typeof paperCancelLetter
    | typeof performanceCancelLetter
    | typeof workerCancelLetter,
  type: LetterType,
) =>
  implement(endpoint, async ({ order_sn, reason }, { db, caller }) => {
    const order = await enterpriseTransition(db, caller, type, {
      sn: order_sn,
      action: 'cancel',
      note: reason,
      noteField: 'reason',
      // Checked inside the transaction, after the UPDATE has locked the order row.
      within: async (tx, _updated, before) => {
        if (
          before.status === OrderStatus.PENDING_PAYMENT &&
          (await hasPaymentInFlight(tx, before.id))
        )
          throw conflict(PAYMENT_IN_FLIGHT);
      },
    });
    return { sn: order.sn, status: order.status };
  });

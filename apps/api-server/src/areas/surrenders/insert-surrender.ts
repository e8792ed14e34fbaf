// Writing a surrender request, whoever asks: the enterprise on the portal or a trading platform
// (退函 / 退保 pushed by it). One transaction with the desk's message; of two concurrent requests on
// one letter the partial unique index admits one, the other is a 409.
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { surrenders } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/app-error';
import { notifySurrenderRequested } from '../messages/surrender-events';
import { newOrderSn } from '../orders/order-view';
import { SURRENDER_OPEN } from './surrender-rules';

export interface SurrenderRequest {
  /** The enterprise account that asked (for a trading platform: the account of the order). */
  accountId: number;
  applicantName: string;
  ground: string;
  reason: string;
  proofFile: string | null;
}

/** Inserts the request; returns its id. */
export async function insertSurrender(
  db: Db,
  order: OrderRow,
  request: SurrenderRequest,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(surrenders)
        .values({
          sn: newOrderSn(new Date(), 'TB'),
          orderId: order.id,
          enterpriseId: order.enterpriseId,
          ensureCompanyId: order.ensureCompanyId,
          ...request,
        })
        .returning();
      await notifySurrenderRequested(tx, row!, order);
      return row!.id;
    });
  } catch (error) {
    // The partial unique index (one open request per letter): a concurrent request won.
    if (isUniqueViolation(error)) throw conflict(SURRENDER_OPEN, { order_sn: SURRENDER_OPEN });
    throw error;
  }
}

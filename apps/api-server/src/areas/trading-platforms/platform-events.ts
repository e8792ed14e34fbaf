// Which of our events a trading platform hears about (docs/trading-platforms.md, "Outbound"): the
// order transitions (areas/messages/order-events.ts) and the surrender, claim and invoice decisions
// (areas/messages/*-events.ts) call queuePlatformEvent inside their transaction; an order the
// platform pushed, whose dialect builds messages for the event, gets one platform.push job.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { orders, tradingPlatforms } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import type { PlatformEvent } from './dialect';
import { platformDialect } from './dialect-table';

export const PLATFORM_PUSH_JOB = 'platform.push';
export const PLATFORM_PUSH_MAX_ATTEMPTS = 8;

/** The push's job key: one job per order, event and surrender / claim / invoice (A's 重新推送 requeues it). */
export const platformPushJobKey = (orderId: number, event: PlatformEvent, refId?: number | null) =>
  `platform:${orderId}:${event}:${refId ?? ''}`;

export interface PlatformPushPayload {
  orderId: number;
  event: PlatformEvent;
  refId: number | null;
}

/** The platform event of an order transition, where the platform must hear about it. */
export function orderTransitionEvent(action: string, order: OrderRow): PlatformEvent | null {
  switch (action) {
    case 'approve':
    case 'reject':
      return 'reviewed';
    // A premium the platform collected itself (recordPayment) is not told back to it.
    case 'pay':
      return order.payMethod === 'platform' ? null : 'paid';
    case 'confirm_payment':
      return 'paid';
    case 'issue':
      return 'issued';
    case 'cancel':
    case 'expire_unpaid':
      return 'cancelled';
    case 'approve_refund':
      return 'refunded';
    default:
      return null;
  }
}

/** Queues the push of `event` for `order` (no-op for our own orders and events the dialect ignores). */
export async function queuePlatformEvent(
  tx: Db | Tx,
  order: Pick<OrderRow, 'id' | 'platformId'>,
  event: PlatformEvent,
  refId: number | null = null,
): Promise<boolean> {
  if (order.platformId === null) return false;
  const [platform] = await tx
    .select({ dialect: tradingPlatforms.dialect })
    .from(tradingPlatforms)
    .where(eq(tradingPlatforms.id, order.platformId));
  if (!platform || !platformDialect(platform.dialect)?.outbound[event]) return false;
  const payload: PlatformPushPayload = { orderId: order.id, event, refId };
  return enqueueJob(tx, {
    kind: PLATFORM_PUSH_JOB,
    key: platformPushJobKey(order.id, event, refId),
    payload: { ...payload },
    maxAttempts: PLATFORM_PUSH_MAX_ATTEMPTS,
  });
}

/** queuePlatformEvent for a decision record that knows only its order's id. */
export async function queuePlatformEventOf(
  tx: Tx,
  orderId: number,
  event: PlatformEvent,
  refId: number,
): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id, platformId: orders.platformId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ? queuePlatformEvent(tx, order, event, refId) : false;
}

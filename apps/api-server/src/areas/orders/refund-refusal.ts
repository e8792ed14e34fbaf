// The refusal of an enterprise's refund request as its order detail shows it (退款申请未通过): the
// reason from the order log's refuse_refund row (its note, without the action's label) and when,
// while the order is still in the status that refusal returned it to and no refund was asked since.
import { findTransition } from '@bht/api-client/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { orderLogs } from '../../db/schema';
import { toUnixSeconds } from '../../http/wire-format';
import type { OrderDetailView } from './order-view';

export async function refundRefusalOf(
  db: Db,
  order: Pick<OrderRow, 'id' | 'type' | 'status'>,
): Promise<OrderDetailView['refund_refusal']> {
  const [latest] = await db
    .select()
    .from(orderLogs)
    .where(
      and(
        eq(orderLogs.orderId, order.id),
        inArray(orderLogs.action, ['request_refund', 'refuse_refund']),
      ),
    )
    .orderBy(desc(orderLogs.id))
    .limit(1);
  if (latest?.action !== 'refuse_refund' || latest.toStatus !== order.status) return null;
  // The note as orderLogNote wrote it: '拒绝退款：<reason>'.
  const prefix = `${findTransition(order.type, 'refuse_refund')!.label}：`;
  return {
    reason: latest.note.startsWith(prefix) ? latest.note.slice(prefix.length) : latest.note,
    time: toUnixSeconds(latest.createdAt),
  };
}

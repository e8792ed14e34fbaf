// The order a platform's message is about: found by its applyno (业务流水号), linked to the message
// log, and its letter number checked where the message carries one and we have assigned one.
import type { OrderRow } from '../../../../db/rows';
import { DialectRefusal, type InboundContext } from '../../dialect';

export async function platformOrder(
  context: InboundContext,
  applyno: string,
  baohanno?: string,
): Promise<OrderRow> {
  const order = await context.actions.order(applyno);
  context.linkOrder(order.id);
  if (baohanno !== undefined && order.letterNo && order.letterNo !== baohanno)
    throw new DialectRefusal('refused', '保函编号与业务流水号不符');
  return order;
}

// An order's detail as one viewer sees it: the order with its project, the actions the viewer may
// take now, the refusal of its latest refund request, the letters its current letter replaced and,
// for an order a trading platform pushed, where it came from. Enterprise and console details share it.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { earlierLetters, projects } from '../../db/schema';
import { fileLinks } from '../../http/file-links';
import type { HandlerContext } from '../../http/implement';
import { platformOriginOf } from '../trading-platforms/pay-terms';
import { toOrderDetail, type OrderDetailView, type OrderViewer } from './order-view';
import { refundRefusalOf } from './refund-refusal';

/** The order's project (projects are never deleted: orders reference them). */
async function orderProject(db: Db, order: OrderRow) {
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .limit(1);
  if (!project) throw new Error(`order ${order.sn} references missing project ${order.projectId}`);
  return project;
}

export async function orderDetailOf(
  { db, config }: Pick<HandlerContext, 'db' | 'config'>,
  order: OrderRow,
  viewer: Omit<OrderViewer, 'link'>,
): Promise<OrderDetailView> {
  return toOrderDetail(
    order,
    await orderProject(db, order),
    { ...viewer, link: fileLinks(config) },
    await refundRefusalOf(db, order),
    await platformOriginOf(db, order),
    await db
      .select()
      .from(earlierLetters)
      .where(eq(earlierLetters.orderId, order.id))
      .orderBy(desc(earlierLetters.id)),
  );
}

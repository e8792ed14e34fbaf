// Rules every step of a bid e-letter application re-checks: the project still takes applications,
// and at most one live order per enterprise and project.
import { OrderStatus } from '@bht/api-client/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, projects } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import type { OrderRow, Tx } from '../orders/order-transitions';
import { isOpen } from '../projects/project-view';

export type ProjectRow = typeof projects.$inferSelect;

export const PROJECT_CLOSED = '该项目已截止投标，不能申请保函';

/** Orders that still hold the enterprise's application for a project (not rejected, voided, cancelled or refunded). */
export const LIVE_STATUSES = [
  OrderStatus.PENDING_SIGN,
  OrderStatus.PENDING_REVIEW,
  OrderStatus.PENDING_PAYMENT,
  OrderStatus.DRAFTING,
  OrderStatus.ISSUED,
  OrderStatus.REFUND_REVIEW,
] as const;

export async function findProject(db: Db | Tx, projectId: number): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound('项目不存在');
  return project;
}

/** 409 unless the project is open (status 1 and its deadline still ahead). */
export function assertProjectOpen(project: ProjectRow): void {
  if (!isOpen(project)) throw conflict(PROJECT_CLOSED);
}

/**
 * Serialises applications of one enterprise for one project until the transaction ends, so two
 * concurrent submissions cannot both find "no live order" and both insert. A transaction-scoped
 * advisory lock needs no table or migration and works on PGlite and PostgreSQL alike.
 */
export async function lockApplication(tx: Tx, enterpriseId: number, projectId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`letter-apply:${enterpriseId}:${projectId}`}, 0))`);
}

/** The enterprise's newest live order for the project, if any. */
export async function findLiveOrder(db: Db | Tx, enterpriseId: number, projectId: number, statuses: readonly number[] = LIVE_STATUSES): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.projectId, projectId), inArray(orders.status, [...statuses])))
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

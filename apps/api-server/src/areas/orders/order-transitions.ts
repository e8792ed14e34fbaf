// The only code that changes orders.status (docs/state-machines.md, "Concurrency"): creation and
// every transition run in one transaction that checks the caller's scope, asks the pure machine
// (order-machine.ts), updates the row only if it is still in the status it was read in, writes the
// order log, sends the transition's messages (areas/messages/order-events.ts) and keeps the
// per-status counters.
import {
  ORDER_NOTE_ACTIONS,
  type OrderNoteAction,
  type OrderStatusCode,
} from '@bht/api-client/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { NewOrder, OrderRow } from '../../db/rows';
import { orderCounts, orderLogs, orders } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound, type AppError } from '../../http/app-error';
import { notifyOrderEvent } from '../messages/order-events';
import {
  ORDER_STATE_CHANGED,
  orderLogNote,
  transition,
  type OrderActor,
  type OrderTransition,
} from './order-machine';
import { publishedVersionIds } from '../issuing-config/config-versions';

/** Whose orders the caller may see: one enterprise, one company, or (verified callbacks) any. */
export type OrderScope = { enterpriseId: number } | { companyId: number } | 'system';

export interface Operator {
  type: OrderActor;
  /** Account id; null for the system. */
  id: number | null;
  name: string;
  permissions: ReadonlySet<string>;
}

export const ORDER_NOT_FOUND = '订单不存在';

/** SQL condition: order `sn` within `scope`. Another tenant's order is simply not found. */
export function orderInScope(sn: string, scope: OrderScope): SQL {
  if (scope === 'system') return eq(orders.sn, sn);
  return 'enterpriseId' in scope
    ? and(eq(orders.sn, sn), eq(orders.enterpriseId, scope.enterpriseId))!
    : and(eq(orders.sn, sn), eq(orders.ensureCompanyId, scope.companyId))!;
}

/** The order `sn` if the scope may see it, else 404 '订单不存在'. */
export async function findOrder(db: Db | Tx, sn: string, scope: OrderScope): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(orderInScope(sn, scope)).limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

async function bumpCount(
  tx: Tx,
  order: Pick<OrderRow, 'enterpriseId' | 'ensureCompanyId' | 'type'>,
  status: number,
  delta: 1 | -1,
) {
  for (const [ownerType, ownerId] of [
    ['e', order.enterpriseId],
    ['c', order.ensureCompanyId],
  ] as const) {
    await tx
      .insert(orderCounts)
      .values({ ownerType, ownerId, type: order.type, status, total: delta })
      .onConflictDoUpdate({
        target: [orderCounts.ownerType, orderCounts.ownerId, orderCounts.type, orderCounts.status],
        set: { total: sql`${orderCounts.total} + ${delta}` },
      });
  }
}

/**
 * Inserts a new order with its creation log row, inside the caller's transaction: at 0 (an
 * application), or further on for an order a guarantor enters for an offline applicant (addOrder).
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<NewOrder, 'status'>,
  operator: Operator,
  note = '提交申请',
  status: OrderStatusCode = 0,
): Promise<OrderRow> {
  // The guarantor's issuing configuration published now: this order's contract and letter use it (docs/issuing-config.md).
  const issuingConfig = await publishedVersionIds(tx, values.ensureCompanyId);
  const [order] = await tx
    .insert(orders)
    .values({ ...values, issuingConfig, status })
    .returning();
  await tx.insert(orderLogs).values({
    orderId: order!.id,
    fromStatus: null,
    toStatus: status,
    action: 'create',
    operatorType: operator.type,
    operatorId: operator.id,
    operatorName: operator.name,
    note,
  });
  await bumpCount(tx, order!, status, 1);
  return order!;
}

/**
 * An order log row that is not a transition (ORDER_NOTE_ACTIONS: the status stays), in the
 * caller's transaction; returns its id.
 */
export async function logOrderNote(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'status'>,
  action: OrderNoteAction,
  operator: Pick<Operator, 'type' | 'id' | 'name'>,
  note = '',
): Promise<number> {
  const label = ORDER_NOTE_ACTIONS[action];
  const [row] = await tx
    .insert(orderLogs)
    .values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      action,
      operatorType: operator.type,
      operatorId: operator.id,
      operatorName: operator.name,
      note: (note ? `${label}：${note}` : label).slice(0, 300),
    })
    .returning({ id: orderLogs.id });
  return row!.id;
}

export interface TransitionRequest {
  sn: string;
  scope: OrderScope;
  operator: Operator;
  action: string;
  note?: string;
  /** The request field the note came from, for the field-level error (default 'note'). */
  noteField?: string;
  /** Columns the transition sets besides status (letter number, pay time…), given the order as read. */
  set?: (order: OrderRow) => Partial<NewOrder>;
  /** Extra condition of the conditional UPDATE; a self-transition (3 → 3) names what it changes. */
  guard?: SQL;
  /** Side records that must exist exactly when the transition happened, in the same transaction. */
  within?: (tx: Tx, updated: OrderRow, before: OrderRow, rule: OrderTransition) => Promise<void>;
  /** Checks that need the order as read (e.g. a voucher was uploaded); throw an AppError to refuse. */
  precondition?: (order: OrderRow) => void;
}

function refusal(kind: string, message: string, noteField: string): AppError {
  if (kind === 'permission') return forbidden(message);
  if (kind === 'status' || kind === 'type') return conflict(message);
  if (kind === 'note') return fieldError(noteField, message);
  // Wrong actor or unknown action: the endpoint passed the wrong constant.
  throw new Error(message);
}

type TransitionCheck = Pick<TransitionRequest, 'operator' | 'action' | 'note' | 'noteField'>;

/**
 * The machine's answer for `action` on `order` (its letter type's table, its status), or the refusal as an AppError
 * (403 / 409 / 400 on the note field). transitionOrder runs it inside its transaction; a handler
 * with costly work before the transition (rendering a letter) runs it first to refuse early.
 */
export function checkTransition(
  order: Pick<OrderRow, 'type' | 'status'>,
  { operator, action, note = '', noteField = 'note' }: TransitionCheck,
) {
  const checked = transition(
    order.type,
    order.status,
    action,
    operator.type,
    operator.permissions,
    note,
  );
  if (!checked.ok) throw refusal(checked.kind, checked.message, noteField);
  return checked;
}

/**
 * Runs one transition; returns the order as updated. Two concurrent calls never both succeed.
 * Given a transaction (`tx`), it runs inside it as a savepoint: the transition commits or rolls
 * back with the caller's other writes (a claim payout that ends the letter).
 */
export async function transitionOrder(db: Db, request: TransitionRequest): Promise<OrderRow> {
  const { sn, scope, operator, action, note = '' } = request;
  return db.transaction(async (tx) => {
    const before = await findOrder(tx, sn, scope);
    const checked = checkTransition(before, request);
    request.precondition?.(before);

    const [updated] = await tx
      .update(orders)
      .set({ ...request.set?.(before), status: checked.to, updatedAt: new Date() })
      .where(and(eq(orders.id, before.id), eq(orders.status, before.status), request.guard))
      .returning();
    if (!updated) throw conflict(ORDER_STATE_CHANGED);

    await tx.insert(orderLogs).values({
      orderId: before.id,
      fromStatus: before.status,
      toStatus: checked.to,
      action,
      operatorType: operator.type,
      operatorId: operator.id,
      operatorName: operator.name,
      note: orderLogNote(checked.transition, note),
    });
    // In this transaction, before the side records: a transition refused by `within` sends nothing.
    await notifyOrderEvent(tx, action, updated, note);
    if (checked.to !== before.status) {
      // Counter rows are locked in ascending status order, so 3 → 8 and 8 → 3 running together cannot deadlock.
      const bumps = [
        [before.status, -1],
        [checked.to, 1],
      ] as const;
      for (const [status, delta] of [...bumps].sort((a, b) => a[0] - b[0]))
        await bumpCount(tx, before, status, delta);
    }
    await request.within?.(tx, updated, before, checked.transition);
    return updated;
  });
}

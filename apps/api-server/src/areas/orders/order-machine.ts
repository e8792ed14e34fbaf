// The order state machines, enforced: each letter type's table is data in the contract
// (order-machines.ts, docs/state-machines.md); this file answers what one action on one order of
// one type may do. Pure: no database, no HTTP. The order service runs `transition` inside the
// transaction that updates the order with `WHERE id = ? AND status = <from>` and writes the order log; the detail
// calls show `availableActions` so the screens offer exactly what the server will accept.
import {
  actionPermitted,
  checkAction,
  findTransition,
  LETTER_TYPES,
  letterMachine,
  orderStatusText,
  type OrderAction,
  type OrderActor,
  type OrderStatusCode,
  type OrderTransition,
} from '@bht/api-client/contract';

/** The contract's one name per status, for the server's messages ('订单当前状态为「待支付」…'). */
export { orderStatusText };
export type { OrderActor, OrderAction, OrderTransition };

export const ORDER_ACTOR_TEXT: Record<OrderActor, string> = {
  enterprise: '投保企业',
  ensure_company: '担保机构',
  system: '系统',
};

/** What the service answers when its conditional UPDATE changed no row (another request won). */
export const ORDER_STATE_CHANGED = '订单状态已变更，请刷新后重试';

export type TransitionRefusal = {
  /**
   * unknown_action (no table has it) and actor are programming errors; permission → 403; type (the
   * action exists, but not for this letter type: a paper-only call on an e-letter) and status → 409;
   * note → 400 on the note field.
   */
  kind: 'unknown_action' | 'actor' | 'permission' | 'type' | 'status' | 'note';
  message: string;
};

export type TransitionResult =
  | { ok: true; to: OrderStatusCode; transition: OrderTransition }
  | ({ ok: false } & TransitionRefusal);

const permitted = actionPermitted;

/** Checks one action on an order of letter `type` in `status`; authorisation first, then the state, then the note. */
export function transition(
  type: string,
  status: number,
  action: string,
  actor: OrderActor,
  permissions: ReadonlySet<string>,
  note = '',
): TransitionResult {
  if (!findTransition(type, action)) {
    const elsewhere = LETTER_TYPES.map((other) => findTransition(other, action)).find(Boolean);
    if (elsewhere)
      return {
        ok: false,
        kind: 'type',
        message: `${letterMachine(type).label}订单不能执行「${elsewhere.label}」`,
      };
  }
  // The shared checks of every machine (machines.ts); the order machine's label 订单 keeps the messages.
  const checked = checkAction(
    letterMachine(type).machine,
    status,
    action,
    actor,
    permissions,
    note,
  );
  // A status outside this type's table (a paper status on an e-letter) is still named.
  if (!checked.ok && checked.kind === 'status')
    return {
      ok: false,
      kind: 'status',
      message: `订单当前状态为「${orderStatusText(status)}」，不能执行「${findTransition(type, action)!.label}」`,
    };
  if (!checked.ok) return checked;
  return { ok: true, to: checked.to, transition: checked.rule };
}

/**
 * The actions `actor` with `permissions` may take on an order of `type` in `status`, in table order;
 * the ones a surrender or claim decision takes (`desk`) are offered on that desk instead.
 */
export function availableActions(
  type: string,
  status: number,
  actor: OrderActor,
  permissions: ReadonlySet<string>,
): OrderAction[] {
  return letterMachine(type)
    .machine.actions.filter(
      (t) =>
        !t.desk &&
        t.actor === actor &&
        (t.from as readonly number[]).includes(status) &&
        permitted(t, permissions),
    )
    .map((t) => t.action as OrderAction);
}

/** The order log's note: the action, then the user's note when there is one ('审核驳回：资质证书已过期'). */
export function orderLogNote(rule: OrderTransition, note = ''): string {
  const text = note.trim();
  return text ? `${rule.label}：${text}` : rule.label;
}

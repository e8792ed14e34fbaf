// The bid e-letter order state machine as data (docs/state-machines.md, "Bid e-letter order").
// Pure: no database, no HTTP. The order service runs `transition` inside the transaction that
// updates the order with `WHERE id = ? AND status = <from>` and writes the order log; the detail
// calls show `availableActions` so the screens offer exactly what the server will accept.
import { OrderStatus, orderStatusText, type OrderStatusCode } from '@bht/api-client/contract';

/** The contract's one name per status, for the server's messages ('订单当前状态为「待支付」…'). */
export { orderStatusText };
export type OrderActor = 'enterprise' | 'ensure_company' | 'system';

export interface OrderTransition {
  action: string;
  /** Chinese name, used in messages and the order log. */
  label: string;
  from: readonly OrderStatusCode[];
  to: OrderStatusCode;
  actor: OrderActor;
  /** Console permission (spec §6 stage name) a company account needs; null for enterprise and system actions. */
  permission: string | null;
  /** Name of the note the action requires (at least 2 characters), or null when a note is optional. */
  requiredNote: string | null;
}

const S = OrderStatus;

export const ORDER_TRANSITIONS = [
  { action: 'sign', label: '签署合同', from: [S.PENDING_SIGN], to: S.PENDING_REVIEW, actor: 'enterprise', permission: null, requiredNote: null },
  { action: 'approve', label: '审核通过', from: [S.PENDING_REVIEW], to: S.PENDING_PAYMENT, actor: 'ensure_company', permission: '待审核', requiredNote: null },
  { action: 'reject', label: '审核驳回', from: [S.PENDING_REVIEW], to: S.REJECTED, actor: 'ensure_company', permission: '待审核', requiredNote: '驳回原因' },
  { action: 'pay', label: '在线支付', from: [S.PENDING_PAYMENT], to: S.DRAFTING, actor: 'system', permission: null, requiredNote: null },
  { action: 'confirm_payment', label: '确认线下收款', from: [S.PENDING_PAYMENT], to: S.DRAFTING, actor: 'ensure_company', permission: '待出函', requiredNote: null },
  { action: 'sign_letter', label: '保函签章', from: [S.DRAFTING], to: S.DRAFTING, actor: 'ensure_company', permission: '待出函', requiredNote: null },
  { action: 're_sign_letter', label: '重新签章', from: [S.DRAFTING], to: S.DRAFTING, actor: 'ensure_company', permission: '待出函', requiredNote: '重新签章原因' },
  { action: 'issue', label: '出函', from: [S.DRAFTING], to: S.ISSUED, actor: 'ensure_company', permission: '待出函', requiredNote: null },
  { action: 'void', label: '作废', from: [S.ISSUED], to: S.VOIDED, actor: 'ensure_company', permission: '待出函', requiredNote: '作废原因' },
  { action: 'cancel', label: '取消订单', from: [S.PENDING_SIGN, S.PENDING_REVIEW, S.PENDING_PAYMENT], to: S.CANCELLED, actor: 'enterprise', permission: null, requiredNote: null },
  { action: 'request_refund', label: '申请退款', from: [S.DRAFTING], to: S.REFUND_REVIEW, actor: 'enterprise', permission: null, requiredNote: '退款原因' },
  { action: 'approve_refund', label: '同意退款', from: [S.REFUND_REVIEW], to: S.REFUNDED, actor: 'ensure_company', permission: '待出函', requiredNote: null },
  { action: 'refuse_refund', label: '拒绝退款', from: [S.REFUND_REVIEW], to: S.DRAFTING, actor: 'ensure_company', permission: '待出函', requiredNote: '拒绝退款原因' },
] as const satisfies readonly OrderTransition[];

export type OrderAction = (typeof ORDER_TRANSITIONS)[number]['action'];

export const ORDER_ACTOR_TEXT: Record<OrderActor, string> = { enterprise: '投保企业', ensure_company: '担保机构', system: '系统' };

/** What the service answers when its conditional UPDATE changed no row (another request won). */
export const ORDER_STATE_CHANGED = '订单状态已变更，请刷新后重试';

export type TransitionRefusal = {
  /** unknown_action and actor are programming errors; permission → 403; status → 409; note → 400 on the note field. */
  kind: 'unknown_action' | 'actor' | 'permission' | 'status' | 'note';
  message: string;
};

export type TransitionResult = { ok: true; to: OrderStatusCode; transition: OrderTransition } | ({ ok: false } & TransitionRefusal);

/** '*' grants everything (spec §6); a company action needs its stage permission. */
const permitted = (rule: OrderTransition, permissions: ReadonlySet<string>) =>
  rule.permission === null || permissions.has('*') || permissions.has(rule.permission);

const findRule = (action: string): OrderTransition | undefined => ORDER_TRANSITIONS.find((t) => t.action === action);

/** Checks one action on an order in `status`; authorisation first, then the state, then the note. */
export function transition(status: number, action: string, actor: OrderActor, permissions: ReadonlySet<string>, note = ''): TransitionResult {
  const rule = findRule(action);
  if (!rule) return { ok: false, kind: 'unknown_action', message: `未知的订单操作「${action}」` };
  if (rule.actor !== actor) return { ok: false, kind: 'actor', message: `「${rule.label}」只能由${ORDER_ACTOR_TEXT[rule.actor]}执行` };
  if (!permitted(rule, permissions)) return { ok: false, kind: 'permission', message: `没有「${rule.permission}」权限，不能执行「${rule.label}」` };
  if (!(rule.from as readonly number[]).includes(status)) {
    return { ok: false, kind: 'status', message: `订单当前状态为「${orderStatusText(status)}」，不能执行「${rule.label}」` };
  }
  if (rule.requiredNote !== null && note.trim().length < 2) return { ok: false, kind: 'note', message: `请填写${rule.requiredNote}（至少 2 个字）` };
  return { ok: true, to: rule.to, transition: rule };
}

/** The actions `actor` with `permissions` may take on an order in `status`, in table order. */
export function availableActions(status: number, actor: OrderActor, permissions: ReadonlySet<string>): OrderAction[] {
  return ORDER_TRANSITIONS.filter((t) => t.actor === actor && (t.from as readonly number[]).includes(status) && permitted(t, permissions)).map((t) => t.action);
}

/** The order log's note: the action, then the user's note when there is one ('审核驳回：资质证书已过期'). */
export function orderLogNote(rule: OrderTransition, note = ''): string {
  const text = note.trim();
  return text ? `${rule.label}：${text}` : rule.label;
}

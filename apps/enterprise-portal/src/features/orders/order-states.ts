// The enterprise's order lists by status (spec §4 "Bid e-letter list states"). A tab or phone list
// is named by its status's one name from the contract (ORDER_STATUS_TEXT), so it reads exactly what
// the status tags of its rows read. Spec §2's "signed" list (min-1) is 待审核: the contract is
// signed and waits for the guarantor's review (docs/state-machines.md).
import { OrderStatus, orderStatusText } from '@bht/api-client';

export interface OrderListState {
  status: number;
  title: string;
}

const S = OrderStatus;

/** Statuses with a desktop tab but no phone list (spec §2 fixes min-0 … min-8). */
const DESKTOP_ONLY: readonly number[] = [S.REJECTED, S.ENDED];

/** Desktop tabs, in status order; 履约终止 (13) and 已驳回 (5) have a tab here but no mobile list. */
export const ORDER_LIST_STATES: readonly OrderListState[] = [
  S.PENDING_SIGN,
  S.PENDING_REVIEW,
  S.PENDING_PAYMENT,
  S.DRAFTING,
  S.ISSUED,
  S.ENDED,
  S.REJECTED,
  S.VOIDED,
  S.CANCELLED,
  S.REFUND_REVIEW,
  S.REFUNDED,
].map((status) => ({ status, title: orderStatusText(status) }));

/** /myLetter/min-0 … min-8: one list state each, 履约终止 and 已驳回 left out. */
export const MOBILE_LIST_STATES = ORDER_LIST_STATES.filter((s) => !DESKTOP_ONLY.includes(s.status));

export const mobileListPath = (index: number) => `/myLetter/min-${index}`;

/** The mobile list index of a `/myLetter/min-<n>` path, or 0. */
export function mobileListIndex(pathname: string): number {
  const index = Number(/\/min-(\d)$/.exec(pathname)?.[1] ?? 0);
  return index < MOBILE_LIST_STATES.length ? index : 0;
}

// The enterprise's names for bid e-letter order statuses (spec §4 "Bid e-letter list states"):
// status 1 is 已签约 here (the console calls it 待审核). docs/state-machines.md maps them.
import { OrderStatus } from '@bht/api-client';

export interface OrderListState {
  status: number;
  title: string;
}

/** Desktop tabs, in status order; 已驳回 (5) has a tab here but no mobile list. */
export const ORDER_LIST_STATES: readonly OrderListState[] = [
  { status: OrderStatus.PENDING_SIGN, title: '待签约' },
  { status: OrderStatus.PENDING_REVIEW, title: '已签约' },
  { status: OrderStatus.PENDING_PAYMENT, title: '待支付' },
  { status: OrderStatus.DRAFTING, title: '出函中' },
  { status: OrderStatus.ISSUED, title: '已出函' },
  { status: OrderStatus.REJECTED, title: '已驳回' },
  { status: OrderStatus.VOIDED, title: '已作废' },
  { status: OrderStatus.CANCELLED, title: '已取消' },
  { status: OrderStatus.REFUND_REVIEW, title: '退款审核' },
  { status: OrderStatus.REFUNDED, title: '退款成功' },
];

/** /myLetter/min-0 … min-8: one list state each, 已驳回 left out. */
export const MOBILE_LIST_STATES = ORDER_LIST_STATES.filter((s) => s.status !== OrderStatus.REJECTED);

export const mobileListPath = (index: number) => `/myLetter/min-${index}`;

/** The mobile list index of a `/myLetter/min-<n>` path, or 0. */
export function mobileListIndex(pathname: string): number {
  const index = Number(/\/min-(\d)$/.exec(pathname)?.[1] ?? 0);
  return index < MOBILE_LIST_STATES.length ? index : 0;
}

/** Statuses the enterprise may cancel from (the state machine's `cancel`: 0, 1, 2 → 7). */
export const canCancel = (status: number) => status <= OrderStatus.PENDING_PAYMENT;

/** Below 已出函, or waiting for the refund review, an order can still move on by others' hands, so its screens poll. */
export const isInProgress = (status: number) => status < OrderStatus.ISSUED || status === OrderStatus.REFUND_REVIEW;

/** Issued, or issued and later voided: the letter exists (a number alone is assigned at sealing). */
export const hasLetter = (status: number) => status === OrderStatus.ISSUED || status === OrderStatus.VOIDED;

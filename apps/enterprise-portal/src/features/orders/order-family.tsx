// One letter type's order screens (投标电子保函, 纸质投标保函, …) differ only in the endpoint family
// they call, the paths they link to and the state-machine table they read. The order components
// (list, detail, pay, cancel, refund, confirm receipt) take these from this context, so one
// component serves every type; without a provider they serve the bid e-letter.
import {
  addPayImage,
  cancelOrder,
  exportMyBidOrders,
  getMyOrderList,
  getOrderInfo,
  getOrderStatus,
  getPayInfo,
  LETTER_TYPE_TEXT,
  letterMachine,
  OrderStatus,
  orderStatusText,
  requestRefund,
  type ExportDefinition,
  type LetterType,
  type paperConfirmReceipt,
} from '@bht/api-client';
import { createContext, useContext } from 'react';
import { letterPath, orderDetailPath, orderPayPath, resumeSigningPath } from './order-links';
import { ORDER_LIST_STATES, type OrderListState } from './order-states';

export interface OrderFamily {
  type: LetterType;
  /** The type's name as the screens say it (投标电子保函). */
  name: string;
  /** Status tabs in order, each named by ORDER_STATUS_TEXT. */
  states: readonly OrderListState[];
  /** What the lists call the guaranteed amount (`bid_bond_amount`): 投标保证金 for bid letters, else 担保金额. */
  amountLabel?: string;
  endpoints: {
    list: typeof getMyOrderList;
    /** The list's Excel export (导出 Excel). */
    export: ExportDefinition;
    detail: typeof getOrderInfo;
    payInfo: typeof getPayInfo;
    payImage: typeof addPayImage;
    cancel: typeof cancelOrder;
    refund: typeof requestRefund;
    /** Only letters delivered by mail have a receipt to confirm. */
    confirmReceipt?: typeof paperConfirmReceipt;
    /** The status poll (spec §4); the bid letters' /api/order/getOrderStatus when the type has none of its own. */
    status?: typeof getOrderStatus;
  };
  paths: {
    list: string;
    detail: (sn: string) => string;
    pay: (sn: string) => string;
    /** Where an unsigned order (待签约) continues its application. */
    resume: (order: { sn: string; project_id: number }) => string;
    /** A page of its own for the letter, where the type has one. */
    letter?: (sn: string) => string;
    /** The application form of an order still editable (the machine's `edit`), where the type has one. */
    edit?: (sn: string) => string;
  };
}

/** The tabs of a type: its machine's statuses, in the machine's order. */
export const statesOf = (type: LetterType): OrderListState[] =>
  letterMachine(type).statuses.map((status) => ({ status, title: orderStatusText(status) }));

export const BID_E_FAMILY: OrderFamily = {
  type: 'bid_e',
  name: LETTER_TYPE_TEXT.bid_e,
  states: ORDER_LIST_STATES,
  endpoints: {
    list: getMyOrderList,
    export: exportMyBidOrders,
    detail: getOrderInfo,
    payInfo: getPayInfo,
    payImage: addPayImage,
    cancel: cancelOrder,
    refund: requestRefund,
  },
  paths: {
    list: '/myLetter/myLetter',
    detail: orderDetailPath,
    pay: orderPayPath,
    resume: resumeSigningPath,
    letter: letterPath,
  },
};

const OrderFamilyContext = createContext<OrderFamily>(BID_E_FAMILY);

export const OrderFamilyProvider = OrderFamilyContext.Provider;

export const useOrderFamily = () => useContext(OrderFamilyContext);

/** The family's status poll. */
export const statusEndpointOf = (family: OrderFamily) => family.endpoints.status ?? getOrderStatus;

/** Whether the type's table lets an order in `status` take `action`. */
export function allows(type: LetterType, action: string, status: number): boolean {
  return letterMachine(type).machine.actions.some(
    (t) => t.action === action && (t.from as readonly number[]).includes(status),
  );
}

/** The letter exists: in force, or in force once and voided or ended (履约终止) since. */
export const hasLetterOf = (type: LetterType, status: number) =>
  status === OrderStatus.VOIDED ||
  status === OrderStatus.ENDED ||
  (letterMachine(type).inForce as readonly number[]).includes(status);

/**
 * Someone other than the enterprise (guarantor, payment channel) can still move the order on, so
 * its screens poll the status (spec §4). The end of a letter in force (voiding, expiry, surrender,
 * payout: days or months away) is not waited for.
 */
export const movesOnWithoutYou = (type: LetterType, status: number) =>
  letterMachine(type).machine.actions.some(
    (t) =>
      t.actor !== 'enterprise' &&
      t.action !== 'void' &&
      t.to !== OrderStatus.ENDED &&
      (t.from as readonly number[]).includes(status) &&
      t.to !== status,
  );

/** On the type's way to its letter (signing, review, payment, issuing or mailing): a result page keeps watching. */
export function onTheWayToLetter(type: LetterType, status: number): boolean {
  const { statuses, inForce } = letterMachine(type);
  const firstInForce = statuses.findIndex((s) => (inForce as readonly number[]).includes(s));
  return (statuses.slice(0, firstInForce) as readonly number[]).includes(status);
}

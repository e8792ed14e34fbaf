// Where the order screens link to each other (paths from routes.ts).
import { letterMachine, orderStageOf, type OrderStage } from '@bht/api-client';

/** The list page of each order-management stage (spec §2 /Dispatchletter/*); routes.ts builds the stage routes from it. */
export const ORDER_STAGE_PATHS: Readonly<Record<OrderStage, string>> = {
  待签约: '/Dispatchletter/index',
  待审核: '/Dispatchletter/waitshenhe',
  待支付: '/Dispatchletter/waituser',
  待出函: '/Dispatchletter/waitsent',
  已出函: '/Dispatchletter/reardhan',
  已驳回: '/Dispatchletter/rejecthan',
};

/** The paper letters' desks (routes.ts takes their paths and titles): review an application; take the paid order to the post, and after. */
export const PAPER_DESKS = {
  review: { path: '/papertwo', title: '纸质保函 · 审核', label: '审核' },
  mail: { path: '/paperthree', title: '纸质保函 · 寄送', label: '寄送' },
} as const;
type PaperDesk = (typeof PAPER_DESKS)[keyof typeof PAPER_DESKS];

export const orderDetailPath = (orderSn: string) =>
  `/Dispatchletter/detail?order_sn=${encodeURIComponent(orderSn)}`;
export const affirmPath = (orderSn: string) => `/affirm?order_sn=${encodeURIComponent(orderSn)}`;
export const pendingPaymentListPath = ORDER_STAGE_PATHS.待支付;

/** Which desk works a mailed letter in each stage (none before review, none once rejected). */
const PAPER_DESK_OF_STAGE: Partial<Record<OrderStage, PaperDesk>> = {
  待审核: PAPER_DESKS.review,
  待支付: PAPER_DESKS.mail,
  待出函: PAPER_DESKS.mail,
  已出函: PAPER_DESKS.mail,
};

/**
 * The desk screen where the console works an order of a mailed letter type in `status`, with its
 * link (`/papertwo?sn=…`); undefined for e-letters (their actions stay on the detail) and for
 * statuses no desk works on.
 */
export function paperDeskOf(order: {
  sn: string;
  type: string;
  status: number;
}): (PaperDesk & { link: string }) | undefined {
  if (letterMachine(order.type).delivery !== 'mail') return undefined;
  const stage = orderStageOf(order.status);
  const desk = stage && PAPER_DESK_OF_STAGE[stage];
  return desk && { ...desk, link: `${desk.path}?sn=${encodeURIComponent(order.sn)}` };
}

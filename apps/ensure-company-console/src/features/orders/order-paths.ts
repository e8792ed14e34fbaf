// Where the order screens link to each other (paths from routes.ts).
import type { OrderStage } from '@bht/api-client';

/** The list page of each order-management stage (spec §2 /Dispatchletter/*); routes.ts builds the stage routes from it. */
export const ORDER_STAGE_PATHS: Readonly<Record<OrderStage, string>> = {
  待签约: '/Dispatchletter/index',
  待审核: '/Dispatchletter/waitshenhe',
  待支付: '/Dispatchletter/waituser',
  待出函: '/Dispatchletter/waitsent',
  已出函: '/Dispatchletter/reardhan',
  已驳回: '/Dispatchletter/rejecthan',
};

export const orderDetailPath = (orderSn: string) => `/Dispatchletter/detail?order_sn=${encodeURIComponent(orderSn)}`;
export const affirmPath = (orderSn: string) => `/affirm?order_sn=${encodeURIComponent(orderSn)}`;
export const pendingPaymentListPath = ORDER_STAGE_PATHS.待支付;

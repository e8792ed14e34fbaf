// Where the order screens link to each other (paths from routes.ts).
export const orderDetailPath = (orderSn: string) => `/Dispatchletter/detail?order_sn=${encodeURIComponent(orderSn)}`;
export const affirmPath = (orderSn: string) => `/affirm?order_sn=${encodeURIComponent(orderSn)}`;
export const pendingPaymentListPath = '/Dispatchletter/waituser';

// Orders seen from the enterprise: detail, cancel and the refund request, one handler of each per
// letter type's endpoint family. The transition service (order-transitions.ts) and the machine
// (order-machine.ts) serve every area that changes orders.
import { cancelOrder, getOrderInfo, requestRefund } from '@bht/api-client/contract';
import { cancelHandler } from './cancel-order';
import { getTradingOrderInfoHandler, orderDetailHandler } from './get-order-info';
import { refundRequestHandler } from './request-refund';

export const orderHandlers = [
  orderDetailHandler(getOrderInfo, 'bid_e'),
  getTradingOrderInfoHandler,
  cancelHandler(cancelOrder, 'bid_e'),
  refundRequestHandler(requestRefund, 'bid_e'),
];

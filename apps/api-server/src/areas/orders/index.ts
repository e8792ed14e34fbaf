// Bid e-letter orders seen from the enterprise: detail, cancel and the refund request. The
// transition service (order-transitions.ts) and the machine (order-machine.ts) serve every area
// that changes orders.
import { cancelOrderHandler } from './cancel-order';
import { getOrderInfoHandler, getTradingOrderInfoHandler } from './get-order-info';
import { requestRefundHandler } from './request-refund';

export const orderHandlers = [getOrderInfoHandler, getTradingOrderInfoHandler, cancelOrderHandler, requestRefundHandler];

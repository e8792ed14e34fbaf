// The hot order reads: the enterprise's lists (one per letter type) and status poll, the console's list by stage.
import { companyGetOrderListHandler } from './company-order-list';
import { getMyOrderListHandler, paperGetListHandler } from './enterprise-order-list';
import { getOrderStatusHandler } from './order-status';

export const orderListHandlers = [
  getMyOrderListHandler,
  paperGetListHandler,
  getOrderStatusHandler,
  companyGetOrderListHandler,
];

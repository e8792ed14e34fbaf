// The hot order reads: the enterprise's list and status poll, the console's list by stage.
import { companyGetOrderListHandler } from './company-order-list';
import { getMyOrderListHandler } from './enterprise-order-list';
import { getOrderStatusHandler } from './order-status';

export const orderListHandlers = [getMyOrderListHandler, getOrderStatusHandler, companyGetOrderListHandler];

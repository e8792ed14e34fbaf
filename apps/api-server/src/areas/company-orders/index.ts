import { companyHandleRefundHandler } from './handle-refund';
import { companyLetterSignHandler, companyReLetterSignHandler } from './letter-sign';
import { companyHandleLetterStatusHandler } from './letter-status';
import { companyMailLetterHandler } from './mail-letter';
import { companyGetOrderDetailHandler, companyGetOrderLogHandler } from './order-detail';
import { companyGetOrderRefundsHandler, companyRetryRefundHandler } from './order-refunds';
import { companyHandleReviewStatusHandler } from './review-order';

export const companyOrderHandlers = [
  companyGetOrderDetailHandler,
  companyGetOrderLogHandler,
  companyHandleReviewStatusHandler,
  companyHandleLetterStatusHandler,
  companyLetterSignHandler,
  companyReLetterSignHandler,
  companyHandleRefundHandler,
  companyMailLetterHandler,
  companyGetOrderRefundsHandler,
  companyRetryRefundHandler,
];

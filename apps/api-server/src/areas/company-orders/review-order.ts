// handleReviewStatus: the guarantor approves (1 → 2) or rejects (1 → 5, reason kept as
// reject_reason) a signed application.
import { companyHandleReviewStatus } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { transitionOrder } from '../orders/order-transitions';
import { companyOperator, companyScope } from './company-operator';
import { companyOrderDetail } from './order-detail';

export const companyHandleReviewStatusHandler = implement(
  companyHandleReviewStatus,
  async ({ order_sn, action, reason }, { db, config, caller }) => {
    const updated = await transitionOrder(db, {
      sn: order_sn,
      scope: companyScope(caller),
      operator: await companyOperator(db, caller),
      action,
      note: reason,
      noteField: 'reason',
      set: action === 'reject' ? () => ({ rejectReason: reason }) : undefined,
    });
    return companyOrderDetail({ db, config }, updated, caller);
  },
);

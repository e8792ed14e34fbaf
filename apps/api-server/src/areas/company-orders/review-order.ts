// handleReviewStatus: the guarantor approves (1 → 2) or rejects (1 → 5, reason kept as
// reject_reason) a signed application.
import { companyHandleReviewStatus } from '@bht/api-client/contract';
import type { OrderRow } from '../../db/rows';
import { implement } from '../../http/implement';
import { newLetterNoFor } from '../issuing/seal-letter';
import { transitionOrder } from '../orders/order-transitions';
import { companyOperator, companyScope } from './company-operator';
import { companyOrderDetail } from './order-detail';

/**
 * A trading platform hears the letter number with the review result (Epoint's baohannotice), so an
 * order it pushed gets its number at approval; sealing keeps a number the order already has.
 */
const platformLetterNo = (order: OrderRow) =>
  order.platformId !== null && order.letterNo === null
    ? { letterNo: newLetterNoFor(order.type) }
    : {};

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
      set: action === 'reject' ? () => ({ rejectReason: reason }) : platformLetterNo,
    });
    return companyOrderDetail({ db, config }, updated, caller);
  },
);

// /api/order/requestRefund: the enterprise asks for its premium back after paying and before the
// letter is issued (3 → 8, reason required). A letter the guarantor has already sealed does not
// block it: a sealed draft is not in force, and a refunded order (9) never issues it
// (docs/state-machines.md, "Refunds").
import { requestRefund } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import {
  assertOrderPermission,
  enterpriseOperator,
  enterpriseScope,
} from './enterprise-order-access';
import { transitionOrder } from './order-transitions';

export const requestRefundHandler = implement(
  requestRefund,
  async ({ order_sn, reason }, { db, caller }) => {
    assertOrderPermission(caller);
    const order = await transitionOrder(db, {
      sn: order_sn,
      scope: enterpriseScope(caller),
      operator: await enterpriseOperator(db, caller),
      action: 'request_refund',
      note: reason,
      noteField: 'reason',
    });
    return { sn: order.sn, status: order.status };
  },
);

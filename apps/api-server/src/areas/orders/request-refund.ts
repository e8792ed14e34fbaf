// /api/order/requestRefund (bid e-letters, 3 → 8) and /api/paper_letter/refundOrder (paper,
// 10 待寄送 → 8): the enterprise asks for its premium back after paying and before the letter is
// out (reason required), one handler per letter type. A letter the guarantor has already sealed or
// printed does not block it: it is not in force, and a refunded order (9) never issues or mails it
// (docs/state-machines.md, "Refunds").
import {
  type paperRefundOrder,
  type requestRefund,
  type LetterType,
  type performanceRefundOrder,
  type workerRefundOrder,
} from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { enterpriseTransition } from './enterprise-order-access';

/** The refund request of one letter type's family. */
export const refundRequestHandler = (
  endpoint:
    | typeof requestRefund
    | typeof paperRefundOrder
    | typeof performanceRefundOrder
    | typeof workerRefundOrder,
  type: LetterType,
) =>
  implement(endpoint, async ({ order_sn, reason }, { db, caller }) => {
    const order = await enterpriseTransition(db, caller, type, {
      sn: order_sn,
      action: 'request_refund',
      note: reason,
      noteField: 'reason',
    });
    return { sn: order.sn, status: order.status };
  });

// handleRefund, the issuing desk (待出函): approve an enterprise's refund request (8 → 9; the
// premium goes back the way it came, refund-payment.ts) or refuse it with a reason (back to where
// the letter is made: 3 for an e-letter, 10 for a paper letter, as the type's table says).
// docs/state-machines.md and docs/payments.md, "Refunds".
import { companyHandleRefund } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { transitionOrder } from '../orders/order-transitions';
import type { PayLogRow } from '../payments/pay-logs';
import { companyOperator, companyScope } from './company-operator';
import { companyOrderDetail } from './order-detail';
import { approveRefundOfPayment, refundThroughChannel } from './refund-payment';

export const companyHandleRefundHandler = implement(
  companyHandleRefund,
  async ({ order_sn, action, reason }, { db, config, caller, providers, request }) => {
    const operator = await companyOperator(db, caller);
    // Set inside the transaction when the payment still has to go back through its channel.
    let online = null as PayLogRow | null;
    const updated = await transitionOrder(db, {
      sn: order_sn,
      scope: companyScope(caller),
      operator,
      action,
      note: reason,
      noteField: 'reason',
      within:
        action === 'approve_refund'
          ? async (tx, order) => {
              online = await approveRefundOfPayment(tx, order, operator.name);
            }
          : undefined,
    });
    if (online)
      await refundThroughChannel(
        { db, provider: providers.payment, log: request.log, leaseMs: config.JOB_LEASE_MS },
        online,
      );
    return companyOrderDetail({ db, config }, updated, caller);
  },
);

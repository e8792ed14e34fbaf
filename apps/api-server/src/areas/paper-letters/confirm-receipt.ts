// /api/paper_letter/confirmReceipt: the enterprise confirms it received the mailed original
// (11 已寄出 → 12 已签收) and the time is kept on the order (received_at).
import { paperConfirmReceipt } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { enterpriseTransition } from '../orders/enterprise-order-access';

export const confirmReceiptHandler = implement(
  paperConfirmReceipt,
  async ({ order_sn }, { db, caller }) => {
    const order = await enterpriseTransition(db, caller, 'bid_paper', {
      sn: order_sn,
      action: 'confirm_receipt',
      set: () => ({ receivedAt: new Date() }),
    });
    return { sn: order.sn, status: order.status };
  },
);

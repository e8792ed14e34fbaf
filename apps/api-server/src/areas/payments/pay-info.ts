// /api/order/getPayInfo: what the pay step shows for an order waiting for payment: the premium,
// the subject and the guarantor's account for an offline transfer. WeChat parameters come from
// getOpenid inside the in-app browser, so `wechat` is null here.
import { getPayInfo } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { requirePayAccount } from './pay-accounts';
import { findPayableOrder, paymentSubject } from './payable-order';

export const getPayInfoHandler = implement(getPayInfo, async ({ order_sn }, { db, caller }) => {
  assertOrderPermission(caller);
  const order = await findPayableOrder(db, order_sn, enterpriseScope(caller));
  const account = await requirePayAccount(db, order.ensureCompanyId);
  return {
    order_sn: order.sn,
    amount: order.premium,
    subject: paymentSubject(order),
    bank: {
      account_name: account.accountName,
      account_no: account.accountNo,
      bank_name: account.bankName,
    },
    wechat: null,
  };
});

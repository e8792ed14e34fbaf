// /api/order/getPayInfo (bid e-letters) and /api/paper_letter/getPayInfo (paper): what the pay
// step shows for an order waiting for payment: the premium, the subject and the guarantor's account
// for an offline transfer, and whether the guarantor takes online payment at all (its 在线支付
// switch, docs/settings.md; never for a trading platform's order that must be paid from the
// bidder's basic account, trading-platforms/pay-terms.ts). WeChat parameters come from getOpenid inside the in-app browser, so
// `wechat` is null here.
import {
  type getPayInfo,
  type paperGetPayInfo,
  type LetterType,
  type performanceGetPayInfo,
  type workerGetPayInfo,
} from '@bht/api-client/contract';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { platformOriginOf, PLATFORM_COLLECTS } from '../trading-platforms/pay-terms';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { requirePayAccount } from './pay-accounts';
import { findPayableOrder, paymentSubject } from './payable-order';

/** The pay info call of one letter type's family. */
export const payInfoHandler = (
  endpoint:
    | typeof getPayInfo
    | typeof paperGetPayInfo
    | typeof performanceGetPayInfo
    | typeof workerGetPayInfo,
  type: LetterType,
) =>
  implement(endpoint, async ({ order_sn }, { db, caller, providers }) => {
    assertOrderPermission(caller);
    const order = await findPayableOrder(db, order_sn, enterpriseScope(caller), type);
    const origin = await platformOriginOf(db, order);
    if (origin?.platform_collects) throw conflict(PLATFORM_COLLECTS);
    const { account, onlinePay: companyOnline } = await requirePayAccount(
      db,
      order.ensureCompanyId,
    );
    const onlinePay = companyOnline && !origin?.basic_account_required;
    return {
      order_sn: order.sn,
      amount: order.premium,
      subject: paymentSubject(order),
      bank: {
        account_name: account.accountName,
        account_no: account.accountNo,
        bank_name: account.bankName,
      },
      online_pay: onlinePay ? (1 as const) : (0 as const),
      checkout_methods: onlinePay ? [...providers.payment.checkoutMethods] : [],
      wechat: null,
    };
  });

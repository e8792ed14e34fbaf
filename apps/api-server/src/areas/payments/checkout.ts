// Paying from a browser outside WeChat (/api/pay/checkout): a QR code to scan with WeChat on a
// desktop (wechat_native), WeChat H5 in a mobile browser, or Alipay's cashier (alipay_page,
// alipay_wap), on the deployment's merchant channels. The enterprise pays its own order waiting for
// payment; the amount is the order's premium. The channel's signed result arrives at
// /api/pay/<channel>/notify (channel-callbacks.ts); the page polls the order's status.
import { checkout } from '@bht/api-client/contract';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { CHANNEL_OFF } from '../../providers/payment/payment-channels';
import { CHECKOUT_CHANNELS } from '../../providers/payment/payment-provider';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { assertPortalPayment } from '../trading-platforms/pay-terms';
import { recordOnlineAttempt } from './online-attempt';
import { NOTIFY_PATHS, requireOnlinePayAccount } from './pay-accounts';
import { findPayableOrder, paymentSubject } from './payable-order';
import { apiOrigin, isAllowedReturnUrl } from './redirect-targets';

const METHOD_NAMES = {
  wechat_native: '微信扫码支付',
  wechat_h5: '微信 H5 支付',
  alipay_page: '支付宝电脑网站支付',
  alipay_wap: '支付宝手机网站支付',
} as const;

export const checkoutHandler = implement(
  checkout,
  async ({ order_sn, method, return_url }, { db, config, providers, caller, request }) => {
    assertOrderPermission(caller);
    if (!isAllowedReturnUrl(config, return_url))
      throw fieldError('return_url', '回跳地址不在授权域名内');
    const order = await findPayableOrder(db, order_sn, enterpriseScope(caller));
    await assertPortalPayment(db, order, 'online');
    await requireOnlinePayAccount(db, order.ensureCompanyId);
    if (!providers.payment.checkoutMethods.includes(method))
      throw fieldError('method', CHANNEL_OFF);
    const channel = CHECKOUT_CHANNELS[method];
    const origin = apiOrigin(request);
    const started = await providers.payment.createCheckout({
      method,
      orderSn: order.sn,
      amount: order.premium,
      subject: paymentSubject(order),
      notifyUrl: `${origin}${NOTIFY_PATHS[channel]}`,
      returnUrl: return_url,
      apiOrigin: origin,
      payerIp: request.ip,
    });
    await recordOnlineAttempt(db, config, {
      order,
      channel,
      prepayId: started.prepayId,
      note: `${METHOD_NAMES[method]}下单 ${started.prepayId}`,
    });
    return { method, code_url: started.codeUrl, pay_url: started.payUrl };
  },
);

// The online ways to pay an order, as the cashier lists them: from the methods the server offers
// (getPayInfo's checkout_methods) and the browser the payer is in. The WeChat in-app payment
// (/text_pay, JSAPI) is always one of them while the guarantor takes online payment.
import type { CheckoutMethod } from '@bht/api-client';
import type { BrowserKind } from '../payments/browser-kind';

export type PayOption =
  | { key: 'wechat_native'; label: '微信扫码支付'; method: 'wechat_native' }
  | { key: 'alipay'; label: '支付宝'; method: 'alipay_page' | 'alipay_wap' }
  | { key: 'wechat_h5'; label: '微信支付'; method: 'wechat_h5' }
  | { key: 'wechat_jsapi'; label: '在微信中打开支付'; method: null };

export type PayOptionKey = PayOption['key'];

/** `narrow`: a phone-width screen, where Alipay's mobile cashier fits better than its desktop one. */
export function payOptionsFor(
  offered: readonly CheckoutMethod[],
  browser: BrowserKind,
  narrow: boolean,
): PayOption[] {
  const jsapi: PayOption = { key: 'wechat_jsapi', label: '在微信中打开支付', method: null };
  // Inside WeChat neither a QR code nor Alipay can be used: its own payment only.
  if (browser.inWechat) return [jsapi];
  const has = (method: CheckoutMethod) => offered.includes(method);
  const options: PayOption[] = [];
  const h5 = browser.mobile && has('wechat_h5');
  if (h5) options.push({ key: 'wechat_h5', label: '微信支付', method: 'wechat_h5' });
  else if (has('wechat_native'))
    options.push({ key: 'wechat_native', label: '微信扫码支付', method: 'wechat_native' });
  const alipayOrder: Array<'alipay_page' | 'alipay_wap'> =
    narrow || browser.mobile ? ['alipay_wap', 'alipay_page'] : ['alipay_page', 'alipay_wap'];
  const alipay = alipayOrder.find(has);
  if (alipay) options.push({ key: 'alipay', label: '支付宝', method: alipay });
  options.push(jsapi);
  return options;
}

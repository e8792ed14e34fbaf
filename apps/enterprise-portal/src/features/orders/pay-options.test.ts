// Which online ways to pay each browser is offered, from the server's checkout_methods.
import type { CheckoutMethod } from '@bht/api-client';
import { describe, expect, it } from 'vitest';
import { browserKind } from '../payments/browser-kind';
import { payOptionsFor } from './pay-options';

const ALL: CheckoutMethod[] = ['wechat_native', 'wechat_h5', 'alipay_page', 'alipay_wap'];
const DESKTOP = browserKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36');
const PHONE = browserKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
const WECHAT = browserKind(
  'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.49.2600',
);
const offered = (methods: CheckoutMethod[], browser = DESKTOP, narrow = false) =>
  payOptionsFor(methods, browser, narrow).map((o) => `${o.key}:${o.method ?? '-'}`);

describe('payOptionsFor', () => {
  it('a desktop scans a QR code and uses Alipay’s desktop cashier; no WeChat H5', () => {
    expect(offered(ALL)).toEqual([
      'wechat_native:wechat_native',
      'alipay:alipay_page',
      'wechat_jsapi:-',
    ]);
  });

  it('a phone browser outside WeChat pays with WeChat H5 and Alipay’s mobile cashier', () => {
    expect(offered(ALL, PHONE)).toEqual([
      'wechat_h5:wechat_h5',
      'alipay:alipay_wap',
      'wechat_jsapi:-',
    ]);
    // Without H5 on offer, the QR code stays.
    expect(offered(['wechat_native'], PHONE)).toEqual([
      'wechat_native:wechat_native',
      'wechat_jsapi:-',
    ]);
  });

  it('a narrow desktop window takes Alipay’s mobile cashier, else whichever is offered', () => {
    expect(offered(ALL, DESKTOP, true)).toContain('alipay:alipay_wap');
    expect(offered(['alipay_wap'])).toEqual(['alipay:alipay_wap', 'wechat_jsapi:-']);
  });

  it('inside WeChat only its own payment', () => {
    expect(offered(ALL, WECHAT)).toEqual(['wechat_jsapi:-']);
  });
});

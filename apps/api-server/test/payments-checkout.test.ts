// Paying from a browser outside WeChat (/api/pay/checkout) on the merchant channels, here served by
// the sandbox: the methods on offer, who may start a checkout of what, and the sandbox cashier's
// signed result reaching /api/pay/<channel>/notify over real HTTP, taken once, forged ones refused.
import { checkout, getPayInfo } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './enterprise-session';
import { companyToken } from './company-session';
import {
  notification,
  orderLogRows,
  orderRow,
  payableOrder,
  payLogRows,
  postNotification,
  submitCashier,
} from './payments-helpers';
import { callEndpoint } from './session-client';
import { createTestApp, listenOnLoopback, type TestApp } from './test-app';

let t: TestApp;
let base: string;
let token: string;
const RETURN_URL = 'http://localhost:5173/myLetter/detail?order_sn=BH1&pay_return=1';

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  token = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

/** Over real HTTP: the notify URL given to the channel is this API's origin as the caller reached it. */
async function startCheckout(sn: string, method: string, as = token, returnUrl = RETURN_URL) {
  const res = await fetch(`${base}${checkout.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify({ order_sn: sn, method, return_url: returnUrl }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  return { statusCode: res.status, json: () => body };
}

describe('checkout', () => {
  it('offers every method in the sandbox and pays a QR checkout once, through the channel callback', async () => {
    const sn = await payableOrder(t);
    const info = await callEndpoint(t.app, getPayInfo, token, { order_sn: sn });
    expect(info.json().data.checkout_methods).toEqual([
      'wechat_native',
      'wechat_h5',
      'alipay_page',
      'alipay_wap',
    ]);

    const res = await startCheckout(sn, 'wechat_native');
    expect(res.json()).toMatchObject({ code: 1, data: { method: 'wechat_native', pay_url: null } });
    const cashier = new URL(res.json().data.code_url as string);
    expect(cashier.pathname).toBe('/api/sandbox/cashier');
    expect((await payLogRows(t, sn)).map((r) => [r.channel, r.status])).toEqual([
      ['wechatpay', 'pending'],
    ]);

    // "Scanning" the code opens the cashier; paying posts the signed result to /api/pay/wechatpay/notify.
    expect((await submitCashier(base, cashier, 'confirm')).status).toBe(302);
    const order = await orderRow(t, sn);
    expect([order.status, order.payMethod]).toEqual([3, 'wechat']);
    const rows = await payLogRows(t, sn);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['wechatpay', 'paid']]);

    // The channel sending the same result again changes nothing.
    const again = await postNotification(
      t,
      await notification(t, sn, { trade_no: rows[0]!.tradeNo! }, 'wechatpay'),
      'wechatpay',
    );
    expect([again.statusCode, again.body]).toEqual([200, '{"code":"SUCCESS"}']);
    expect(await payLogRows(t, sn)).toHaveLength(1);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });

  it('refuses a callback signed with another channel’s key in the channel’s own words, writing nothing', async () => {
    const sn = await payableOrder(t);
    const forged = await postNotification(
      t,
      await notification(t, sn, {}, 'alipay', 'sun'),
      'alipay',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ code: 'FAIL', message: '签名校验失败' });
    expect([(await orderRow(t, sn)).status, await payLogRows(t, sn)]).toEqual([2, []]);
  });

  it('sends Alipay and H5 payers to the channel’s page, paid as alipay', async () => {
    const sn = await payableOrder(t);
    const res = await startCheckout(sn, 'alipay_page');
    expect(res.json().data.code_url).toBeNull();
    const cashier = new URL(res.json().data.pay_url as string);
    expect(cashier.searchParams.get('return')).toBe(RETURN_URL);
    await submitCashier(base, cashier, 'confirm');
    expect((await orderRow(t, sn)).payMethod).toBe('alipay');
    expect((await payLogRows(t, sn)).map((r) => [r.channel, r.status])).toEqual([
      ['alipay', 'paid'],
    ]);
  });

  it('checks the caller, the order, the method and the return page', async () => {
    const sn = await payableOrder(t);
    const other = await tokenFor(t.app, '13800000002');
    expect((await startCheckout(sn, 'wechat_native', other)).json().code).not.toBe(1);
    expect(
      (await startCheckout(sn, 'wechat_native', await companyToken(t.app, 'xinda_admin')))
        .statusCode,
    ).toBe(401);
    const badMethod = await startCheckout(sn, 'unionpay');
    expect([badMethod.statusCode, badMethod.json().msg]).toEqual([400, '支付方式不正确']);
    const foreign = await startCheckout(sn, 'alipay_page', token, 'https://evil.example/back');
    expect([foreign.statusCode, foreign.json().msg]).toEqual([400, '回跳地址不在授权域名内']);
    expect(await payLogRows(t, sn)).toEqual([]);
  });
});

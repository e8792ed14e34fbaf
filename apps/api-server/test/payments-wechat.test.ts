// Paying in the WeChat in-app browser, through HTTP: the authorisation URL and the sandbox consent
// page, one-time codes, who may start a payment of which order, the JSAPI parameters, and the
// sandbox cashier whose confirmation reaches the callback over real HTTP (the app listens on an
// ephemeral port).
import { cancelOrder, getAuthorizeUrl } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAY_OFF } from '../src/areas/payments/pay-accounts';
import { AUTHORISATION_EXPIRED } from '../src/areas/payments/wechat-pay';
import { ensureCompanies, payLogs, sandboxPayments, sandboxWechatCodes } from '../src/db/schema';
import { signFields } from '../src/providers/payment/pay-sign';
import {
  SANDBOX_WECHAT_APP_ID,
  sandboxChannelKey,
} from '../src/providers/payment/sandbox-payment-provider';
import { companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import {
  notification,
  oauthCode,
  openid,
  orderRow,
  payerCookie,
  orderLogRows,
  orderStatus,
  payableOrder,
  payLogRows,
  PORTAL_PAY_PAGE,
  postNotification,
  sandboxLedger,
  sandboxPay,
  startPayment,
  submitCashier,
} from './payments-helpers';
import { orderAt } from './company-order-fixtures';
import { callEndpoint } from './session-client';
import { createTestApp, listenOnLoopback, postForm, type TestApp } from './test-app';

let t: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  token = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

describe('authorisation', () => {
  it('answers the provider’s snsapi_userinfo URL for the portal, and refuses a foreign redirect', async () => {
    const res = await callEndpoint(t.app, getAuthorizeUrl, undefined, {
      redirect_uri: PORTAL_PAY_PAGE,
    });
    const url = new URL(res.json().data.url);
    expect(url.pathname).toBe('/api/sandbox/wechat/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: SANDBOX_WECHAT_APP_ID,
      redirect_uri: PORTAL_PAY_PAGE,
      response_type: 'code',
      scope: 'snsapi_userinfo',
    });
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{16}$/);

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('沙箱');
    expect(page.body).toContain('允许');
    expect(page.body).toContain('<link rel="icon" href="data:,">');

    const foreign = await callEndpoint(t.app, getAuthorizeUrl, undefined, {
      redirect_uri: 'https://evil.example/steal',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields.redirect_uri).toBe('回跳地址不在授权域名内');
    expect(
      (
        await postForm(t.app, '/api/sandbox/wechat/authorize', {
          redirect_uri: 'https://evil.example/steal',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('"允许" redirects back with a code and the state; the same browser stays the same payer', async () => {
    const res = await postForm(t.app, '/api/sandbox/wechat/authorize', {
      redirect_uri: PORTAL_PAY_PAGE,
      state: 'abc',
    });
    const cookie = await payerCookie(t);
    const [first, second] = [
      await openid(t, undefined, undefined, await oauthCode(t, cookie)),
      await openid(t, undefined, undefined, await oauthCode(t, cookie)),
    ];
    expect(first.json().data.openid).toBe(second.json().data.openid);
    expect((await openid(t, undefined)).json().data.openid).not.toBe(first.json().data.openid);
    const back = new URL(String(res.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:5173/text_pay');
    expect(back.searchParams.get('order_sn')).toBe('BH1');
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a code works once, and not after 5 minutes or when unknown', async () => {
    const code = await oauthCode(t);
    const first = await openid(t, undefined, undefined, code);
    expect(first.json().data).toMatchObject({ pay: null, cashier_url: null });
    expect(first.json().data.openid).toMatch(/^o[\w-]{20,}$/);
    const again = await openid(t, undefined, undefined, code);
    expect(again.json()).toMatchObject({
      code: 0,
      msg: AUTHORISATION_EXPIRED,
      data: { fields: { code: AUTHORISATION_EXPIRED } },
    });

    const stale = await oauthCode(t);
    await t.database.db.update(sandboxWechatCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await openid(t, undefined, undefined, stale)).json().msg).toBe(AUTHORISATION_EXPIRED);
    expect((await openid(t, undefined, undefined, 'f'.repeat(32))).json().msg).toBe(
      AUTHORISATION_EXPIRED,
    );
  });
});

describe('starting a payment', () => {
  it('gives the owner JSAPI parameters signed by the channel, a cashier URL and one pending attempt', async () => {
    const sn = await payableOrder(t);
    const res = await openid(t, sn, token);
    const { pay, cashier_url } = res.json().data;
    expect(Object.keys(pay).sort()).toEqual([
      'appId',
      'nonceStr',
      'package',
      'paySign',
      'signType',
      'timeStamp',
    ]);
    expect(pay).toMatchObject({ appId: SANDBOX_WECHAT_APP_ID, signType: 'HMAC-SHA256' });
    expect(pay.package).toMatch(/^prepay_id=wx[0-9a-f]{30}$/);
    const { paySign, ...signed } = pay;
    expect(paySign).toBe(
      signFields(signed, sandboxChannelKey(t.config.PAYMENT_CALLBACK_SECRET, 'sun')),
    );
    const cashier = new URL(cashier_url);
    expect(cashier.pathname).toBe('/api/sandbox/cashier');
    expect(cashier.searchParams.get('prepay_id')).toBe(pay.package.slice('prepay_id='.length));
    expect(cashier.searchParams.get('return')).toBe(
      `http://localhost:5173/text_pay?order_sn=${sn}`,
    );

    // Another payer (a new WeChat user) gets a prepay of its own; the attempt in the pay log stays one.
    const again = (await openid(t, sn, token)).json().data;
    expect(again.pay.package).not.toBe(pay.package);
    // The same payer opening the page again continues its prepay.
    const cookie = await payerCookie(t);
    const [one, two] = [
      (await openid(t, sn, token, await oauthCode(t, cookie))).json().data,
      (await openid(t, sn, token, await oauthCode(t, cookie))).json().data,
    ];
    expect(two.pay.package).toBe(one.pay.package);
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => [l.channel, l.status, l.amount])).toEqual([
      ['sun', 'pending', (await orderRow(t, sn)).premium],
    ]);
  });

  it('refuses another enterprise’s order, a console account, and orders not waiting for payment', async () => {
    const sn = await payableOrder(t);
    const other = await openid(t, sn, await tokenFor(t.app, '13800000006'));
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('订单不存在');
    expect((await openid(t, sn, await companyToken(t.app, 'xinda_admin'))).statusCode).toBe(403);
    const signedOnly = await orderAt(t, 1);
    const notYet = await openid(t, signedOnly, token);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().msg).toBe('订单当前状态为「待审核」，无需支付');
    expect(await payLogRows(t, sn)).toEqual([]);
  });

  it('lets a payer without a session (QR code scanned in WeChat) pay, telling it nothing about other orders', async () => {
    const sn = await payableOrder(t);
    expect((await openid(t, sn)).json().data.pay.package).toMatch(/^prepay_id=/);
    const notPayable = await openid(t, await orderAt(t, 1));
    const unknown = await openid(t, 'BH00000000000000000000');
    for (const res of [notPayable, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('订单不存在或无需支付');
    }
  });

  it('refuses online payment when the guarantor has switched it off', async () => {
    const sn = await payableOrder(t, { companyName: '南京银行股份有限公司' });
    const order = await orderRow(t, sn);
    await t.database.db
      .update(ensureCompanies)
      .set({ payConfigEnabled: 0 })
      .where(eq(ensureCompanies.id, order.ensureCompanyId));
    const res = await openid(t, sn, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(ONLINE_PAY_OFF);
    await t.database.db
      .update(ensureCompanies)
      .set({ payConfigEnabled: 1 })
      .where(eq(ensureCompanies.id, order.ensureCompanyId));
  });
});

describe('sandbox cashier', () => {
  const submit = (cashier: URL, action: 'confirm' | 'cancel') =>
    submitCashier(base, cashier, action);

  it('confirming makes the provider call the callback over HTTP, then returns to the pay page with result=ok', async () => {
    const sn = await payableOrder(t);
    const cashier = await startPayment(t, base, sn, token, 'http://127.0.0.1:5173');
    expect(cashier.origin).toBe(base);
    const page = await fetch(cashier);
    const html = await page.text();
    expect(html).toContain('沙箱支付');
    // The payer pays with WeChat; the insurer behind the channel is no payment channel.
    expect(html).toContain('<dt>支付渠道</dt><dd>微信支付（沙箱）</dd>');
    expect(html).not.toMatch(/阳光|华安/);
    expect(html).toContain(`¥${(await orderRow(t, sn)).premium}`);
    expect(html).toContain(sn);

    const res = await submit(cashier, 'confirm');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `http://127.0.0.1:5173/text_pay?order_sn=${sn}&result=ok`,
    );
    expect(await orderStatus(t, sn)).toBe(3);
    const [payment] = await sandboxLedger(t, sn);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo])).toEqual([
      ['paid', payment!.tradeNo],
    ]);

    // The provider repeating its notification (confirm again) pays nothing twice.
    const repeat = await sandboxPay(base, { prepay_id: payment!.prepayId, result: 'ok' });
    expect(
      ((await repeat.json()) as { data: { notify_response: unknown } }).data.notify_response,
    ).toEqual({ code: 1, msg: '', data: { order_sn: sn, accepted: true, duplicate: true } });
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });

  it('cancelling returns with result=cancel, marks the attempt failed and closes the prepay', async () => {
    const sn = await payableOrder(t);
    const cashier = await startPayment(t, base, sn, token);
    const res = await submit(cashier, 'cancel');
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/text_pay?order_sn=${sn}&result=cancel`,
    );
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['failed']);
    expect((await submit(cashier, 'confirm')).status).toBe(409);
    expect(await orderStatus(t, sn)).toBe(2);
  });

  it('a payment confirmed after the order was cancelled is refunded by the provider; the order stays cancelled', async () => {
    const sn = await payableOrder(t);
    await startPayment(t, base, sn, token);
    // Cancelling is refused while the payment may be in flight, allowed once the attempt is older than the window.
    const refused = await callEndpoint(t.app, cancelOrder, token, { order_sn: sn });
    expect(refused.statusCode).toBe(409);
    await t.database.db
      .update(payLogs)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payLogs.orderSn, sn));
    expect(
      (await callEndpoint(t.app, cancelOrder, token, { order_sn: sn })).json().data.status,
    ).toBe(7);

    const res = await sandboxPay(base, { order_sn: sn, result: 'ok' });
    expect(
      ((await res.json()) as { data: { notify_response: { data: unknown } } }).data.notify_response
        .data,
    ).toEqual({ order_sn: sn, accepted: true, duplicate: false });
    expect(await orderStatus(t, sn)).toBe(7);
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({ status: 'refunded' });
    expect(log!.note).toMatch(/^订单状态为「已取消」，已原路退款（退款单号 SBXR\d{24}）$/);
    const [payment] = await sandboxLedger(t, sn);
    expect(payment).toMatchObject({ status: 'refunded', tradeNo: log!.tradeNo });
  });

  it('a refund the process died before sending is sent when the channel resends the notification', async () => {
    const sn = await payableOrder(t);
    await startPayment(t, base, sn, token);
    await t.database.db
      .update(payLogs)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payLogs.orderSn, sn));
    await callEndpoint(t.app, cancelOrder, token, { order_sn: sn });
    await sandboxPay(base, { order_sn: sn, result: 'ok' });
    // As a process killed between recording the late payment and calling the channel leaves it:
    // the money taken by the channel, the row recorded, no refund.
    const [recorded] = await payLogRows(t, sn);
    await t.database.db
      .update(payLogs)
      .set({ status: 'paid', note: '订单状态为「已取消」，到账后原路退款' })
      .where(eq(payLogs.id, recorded!.id));
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', refundNo: null })
      .where(eq(sandboxPayments.orderSn, sn));

    const resent = await postNotification(
      t,
      await notification(t, sn, { trade_no: recorded!.tradeNo! }),
    );
    expect(resent.json().data).toEqual({ order_sn: sn, accepted: true, duplicate: true });
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({ status: 'refunded', tradeNo: recorded!.tradeNo });
    expect(log!.note).toMatch(/^订单状态为「已取消」，已原路退款（退款单号 SBXR\d{24}）$/);
    const [payment] = await sandboxLedger(t, sn);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundNo: log!.note!.match(/SBXR\d{24}/)![0],
    });
    // Refunded once: a further resend changes nothing.
    await postNotification(t, await notification(t, sn, { trade_no: recorded!.tradeNo! }));
    expect(await payLogRows(t, sn)).toEqual([log]);
  });

  it('a refund the channel made before the process died is found again under the same refund number, not refunded twice', async () => {
    const sn = await payableOrder(t);
    await startPayment(t, base, sn, token);
    await t.database.db
      .update(payLogs)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payLogs.orderSn, sn));
    await callEndpoint(t.app, cancelOrder, token, { order_sn: sn });
    await sandboxPay(base, { order_sn: sn, result: 'ok' });
    const [refunded] = await payLogRows(t, sn);
    const [ledger] = await sandboxLedger(t, sn);
    expect(ledger).toMatchObject({ status: 'refunded' });
    // As a process killed after the channel refunded but before the row said so leaves it.
    await t.database.db
      .update(payLogs)
      .set({ status: 'paid', note: '订单状态为「已取消」，到账后原路退款' })
      .where(eq(payLogs.id, refunded!.id));

    await postNotification(t, await notification(t, sn, { trade_no: refunded!.tradeNo! }));
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({
      status: 'refunded',
      note: `订单状态为「已取消」，已原路退款（退款单号 ${ledger!.refundNo}）`,
    });
    expect(await sandboxLedger(t, sn)).toEqual([ledger]);
  });
});

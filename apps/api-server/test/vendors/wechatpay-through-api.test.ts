// WeChat Pay (WECHATPAY_VENDOR=wechatpay) through the API's own calls against the local WeChat Pay
// fake over real HTTP: a Native checkout paid by the fake's signed, encrypted notification (once,
// however often it comes), a forged notification refused, a payment found by the payment.query job
// when the notification never came, refunds that WeChat processes (then notifies) or refuses, an
// H5 checkout, and the WeChat in-app payment (web authorisation → JSAPI parameters).
import {
  checkout,
  companyHandleRefund,
  getAuthorizeUrl,
  getOpenid,
  requestRefund,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_QUERY_JOB,
  paymentQueryJobHandler,
} from '../../src/areas/payments/payment-query-job';
import {
  REFUND_JOB,
  REFUND_MAX_ATTEMPTS,
  refundJobHandler,
  refundJobKey,
} from '../../src/areas/payments/refund-job';
import { AUTHORISATION_EXPIRED } from '../../src/areas/payments/wechat-pay';
import { backoffMs, runDueJobs } from '../../src/jobs/job-queue';
import { companyPayAccounts } from '../../src/db/schema';
import { createProviders } from '../../src/providers';
import { WECHAT_IN_APP_PAY_OFF } from '../../src/providers/payment/wechatpay-v3/oauth';
import { readWechatPayProviderSettings } from '../../src/providers/payment/wechatpay-v3/provider-settings';
import { WechatPayProvider } from '../../src/providers/payment/wechatpay-v3/wechatpay-provider';
import { companyToken } from '../company-session';
import { tokenFor } from '../enterprise-session';
import type { WechatPayFake } from '../fakes/wechatpay-fake';
import { startWechatPayFakeWithEnv } from '../fakes/wechatpay-fake-env';
import { jobByKey } from '../job-rows';
import { loadConfig } from '../../src/config';
import {
  NOTIFY_PATH,
  orderLogRows,
  orderRow,
  orderStatus,
  payableOrder,
  payLogRows,
  PORTAL_PAY_PAGE,
} from '../payments-helpers';
import { callEndpoint } from '../session-client';
import { createTestApp, listenOnLoopback, type TestApp } from '../test-app';

let t: TestApp;
let fake: WechatPayFake;
let env: Record<string, string>;
let notifyUrl: string;
const tokens: Record<string, string> = {};
const silent = { error: () => {}, info: () => {}, warn: () => {} };

beforeAll(async () => {
  ({ fake, env } = await startWechatPayFakeWithEnv());
  t = await createTestApp({ config: env });
  notifyUrl = `${await listenOnLoopback(t)}${NOTIFY_PATH.wechatpay}`;
  fake.sendNotificationsTo(notifyUrl);
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.company = await companyToken(t.app, 'xinda_admin');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
/** The app's own providers over the test's database, as an instance's job runner has them. */
const payment = () => createProviders(t.config, t.database.db).payment;
const lastRequest = (path: string) => fake.requests.filter((r) => r.url === path).at(-1)!;

const startCheckout = (sn: string, method: 'wechat_native' | 'wechat_h5') =>
  callEndpoint(t.app, checkout, tokens.enterprise, {
    order_sn: sn,
    method,
    return_url: PORTAL_PAY_PAGE,
  });

/** An order waiting for payment with a Native checkout started: its number, out_trade_no and QR text. */
async function nativeCheckout() {
  const sn = await payableOrder(t);
  const res = await startCheckout(sn, 'wechat_native');
  expect(res.json()).toMatchObject({ code: 1, data: { method: 'wechat_native', pay_url: null } });
  const codeUrl = res.json().data.code_url as string;
  return { sn, codeUrl, outTradeNo: fake.outTradeNoOf(codeUrl) };
}

/** A Native checkout the payer scanned and paid; the notification reached the app. */
async function paidOrder() {
  const started = await nativeCheckout();
  expect((await fake.payCodeUrl(started.codeUrl)).status).toBe(204);
  expect(await orderStatus(t, started.sn)).toBe(3);
  return started;
}

/** The enterprise asks for a refund and 信达 approves it (the refund job's first try runs at once). */
async function refundApproved(sn: string) {
  const asked = await callEndpoint(t.app, requestRefund, tokens.enterprise, {
    order_sn: sn,
    reason: '项目已流标，不再需要保函',
  });
  expect(asked.json().code).toBe(1);
  return callEndpoint(t.app, companyHandleRefund, tokens.company, {
    order_sn: sn,
    action: 'approve_refund',
    reason: '',
  });
}

describe('WECHATPAY_VENDOR=wechatpay', () => {
  it('Native: a signed prepay of the premium in fen, code_url; the notification pays the order once', async () => {
    const { sn, codeUrl, outTradeNo } = await nativeCheckout();
    const order = await orderRow(t, sn);
    expect(outTradeNo).toMatch(new RegExp(`^${sn}_[0-9a-f]{8}$`));
    // The fake answers only a request whose Authorization signature verifies (401 otherwise).
    expect(JSON.parse(lastRequest('/v3/pay/transactions/native').body)).toMatchObject({
      appid: env.WECHATPAY_APPID,
      mchid: env.WECHATPAY_MCHID,
      out_trade_no: outTradeNo,
      notify_url: env.WECHATPAY_NOTIFY_URL,
      amount: { total: fen(order.premium), currency: 'CNY' },
    });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status])).toEqual([
      ['wechatpay', 'pending'],
    ]);

    const first = await fake.payCodeUrl(codeUrl);
    expect([first.status, first.body]).toEqual([204, '']);
    const paid = await orderRow(t, sn);
    expect([paid.status, paid.payMethod]).toEqual([3, 'wechat']);
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({ channel: 'wechatpay', status: 'paid', amount: order.premium });
    expect(log!.tradeNo).toMatch(/^4200\d{24}$/);

    // WeChat sends it again (as it does until it sees our 204): nothing changes twice.
    expect((await fake.notifyPaid(outTradeNo, notifyUrl)).status).toBe(204);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo])).toEqual([
      ['paid', log!.tradeNo],
    ]);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });

  it('refuses a notification whose signature does not verify (400 FAIL) and writes nothing', async () => {
    const { sn, outTradeNo } = await nativeCheckout();
    const { headers, body } = fake.paidNotification(outTradeNo);
    const forged = body.replace(/"id":"EV-[0-9a-f]+"/, '"id":"EV-0000000000000000"');
    const res = await t.app.inject({
      method: 'POST',
      url: NOTIFY_PATH.wechatpay,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
      payload: forged,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'FAIL', message: '微信支付签名验证失败' });
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['pending']);
  });

  it('a payment whose notification never came is found by the payment.query job, once', async () => {
    const { sn, outTradeNo } = await nativeCheckout();
    fake.markPaid(outTradeNo);
    const handlers = {
      [PAYMENT_QUERY_JOB]: paymentQueryJobHandler(t.database.db, payment(), silent),
    };
    const later = new Date(Date.now() + t.config.PAYMENT_QUERY_DELAY_MS + 1000);
    await runDueJobs(t.database.db, handlers, silent, { now: later });
    expect(await orderStatus(t, sn)).toBe(3);
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => [l.channel, l.status])).toEqual([['wechatpay', 'paid']]);
    expect(
      fake.requests.some((r) =>
        r.url.startsWith(`/v3/pay/transactions/out-trade-no/${outTradeNo}?`),
      ),
    ).toBe(true);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });

  it('a refund WeChat is still processing stays paid; its REFUND.SUCCESS notification completes it', async () => {
    const { sn } = await paidOrder();
    fake.setNextRefundStatus('PROCESSING');
    try {
      // The channel took the refund: the approval stands without an error.
      expect((await refundApproved(sn)).statusCode).toBe(200);
    } finally {
      fake.setNextRefundStatus('SUCCESS');
    }
    const [log] = await payLogRows(t, sn);
    expect(log!.status).toBe('paid');
    const refundBody = JSON.parse(lastRequest('/v3/refund/domestic/refunds').body);
    expect(refundBody).toMatchObject({
      transaction_id: log!.tradeNo,
      out_refund_no: `${sn}R${log!.id}`,
      amount: { refund: fen(log!.amount), total: fen(log!.amount), currency: 'CNY' },
    });
    expect(await jobByKey(t.database.db, refundJobKey(log!.id))).toMatchObject({
      state: 'queued',
      lastError: expect.stringMatching(/^支付渠道退款处理中（退款单号 5030\d{25}）/),
    });

    fake.finishRefund(refundBody.out_refund_no);
    expect((await fake.notifyRefund(refundBody.out_refund_no, notifyUrl)).status).toBe(204);
    const [refunded] = await payLogRows(t, sn);
    expect(refunded!.status).toBe('refunded');
    expect(refunded!.note).toMatch(/已原路退款（退款单号 5030\d{25}）$/);
  });

  it('a refund WeChat refuses on every try: after the last attempt the pay log carries its reason', async () => {
    const { sn } = await paidOrder();
    fake.refuseRefunds({ code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' });
    try {
      expect((await refundApproved(sn)).statusCode).toBe(502);
      const [log] = await payLogRows(t, sn);
      const handlers = { [REFUND_JOB]: refundJobHandler(t.database.db, payment()) };
      let clock = Date.now();
      for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt++) {
        clock += backoffMs(attempt - 1) + 1000;
        await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) });
      }
      expect(await jobByKey(t.database.db, refundJobKey(log!.id))).toMatchObject({
        state: 'dead',
        attempts: REFUND_MAX_ATTEMPTS,
      });
    } finally {
      fake.refuseRefunds(null);
    }
    const [log] = await payLogRows(t, sn);
    expect(log!.status).toBe('paid');
    expect(log!.note).toContain(
      '原路退款失败（支付渠道拒绝退款：商户账户可用余额不足，退款未受理，请充值后重试），请人工退款',
    );
  });

  it('H5: pay_url is WeChat’s h5_url sending the payer back to return_url', async () => {
    const sn = await payableOrder(t);
    const res = await startCheckout(sn, 'wechat_h5');
    expect(res.json()).toMatchObject({ code: 1, data: { method: 'wechat_h5', code_url: null } });
    const payUrl = res.json().data.pay_url as string;
    expect(payUrl).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?/);
    expect(payUrl.endsWith(`&redirect_url=${encodeURIComponent(PORTAL_PAY_PAGE)}`)).toBe(true);
    expect(JSON.parse(lastRequest('/v3/pay/transactions/h5').body)).toMatchObject({
      scene_info: { payer_client_ip: expect.any(String), h5_info: { type: 'Wap' } },
    });
  });

  it('in WeChat: snsapi_base authorisation, the code exchanged once for the openid, signed JSAPI parameters', async () => {
    const url = new URL(
      (
        await callEndpoint(t.app, getAuthorizeUrl, undefined, { redirect_uri: PORTAL_PAY_PAGE })
      ).json().data.url,
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
    );
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: env.WECHATPAY_APPID,
      redirect_uri: PORTAL_PAY_PAGE,
      response_type: 'code',
      scope: 'snsapi_base',
    });

    // In WeChat the order is paid through its guarantor's channel: 信达 takes it by WeChat Pay here.
    const sn = await payableOrder(t);
    const account = eq(companyPayAccounts.companyId, (await orderRow(t, sn)).ensureCompanyId);
    const [{ channel } = { channel: 'sun' }] = await t.database.db
      .select()
      .from(companyPayAccounts)
      .where(account);
    await t.database.db.update(companyPayAccounts).set({ channel: 'wechatpay' }).where(account);
    const { code, openid } = fake.issueOauthCode();
    const res = await callEndpoint(t.app, getOpenid, tokens.enterprise, {
      code,
      order_sn: sn,
    }).finally(() => t.database.db.update(companyPayAccounts).set({ channel }).where(account));
    expect(res.json()).toMatchObject({ code: 1, data: { openid, cashier_url: null } });
    const pay = res.json().data.pay as Record<string, string>;
    expect(JSON.parse(lastRequest('/v3/pay/transactions/jsapi').body).payer).toEqual({ openid });
    const merchantKey = createPublicKey(env.WECHATPAY_MERCHANT_PRIVATE_KEY!);
    const signed = `${pay.appId}\n${pay.timeStamp}\n${pay.nonceStr}\n${pay.package}\n`;
    expect(pay).toMatchObject({ appId: env.WECHATPAY_APPID, signType: 'RSA' });
    expect(
      createVerify('RSA-SHA256').update(signed).verify(merchantKey, pay.paySign!, 'base64'),
    ).toBe(true);

    const again = await callEndpoint(t.app, getOpenid, tokens.enterprise, { code, order_sn: sn });
    expect([again.statusCode, again.json().data.fields.code]).toEqual([400, AUTHORISATION_EXPIRED]);
  });
});

describe('WECHATPAY_VENDOR=wechatpay settings at start', () => {
  it('names each missing or malformed setting on its own line, and no secret', () => {
    const secret = 'not-an-app-secret-but-still-secret';
    let message = '';
    try {
      loadConfig({
        WECHATPAY_VENDOR: 'wechatpay',
        WECHATPAY_APIV3_KEY: env.WECHATPAY_APIV3_KEY!,
        WECHAT_OA_APP_SECRET: secret,
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const setting of ['WECHATPAY_MCHID', 'WECHATPAY_NOTIFY_URL', 'WECHAT_OA_APP_SECRET'])
      expect(message).toMatch(new RegExp(`^  WECHATPAY_VENDOR=wechatpay: ${setting}`, 'm'));
    expect(message).not.toContain(secret);
    expect(message).not.toContain(env.WECHATPAY_APIV3_KEY);
  });
});

describe('without WECHAT_OA_APP_SECRET', () => {
  it('warns at start; no authorisation URL (409), no openid from a code; Native still offered', async () => {
    const { WECHAT_OA_APP_SECRET: _secret, ...withoutSecret } = env;
    const reading = readWechatPayProviderSettings(withoutSecret);
    if ('problems' in reading) throw new Error(reading.problems.join('\n'));
    const warnings: string[] = [];
    const provider = new WechatPayProvider(reading.settings, { warn: (l) => warnings.push(l) });
    expect(warnings).toEqual([expect.stringContaining('WECHAT_OA_APP_SECRET 未设置')]);
    expect(() =>
      provider.authorizeUrl({ redirectUri: PORTAL_PAY_PAGE, state: 's', apiOrigin: '' }),
    ).toThrow(WECHAT_IN_APP_PAY_OFF);
    expect(await provider.exchangeCode(fake.issueOauthCode().code)).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(provider.checkoutMethods).toEqual(['wechat_native', 'wechat_h5']);
  });
});

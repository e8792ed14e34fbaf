// Alipay as the `alipay` channel (ALIPAY_VENDOR=alipay), through the API's own calls against the
// local Alipay gateway fake: POST /api/pay/checkout answers the signed cashier URL (the fake checks
// its RSA2 signature with the app's public key), the fake pays and posts its signed notification to
// /api/pay/alipay/notify (answered `success`, forged ones `fail`), the payment query finds a payment
// whose notification never came, and refunds go through alipay.trade.refund (approved, or refused
// until the pay log asks for a manual refund with Alipay's reason).
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  checkout,
  companyHandleRefund,
  requestRefund,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  PAYMENT_QUERY_JOB,
  paymentQueryJobHandler,
  paymentQueryKey,
} from '../../src/areas/payments/payment-query-job';
import { REFUND_FAILED } from '../../src/areas/company-orders/refund-payment';
import {
  REFUND_JOB,
  REFUND_MAX_ATTEMPTS,
  refundJobHandler,
  refundJobKey,
} from '../../src/areas/payments/refund-job';
import { backoffMs, runDueJobs } from '../../src/jobs/job-queue';
import { createProviders } from '../../src/providers';
import { chinaDateTime } from '../../src/time/china-time';
import { companyToken } from '../company-session';
import { tokenFor } from '../enterprise-session';
import { startAlipayFake, type AlipayFake } from '../fakes/alipay-fake';
import { jobByKey } from '../job-rows';
import { orderLogRows, orderRow, orderStatus, payableOrder, payLogRows } from '../payments-helpers';
import { callEndpoint } from '../session-client';
import { createTestApp, listenOnLoopback, type TestApp } from '../test-app';

const fixture = `${__dirname}/fixtures/alipay`;
const APP_ID = '2021000122671080';
const NOTIFY_URL = 'https://api.example.cn/api/pay/alipay/notify';
const RETURN_URL = 'http://localhost:5173/order/pay-result';
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const env = (gateway: string) => ({
  ALIPAY_VENDOR: 'alipay',
  ALIPAY_APP_ID: APP_ID,
  ALIPAY_APP_PRIVATE_KEY: `${fixture}/app-private-key.pem`,
  ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  ALIPAY_NOTIFY_URL: NOTIFY_URL,
  ALIPAY_GATEWAY: gateway,
});

let fake: AlipayFake;
let t: TestApp;
let notifyUrl: string;
let enterprise: string;
let desk: string;
const silent = { error: () => {}, info: () => {}, warn: () => {} };

beforeAll(async () => {
  fake = await startAlipayFake({
    appId: APP_ID,
    appPublicKey: createPublicKey(readFileSync(`${fixture}/app-public-key.pem`, 'utf8')),
    alipayPrivateKey: alipayKeys.privateKey,
  });
  t = await createTestApp({ config: env(fake.url) });
  notifyUrl = `${await listenOnLoopback(t)}/api/pay/alipay/notify`;
  enterprise = await tokenFor(t.app, '13800000001');
  desk = await companyToken(t.app, 'xinda_admin');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The payment channels as a job runner of this app builds them (the Alipay provider on the fake). */
const payment = () => createProviders(t.config, t.database.db).payment;
const as = (token: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, token, fields);

/** POST /api/pay/checkout for a new order at 2; the pay URL's parameters and the trade number. */
async function checkedOut(method: 'alipay_page' | 'alipay_wap' = 'alipay_page') {
  const sn = await payableOrder(t);
  const res = await as(enterprise, checkout, { order_sn: sn, method, return_url: RETURN_URL });
  expect(res.json()).toMatchObject({ code: 1, data: { method, code_url: null } });
  const payUrl = res.json().data.pay_url as string;
  const params = new URL(payUrl).searchParams;
  const biz = JSON.parse(params.get('biz_content')!) as Record<string, string>;
  return { sn, payUrl, params, biz, outTradeNo: biz.out_trade_no! };
}

/** The payer opens the cashier (the fake checks the signature and opens the trade). */
async function opened(method?: 'alipay_page' | 'alipay_wap') {
  const started = await checkedOut(method);
  expect((await fake.visit(started.payUrl)).body).toContain('支付宝收银台');
  return started;
}

/** An order paid at Alipay, its notification taken. */
async function paid() {
  const started = await opened();
  expect(await fake.notifyPaid(started.outTradeNo, notifyUrl)).toEqual({
    status: 200,
    body: 'success',
  });
  const [payLog] = await payLogRows(t, started.sn);
  return { ...started, payLog: payLog! };
}

describe('checkout', () => {
  it('alipay_page: a gateway URL signed with the app key for the premium, notify_url ALIPAY_NOTIFY_URL; a pending attempt', async () => {
    const { sn, payUrl, params, biz, outTradeNo } = await checkedOut();
    const { premium } = await orderRow(t, sn);
    expect(payUrl.startsWith(`${fake.url}?`)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      notify_url: NOTIFY_URL,
      return_url: RETURN_URL,
    });
    expect(biz).toMatchObject({ total_amount: premium, product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(outTradeNo).toMatch(new RegExp(`^${sn}_[0-9a-z]+$`));
    expect(biz.time_expire).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The fake verifies the signature: the URL as given opens the cashier, an altered one does not.
    expect((await fake.visit(payUrl)).body).toContain('支付宝收银台');
    const altered = payUrl.replace(
      `%22total_amount%22%3A%22${premium}`,
      '%22total_amount%22%3A%220.01',
    );
    expect(altered).not.toBe(payUrl);
    expect((await fake.visit(altered)).body).toContain('验签出错');
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status])).toEqual([
      ['alipay', 'pending'],
    ]);
  });

  it('alipay_wap: the mobile-web cashier, back to the return URL', async () => {
    const { params, biz } = await opened('alipay_wap');
    expect(params.get('method')).toBe('alipay.trade.wap.pay');
    expect(biz).toMatchObject({ product_code: 'QUICK_WAP_WAY', quit_url: RETURN_URL });
  });
});

describe('notifications at /api/pay/alipay/notify', () => {
  it('a paid trade: order 3 paid by alipay at gmt_payment, pay log alipay paid; the same notification again changes nothing', async () => {
    const { sn, outTradeNo, payLog } = await paid();
    const order = await orderRow(t, sn);
    expect([order.status, order.payMethod]).toEqual([3, 'alipay']);
    // gmt_payment is China time to the second.
    expect(chinaDateTime(order.payTime!)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(order.payTime!.getTime() - Date.now())).toBeLessThan(60_000);
    expect([payLog.channel, payLog.status, payLog.amount]).toEqual([
      'alipay',
      'paid',
      order.premium,
    ]);
    expect(payLog.tradeNo).toMatch(/^\d{8}2200\d{14}$/);

    expect(await fake.notifyPaid(outTradeNo, notifyUrl)).toEqual({ status: 200, body: 'success' });
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo])).toEqual([
      ['paid', payLog.tradeNo],
    ]);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });

  it('a forged notification (changed after signing, or for another app) is answered `fail` and writes nothing', async () => {
    const { sn, outTradeNo } = await opened();
    fake.markPaid(outTradeNo);
    expect(await fake.notifyTampered(outTradeNo, notifyUrl, { total_amount: '0.01' })).toEqual({
      status: 200,
      body: 'fail',
    });
    expect(await fake.notifyWith(outTradeNo, notifyUrl, { app_id: '2021000000000001' })).toEqual({
      status: 200,
      body: 'fail',
    });
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo])).toEqual([
      ['pending', null],
    ]);
  });
});

describe('payment.query', () => {
  it('finds a payment whose notification never came, and pays the order once', async () => {
    const { sn, outTradeNo } = await opened();
    fake.markPaid(outTradeNo);
    const handlers = {
      [PAYMENT_QUERY_JOB]: paymentQueryJobHandler(t.database.db, payment(), silent),
    };
    const due = new Date((await jobByKey(t.database.db, paymentQueryKey(outTradeNo)))!.runAt);
    await runDueJobs(t.database.db, handlers, silent, { now: new Date(due.getTime() + 1000) });
    expect(await jobByKey(t.database.db, paymentQueryKey(outTradeNo))).toMatchObject({
      state: 'done',
    });
    const order = await orderRow(t, sn);
    expect([order.status, order.payMethod]).toEqual([3, 'alipay']);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status])).toEqual([
      ['alipay', 'paid'],
    ]);
    expect(
      fake.requests.some(
        (r) => r.params.method === 'alipay.trade.query' && r.bizContent.out_trade_no === outTradeNo,
      ),
    ).toBe(true);
  });
});

describe('refunds through alipay.trade.refund', () => {
  const approve = async (sn: string) => {
    expect(
      (await as(enterprise, requestRefund, { order_sn: sn, reason: '项目已流标' })).json().code,
    ).toBe(1);
    return as(desk, companyHandleRefund, { order_sn: sn, action: 'approve_refund', reason: '' });
  };

  it('an approved refund: the whole premium back under out_request_no <order_sn>R<pay log id>, the pay log refunded with that number', async () => {
    const { sn, payLog } = await paid();
    expect((await approve(sn)).json().data.status).toBe(9);
    const refundNo = `${sn}R${payLog.id}`;
    const call = fake.requests.findLast((r) => r.params.method === 'alipay.trade.refund');
    expect(call!.bizContent).toMatchObject({
      trade_no: payLog.tradeNo,
      refund_amount: payLog.amount,
      out_request_no: refundNo,
    });
    const [row] = await payLogRows(t, sn);
    expect([row!.status, row!.note]).toEqual([
      'refunded',
      `在线支付成功；同意退款，原路退款处理中；已原路退款（退款单号 ${refundNo}）`,
    ]);
  });

  it('a refused refund: retried, then the pay log asks for a manual refund with Alipay’s reason; a refund notification asks again', async () => {
    const { sn, payLog, outTradeNo } = await paid();
    fake.refuseNextRefund('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足');
    const res = await approve(sn);
    expect([res.statusCode, res.json().msg]).toEqual([502, REFUND_FAILED]);
    const handlers = { [REFUND_JOB]: refundJobHandler(t.database.db, payment()) };
    let clock = Date.now();
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt++) {
      fake.refuseNextRefund('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足');
      clock += backoffMs(attempt - 1) + 1000;
      await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) });
    }
    expect(await jobByKey(t.database.db, refundJobKey(payLog.id))).toMatchObject({
      state: 'dead',
      attempts: REFUND_MAX_ATTEMPTS,
    });
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.note])).toEqual([
      [
        'paid',
        '在线支付成功；同意退款，原路退款处理中；原路退款失败（支付渠道拒绝退款：商户支付宝账户余额不足，请充值后重试退款），请人工退款',
      ],
    ]);

    // A refund notification naming our out_request_no (out_biz_no) makes the refund job ask again.
    const refundNo = `${sn}R${payLog.id}`;
    const notified = await fake.notifyWith(outTradeNo, notifyUrl, {
      refund_fee: payLog.amount,
      gmt_refund: chinaDateTime(new Date()),
      out_biz_no: refundNo,
    });
    expect(notified).toEqual({ status: 200, body: 'success' });
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.note.split('；').at(-1)])).toEqual([
      ['refunded', `已原路退款（退款单号 ${refundNo}）`],
    ]);
  });
});

describe('ALIPAY_VENDOR=alipay settings at start', () => {
  it('names a notify URL that is not this API’s Alipay callback, and no key', () => {
    let message = '';
    try {
      loadConfig({
        ...env('https://openapi.alipay.com/gateway.do'),
        ALIPAY_NOTIFY_URL: 'https://api.example.cn/api/payments/alipay/notify',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^ {2}ALIPAY_VENDOR=alipay: ALIPAY_NOTIFY_URL: /m);
    expect(message).not.toContain('BEGIN');
  });
});

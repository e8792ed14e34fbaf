// AlipayClient over real HTTP against the local Alipay gateway fake (test/fakes/alipay-fake.ts).
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AlipayClient } from '../../src/providers/payment/alipay/client';
import { AlipayError } from '../../src/providers/payment/alipay/errors';
import {
  notificationAnswer,
  type NotificationResult,
} from '../../src/providers/payment/alipay/notifications';
import type { AlipaySettings } from '../../src/providers/payment/alipay/settings';
import { signContent, rsa2Verify } from '../../src/providers/payment/alipay/sign';
import { startAlipayFake, type AlipayFake } from '../fakes/alipay-fake';

const fixture = (name: string) => readFileSync(`${__dirname}/fixtures/alipay/${name}`, 'utf8');
const APP_ID = '2021000122671080';
const appPrivateKey = createPrivateKey(fixture('app-private-key.pem'));
const appPublicKey = createPublicKey(fixture('app-public-key.pem'));
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const certificates = {
  appCertSn: '866efef280dec9137a87d047ac446315',
  alipayRootCertSn: '687b59193f3f462dd5336e5abf83c5d8_02941eef3187dddf3d3b83462e1dfcf6',
  alipayCertSn: '7513daaaa48aa3ba2e4018d84402479c',
};

let fake: AlipayFake;
let settings: AlipaySettings;
let receiver: Server;
let receiverUrl: string;
let received: NotificationResult[] = [];
let notificationClient: AlipayClient;

function clientWith(overrides: Partial<AlipaySettings> = {}, gateway?: string) {
  return new AlipayClient({ ...settings, ...overrides }, { gateway: gateway ?? fake.url });
}

async function failure(promise: Promise<unknown>): Promise<AlipayError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AlipayError)) throw new Error(`expected an AlipayError: ${String(error)}`);
  return error;
}

let orderCount = 0;
const newOrder = (totalAmount = '1999.00') => ({
  outTradeNo: `BHT${Date.now()}${++orderCount}`,
  subject: '保函通-投标保函保费',
  totalAmount,
});

/** An order the buyer has opened in the cashier (the trade now exists at Alipay), maybe paid. */
async function openedOrder(paid: boolean, totalAmount?: string) {
  const order = newOrder(totalAmount);
  const page = await fake.visit(clientWith().pagePay(order).url);
  expect(page.body).toContain('支付宝收银台');
  if (paid) fake.markPaid(order.outTradeNo);
  return order;
}

beforeAll(async () => {
  fake = await startAlipayFake({
    appId: APP_ID,
    appPublicKey,
    alipayPrivateKey: alipayKeys.privateKey,
  });
  settings = {
    appId: APP_ID,
    appPrivateKey,
    alipayPublicKey: alipayKeys.publicKey,
    certificates: null,
    notifyUrl: 'https://api.example.cn/api/payments/alipay/notify',
    gateway: 'https://openapi.alipay.com/gateway.do',
    timeoutMs: 5_000,
  };
  notificationClient = clientWith();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const result = notificationClient.parseNotification(Buffer.concat(chunks).toString('utf8'));
      received.push(result);
      const answer = notificationAnswer(result);
      res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alipay/notify`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
  notificationClient = clientWith();
});

describe('page and wap pay', () => {
  it('signs a GET URL and an auto-submitting form with the public parameters in Beijing time', () => {
    const client = new AlipayClient(settings, { now: () => new Date('2026-11-29T16:05:09Z') });
    const payment = client.pagePay({
      ...newOrder('88.88'),
      outTradeNo: 'BHT-1',
      returnUrl: 'https://www.example.cn/orders/1',
    });
    const url = new URL(payment.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-11-30 00:05:09',
      version: '1.0',
      notify_url: settings.notifyUrl,
      return_url: 'https://www.example.cn/orders/1',
    });
    expect(JSON.parse(params.biz_content ?? '')).toEqual({
      out_trade_no: 'BHT-1',
      total_amount: '88.88',
      subject: '保函通-投标保函保费',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(rsa2Verify(signContent(params), params.sign ?? '', appPublicKey)).toBe(true);
    expect(payment.formHtml).toContain('method="POST"');
    expect(payment.formHtml).toContain(`name="sign" value="${params.sign}"`);
    expect(payment.formHtml).toContain('&quot;out_trade_no&quot;:&quot;BHT-1&quot;');
  });

  it('refuses a malformed amount before signing anything', () => {
    for (const totalAmount of ['0', '0.001', '1,000.00', '-1', '100000000.01']) {
      expect(() => clientWith().pagePay({ ...newOrder(), totalAmount })).toThrow(AlipayError);
    }
    expect(() => clientWith().pagePay({ ...newOrder(), totalAmount: '100000000' })).not.toThrow();
  });

  it('opens the mobile cashier with QUICK_WAP_WAY and quit_url, accepted by the gateway', async () => {
    const order = newOrder();
    const payment = clientWith().wapPay({ ...order, quitUrl: 'https://m.example.cn/orders' });
    expect((await fake.visit(payment.url)).body).toContain('支付宝收银台');
    const recorded = fake.requests.at(-1);
    expect(recorded?.params.method).toBe('alipay.trade.wap.pay');
    expect(recorded?.bizContent).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
      quit_url: 'https://m.example.cn/orders',
    });
    expect(fake.tradeStatus(order.outTradeNo)).toBe('WAIT_BUYER_PAY');
  });
});

describe('query and close', () => {
  it('finds an unpaid trade, then the paid one', async () => {
    const order = await openedOrder(false, '88.80');
    const client = clientWith();
    expect(await client.query(order.outTradeNo)).toMatchObject({
      outTradeNo: order.outTradeNo,
      status: 'WAIT_BUYER_PAY',
      totalAmount: '88.80',
      paidAt: null,
    });
    fake.markPaid(order.outTradeNo);
    const paid = await client.query(order.outTradeNo);
    expect(paid?.status).toBe('TRADE_SUCCESS');
    expect(paid?.paidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const request = fake.requests.at(-1);
    expect(request?.httpMethod).toBe('POST');
    expect(request?.params).toMatchObject({ method: 'alipay.trade.query', format: 'JSON' });
  });

  it('answers null for a trade Alipay does not know (ACQ.TRADE_NOT_EXIST)', async () => {
    expect(await clientWith().query('BHT-NEVER')).toBeNull();
  });

  it('closes an unpaid trade; a paid one cannot be closed', async () => {
    const unpaid = await openedOrder(false);
    await clientWith().close(unpaid.outTradeNo);
    expect(fake.tradeStatus(unpaid.outTradeNo)).toBe('TRADE_CLOSED');

    const paid = await openedOrder(true);
    const error = await failure(clientWith().close(paid.outTradeNo));
    expect(error).toMatchObject({ code: 'ACQ.TRADE_STATUS_ERROR', retryable: false });
    expect(error.reason).toContain('交易状态不允许');
  });
});

describe('refunds', () => {
  it('refunds in parts; a retry with the same out_request_no moves no money', async () => {
    const order = await openedOrder(true, '100.00');
    const client = clientWith();
    const first = await client.refund({
      outTradeNo: order.outTradeNo,
      refundAmount: '30.00',
      outRequestNo: `${order.outTradeNo}-R1`,
      reason: '保函撤销',
    });
    expect(first).toMatchObject({ refundFee: '30.00', fundChanged: true });
    const retry = await client.refund({
      outTradeNo: order.outTradeNo,
      refundAmount: '30.00',
      outRequestNo: `${order.outTradeNo}-R1`,
    });
    expect(retry).toMatchObject({ refundFee: '30.00', fundChanged: false });
    await client.refund({
      outTradeNo: order.outTradeNo,
      refundAmount: '70.00',
      outRequestNo: `${order.outTradeNo}-R2`,
    });
    expect(await client.queryRefund(order.outTradeNo, `${order.outTradeNo}-R2`)).toEqual({
      outTradeNo: order.outTradeNo,
      outRequestNo: `${order.outTradeNo}-R2`,
      refundAmount: '70.00',
      succeeded: true,
    });
    expect(await client.queryRefund(order.outTradeNo, `${order.outTradeNo}-R9`)).toBeNull();

    const tooMuch = await failure(
      client.refund({
        outTradeNo: order.outTradeNo,
        refundAmount: '0.01',
        outRequestNo: `${order.outTradeNo}-R3`,
      }),
    );
    expect(tooMuch).toMatchObject({ code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', retryable: false });
    expect(tooMuch.reason).toBe('退款金额超过可退金额');
  });

  it('maps business refusals to Chinese reasons', async () => {
    const order = await openedOrder(true);
    fake.refuseNextRefund('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足');
    const refusal = await failure(
      clientWith().refund({
        outTradeNo: order.outTradeNo,
        refundAmount: '1.00',
        outRequestNo: `${order.outTradeNo}-R1`,
      }),
    );
    expect(refusal).toMatchObject({ code: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', retryable: false });
    expect(refusal.reason).toContain('余额不足');

    fake.refuseNextRefund('ACQ.SYSTEM_ERROR', '系统错误');
    const busy = await failure(
      clientWith().refund({
        outTradeNo: order.outTradeNo,
        refundAmount: '1.00',
        outRequestNo: `${order.outTradeNo}-R1`,
      }),
    );
    expect(busy).toMatchObject({ code: 'ACQ.SYSTEM_ERROR', retryable: true });

    const closed = await openedOrder(false);
    await clientWith().close(closed.outTradeNo);
    const refundClosed = await failure(
      clientWith().refund({
        outTradeNo: closed.outTradeNo,
        refundAmount: '1.00',
        outRequestNo: `${closed.outTradeNo}-R1`,
      }),
    );
    expect(refundClosed).toMatchObject({ code: 'ACQ.TRADE_HAS_CLOSE', reason: '该交易已关闭' });
  });
});

describe('signatures and failures', () => {
  it('is refused with isv.invalid-signature when signing with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const error = await failure(clientWith({ appPrivateKey: other.privateKey }).query('BHT-X'));
    expect(error).toMatchObject({ code: 'isv.invalid-signature', retryable: false });
    expect(error.reason).toContain('应用私钥');
  });

  it('rejects an answer not signed by the configured Alipay public key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const order = await openedOrder(false);
    const error = await failure(
      clientWith({ alipayPublicKey: other.publicKey }).query(order.outTradeNo),
    );
    expect(error).toMatchObject({ code: 'BAD_SIGNATURE', retryable: false });
  });

  it('treats a 5xx from the gateway as retryable', async () => {
    fake.failNext(502);
    expect(await failure(clientWith().query('BHT-X'))).toMatchObject({
      code: 'HTTP_ERROR',
      retryable: true,
    });
  });

  it('times out on a hanging gateway', async () => {
    fake.hangNext();
    const error = await failure(clientWith({ timeoutMs: 300 }).query('BHT-X'));
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('reports an unreachable gateway as a network error', async () => {
    const error = await failure(clientWith({}, 'http://127.0.0.1:1/gateway.do').query('BHT-X'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', retryable: true });
  });

  it('sends the certificate SNs in 公钥证书 mode and checks alipay_cert_sn', async () => {
    const certFake = await startAlipayFake({
      appId: APP_ID,
      appPublicKey,
      alipayPrivateKey: alipayKeys.privateKey,
      certificates,
    });
    try {
      const client = clientWith({ certificates }, certFake.url);
      expect(await client.query('BHT-NONE')).toBeNull();
      expect(certFake.requests.at(-1)?.params).toMatchObject({
        app_cert_sn: certificates.appCertSn,
        alipay_root_cert_sn: certificates.alipayRootCertSn,
      });
      const stale = clientWith(
        { certificates: { ...certificates, alipayCertSn: 'f'.repeat(32) } },
        certFake.url,
      );
      expect(await failure(stale.query('BHT-NONE'))).toMatchObject({ code: 'ALIPAY_CERT_CHANGED' });
      const withoutSns = await failure(clientWith({}, certFake.url).query('BHT-NONE'));
      expect(withoutSns.code).toBe('isv.cert-sn-error');
    } finally {
      await certFake.close();
    }
  });
});

describe('async notifications', () => {
  it('verifies the paid notification and answers success', async () => {
    const order = await openedOrder(false, '5000.00');
    const answer = await fake.notifyPaid(order.outTradeNo, receiverUrl);
    expect(answer).toEqual({ status: 200, body: 'success' });
    const [result] = received;
    expect(result).toMatchObject({
      ok: true,
      notification: {
        outTradeNo: order.outTradeNo,
        status: 'TRADE_SUCCESS',
        totalAmount: '5000.00',
        receiptAmount: '5000.00',
      },
    });
  });

  it('refuses a tampered notification, another app’s, and a bad key', async () => {
    const order = await openedOrder(true);
    expect(
      await fake.notifyTampered(order.outTradeNo, receiverUrl, { total_amount: '0.01' }),
    ).toEqual({ status: 400, body: 'failure' });
    expect(
      await fake.notifyWith(order.outTradeNo, receiverUrl, { app_id: '2021000000000000' }),
    ).toEqual({ status: 400, body: 'failure' });
    notificationClient = clientWith({
      alipayPublicKey: generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey,
    });
    await fake.notifyPaid(order.outTradeNo, receiverUrl);
    expect(received.map((result) => (result.ok ? 'ok' : result.reason))).toEqual([
      '支付宝通知验签失败',
      '支付宝通知的 app_id 与本应用不符',
      '支付宝通知验签失败',
    ]);
  });

  it('reads a closed trade and refuses a status it does not handle', async () => {
    const order = await openedOrder(false);
    await fake.notifyWith(order.outTradeNo, receiverUrl, { trade_status: 'TRADE_CLOSED' });
    await fake.notifyWith(order.outTradeNo, receiverUrl, { trade_status: 'WAIT_BUYER_PAY' });
    expect(received[0]).toMatchObject({ ok: true, notification: { status: 'TRADE_CLOSED' } });
    expect(received[1]).toEqual({ ok: false, reason: '不支持的支付宝交易状态：WAIT_BUYER_PAY' });
  });
});

// WechatPayClient over real HTTP against the local WeChat Pay fake (test/fakes/wechatpay-fake.ts).
import {
  createPrivateKey,
  createVerify,
  generateKeyPairSync,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WechatPayClient } from '../../src/providers/payment/wechatpay-v3/client';
import { WechatPayError } from '../../src/providers/payment/wechatpay-v3/errors';
import {
  notificationAnswer,
  type NotificationResult,
} from '../../src/providers/payment/wechatpay-v3/notifications';
import type { WechatPaySettings } from '../../src/providers/payment/wechatpay-v3/settings';
import { startWechatPayFake, type WechatPayFake } from '../fakes/wechatpay-fake';

const fixture = (name: string) => readFileSync(`${__dirname}/fixtures/${name}`, 'utf8');
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const certificate = new X509Certificate(fixture('wechatpay-platform-cert.pem'));
const CERT_SERIAL = certificate.serialNumber;
const PUB_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000000000';
const apiV3Key = Buffer.from('a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6');

let fake: WechatPayFake;
let settings: WechatPaySettings;
let receiver: Server;
let receiverUrl: string;
let received: NotificationResult[] = [];
/** The client whose parseNotification the receiver uses (a test may swap in a misconfigured one). */
let notificationClient: WechatPayClient;

function clientWith(overrides: Partial<WechatPaySettings> = {}, timeoutMs = 5_000) {
  return new WechatPayClient({ ...settings, ...overrides }, { baseUrl: fake.url, timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<WechatPayError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof WechatPayError))
    throw new Error(`expected a WechatPayError: ${String(error)}`);
  return error;
}

let orderCount = 0;
const newOrder = (amount = '19.99') => ({
  outTradeNo: `BHT${Date.now()}${++orderCount}`,
  description: '保函通-投标保函保费',
  amount,
});

beforeAll(async () => {
  fake = await startWechatPayFake({
    mchid: '1900007291',
    appid: 'wxd678efb567b06787',
    merchantSerialNo: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB',
    merchantPublicKey: merchant.publicKey,
    apiV3Key,
    platformKeys: [
      { serial: PUB_KEY_ID, privateKey: publicKeyPair.privateKey },
      { serial: CERT_SERIAL, privateKey: createPrivateKey(fixture('wechatpay-platform-key.pem')) },
    ],
  });
  settings = {
    mchid: '1900007291',
    appid: 'wxd678efb567b06787',
    merchantSerialNo: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map<string, KeyObject>([
      [PUB_KEY_ID, publicKeyPair.publicKey],
      [CERT_SERIAL, certificate.publicKey],
    ]),
    notifyUrl: 'https://api.example.cn/api/payments/wechatpay/notify',
    baseUrl: 'https://api.mch.weixin.qq.com',
  };
  notificationClient = clientWith();
  // Our side of the notification: raw body and headers in, 204 or WeChat's FAIL shape out.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const result = notificationClient.parseNotification(
        Buffer.concat(chunks).toString(),
        req.headers,
      );
      received.push(result);
      const answer = notificationAnswer(result);
      res.writeHead(answer.status).end('body' in answer ? JSON.stringify(answer.body) : undefined);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
});

afterEach(() => {
  fake.signWith(PUB_KEY_ID);
  fake.skewClock(0);
  received = [];
  notificationClient = clientWith();
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('prepay', () => {
  it('creates a Native order: signed request, amount in fen, code_url back', async () => {
    const order = newOrder('19.99');
    const { codeUrl } = await clientWith().createNative(order);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\d+$/);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/pay/transactions/native');
    expect(request.authorization).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900007291",nonce_str="[0-9A-F]{32}",signature="[^"]+",timestamp="\d{10}",serial_no="408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB"$/,
    );
    expect(JSON.parse(request.body)).toEqual({
      appid: 'wxd678efb567b06787',
      mchid: '1900007291',
      description: '保函通-投标保函保费',
      out_trade_no: order.outTradeNo,
      notify_url: 'https://api.example.cn/api/payments/wechatpay/notify',
      amount: { total: 1999, currency: 'CNY' },
    });
  });

  it('creates a JSAPI order and signs the WeixinJSBridge parameters with the merchant key', async () => {
    const { prepayId, pay } = await clientWith().createJsapi({
      ...newOrder('1000'),
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      timeExpire: new Date('2026-12-01T04:00:00Z'),
    });
    const body = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
    expect(body.payer).toEqual({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(body.amount).toEqual({ total: 100000, currency: 'CNY' });
    expect(body.time_expire).toBe('2026-12-01T12:00:00+08:00');
    expect(pay.package).toBe(`prepay_id=${prepayId}`);
    expect(pay.signType).toBe('RSA');
    const message = `${pay.appId}\n${pay.timeStamp}\n${pay.nonceStr}\n${pay.package}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, pay.paySign, 'base64'),
    ).toBe(true);
  });

  it('creates an H5 order with the payer’s IP', async () => {
    const { h5Url } = await clientWith().createH5({
      ...newOrder('0.01'),
      payerClientIp: '203.0.113.9',
    });
    expect(h5Url).toMatch(
      /^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx/,
    );
    expect(JSON.parse(fake.requests.at(-1)!.body).scene_info).toEqual({
      payer_client_ip: '203.0.113.9',
      h5_info: { type: 'Wap' },
    });
  });

  it('refuses a paid order again with ORDERPAID', async () => {
    const order = newOrder();
    await clientWith().createNative(order);
    fake.markPaid(order.outTradeNo);
    const error = await failure(clientWith().createNative(order));
    expect(error).toMatchObject({ code: 'ORDERPAID', retryable: false, httpStatus: 403 });
    expect(error.reason).toBe('该订单已支付，请勿重复下单');
  });
});

describe('answer verification', () => {
  it('accepts answers signed by the platform certificate or the WeChat Pay public key', async () => {
    fake.signWith(CERT_SERIAL);
    await expect(clientWith().createNative(newOrder())).resolves.toHaveProperty('codeUrl');
    fake.signWith(PUB_KEY_ID);
    await expect(clientWith().createNative(newOrder())).resolves.toHaveProperty('codeUrl');
  });

  it('refuses an answer signed under a serial it was not given', async () => {
    const onlyCertificate = clientWith({
      platformKeys: new Map([[CERT_SERIAL, certificate.publicKey]]),
    });
    const error = await failure(onlyCertificate.createNative(newOrder()));
    expect(error).toMatchObject({ code: 'BAD_SIGNATURE', retryable: false });
    expect(error.reason).toContain('Wechatpay-Serial 未知');
  });

  it('refuses an answer whose signature is over five minutes old', async () => {
    fake.skewClock(-600);
    const error = await failure(clientWith().createNative(newOrder()));
    expect(error.reason).toBe('微信支付签名时间戳超出 5 分钟有效期');
  });

  it('refuses an answer signed by a key other than the one its serial names', async () => {
    const swapped = clientWith({
      platformKeys: new Map([[PUB_KEY_ID, certificate.publicKey]]),
    });
    const error = await failure(swapped.createNative(newOrder()));
    expect(error.reason).toBe('微信支付签名验证失败');
  });

  it('gets SIGN_ERROR when our merchant key is not the one WeChat holds', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const error = await failure(
      clientWith({ merchantPrivateKey: other.privateKey }).createNative(newOrder()),
    );
    expect(error).toMatchObject({ code: 'SIGN_ERROR', httpStatus: 401, retryable: false });
    expect(error.reason).toBe('请求签名错误，请检查商户证书序列号与商户私钥配置');
  });
});

describe('query and close', () => {
  it('follows an order from NOTPAY to SUCCESS', async () => {
    const order = newOrder('2500.50');
    const client = clientWith();
    await client.createNative(order);
    expect(await client.query(order.outTradeNo)).toMatchObject({
      tradeState: 'NOTPAY',
      transactionId: null,
      totalFen: 250050,
      successTime: null,
    });
    expect(fake.requests.at(-1)!.url).toBe(
      `/v3/pay/transactions/out-trade-no/${order.outTradeNo}?mchid=1900007291`,
    );
    fake.markPaid(order.outTradeNo);
    const paid = await client.query(order.outTradeNo);
    expect(paid).toMatchObject({
      outTradeNo: order.outTradeNo,
      tradeState: 'SUCCESS',
      amount: '2500.50',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    });
    expect(paid?.transactionId).toMatch(/^4200\d{24}$/);
    expect(paid?.successTime).toBeInstanceOf(Date);
  });

  it('closes an unpaid order (204, signed empty body), then reads it CLOSED', async () => {
    const order = newOrder();
    const client = clientWith();
    await client.createNative(order);
    await expect(client.close(order.outTradeNo)).resolves.toBeUndefined();
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ mchid: '1900007291' });
    expect(await client.query(order.outTradeNo)).toMatchObject({ tradeState: 'CLOSED' });
    const again = await failure(client.createNative(order));
    expect(again).toMatchObject({ code: 'ORDER_CLOSED', retryable: false });
  });

  it('cannot close a paid order', async () => {
    const order = newOrder();
    await clientWith().createNative(order);
    fake.markPaid(order.outTradeNo);
    expect(await failure(clientWith().close(order.outTradeNo))).toMatchObject({
      code: 'ORDERPAID',
    });
  });

  it('answers null for an order WeChat Pay does not know', async () => {
    expect(await clientWith().query('BHT-NEVER-CREATED')).toBeNull();
  });
});

describe('refunds', () => {
  async function paidOrder(amount = '100.00') {
    const order = newOrder(amount);
    await clientWith().createNative(order);
    fake.markPaid(order.outTradeNo);
    return order;
  }

  it('refunds in fen and answers the same refund for the same out_refund_no', async () => {
    const order = await paidOrder('100.00');
    const input = {
      outTradeNo: order.outTradeNo,
      outRefundNo: `R${order.outTradeNo}`,
      refundAmount: '100.00',
      totalAmount: '100.00',
      reason: '保函撤销',
    };
    const refund = await clientWith().refund(input);
    expect(refund).toMatchObject({
      outRefundNo: input.outRefundNo,
      outTradeNo: order.outTradeNo,
      status: 'SUCCESS',
      refundFen: 10000,
      refundAmount: '100.00',
      totalFen: 10000,
      userReceivedAccount: '支付用户零钱',
    });
    expect(JSON.parse(fake.requests.at(-1)!.body).amount).toEqual({
      refund: 10000,
      total: 10000,
      currency: 'CNY',
    });
    expect((await clientWith().refund(input)).refundId).toBe(refund.refundId);
    expect(await clientWith().queryRefund(input.outRefundNo)).toEqual(refund);
    expect(await clientWith().queryRefund('R-UNKNOWN')).toBeNull();
  });

  it('reports PROCESSING and ABNORMAL refunds as they are', async () => {
    for (const status of ['PROCESSING', 'ABNORMAL'] as const) {
      fake.setNextRefundStatus(status);
      const order = await paidOrder('50.00');
      const refund = await clientWith().refund({
        outTradeNo: order.outTradeNo,
        outRefundNo: `R${order.outTradeNo}`,
        refundAmount: '20.00',
        totalAmount: '50.00',
      });
      expect(refund).toMatchObject({ status, refundFen: 2000, successTime: null });
    }
    fake.setNextRefundStatus('SUCCESS');
  });

  it('maps NOT_ENOUGH to a final Chinese reason', async () => {
    const order = await paidOrder();
    fake.refuseNextRefund('NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
    const error = await failure(
      clientWith().refund({
        outTradeNo: order.outTradeNo,
        outRefundNo: `R${order.outTradeNo}`,
        refundAmount: '100.00',
        totalAmount: '100.00',
      }),
    );
    expect(error).toMatchObject({ code: 'NOT_ENOUGH', retryable: false, httpStatus: 403 });
    expect(error.reason).toBe('商户账户可用余额不足，退款未受理，请充值后重试');
  });
});

describe('failures', () => {
  it('treats SYSTEM_ERROR, FREQUENCY_LIMITED and a bare 502 as retryable', async () => {
    fake.failNext(500, { code: 'SYSTEM_ERROR', message: '系统错误' });
    expect(await failure(clientWith().query('ANY'))).toMatchObject({
      code: 'SYSTEM_ERROR',
      retryable: true,
      reason: '微信支付系统繁忙，请稍后重试',
    });
    fake.failNext(429, { code: 'FREQUENCY_LIMITED', message: '频率超限' });
    expect(await failure(clientWith().query('ANY'))).toMatchObject({ retryable: true });
    fake.failNext(502);
    expect(await failure(clientWith().query('ANY'))).toMatchObject({
      code: 'BAD_RESPONSE',
      retryable: true,
      httpStatus: 502,
    });
  });

  it('gives PARAM_ERROR as final, with WeChat’s reason known', async () => {
    const error = await failure(clientWith().createNative({ ...newOrder(), outTradeNo: 'x' }));
    expect(error).toMatchObject({ code: 'PARAM_ERROR', retryable: false, httpStatus: 400 });
  });

  it('times out on a server that never answers', async () => {
    fake.hangNext();
    const error = await failure(clientWith({}, 300).query('ANY'));
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('reports an unreachable server as retryable', async () => {
    const client = new WechatPayClient(settings, {
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 2_000,
    });
    expect(await failure(client.query('ANY'))).toMatchObject({
      code: 'NETWORK_ERROR',
      retryable: true,
    });
  });
});

describe('notifications', () => {
  it('verifies and decrypts a payment notification', async () => {
    const order = newOrder('88.80');
    await clientWith().createJsapi({ ...order, openid: 'oPayer' });
    const answer = await fake.notifyPaid(order.outTradeNo, receiverUrl);
    expect(answer.status).toBe(204);
    const [result] = received;
    if (!result?.ok || result.notification.kind !== 'payment')
      throw new Error(JSON.stringify(result));
    expect(result.notification.eventType).toBe('TRANSACTION.SUCCESS');
    expect(result.notification.transaction).toMatchObject({
      outTradeNo: order.outTradeNo,
      tradeState: 'SUCCESS',
      totalFen: 8880,
      amount: '88.80',
      openid: 'oPayer',
    });
  });

  it('verifies notifications under either kind of platform key', async () => {
    fake.signWith(CERT_SERIAL);
    const order = newOrder();
    await clientWith().createNative(order);
    expect((await fake.notifyPaid(order.outTradeNo, receiverUrl)).status).toBe(204);
  });

  it('verifies and decrypts a refund notification', async () => {
    const order = newOrder('10.00');
    await clientWith().createNative(order);
    fake.markPaid(order.outTradeNo);
    await clientWith().refund({
      outTradeNo: order.outTradeNo,
      outRefundNo: `R${order.outTradeNo}`,
      refundAmount: '10.00',
      totalAmount: '10.00',
    });
    expect((await fake.notifyRefund(`R${order.outTradeNo}`, receiverUrl)).status).toBe(204);
    const [result] = received;
    if (!result?.ok || result.notification.kind !== 'refund')
      throw new Error(JSON.stringify(result));
    expect(result.notification.eventType).toBe('REFUND.SUCCESS');
    expect(result.notification.refund).toMatchObject({ status: 'SUCCESS', refundFen: 1000 });
  });

  it('refuses a notification it cannot decrypt or whose serial it does not know', async () => {
    const order = newOrder();
    await clientWith().createNative(order);
    notificationClient = clientWith({ apiV3Key: Buffer.from('0'.repeat(32)) });
    const wrongKey = await fake.notifyPaid(order.outTradeNo, receiverUrl);
    expect(wrongKey.status).toBe(400);
    expect(JSON.parse(wrongKey.body)).toEqual({
      code: 'FAIL',
      message: '微信支付通知解密失败，请检查 APIv3 密钥',
    });
    notificationClient = clientWith({
      platformKeys: new Map([[CERT_SERIAL, certificate.publicKey]]),
    });
    const unknownSerial = await fake.notifyPaid(order.outTradeNo, receiverUrl);
    expect(unknownSerial.status).toBe(400);
    expect(received.at(-1)).toMatchObject({ ok: false, reason: expect.stringContaining('未知') });
  });

  it('refuses a tampered notification body', () => {
    const result = clientWith().parseNotification('{"id":"EV-1"}', {
      'wechatpay-timestamp': String(Math.floor(Date.now() / 1000)),
      'wechatpay-nonce': 'n',
      'wechatpay-signature': 'AAAA',
      'wechatpay-serial': PUB_KEY_ID,
    });
    expect(result).toEqual({ ok: false, reason: '微信支付签名验证失败' });
  });
});

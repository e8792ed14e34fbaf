// A local WeChat Pay API v3 on 127.0.0.1: it checks each request's Authorization signature with
// the merchant's public key (401 SIGN_ERROR otherwise), answers the prepay, query, close and refund
// APIs with the documented shapes, signs every answer with a platform key (by serial, chosen per
// test), records requests, can fail or hang on demand, and sends signed, encrypted notifications.
// It also answers WeChat's web authorisation code exchange (/sns/oauth2/access_token) for codes it
// issued, and can "scan and pay" a Native code_url, so an API process (or a browser story) can be
// pointed at it end to end (wechatpay-fake-env.ts makes the keys and the API's environment).
import { createCipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WechatPayFakeOptions {
  mchid: string;
  appid: string;
  merchantSerialNo: string;
  merchantPublicKey: KeyObject;
  apiV3Key: Buffer;
  /** The platform's signing keys by serial (certificate serial or PUB_KEY_ID_…); the first signs first. */
  platformKeys: { serial: string; privateKey: KeyObject | string }[];
  /** The official account's AppSecret the code exchange expects (default: none accepted). */
  oaAppSecret?: string;
  /** Where notifications go instead of the order's notify_url (the API under test over http). */
  notifyTo?: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string;
  body: string;
}

type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED';
/** Where the fake's controls live (not WeChat's API): POST <url>/__fake/<action> with a JSON body. */
export const CONTROL_PREFIX = '/__fake/';
type RefundStatus = 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';

interface FakeOrder {
  outTradeNo: string;
  tradeType: 'NATIVE' | 'JSAPI' | 'MWEB';
  totalFen: number;
  openid: string | null;
  state: TradeState;
  transactionId: string | null;
  successTime: string | null;
  notifyUrl: string;
  /** Native only: the code_url answered. */
  codeUrl: string | null;
}

type Answer = { status: number; body?: unknown };

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

function beijingTime(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

function digits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}

function parseAuthorization(header: string): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!match?.[1]) return null;
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of match[1].matchAll(/(\w+)="([^"]*)"/g)) {
    fields[name] = value;
  }
  return fields;
}

export async function startWechatPayFake(options: WechatPayFakeOptions) {
  const [firstKey] = options.platformKeys;
  if (!firstKey) throw new Error('the fake needs at least one platform key');
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, Record<string, unknown>>();
  const signingKeys = new Map(options.platformKeys.map((key) => [key.serial, key.privateKey]));
  let signingSerial = firstKey.serial;
  let pendingFailure: Answer | null = null;
  let hangNext = false;
  let nextRefundStatus: RefundStatus = 'SUCCESS';
  let refuseNextRefundWith: Answer | null = null;
  /** Every new refund is refused with this until cleared (refuseRefunds(null)). */
  let refuseRefundsWith: Answer | null = null;
  /** One-time web authorisation codes → the payer's openid. */
  const oauthCodes = new Map<string, string>();
  let notifyTo = options.notifyTo ?? null;
  /** Seconds added to the timestamp of signed answers and notifications (to test a stale one). */
  let clockSkewSeconds = 0;
  const merchantKey = options.merchantPublicKey;

  function signedHeaders(body: string): Record<string, string> {
    const timestamp = String(Math.floor(Date.now() / 1000) + clockSkewSeconds);
    const nonce = randomBytes(16).toString('hex');
    const key = signingKeys.get(signingSerial);
    if (!key) throw new Error(`no platform key ${signingSerial}`);
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(key, 'base64');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': signingSerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function checkSignature(request: RecordedRequest): Answer | null {
    const fields = parseAuthorization(request.authorization);
    const refuse = error(401, 'SIGN_ERROR', '签名错误，请检查后再试');
    if (!fields) return refuse;
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serialNo } = fields;
    if (mchid !== options.mchid || serialNo !== options.merchantSerialNo) return refuse;
    if (!nonce || !signature || !/^\d+$/.test(timestamp ?? '')) return refuse;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return refuse;
    const message = `${request.method}\n${request.url}\n${timestamp}\n${nonce}\n${request.body}\n`;
    const valid = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchantKey, signature, 'base64');
    return valid ? null : refuse;
  }

  function transactionJson(order: FakeOrder): Record<string, unknown> {
    const base = {
      appid: options.appid,
      mchid: options.mchid,
      out_trade_no: order.outTradeNo,
      attach: '',
      trade_type: order.tradeType,
    };
    if (order.state === 'SUCCESS') {
      return {
        ...base,
        transaction_id: order.transactionId,
        trade_state: 'SUCCESS',
        trade_state_desc: '支付成功',
        bank_type: 'OTHERS',
        success_time: order.successTime,
        payer: { openid: order.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        amount: {
          total: order.totalFen,
          payer_total: order.totalFen,
          currency: 'CNY',
          payer_currency: 'CNY',
        },
      };
    }
    return {
      ...base,
      trade_state: order.state,
      trade_state_desc: order.state === 'CLOSED' ? '订单已关闭' : '订单未支付',
      amount: { total: order.totalFen, payer_currency: 'CNY' },
    };
  }

  function markPaid(outTradeNo: string): FakeOrder {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    if (order.state !== 'SUCCESS') {
      order.state = 'SUCCESS';
      order.transactionId = `4200${digits(24)}`;
      order.successTime = beijingTime(new Date());
    }
    return order;
  }

  function prepay(tradeType: FakeOrder['tradeType'], body: Record<string, unknown>): Answer {
    const amount = body.amount as { total?: unknown } | undefined;
    const total = amount?.total;
    const outTradeNo = body.out_trade_no;
    if (body.appid !== options.appid || body.mchid !== options.mchid) {
      return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    }
    if (typeof outTradeNo !== 'string' || !/^[\w*|-]{6,32}$/.test(outTradeNo)) {
      return error(
        400,
        'PARAM_ERROR',
        '输入源“/body/out_trade_no”映射到值字段“商户订单号”字符串规则校验失败',
      );
    }
    if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) {
      return error(400, 'PARAM_ERROR', '输入源“/body/amount/total”映射到值字段“总金额”校验失败');
    }
    if (typeof body.description !== 'string' || typeof body.notify_url !== 'string') {
      return error(400, 'PARAM_ERROR', '缺少必填参数');
    }
    const openid = (body.payer as { openid?: unknown } | undefined)?.openid;
    if (tradeType === 'JSAPI' && typeof openid !== 'string') {
      return error(400, 'PARAM_ERROR', '输入源“/body/payer/openid”映射到值字段“用户标识”校验失败');
    }
    const existing = orders.get(outTradeNo);
    if (existing?.state === 'SUCCESS') return error(403, 'ORDERPAID', '该订单已支付');
    if (existing?.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '该订单已关闭');
    if (existing && existing.totalFen !== total) {
      return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
    }
    const codeUrl = tradeType === 'NATIVE' ? `weixin://wxpay/bizpayurl?pr=${digits(7)}` : null;
    orders.set(outTradeNo, {
      outTradeNo,
      tradeType,
      totalFen: total,
      openid: typeof openid === 'string' ? openid : null,
      state: 'NOTPAY',
      transactionId: null,
      successTime: null,
      notifyUrl: body.notify_url,
      codeUrl,
    });
    const prepayId = `wx${digits(32)}`;
    if (codeUrl) return { status: 200, body: { code_url: codeUrl } };
    if (tradeType === 'MWEB') {
      return {
        status: 200,
        body: {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${digits(10)}`,
        },
      };
    }
    return { status: 200, body: { prepay_id: prepayId } };
  }

  function refund(body: Record<string, unknown>): Answer {
    const outRefundNo = body.out_refund_no;
    const amount = body.amount as { refund?: unknown; total?: unknown } | undefined;
    const { out_trade_no: outTradeNo, transaction_id: transactionId } = body;
    if (
      typeof outRefundNo !== 'string' ||
      (typeof outTradeNo !== 'string') === (typeof transactionId !== 'string')
    ) {
      return error(400, 'PARAM_ERROR', '缺少必填参数（out_trade_no 与 transaction_id 二选一）');
    }
    const existing = refunds.get(outRefundNo);
    if (existing) return { status: 200, body: existing };
    if (refuseRefundsWith) return refuseRefundsWith;
    if (refuseNextRefundWith) {
      const refusal = refuseNextRefundWith;
      refuseNextRefundWith = null;
      return refusal;
    }
    const order =
      typeof outTradeNo === 'string'
        ? orders.get(outTradeNo)
        : [...orders.values()].find((o) => o.transactionId === transactionId);
    if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (order.state !== 'SUCCESS') return error(400, 'INVALID_REQUEST', '订单未支付，不能退款');
    if (amount?.total !== order.totalFen || typeof amount.refund !== 'number') {
      return error(400, 'PARAM_ERROR', '订单金额或退款金额与之前请求不一致，请核实后再试');
    }
    if (amount.refund <= 0 || amount.refund > order.totalFen) {
      return error(400, 'PARAM_ERROR', '退款金额不合法');
    }
    const record: Record<string, unknown> = {
      refund_id: `5030${digits(25)}`,
      out_refund_no: outRefundNo,
      transaction_id: order.transactionId,
      out_trade_no: order.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(nextRefundStatus === 'SUCCESS' ? { success_time: beijingTime(new Date()) } : {}),
      create_time: beijingTime(new Date()),
      status: nextRefundStatus,
      funds_account: 'AVAILABLE',
      amount: {
        total: order.totalFen,
        refund: amount.refund,
        from: [],
        payer_total: order.totalFen,
        payer_refund: amount.refund,
        settlement_refund: amount.refund,
        settlement_total: order.totalFen,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
    refunds.set(outRefundNo, record);
    return { status: 200, body: record };
  }

  function route(request: RecordedRequest): Answer {
    const url = new URL(request.url, 'http://fake');
    const path = url.pathname;
    let body: Record<string, unknown> = {};
    if (request.body) {
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return error(400, 'PARAM_ERROR', '请求体不是有效的 JSON');
      }
    }
    const prepayMatch = /^\/v3\/pay\/transactions\/(native|jsapi|h5)$/.exec(path);
    if (request.method === 'POST' && prepayMatch) {
      const kind = prepayMatch[1];
      return prepay(kind === 'native' ? 'NATIVE' : kind === 'jsapi' ? 'JSAPI' : 'MWEB', body);
    }
    const orderMatch = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
      if (request.method === 'GET' && !orderMatch[2]) {
        if (url.searchParams.get('mchid') !== options.mchid) {
          return error(400, 'PARAM_ERROR', '缺少或错误的 mchid');
        }
        return order
          ? { status: 200, body: transactionJson(order) }
          : error(404, 'ORDER_NOT_EXIST', '订单不存在');
      }
      if (request.method === 'POST' && orderMatch[2]) {
        if (body.mchid !== options.mchid) return error(400, 'PARAM_ERROR', '缺少或错误的 mchid');
        if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (order.state === 'SUCCESS') return error(400, 'ORDERPAID', '订单已支付');
        order.state = 'CLOSED';
        return { status: 204 };
      }
    }
    if (request.method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(body);
    const refundMatch = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && refundMatch) {
      const record = refunds.get(decodeURIComponent(refundMatch[1] ?? ''));
      return record
        ? { status: 200, body: record }
        : error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    return error(404, 'NOT_FOUND', '请求的资源不存在');
  }

  /** GET /sns/oauth2/access_token: a code this fake issued, once, for the configured app and secret. */
  function exchangeOauthCode(query: URLSearchParams): Record<string, unknown> {
    if (query.get('appid') !== options.appid) return { errcode: 40013, errmsg: 'invalid appid' };
    if (!options.oaAppSecret || query.get('secret') !== options.oaAppSecret) {
      return { errcode: 40125, errmsg: 'invalid appsecret' };
    }
    if (query.get('grant_type') !== 'authorization_code') {
      return { errcode: 40002, errmsg: 'invalid grant_type' };
    }
    const code = query.get('code') ?? '';
    const openid = oauthCodes.get(code);
    if (!openid) return { errcode: 40029, errmsg: 'invalid code' };
    oauthCodes.delete(code);
    return {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid,
      scope: 'snsapi_base',
    };
  }

  function send(res: ServerResponse, answer: Answer): void {
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Request-ID': randomBytes(12).toString('hex').toUpperCase(),
      ...signedHeaders(text),
    });
    res.end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    if (request.url.startsWith('/sns/oauth2/access_token')) {
      // The web authorisation API is not WeChat Pay's: no signature, errors as 200 {errcode}.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(exchangeOauthCode(new URL(request.url, 'http://fake').searchParams)));
      return;
    }
    if (request.url.startsWith(CONTROL_PREFIX)) {
      const answer = await control(request.url.slice(CONTROL_PREFIX.length), request.body);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer));
      return;
    }
    if (hangNext) {
      hangNext = false;
      return; // never answers: the client's timeout must end the call
    }
    if (pendingFailure) {
      const failure = pendingFailure;
      pendingFailure = null;
      send(res, failure);
      return;
    }
    send(res, checkSignature(request) ?? route(request));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A signed notification (headers and body) whose resource is `plain`, encrypted with the APIv3 key. */
  function signedNotification(
    eventType: string,
    originalType: string,
    summary: string,
    plain: unknown,
  ): { headers: Record<string, string>; body: string } {
    const nonce = randomBytes(6).toString('hex');
    const associatedData = originalType;
    const cipher = createCipheriv('aes-256-gcm', options.apiV3Key, Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(plain), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]).toString('base64');
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: beijingTime(new Date()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: associatedData,
        nonce,
      },
    });
    return { headers: { 'Content-Type': 'application/json', ...signedHeaders(body) }, body };
  }

  /** Posts a signed notification whose resource is `plain`, encrypted with the APIv3 key. */
  async function notify(
    url: string,
    eventType: string,
    originalType: string,
    summary: string,
    plain: unknown,
  ): Promise<{ status: number; body: string }> {
    const { headers, body } = signedNotification(eventType, originalType, summary, plain);
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }

  /** Marks the order paid and posts WeChat's TRANSACTION.SUCCESS notification to `url`. */
  function notifyPaid(outTradeNo: string, url: string) {
    const order = markPaid(outTradeNo);
    return notify(url, 'TRANSACTION.SUCCESS', 'transaction', '支付成功', transactionJson(order));
  }

  /** Posts REFUND.SUCCESS (or REFUND.ABNORMAL) for a refund already made. */
  function notifyRefund(outRefundNo: string, url: string) {
    const record = refunds.get(outRefundNo);
    if (!record) throw new Error(`no refund ${outRefundNo}`);
    const { status, amount, ...rest } = record;
    const amounts = amount as Record<string, unknown>;
    return notify(url, `REFUND.${String(status)}`, 'refund', '退款成功', {
      mchid: options.mchid,
      ...rest,
      refund_status: status,
      amount: {
        total: amounts.total,
        refund: amounts.refund,
        payer_total: amounts.payer_total,
        payer_refund: amounts.payer_refund,
      },
    });
  }

  /**
   * The fake's own controls for a test in another process (a browser story): the payer scanning a
   * code_url, how the next refund answers, WeChat finishing the newest refund and notifying it.
   */
  async function control(action: string, body: string): Promise<unknown> {
    const input = JSON.parse(body || '{}') as Record<string, string>;
    const target = (outTradeNo: string) => notifyTo ?? orders.get(outTradeNo)!.notifyUrl;
    if (action === 'pay') {
      const outTradeNo = outTradeNoOf(input.code_url!);
      return notifyPaid(outTradeNo, target(outTradeNo));
    }
    if (action === 'next-refund-status') {
      nextRefundStatus = input.status as RefundStatus;
      return {};
    }
    if (action === 'finish-refund') {
      const [outRefundNo, record] = [...refunds.entries()].at(-1)!;
      record.status = 'SUCCESS';
      record.success_time = beijingTime(new Date());
      return notifyRefund(outRefundNo, target(String(record.out_trade_no)));
    }
    throw new Error(`unknown control ${action}`);
  }

  /** The out_trade_no of the Native order whose QR code says `codeUrl`. */
  function outTradeNoOf(codeUrl: string): string {
    const order = [...orders.values()].find((o) => o.codeUrl === codeUrl);
    if (!order) throw new Error(`no order with code_url ${codeUrl}`);
    return order.outTradeNo;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Which platform key signs from now on (a certificate serial or a PUB_KEY_ID_…). */
    signWith(serial: string): void {
      signingSerial = serial;
    },
    failNext(status: number, body?: { code: string; message: string }): void {
      pendingFailure = { status, body };
    },
    hangNext(): void {
      hangNext = true;
    },
    skewClock(seconds: number): void {
      clockSkewSeconds = seconds;
    },
    setNextRefundStatus(status: RefundStatus): void {
      nextRefundStatus = status;
    },
    /** Every new refund is refused with this error until `refuseRefunds(null)`. */
    refuseRefunds(refusal: { code: string; message: string; status?: number } | null): void {
      refuseRefundsWith = refusal
        ? error(refusal.status ?? 403, refusal.code, refusal.message)
        : null;
    },
    /** A PROCESSING refund reaches its end (SUCCESS by default), as WeChat's own processing would. */
    finishRefund(outRefundNo: string, status: RefundStatus = 'SUCCESS'): void {
      const record = refunds.get(outRefundNo);
      if (!record) throw new Error(`no refund ${outRefundNo}`);
      record.status = status;
      if (status === 'SUCCESS') record.success_time = beijingTime(new Date());
    },
    /** The next new refund is refused with this error (NOT_ENOUGH, USER_ACCOUNT_ABNORMAL…). */
    refuseNextRefund(code: string, message: string, status = 403): void {
      refuseNextRefundWith = error(status, code, message);
    },
    markPaid(outTradeNo: string): void {
      markPaid(outTradeNo);
    },
    outTradeNoOf,
    /** The newest order's out_trade_no (the prepay just made). */
    lastOutTradeNo(): string {
      const last = [...orders.keys()].at(-1);
      if (!last) throw new Error('no order yet');
      return last;
    },
    /**
     * The payer scans `codeUrl` with WeChat and pays: the order is paid and TRANSACTION.SUCCESS is
     * posted to `notifyTo` (else the order's notify_url). Answers the API's reply.
     */
    payCodeUrl(codeUrl: string) {
      const outTradeNo = outTradeNoOf(codeUrl);
      return notifyPaid(outTradeNo, notifyTo ?? orders.get(outTradeNo)!.notifyUrl);
    },
    /** Where payCodeUrl's notifications go from now on (the API's address, once it listens). */
    sendNotificationsTo(url: string): void {
      notifyTo = url;
    },
    /** A one-time web authorisation code for payer `openid`, as WeChat's redirect carries it. */
    issueOauthCode(openid = `o${randomBytes(20).toString('base64url').slice(0, 27)}`) {
      const code = randomBytes(16).toString('hex');
      oauthCodes.set(code, openid);
      return { code, openid };
    },
    tradeState(outTradeNo: string): TradeState | undefined {
      return orders.get(outTradeNo)?.state;
    },
    notifyPaid,
    /** Marks the order paid and answers the TRANSACTION.SUCCESS notification without posting it. */
    paidNotification(outTradeNo: string) {
      const order = markPaid(outTradeNo);
      return signedNotification(
        'TRANSACTION.SUCCESS',
        'transaction',
        '支付成功',
        transactionJson(order),
      );
    },
    notifyRefund,
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type WechatPayFake = Awaited<ReturnType<typeof startWechatPayFake>>;

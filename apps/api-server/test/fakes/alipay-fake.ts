// A local Alipay OpenAPI gateway on 127.0.0.1: it verifies each request's RSA2 signature with the
// app's public key (answering Alipay's `isv.invalid-signature` error otherwise), takes the browser
// to the cashier (page/wap pay as a GET of the signed URL), answers trade query, close, refund and
// refund query in Alipay's shapes signed with its own key, records requests, can fail or hang on
// demand, and posts signed async notifications.
import { chinaDateTime } from '../../src/time/china-time';
import { createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AlipayFakeOptions {
  appId: string;
  appPublicKey: KeyObject;
  /** Signs answers and notifications: the key whose public half the client trusts. */
  alipayPrivateKey: KeyObject;
  /** In 公钥证书 mode: the SNs requests must carry, and the one answers name. */
  certificates?: { appCertSn: string; alipayRootCertSn: string; alipayCertSn: string };
}

export interface RecordedRequest {
  httpMethod: string;
  params: Record<string, string>;
  bizContent: Record<string, string>;
}

type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED';

interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  subject: string;
  totalCents: number;
  status: TradeStatus;
  paidAt: string | null;
  /** Refunds by out_request_no, in cents. */
  refunds: Map<string, number>;
}

type Answer = Record<string, string>;

const cents = (yuan: string): number => Math.round(Number(yuan) * 100);
const yuan = (amount: number): string => (amount / 100).toFixed(2);

function digits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}

/** Alipay's request sign content: all but `sign`, non-empty, sorted, `k=v` joined by `&`. */
function content(params: Record<string, string>, excluded: string[]): string {
  return Object.keys(params)
    .filter((key) => !excluded.includes(key) && params[key])
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const businessError = (subCode: string, subMsg: string): Answer => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});

export async function startAlipayFake(options: AlipayFakeOptions) {
  const requests: RecordedRequest[] = [];
  const trades = new Map<string, FakeTrade>();
  let pendingFailure: number | null = null;
  let hangNext = false;
  let refuseNextRefundWith: Answer | null = null;

  const sign = (text: string): string =>
    createSign('RSA-SHA256').update(text, 'utf8').sign(options.alipayPrivateKey, 'base64');

  /** `{"<key>":{…},"sign":"…"}`, the signature over the inner object's exact text. */
  function signedBody(key: string, answer: Answer): string {
    const inner = JSON.stringify(answer);
    const certSn = options.certificates
      ? `,"alipay_cert_sn":"${options.certificates.alipayCertSn}"`
      : '';
    return `{"${key}":${inner}${certSn},"sign":"${sign(inner)}"}`;
  }

  function signatureProblem(params: Record<string, string>): Answer | null {
    const valid =
      params.app_id === options.appId &&
      createVerify('RSA-SHA256')
        .update(content(params, ['sign']), 'utf8')
        .verify(options.appPublicKey, params.sign ?? '', 'base64');
    if (!valid) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content(params, ['sign'])}`,
      };
    }
    const certificates = options.certificates;
    if (
      certificates &&
      (params.app_cert_sn !== certificates.appCertSn ||
        params.alipay_root_cert_sn !== certificates.alipayRootCertSn)
    ) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.cert-sn-error',
        sub_msg: '应用公钥证书序列号或支付宝根证书序列号不匹配',
      };
    }
    return null;
  }

  function tradeFields(trade: FakeTrade): Answer {
    return {
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: '159****5620',
    };
  }

  function openCashier(biz: Record<string, string>): void {
    const outTradeNo = biz.out_trade_no ?? '';
    if (trades.has(outTradeNo)) return;
    trades.set(outTradeNo, {
      outTradeNo,
      tradeNo: `${chinaDateTime(new Date()).slice(0, 10).replace(/-/g, '')}2200${digits(14)}`,
      subject: biz.subject ?? '',
      totalCents: cents(biz.total_amount ?? '0'),
      status: 'WAIT_BUYER_PAY',
      paidAt: null,
      refunds: new Map(),
    });
  }

  function query(trade: FakeTrade): Answer {
    return {
      code: '10000',
      msg: 'Success',
      ...tradeFields(trade),
      trade_status: trade.status,
      total_amount: yuan(trade.totalCents),
      buyer_pay_amount: trade.paidAt ? yuan(trade.totalCents) : '0.00',
      ...(trade.paidAt ? { send_pay_date: trade.paidAt } : {}),
    };
  }

  function close(trade: FakeTrade): Answer {
    if (trade.status !== 'WAIT_BUYER_PAY' && trade.status !== 'TRADE_CLOSED') {
      return businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    }
    trade.status = 'TRADE_CLOSED';
    return {
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
    };
  }

  function refunded(trade: FakeTrade): number {
    return [...trade.refunds.values()].reduce((sum, amount) => sum + amount, 0);
  }

  function refund(trade: FakeTrade, biz: Record<string, string>): Answer {
    const requestNo = biz.out_request_no ?? trade.outTradeNo;
    const amount = cents(biz.refund_amount ?? '0');
    const earlier = trade.refunds.get(requestNo);
    const answer = (fundChange: 'Y' | 'N'): Answer => ({
      code: '10000',
      msg: 'Success',
      ...tradeFields(trade),
      fund_change: fundChange,
      refund_fee: yuan(refunded(trade)),
      gmt_refund_pay: chinaDateTime(new Date()),
    });
    if (earlier !== undefined) {
      return earlier === amount
        ? answer('N')
        : businessError('ACQ.DISCORDANT_REPEAT_REQUEST', '请求信息不一致');
    }
    if (trade.status === 'TRADE_CLOSED')
      return businessError('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    if (trade.status !== 'TRADE_SUCCESS')
      return businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (refuseNextRefundWith) {
      const refusal = refuseNextRefundWith;
      refuseNextRefundWith = null;
      return refusal;
    }
    if (amount <= 0 || refunded(trade) + amount > trade.totalCents) {
      return businessError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    }
    trade.refunds.set(requestNo, amount);
    return answer('Y');
  }

  function refundQuery(trade: FakeTrade, biz: Record<string, string>): Answer {
    const requestNo = biz.out_request_no ?? '';
    const amount = trade.refunds.get(requestNo);
    if (amount === undefined) return { code: '10000', msg: 'Success' };
    return {
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_request_no: requestNo,
      total_amount: yuan(trade.totalCents),
      refund_amount: yuan(amount),
      refund_status: 'REFUND_SUCCESS',
    };
  }

  function route(method: string, biz: Record<string, string>): Answer {
    // Like Alipay, a trade is named by out_trade_no or by its trade_no (trade_no wins).
    const trade = biz.trade_no
      ? [...trades.values()].find((candidate) => candidate.tradeNo === biz.trade_no)
      : trades.get(biz.out_trade_no ?? '');
    if (!trade) return businessError('ACQ.TRADE_NOT_EXIST', '交易不存在');
    switch (method) {
      case 'alipay.trade.query':
        return query(trade);
      case 'alipay.trade.close':
        return close(trade);
      case 'alipay.trade.refund':
        return refund(trade, biz);
      default:
        return refundQuery(trade, biz);
    }
  }

  const API_METHODS = new Set([
    'alipay.trade.query',
    'alipay.trade.close',
    'alipay.trade.refund',
    'alipay.trade.fastpay.refund.query',
  ]);
  const CASHIER_METHODS = new Set(['alipay.trade.page.pay', 'alipay.trade.wap.pay']);

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    type = 'application/json',
  ): void {
    res.writeHead(status, { 'Content-Type': `${type};charset=utf-8` });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const params = Object.fromEntries([...query, ...form]);
    let bizContent: Record<string, string> = {};
    try {
      bizContent = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    } catch {
      // An unreadable biz_content fails below like Alipay: the trade is not found.
    }
    requests.push({ httpMethod: req.method ?? '', params, bizContent });
    if (hangNext) {
      hangNext = false;
      return; // never answers: the client's timeout must end the call
    }
    if (pendingFailure !== null) {
      const status = pendingFailure;
      pendingFailure = null;
      send(res, status, '<html><body>502 Bad Gateway</body></html>', 'text/html');
      return;
    }
    const method = params.method ?? '';
    const problem = signatureProblem(params);
    if (CASHIER_METHODS.has(method)) {
      if (problem) send(res, 200, `<html><body>${problem.sub_msg}</body></html>`, 'text/html');
      else {
        openCashier(bizContent);
        send(res, 200, '<html><body>支付宝收银台</body></html>', 'text/html');
      }
      return;
    }
    const key = API_METHODS.has(method)
      ? `${method.replace(/\./g, '_')}_response`
      : 'error_response';
    if (problem) {
      send(res, 200, signedBody('error_response', problem));
      return;
    }
    if (!API_METHODS.has(method)) {
      send(
        res,
        200,
        signedBody(key, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isv.invalid-method',
          sub_msg: '不存在的方法名',
        }),
      );
      return;
    }
    send(res, 200, signedBody(key, route(method, bizContent)));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function tradeOf(outTradeNo: string): FakeTrade {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}: open the cashier first`);
    return trade;
  }

  function markPaid(outTradeNo: string): void {
    const trade = tradeOf(outTradeNo);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = chinaDateTime(new Date());
  }

  /**
   * Posts Alipay's trade_status_sync form, signed over all fields but sign and sign_type;
   * `tampering` changes fields after signing.
   */
  async function notify(url: string, fields: Record<string, string>, tampering = {}) {
    const sent = { ...fields, sign: sign(content(fields, ['sign', 'sign_type'])), ...tampering };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(sent).toString(),
    });
    return { status: response.status, body: await response.text() };
  }

  function notificationFields(trade: FakeTrade): Record<string, string> {
    const now = chinaDateTime(new Date());
    return {
      gmt_create: now,
      charset: 'utf-8',
      seller_email: 'finance@example.com',
      subject: trade.subject,
      buyer_id: '2088102534368455',
      invoice_amount: yuan(trade.totalCents),
      notify_id: `${now.replace(/\D/g, '')}${digits(20)}`,
      fund_bill_list: JSON.stringify([
        { amount: yuan(trade.totalCents), fundChannel: 'ALIPAYACCOUNT' },
      ]),
      notify_type: 'trade_status_sync',
      trade_status: trade.status,
      receipt_amount: yuan(trade.totalCents),
      buyer_pay_amount: yuan(trade.totalCents),
      sign_type: 'RSA2',
      app_id: options.appId,
      seller_id: '2088531891668739',
      ...(trade.paidAt ? { gmt_payment: trade.paidAt } : {}),
      notify_time: now,
      version: '1.0',
      out_trade_no: trade.outTradeNo,
      total_amount: yuan(trade.totalCents),
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      buyer_logon_id: '159****5620',
      point_amount: '0.00',
    };
  }

  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    requests,
    /** The browser opens a page/wap pay URL at the fake: the trade now exists, unpaid. */
    async visit(payUrl: string): Promise<{ status: number; body: string }> {
      const response = await fetch(payUrl);
      return { status: response.status, body: await response.text() };
    },
    failNext(status = 502): void {
      pendingFailure = status;
    },
    hangNext(): void {
      hangNext = true;
    },
    /** The next new refund is refused with this business error (ACQ.SELLER_BALANCE_NOT_ENOUGH…). */
    refuseNextRefund(subCode: string, subMsg: string): void {
      refuseNextRefundWith = businessError(subCode, subMsg);
    },
    markPaid,
    tradeStatus(outTradeNo: string): TradeStatus | undefined {
      return trades.get(outTradeNo)?.status;
    },
    /** Marks the trade paid and posts its TRADE_SUCCESS notification to `url`. */
    notifyPaid(outTradeNo: string, url: string) {
      markPaid(outTradeNo);
      return notify(url, notificationFields(tradeOf(outTradeNo)));
    },
    /** Posts the trade's notification with `changes` signed in (e.g. another app_id). */
    notifyWith(outTradeNo: string, url: string, changes: Record<string, string>) {
      return notify(url, { ...notificationFields(tradeOf(outTradeNo)), ...changes });
    },
    /** Posts the trade's notification with `changes` made after signing. */
    notifyTampered(outTradeNo: string, url: string, changes: Record<string, string>) {
      return notify(url, notificationFields(tradeOf(outTradeNo)), changes);
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type AlipayFake = Awaited<ReturnType<typeof startAlipayFake>>;

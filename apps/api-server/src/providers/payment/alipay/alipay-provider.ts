// The `alipay` channel served by the deployment's own Alipay merchant (ALIPAY_VENDOR=alipay): the
// PaymentProvider on top of the client core. A checkout is Alipay's cashier page (PC or mobile web),
// a signed gateway URL the browser opens; Alipay's signed form notification comes back to
// /api/pay/alipay/notify; the payment query, closing an unpaid trade and refunds are gateway calls.
// WeChat's web authorisation and JSAPI are not Alipay's (the router never sends them here).
// docs/providers.md "Alipay", docs/payments.md "The alipay channel".
import { randomBytes } from 'node:crypto';
import { conflict } from '../../../http/app-error';
import { CHINA_OFFSET } from '../../../time/china-time';
import type { Env, SettingsReading } from '../../vendors';
import {
  merchantNotifyPath,
  PaymentRefusal,
  RefundPending,
  type CallbackReading,
  type CallbackReply,
  type ChannelCallback,
  type Checkout,
  type CheckoutMethod,
  type CheckoutRequest,
  type PayChannel,
  type PaymentProvider,
  type PaymentQueryResult,
  type RefundRequest,
} from '../payment-provider';
import { AlipayClient, type AlipayClientOptions } from './client';
import { AlipayError } from './errors';
import { readAlipaySettings, type AlipaySettings } from './settings';

/** Where Alipay posts its notifications (channel-callbacks.ts); ALIPAY_NOTIFY_URL must lead here. */
const ALIPAY_NOTIFY_PATH = merchantNotifyPath('alipay');
/** How long Alipay's cashier accepts a checkout (time_expire): an abandoned pay URL cannot be paid later. */
export const ALIPAY_CHECKOUT_TTL_MS = 30 * 60_000;
const NOT_ALIPAY = '支付宝不支持微信内支付，请在浏览器中选择支付宝支付或使用对公转账';
/** Alipay's subject is at most 256 characters. */
const SUBJECT_MAX = 256;
/** Answers to closing a trade that leave it as it is: unknown, paid, finished or already closed. */
const NOTHING_TO_CLOSE = [
  'ACQ.TRADE_NOT_EXIST',
  'ACQ.TRADE_STATUS_ERROR',
  'ACQ.TRADE_HAS_CLOSE',
  'ACQ.TRADE_HAS_FINISHED',
];

/**
 * The merchant trade number of one checkout: our order number, `_`, a suffix unique per attempt
 * (Alipay never reopens a closed out_trade_no, so each attempt needs its own). At most 64 characters.
 */
export const outTradeNoOf = (orderSn: string, now = Date.now()) =>
  `${orderSn}_${now.toString(36)}${randomBytes(3).toString('hex')}`;

/** Our order number back from a merchant trade number, or null when it is not one of ours. */
export const orderSnOf = (outTradeNo: string): string | null =>
  /^([A-Za-z0-9]+)_[0-9a-z]+$/.exec(outTradeNo)?.[1] ?? null;

/** Alipay's `yyyy-MM-dd HH:mm:ss` China time as a Date, or null. */
function chinaTime(text: string | null): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}${CHINA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Yuan with two decimals, as the pay log and the order's premium write it; null when malformed. */
function yuan(text: string): string | null {
  return /^\d{1,10}(\.\d{1,2})?$/.test(text) ? Number(text).toFixed(2) : null;
}

/**
 * readAlipaySettings, plus: ALIPAY_NOTIFY_URL must end with this API's Alipay callback path, since a
 * wrong one loses every notification without a sound.
 */
export function readAlipayProviderSettings(env: Env): SettingsReading<AlipaySettings> {
  const reading = readAlipaySettings(env);
  const notifyUrl = env.ALIPAY_NOTIFY_URL?.trim() ?? '';
  if (!notifyUrl || notifyUrl.endsWith(ALIPAY_NOTIFY_PATH)) return reading;
  const problem = `ALIPAY_NOTIFY_URL: 应为本服务的支付宝通知地址 https://<API 公网域名>${ALIPAY_NOTIFY_PATH}`;
  return { problems: ['problems' in reading ? reading.problems : [], problem].flat() };
}

export class AlipayPaymentProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly checkoutMethods: readonly CheckoutMethod[] = ['alipay_page', 'alipay_wap'];
  readonly authorises = false;
  private readonly client: AlipayClient;

  constructor(settings: AlipaySettings, options: AlipayClientOptions = {}) {
    this.client = new AlipayClient(settings, options);
  }

  authorizeUrl(): string {
    throw conflict(NOT_ALIPAY);
  }

  exchangeCode(): Promise<{ openid: string } | null> {
    return Promise.reject(conflict(NOT_ALIPAY));
  }

  createJsapiPayment(): Promise<never> {
    return Promise.reject(conflict(NOT_ALIPAY));
  }

  /**
   * The signed GET URL of Alipay's cashier (page pay on a computer, wap pay in a mobile browser).
   * notify_url is ALIPAY_NOTIFY_URL, not request.notifyUrl: Alipay must reach the API's public
   * address, which the request's own origin (an internal proxy hop) need not be.
   */
  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    if (!this.checkoutMethods.includes(request.method)) throw conflict(NOT_ALIPAY);
    const outTradeNo = outTradeNoOf(request.orderSn);
    const order = {
      outTradeNo,
      subject: request.subject.slice(0, SUBJECT_MAX),
      totalAmount: request.amount,
      returnUrl: request.returnUrl,
      timeExpire: new Date(Date.now() + ALIPAY_CHECKOUT_TTL_MS),
    };
    const { url } =
      request.method === 'alipay_wap'
        ? this.client.wapPay({ ...order, quitUrl: request.returnUrl })
        : this.client.pagePay(order);
    return { prepayId: outTradeNo, codeUrl: null, payUrl: url };
  }

  /** Alipay's callbacks come to /api/pay/alipay/notify (readCallback), never to the insurer callbacks. */
  verifyNotification(): boolean {
    return false;
  }

  /**
   * Alipay's form notification: RSA2 over the fields as received and our app_id
   * (notifications.ts), then a payment (TRADE_SUCCESS / TRADE_FINISHED paid, TRADE_CLOSED closed),
   * or, when it carries refund_fee / gmt_refund, a refund named by its out_biz_no.
   */
  async readCallback(channel: PayChannel, { body }: ChannelCallback): Promise<CallbackReading> {
    if (channel !== 'alipay') return { ok: false, reason: '非支付宝渠道的通知' };
    const reading = this.client.parseNotification(body);
    if (!reading.ok) return reading;
    const notification = reading.notification;
    const fields = new URLSearchParams(body);
    if (notification.refundFee || fields.get('gmt_refund')) {
      const outRefundNo = notification.outBizNo ?? fields.get('out_request_no');
      return {
        ok: true,
        event: outRefundNo
          ? { kind: 'refund', outRefundNo }
          : { kind: 'other', type: `refund ${notification.status}` },
      };
    }
    const orderSn = orderSnOf(notification.outTradeNo);
    if (!orderSn) return { ok: false, reason: '支付宝通知的商户订单号不是本系统发起的' };
    const amount = yuan(notification.totalAmount);
    if (!amount) return { ok: false, reason: '支付宝通知的订单金额格式不正确' };
    const closed = notification.status === 'TRADE_CLOSED';
    const paidAt = chinaTime(notification.paidAt) ?? new Date();
    return {
      ok: true,
      event: {
        kind: 'payment',
        result: {
          order_sn: orderSn,
          trade_no: notification.tradeNo,
          amount,
          status: closed ? 'CLOSED' : 'SUCCESS',
          paid_at: Math.floor(paidAt.getTime() / 1000),
          ...(closed ? { err_msg: '支付宝交易已关闭（未在时限内付款）' } : {}),
        },
      },
    };
  }

  /** Alipay reads the literal text `success`; anything else (`fail`) makes it resend, for about 25 hours. */
  callbackReply(
    _channel: PayChannel,
    outcome: { ok: true } | { ok: false; message: string },
  ): CallbackReply {
    return { status: 200, contentType: 'text/plain', body: outcome.ok ? 'success' : 'fail' };
  }

  async queryPayment({ prepayId }: { prepayId: string }): Promise<PaymentQueryResult> {
    const trade = await this.client.query(prepayId);
    const orderSn = trade && orderSnOf(trade.outTradeNo);
    const amount = trade && yuan(trade.totalAmount);
    if (!trade || !orderSn || !amount) return { status: 'unknown' };
    switch (trade.status) {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED':
        return {
          status: 'paid',
          orderSn,
          tradeNo: trade.tradeNo,
          amount,
          paidAt: chinaTime(trade.paidAt) ?? new Date(),
        };
      case 'TRADE_CLOSED':
        return { status: 'closed', orderSn, tradeNo: trade.tradeNo, amount };
      default:
        return { status: 'pending' };
    }
  }

  /** alipay.trade.close; a trade Alipay does not know, or that is paid or already closed, is left alone. */
  async closePayment({ prepayId }: { prepayId: string }): Promise<void> {
    try {
      await this.client.close(prepayId);
    } catch (error) {
      if (error instanceof AlipayError && NOTHING_TO_CLOSE.includes(error.code)) return;
      throw error;
    }
  }

  /**
   * alipay.trade.refund of the whole trade (by Alipay's trade_no) under out_request_no =
   * outRefundNo, which is also the refund number we note. fund_change Y: refunded now; N: a repeat
   * (or still processing), confirmed by the refund query. A final Alipay answer is a
   * PaymentRefusal with its Chinese reason; a retryable one (network, 5xx, 20000, isp.*) is thrown
   * as it is, for the refund job to retry under the same number.
   */
  async refund({ tradeNo, outRefundNo, amount, reason }: RefundRequest) {
    try {
      const refund = await this.client.refund({
        tradeNo,
        refundAmount: amount,
        outRequestNo: outRefundNo,
        reason,
      });
      if (refund.fundChanged) return { refundNo: outRefundNo };
      const known = await this.client.queryRefund(refund.outTradeNo, outRefundNo);
      if (known?.succeeded) return { refundNo: outRefundNo };
      throw new RefundPending(outRefundNo);
    } catch (error) {
      if (error instanceof AlipayError && !error.retryable) throw new PaymentRefusal(error.reason);
      throw error;
    }
  }
}

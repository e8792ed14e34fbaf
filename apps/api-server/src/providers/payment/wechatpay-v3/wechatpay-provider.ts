// The `wechatpay` channel served by the deployment's own WeChat Pay merchant (WECHATPAY_VENDOR=
// wechatpay): Native (a QR code) and H5 checkouts, JSAPI inside WeChat after the web authorisation,
// the order query and close, refunds by the pay log's transaction id under our out_refund_no, and
// the signed, encrypted notifications at /api/pay/wechatpay/notify. Every attempt is its own
// WeChat order (trade-numbers.ts); its out_trade_no is the `prepayId` the payment query asks about.
// docs/providers.md (WeChat Pay API v3), docs/payments.md.
import { AppError } from '../../../http/app-error';
import {
  PaymentRefusal,
  RefundPending,
  type AuthorizeUrlRequest,
  type CallbackReading,
  type CallbackReply,
  type ChannelCallback,
  type Checkout,
  type CheckoutMethod,
  type CheckoutRequest,
  type JsapiPayment,
  type JsapiPaymentRequest,
  type PayChannel,
  type PaymentProvider,
  type PaymentQueryResult,
  type RefundRequest,
} from '../payment-provider';
import { WechatPayClient } from './client';
import { WechatPayError } from './errors';
import { WechatOauth } from './oauth';
import type { WechatPayProviderSettings } from './provider-settings';
import type { WechatRefund } from './resources';
import { newOutTradeNo, orderSnOf } from './trade-numbers';

/** WeChat's limit on `description`. */
const DESCRIPTION_MAX = 127;

/** Why WeChat ended a refund without paying it back (the operator refunds by hand). */
const REFUND_ENDS: Record<'ABNORMAL' | 'CLOSED', string> = {
  ABNORMAL: '退款异常（用户的银行卡已注销或冻结等），请在微信支付商户平台手动处理该退款',
  CLOSED: '退款已关闭',
};

/** A paid or unknown order is left alone by closePayment. */
const NOTHING_TO_CLOSE = new Set(['ORDERPAID', 'ORDER_NOT_EXIST', 'ORDERNOTEXIST']);

export interface WechatPayProviderOptions {
  /** Configuration warnings (no AppSecret); Node's process warnings by default. */
  warn?: (line: string) => void;
  timeoutMs?: number;
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay';
  readonly checkoutMethods: readonly CheckoutMethod[] = ['wechat_native', 'wechat_h5'];
  private readonly client: WechatPayClient;
  private readonly oauth: WechatOauth;

  constructor(settings: WechatPayProviderSettings, options: WechatPayProviderOptions = {}) {
    const warn = options.warn ?? ((line: string) => process.emitWarning(line));
    this.client = new WechatPayClient(settings.pay, { timeoutMs: options.timeoutMs });
    this.oauth = new WechatOauth(settings.oauth, warn, options.timeoutMs);
    if (!this.oauth.enabled)
      warn('WECHAT_OA_APP_SECRET 未设置：微信内（JSAPI）支付不可用，仅提供微信扫码与 H5 支付');
  }

  /** The web authorisation needs the official account's AppSecret (WECHAT_OA_APP_SECRET). */
  get authorises(): boolean {
    return this.oauth.enabled;
  }

  authorizeUrl({ redirectUri, state }: AuthorizeUrlRequest): string {
    return this.oauth.authorizeUrl(redirectUri, state);
  }

  exchangeCode(code: string): Promise<{ openid: string } | null> {
    return this.oauth.exchangeCode(code);
  }

  async createJsapiPayment(request: JsapiPaymentRequest): Promise<JsapiPayment> {
    const outTradeNo = newOutTradeNo(request.orderSn);
    const { pay } = await refusedAsAppError(
      this.client.createJsapi({ ...this.order(outTradeNo, request), openid: request.openid }),
    );
    return { prepayId: outTradeNo, pay, cashierUrl: null };
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const outTradeNo = newOutTradeNo(request.orderSn);
    const order = this.order(outTradeNo, request);
    if (request.method === 'wechat_native') {
      const { codeUrl } = await refusedAsAppError(this.client.createNative(order));
      return { prepayId: outTradeNo, codeUrl, payUrl: null };
    }
    if (request.method !== 'wechat_h5') throw new Error(`wechatpay has no ${request.method}`);
    const { h5Url } = await refusedAsAppError(
      this.client.createH5({ ...order, payerClientIp: request.payerIp }),
    );
    // WeChat's H5 page sends the payer back to redirect_url (URL-encoded) once paid or cancelled.
    const payUrl = `${h5Url}&redirect_url=${encodeURIComponent(request.returnUrl)}`;
    return { prepayId: outTradeNo, codeUrl: null, payUrl };
  }

  /**
   * The prepay body. notify_url is WECHATPAY_NOTIFY_URL, not the request's origin: WeChat only
   * posts to a public https URL, which the API behind its proxy cannot infer.
   */
  private order(outTradeNo: string, request: { subject: string; amount: string }) {
    return {
      outTradeNo,
      description: [...request.subject].slice(0, DESCRIPTION_MAX).join(''),
      amount: request.amount,
    };
  }

  verifyNotification(): boolean {
    return false;
  }

  async readCallback(_channel: PayChannel, callback: ChannelCallback): Promise<CallbackReading> {
    const parsed = this.client.parseNotification(callback.body, callback.headers);
    if (!parsed.ok) return { ok: false, reason: parsed.reason };
    const { notification } = parsed;
    if (notification.kind === 'refund') {
      return { ok: true, event: { kind: 'refund', outRefundNo: notification.refund.outRefundNo } };
    }
    if (notification.kind === 'other') {
      return { ok: true, event: { kind: 'other', type: notification.eventType } };
    }
    const { transaction } = notification;
    const orderSn = orderSnOf(transaction.outTradeNo);
    const { transactionId, amount, successTime } = transaction;
    if (transaction.tradeState !== 'SUCCESS' || !orderSn || !transactionId || !amount) {
      return { ok: true, event: { kind: 'other', type: notification.eventType } };
    }
    return {
      ok: true,
      event: {
        kind: 'payment',
        result: {
          order_sn: orderSn,
          trade_no: transactionId,
          amount,
          status: 'SUCCESS',
          paid_at: Math.floor((successTime ?? new Date()).getTime() / 1000),
        },
      },
    };
  }

  /** WeChat Pay v3: 204 without a body once taken; 4xx with {code:'FAIL',message} to have it resent. */
  callbackReply(
    _channel: PayChannel,
    outcome: { ok: true } | { ok: false; message: string },
  ): CallbackReply {
    return outcome.ok
      ? { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
      : {
          status: 400,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ code: 'FAIL', message: outcome.message }),
        };
  }

  /**
   * Asks WeChat about the refund under our out_refund_no first (a retry, or the job woken by a
   * refund notification), and only refunds when WeChat does not know it yet.
   */
  async refund(input: RefundRequest): Promise<{ refundNo: string }> {
    let refund: WechatRefund;
    try {
      refund =
        (await this.client.queryRefund(input.outRefundNo)) ??
        (await this.client.refund({
          transactionId: input.tradeNo,
          outRefundNo: input.outRefundNo,
          refundAmount: input.amount,
          totalAmount: input.amount,
          reason: [...input.reason].slice(0, 80).join('') || undefined,
        }));
    } catch (error) {
      if (error instanceof WechatPayError && !error.retryable)
        throw new PaymentRefusal(error.reason);
      throw error;
    }
    if (refund.status === 'SUCCESS') return { refundNo: refund.refundId };
    if (refund.status === 'PROCESSING') throw new RefundPending(refund.refundId);
    throw new PaymentRefusal(REFUND_ENDS[refund.status]);
  }

  async queryPayment({ prepayId }: { prepayId: string }): Promise<PaymentQueryResult> {
    const transaction = await this.client.query(prepayId);
    const orderSn = orderSnOf(prepayId);
    if (!transaction || !orderSn) return { status: 'unknown' };
    const amount = transaction.amount ?? '0.00';
    switch (transaction.tradeState) {
      case 'SUCCESS':
      case 'REFUND':
        if (!transaction.transactionId) return { status: 'pending' };
        return {
          status: 'paid',
          orderSn,
          tradeNo: transaction.transactionId,
          amount,
          paidAt: transaction.successTime ?? new Date(),
        };
      case 'CLOSED':
      case 'REVOKED':
      case 'PAYERROR':
        return { status: 'closed', orderSn, tradeNo: transaction.transactionId, amount };
      default:
        return { status: 'pending' };
    }
  }

  async closePayment({ prepayId }: { prepayId: string }): Promise<void> {
    try {
      await this.client.close(prepayId);
    } catch (error) {
      if (error instanceof WechatPayError && NOTHING_TO_CLOSE.has(error.code)) return;
      throw error;
    }
  }
}

/** A prepay WeChat refused or could not take: the payer sees its Chinese reason (502). */
async function refusedAsAppError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof WechatPayError) throw new AppError(error.reason, { status: 502 });
    throw error;
  }
}

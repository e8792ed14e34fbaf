// WeChat Pay API v3 over fetch: prepay (Native, JSAPI, H5), order query and close, refunds. Every
// request is signed with the merchant key; every 2xx answer's signature is verified with the
// platform key its `Wechatpay-Serial` names before its body is believed.
import type { JsapiPayParams } from '../payment-provider';
import { yuanToFen } from './amounts';
import { errorFromResponse, WechatPayError } from './errors';
import { jsapiPayParams } from './jsapi-params';
import { parseNotification, type NotificationResult } from './notifications';
import { signRequest } from './request-signature';
import {
  refundFromJson,
  transactionFromJson,
  type WechatRefund,
  type WechatTransaction,
} from './resources';
import {
  signedMessageFromHeaders,
  VERIFICATION_PROBLEMS,
  verifySignedMessage,
} from './response-verification';
import type { WechatPaySettings } from './settings';

export interface WechatPayClientOptions {
  /** Overrides settings.baseUrl (the local fake in tests). */
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
}

export interface PrepayOrder {
  outTradeNo: string;
  description: string;
  /** Yuan, at most two decimals. */
  amount: string;
  /** Defaults to settings.notifyUrl. */
  notifyUrl?: string;
  timeExpire?: Date;
}

/** The order refunded: by our out_trade_no, or by WeChat's transaction_id (what a pay log keeps). */
export type RefundInput = (
  { outTradeNo: string; transactionId?: never } | { transactionId: string; outTradeNo?: never }
) & {
  outRefundNo: string;
  /** Yuan: the amount to refund, and the whole order's amount. */
  refundAmount: string;
  totalAmount: string;
  reason?: string;
  notifyUrl?: string;
};

/** RFC 3339 in Beijing time, as WeChat writes `time_expire`. */
function beijingTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

const NOT_FOUND_CODES = new Set(['ORDER_NOT_EXIST', 'ORDERNOTEXIST', 'RESOURCE_NOT_EXISTS']);

export class WechatPayClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly settings: WechatPaySettings,
    options: WechatPayClientOptions = {},
  ) {
    this.baseUrl = (options.baseUrl ?? settings.baseUrl).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? (() => new Date());
  }

  async createNative(order: PrepayOrder): Promise<{ codeUrl: string }> {
    const answer = await this.call('POST', '/v3/pay/transactions/native', this.prepayBody(order));
    return { codeUrl: this.requiredText(answer, 'code_url') };
  }

  async createJsapi(
    order: PrepayOrder & { openid: string },
  ): Promise<{ prepayId: string; pay: JsapiPayParams }> {
    const body = { ...this.prepayBody(order), payer: { openid: order.openid } };
    const answer = await this.call('POST', '/v3/pay/transactions/jsapi', body);
    const prepayId = this.requiredText(answer, 'prepay_id');
    const pay = jsapiPayParams(
      this.settings.appid,
      prepayId,
      this.settings.merchantPrivateKey,
      this.now(),
    );
    return { prepayId, pay };
  }

  async createH5(
    order: PrepayOrder & { payerClientIp: string; h5Type?: 'Wap' | 'iOS' | 'Android' },
  ): Promise<{ h5Url: string }> {
    const body = {
      ...this.prepayBody(order),
      scene_info: {
        payer_client_ip: order.payerClientIp,
        h5_info: { type: order.h5Type ?? 'Wap' },
      },
    };
    const answer = await this.call('POST', '/v3/pay/transactions/h5', body);
    return { h5Url: this.requiredText(answer, 'h5_url') };
  }

  /** Null when WeChat Pay does not know the order. */
  async query(outTradeNo: string): Promise<WechatTransaction | null> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.settings.mchid)}`;
    const answer = await this.callOrNotFound('GET', path);
    if (answer === null) return null;
    const transaction = transactionFromJson(answer);
    if (!transaction) throw this.badResponse();
    return transaction;
  }

  /** Closing an order already closed succeeds; a paid one fails with ORDERPAID. */
  async close(outTradeNo: string): Promise<void> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
    await this.call('POST', path, { mchid: this.settings.mchid });
  }

  /** The same out_refund_no again answers the refund already made. */
  async refund(input: RefundInput): Promise<WechatRefund> {
    const body = {
      ...(input.transactionId
        ? { transaction_id: input.transactionId }
        : { out_trade_no: input.outTradeNo }),
      out_refund_no: input.outRefundNo,
      ...(input.reason ? { reason: input.reason } : {}),
      notify_url: input.notifyUrl ?? this.settings.notifyUrl,
      amount: {
        refund: yuanToFen(input.refundAmount),
        total: yuanToFen(input.totalAmount),
        currency: 'CNY',
      },
    };
    const refund = refundFromJson(await this.call('POST', '/v3/refund/domestic/refunds', body));
    if (!refund) throw this.badResponse();
    return refund;
  }

  /** Null when WeChat Pay does not know the refund. */
  async queryRefund(outRefundNo: string): Promise<WechatRefund | null> {
    const path = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`;
    const answer = await this.callOrNotFound('GET', path);
    if (answer === null) return null;
    const refund = refundFromJson(answer);
    if (!refund) throw this.badResponse();
    return refund;
  }

  parseNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): NotificationResult {
    return parseNotification(rawBody, headers, this.settings, this.now());
  }

  private prepayBody(order: PrepayOrder): Record<string, unknown> {
    return {
      appid: this.settings.appid,
      mchid: this.settings.mchid,
      description: order.description,
      out_trade_no: order.outTradeNo,
      ...(order.timeExpire ? { time_expire: beijingTime(order.timeExpire) } : {}),
      notify_url: order.notifyUrl ?? this.settings.notifyUrl,
      amount: { total: yuanToFen(order.amount), currency: 'CNY' },
    };
  }

  private requiredText(answer: unknown, field: string): string {
    const value = (answer as Record<string, unknown> | null)?.[field];
    if (typeof value !== 'string' || value === '') throw this.badResponse();
    return value;
  }

  private badResponse(): WechatPayError {
    return new WechatPayError('BAD_RESPONSE', '微信支付应答内容不完整', true, null);
  }

  private async callOrNotFound(method: 'GET', path: string): Promise<unknown> {
    try {
      return await this.call(method, path);
    } catch (error) {
      if (error instanceof WechatPayError && NOT_FOUND_CODES.has(error.code)) return null;
      throw error;
    }
  }

  /** The verified JSON answer (null for 204), or a WechatPayError. */
  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = signRequest(
      { method, url: path, body },
      {
        mchid: this.settings.mchid,
        serialNo: this.settings.merchantSerialNo,
        privateKey: this.settings.merchantPrivateKey,
      },
      this.now(),
    );
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: authorization,
          'User-Agent': 'bht-api-server',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new WechatPayError(
          'TIMEOUT',
          '微信支付响应超时，请稍后查询订单状态后再试',
          true,
          null,
        );
      }
      throw new WechatPayError('NETWORK_ERROR', '无法连接微信支付，请稍后重试', true, null);
    }

    if (!response.ok) throw errorFromResponse(response.status, text);
    const verified = verifySignedMessage(
      signedMessageFromHeaders(response.headers, text),
      this.settings.platformKeys,
      this.now(),
    );
    if (!verified.ok) {
      throw new WechatPayError(
        'BAD_SIGNATURE',
        VERIFICATION_PROBLEMS[verified.problem],
        false,
        response.status,
      );
    }
    if (text === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw this.badResponse();
    }
  }
}

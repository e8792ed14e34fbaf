// Alipay OpenAPI over fetch: PC and mobile-web pay (signed browser redirects, no HTTP call from
// us), trade query and close, refund and refund query. Every request is RSA2-signed with the app
// key; every answer's `<method>_response` text is verified with the Alipay public key before it is
// believed. https://opendocs.alipay.com/open/270/105899 (电脑网站支付) and /open/203 (手机网站支付)
import { chinaDateTime } from '../../../time/china-time';
import { AlipayError, errorFromAnswer } from './errors';
import { parseNotification, type NotificationResult } from './notifications';
import type { AlipaySettings } from './settings';
import { responseSignedText, rsa2Verify, signRequestParams } from './sign';
import {
  refundFromAnswer,
  refundQueryFromAnswer,
  tradeFromAnswer,
  type AlipayRefund,
  type AlipayRefundQuery,
  type AlipayTrade,
} from './trades';

export interface AlipayClientOptions {
  /** Overrides settings.gateway (the local fake in tests). */
  gateway?: string;
  now?: () => Date;
}

export interface PayOrder {
  outTradeNo: string;
  subject: string;
  /** Yuan, as Alipay takes it: "88.88". */
  totalAmount: string;
  /** Where the browser lands after paying. */
  returnUrl?: string;
  timeExpire?: Date;
}

/** A trade by our out_trade_no, or by Alipay's trade_no (what the pay log keeps). */
export type TradeRef =
  { outTradeNo: string; tradeNo?: never } | { tradeNo: string; outTradeNo?: never };

export type RefundInput = TradeRef & {
  /** Yuan. */
  refundAmount: string;
  /** Makes a retry of the same refund idempotent; required for partial refunds. */
  outRequestNo: string;
  reason?: string;
};

/** Where to send the browser: GET `url`, or auto-submit `formHtml` (POST). */
export interface BrowserPayment {
  url: string;
  formHtml: string;
}

const NOT_FOUND = 'ACQ.TRADE_NOT_EXIST';
/** Alipay's amounts: yuan, at most two decimals, 0.01 to 100000000. */
const YUAN = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** Caught before signing: Alipay would refuse it with a vaguer 40004. */
function checkedYuan(amount: string): string {
  const value = Number(amount);
  if (!YUAN.test(amount) || value < 0.01 || value > 100_000_000) {
    throw new AlipayError(
      'INVALID_AMOUNT',
      `金额格式不正确：${amount}（应为 0.01 到 1 亿元，最多两位小数）`,
      false,
    );
  }
  return amount;
}

function tradeRefParams(ref: TradeRef): Record<string, string> {
  return ref.tradeNo !== undefined ? { trade_no: ref.tradeNo } : { out_trade_no: ref.outTradeNo };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export class AlipayClient {
  private readonly gateway: string;
  private readonly now: () => Date;

  constructor(
    private readonly settings: AlipaySettings,
    options: AlipayClientOptions = {},
  ) {
    this.gateway = options.gateway ?? settings.gateway;
    this.now = options.now ?? (() => new Date());
  }

  /** alipay.trade.page.pay: the PC cashier page. */
  pagePay(order: PayOrder): BrowserPayment {
    return this.browserPayment('alipay.trade.page.pay', order, 'FAST_INSTANT_TRADE_PAY', {});
  }

  /** alipay.trade.wap.pay: the mobile-web cashier; `quitUrl` is where "back" leads. */
  wapPay(order: PayOrder & { quitUrl?: string }): BrowserPayment {
    const extra: Record<string, string> = order.quitUrl ? { quit_url: order.quitUrl } : {};
    return this.browserPayment('alipay.trade.wap.pay', order, 'QUICK_WAP_WAY', extra);
  }

  /** Null when Alipay does not know the trade (not yet opened in the cashier, or never made). */
  async query(outTradeNo: string): Promise<AlipayTrade | null> {
    const answer = await this.callOrNotFound('alipay.trade.query', { out_trade_no: outTradeNo });
    if (answer === null) return null;
    const trade = tradeFromAnswer(answer);
    if (!trade) throw badResponse();
    return trade;
  }

  /** Only an unpaid trade can be closed; a paid one fails with ACQ.TRADE_STATUS_ERROR. */
  async close(outTradeNo: string): Promise<void> {
    await this.call('alipay.trade.close', { out_trade_no: outTradeNo });
  }

  /** The same out_request_no again answers the refund already made (fund_change N). */
  async refund(input: RefundInput): Promise<AlipayRefund> {
    const answer = await this.call('alipay.trade.refund', {
      ...tradeRefParams(input),
      refund_amount: checkedYuan(input.refundAmount),
      out_request_no: input.outRequestNo,
      ...(input.reason ? { refund_reason: input.reason } : {}),
    });
    const refund = refundFromAnswer(answer);
    if (!refund) throw badResponse();
    return refund;
  }

  /** Null when Alipay knows no such refund: it was not made and can be retried. */
  async queryRefund(outTradeNo: string, outRequestNo: string): Promise<AlipayRefundQuery | null> {
    const answer = await this.callOrNotFound('alipay.trade.fastpay.refund.query', {
      out_trade_no: outTradeNo,
      out_request_no: outRequestNo,
    });
    return answer === null ? null : refundQueryFromAnswer(answer);
  }

  parseNotification(formBody: string): NotificationResult {
    return parseNotification(formBody, this.settings);
  }

  /** The public parameters plus biz_content, signed. */
  private signedParams(
    method: string,
    bizContent: Record<string, string>,
    extra: Record<string, string> = {},
  ) {
    const certificates = this.settings.certificates;
    return signRequestParams(
      {
        app_id: this.settings.appId,
        method,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: chinaDateTime(this.now()),
        version: '1.0',
        ...(certificates
          ? {
              app_cert_sn: certificates.appCertSn,
              alipay_root_cert_sn: certificates.alipayRootCertSn,
            }
          : {}),
        ...extra,
        biz_content: JSON.stringify(bizContent),
      },
      this.settings.appPrivateKey,
    );
  }

  private browserPayment(
    method: string,
    order: PayOrder,
    productCode: string,
    extraBiz: Record<string, string>,
  ): BrowserPayment {
    const params = this.signedParams(
      method,
      {
        out_trade_no: order.outTradeNo,
        total_amount: checkedYuan(order.totalAmount),
        subject: order.subject,
        product_code: productCode,
        ...(order.timeExpire ? { time_expire: chinaDateTime(order.timeExpire) } : {}),
        ...extraBiz,
      },
      {
        notify_url: this.settings.notifyUrl,
        ...(order.returnUrl ? { return_url: order.returnUrl } : {}),
      },
    );
    const query = Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
    const url = `${this.gateway}?${query}`;
    const inputs = Object.entries(params)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}" />`)
      .join('');
    const formHtml =
      `<form id="alipaysubmit" name="alipaysubmit" action="${escapeHtml(`${this.gateway}?charset=utf-8`)}" method="POST">` +
      `${inputs}</form><script>document.forms['alipaysubmit'].submit();</script>`;
    return { url, formHtml };
  }

  private async callOrNotFound(
    method: string,
    bizContent: Record<string, string>,
  ): Promise<Record<string, unknown> | null> {
    try {
      return await this.call(method, bizContent);
    } catch (error) {
      if (error instanceof AlipayError && error.code === NOT_FOUND) return null;
      throw error;
    }
  }

  /** The verified `<method>_response` object of a 10000 answer, or an AlipayError. */
  private async call(
    method: string,
    bizContent: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const params = this.signedParams(method, bizContent);
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${this.gateway}?charset=utf-8`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new AlipayError('TIMEOUT', '支付宝响应超时，请稍后查询交易状态后再试', true);
      }
      throw new AlipayError('NETWORK_ERROR', '无法连接支付宝，请稍后重试', true);
    }
    if (!response.ok) {
      throw new AlipayError(
        'HTTP_ERROR',
        `支付宝网关返回 HTTP ${response.status}，请稍后重试`,
        true,
      );
    }
    return this.verifiedAnswer(method, body);
  }

  private verifiedAnswer(method: string, body: string): Record<string, unknown> {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw badResponse();
    }
    const responseKey = `${method.replace(/\./g, '_')}_response`;
    const key = responseKey in parsed ? responseKey : 'error_response';
    const answer = parsed[key];
    if (typeof answer !== 'object' || answer === null) throw badResponse();
    const fields = answer as Record<string, unknown>;
    const success = fields.code === '10000';
    // A success must be signed; an error is checked when signed (some gateway errors are not).
    if (success || typeof parsed.sign === 'string') this.checkSignature(body, key, parsed);
    if (!success) throw errorFromAnswer(fields);
    return fields;
  }

  private checkSignature(body: string, key: string, parsed: Record<string, unknown>): void {
    const certificates = this.settings.certificates;
    if (
      certificates &&
      parsed.alipay_cert_sn !== undefined &&
      parsed.alipay_cert_sn !== certificates.alipayCertSn
    ) {
      throw new AlipayError(
        'ALIPAY_CERT_CHANGED',
        '支付宝公钥证书已更换，请到开放平台下载新的支付宝公钥证书并更新 ALIPAY_PUBLIC_CERT',
        false,
      );
    }
    const signed = responseSignedText(body, key);
    const signature = typeof parsed.sign === 'string' ? parsed.sign : '';
    if (!signed || !signature || !rsa2Verify(signed, signature, this.settings.alipayPublicKey)) {
      throw new AlipayError('BAD_SIGNATURE', '支付宝应答验签失败，请检查支付宝公钥配置', false);
    }
  }
}

function badResponse(): AlipayError {
  return new AlipayError('BAD_RESPONSE', '支付宝应答内容无法识别', true);
}

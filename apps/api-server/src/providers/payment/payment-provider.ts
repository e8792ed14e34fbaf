// Online payment inside the WeChat in-app browser: the WeChat web authorisation that yields the
// payer's openid, and the insurer cashiers ("channels") that take the premium and call back with a
// signed notification. A real vendor is one more file implementing this interface; the rules
// (who may pay what, idempotent callbacks, the pay log) live in areas/payments (docs/payments.md).

/** The channels a guarantor can be paid through; each has its own callback path and signing key. */
export const PAY_CHANNELS = ['sun', 'hua_an'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** WeixinJSBridge 'getBrandWCPayRequest' parameters, field names exactly as WeChat spells them. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export interface JsapiPaymentRequest {
  channel: PayChannel;
  /** The merchant order number (out_trade_no): one open prepay per order and channel. */
  orderSn: string;
  /** Yuan, two decimals. */
  amount: string;
  subject: string;
  openid: string;
  /** Where the channel posts its signed result. */
  notifyUrl: string;
  /** Where a hosted cashier sends the payer back to, with result=ok|cancel added. */
  returnUrl: string;
  /** This API's own origin, for providers that host pages here (the sandbox). */
  apiOrigin: string;
}

export interface JsapiPayment {
  prepayId: string;
  pay: JsapiPayParams;
  /** A hosted cashier page to open instead of WeixinJSBridge; null for a real provider. */
  cashierUrl: string | null;
}

export interface AuthorizeUrlRequest {
  redirectUri: string;
  state: string;
  /** This API's own origin, for providers that host the authorisation page here (the sandbox). */
  apiOrigin: string;
}

export interface RefundRequest {
  channel: PayChannel;
  tradeNo: string;
  /**
   * The merchant's refund number (out_refund_no): a retried refund carries the same number, so the
   * channel refunds once and answers the refund it already made (a process that died between the
   * channel's refund and writing it down retries safely).
   */
  outRefundNo: string;
  /** Yuan, two decimals: the whole transaction. */
  amount: string;
  reason: string;
}

/** What the channel knows of a prepay order (its order query API). */
export type PaymentQueryResult =
  | { status: 'paid'; orderSn: string; tradeNo: string; amount: string; paidAt: Date }
  | { status: 'closed'; orderSn: string; tradeNo: string | null; amount: string }
  /** Not paid yet: the payer may still pay. */
  | { status: 'pending' }
  /** Unknown to the channel. */
  | { status: 'unknown' };

export interface PaymentProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  /** The web authorisation URL (scope snsapi_userinfo) that comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(input: AuthorizeUrlRequest): string;
  /** Exchanges a one-time OAuth code for the payer's openid; null when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<{ openid: string } | null>;
  /** Creates (or, for the same order, amount and payer, reuses) a JSAPI prepay order on the channel. */
  createJsapiPayment(request: JsapiPaymentRequest): Promise<JsapiPayment>;
  /** True when `fields` (as received) carry the channel's valid signature in `sign`. */
  verifyNotification(channel: PayChannel, fields: Record<string, unknown>): boolean;
  /** Refunds a paid transaction in full; throws when the channel refuses. */
  refund(input: RefundRequest): Promise<{ refundNo: string }>;
  /** Asks the channel about a prepay order (for a payment whose notification never came); throws when unreachable. */
  queryPayment(input: { channel: PayChannel; prepayId: string }): Promise<PaymentQueryResult>;
}

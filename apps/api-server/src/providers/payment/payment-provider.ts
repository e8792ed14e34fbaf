// Online payment: inside the WeChat in-app browser (the WeChat web authorisation that yields the
// payer's openid, then a JSAPI prepay), and from any browser by a checkout (a QR code to scan with
// WeChat, WeChat H5, Alipay's page). Each payment goes through a channel that takes the premium and
// calls back with a signed notification: the insurer cashiers (`sun`, `hua_an`), or the
// deployment's own WeChat Pay and Alipay merchants (`wechatpay`, `alipay`). A real vendor is one
// more folder implementing this interface for its channel (payment-channels.ts routes by channel);
// the rules (who may pay what, idempotent callbacks, the pay log) live in areas/payments
// (docs/payments.md).

/** The channels a guarantor can be paid through; each has its own callback path and signing key. */
export const PAY_CHANNELS = ['sun', 'hua_an', 'wechatpay', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Paying from a browser outside WeChat: the way, and the channel it goes through. */
export const CHECKOUT_CHANNELS = {
  /** A QR code on a desktop page, scanned with WeChat (WeChat Pay Native). */
  wechat_native: 'wechatpay',
  /** A mobile browser sent to WeChat Pay (H5). */
  wechat_h5: 'wechatpay',
  /** Alipay's cashier page on a computer (alipay.trade.page.pay). */
  alipay_page: 'alipay',
  /** Alipay's cashier in a mobile browser (alipay.trade.wap.pay). */
  alipay_wap: 'alipay',
} as const satisfies Record<string, PayChannel>;
export type CheckoutMethod = keyof typeof CHECKOUT_CHANNELS;

/** Where a merchant channel posts its notifications (areas/payments/channel-callbacks.ts). */
export const merchantNotifyPath = (channel: (typeof CHECKOUT_CHANNELS)[CheckoutMethod]) =>
  `/api/pay/${channel}/notify`;

export interface CheckoutRequest {
  method: CheckoutMethod;
  /** Our order number; the channel's merchant trade number is the provider's to derive. */
  orderSn: string;
  /** Yuan, two decimals. */
  amount: string;
  subject: string;
  /** Where the channel posts its signed result. */
  notifyUrl: string;
  /** Where the channel's page sends the payer back to (H5 and Alipay). */
  returnUrl: string;
  /** This API's own origin, for providers that host pages here (the sandbox). */
  apiOrigin: string;
  /** The payer's IP address (WeChat H5 requires it). */
  payerIp: string;
}

export interface Checkout {
  /** The provider's handle of this payment: what queryPayment and closePayment ask about. */
  prepayId: string;
  /** wechat_native: the text of the QR code to scan with WeChat; null otherwise. */
  codeUrl: string | null;
  /** wechat_h5 and alipay_*: the page to send the payer to; null otherwise. */
  payUrl: string | null;
}

/** A payment result as a channel reports it (a notification or an answer to a query). */
export interface ChannelPaymentResult {
  /** Our order number. */
  order_sn: string;
  /** The channel's transaction id. */
  trade_no: string;
  /** Yuan, two decimals. */
  amount: string;
  status: 'SUCCESS' | 'FAIL' | 'CLOSED';
  /** Unix seconds. */
  paid_at: number;
  err_msg?: string;
}

/** A callback as it reached us: its headers and its body exactly as received. */
export interface ChannelCallback {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What a verified callback says. */
export type ChannelEvent =
  | { kind: 'payment'; result: ChannelPaymentResult }
  /** A refund changed state on the channel; the refund job asks the channel again (refund()). */
  | { kind: 'refund'; outRefundNo: string }
  /** An event we take no action on (acknowledged). */
  | { kind: 'other'; type: string };

export type CallbackReading = { ok: true; event: ChannelEvent } | { ok: false; reason: string };

/** The HTTP answer the channel expects (e.g. WeChat: 204 or {code:'FAIL'}; Alipay: `success`). */
export interface CallbackReply {
  status: number;
  contentType: string;
  body: string;
}

/** The channel refused a refund for good (e.g. the merchant's balance, a closed transaction): `reason` is Chinese, shown to the operator. */
export class PaymentRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PaymentRefusal';
  }
}

/** The channel accepted the refund and is still processing it (WeChat PROCESSING): ask again later. */
export class RefundPending extends Error {
  constructor(readonly refundNo: string) {
    super(`refund ${refundNo} is processing`);
    this.name = 'RefundPending';
  }
}

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
  /** The checkout methods this provider offers (the pay page shows these). */
  readonly checkoutMethods: readonly CheckoutMethod[];
  /** True when it runs WeChat's web authorisation (authorizeUrl, exchangeCode) for JSAPI payments. */
  readonly authorises: boolean;
  /** The web authorisation URL (scope snsapi_base or snsapi_userinfo) that comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(input: AuthorizeUrlRequest): string;
  /** Exchanges a one-time OAuth code for the payer's openid; null when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<{ openid: string } | null>;
  /** Creates (or, for the same order, amount and payer, reuses) a JSAPI prepay order on the channel. */
  createJsapiPayment(request: JsapiPaymentRequest): Promise<JsapiPayment>;
  /** Starts a payment of the order from a browser outside WeChat (`method`); throws when the channel refuses. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** True when `fields` (as received) carry the channel's valid signature in `sign` (the sun / hua_an form callbacks). */
  verifyNotification(channel: PayChannel, fields: Record<string, unknown>): boolean;
  /** Verifies and reads a callback to /api/pay/<channel>/notify; nothing is trusted before `ok`. */
  readCallback(channel: PayChannel, callback: ChannelCallback): Promise<CallbackReading>;
  /** The answer the channel expects to a callback we took (`ok`) or refused (it will resend). */
  callbackReply(
    channel: PayChannel,
    outcome: { ok: true } | { ok: false; message: string },
  ): CallbackReply;
  /**
   * Refunds a paid transaction in full. Answers once the money is on its way back; throws
   * RefundPending while the channel processes it, PaymentRefusal when it refuses, and any other
   * error when it cannot be reached (all retried by the refund job).
   */
  refund(input: RefundRequest): Promise<{ refundNo: string }>;
  /** Asks the channel about a prepay order (for a payment whose notification never came); throws when unreachable. */
  queryPayment(input: { channel: PayChannel; prepayId: string }): Promise<PaymentQueryResult>;
  /** Closes a prepay order nobody will pay (a new attempt replaced it); a paid or unknown one is left alone. */
  closePayment(input: { channel: PayChannel; prepayId: string }): Promise<void>;
}

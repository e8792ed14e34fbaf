// The payment provider the API uses: one provider per channel, each call routed by its channel. The
// insurer cashiers (`sun`, `hua_an`) are the sandbox's; `wechatpay` and `alipay` are the chosen
// vendors' (WECHATPAY_VENDOR, ALIPAY_VENDOR), else the sandbox's. WeChat's web authorisation
// (JSAPI) belongs to whoever serves `wechatpay` when it can run it (a real merchant with its
// official account's AppSecret), else to the sandbox where it serves. A channel nobody serves (the
// sandbox's in production) refuses every payment with a clear message.
import { conflict } from '../../http/app-error';
import {
  CHECKOUT_CHANNELS,
  PAY_CHANNELS,
  type CheckoutMethod,
  type PayChannel,
  type PaymentProvider,
} from './payment-provider';

export const CHANNEL_OFF = '该支付方式暂未开通，请选择其他支付方式或对公转账';

export type ChannelProviders = Partial<Record<PayChannel, PaymentProvider>>;

export class PaymentChannels implements PaymentProvider {
  readonly name: string;
  readonly checkoutMethods: readonly CheckoutMethod[];
  readonly authorises: boolean;
  private readonly authoriser: PaymentProvider | undefined;

  constructor(private readonly channels: ChannelProviders) {
    this.authoriser = [channels.wechatpay, channels.sun, channels.hua_an].find(
      (p) => p?.authorises,
    );
    this.authorises = Boolean(this.authoriser);
    this.name = PAY_CHANNELS.map(
      (channel) => `${channel}:${channels[channel]?.name ?? 'off'}`,
    ).join(' ');
    this.checkoutMethods = (Object.keys(CHECKOUT_CHANNELS) as CheckoutMethod[]).filter((method) =>
      channels[CHECKOUT_CHANNELS[method]]?.checkoutMethods.includes(method),
    );
  }

  /** The provider serving `channel`; 409 when none does. */
  of(channel: PayChannel): PaymentProvider {
    const provider = this.channels[channel];
    if (!provider) throw conflict(CHANNEL_OFF);
    return provider;
  }

  /** The vendor serving `channel` ('sandbox', 'wechatpay', …), or null. */
  vendorOf(channel: PayChannel): string | null {
    return this.channels[channel]?.name ?? null;
  }

  private authorisation(): PaymentProvider {
    if (!this.authoriser) throw conflict(CHANNEL_OFF);
    return this.authoriser;
  }

  authorizeUrl: PaymentProvider['authorizeUrl'] = (input) =>
    this.authorisation().authorizeUrl(input);
  exchangeCode: PaymentProvider['exchangeCode'] = (code) => this.authorisation().exchangeCode(code);
  createJsapiPayment: PaymentProvider['createJsapiPayment'] = (request) =>
    this.of(request.channel).createJsapiPayment(request);
  createCheckout: PaymentProvider['createCheckout'] = (request) =>
    this.of(CHECKOUT_CHANNELS[request.method]).createCheckout(request);
  verifyNotification: PaymentProvider['verifyNotification'] = (channel, fields) =>
    this.channels[channel]?.verifyNotification(channel, fields) ?? false;
  readCallback: PaymentProvider['readCallback'] = async (channel, callback) =>
    this.channels[channel]
      ? this.channels[channel].readCallback(channel, callback)
      : { ok: false, reason: CHANNEL_OFF };
  callbackReply: PaymentProvider['callbackReply'] = (channel, outcome) =>
    this.of(channel).callbackReply(channel, outcome);
  refund: PaymentProvider['refund'] = (input) => this.of(input.channel).refund(input);
  queryPayment: PaymentProvider['queryPayment'] = (input) =>
    this.of(input.channel).queryPayment(input);
  closePayment: PaymentProvider['closePayment'] = (input) =>
    this.of(input.channel).closePayment(input);
}

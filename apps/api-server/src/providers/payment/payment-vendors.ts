// The real vendors of the deployment's own merchant channels, chosen by WECHATPAY_VENDOR and
// ALIPAY_VENDOR (chosen-vendors.ts); the sandbox serves a channel whose vendor is not chosen.
import { vendor, type Vendor } from '../vendors';
import { AlipayPaymentProvider, readAlipayProviderSettings } from './alipay/alipay-provider';
import type { PaymentProvider } from './payment-provider';
import { readWechatPayProviderSettings } from './wechatpay-v3/provider-settings';
import { WechatPayProvider } from './wechatpay-v3/wechatpay-provider';

export const WECHATPAY_VENDORS: Record<string, Vendor<PaymentProvider>> = {
  wechatpay: vendor(readWechatPayProviderSettings, (settings) => new WechatPayProvider(settings)),
};

export const ALIPAY_VENDORS: Record<string, Vendor<PaymentProvider>> = {
  alipay: vendor(readAlipayProviderSettings, (settings) => new AlipayPaymentProvider(settings)),
};

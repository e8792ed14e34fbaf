// Which vendor each service uses, read once at start with every chosen vendor's settings
// (providers/vendors.ts). A service added here is one line: its variable and its vendors.
import { ESIGN_VENDORS } from './esign/esign-vendors';
import { BANK_VENDORS } from './bank/bank-vendors';
import { INSURER_VENDORS } from './insurer/insurer-vendors';
import { MAIL_VENDORS } from './mail/mail-vendors';
import { OCR_VENDORS } from './ocr/ocr-vendors';
import { ALIPAY_VENDORS, WECHATPAY_VENDORS } from './payment/payment-vendors';
import { SMS_VENDORS } from './sms/sms-vendors';
import { chooseVendor, type Env, type VendorChoice } from './vendors';

const SERVICES = {
  sms: { variable: 'SMS_VENDOR', vendors: SMS_VENDORS },
  ocr: { variable: 'OCR_VENDOR', vendors: OCR_VENDORS },
  wechatpay: { variable: 'WECHATPAY_VENDOR', vendors: WECHATPAY_VENDORS },
  alipay: { variable: 'ALIPAY_VENDOR', vendors: ALIPAY_VENDORS },
  esign: { variable: 'ESIGN_VENDOR', vendors: ESIGN_VENDORS },
  mail: { variable: 'MAIL_VENDOR', vendors: MAIL_VENDORS },
  bank: { variable: 'BANK_VENDOR', vendors: BANK_VENDORS },
  insurer: { variable: 'INSURER_VENDOR', vendors: INSURER_VENDORS },
} as const;

export type VendorService = keyof typeof SERVICES;
export type VendorChoices = Record<VendorService, VendorChoice>;

export function readVendorChoices(
  env: Env,
  addIssue: (setting: string, message: string) => void,
): VendorChoices {
  const entries = Object.entries(SERVICES).map(([service, { variable, vendors }]) => [
    service,
    chooseVendor(variable, env[variable]?.trim(), vendors, env, addIssue),
  ]);
  return Object.fromEntries(entries) as VendorChoices;
}

// External services behind small interfaces. With SANDBOX_PROVIDERS (the default outside
// production) each is a local sandbox that behaves like the real service and says so in logs,
// unless <SERVICE>_VENDOR chooses a real vendor for it (chosen-vendors.ts, docs/providers.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { SandboxSmsProvider } from './sms/sandbox-sms-provider';
import { SMS_VENDORS } from './sms/sms-vendors';
import { adapterOf } from './vendors';
import type { SmsProvider } from './sms/sms-provider';
import { OCR_VENDORS } from './ocr/ocr-vendors';
import type { OcrProvider } from './ocr/ocr-provider';
import { SandboxOcrProvider } from './ocr/sandbox-ocr-provider';
import type { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';
import type { BankVerificationProvider } from './bank/bank-verification-provider';
import { SandboxBankProvider } from './bank/sandbox-bank-provider';
import { BANK_VENDORS } from './bank/bank-vendors';
import type { ESignProvider } from './esign/esign-provider';
import { SandboxESignProvider } from './esign/sandbox-esign-provider';
import { ESIGN_VENDORS } from './esign/esign-vendors';
import { SandboxPaymentProvider } from './payment/sandbox-payment-provider';
import { PaymentChannels } from './payment/payment-channels';
import { ALIPAY_VENDORS, WECHATPAY_VENDORS } from './payment/payment-vendors';
import type { InsurerProvider } from './insurer/insurer-provider';
import { SandboxInsurerProvider } from './insurer/sandbox-insurer-provider';
import { INSURER_VENDORS } from './insurer/insurer-vendors';
import type { MailProvider } from './mail/mail-provider';
import { SandboxMailProvider } from './mail/sandbox-mail-provider';
import { MAIL_VENDORS } from './mail/mail-vendors';

export interface Providers {
  /** True when the sandbox may serve (SANDBOX_PROVIDERS): every service without a chosen vendor is the local sandbox. */
  sandbox: boolean;
  sms: SmsProvider;
  /** Uploaded and generated files (the bucket of STORAGE_URL, else the local folder UPLOAD_DIR), served at /uploads/<key>. */
  storage: FileStorage;
  ocr: OcrProvider;
  /** Small-amount deposit to verify an enterprise's basic bank account. */
  bank: BankVerificationProvider;
  esign: ESignProvider;
  /** WeChat web authorisation and the payment channels (signed callbacks, refunds), routed by channel. */
  payment: PaymentChannels;
  /** The sandbox serving the insurer cashiers and any channel without a chosen vendor (its pages and tests); null in production. */
  paymentSandbox: SandboxPaymentProvider | null;
  /** The guarantee insurers (quote, proposal and cashier, signed results, policy numbers, refunds). */
  insurer: InsurerProvider;
  /** E-mail (electronic invoices); the sandbox bounces mail to bounce.test. */
  mail: MailProvider;
}

export function createProviders(config: Config, db: Db, log?: FastifyBaseLogger): Providers {
  const sandboxed = Object.entries(config.VENDORS)
    .filter(([, choice]) => choice.vendor === 'sandbox')
    .map(([service]) => `${service.toUpperCase()}_VENDOR`);
  if (!config.SANDBOX_PROVIDERS && sandboxed.length > 0)
    throw new Error(
      `No real vendor is configured for: ${sandboxed.join(', ')}. Choose one per service (docs/providers.md), or set SANDBOX_PROVIDERS=true to run with the sandbox providers.`,
    );
  const storage = config.STORAGE_URL
    ? new S3FileStorage(config.STORAGE_URL)
    : new LocalFileStorage(config.UPLOAD_DIR);
  // Built only where the sandbox is allowed: in production every service has its vendor (above),
  // and the insurer cashiers it stands in for (`sun`, `hua_an`) take no payments.
  const paymentSandbox = config.SANDBOX_PROVIDERS
    ? new SandboxPaymentProvider(
        db,
        config.PAYMENT_CALLBACK_SECRET,
        log,
        config.SANDBOX_PAY_REFUND_DELAY_MS,
      )
    : null;
  const sandboxPayment = () => paymentSandbox!;
  return {
    sandbox: config.SANDBOX_PROVIDERS,
    sms: adapterOf(config.VENDORS.sms, SMS_VENDORS, () => new SandboxSmsProvider(db, log)),
    storage,
    ocr: adapterOf(config.VENDORS.ocr, OCR_VENDORS, () => new SandboxOcrProvider(log)),
    bank: adapterOf(config.VENDORS.bank, BANK_VENDORS, () => new SandboxBankProvider(db, log)),
    esign: adapterOf(
      config.VENDORS.esign,
      ESIGN_VENDORS,
      () => () =>
        new SandboxESignProvider(
          db,
          storage,
          esignSandboxSecret(config),
          { db, config, sandbox: true },
          log,
        ),
    )({ db, storage, log }),
    payment: new PaymentChannels({
      ...(paymentSandbox ? { sun: paymentSandbox, hua_an: paymentSandbox } : {}),
      wechatpay: adapterOf(config.VENDORS.wechatpay, WECHATPAY_VENDORS, sandboxPayment),
      alipay: adapterOf(config.VENDORS.alipay, ALIPAY_VENDORS, sandboxPayment),
    }),
    paymentSandbox,
    // The sandbox insurer takes its premiums through the sandbox payment cashier and ledger.
    insurer: adapterOf(
      config.VENDORS.insurer,
      INSURER_VENDORS,
      () => new SandboxInsurerProvider(sandboxPayment(), log),
    ),
    mail: adapterOf(
      config.VENDORS.mail,
      MAIL_VENDORS,
      () => () => new SandboxMailProvider(db, log),
    )(storage),
  };
}

function esignSandboxSecret(config: Config): string {
  if (!config.ESIGN_SANDBOX_SECRET)
    throw new Error('ESIGN_SANDBOX_SECRET is required for the sandbox e-signature provider.');
  return config.ESIGN_SANDBOX_SECRET;
}

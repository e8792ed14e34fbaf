// The SMS vendors SMS_VENDOR may name (docs/providers.md).
import { vendor, type Vendor } from '../vendors';
import type { SmsProvider } from './sms-provider';
import { readTencentSmsSettings, TencentSmsProvider } from './tencent-sms-provider';

export const SMS_VENDORS: Record<string, Vendor<SmsProvider>> = {
  tencent: vendor(readTencentSmsSettings, (settings) => new TencentSmsProvider(settings)),
};

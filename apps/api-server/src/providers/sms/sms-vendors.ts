// The SMS vendors SMS_VENDOR may name (docs/providers.md).
import { vendor, type Vendor } from '../vendors';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import { readAliyunSmsSettings } from './aliyun-sms-settings';
import type { SmsProvider } from './sms-provider';
import { readTencentSmsSettings, TencentSmsProvider } from './tencent-sms-provider';

export const SMS_VENDORS: Record<string, Vendor<SmsProvider>> = {
  aliyun: vendor(readAliyunSmsSettings, (settings) => new AliyunSmsProvider(settings)),
  tencent: vendor(readTencentSmsSettings, (settings) => new TencentSmsProvider(settings)),
};

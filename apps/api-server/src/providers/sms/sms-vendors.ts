// The SMS vendors SMS_VENDOR may name (docs/providers.md).
import type { Vendor } from '../vendors';
import type { SmsProvider } from './sms-provider';

export const SMS_VENDORS: Record<string, Vendor<SmsProvider>> = {};

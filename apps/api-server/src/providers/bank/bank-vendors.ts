// The bank-verification vendors BANK_VENDOR may name (docs/providers.md): only `off` so far.
import { offVendor } from '../service-off';
import type { Vendor } from '../vendors';
import type { BankVerificationProvider } from './bank-verification-provider';
import { OffBankProvider } from './off-bank-provider';

export const BANK_VENDORS: Record<string, Vendor<BankVerificationProvider>> = {
  off: offVendor(() => new OffBankProvider()),
};

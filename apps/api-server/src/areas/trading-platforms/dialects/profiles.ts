// What the registry and the console need to know of each dialect before its code runs: its label,
// its settings schema (with defaults), whether a platform of it needs SM2 keys and the pay terms
// its settings make. The dialect
// objects (DIALECTS in index.ts) carry the same values.
import type { z } from 'zod';
import { epointSettings } from './epoint-4.0/settings';
import { jiangxiSettings } from './jiangxi-2.3.0/settings';

/** Who takes the premium of a platform's order, and from which account (../pay-terms.ts). */
export interface PlatformPayTerms {
  /** The platform's own cashier collects it: the portal takes no payment. */
  platformCollects: boolean;
  /** It must come from the bidder's basic account (基本户), by bank transfer. */
  basicAccountRequired: boolean;
}

export interface DialectProfile {
  label: string;
  settings: z.ZodType<Record<string, unknown>>;
  usesSm2: boolean;
  /** The pay terms a platform's settings (as stored, defaults filled) make. */
  payTerms(settings: Record<string, unknown>): PlatformPayTerms;
}

export const DIALECT_PROFILES = {
  'epoint-4.0': {
    label: '国泰新点 电子保函平台对接规范 4.0',
    settings: epointSettings,
    usesSm2: true,
    payTerms: (settings) => ({
      platformCollects: false,
      basicAccountRequired: settings.requirePayerAccount === true,
    }),
  },
  'jiangxi-2.3.0': {
    label: '江西省公共资源交易平台 金融服务子系统 v2.3.0',
    settings: jiangxiSettings,
    usesSm2: false,
    payTerms: (settings) => ({
      platformCollects: settings.cashier !== 'guarantor',
      basicAccountRequired: settings.requirePayerAccount === true,
    }),
  },
} as const satisfies Record<string, DialectProfile>;

export type DialectName = keyof typeof DIALECT_PROFILES;

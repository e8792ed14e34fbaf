// What the registry and the console need to know of each dialect before its code runs: its label,
// its settings schema (with defaults) and whether a platform of it needs SM2 keys. The dialect
// objects (DIALECTS in index.ts) carry the same values.
import type { z } from 'zod';
import { epointSettings } from './epoint-4.0/settings';
import { jiangxiSettings } from './jiangxi-2.3.0/settings';

export interface DialectProfile {
  label: string;
  settings: z.ZodType<Record<string, unknown>>;
  usesSm2: boolean;
}

export const DIALECT_PROFILES = {
  'epoint-4.0': {
    label: '国泰新点 电子保函平台对接规范 4.0',
    settings: epointSettings,
    usesSm2: true,
  },
  'jiangxi-2.3.0': {
    label: '江西省公共资源交易平台 金融服务子系统 v2.3.0',
    settings: jiangxiSettings,
    usesSm2: false,
  },
} as const satisfies Record<string, DialectProfile>;

export type DialectName = keyof typeof DIALECT_PROFILES;

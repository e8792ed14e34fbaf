// The 江西 v2.3.0 details its guide leaves open, per platform, with our defaults
// (docs/trading-platforms.md, dialect `jiangxi-2.3.0`, "Open details and our defaults").
import { z } from 'zod';
import { payerAccountSettings } from '../shared-settings';

export const jiangxiSettings = z.object({
  /** How far a request's 13-digit `timestamp` may be from ours. */
  timestampWindowSeconds: z.number().int().min(30).max(3600).default(300),
  /** The `data` cipher's IV (SM4-CBC, the appSecret as key): the key again, zeros, or 32 hex digits. */
  data: z
    .object({
      iv: z.union([z.enum(['key', 'zero']), z.string().regex(/^[0-9a-fA-F]{32}$/)]).default('key'),
    })
    .prefault({}),
  /** SM3 over `appKey=…&data=…&requestId=…&timestamp=…`, Base64: HMAC, or the secret appended. */
  sign: z
    .object({
      keying: z.enum(['hmac', 'append']).default('hmac'),
      joiner: z.string().max(40).default(''),
      skipEmpty: z.boolean().default(false),
    })
    .prefault({}),
  /** Who collects the premium: the platform's cashier (3.3 payPush to us) or ours (3.4 to it). */
  cashier: z.enum(['platform', 'guarantor']).default('platform'),
  /** 3.18's required values the guide does not give. */
  invoice: z
    .object({
      taxRate: z.string().default('6.000000'),
      content: z.string().max(100).default('*经纪代理服务*担保费'),
    })
    .prefault({}),
  /**
   * Our payment page for the bidder when we are the cashier (3.2 `payUrl`): `{sn}` is replaced by
   * our order number, e.g. `https://portal.example.cn/orders/{sn}`.
   */
  payPageUrl: z.string().max(200).default(''),
  /**
   * The guarantors' unified social credit codes (3.2, 3.5 `insuranceCreditCode`) by
   * ensure_companies.id: guarantors have no such column yet.
   */
  guarantorCreditCodes: z.record(z.string().regex(/^\d+$/), z.string().length(18)).default({}),
  /** projects.region of the projects this platform pushes. */
  region: z.string().max(60).default('江西省'),
  /** requirePayerAccount (基本户, ../../pay-terms.ts), for the guarantor-cashier mode. */
  ...payerAccountSettings,
});
export type JiangxiSettings = z.output<typeof jiangxiSettings>;

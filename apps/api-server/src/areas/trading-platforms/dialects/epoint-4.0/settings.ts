// The Epoint 4.0 details its document leaves open, per platform, with our defaults
// (docs/trading-platforms.md, dialect `epoint-4.0`, "Open details and our defaults").
import { z } from 'zod';
import { payerAccountSettings } from '../shared-settings';

const textEncoding = z.enum(['hex', 'HEX', 'base64']);

export const epointSettings = z.object({
  /** How far a request's `timestamp` (China time) may be from ours. */
  timestampWindowSeconds: z.number().int().min(30).max(3600).default(300),
  /** SM3 over the sorted `k=v&…` string: keyed by appending `joiner` + secret (泉州 v1.3), or HMAC. */
  sign: z
    .object({
      keying: z.enum(['append', 'hmac']).default('append'),
      joiner: z.string().max(40).default('&appsecret='),
      encoding: textEncoding.default('hex'),
      skipEmpty: z.boolean().default(true),
    })
    .prefault({}),
  /** The `applydata` cipher: SM4-CBC, PKCS#7, Base64, IV 16 zero bytes (or 32 hex digits). */
  applyData: z
    .object({
      iv: z.union([z.literal('zero'), z.string().regex(/^[0-9a-fA-F]{32}$/)]).default('zero'),
      encoding: textEncoding.default('base64'),
    })
    .prefault({}),
  /** The sealed bid fields of 4.1, opened by 4.6's `key`: SM4-ECB, PKCS#7, in this encoding. */
  sealedFields: z.object({ encoding: textEncoding.default('hex') }).prefault({}),
  /** SM2 ciphertext form (the digital envelope, the letter file's key and IV). */
  sm2: z
    .object({
      order: z.enum(['C1C3C2', 'C1C2C3']).default('C1C3C2'),
      c1Prefix: z.boolean().default(true),
      encoding: textEncoding.default('hex'),
    })
    .prefault({}),
  /** The letter file's upload: bytes of ciphertext per slice, the first slice's index. */
  slice: z
    .object({
      bytes: z
        .number()
        .int()
        .min(1024)
        .max(8 * 1024 * 1024)
        .default(512 * 1024),
      firstIndex: z.number().int().min(0).max(1).default(1),
    })
    .prefault({}),
  /** `baohanfilemd5`: which digest of which bytes. */
  fileDigest: z.enum(['md5-plain', 'md5-encrypted', 'sm3-plain']).default('md5-plain'),
  /** The letter file sent: the sealed OFD, or the signed PDF. */
  letterFormat: z.enum(['ofd', 'pdf']).default('ofd'),
  /**
   * requirePayerAccount (基本户, ../../pay-terms.ts): baohannotice must then name the payer's account,
   * and waits (its job fails with the reason) until the order records one.
   */
  ...payerAccountSettings,
});
export type EpointSettings = z.output<typeof epointSettings>;

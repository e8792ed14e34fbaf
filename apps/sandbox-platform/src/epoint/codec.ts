// The Epoint 4.0 messages as the platform side writes and reads them (docs/trading-platforms.md,
// dialect `epoint-4.0`, with the default settings): flat string fields plus `appkey`, `timestamp`
// (China time) and `sign` = SM3 over the non-empty fields but `sign`, sorted `k=v&…`, then
// `&appsecret=<secret>`, lower-case hex.
import { randomBytes } from 'node:crypto';
import {
  canonicalString,
  keyedSm3,
  sm2DecryptBytes,
  sm2Encrypt,
  sm4DecryptBytes,
  sm4EncryptText,
} from '@bht/national-crypto';
import { chinaTime, parseChinaTime, TIMESTAMP_WINDOW_MS } from '../china-time';
import type { DemoCredentials } from '../demo-defaults';

export type EpointFields = Record<string, string>;

/** SM2 ciphertext as the settings' defaults write it: C1C3C2, with the 04 marker, hex. */
export const EPOINT_SM2 = { order: 'C1C3C2', c1Prefix: true, encoding: 'hex' } as const;

export function epointSign(fields: Readonly<Record<string, unknown>>, secret: string): string {
  const flat = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value == null ? value : String(value)]),
  ) as Record<string, string | null | undefined>;
  const content = canonicalString(flat, { skipEmpty: true, exclude: ['sign'] });
  return keyedSm3(content, secret, { keying: 'append', joiner: '&appsecret=', encoding: 'hex' });
}

export function signEpoint(
  fields: EpointFields,
  credentials: DemoCredentials,
  now: Date,
): EpointFields {
  const signed = { ...fields, appkey: credentials.appKey, timestamp: chinaTime(now) };
  return { ...signed, sign: epointSign(signed, credentials.appSecret) };
}

export type EpointCheck = { ok: true; fields: EpointFields } | { ok: false; message: string };

/** Checks a request from us: its appkey, a fresh timestamp, the signature. */
export function checkEpoint(body: unknown, credentials: DemoCredentials, now: Date): EpointCheck {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  for (const name of ['appkey', 'timestamp', 'sign']) {
    if (typeof fields[name] !== 'string' || !fields[name])
      return { ok: false, message: `缺少必填参数：${name}` };
  }
  if (fields.appkey !== credentials.appKey) return { ok: false, message: '未授权的appkey' };
  const at = parseChinaTime(fields.timestamp as string);
  if (!at || Math.abs(now.getTime() - at.getTime()) > TIMESTAMP_WINDOW_MS)
    return { ok: false, message: '请求时间超出允许范围' };
  if (epointSign(fields, credentials.appSecret) !== fields.sign)
    return { ok: false, message: '签名校验失败' };
  return { ok: true, fields: fields as EpointFields };
}

/**
 * 4.1's `applydata` (SM4-CBC, PKCS#7, zero IV, Base64) under a fresh key, and `digitalenvelope`:
 * that key, written as 32 hex digits, under the guarantor's SM2 public key (the sandbox's stand-in
 * for the bidder's CA certificate, setting `envelope: guarantor-sm2`).
 */
export function sealApplyData(
  application: Readonly<Record<string, string>>,
  guarantorPublicKey: string,
): { applydata: string; digitalenvelope: string } {
  const key = randomBytes(16);
  const applydata = sm4EncryptText(JSON.stringify(application), {
    mode: 'cbc',
    padding: 'pkcs7',
    key,
    iv: Buffer.alloc(16),
    encoding: 'base64',
  });
  const digitalenvelope = sm2Encrypt(key.toString('hex'), guarantorPublicKey, EPOINT_SM2);
  return { applydata, digitalenvelope };
}

/** A sealed bid field (标段编号, 标段名称, 招标人…): SM4-ECB, PKCS#7, hex, under the project key. */
export function sealField(plain: string, projectKeyHex: string): string {
  return sm4EncryptText(plain, {
    mode: 'ecb',
    padding: 'pkcs7',
    key: Buffer.from(projectKeyHex, 'hex'),
    encoding: 'hex',
  });
}

/** A per-application key for the sealed fields, 32 hex digits (sent in 开标's baohanrestore). */
export const newProjectKey = (): string => randomBytes(16).toString('hex');

/**
 * 4.4/4.5: the slices (Base64 each, in index order) joined, decrypted with the SM4-CBC key and
 * IV the guarantor wrapped (raw 16 bytes each) under the platform's SM2 public key.
 */
export function openLetterFile(
  slices: readonly string[],
  wrapped: { key: string; iv: string },
  platformPrivateKey: string,
): Buffer {
  const encrypted = Buffer.concat(slices.map((slice) => Buffer.from(slice, 'base64')));
  return sm4DecryptBytes(encrypted, {
    mode: 'cbc',
    padding: 'pkcs7',
    key: sm2DecryptBytes(wrapped.key, platformPrivateKey, EPOINT_SM2),
    iv: sm2DecryptBytes(wrapped.iv, platformPrivateKey, EPOINT_SM2),
  });
}

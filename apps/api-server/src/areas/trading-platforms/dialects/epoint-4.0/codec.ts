// The Epoint 4.0 wire format (docs/trading-platforms.md, dialect `epoint-4.0`): flat JSON whose
// `sign` is SM3 over every other field sorted as `k=v&…` and keyed with the appSecret, a China-time
// `timestamp`, and `applydata` under SM4-CBC with the key carried in `digitalenvelope` (SM2).
import {
  canonicalString,
  keyedSm3,
  sm2DecryptBytes,
  sm4DecryptText,
  type ParameterValue,
} from '@bht/national-crypto';
import { parseTimestamp } from '@bht/validators';
import { timingSafeEqual } from 'node:crypto';
import type { EpointSettings } from './settings';

/** A flat Epoint message: every value a string (numbers are signed as written). */
export type EpointFields = Readonly<Record<string, ParameterValue>>;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The instant of a `yyyy-MM-dd HH:mm:ss` China-time string; null when it is not one. */
export const parseEpointTime = (text: string): Date | null =>
  TIMESTAMP.test(text) ? parseTimestamp(text) : null;

/** The `sign` of a message: every field but `sign` itself. */
export function epointSign(fields: EpointFields, secret: string, settings: EpointSettings): string {
  const { keying, joiner, encoding, skipEmpty } = settings.sign;
  const content = canonicalString(fields, { skipEmpty, exclude: ['sign'] });
  return keyedSm3(
    content,
    secret,
    keying === 'hmac' ? { keying, encoding } : { keying, joiner, encoding },
  );
}

/** Compares in constant time; hex digests in either case (platforms differ in the case they write). */
export function signMatches(
  fields: EpointFields,
  sign: string,
  secret: string,
  settings: EpointSettings,
): boolean {
  const hex = settings.sign.encoding !== 'base64';
  const norm = (text: string) => Buffer.from(hex ? text.toLowerCase() : text, 'utf8');
  const expected = norm(epointSign(fields, secret, settings));
  const given = norm(sign);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The SM4 key a `digitalenvelope` carries, as the sandbox platform wraps it with our SM2 public key:
 * 16 raw bytes, or their 32 hex digits as text.
 */
export function openDigitalEnvelope(
  envelope: string,
  sm2PrivateKey: string,
  settings: EpointSettings,
): Buffer {
  const plain = Buffer.from(sm2DecryptBytes(envelope, sm2PrivateKey, settings.sm2));
  if (plain.length === 16) return plain;
  const text = plain.toString('utf8');
  if (/^[0-9a-fA-F]{32}$/.test(text)) return Buffer.from(text, 'hex');
  throw new Error('the digital envelope does not hold a 16-byte SM4 key');
}

export const applyDataIv = (settings: EpointSettings) =>
  settings.applyData.iv === 'zero' ? Buffer.alloc(16) : Buffer.from(settings.applyData.iv, 'hex');

/** `applydata` decrypted (SM4-CBC, PKCS#7) and read as a JSON object; throws otherwise. */
export function decryptApplyData(
  applydata: string,
  key: Buffer,
  settings: EpointSettings,
): Record<string, unknown> {
  const json = sm4DecryptText(applydata, {
    mode: 'cbc',
    padding: 'pkcs7',
    key,
    iv: applyDataIv(settings),
    encoding: settings.applyData.encoding,
  });
  const data: unknown = JSON.parse(json);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error('applydata is not a JSON object');
  return data as Record<string, unknown>;
}

// The signature WeChat Pay (API v2) and the insurer cashiers use: the non-empty fields except
// `sign`, sorted by name, joined as k=v&k=v, then `&key=<key>`, HMAC-SHA256 under the key, upper-case hex.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignableFields = Record<string, string | number | undefined>;

function signingBase(fields: SignableFields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== undefined && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

export function signFields(fields: SignableFields, key: string): string {
  return createHmac('sha256', key)
    .update(`${signingBase(fields)}&key=${key}`)
    .digest('hex')
    .toUpperCase();
}

/** Checks `fields.sign` in constant time; fields that are not plain strings or numbers fail. */
export function verifySignature(fields: Record<string, unknown>, key: string): boolean {
  const { sign } = fields;
  if (typeof sign !== 'string') return false;
  const plain: SignableFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    plain[name] = value;
  }
  const expected = Buffer.from(signFields(plain, key));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

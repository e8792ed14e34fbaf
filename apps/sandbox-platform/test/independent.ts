// The dialects' cryptography written again with node:crypto alone (SM3, HMAC-SM3, SM4 are in
// Node's OpenSSL), so the tests check the platform's codecs against a second computation. SM2 has
// no Node implementation: its tests go through @bht/national-crypto's tested wrapper.
import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';

export function sm4(
  mode: 'sm4-cbc' | 'sm4-ecb',
  direction: 'encrypt' | 'decrypt',
  key: Buffer,
  iv: Buffer | null,
  input: Buffer,
): Buffer {
  const cipher =
    direction === 'encrypt' ? createCipheriv(mode, key, iv) : createDecipheriv(mode, key, iv);
  return Buffer.concat([cipher.update(input), cipher.final()]);
}

/** 江西: HMAC-SM3 (appSecret) over appKey, data, requestId, timestamp in that (ASCII) order, Base64. */
export function jiangxiSignature(
  envelope: { appKey: string; data: string; requestId: string; timestamp: string },
  secret: string,
): string {
  const content = `appKey=${envelope.appKey}&data=${envelope.data}&requestId=${envelope.requestId}&timestamp=${envelope.timestamp}`;
  return createHmac('sm3', secret).update(content).digest('base64');
}

/** 江西 `data`: SM4-CBC, the secret as key and IV, Base64. */
export function jiangxiEncrypt(business: unknown, secret: string): string {
  const key = Buffer.from(secret);
  return sm4('sm4-cbc', 'encrypt', key, key, Buffer.from(JSON.stringify(business))).toString(
    'base64',
  );
}

export function jiangxiDecrypt(data: string, secret: string): unknown {
  const key = Buffer.from(secret);
  return JSON.parse(sm4('sm4-cbc', 'decrypt', key, key, Buffer.from(data, 'base64')).toString());
}

export function jiangxiEnvelope(
  business: unknown,
  credentials: { appKey: string; appSecret: string },
  timestamp: number,
  requestId: string,
) {
  const fields = {
    appKey: credentials.appKey,
    timestamp: String(timestamp),
    requestId,
    data: jiangxiEncrypt(business, credentials.appSecret),
  };
  return {
    ...fields,
    signature: jiangxiSignature(fields, credentials.appSecret),
    version: '1.0.0',
  };
}

/** Epoint: SM3 over the sorted non-empty fields but `sign`, then `&appsecret=<secret>`, hex. */
export function epointSign(fields: Record<string, string>, secret: string): string {
  const content = Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('sm3').update(`${content}&appsecret=${secret}`).digest('hex');
}

/** `yyyy-MM-dd HH:mm:ss` in UTC+8. */
export const chinaTimestamp = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

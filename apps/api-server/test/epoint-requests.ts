// The Epoint 4.0 platform's side of its messages (docs/trading-platforms.md, dialect `epoint-4.0`,
// with the default settings), computed with node:crypto independently of the dialect's code: the
// signature, 4.1's `applydata` under a digital envelope, the sealed bid fields, and the letter file
// we upload to it (4.4, 4.5) opened again with its SM2 private key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sm2DecryptBytes, sm2Encrypt } from '@bht/national-crypto';

/** SM2 ciphertext as the settings' defaults write it: C1C3C2, with the 04 marker, hex. */
export const EPOINT_SM2 = { order: 'C1C3C2', c1Prefix: true, encoding: 'hex' } as const;

/** The documented string (sorted `k=v&…`, empty values left out) + `&appsecret=`, SM3, hex. */
export function epointSign(fields: Record<string, string>, secret: string): string {
  const content = Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('sm3').update(`${content}&appsecret=${secret}`).digest('hex');
}

/** `fields` with their `sign`, as the platform sends them. */
export const epointSigned = <Fields extends Record<string, string>>(
  fields: Fields,
  secret: string,
): Fields & { sign: string } => ({ ...fields, sign: epointSign(fields, secret) });

/** A time as Epoint writes it: China time, `yyyy-MM-dd HH:mm:ss`. */
export const epointTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** 4.1 as the sandbox platform sends it: SM4-CBC (zero IV, Base64) under a key wrapped with our SM2 key. */
export function sealedApplication(data: object, publicKey: string) {
  const key = randomBytes(16);
  const cipher = createCipheriv('sm4-cbc', key, Buffer.alloc(16));
  const applydata = Buffer.concat([cipher.update(JSON.stringify(data)), cipher.final()]);
  return {
    applydata: applydata.toString('base64'),
    digitalenvelope: sm2Encrypt(key, publicKey, EPOINT_SM2),
  };
}

/** A sealed bid field (标段编号, 标段名称, 招标人…): SM4-ECB, PKCS#7, hex, under a 16-byte key. */
export function sealField(plain: string, key: Buffer): string {
  const cipher = createCipheriv('sm4-ecb', key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/**
 * 4.4/4.5 as the platform reads them: the slices (Base64, in index order) joined and decrypted with
 * the SM4-CBC key and IV (raw 16 bytes each) unwrapped with its SM2 private key.
 */
export function openUploadedLetter(
  slices: readonly string[],
  wrapped: { key: string; iv: string },
  platformPrivateKey: string,
): Buffer {
  const unwrap = (text: string) =>
    Buffer.from(sm2DecryptBytes(text, platformPrivateKey, EPOINT_SM2));
  const decipher = createDecipheriv('sm4-cbc', unwrap(wrapped.key), unwrap(wrapped.iv));
  const encrypted = Buffer.concat(slices.map((slice) => Buffer.from(slice, 'base64')));
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

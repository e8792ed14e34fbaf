// SM3 (GB/T 32905-2016) from Node's OpenSSL, plain and keyed the ways platform documents key it.
import { createHash, createHmac } from 'node:crypto';
import { encodeBytes, type TextEncoding } from './text-encoding';

/** Text is hashed as its UTF-8 bytes. */
export type Sm3Input = string | Uint8Array;

export function sm3(data: Sm3Input): Buffer {
  return createHash('sm3').update(data).digest();
}

export function sm3Hex(data: Sm3Input): string {
  return sm3(data).toString('hex');
}

/**
 * How a document's "SM3 with the appSecret" is keyed. Documents rarely say which they mean, so
 * each platform chooses (docs/trading-platforms.md, "Open details"):
 * - `hmac`: HMAC-SM3 (GM/T 0042-2015) keyed with the secret;
 * - `append`: plain SM3 over the content, then `joiner`, then the secret. Joiners seen in platform
 *   documents: `&` (蔓延 V1.0's worked example `a=123&b=321&d=abc&<secret>`, there with MD5),
 *   `&appsecret=` (泉州 v1.3: `key1=1&key3=3&appsecret=XXXX`), and nothing at all.
 */
export type KeyedSm3Options = { encoding: TextEncoding } & (
  { keying: 'hmac' } | { keying: 'append'; joiner: string }
);

/** Text content and secrets count as their UTF-8 bytes. */
export function keyedSm3(content: Sm3Input, secret: Sm3Input, options: KeyedSm3Options): string {
  const bytes = (value: Sm3Input) =>
    typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  const digest =
    options.keying === 'hmac'
      ? createHmac('sm3', bytes(secret)).update(content).digest()
      : sm3(Buffer.concat([bytes(content), Buffer.from(options.joiner, 'utf8'), bytes(secret)]));
  return encodeBytes(digest, options.encoding);
}

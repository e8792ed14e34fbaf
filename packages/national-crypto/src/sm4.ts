// SM4 (GB/T 32907-2016) from Node's OpenSSL in the modes and paddings platform documents name.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { decodeText, encodeBytes, type TextEncoding } from './text-encoding';

/**
 * `pkcs7` is also what Java calls PKCS5Padding: for a 16-byte block cipher the two pad alike.
 * `none` leaves the caller to hand in whole blocks.
 */
export type Sm4Padding = 'pkcs7' | 'none';

export interface Sm4Options {
  mode: 'cbc' | 'ecb';
  padding: Sm4Padding;
  /** 16 bytes (see keyBytes in text-encoding.ts for keys written as text). */
  key: Uint8Array;
  /** 16 bytes; CBC only. */
  iv?: Uint8Array;
}

const BLOCK = 16;

function cipherArguments(options: Sm4Options): [string, Uint8Array, Uint8Array | null] {
  if (options.key.length !== BLOCK)
    throw new Error(`SM4 key must be 16 bytes, got ${options.key.length}`);
  if (options.mode === 'ecb') {
    if (options.iv) throw new Error('SM4-ECB takes no IV');
    return ['sm4-ecb', options.key, null];
  }
  if (options.iv?.length !== BLOCK) throw new Error('SM4-CBC needs a 16-byte IV');
  return ['sm4-cbc', options.key, options.iv];
}

export function sm4EncryptBytes(plain: Uint8Array, options: Sm4Options): Buffer {
  const cipher = createCipheriv(...cipherArguments(options));
  cipher.setAutoPadding(options.padding === 'pkcs7');
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

/** Throws when the ciphertext is not whole blocks or its padding is wrong (wrong key, tampering). */
export function sm4DecryptBytes(encrypted: Uint8Array, options: Sm4Options): Buffer {
  const decipher = createDecipheriv(...cipherArguments(options));
  decipher.setAutoPadding(options.padding === 'pkcs7');
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

/** Encrypts text's UTF-8 bytes and writes the ciphertext as `encoding`. */
export function sm4EncryptText(
  plain: string,
  options: Sm4Options & { encoding: TextEncoding },
): string {
  return encodeBytes(sm4EncryptBytes(Buffer.from(plain, 'utf8'), options), options.encoding);
}

export function sm4DecryptText(
  encrypted: string,
  options: Sm4Options & { encoding: TextEncoding },
): string {
  return sm4DecryptBytes(decodeText(encrypted, options.encoding), options).toString('utf8');
}

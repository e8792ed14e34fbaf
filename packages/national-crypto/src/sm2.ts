// SM2 (GB/T 32918-2016) through sm-crypto-v2: Node's OpenSSL makes ECDSA on the SM2 curve, not
// GB/T 32918 signatures (no Z value over the user ID), and has no SM2 encryption. Keys are hex:
// the private key 32 bytes, the public key uncompressed `04‖x‖y` (65 bytes).
import { sm2 } from 'sm-crypto-v2';
import { decodeText, encodeBytes, type TextEncoding } from './text-encoding';

/** GB/T 32918's default signer ID, used by every platform document that names none. */
export const SM2_DEFAULT_USER_ID = '1234567812345678';

export interface Sm2KeyPair {
  privateKey: string;
  publicKey: string;
}

export function generateSm2KeyPair(): Sm2KeyPair {
  const { privateKey, publicKey } = sm2.generateKeyPairHex();
  return { privateKey, publicKey };
}

export function sm2PublicKeyOf(privateKey: string): string {
  return sm2.getPublicKeyFromPrivateKey(privateKey.toLowerCase());
}

/** Accepts the forms public keys are published in: with or without the 04 prefix, either case. */
export function normalizeSm2PublicKey(publicKey: string): string {
  const hex = publicKey.toLowerCase();
  const full = /^[0-9a-f]{128}$/.test(hex) ? `04${hex}` : hex;
  if (!sm2.verifyPublicKey(full)) throw new Error('not an SM2 public key on the curve');
  return full;
}

export interface Sm2SignatureOptions {
  /** Signer ID hashed into Z; default SM2_DEFAULT_USER_ID. */
  userId?: string;
  /** `der`: ASN.1 SEQUENCE { r, s } (Java's SM3withSM2); `raw`: r‖s, 32 bytes each. */
  format: 'der' | 'raw';
  encoding: TextEncoding;
}

/** SM3withSM2: the message (text as UTF-8) is hashed with Z(userId, public key) first. */
export function sm2Sign(
  message: string | Uint8Array,
  privateKey: string,
  options: Sm2SignatureOptions,
): string {
  const key = privateKey.toLowerCase();
  const signatureHex = sm2.doSignature(message, key, {
    hash: true,
    der: options.format === 'der',
    publicKey: sm2PublicKeyOf(key),
    userId: options.userId ?? SM2_DEFAULT_USER_ID,
  });
  return encodeBytes(Buffer.from(signatureHex, 'hex'), options.encoding);
}

/** False for a wrong signature and for one that cannot be read. */
export function sm2Verify(
  message: string | Uint8Array,
  signature: string,
  publicKey: string,
  options: Sm2SignatureOptions,
): boolean {
  try {
    const signatureHex = decodeText(signature, options.encoding).toString('hex');
    return sm2.doVerifySignature(message, signatureHex, normalizeSm2PublicKey(publicKey), {
      hash: true,
      der: options.format === 'der',
      userId: options.userId ?? SM2_DEFAULT_USER_ID,
    });
  } catch {
    return false;
  }
}

export interface Sm2CipherOptions {
  /** GB/T 32918.4-2016 orders C1‖C3‖C2; older libraries and documents C1‖C2‖C3. */
  order: 'C1C3C2' | 'C1C2C3';
  /** Whether C1 carries the uncompressed-point marker 04 (Java's BouncyCastle writes it). */
  c1Prefix: boolean;
  encoding: TextEncoding;
}

const CIPHER_MODE = { C1C3C2: 1, C1C2C3: 0 } as const;

export function sm2Encrypt(
  plain: string | Uint8Array,
  publicKey: string,
  options: Sm2CipherOptions,
): string {
  const hex = sm2.doEncrypt(plain, normalizeSm2PublicKey(publicKey), CIPHER_MODE[options.order]);
  return encodeBytes(Buffer.from(options.c1Prefix ? `04${hex}` : hex, 'hex'), options.encoding);
}

/** Throws when the ciphertext does not decrypt under this key (C3 check fails). */
export function sm2DecryptBytes(
  encrypted: string,
  privateKey: string,
  options: Sm2CipherOptions,
): Uint8Array {
  const bytes = decodeText(encrypted, options.encoding);
  if (options.c1Prefix && bytes[0] !== 0x04) throw new Error('SM2 ciphertext lacks the 04 prefix');
  const body = (options.c1Prefix ? bytes.subarray(1) : bytes).toString('hex');
  // C1 (64) + C3 (32) bytes at least; the library would misread anything shorter.
  if (body.length < 192) throw new Error('SM2 ciphertext too short');
  const plain = sm2.doDecrypt(body, privateKey.toLowerCase(), CIPHER_MODE[options.order], {
    output: 'array',
  });
  // The library answers a failed C3 check with a plain empty array, a success with a Uint8Array.
  if (!(plain instanceof Uint8Array))
    throw new Error('SM2 ciphertext does not decrypt under this key');
  return plain;
}

export function sm2DecryptText(
  encrypted: string,
  privateKey: string,
  options: Sm2CipherOptions,
): string {
  return Buffer.from(sm2DecryptBytes(encrypted, privateKey, options)).toString('utf8');
}

// The letter file as Epoint uploads it (4.4, 4.5): SM4-CBC under a fresh random key and IV, cut into
// Base64 slices; the key and IV each SM2-encrypted with the platform's public key; and the digest
// the platform checks the reassembled file against.
import { sm2Encrypt, sm3Hex, sm4EncryptBytes } from '@bht/national-crypto';
import { createHash, randomBytes } from 'node:crypto';
import type { EpointSettings } from './settings';

export interface EncryptedLetterFile {
  /** Base64 of each `slice.bytes` of ciphertext, in order. */
  slices: string[];
  /** The SM4 key and IV, each under the platform's SM2 public key. */
  key: string;
  iv: string;
  digest: string;
}

function digestOf(plain: Buffer, encrypted: Buffer, kind: EpointSettings['fileDigest']): string {
  if (kind === 'sm3-plain') return sm3Hex(plain);
  return createHash('md5')
    .update(kind === 'md5-plain' ? plain : encrypted)
    .digest('hex');
}

export function encryptLetterFile(
  plain: Buffer,
  platformPublicKey: string,
  settings: EpointSettings,
): EncryptedLetterFile {
  const key = randomBytes(16);
  const iv = randomBytes(16);
  const encrypted = sm4EncryptBytes(plain, { mode: 'cbc', padding: 'pkcs7', key, iv });
  const slices: string[] = [];
  for (let start = 0; start < encrypted.length; start += settings.slice.bytes)
    slices.push(encrypted.subarray(start, start + settings.slice.bytes).toString('base64'));
  return {
    slices,
    key: sm2Encrypt(key, platformPublicKey, settings.sm2),
    iv: sm2Encrypt(iv, platformPublicKey, settings.sm2),
    digest: digestOf(plain, encrypted, settings.fileDigest),
  };
}

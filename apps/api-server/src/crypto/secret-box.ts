// Secrets at rest (platform appSecrets, SM2 private keys): AES-256-GCM under a 32-byte key from
// configuration. Node's OpenSSL has no SM4-GCM; national cryptography is what the platforms demand on
// the wire, while these values are read by this server alone.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The configured key: 32 bytes written as Base64 (e.g. `openssl rand -base64 32`). */
export function secretBoxKey(configured: string): Buffer {
  const key = Buffer.from(configured, 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== configured.trim()) {
    throw new Error('the secret-box key must be 32 bytes written as Base64');
  }
  return key;
}

/**
 * `context` (e.g. `trading_platforms.app_secret:42`) is authenticated with the value, so a sealed
 * value copied into another row or column does not open there.
 */
export function sealSecret(plain: string, key: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was changed, sealed under another key or for another context. */
export function openSecret(sealed: string, key: Buffer, context: string): string {
  const [version, iv, tag, encrypted, ...rest] = sealed.split('.');
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    encrypted === undefined ||
    rest.length > 0
  ) {
    throw new Error('not a sealed secret');
  }
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([
    decipher.update(Buffer.from(encrypted, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

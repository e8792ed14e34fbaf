// Secrets at rest (src/crypto/secret-box.ts): what is sealed opens only with its key and context.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretBoxKey } from '../src/crypto/secret-box';

describe('secret box', () => {
  const key = randomBytes(32);
  const context = 'trading_platforms.app_secret:1';

  it('opens what it sealed, with a fresh IV each time', () => {
    const first = sealSecret('appSecret 密钥 0123456789abcdef', key, context);
    const second = sealSecret('appSecret 密钥 0123456789abcdef', key, context);
    expect(first).not.toBe(second);
    expect(first).not.toContain('0123456789abcdef');
    expect(openSecret(first, key, context)).toBe('appSecret 密钥 0123456789abcdef');
    expect(openSecret(second, key, context)).toBe('appSecret 密钥 0123456789abcdef');
  });

  it('refuses a changed value, another key and another context', () => {
    const sealed = sealSecret('private key', key, context);
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const part = Buffer.from(parts[index]!, 'base64url');
      part[0]! ^= 1;
      const changed = parts.map((p, i) => (i === index ? part.toString('base64url') : p)).join('.');
      expect(() => openSecret(changed, key, context)).toThrow();
    }
    expect(() => openSecret(sealed, randomBytes(32), context)).toThrow();
    expect(() => openSecret(sealed, key, 'trading_platforms.app_secret:2')).toThrow();
    expect(() => openSecret('private key', key, context)).toThrow('not a sealed secret');
  });

  it('takes its key from configuration as 32 bytes of Base64', () => {
    const configured = key.toString('base64');
    expect(secretBoxKey(configured)).toEqual(key);
    expect(() => secretBoxKey(randomBytes(16).toString('base64'))).toThrow('32 bytes');
    expect(() => secretBoxKey('not base64 at all, but long enough to be 32 bytes')).toThrow();
  });
});

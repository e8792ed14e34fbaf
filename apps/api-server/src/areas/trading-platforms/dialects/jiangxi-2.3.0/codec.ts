// The 江西 v2.3.0 envelope (docs/trading-platforms.md, dialect `jiangxi-2.3.0`): `data` is the
// business JSON under SM4-CBC (PKCS#5, the called side's 16-character appSecret as key), Base64;
// `signature` is SM3 keyed with the same secret over `appKey=…&data=…&requestId=…&timestamp=…`,
// Base64. Both directions and both answers use the secret of the side that provides the interface.
import { randomUUID } from 'node:crypto';
import {
  canonicalString,
  keyBytes,
  keyedSm3,
  sm4DecryptText,
  sm4EncryptText,
  type Sm4Options,
} from '@bht/national-crypto';
import { z } from 'zod';
import type { JiangxiSettings } from './settings';

export const VERSION = '1.0.0';

/** The request envelope (2.3.1): every field required; `timestamp` 13 digits, as a string or a number. */
export const requestEnvelope = z.object({
  appKey: z.string().min(1).max(64),
  timestamp: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{13}$/)),
  requestId: z.string().min(1).max(64),
  signature: z.string().min(1).max(256),
  version: z.string().min(1).max(8),
  data: z.string(),
});
export type RequestEnvelope = z.output<typeof requestEnvelope>;

/** The answer envelope (2.3.1): the four envelope fields only on success (`code` 0). */
export const answerEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  appKey: z.string().optional(),
  timestamp: z.string().optional(),
  requestId: z.string().optional(),
  signature: z.string().optional(),
  data: z.string(),
});

/** The `data` cipher: the appSecret's UTF-8 bytes as key; the IV per `settings.data.iv`. */
export function dataCipher(secret: string, settings: JiangxiSettings): Sm4Options {
  const key = keyBytes(secret, 'utf8');
  const { iv } = settings.data;
  return {
    mode: 'cbc',
    padding: 'pkcs7',
    key,
    iv: iv === 'key' ? key : iv === 'zero' ? Buffer.alloc(16) : Buffer.from(iv, 'hex'),
  };
}

export const encryptData = (business: unknown, secret: string, settings: JiangxiSettings) =>
  sm4EncryptText(JSON.stringify(business), {
    ...dataCipher(secret, settings),
    encoding: 'base64',
  });

/** The business JSON of `data`; throws when it is not Base64, does not decrypt or is not JSON. */
export const decryptData = (data: string, secret: string, settings: JiangxiSettings): unknown =>
  JSON.parse(sm4DecryptText(data, { ...dataCipher(secret, settings), encoding: 'base64' }));

type Signed = { appKey: string; timestamp: string; requestId: string; data: string };

/** 2.3.3: the four fields sorted, `k=v` joined with `&`, SM3 keyed per `settings.sign`, Base64. */
export function signEnvelope(fields: Signed, secret: string, settings: JiangxiSettings): string {
  const { keying, joiner, skipEmpty } = settings.sign;
  const content = canonicalString(
    {
      appKey: fields.appKey,
      timestamp: fields.timestamp,
      requestId: fields.requestId,
      data: fields.data,
    },
    { skipEmpty },
  );
  return keying === 'hmac'
    ? keyedSm3(content, secret, { keying, encoding: 'base64' })
    : keyedSm3(content, secret, { keying, joiner, encoding: 'base64' });
}

/** A signed envelope carrying `business` encrypted: a request (with `version`) or a success answer's fields. */
export function sealEnvelope(
  business: unknown,
  credentials: { appKey: string; secret: string },
  settings: JiangxiSettings,
  now: Date,
  requestId: string = randomUUID(),
): Signed & { signature: string } {
  const fields = {
    appKey: credentials.appKey,
    timestamp: String(now.getTime()),
    requestId,
    data: encryptData(business, credentials.secret, settings),
  };
  return { ...fields, signature: signEnvelope(fields, credentials.secret, settings) };
}

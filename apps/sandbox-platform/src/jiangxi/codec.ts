// The 江西 v2.3.0 envelope as the platform side writes and reads it (docs/trading-platforms.md,
// dialect `jiangxi-2.3.0`, with the default settings): `data` is the business JSON under SM4-CBC
// (PKCS#5) keyed with the 16-character appSecret, the IV the key again, Base64; `signature` is
// HMAC-SM3 keyed with the appSecret over `appKey=…&data=…&requestId=…&timestamp=…`, Base64. The
// secret is the one of the called interface's provider, for the request and its answer alike.
import { randomUUID } from 'node:crypto';
import { canonicalString, keyedSm3, sm4DecryptText, sm4EncryptText } from '@bht/national-crypto';
import { TIMESTAMP_WINDOW_MS } from '../china-time';
import type { DemoCredentials } from '../demo-defaults';

export interface JiangxiEnvelope {
  appKey: string;
  timestamp: string;
  requestId: string;
  signature: string;
  version: string;
  data: string;
}

/** 2.3.1 / 4.1's codes, and -1 for anything else (a stale timestamp among them). */
export type JiangxiErrorCode = 1001 | 1002 | 1003 | 1004 | 1005 | -1;

const cipher = (secret: string) => {
  const key = Buffer.from(secret, 'utf8');
  return { mode: 'cbc', padding: 'pkcs7', key, iv: key, encoding: 'base64' } as const;
};

export function jiangxiSignature(
  fields: Pick<JiangxiEnvelope, 'appKey' | 'timestamp' | 'requestId' | 'data'>,
  secret: string,
): string {
  const { appKey, timestamp, requestId, data } = fields;
  const content = canonicalString({ appKey, timestamp, requestId, data }, { skipEmpty: false });
  return keyedSm3(content, secret, { keying: 'hmac', encoding: 'base64' });
}

/** A request (or, with the request's id, an answer's envelope part) carrying `business`. */
export function sealJiangxi(
  business: unknown,
  credentials: DemoCredentials,
  now: Date,
  requestId: string = randomUUID(),
): JiangxiEnvelope {
  const data = sm4EncryptText(JSON.stringify(business), cipher(credentials.appSecret));
  const fields = { appKey: credentials.appKey, timestamp: String(now.getTime()), requestId, data };
  return {
    ...fields,
    signature: jiangxiSignature(fields, credentials.appSecret),
    version: '1.0.0',
  };
}

export type OpenedJiangxi =
  | { ok: true; envelope: JiangxiEnvelope; business: unknown }
  | { ok: false; code: JiangxiErrorCode; msg: string };

const ENVELOPE_FIELDS = ['appKey', 'timestamp', 'requestId', 'signature', 'data'] as const;

/**
 * Checks a request to the platform (or an answer from us) in the document's order: the envelope's
 * fields, the appKey, the timestamp window, the signature over the body as received, then `data`.
 */
export function openJiangxi(
  body: unknown,
  credentials: DemoCredentials,
  now: Date,
  { checkTime = true }: { checkTime?: boolean } = {},
): OpenedJiangxi {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const missing = ENVELOPE_FIELDS.find((name) => typeof record[name] !== 'string' || !record[name]);
  if (missing) return { ok: false, code: 1001, msg: `缺少系统必填参数：${missing}` };
  const envelope = record as unknown as JiangxiEnvelope;
  if (!/^\d{13}$/.test(envelope.timestamp))
    return { ok: false, code: 1001, msg: '缺少系统必填参数：timestamp（应为13位毫秒时间戳）' };
  if (envelope.appKey !== credentials.appKey) return { ok: false, code: 1002, msg: '未授权' };
  if (checkTime && Math.abs(now.getTime() - Number(envelope.timestamp)) > TIMESTAMP_WINDOW_MS)
    return { ok: false, code: -1, msg: '请求时间超出允许范围' };
  if (jiangxiSignature(envelope, credentials.appSecret) !== envelope.signature)
    return { ok: false, code: 1003, msg: '签名校验失败' };
  try {
    const business: unknown = JSON.parse(
      sm4DecryptText(envelope.data, cipher(credentials.appSecret)),
    );
    return { ok: true, envelope, business };
  } catch {
    return { ok: false, code: 1004, msg: '解密失败' };
  }
}

/** The answer to a request: `code` 0 with the envelope fields and the encrypted business answer. */
export function jiangxiAnswer(
  business: unknown,
  credentials: DemoCredentials,
  requestId: string,
  now: Date,
) {
  return { code: 0, msg: '成功', ...sealJiangxi(business, credentials, now, requestId) };
}

export function jiangxiError(code: JiangxiErrorCode, msg: string) {
  return { code, msg, data: '' };
}

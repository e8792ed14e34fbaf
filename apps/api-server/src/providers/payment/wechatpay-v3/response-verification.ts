// Verifies a WeChat Pay response or notification: SHA256 with RSA over `timestamp\nnonce\nbody\n`,
// with the key named by `Wechatpay-Serial`. During WeChat's move from platform certificates to the
// WeChat Pay public key, a merchant receives both kinds (notifications switch over gradually), so
// the keys are held side by side and picked by serial: a certificate serial (hex) or a
// `PUB_KEY_ID_…` id. An unknown serial is refused rather than tried against every key.
// https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-verification.html
import { createVerify, type KeyObject } from 'node:crypto';

/** Platform keys by serial: upper-case certificate serials and `PUB_KEY_ID_…` ids. */
export type PlatformKeys = ReadonlyMap<string, KeyObject>;

/** WeChat refuses requests more than five minutes off; we refuse responses the same way. */
const MAX_CLOCK_SKEW_SECONDS = 300;

export interface SignedMessage {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
  body: string;
}

export type VerificationResult =
  | { ok: true }
  | { ok: false; problem: 'missing-headers' | 'unknown-serial' | 'stale' | 'bad-signature' };

export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function normaliseSerial(serial: string): string {
  return serial.startsWith('PUB_KEY_ID_') ? serial : serial.toUpperCase();
}

/** Reads the four `Wechatpay-*` headers from Node's lower-cased header object. */
export function signedMessageFromHeaders(
  headers: Record<string, string | string[] | undefined> | Headers,
  body: string,
): SignedMessage {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial'),
    body,
  };
}

export function verifySignedMessage(
  message: SignedMessage,
  keys: PlatformKeys,
  now: Date,
): VerificationResult {
  const { timestamp, nonce, signature, serial, body } = message;
  if (!timestamp || !nonce || !signature || !serial)
    return { ok: false, problem: 'missing-headers' };
  const key = keys.get(normaliseSerial(serial));
  if (!key) return { ok: false, problem: 'unknown-serial' };
  const seconds = Number(timestamp);
  if (
    !/^\d+$/.test(timestamp) ||
    Math.abs(now.getTime() / 1000 - seconds) > MAX_CLOCK_SKEW_SECONDS
  ) {
    return { ok: false, problem: 'stale' };
  }
  const valid = createVerify('RSA-SHA256')
    .update(responseMessage(timestamp, nonce, body))
    .verify(key, signature, 'base64');
  return valid ? { ok: true } : { ok: false, problem: 'bad-signature' };
}

export const VERIFICATION_PROBLEMS: Record<
  Exclude<VerificationResult, { ok: true }>['problem'],
  string
> = {
  'missing-headers': '微信支付应答缺少签名头',
  'unknown-serial': '微信支付签名使用了未配置的平台证书或公钥（Wechatpay-Serial 未知）',
  stale: '微信支付签名时间戳超出 5 分钟有效期',
  'bad-signature': '微信支付签名验证失败',
};

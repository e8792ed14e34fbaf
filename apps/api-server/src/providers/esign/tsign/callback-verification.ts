// Checks an e签宝 callback: X-Tsign-Open-SIGNATURE is hex(HmacSHA256(AppSecret, timestamp + body))
// with timestamp the X-Tsign-Open-TIMESTAMP header (Unix milliseconds) and body the raw request
// body, as received. A callback older or newer than 15 minutes is refused (replay).
// Source: https://open.esign.cn/doc/opendoc/notify3/sblzg8 (签署回调通知接收说明, headers
// X-Tsign-Open-TIMESTAMP / X-Tsign-Open-SIGNATURE-ALGORITHM: hmac-sha256 / X-Tsign-Open-SIGNATURE).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TSIGN_CALLBACK_WINDOW_MS = 15 * 60 * 1000;

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
};

export type CallbackCheck = { ok: true } | { ok: false; reason: string };

export function verifyTsignCallback(input: {
  appSecret: string;
  headers: Headers;
  /** The raw body bytes or text, before any JSON parsing. */
  body: string | Uint8Array;
  nowMs?: number;
}): CallbackCheck {
  const timestamp = header(input.headers, 'x-tsign-open-timestamp');
  const signature = header(input.headers, 'x-tsign-open-signature');
  if (!timestamp || !signature)
    return {
      ok: false,
      reason: '回调缺少 X-Tsign-Open-TIMESTAMP 或 X-Tsign-Open-SIGNATURE 请求头',
    };
  const sentAt = Number(timestamp);
  const now = input.nowMs ?? Date.now();
  if (!/^\d+$/.test(timestamp) || Math.abs(now - sentAt) > TSIGN_CALLBACK_WINDOW_MS)
    return { ok: false, reason: '回调时间戳不在 15 分钟有效期内，疑为重放' };
  const expected = createHmac('sha256', input.appSecret)
    .update(timestamp, 'utf8')
    .update(input.body)
    .digest();
  const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : undefined;
  if (!given || !timingSafeEqual(given, expected))
    return { ok: false, reason: '回调签名校验失败：不是 e签宝用本应用密钥签发的通知' };
  return { ok: true };
}

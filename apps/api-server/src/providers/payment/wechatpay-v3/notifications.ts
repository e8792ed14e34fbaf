// A payment or refund notification from WeChat Pay: verify the signature over the raw body (before
// any JSON parsing), then decrypt `resource` with the APIv3 key and read the transaction or refund.
// https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_1_5.shtml (支付通知) and chapter3_1_11 (退款结果通知)
import { decryptResource, type EncryptedResource } from './resource-decryption';
import {
  refundFromJson,
  transactionFromJson,
  type WechatRefund,
  type WechatTransaction,
} from './resources';
import {
  signedMessageFromHeaders,
  VERIFICATION_PROBLEMS,
  verifySignedMessage,
  type PlatformKeys,
} from './response-verification';

export type WechatNotification =
  | { kind: 'payment'; id: string; eventType: string; transaction: WechatTransaction }
  | { kind: 'refund'; id: string; eventType: string; refund: WechatRefund }
  /** Verified and decrypted, of a type we do not read: acknowledged, so WeChat stops resending. */
  | { kind: 'other'; id: string; eventType: string };

export type NotificationResult =
  { ok: true; notification: WechatNotification } | { ok: false; reason: string };

export interface NotificationKeys {
  platformKeys: PlatformKeys;
  apiV3Key: Buffer;
}

interface Envelope {
  id?: unknown;
  event_type?: unknown;
  resource?: Partial<EncryptedResource>;
}

function isEncryptedResource(
  value: Partial<EncryptedResource> | undefined,
): value is EncryptedResource {
  return (
    typeof value?.algorithm === 'string' &&
    typeof value.ciphertext === 'string' &&
    typeof value.nonce === 'string'
  );
}

export function parseNotification(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  keys: NotificationKeys,
  now: Date,
): NotificationResult {
  const verified = verifySignedMessage(
    signedMessageFromHeaders(headers, rawBody),
    keys.platformKeys,
    now,
  );
  if (!verified.ok) return { ok: false, reason: VERIFICATION_PROBLEMS[verified.problem] };

  let envelope: Envelope;
  try {
    envelope = JSON.parse(rawBody) as Envelope;
  } catch {
    return { ok: false, reason: '微信支付通知不是有效的 JSON' };
  }
  const id = typeof envelope.id === 'string' ? envelope.id : '';
  const eventType = typeof envelope.event_type === 'string' ? envelope.event_type : '';
  if (!isEncryptedResource(envelope.resource))
    return { ok: false, reason: '微信支付通知缺少加密数据' };
  const plaintext = decryptResource(envelope.resource, keys.apiV3Key);
  if (plaintext === null) {
    return { ok: false, reason: '微信支付通知解密失败，请检查 APIv3 密钥' };
  }
  let resource: unknown;
  try {
    resource = JSON.parse(plaintext);
  } catch {
    return { ok: false, reason: '微信支付通知解密后的内容不是有效的 JSON' };
  }

  if (eventType.startsWith('TRANSACTION.')) {
    const transaction = transactionFromJson(resource);
    if (!transaction) return { ok: false, reason: '微信支付通知中的订单信息不完整' };
    return { ok: true, notification: { kind: 'payment', id, eventType, transaction } };
  }
  if (eventType.startsWith('REFUND.')) {
    const refund = refundFromJson(resource);
    if (!refund) return { ok: false, reason: '微信支付通知中的退款信息不完整' };
    return { ok: true, notification: { kind: 'refund', id, eventType, refund } };
  }
  return { ok: true, notification: { kind: 'other', id, eventType } };
}

/**
 * What to answer WeChat Pay: 204 once handled; otherwise 4xx with its `{ code: 'FAIL', message }`
 * shape, after which WeChat retries the notification (15s, 15s, 30s, 3m … over 24h).
 */
export function notificationAnswer(
  result: NotificationResult,
): { status: 204 } | { status: 400; body: { code: 'FAIL'; message: string } } {
  return result.ok
    ? { status: 204 }
    : { status: 400, body: { code: 'FAIL', message: result.reason } };
}

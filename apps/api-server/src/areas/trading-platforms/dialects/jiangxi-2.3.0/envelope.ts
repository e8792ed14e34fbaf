// Opening the platform's requests and wording our answers in the 江西 envelope (2.3.1, 4.1).
// The answer echoes the request's appKey and requestId (2.3.1's example answers `t_jy_elog` and the
// request's id) and is signed and encrypted with the secret we issued, as the request was.
import { timingSafeEqual } from 'node:crypto';
import {
  DialectRefusal,
  type DialectAnswer,
  type OpenPlatform,
  type OpenedRequest,
  type RefusalKind,
} from '../../dialect';
import { decryptData, requestEnvelope, sealEnvelope, signEnvelope } from './codec';
import { settingsOf } from './platform-settings';

/** 4.1's codes; -1 (2.3.1's example) for a stale timestamp and our own failures. */
export const ERROR_CODES: Record<RefusalKind, number> = {
  missing_parameter: 1001,
  unauthorised: 1002,
  bad_signature: 1003,
  undecryptable: 1004,
  missing_business_field: 1005,
  refused: 1005,
  stale_timestamp: -1,
  internal: -1,
};

const ENVELOPE_FIELD_LABELS: Record<string, string> = {
  appKey: 'appKey',
  timestamp: 'timestamp（13 位毫秒时间戳）',
  requestId: 'requestId',
  signature: 'signature',
  version: 'version',
  data: 'data',
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function openRequest(body: unknown, platform: OpenPlatform, now: Date): OpenedRequest {
  const parsed = requestEnvelope.safeParse(body);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    const label = ENVELOPE_FIELD_LABELS[field];
    throw new DialectRefusal(
      'missing_parameter',
      label ? `缺少系统必填参数：${label}缺失或格式错误` : '缺少系统必填参数',
    );
  }
  const envelope = parsed.data;
  if (envelope.appKey !== platform.row.inboundAppKey)
    throw new DialectRefusal('unauthorised', '未授权');
  const settings = settingsOf(platform);
  if (Math.abs(now.getTime() - Number(envelope.timestamp)) > settings.timestampWindowSeconds * 1000)
    throw new DialectRefusal('stale_timestamp', '请求时间超出允许范围');
  if (!sameText(signEnvelope(envelope, platform.inboundSecret, settings), envelope.signature))
    throw new DialectRefusal('bad_signature', '签名校验失败');
  let payload: unknown;
  try {
    payload = decryptData(envelope.data, platform.inboundSecret, settings);
  } catch {
    throw new DialectRefusal('undecryptable', '解密失败');
  }
  return {
    requestId: envelope.requestId,
    payload,
    answerContext: { appKey: envelope.appKey, requestId: envelope.requestId },
    logged: {
      appKey: envelope.appKey,
      timestamp: envelope.timestamp,
      requestId: envelope.requestId,
      version: envelope.version,
    },
  };
}

export function answer(
  data: unknown,
  platform: OpenPlatform,
  request: OpenedRequest,
  now: Date,
): DialectAnswer {
  const sealed = sealEnvelope(
    data,
    {
      appKey: request.answerContext?.appKey ?? platform.row.inboundAppKey,
      secret: platform.inboundSecret,
    },
    settingsOf(platform),
    now,
    request.answerContext?.requestId ?? request.requestId ?? '',
  );
  return {
    status: 200,
    body: {
      code: 0,
      msg: '成功',
      appKey: sealed.appKey,
      timestamp: sealed.timestamp,
      requestId: sealed.requestId,
      signature: sealed.signature,
      data: sealed.data,
    },
  };
}

/** Every refusal is HTTP 200 with the code in the body, as 2.3.1's error example. */
export const refuse = (kind: RefusalKind, message: string): DialectAnswer => ({
  status: 200,
  body: { code: ERROR_CODES[kind], msg: message, data: '' },
});

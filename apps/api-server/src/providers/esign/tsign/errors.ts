// e签宝's failures as the operator's Chinese reason, and whether trying again later can help.
// The gateway refuses a request with HTTP 401 and {"success":false,"code":401,"message":…}
// (https://open.esign.cn/doc/opendoc/helper/krgcgauz4akfivia, "SaaS API接口报错401排查流程");
// a V3 API answers {code, message, data} with code 0 on success and its own code otherwise, the
// message already being Chinese. Timeouts, connection failures, 429 and 5xx are retryable; a
// refusal is final until someone changes the settings or the request.

export class TsignError extends Error {
  constructor(
    /** For the operator, in Chinese; never contains a secret. */
    readonly reason: string,
    readonly retryable: boolean,
    /** e签宝's code (401, a V3 business code) or the HTTP status; undefined for no answer. */
    readonly code?: number,
  ) {
    super(reason);
    this.name = 'TsignError';
  }
}

const CHECK_KEYS =
  '请核对 TSIGN_APP_ID、TSIGN_APP_SECRET 与 TSIGN_BASE_URL 是否属于同一环境的同一应用';

/** The gateway's 401 messages. */
const GATEWAY_REASONS: Record<string, string> = {
  INVALID_SIGNATURE: `e签宝网关签名校验失败：${CHECK_KEYS}`,
  INVALID_TIMESTAMP:
    'e签宝网关拒绝请求：请求时间戳与 e签宝时间相差超过 15 分钟，请校准服务器时钟（NTP）',
  AUTHSTRATEGY_NOT_FOUND: 'e签宝网关不认识请求的鉴权方式（X-Tsign-Open-Auth-Mode 应为 Signature）',
  缺少参数: 'e签宝网关拒绝请求：缺少 AppId、时间戳或签名请求头',
  无效的应用: `e签宝应用无效或已停用（沙箱 AppId 只能访问沙箱地址）：${CHECK_KEYS}`,
};

export function gatewayRefusal(message: string): TsignError {
  const reason = GATEWAY_REASONS[message] ?? `e签宝网关鉴权失败（${message}）：${CHECK_KEYS}`;
  return new TsignError(reason, false, 401);
}

export function apiRefusal(code: number, message: string): TsignError {
  return new TsignError(
    `e签宝拒绝了请求：${message || '未说明原因'}（错误码 ${code}）`,
    false,
    code,
  );
}

export function httpFailure(status: number): TsignError {
  if (status === 429) return new TsignError('e签宝限流（请求过于频繁），请稍后重试', true, status);
  if (status >= 500)
    return new TsignError(`e签宝服务暂时不可用（HTTP ${status}），请稍后重试`, true, status);
  return new TsignError(`e签宝返回了无法识别的应答（HTTP ${status}）`, false, status);
}

export function noAnswer(error: unknown, timeoutMs: number): TsignError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return new TsignError(
    timedOut ? `e签宝在 ${timeoutMs} 毫秒内没有应答，请稍后重试` : '无法连接 e签宝，请稍后重试',
    true,
  );
}

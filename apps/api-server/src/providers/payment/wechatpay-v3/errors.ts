// WeChat Pay's error answers (`{ code, message }` with a 4xx/5xx status) as reasons an operator can
// read, and whether trying again later can succeed.

export class WechatPayError extends Error {
  constructor(
    /** WeChat's code (ORDERPAID, …), or TIMEOUT / NETWORK_ERROR / BAD_SIGNATURE / BAD_RESPONSE for ours. */
    readonly code: string,
    /** Chinese, for operators. */
    readonly reason: string,
    readonly retryable: boolean,
    readonly httpStatus: number | null,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'WechatPayError';
  }
}

const REASONS: Record<string, { reason: string; retryable: boolean }> = {
  ORDERPAID: { reason: '该订单已支付，请勿重复下单', retryable: false },
  ORDER_CLOSED: { reason: '该订单已关闭，请使用新的商户订单号', retryable: false },
  ORDERNOTEXIST: { reason: '微信支付中不存在该订单', retryable: false },
  ORDER_NOT_EXIST: { reason: '微信支付中不存在该订单', retryable: false },
  RESOURCE_NOT_EXISTS: { reason: '微信支付中不存在该记录（订单或退款）', retryable: false },
  NOT_ENOUGH: { reason: '商户账户可用余额不足，退款未受理，请充值后重试', retryable: false },
  PARAM_ERROR: { reason: '请求参数错误，请检查订单信息', retryable: false },
  INVALID_REQUEST: { reason: '请求不符合微信支付的业务规则', retryable: false },
  SIGN_ERROR: { reason: '请求签名错误，请检查商户证书序列号与商户私钥配置', retryable: false },
  NO_AUTH: { reason: '商户号未开通该接口权限', retryable: false },
  APPID_MCHID_NOT_MATCH: { reason: 'AppID 与商户号未绑定', retryable: false },
  MCH_NOT_EXISTS: { reason: '商户号不存在', retryable: false },
  OUT_TRADE_NO_USED: { reason: '商户订单号重复，且订单信息不一致', retryable: false },
  USER_ACCOUNT_ABNORMAL: { reason: '付款用户账户异常，无法退款', retryable: false },
  ACCOUNT_ERROR: { reason: '付款用户账户异常', retryable: false },
  RULE_LIMIT: { reason: '交易或退款超出微信支付的业务规则限制', retryable: false },
  SYSTEM_ERROR: { reason: '微信支付系统繁忙，请稍后重试', retryable: true },
  FREQUENCY_LIMITED: { reason: '请求过于频繁，请稍后重试', retryable: true },
  BANK_ERROR: { reason: '银行系统异常，请稍后重试', retryable: true },
};

/** An error JSON body from WeChat Pay; anything unreadable becomes a generic reason. */
export function errorFromResponse(status: number, body: string): WechatPayError {
  let code = 'BAD_RESPONSE';
  let message = '';
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // Not JSON (a gateway's HTML page): the status decides.
  }
  const known = REASONS[code];
  if (known) return new WechatPayError(code, known.reason, known.retryable, status);
  const detail = message ? `：${message}` : '';
  return new WechatPayError(
    code,
    `微信支付返回错误（HTTP ${status}，${code}）${detail}`,
    status >= 500 || status === 429,
    status,
  );
}

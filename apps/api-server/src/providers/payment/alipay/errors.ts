// Alipay's answers carry `code` (10000 success; 20000 service unavailable; 40004 business failure
// …) and `sub_code` (ACQ.*, isv.*, isp.*). Here they become reasons an operator can read, and
// whether trying again later can succeed. 公共错误码 (20000/isp.unknow-error: 稍后重试):
// https://open.alitrip.com/docs/doc.htm?articleId=105806&docType=1&treeId=262

export class AlipayError extends Error {
  constructor(
    /** Alipay's sub_code (or code), or TIMEOUT / NETWORK_ERROR / HTTP_ERROR / BAD_SIGNATURE / BAD_RESPONSE for ours. */
    readonly code: string,
    /** Chinese, for operators. */
    readonly reason: string,
    readonly retryable: boolean,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'AlipayError';
  }
}

const SUB_CODE_REASONS: Record<string, { reason: string; retryable: boolean }> = {
  'ACQ.SYSTEM_ERROR': { reason: '支付宝系统繁忙，请稍后重试', retryable: true },
  'ACQ.TRADE_NOT_EXIST': { reason: '支付宝中不存在该交易', retryable: false },
  'ACQ.TRADE_HAS_CLOSE': { reason: '该交易已关闭', retryable: false },
  'ACQ.TRADE_HAS_FINISHED': { reason: '该交易已结束，不能再退款或关闭', retryable: false },
  'ACQ.TRADE_STATUS_ERROR': {
    reason: '交易状态不允许该操作（如未付款不能退款、已付款不能关闭）',
    retryable: false,
  },
  'ACQ.SELLER_BALANCE_NOT_ENOUGH': {
    reason: '商户支付宝账户余额不足，请充值后重试退款',
    retryable: false,
  },
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': { reason: '退款金额超过可退金额', retryable: false },
  'ACQ.REFUND_FEE_ERROR': { reason: '退款金额不合法', retryable: false },
  'ACQ.DISCORDANT_REPEAT_REQUEST': {
    reason: '退款请求号重复，但金额与之前的请求不一致',
    retryable: false,
  },
  'ACQ.REASON_TRADE_BEEN_FREEZEN': { reason: '该交易已被冻结，暂不能退款', retryable: false },
  'ACQ.TRADE_NOT_ALLOW_REFUND': {
    reason: '该交易不允许退款（可能已超过退款期限）',
    retryable: false,
  },
  'ACQ.INVALID_PARAMETER': { reason: '请求参数无效，请检查订单信息', retryable: false },
  'ACQ.ACCESS_FORBIDDEN': {
    reason: '应用无权调用该接口，请在开放平台检查产品签约',
    retryable: false,
  },
  'isv.invalid-signature': {
    reason: '支付宝验签失败，请检查应用私钥与开放平台上的应用公钥是否匹配',
    retryable: false,
  },
  'isv.invalid-app-id': { reason: '支付宝应用 APPID 无效', retryable: false },
  'isv.app-unbind-partner': { reason: '应用未绑定商户，请在开放平台完成绑定', retryable: false },
  'isv.invalid-timestamp': { reason: '请求时间戳无效，请检查服务器时间', retryable: false },
  'isv.insufficient-isv-permissions': {
    reason: '应用缺少该接口权限，请在开放平台签约对应产品',
    retryable: false,
  },
};

const CODE_REASONS: Record<string, { reason: string; retryable: boolean }> = {
  '20000': { reason: '支付宝服务暂不可用，请稍后重试', retryable: true },
  '20001': { reason: '支付宝授权权限不足', retryable: false },
  '40001': { reason: '请求缺少必选参数', retryable: false },
  '40002': { reason: '请求参数非法', retryable: false },
  '40004': { reason: '支付宝业务处理失败', retryable: false },
  '40006': { reason: '应用权限不足，请在开放平台签约对应产品', retryable: false },
};

/** An answer whose code is not 10000. */
export function errorFromAnswer(answer: {
  code?: unknown;
  sub_code?: unknown;
  sub_msg?: unknown;
}): AlipayError {
  const code = typeof answer.code === 'string' ? answer.code : '';
  const subCode = typeof answer.sub_code === 'string' ? answer.sub_code : '';
  const known = SUB_CODE_REASONS[subCode];
  if (known) return new AlipayError(subCode, known.reason, known.retryable);
  // isp.* sub codes are Alipay's own failures: the call can succeed later.
  const retryable = code === '20000' || subCode.startsWith('isp.');
  const base = CODE_REASONS[code]?.reason ?? `支付宝返回错误（${code || '无错误码'}）`;
  const detail = typeof answer.sub_msg === 'string' && answer.sub_msg ? `：${answer.sub_msg}` : '';
  return new AlipayError(subCode || code || 'BAD_RESPONSE', `${base}${detail}`, retryable);
}

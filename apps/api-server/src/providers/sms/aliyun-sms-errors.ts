// What an Aliyun SendSms answer `Code` means for our job queue. Codes and causes from Aliyun's
// lists: https://help.aliyun.com/zh/sms/developer-reference/api-error-codes (SMS) and the OpenAPI
// gateway's client errors (signature, AccessKey, timestamp, throttling), e.g.
// https://help.aliyun.com/document_detail/48054.html. Refusals about this message, number or
// account become an SmsDeliveryError (no retry) whose reason tells the operator what to do; the
// rest are retried.
import { SmsDeliveryError } from './sms-provider';

const CHECK_ACCESS_KEY = '请检查 ALIYUN_SMS_ACCESS_KEY_ID 和 ALIYUN_SMS_ACCESS_KEY_SECRET';

/** Refusals: retrying the same request cannot succeed until someone changes something. */
const REFUSALS: Record<string, string> = {
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码格式不正确，阿里云拒绝发送，请核对号码',
  'isv.BUSINESS_LIMIT_CONTROL':
    '该号码短时间内收到的短信过多，被阿里云按号码限流，请稍后再发，或在阿里云短信控制台调整发送频率限制',
  'isv.DAY_LIMIT_CONTROL':
    '已达到阿里云短信控制台设置的日发送量限额，请在控制台「国内消息设置 > 安全设置」调整限额',
  'isv.MONTH_LIMIT_CONTROL':
    '已达到阿里云短信控制台设置的月发送量限额，请在控制台「国内消息设置 > 安全设置」调整限额',
  'isv.AMOUNT_NOT_ENOUGH': '阿里云账户余额不足，请充值后重新发送',
  'isv.OUT_OF_SERVICE': '阿里云短信业务已停机（账户欠费），请充值后重新发送',
  'isv.TEMPLATE_MISSING_PARAMETERS':
    '短信模板缺少变量的值，请核对阿里云短信模板的变量与 ALIYUN_SMS_TEMPLATES 配置的模板是否一致',
  'isv.TEMPLATE_PARAMS_ILLEGAL':
    '短信模板变量的值不符合阿里云规范，请在阿里云短信控制台检查模板变量',
  'isv.PARAM_LENGTH_LIMIT': '短信模板变量的值超出长度限制，请在阿里云短信控制台检查模板变量',
  'isv.SMS_SIGNATURE_ILLEGAL':
    '短信签名未通过审核或不存在，请在阿里云短信控制台检查签名（ALIYUN_SMS_SIGN_NAME）',
  'isv.SIGN_STATE_ILLEGAL': '短信签名当前不可用，请在阿里云短信控制台检查签名状态',
  'isv.SMS_SIGN_ILLEGAL': '短信签名被禁止使用，请在阿里云短信控制台申请符合规定的签名',
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL':
    '短信签名与模板类型不匹配（验证码签名只能发送验证码模板），请在阿里云短信控制台改用通用签名',
  'isv.SMS_TEMPLATE_ILLEGAL':
    '短信模板未通过审核或不存在，请在阿里云短信控制台检查模板 CODE（ALIYUN_SMS_TEMPLATES）',
  'isv.BLACK_KEY_CONTROL_LIMIT':
    '短信内容命中阿里云黑名单管控（变量中含有限制发送的内容，如链接），请修改发送内容',
  'isv.SMS_CONTENT_ILLEGAL': '短信内容含有禁止发送的内容，请修改发送内容',
  'isv.DENY_IP_RANGE': '服务器 IP 不在中国内地，阿里云禁止发送国内短信，请从中国内地服务器发送',
  'isv.PRODUCT_UN_SUBSCRIPT': '该阿里云账号未开通短信服务，请先在阿里云开通短信服务',
  'isv.PRODUCT_UNSUBSCRIBE': '该阿里云账号未开通短信服务，请先在阿里云开通短信服务',
  'isv.ACCOUNT_NOT_EXISTS': `阿里云账号不存在，${CHECK_ACCESS_KEY}`,
  'isv.ACCOUNT_ABNORMAL': '阿里云账号异常，请登录阿里云控制台查看账号状态',
  'isp.RAM_PERMISSION_DENY':
    'AccessKey 所属的 RAM 用户没有短信发送权限，请在阿里云 RAM 控制台为其授权 AliyunDysmsFullAccess',
  // A bad key is a configuration fault, not a passing one: every retry would be refused the same
  // way, so the job fails at once with a reason that sends the operator to the AccessKey.
  SignatureDoesNotMatch: `阿里云拒绝了请求签名（AccessKey Secret 与 ID 不匹配），${CHECK_ACCESS_KEY}`,
  'InvalidAccessKeyId.NotFound': `阿里云找不到该 AccessKey ID，${CHECK_ACCESS_KEY}`,
  'InvalidAccessKeyId.Inactive': '该 AccessKey 已被禁用，请在阿里云 RAM 控制台启用或更换 AccessKey',
  'InvalidTimeStamp.Expired': '服务器时间与阿里云相差超过 15 分钟，请校准服务器时钟',
};

/** Passing faults: the same message sent again later may go through. */
const isTransient = (code: string) =>
  code.startsWith('Throttling') ||
  ['isp.SYSTEM_ERROR', 'ServiceUnavailable', 'InternalError', 'SignatureNonceUsed'].includes(code);

/** The error to throw for a SendSms answer that is not `OK` (codes and the HTTP status only). */
export function aliyunSmsError(code: string, status: number): Error {
  const reason = REFUSALS[code];
  if (reason) return new SmsDeliveryError(reason);
  if (isTransient(code) || status >= 500)
    return new Error(`阿里云短信暂时无法发送（${code}，HTTP ${status}），稍后自动重试`);
  return new SmsDeliveryError(
    `阿里云短信拒绝发送（错误码 ${code}），请在阿里云短信控制台查看该错误码`,
  );
}

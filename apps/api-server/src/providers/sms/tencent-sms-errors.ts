// Tencent Cloud's error codes (SendStatusSet[].Code and Response.Error.Code share them) as the
// operator's Chinese reason. Sources: the SMS error codes, https://cloud.tencent.com/document/api/382/52075
// and https://cloud.tencent.com/document/api/382/59177; the common ones, same page.
// A refusal about this message, number, account or configuration is an SmsDeliveryError (sending
// again cannot help until someone acts); throttling and Tencent's own faults are retried.
import { SmsDeliveryError } from './sms-provider';

const CHECK_KEYS =
  '请核对 TENCENT_SMS_SECRET_ID 与 TENCENT_SMS_SECRET_KEY 是否为同一对有效的 API 密钥';
const CHECK_TEMPLATES =
  '请核对 TENCENT_SMS_TEMPLATES 中的模板 ID、参数顺序与短信控制台已审核的模板';
const BAD_PARAMETERS = '短信参数不符合模板要求（格式、长度或含链接），请核对内容与模板变量类型';

/** Refusals: the reason says what to do. */
const REFUSALS: Record<string, string> = {
  'AuthFailure.SignatureFailure': `腾讯云短信签名校验失败（密钥不匹配）：${CHECK_KEYS}`,
  'AuthFailure.SecretIdNotFound': `腾讯云短信密钥不存在或已禁用：${CHECK_KEYS}`,
  'AuthFailure.InvalidSecretId': `腾讯云短信密钥无效：${CHECK_KEYS}`,
  'AuthFailure.InvalidAuthorization': `腾讯云拒绝了请求的签名格式：${CHECK_KEYS}`,
  'AuthFailure.SignatureExpire':
    '腾讯云拒绝请求：服务器时间与标准时间相差超过五分钟，请校准服务器时钟（NTP）',
  'AuthFailure.UnauthorizedOperation':
    '该 API 密钥没有发送短信的权限：请在访问管理控制台为其授予短信权限（QcloudSMSFullAccess）',
  'UnauthorizedOperation.RequestPermissionDeny':
    '该 API 密钥没有发送短信的权限：请在访问管理控制台为其授予短信权限（QcloudSMSFullAccess）',
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail':
    '短信应用 SdkAppId 不属于该 API 密钥的账号：请核对 TENCENT_SMS_SDK_APP_ID',
  'InvalidParameterValue.SdkAppIdNotExist':
    '短信应用 SdkAppId 不存在：请核对 TENCENT_SMS_SDK_APP_ID',
  'UnauthorizedOperation.SdkAppIdIsDisabled': '短信应用已被禁用：请在腾讯云短信控制台启用该应用',
  'UnauthorizedOperation.ServiceSuspendDueToArrears':
    '腾讯云账号欠费，短信服务已暂停：请充值后重新发送',
  'UnauthorizedOperation.RequestIpNotInWhitelist':
    '服务器 IP 不在腾讯云短信的 IP 白名单中：请在短信控制台添加本服务器的出口 IP',
  'FailedOperation.InsufficientBalanceInSmsPackage':
    '腾讯云短信套餐包余量不足：请在短信控制台购买套餐包后重新发送',
  'FailedOperation.SignatureIncorrectOrUnapproved':
    '短信签名未审核通过或与配置不符：请核对 TENCENT_SMS_SIGN_NAME 与短信控制台已审核的签名',
  'FailedOperation.TemplateIncorrectOrUnapproved': `短信模板未审核通过或内容不匹配：${CHECK_TEMPLATES}`,
  'FailedOperation.TemplateUnapprovedOrNotExist': `短信模板不存在或未审核通过：${CHECK_TEMPLATES}`,
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': `短信参数个数与模板不符：${CHECK_TEMPLATES}`,
  'FailedOperation.PhoneNumberInBlacklist':
    '该号码在免打扰名单中（用户退订或运营商拦截），无法接收短信：请改用其他联系方式',
  'FailedOperation.ContainSensitiveWord': '短信内容含敏感词，被腾讯云拦截：请修改内容后重新发送',
  'InvalidParameterValue.IncorrectPhoneNumber': '手机号格式错误，腾讯云无法发送：请核对手机号',
  'InvalidParameterValue.TemplateParameterFormatError': BAD_PARAMETERS,
  'InvalidParameterValue.TemplateParameterLengthLimit': BAD_PARAMETERS,
  'InvalidParameterValue.ProhibitedUseUrlInTemplateParameter': BAD_PARAMETERS,
  'InvalidParameterValue.ContentLengthLimit': BAD_PARAMETERS,
  'LimitExceeded.PhoneNumberDailyLimit':
    '该号码今日接收短信已达腾讯云的单日上限：请明日再试，或在短信控制台调整频率限制',
  'LimitExceeded.PhoneNumberOneHourLimit':
    '该号码一小时内接收短信已达腾讯云的上限：请稍后再试，或在短信控制台调整频率限制',
  'LimitExceeded.PhoneNumberSameContentDailyLimit':
    '该号码今日收到相同内容的短信已达腾讯云的上限：请明日再试',
  'LimitExceeded.DeliveryFrequencyLimit':
    '命中腾讯云短信的频率限制策略：请稍后再试，或在短信控制台调整频率限制',
  'LimitExceeded.AppDailyLimit': '短信应用今日发送量已达上限：请在短信控制台调整日发送上限',
  'LimitExceeded.DailyLimit': '短信应用今日发送量已达上限：请在短信控制台调整日发送上限',
};

/** Retried with back-off: a later attempt can succeed without anyone acting. */
const RETRIED: Record<string, string> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': '该号码 30 秒内已收到短信（腾讯云限制），稍后重试',
};
const RETRIED_FAMILIES = ['InternalError', 'RequestLimitExceeded', 'ResourceUnavailable'];

/** The error to throw for a Tencent Cloud error code. */
export function tencentSmsError(code: string): Error {
  const refusal = REFUSALS[code];
  if (refusal) return new SmsDeliveryError(refusal);
  const retried = RETRIED[code];
  if (retried) return new Error(retried);
  if (RETRIED_FAMILIES.includes(code.split('.')[0] ?? ''))
    return new Error(`腾讯云短信服务暂时不可用（${code}），稍后重试`);
  return new SmsDeliveryError(
    `腾讯云短信发送失败（错误码 ${code}）：请对照腾讯云短信错误码说明处理`,
  );
}

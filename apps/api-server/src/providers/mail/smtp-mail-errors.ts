// What an SMTP failure means, as the Chinese reason the invoice shows (推送失败) and the job keeps.
// A 5xx reply is a refusal that the same mail would meet again (unknown recipient, log-in refused,
// sender not allowed); a 4xx reply, a timeout or no connection is temporary and says so. The job
// queue retries both on its back-off schedule (docs/jobs.md). Reasons carry the SMTP code, never
// the server's own text (it may quote our settings) nor a setting's value.
import type { NodemailerError } from 'nodemailer';
import { MailDeliveryError } from './mail-provider';

const TEMPORARY = '系统将自动重试';

function refusal(error: NodemailerError, code: number, to: string): string {
  if (error.code === 'EAUTH')
    return `邮件服务器拒绝登录（SMTP ${code}）：请检查 SMTP_URL 中的用户名和密码`;
  if (error.command === 'RCPT TO' || (error.code === 'EENVELOPE' && error.rejected?.length))
    return `邮件被退回：收件邮箱 ${to} 不存在或拒收（SMTP ${code}）`;
  if (error.command?.startsWith('MAIL FROM'))
    return `邮件服务器拒绝发件地址（SMTP ${code}）：请检查 MAIL_FROM 是否为该账号允许的发件地址`;
  return `邮件被邮件服务器拒收（SMTP ${code}）`;
}

/** The MailDeliveryError of a failed send to `to`. */
export function smtpDeliveryError(error: unknown, to: string): MailDeliveryError {
  const failure = (error ?? {}) as NodemailerError;
  const code = failure.responseCode;
  if (code !== undefined && code >= 500 && code !== 503)
    return new MailDeliveryError(refusal(failure, code, to));
  if (code !== undefined && code >= 400)
    return new MailDeliveryError(`邮件服务器暂时无法受理（SMTP ${code}），${TEMPORARY}`);
  if (failure.code === 'ETIMEDOUT')
    return new MailDeliveryError(`邮件服务器无应答（超时），${TEMPORARY}`);
  if (failure.code === 'EAUTH')
    return new MailDeliveryError('邮件服务器不支持所配置的登录方式：请检查 SMTP_URL');
  if (failure.code === 'ETLS')
    return new MailDeliveryError(`与邮件服务器建立加密连接失败，${TEMPORARY}`);
  return new MailDeliveryError(`无法连接邮件服务器，${TEMPORARY}`);
}

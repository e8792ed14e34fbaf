// MAIL_VENDOR=smtp: e-mail through an SMTP relay (an enterprise mailbox such as 腾讯企业邮箱 or
// 阿里企业邮箱, or a sending service's SMTP endpoint) with nodemailer, which writes the MIME message
// and speaks SMTP (TLS, STARTTLS, AUTH). One connection per message: invoices are few, and no
// idle connection is held. The attachment is read from FileStorage by its stored path. nodemailer's
// own logger stays off: its debug lines would carry the AUTH exchange.
import nodemailer, { type Transporter } from 'nodemailer';
import { mimeForKey, type FileStorage } from '../storage/file-storage';
import { MailDeliveryError, type MailMessage, type MailProvider } from './mail-provider';
import { smtpDeliveryError } from './smtp-mail-errors';
import type { SmtpMailSettings } from './smtp-mail-settings';

/**
 * Stored paths are `/uploads/<key>` (UPLOADS_PREFIX of http/file-links.ts, not imported: that module
 * reads the configuration, which chooses this vendor; the sandbox e-sign provider does the same).
 */
const STORED_PATH_PREFIX = '/uploads/';

export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    private readonly settings: SmtpMailSettings,
    private readonly storage: FileStorage,
  ) {
    const { host, port, tls, user, password, timeoutMs } = settings;
    this.transport = nodemailer.createTransport({
      host,
      port,
      secure: tls === 'implicit',
      requireTLS: tls === 'starttls',
      ignoreTLS: tls === 'off',
      auth: { user, pass: password },
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      logger: false,
      debug: false,
    });
  }

  async send(message: MailMessage): Promise<void> {
    const attachments = message.attachment ? [await this.attachment(message)] : [];
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments,
      });
    } catch (error) {
      throw smtpDeliveryError(error, message.to);
    }
  }

  private async attachment({ attachment, attachmentName }: MailMessage) {
    const key = attachment!.startsWith(STORED_PATH_PREFIX)
      ? attachment!.slice(STORED_PATH_PREFIX.length)
      : '';
    const content = key ? await this.storage.get(key) : null;
    if (!content) throw new MailDeliveryError('附件文件不存在，无法发送邮件：请重新上传后再推送');
    const extension = key.slice(key.lastIndexOf('.'));
    return {
      filename: attachmentName ?? `attachment${extension}`,
      content,
      contentType: mimeForKey(key),
    };
  }
}

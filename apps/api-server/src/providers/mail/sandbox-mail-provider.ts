// SANDBOX MAIL: nothing leaves the machine. A delivered message is written to the sandbox outbox
// table (read by the dev-only GET /api/sandbox/mail?to= and the tests) and logged. Recipients at
// the domain `bounce.test` bounce: send throws MailDeliveryError with the reason, as a real vendor
// reports a bounce, so the 推送失败 path can be walked by hand and in tests. (The spec's e-mail
// rule takes a one-label domain and a 2-4 letter suffix, so `bounce.example.com` could never be
// entered; `.test` is reserved for testing, RFC 2606.)
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sandboxMailOutbox } from '../../db/schema';
import { MailDeliveryError, type MailMessage, type MailProvider } from './mail-provider';

/** Mail to this domain bounces in the sandbox (docs/invoices.md). */
export const SANDBOX_BOUNCE_DOMAIN = 'bounce.test';

export class SandboxMailProvider implements MailProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (message.to.toLowerCase().endsWith(`@${SANDBOX_BOUNCE_DOMAIN}`)) {
      this.log?.warn(
        { sandbox: true, to: message.to },
        `[SANDBOX MAIL] bounced: ${message.subject}`,
      );
      throw new MailDeliveryError(`邮件被退回：收件邮箱 ${message.to} 不存在或拒收`);
    }
    await this.db.insert(sandboxMailOutbox).values({
      to: message.to,
      subject: message.subject,
      body: message.text,
      attachment: message.attachment ?? null,
    });
    this.log?.warn(
      { sandbox: true, to: message.to },
      `[SANDBOX MAIL] ${message.subject}（见 /api/sandbox/mail）`,
    );
  }
}

// SANDBOX SMS: nothing leaves the machine. Each message is written to the sandbox inbox table,
// which the dev-only inbox endpoint and the tests read, and to the server log with its code
// masked (log lines never carry secrets, src/http/log-redaction.ts), and the mobile masked too.
// Texts to SANDBOX_UNREACHABLE_MOBILE are refused (SmsDeliveryError), as a vendor refuses an unknown
// number, so a failed delivery can be walked by hand and in tests (docs/order-push.md).
import { maskMobile } from '@bht/validators';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sandboxSmsInbox } from '../../db/schema';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider';

/** The sandbox refuses every text to this number (a valid mobile by the spec's rule, never issued). */
export const SANDBOX_UNREACHABLE_MOBILE = '19900000000';

export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    if (message.mobile === SANDBOX_UNREACHABLE_MOBILE) {
      this.log?.warn(
        { sandbox: true, mobile: maskMobile(message.mobile), scene: message.scene },
        '[SANDBOX SMS] refused: unreachable number',
      );
      throw new SmsDeliveryError('短信发送失败：号码不存在或已停机');
    }
    await this.db.insert(sandboxSmsInbox).values(message);
    this.log?.warn(
      { sandbox: true, mobile: maskMobile(message.mobile), scene: message.scene },
      `[SANDBOX SMS] ${message.text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length))}（验证码见 /api/sandbox/sms）`,
    );
  }
}

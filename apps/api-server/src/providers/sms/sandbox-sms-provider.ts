// SANDBOX SMS: nothing leaves the machine. Each message is written to the sandbox inbox table,
// which the dev-only inbox endpoint and the tests read, and to the server log with its code
// masked (log lines never carry secrets, src/http/log-redaction.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sandboxSmsInbox } from '../../db/schema';
import type { SmsMessage, SmsProvider } from './sms-provider';

export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(sandboxSmsInbox).values(message);
    this.log?.warn({ sandbox: true, mobile: message.mobile, scene: message.scene }, `[SANDBOX SMS] ${message.text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length))}（验证码见 /api/sandbox/sms）`);
  }
}

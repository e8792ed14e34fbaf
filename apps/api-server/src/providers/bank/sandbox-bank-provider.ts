// SANDBOX BANK: no money moves. Each "deposit" is written to the server log and to the sandbox
// statement table, which only the dev-only endpoint (GET /api/sandbox/bank-deposit) and the
// tests read: that is where a developer finds the amount to enter.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sandboxBankDeposits } from '../../db/schema';
import type { BankAccount, BankVerificationProvider } from './bank-verification-provider';

export class SandboxBankProvider implements BankVerificationProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async sendMicroDeposit(account: BankAccount): Promise<{ amountCents: number }> {
    const amountCents = randomInt(1, 100);
    await this.db.insert(sandboxBankDeposits).values({
      accountNo: account.accountNo,
      accountName: account.accountName,
      bankName: account.bankName,
      amountCents,
    });
    this.log?.warn(
      { sandbox: true, accountNo: account.accountNo },
      `[SANDBOX BANK] 向 ${account.accountName}（${account.bankName} ${account.accountNo}）打款 ${(amountCents / 100).toFixed(2)} 元`,
    );
    return { amountCents };
  }
}

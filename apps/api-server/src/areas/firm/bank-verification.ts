// Step 3 (/firm/three): the enterprise's basic bank account, proven by a small-amount deposit.
// The account name must be the enterprise's name. Only a salted hash of the amount is kept; it
// is valid 48 hours and allows 3 wrong entries, after which a new deposit is needed.
import { createHash } from 'node:crypto';
import { confirmBankDeposit, startBankVerification } from '@bht/api-client/contract';
import { toFullWidthParens } from '@bht/validators';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { enterpriseAuthRecords } from '../../db/schema';
import { AppError, conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enforceRateLimit } from '../../http/rate-limit';
import { refuseWhenOff } from '../../providers/service-off';
import { buildAuthInfo } from './auth-info';
import { completeStep, loadForStep } from './firm-state';

export const DEPOSIT_RULES = {
  ttlSeconds: 48 * 3600,
  maxAttempts: 3,
  /** Deposits cost money: one a minute, five a day per enterprise. */
  perMinute: 1,
  perDay: 5,
} as const;

const depositHash = (enterpriseId: number, accountNo: string, expiresAt: Date, cents: number) =>
  createHash('sha256')
    .update(`${enterpriseId}:${accountNo}:${expiresAt.toISOString()}:${cents}`)
    .digest('hex');

const tooManyWrong = () => fieldError('amount', '打款金额错误次数过多，请重新发起打款验证', 409);

export const startBankVerificationHandler = implement(
  startBankVerification,
  async (input, { db, providers, caller }) => {
    const { enterprise } = await loadForStep(db, caller, 3);
    if (toFullWidthParens(input.account_name) !== enterprise.name)
      throw fieldError('account_name', '账户名称须与企业名称一致');
    // Switched off (BANK_VENDOR=off): refused before a deposit is counted against the limits.
    refuseWhenOff(providers.bank);
    await enforceRateLimit(
      db,
      {
        key: `firm:deposit:minute:${enterprise.id}`,
        limit: DEPOSIT_RULES.perMinute,
        windowSeconds: 60,
      },
      '打款已发起，请 1 分钟后再试',
    );
    await enforceRateLimit(
      db,
      {
        key: `firm:deposit:day:${enterprise.id}`,
        limit: DEPOSIT_RULES.perDay,
        windowSeconds: 86400,
      },
      '今日打款验证次数已达上限，请明天再试',
    );

    const account = {
      bankName: input.bank_name,
      bankBranch: input.bank_branch,
      accountName: enterprise.name,
      accountNo: input.account_no,
    };
    const { amountCents } = await providers.bank.sendMicroDeposit(account);
    const expiresAt = new Date(Date.now() + DEPOSIT_RULES.ttlSeconds * 1000);
    await db.transaction(async (tx) => {
      await completeStep(tx, enterprise.id, 2, { atLeast: 2 });
      await tx
        .update(enterpriseAuthRecords)
        .set({
          bankName: account.bankName,
          bankBranch: account.bankBranch,
          bankAccountName: account.accountName,
          bankAccountNo: account.accountNo,
          depositHash: depositHash(enterprise.id, account.accountNo, expiresAt, amountCents),
          depositExpiresAt: expiresAt,
          depositAttempts: 0,
          bankVerified: false,
        })
        .where(eq(enterpriseAuthRecords.enterpriseId, enterprise.id));
    });
    return {
      expires_in: DEPOSIT_RULES.ttlSeconds,
      attempts_left: DEPOSIT_RULES.maxAttempts,
      sandbox: providers.bank.name === 'sandbox',
    };
  },
);

export const confirmBankDepositHandler = implement(
  confirmBankDeposit,
  async ({ amount }, { db, config, caller }) => {
    const { enterprise, record } = await loadForStep(db, caller, 3);
    if (enterprise.authStep >= 3) throw conflict('对公账户已验证，请勿重复提交');
    if (!record?.depositHash || !record.depositExpiresAt || !record.bankAccountNo)
      throw conflict('请先发起打款验证');
    if (record.depositExpiresAt.getTime() <= Date.now())
      throw fieldError('amount', '打款验证已过期，请重新发起打款验证', 409);
    if (record.depositAttempts >= DEPOSIT_RULES.maxAttempts) throw tooManyWrong();

    const cents = Math.round(Number(amount) * 100);
    const current = and(
      eq(enterpriseAuthRecords.enterpriseId, enterprise.id),
      eq(enterpriseAuthRecords.depositHash, record.depositHash),
      lt(enterpriseAuthRecords.depositAttempts, DEPOSIT_RULES.maxAttempts),
      gt(enterpriseAuthRecords.depositExpiresAt, new Date()),
    );
    if (
      depositHash(enterprise.id, record.bankAccountNo, record.depositExpiresAt, cents) !==
      record.depositHash
    ) {
      const [counted] = await db
        .update(enterpriseAuthRecords)
        .set({ depositAttempts: sql`${enterpriseAuthRecords.depositAttempts} + 1` })
        .where(current)
        .returning({ attempts: enterpriseAuthRecords.depositAttempts });
      const left = counted ? DEPOSIT_RULES.maxAttempts - counted.attempts : 0;
      if (left <= 0) throw tooManyWrong();
      throw fieldError('amount', `打款金额不正确，还可尝试 ${left} 次`);
    }

    await db.transaction(async (tx) => {
      const verified = await tx
        .update(enterpriseAuthRecords)
        .set({ bankVerified: true, depositHash: null, depositExpiresAt: null, depositAttempts: 0 })
        .where(current)
        .returning({ id: enterpriseAuthRecords.enterpriseId });
      if (verified.length === 0)
        throw new AppError('打款验证已失效，请重新发起打款验证', { status: 409 });
      await completeStep(tx, enterprise.id, 3, { exactly: 2 });
    });
    return buildAuthInfo({ db, config }, caller);
  },
);

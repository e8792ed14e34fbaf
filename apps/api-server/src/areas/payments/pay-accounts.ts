// Where a guarantor is paid (company_pay_accounts): its online channel and its transfer account.
import { huaAnPayResult, sunPayResult } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyPayAccounts, ensureCompanies } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { merchantNotifyPath, type PayChannel } from '../../providers/payment/payment-provider';

export type PayAccount = typeof companyPayAccounts.$inferSelect & { channel: PayChannel };

/** The callback each channel posts its signed result to (the merchant channels': channel-callbacks.ts). */
export const NOTIFY_PATHS: Record<PayChannel, string> = {
  sun: sunPayResult.path,
  hua_an: huaAnPayResult.path,
  wechatpay: merchantNotifyPath('wechatpay'),
  alipay: merchantNotifyPath('alipay'),
};

export const NO_PAY_ACCOUNT = '该担保机构尚未设置收款账户，请联系担保机构';
export const ONLINE_PAY_OFF = '该担保机构暂未开通在线支付，请使用对公转账';

/** The company's pay account (null: none) and its 在线支付 switch, in one query. */
async function payTerms(
  db: Db,
  companyId: number,
): Promise<{ account: PayAccount | null; onlinePay: boolean }> {
  const [row] = await db
    .select({ enabled: ensureCompanies.payConfigEnabled, account: companyPayAccounts })
    .from(ensureCompanies)
    .leftJoin(companyPayAccounts, eq(companyPayAccounts.companyId, ensureCompanies.id))
    .where(eq(ensureCompanies.id, companyId))
    .limit(1);
  return { account: (row?.account ?? null) as PayAccount | null, onlinePay: row?.enabled === 1 };
}

/** The company's pay account and whether it takes online payments, or 409 when it has no account. */
export async function requirePayAccount(
  db: Db,
  companyId: number,
): Promise<{ account: PayAccount; onlinePay: boolean }> {
  const { account, onlinePay } = await payTerms(db, companyId);
  if (!account) throw conflict(NO_PAY_ACCOUNT);
  return { account, onlinePay };
}

/** The pay account when the company takes online payments (its 在线支付 switch is on), else 409. */
export async function requireOnlinePayAccount(db: Db, companyId: number): Promise<PayAccount> {
  const { account, onlinePay } = await payTerms(db, companyId);
  if (!onlinePay) throw conflict(ONLINE_PAY_OFF);
  if (!account) throw conflict(NO_PAY_ACCOUNT);
  return account;
}

// How the premium of a platform's order is paid (docs/trading-platforms.md, "Who collects the
// premium, from which account"), from the platform's dialect profile and settings:
// - the platform's own cashier collects it (江西 `cashier: platform`): the portal takes no payment;
// - the centre demands it from the bidder's basic account (基本户, setting `requirePayerAccount`):
//   bank transfer only (no online channel can prove the paying account), from the account recorded
//   on the order (pushed by the platform, or entered by the bidder on the portal's pay page), and
//   the platform is told that account.
import type { BasicAccount, OrderDetail } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { tradingPlatforms } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { DIALECT_PROFILES } from './dialects/profiles';

export const PLATFORM_COLLECTS = '该订单的保费由交易平台收取，请在交易平台完成支付';
export const BASIC_ACCOUNT_ONLY = '交易平台要求保费从投标人基本户对公转账支付，不能在线支付';
export const BASIC_ACCOUNT_FIRST = '请先登记投标人基本户，再从该账户转账并上传凭证';

type PlatformOrder = Pick<
  OrderRow,
  'platformId' | 'platformApplyNo' | 'payerAccountName' | 'payerAccountNo' | 'payerBankName'
>;

export type PlatformOrigin = NonNullable<OrderDetail['platform']>;

/** The account recorded on the order, when it has a name and a number. */
const recordedBasicAccount = (order: PlatformOrder): BasicAccount | null =>
  order.payerAccountName && order.payerAccountNo
    ? {
        account_name: order.payerAccountName,
        account_no: order.payerAccountNo,
        bank_name: order.payerBankName ?? '',
      }
    : null;

/** Where a pushed order came from and how its premium is paid; null for the portal's own orders. */
export async function platformOriginOf(
  db: Db | Tx,
  order: PlatformOrder,
): Promise<PlatformOrigin | null> {
  if (order.platformId === null) return null;
  const [platform] = await db
    .select({
      name: tradingPlatforms.name,
      dialect: tradingPlatforms.dialect,
      settings: tradingPlatforms.settings,
    })
    .from(tradingPlatforms)
    .where(eq(tradingPlatforms.id, order.platformId));
  if (!platform) return null;
  const profile = DIALECT_PROFILES[platform.dialect as keyof typeof DIALECT_PROFILES];
  const terms = profile?.payTerms(platform.settings as Record<string, unknown>);
  return {
    name: platform.name,
    apply_no: order.platformApplyNo ?? '',
    platform_collects: terms?.platformCollects ? 1 : 0,
    basic_account_required: terms?.basicAccountRequired ? 1 : 0,
    basic_account: recordedBasicAccount(order),
  };
}

/**
 * Refuses (409) a payment on the portal that the platform's terms rule out: any payment when the
 * platform collects; an online one when the basic account is required; a transfer voucher before
 * the basic account is recorded.
 */
export async function assertPortalPayment(
  db: Db | Tx,
  order: PlatformOrder,
  way: 'online' | 'transfer',
): Promise<void> {
  const origin = await platformOriginOf(db, order);
  if (!origin) return;
  if (origin.platform_collects) throw conflict(PLATFORM_COLLECTS);
  if (origin.basic_account_required && way === 'online') throw conflict(BASIC_ACCOUNT_ONLY);
  if (origin.basic_account_required && !origin.basic_account) throw conflict(BASIC_ACCOUNT_FIRST);
}

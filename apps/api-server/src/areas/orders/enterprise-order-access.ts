// Who on the enterprise side may touch bid e-letter orders. Orders are the portal's 订单 area:
// a sub-account needs the `dingdan` permission (spec §6; main accounts hold '*'). Applying,
// signing and cancelling also need an authenticated enterprise (auth_status 2).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseAccounts, enterprises } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import { hasPermission, type EnterpriseCaller } from '../../http/auth-context';
import { AUTH_STATUS, type EnterpriseRow } from '../firm/firm-state';
import type { Operator, OrderScope } from './order-transitions';

/** The sub-account permission that governs bid e-letter orders. */
export const ORDER_PERMISSION = 'dingdan';

/** 403 unless the caller may see the enterprise's orders. */
export function assertOrderPermission(caller: EnterpriseCaller): void {
  if (!hasPermission(caller.permissions, ORDER_PERMISSION)) throw forbidden('没有「订单」权限，请联系主账号开通');
}

export const enterpriseScope = (caller: EnterpriseCaller): OrderScope => ({ enterpriseId: caller.enterpriseId });

export async function loadCallerEnterprise(db: Db, caller: EnterpriseCaller): Promise<EnterpriseRow> {
  const [enterprise] = await db.select().from(enterprises).where(eq(enterprises.id, caller.enterpriseId)).limit(1);
  if (!enterprise) throw notFound('企业不存在');
  return enterprise;
}

/** The caller's enterprise when it is authenticated and the caller may act on orders; else 403. */
export async function requireOrderActor(db: Db, caller: EnterpriseCaller): Promise<EnterpriseRow> {
  const enterprise = await loadCallerEnterprise(db, caller);
  if (enterprise.authStatus !== AUTH_STATUS.approved) throw forbidden(caller.isMaster ? '请先完成企业认证' : '请等待主账号完成企业认证');
  assertOrderPermission(caller);
  return enterprise;
}

/** The caller as the order log records it (the account's name). */
export async function enterpriseOperator(db: Db, caller: EnterpriseCaller): Promise<Operator> {
  const [account] = await db.select({ name: enterpriseAccounts.name }).from(enterpriseAccounts).where(eq(enterpriseAccounts.id, caller.accountId)).limit(1);
  return { type: 'enterprise', id: caller.accountId, name: account?.name ?? '', permissions: caller.permissions };
}

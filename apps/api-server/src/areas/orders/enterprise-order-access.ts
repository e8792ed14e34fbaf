// Who on the enterprise side may touch orders, and which. Orders are the portal's 订单 area:
// a sub-account needs the `dingdan` permission (spec §6; main accounts hold '*'). Applying,
// signing and cancelling also need an authenticated enterprise (auth_status 2). Each family of
// endpoints serves one letter type (/api/order/*, /api/Sssign/*, /api/Letter/add: bid_e;
// /api/paper_letter/*: bid_paper): an order of another type is not found there, like another
// enterprise's (docs/paper-letters.md, "One order machinery").
import { EnterpriseAuthStatus, type LetterType } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseAccounts, enterprises } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import { hasPermission, type EnterpriseCaller } from '../../http/auth-context';
import { ORDER_PERMISSION } from '../auth/sub-account-permissions';
import {
  findOrder,
  ORDER_NOT_FOUND,
  transitionOrder,
  type Operator,
  type OrderScope,
  type TransitionRequest,
} from './order-transitions';
import type { OrderRow, EnterpriseRow } from '../../db/rows';

/** 403 unless the caller may see the enterprise's orders. */
export function assertOrderPermission(caller: EnterpriseCaller): void {
  if (!hasPermission(caller.permissions, ORDER_PERMISSION))
    throw forbidden('没有「订单」权限，请联系主账号开通');
}

export const enterpriseScope = (caller: EnterpriseCaller): OrderScope => ({
  enterpriseId: caller.enterpriseId,
});

export async function loadCallerEnterprise(
  db: Db,
  caller: EnterpriseCaller,
): Promise<EnterpriseRow> {
  const [enterprise] = await db
    .select()
    .from(enterprises)
    .where(eq(enterprises.id, caller.enterpriseId))
    .limit(1);
  if (!enterprise) throw notFound('企业不存在');
  return enterprise;
}

/** The caller's enterprise when it is authenticated and the caller may act on orders; else 403. */
export async function requireOrderActor(db: Db, caller: EnterpriseCaller): Promise<EnterpriseRow> {
  const enterprise = await loadCallerEnterprise(db, caller);
  if (enterprise.authStatus !== EnterpriseAuthStatus.APPROVED)
    throw forbidden(caller.isMaster ? '请先完成企业认证' : '请等待主账号完成企业认证');
  assertOrderPermission(caller);
  return enterprise;
}

/** The caller as the order log records it (the account's name). */
export async function enterpriseOperator(db: Db, caller: EnterpriseCaller): Promise<Operator> {
  const [account] = await db
    .select({ name: enterpriseAccounts.name })
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.id, caller.accountId))
    .limit(1);
  return {
    type: 'enterprise',
    id: caller.accountId,
    name: account?.name ?? '',
    permissions: caller.permissions,
  };
}

/** Order `sn` of the caller's enterprise and of letter type `type`; any other answers 404 '订单不存在'. */
export async function findEnterpriseOrder(
  db: Db,
  caller: EnterpriseCaller,
  sn: string,
  type: LetterType,
): Promise<OrderRow> {
  const order = await findOrder(db, sn, enterpriseScope(caller));
  if (order.type !== type) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * An enterprise action (cancel, refund request, receipt…) on order `sn` of letter type `type`, through
 * the one transition service. The type is checked before the transaction: orders never change type,
 * so an order of another family answers 404 before the machine could answer 409.
 */
export async function enterpriseTransition(
  db: Db,
  caller: EnterpriseCaller,
  type: LetterType,
  request: Omit<TransitionRequest, 'scope' | 'operator'>,
): Promise<OrderRow> {
  assertOrderPermission(caller);
  await findEnterpriseOrder(db, caller, request.sn, type);
  return transitionOrder(db, {
    ...request,
    scope: enterpriseScope(caller),
    operator: await enterpriseOperator(db, caller),
  });
}

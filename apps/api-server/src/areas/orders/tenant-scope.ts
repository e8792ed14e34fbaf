// Whose after-order records (invoices, surrender requests, claims) a caller may see: its
// enterprise's (with the 订单 permission) or its guarantee company's. Another tenant's record is
// simply not found, like another tenant's order.
import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CompanyCaller, EnterpriseCaller } from '../../http/auth-context';
import { assertOrderPermission } from './enterprise-order-access';

export type TenantScope = { enterpriseId: number } | { companyId: number };

/** SQL condition: the row of `table` belongs to `scope`. */
export const ownedBy = (
  table: { enterpriseId: AnyColumn; ensureCompanyId: AnyColumn },
  scope: TenantScope,
): SQL =>
  'enterpriseId' in scope
    ? eq(table.enterpriseId, scope.enterpriseId)
    : eq(table.ensureCompanyId, scope.companyId);

/** The enterprise caller's scope, after the 订单 permission (403 without it). */
export function enterpriseTenant(caller: EnterpriseCaller): TenantScope {
  assertOrderPermission(caller);
  return { enterpriseId: caller.enterpriseId };
}

/** The console caller's scope (the endpoint's declared permission is checked before the handler). */
export const companyTenant = (caller: CompanyCaller): TenantScope => ({
  companyId: caller.companyId,
});

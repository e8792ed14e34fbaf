// Who acts on an order from the console: the order service's operator and scope for a console
// caller (docs/state-machines.md: a console account acts only on its own company's orders).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ensureCompanyAccounts } from '../../db/schema';
import type { CompanyCaller } from '../../http/auth-context';
import type { Operator, OrderScope } from '../orders/order-transitions';

export const companyScope = (caller: CompanyCaller): OrderScope => ({
  companyId: caller.companyId,
});

/** The caller as the order log names it (the console account's name). */
export async function companyOperator(db: Db, caller: CompanyCaller): Promise<Operator> {
  const [account] = await db
    .select({ name: ensureCompanyAccounts.name })
    .from(ensureCompanyAccounts)
    .where(eq(ensureCompanyAccounts.id, caller.accountId))
    .limit(1);
  return {
    type: 'ensure_company',
    id: caller.accountId,
    name: account?.name ?? '',
    permissions: caller.permissions,
  };
}

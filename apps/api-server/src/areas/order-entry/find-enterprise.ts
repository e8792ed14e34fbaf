// Order entry, step one: a console user types the applicant's unified social credit code and sees
// whether the enterprise is already known (its registered name and legal representative, and
// whether anyone of it has an account) or will be created by addOrder. The credit code, name and
// legal representative are the business licence's public data.
import { companyFindEnterprise } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enterpriseAccounts, enterprises } from '../../db/schema';
import { implement } from '../../http/implement';
import type { EnterpriseRow } from '../../db/rows';

export async function enterpriseByCreditCode(
  db: Db | Tx,
  creditCode: string,
): Promise<EnterpriseRow | null> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(eq(enterprises.creditCode, creditCode))
    .limit(1);
  return row ?? null;
}

export const companyFindEnterpriseHandler = implement(
  companyFindEnterprise,
  async ({ credit_code }, { db }) => {
    const enterprise = await enterpriseByCreditCode(db, credit_code);
    if (!enterprise) return null;
    const [account] = await db
      .select({ id: enterpriseAccounts.id })
      .from(enterpriseAccounts)
      .where(eq(enterpriseAccounts.enterpriseId, enterprise.id))
      .limit(1);
    return {
      id: enterprise.id,
      name: enterprise.name,
      legal_person: enterprise.legalPerson,
      has_account: account ? 1 : 0,
    };
  },
);

// Order entry, step one: a console user types the applicant's unified social credit code and sees
// whether the enterprise is already known (its registered name and legal representative) or will be
// created by addOrder. The credit code, name and legal representative are the business licence's
// public data; whether the enterprise has a portal account is not told.
import { companyFindEnterprise } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enterprises } from '../../db/schema';
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
    return { id: enterprise.id, name: enterprise.name, legal_person: enterprise.legalPerson };
  },
);

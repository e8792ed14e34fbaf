// The demo companies' pay accounts (channel + transfer account), added wherever one is missing,
// so databases seeded before payments existed can take payments too.
import type { Db } from './client';
import { demoCompanies } from './demo-accounts';
import { demoCompanyRows } from './demo-company-rows';
import { companyPayAccounts } from './schema';

export async function seedCompanyPayAccounts(db: Db): Promise<void> {
  const companies = await demoCompanyRows(db);
  const rows = companies.map((company) => {
    const { payAccount } = demoCompanies.find((c) => c.name === company.name)!;
    return {
      companyId: company.id,
      channel: payAccount.channel,
      bankName: payAccount.bankName,
      accountName: company.name,
      accountNo: payAccount.accountNo,
    };
  });
  if (rows.length > 0) await db.insert(companyPayAccounts).values(rows).onConflictDoNothing();
}

// Helpers for tests that act as guarantee-company console users through HTTP: log in, add
// companies / accounts of their own, plus the shared calls and SMS codes (session-client.ts).
import { companyLogin as companyLoginEndpoint } from '@bht/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { companyLetterRates, ensureCompanies, ensureCompanyAccounts } from '../src/db/schema';
import { logIn, logInToken } from './session-client';
import { demoPasswordHash } from './test-passwords';

export { callEndpoint, nextIp, smsCode, wrongCode } from './session-client';

export const companyLogin = (
  app: FastifyInstance,
  account: string,
  password?: string,
  ip?: string,
) => logIn(app, companyLoginEndpoint.path, account, password, ip);

/** Logs in and returns the token (fails the test when the log-in is refused). */
export const companyToken = (app: FastifyInstance, account: string, password?: string) =>
  logInToken(app, companyLoginEndpoint.path, account, password);

let accountSeq = 0;
let companySeq = 0;

/** Another console account (password DEMO_PASSWORD) of the company. */
export async function addCompanyAccount(db: Db, companyId: number, authJson = '*') {
  const n = ++accountSeq;
  const [account] = await db
    .insert(ensureCompanyAccounts)
    .values({
      companyId,
      account: `test_company_${n}`,
      name: `测试员${n}`,
      mobile: `1360000${String(n).padStart(4, '0')}`,
      authJson,
      passwordHash: await demoPasswordHash(),
    })
    .returning();
  return account!;
}

/** The bid letters' schedule a test company gets unless it says otherwise (the seeded 江苏信达's). */
export const TEST_BID_TERMS = { premiumRate: '0.0150', minPremium: '300.00' };

/**
 * A company of the test's own (copying type and area of the first seeded one), with one account,
 * offering both bid letter types on `premiumRate` / `minPremium` (company_letter_rates).
 */
export async function addCompany(
  db: Db,
  overrides: Partial<typeof ensureCompanies.$inferInsert> & Partial<typeof TEST_BID_TERMS> = {},
  authJson = '*',
) {
  const {
    premiumRate = TEST_BID_TERMS.premiumRate,
    minPremium = TEST_BID_TERMS.minPremium,
    ...columns
  } = overrides;
  const [template] = await db.select().from(ensureCompanies).orderBy(ensureCompanies.id).limit(1);
  const [company] = await db
    .insert(ensureCompanies)
    .values({
      name: `测试担保公司${++companySeq}号`,
      typeId: template!.typeId,
      areaId: template!.areaId,
      ...columns,
    })
    .returning();
  await db.insert(companyLetterRates).values(
    ['bid_e', 'bid_paper'].map((letterType) => ({
      companyId: company!.id,
      letterType,
      premiumRate,
      minPremium,
    })),
  );
  return { company: company!, account: await addCompanyAccount(db, company!.id, authJson) };
}

// Helpers for tests that act as enterprise users through HTTP: log in with a mobile, read an
// account row, plus the shared calls and SMS codes (session-client.ts), so an enterprise test
// needs one import.
import { login as loginEndpoint } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { enterpriseAccounts } from '../src/db/schema';
import { logIn, logInToken } from './session-client';
import { createTestApp, type TestApp } from './test-app';
import { demoPasswordHash } from './test-passwords';

export { call, nextIp, smsCode, wrongCode } from './session-client';

export const login = (app: FastifyInstance, account: string, password?: string, ip?: string) =>
  logIn(app, loginEndpoint.path, account, password, ip);

/** Logs in and returns the token (fails the test when the log-in is refused). */
export const tokenFor = (app: FastifyInstance, account: string, password?: string) =>
  logInToken(app, loginEndpoint.path, account, password);

/** The enterprise account with this mobile (fails the test when there is none). */
export async function accountByMobile(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.mobile, mobile));
  if (!row) throw new Error(`no enterprise account ${mobile}`);
  return row;
}

/** Another account of the enterprise (password DEMO_PASSWORD), e.g. a sub-account with `authJson`. */
export async function addEnterpriseAccount(
  db: Db,
  values: { enterpriseId: number; mobile: string; name: string; authJson: string },
) {
  const [account] = await db
    .insert(enterpriseAccounts)
    .values({ ...values, passwordHash: await demoPasswordHash() })
    .returning();
  return account!;
}

export interface LoggedInEnterprise {
  token: string;
  enterpriseId: number;
}

/** A new test app with `mobiles` logged in: each one's token and enterprise, in the order given. */
export async function appWithEnterprises<M extends string[]>(
  ...mobiles: M
): Promise<{ t: TestApp; accounts: { [K in keyof M]: LoggedInEnterprise } }> {
  const t = await createTestApp();
  const accounts: LoggedInEnterprise[] = [];
  for (const mobile of mobiles)
    accounts.push({
      token: await tokenFor(t.app, mobile),
      enterpriseId: (await accountByMobile(t.database.db, mobile)).enterpriseId,
    });
  return { t, accounts: accounts as { [K in keyof M]: LoggedInEnterprise } };
}

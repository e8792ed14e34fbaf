// When a token stops working: console log-out, and disabling an account however it is done (the
// sessions are deleted, so enabling the account again does not revive them). Password changes and
// resets are covered in company-accounts.test.ts and enterprise-auth.test.ts.
import { companyGetInfo, companyLogout, getUserInfo } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectType } from '../src/auth/sessions';
import { enterpriseAccounts, ensureCompanyAccounts, sessions } from '../src/db/schema';
import {
  addCompany,
  addCompanyAccount,
  callEndpoint,
  companyLogin,
  companyToken,
} from './company-session';
import { accountByMobile, addEnterpriseAccount, tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const sessionsOf = (type: SubjectType, id: number) =>
  db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.subjectType, type), eq(sessions.subjectId, id)));
const companyInfo = async (token: string) =>
  (await callEndpoint(t.app, companyGetInfo, token)).statusCode;

describe('console log-out', () => {
  it('revokes the token and clears the cookie; the account’s other sessions stay', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const otherDevice = await companyToken(t.app, account.account);
    expect(await companyInfo(token)).toBe(200);

    const res = await callEndpoint(t.app, companyLogout, token);
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });
    expect(res.cookies.find((c) => c.name === 'token')).toMatchObject({ value: '', path: '/' });

    expect(await companyInfo(token)).toBe(401);
    expect((await callEndpoint(t.app, companyLogout, token)).statusCode).toBe(401);
    expect(await companyInfo(otherDevice)).toBe(200);
  });

  it('is refused without a console token', async () => {
    expect((await callEndpoint(t.app, companyLogout, undefined)).statusCode).toBe(401);
    const enterpriseToken = await tokenFor(t.app, '13800000001');
    expect((await callEndpoint(t.app, companyLogout, enterpriseToken)).statusCode).toBe(401);
    expect((await callEndpoint(t.app, getUserInfo, enterpriseToken)).statusCode).toBe(200);
  });
});

describe('disabling an account', () => {
  it('ends every session of a console account for good, whoever disables it', async () => {
    const { account } = await addCompany(db());
    const tokens = [
      await companyToken(t.app, account.account),
      await companyToken(t.app, account.account),
    ];
    expect(await companyInfo(tokens[0]!)).toBe(200);

    // No console screen disables accounts yet: an operator does it in the database.
    await db()
      .update(ensureCompanyAccounts)
      .set({ status: 0 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    expect(await sessionsOf('ensure_company', account.id)).toEqual([]);
    for (const token of tokens) expect(await companyInfo(token)).toBe(401);

    await db()
      .update(ensureCompanyAccounts)
      .set({ status: 1 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    for (const token of tokens) expect(await companyInfo(token)).toBe(401);
    expect((await companyLogin(t.app, account.account)).json().code).toBe(1);
  });

  it('ends the sessions of that account only', async () => {
    const { company, account } = await addCompany(db());
    const colleague = await addCompanyAccount(db(), company.id);
    const colleagueToken = await companyToken(t.app, colleague.account);
    await db()
      .update(ensureCompanyAccounts)
      .set({ status: 0 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    expect(await companyInfo(colleagueToken)).toBe(200);
  });

  it('ends every session of an enterprise account disabled in the database', async () => {
    const master = await accountByMobile(db(), '13800000001');
    const sub = await addEnterpriseAccount(db(), {
      enterpriseId: master.enterpriseId,
      mobile: '13600009001',
      name: '停用测试',
      authJson: '',
    });
    const token = await tokenFor(t.app, sub.mobile);
    expect((await callEndpoint(t.app, getUserInfo, token)).statusCode).toBe(200);

    await db()
      .update(enterpriseAccounts)
      .set({ status: 0 })
      .where(eq(enterpriseAccounts.id, sub.id));
    expect(await sessionsOf('enterprise', sub.id)).toEqual([]);
    await db()
      .update(enterpriseAccounts)
      .set({ status: 1 })
      .where(eq(enterpriseAccounts.id, sub.id));
    expect((await callEndpoint(t.app, getUserInfo, token)).statusCode).toBe(401);
  });
});

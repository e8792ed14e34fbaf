// Server-side enforcement on every console call of the contract: an account without the call's
// auth_json entry gets 403 (code -2), an account with exactly that entry gets through, an
// enterprise token gets 401 (code -1). Each company only ever changes its own data. Migration 0023
// hands the new luru / fapiao entries to the accounts that keep those desks.
import {
  allEndpoints,
  companyEdit,
  companyGetInfo,
  companyResetAuth,
  getUserInfo,
} from '@bht/api-client/contract';
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { enterpriseAccounts, ensureCompanies, ensureCompanyAccounts } from '../src/db/schema';
import { addCompany, addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { createTestApp, type TestApp } from './test-app';

const consoleCalls = allEndpoints.filter((e) => e.auth === 'ensure_company');
const gatedCalls = consoleCalls.filter((e) => e.permission);

// Seeded accounts: xinda_notice has only 'gonggao', xinda_review 'dingdan,待审核,已出函'.
const LIMITED = {
  xinda_notice: ['gonggao'],
  xinda_review: ['dingdan', '待审核', '已出函'],
} as const;
const lacking = (permission: string) =>
  LIMITED.xinda_notice.includes(permission as never) ? 'xinda_review' : 'xinda_notice';

let t: TestApp;
const tokens: Record<string, string> = {};
let enterpriseToken: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of Object.keys(LIMITED)) tokens[account] = await companyToken(t.app, account);
  const [enterprise] = await t.database.db
    .select()
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.mobile, '13800000001'));
  ({ token: enterpriseToken } = await createSession(
    t.database.db,
    { type: 'enterprise', id: enterprise!.id },
    1,
  ));
});
afterAll(() => t.close());

describe('console permissions on every gated call', () => {
  it('the contract has gated console calls for every menu entry', () => {
    const permissions = new Set(gatedCalls.map((e) => e.permission));
    for (const entry of ['jigou', 'peizhi', 'dingdan', 'gonggao', 'luru', 'fapiao'])
      expect(permissions).toContain(entry);
  });

  it.each(gatedCalls.map((e) => [e.id, e.permission!, e] as const))(
    '%s (needs %s) answers 403 to an account without it',
    async (_id, permission, endpoint) => {
      const account = lacking(permission);
      expect(LIMITED[account]).not.toContain(permission);
      const res = await callEndpoint(t.app, endpoint, tokens[account]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: -2, msg: '没有权限执行此操作', data: null });
    },
  );

  it.each(gatedCalls.map((e) => [e.id, e.permission!, e] as const))(
    '%s lets an account with exactly %s through',
    async (_id, permission, endpoint) => {
      // A company of its own, so whatever the call does touches nobody else's data.
      const { account } = await addCompany(t.database.db, {}, permission);
      const res = await callEndpoint(t.app, endpoint, await companyToken(t.app, account.account));
      expect([401, 403]).not.toContain(res.statusCode);
    },
  );

  it.each(consoleCalls.map((e) => [e.id, e] as const))(
    '%s answers 401 to an enterprise token',
    async (_id, endpoint) => {
      const res = await callEndpoint(t.app, endpoint, enterpriseToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(-1);
    },
  );

  it('a console token is no enterprise session either', async () => {
    const res = await callEndpoint(t.app, getUserInfo, tokens.xinda_notice);
    expect(res.statusCode).toBe(401);
  });

  it('a disabled account’s session stops working at once', async () => {
    const { account } = await addCompany(t.database.db);
    const token = await companyToken(t.app, account.account);
    await t.database.db
      .update(ensureCompanyAccounts)
      .set({ status: 0 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    // Disabling ends the account's sessions (test/session-revocation.test.ts) ...
    const res = await callEndpoint(t.app, companyGetInfo, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('请先登录');
    // ... and one opened after it (a log-in racing the disable) is refused by the caller check.
    const late = await createSession(t.database.db, { type: 'ensure_company', id: account.id }, 1);
    const lateRes = await callEndpoint(t.app, companyGetInfo, late.token);
    expect(lateRes.statusCode).toBe(401);
    expect(lateRes.json().msg).toBe('账号已停用');
  });
});

describe('tenant scoping', () => {
  const form = {
    contact: '王经理',
    tel: '0512-66661234',
    address: '江苏省苏州市工业园区测试路 8 号',
    intro: '',
  };

  it('company X’s account edits X only, whatever id the request carries', async () => {
    const x = await addCompany(t.database.db);
    const y = await addCompany(t.database.db);
    const token = await companyToken(t.app, x.account.account);
    const res = await callEndpoint(t.app, companyEdit, token, {
      ...form,
      id: String(y.company.id),
      company_id: String(y.company.id),
      name: '被改名的担保公司',
    });
    expect(res.json().data).toMatchObject({ id: x.company.id, name: '被改名的担保公司' });
    const [yRow] = await t.database.db
      .select()
      .from(ensureCompanies)
      .where(eq(ensureCompanies.id, y.company.id));
    expect(yRow).toMatchObject({
      name: y.company.name,
      contact: y.company.contact,
      tel: y.company.tel,
    });
  });

  it('restarting the authentication changes the caller’s company only', async () => {
    const x = await addCompany(t.database.db, { authStatus: 2 });
    const y = await addCompany(t.database.db, { authStatus: 2 });
    const token = await companyToken(t.app, x.account.account);
    await callEndpoint(t.app, companyResetAuth, token, { id: String(y.company.id) });
    const rows = await t.database.db
      .select({ id: ensureCompanies.id, authStatus: ensureCompanies.authStatus })
      .from(ensureCompanies);
    expect(rows.find((r) => r.id === x.company.id)?.authStatus).toBe(0);
    expect(rows.find((r) => r.id === y.company.id)?.authStatus).toBe(2);
  });

  it('getInfo shows the caller’s own account and company', async () => {
    const x = await addCompany(t.database.db);
    const res = await callEndpoint(
      t.app,
      companyGetInfo,
      await companyToken(t.app, x.account.account),
      { id: '1' },
    );
    expect(res.json().data.account.id).toBe(x.account.id);
    expect(res.json().data.company.id).toBe(x.company.id);
  });
});

describe('migration 0023: order entry (luru) and the invoice desk (fapiao) leave dingdan', () => {
  const statements = readFileSync(
    new URL('../drizzle/0023_console_desk_permissions.sql', import.meta.url),
    'utf8',
  ).split('--> statement-breakpoint');
  const migrate = async () => {
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  };

  it('keeps each desk for the accounts that could already do its work by hand, once', async () => {
    const { company } = await addCompany(t.database.db);
    const cases = [
      ['dingdan,待审核,待支付', 'dingdan,待审核,待支付,luru,fapiao'],
      ['dingdan, 待支付', 'dingdan, 待支付,fapiao'],
      ['dingdan,待审核,已出函', 'dingdan,待审核,已出函'], // the seeded xinda_review
      ['待审核,待支付', '待审核,待支付'],
      ['dingdan,待审核,待支付,luru', 'dingdan,待审核,待支付,luru,fapiao'],
      ['*', '*'],
    ] as const;
    const ids: number[] = [];
    for (const [before] of cases)
      ids.push((await addCompanyAccount(t.database.db, company.id, before)).id);
    const after = async () => {
      const rows = await t.database.db
        .select({ id: ensureCompanyAccounts.id, authJson: ensureCompanyAccounts.authJson })
        .from(ensureCompanyAccounts)
        .where(inArray(ensureCompanyAccounts.id, ids));
      return ids.map((id) => rows.find((r) => r.id === id)?.authJson);
    };
    await migrate();
    expect(await after()).toEqual(cases.map(([, expected]) => expected));
    await migrate();
    expect(await after()).toEqual(cases.map(([, expected]) => expected));
  });
});

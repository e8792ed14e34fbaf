// The order reads through HTTP and the database: the enterprise list with its tab counts, the
// status poll, and the console list by stage. Orders are created and moved with the one transition
// service, so the counters the lists read are the ones production keeps.
import { companyGetOrderList, findTransition, getMyOrderList, getOrderStatus } from '@bht/api-client/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, transitionOrder, type Operator } from '../src/areas/orders/order-transitions';
import { newOrderSn } from '../src/areas/orders/order-view';
import { DEMO_PASSWORD, demoCompanies, demoEnterprises } from '../src/db/demo-accounts';
import { hashPassword } from '../src/auth/password';
import { createSession } from '../src/auth/sessions';
import { hashToken } from '../src/auth/tokens';
import { ensureCompanies, enterpriseAccounts, enterprises, orders, projects, sessions } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { accountByMobile, tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const db = () => t.database.db;

interface Party {
  id: number;
  name: string;
}
let enterpriseA: Party & { accountId: number };
let enterpriseB: Party & { accountId: number };
let xinda: Party;
let pingan: Party;
let project: typeof projects.$inferSelect;

const operatorFor = (type: Operator['type']): Operator => ({ type, id: null, name: '测试', permissions: new Set(['*']) });

/** Creates an order and walks it through `actions` with the transition service. */
async function order(options: { enterprise?: typeof enterpriseA; company?: Party; actions?: string[]; projectName?: string; createdAt?: Date; validTo?: string }) {
  const enterprise = options.enterprise ?? enterpriseA;
  const company = options.company ?? xinda;
  const created = await db().transaction((tx) =>
    insertOrder(
      tx,
      {
        sn: newOrderSn(),
        enterpriseId: enterprise.id,
        accountId: enterprise.accountId,
        ensureCompanyId: company.id,
        projectId: project.id,
        projectName: options.projectName ?? project.name,
        enterpriseName: enterprise.name,
        ensureCompanyName: company.name,
        bidBondAmount: '200000.00',
        premiumRate: '0.0150',
        premium: '3000.00',
        contactName: '王建国',
        contactMobile: '13800000001',
      },
      operatorFor('enterprise'),
    ),
  );
  for (const action of options.actions ?? []) {
    const actor = findTransition('bid_e', action)!.actor;
    await transitionOrder(db(), { sn: created.sn, scope: 'system', operator: operatorFor(actor), action, note: '测试原因' });
  }
  const set: Partial<typeof orders.$inferInsert> = {};
  if (options.createdAt) set.createdAt = options.createdAt;
  if (options.validTo) set.validTo = options.validTo;
  if (Object.keys(set).length) await db().update(orders).set(set).where(eq(orders.id, created.id));
  return created.sn;
}

/** Action paths to each status. */
const TO = {
  0: [],
  1: ['sign'],
  2: ['sign', 'approve'],
  3: ['sign', 'approve', 'pay'],
  4: ['sign', 'approve', 'pay', 'issue'],
  5: ['sign', 'reject'],
  6: ['sign', 'approve', 'pay', 'issue', 'void'],
  7: ['cancel'],
  8: ['sign', 'approve', 'pay', 'request_refund'],
  9: ['sign', 'approve', 'pay', 'request_refund', 'approve_refund'],
} as const;

type Summary = { sn: string; status: number; status_text: string; enterprise_name: string; ensure_company_id: number; project_name: string };
type ListData = { list: Summary[]; total: number; page: number; limit: number };

function ok<T>(res: { body: string; json(): { code: number; data: T } }, endpoint: { response: { safeParse(v: unknown): { success: boolean } } }): T {
  const body = res.json();
  expect(body.code, res.body).toBe(1);
  expect(endpoint.response.safeParse(body.data).success, res.body).toBe(true);
  return body.data;
}

/** The owner's sns in the lists' order (newest first, then higher id), straight from the table. */
async function expectedSns(where: ReturnType<typeof and>) {
  const rows = await db().select({ sn: orders.sn }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => r.sn);
}

let tokenA: string;
let tokenSubA: string;
let tokenB: string;
let tokenXinda: string;
let tokenPingan: string;
let tokenXindaReview: string;

beforeAll(async () => {
  t = await createTestApp();
  const enterpriseOf = async (mobile: string, name: string) => {
    const [row] = await db().select().from(enterprises).where(eq(enterprises.name, name));
    return { id: row!.id, name: row!.name, accountId: (await accountByMobile(db(), mobile)).id };
  };
  enterpriseA = await enterpriseOf('13800000001', demoEnterprises[0]!.name);
  enterpriseB = await enterpriseOf('13800000006', demoEnterprises[5]!.name);
  const companyOf = async (name: string) => {
    const [row] = await db().select().from(ensureCompanies).where(eq(ensureCompanies.name, name));
    return { id: row!.id, name: row!.name };
  };
  xinda = await companyOf(demoCompanies[0]!.name);
  pingan = await companyOf(demoCompanies[1]!.name);
  project = (await db().select().from(projects).limit(1))[0]!;

  // Enterprise A with xinda: one order per status, two at 4 (one past validity) and two at 1.
  for (const path of Object.values(TO)) await order({ actions: [...path] });
  await order({ actions: [...TO[1]] });
  await order({ actions: [...TO[4]], validTo: '2020-01-01' });
  // Enterprise A with pingan, and enterprise B with both companies: never in the other lists.
  await order({ company: pingan, actions: [...TO[1]] });
  await order({ company: pingan, actions: [...TO[4]] });
  await order({ enterprise: enterpriseB, actions: [...TO[1]] });
  await order({ enterprise: enterpriseB, company: pingan, actions: [...TO[3]] });

  [tokenA, tokenSubA, tokenB, tokenXinda, tokenPingan, tokenXindaReview] = await Promise.all([
    tokenFor(t.app, '13800000001'),
    tokenFor(t.app, '13800000011'),
    tokenFor(t.app, '13800000006'),
    companyToken(t.app, 'xinda_admin'),
    companyToken(t.app, 'pingan_admin'),
    companyToken(t.app, 'xinda_review'),
  ]);
}, 60_000);
afterAll(() => t.close());

const myList = (token: string, fields: Record<string, string> = {}) => callEndpoint(t.app, getMyOrderList, token, fields);
const companyList = (token: string, fields: Record<string, string>) => callEndpoint(t.app, companyGetOrderList, token, fields);

async function realCounts(where: ReturnType<typeof and>) {
  const rows = await db().select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
  const counts: Record<string, number> = Object.fromEntries(Array.from({ length: 10 }, (_, s) => [String(s), 0]));
  for (const row of rows) counts[String(row.status)] = row.n;
  return counts;
}

describe('enterprise order list /api/order/getList', () => {
  it('lists only the enterprise’s orders, newest first, with tab counts equal to a real count', async () => {
    const data = ok<ListData & { counts: Record<string, number> }>(await myList(tokenA, { limit: '100' }), getMyOrderList);
    const mine = eq(orders.enterpriseId, enterpriseA.id);
    expect(data.list.map((o) => o.sn)).toEqual(await expectedSns(mine));
    expect(data.total).toBe(14);
    expect(data.counts).toEqual(await realCounts(mine));
    expect(data.counts).toMatchObject({ '0': 1, '1': 3, '4': 3, '9': 1 });
    expect(data.list.every((o) => o.enterprise_name === enterpriseA.name)).toBe(true);
  });

  it('shows a sub-account its enterprise’s orders and another enterprise only its own', async () => {
    const sub = ok<ListData>(await myList(tokenSubA, { limit: '100' }), getMyOrderList);
    expect(sub.total).toBe(14);
    const other = ok<ListData & { counts: Record<string, number> }>(await myList(tokenB, { limit: '100' }), getMyOrderList);
    expect(other.list.map((o) => o.sn)).toEqual(await expectedSns(eq(orders.enterpriseId, enterpriseB.id)));
    expect(other.counts).toMatchObject({ '1': 1, '3': 1, '4': 0 });
  });

  it('filters by status with that status’ total and pages through it', async () => {
    const all = await expectedSns(and(eq(orders.enterpriseId, enterpriseA.id), eq(orders.status, 1)));
    const first = ok<ListData>(await myList(tokenA, { status: '1', limit: '2' }), getMyOrderList);
    const second = ok<ListData>(await myList(tokenA, { status: '1', limit: '2', page: '2' }), getMyOrderList);
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect([...first.list, ...second.list].map((o) => o.sn)).toEqual(all);
    expect(first.list.every((o) => o.status === 1 && o.status_text === '待审核')).toBe(true);
    const beyond = ok<ListData>(await myList(tokenA, { status: '1', limit: '2', page: '3' }), getMyOrderList);
    expect(beyond).toMatchObject({ list: [], total: 3 });
  });

  it('pages the whole list past the first page in one order, every page with the same tab counts', async () => {
    const mine = eq(orders.enterpriseId, enterpriseA.id);
    const expected = await expectedSns(mine);
    const counts = await realCounts(mine);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 3); page++) {
      const data = ok<ListData & { counts: Record<string, number> }>(await myList(tokenA, { limit: '3', page: String(page) }), getMyOrderList);
      expect([data.total, data.counts]).toEqual([expected.length, counts]);
      seen.push(...data.list.map((o) => o.sn));
    }
    expect(seen).toEqual(expected);
  });

  it('searches order number and project name, matching % and _ literally, and counts the matches per status', async () => {
    const percent = await order({ projectName: '达标率100%道路工程' });
    const underscore = await order({ projectName: 'A_B 段排水工程', actions: [...TO[1]] });
    await order({ projectName: 'AxB 段排水工程' });
    const byPercent = ok<ListData & { counts: Record<string, number> }>(await myList(tokenA, { keyword: '%' }), getMyOrderList);
    expect(byPercent.list.map((o) => o.sn)).toEqual([percent]);
    expect(byPercent.counts).toMatchObject({ '0': 1, '1': 0 });
    const byUnderscore = ok<ListData & { counts: Record<string, number> }>(await myList(tokenA, { keyword: 'a_b' }), getMyOrderList);
    expect(byUnderscore).toMatchObject({ total: 1, counts: { '0': 0, '1': 1 } });
    expect(byUnderscore.list.map((o) => o.sn)).toEqual([underscore]);
    const bySn = ok<ListData>(await myList(tokenA, { keyword: underscore.slice(-8) }), getMyOrderList);
    expect(bySn.list.map((o) => o.sn)).toEqual([underscore]);
    // B cannot find A's order by its number.
    expect((ok<ListData>(await myList(tokenB, { keyword: underscore }), getMyOrderList)).total).toBe(0);
  });

  it('needs the 订单 permission for a sub-account, for the list and the status poll', async () => {
    const sn = await order({ actions: [...TO[2]] });
    await db().insert(enterpriseAccounts).values({ enterpriseId: enterpriseA.id, mobile: '13600007001', name: '无订单权限', passwordHash: await hashPassword(DEMO_PASSWORD), authJson: '已出函' });
    const token = await tokenFor(t.app, '13600007001');
    for (const res of [await myList(token), await callEndpoint(t.app, getOrderStatus, token, { order_sn: sn })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('没有「订单」权限，请联系主账号开通');
    }
  });

  it('refuses a console token and bad paging', async () => {
    expect((await myList(tokenXinda)).json().code).toBe(-1);
    const res = await myList(tokenA, { limit: '101' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('每页最多 100 条');
  });
});

describe('order status /api/order/getOrderStatus', () => {
  it('answers the status of the enterprise’s own order and 404 for another enterprise’s', async () => {
    const sn = await order({ actions: [...TO[2]] });
    const data = ok<{ order: { sn: string; status: number; status_text: string } }>(await callEndpoint(t.app, getOrderStatus, tokenSubA, { order_sn: sn }), getOrderStatus);
    expect(data).toEqual({ order: { sn, status: 2, status_text: '待支付' } });
    const other = await callEndpoint(t.app, getOrderStatus, tokenB, { order_sn: sn });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 0, msg: '订单不存在' });
    const unknown = await callEndpoint(t.app, getOrderStatus, tokenA, { order_sn: 'BH00000000000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  // The poll reads its caller in the same statement as the order: the caller rules must hold as for any call.
  it('refuses a missing, unknown, console, expired or disabled caller with 401 before looking at the input', async () => {
    const sn = await order({ actions: [...TO[2]] });
    const refusal = async (token: string | undefined, fields: Record<string, string> = { order_sn: sn }) => {
      const res = await callEndpoint(t.app, getOrderStatus, token, fields);
      return [res.statusCode, res.json().code, res.json().msg, res.json().data];
    };
    expect(await refusal(undefined)).toEqual([401, -1, '请先登录', null]);
    expect(await refusal(undefined, { order_sn: '' })).toEqual([401, -1, '请先登录', null]);
    expect(await refusal('no-such-token')).toEqual([401, -1, '请先登录', null]);
    expect(await refusal('no-such-token', { order_sn: '' })).toEqual([401, -1, '请先登录', null]);
    expect(await refusal(tokenXinda)).toEqual([401, -1, '请先登录', null]);
    expect((await callEndpoint(t.app, getOrderStatus, tokenA, { order_sn: '' })).statusCode).toBe(400);

    const sub = await accountByMobile(db(), '13800000011');
    await db().update(enterpriseAccounts).set({ status: 0 }).where(eq(enterpriseAccounts.id, sub.id));
    // Disabling ends earlier sessions; one opened after it (a log-in racing the disable) meets the caller check.
    const { token: lateToken } = await createSession(db(), { type: 'enterprise', id: sub.id }, 1);
    expect(await refusal(lateToken)).toEqual([401, -1, '账号已停用，请联系主账号', null]);
    await db().update(enterpriseAccounts).set({ status: 1 }).where(eq(enterpriseAccounts.id, sub.id));
    const subToken = await tokenFor(t.app, '13800000011');
    expect((await callEndpoint(t.app, getOrderStatus, subToken, { order_sn: sn })).json().data.order.status).toBe(2);

    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(subToken)));
    expect(await refusal(subToken)).toEqual([401, -1, '登录已过期，请重新登录', null]);
  });
});

describe('console order list /api/ensure_company/getOrderList', () => {
  const STAGES: Record<string, number[]> = { 待签约: [0], 待审核: [1], 待支付: [2], 待出函: [3, 8], 已出函: [4, 6], 已驳回: [5] };

  it.each(Object.entries(STAGES))('%s lists the company’s orders in statuses %j with the total', async (stage, statuses) => {
    const data = ok<ListData>(await companyList(tokenXinda, { stage, limit: '100' }), companyGetOrderList);
    const expected = await expectedSns(and(eq(orders.ensureCompanyId, xinda.id), inArray(orders.status, statuses)));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.list.map((o) => o.sn)).toEqual(expected);
    expect(data.total).toBe(expected.length);
    expect(data.list.every((o) => o.ensure_company_id === xinda.id)).toBe(true);
  });

  it('splits issued letters into in force and ended (voided or past validity); 退保 and 理赔 are empty', async () => {
    const inForce = await order({ actions: [...TO[4]], validTo: '2099-12-31' });
    const ended = await expectedSns(and(eq(orders.ensureCompanyId, xinda.id), inArray(orders.status, [6])));
    const [past] = await db().select({ sn: orders.sn }).from(orders).where(and(eq(orders.ensureCompanyId, xinda.id), eq(orders.validTo, '2020-01-01')));
    const normal = ok<ListData>(await companyList(tokenXinda, { stage: '正常履约', limit: '100' }), companyGetOrderList);
    expect(normal.list.map((o) => o.sn)).toContain(inForce);
    expect(normal.list.map((o) => o.sn)).not.toContain(past!.sn);
    expect(normal.list.every((o) => o.status === 4)).toBe(true);
    expect(normal.total).toBe(normal.list.length);
    const terminated = ok<ListData>(await companyList(tokenXinda, { stage: '履约终止', limit: '100' }), companyGetOrderList);
    expect(terminated.list.map((o) => o.sn).sort()).toEqual([...ended, past!.sn].sort());
    expect(terminated.total).toBe(ended.length + 1);
    for (const stage of ['退保', '理赔']) {
      expect(ok<ListData>(await companyList(tokenXinda, { stage }), companyGetOrderList)).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    }
  });

  it('pages a two-status stage in one order without gaps or repeats', async () => {
    const expected = await expectedSns(and(eq(orders.ensureCompanyId, xinda.id), inArray(orders.status, [4, 6])));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
      const data = ok<ListData>(await companyList(tokenXinda, { stage: '已出函', limit: '2', page: String(page) }), companyGetOrderList);
      expect(data.total).toBe(expected.length);
      seen.push(...data.list.map((o) => o.sn));
    }
    expect(seen).toEqual(expected);
  });

  it('pages a one-status stage past the first page', async () => {
    const expected = await expectedSns(and(eq(orders.ensureCompanyId, xinda.id), eq(orders.status, 1)));
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const pages = [];
    for (const page of ['1', '2']) pages.push(ok<ListData>(await companyList(tokenXinda, { stage: '待审核', limit: '1', page }), companyGetOrderList));
    expect(pages.map((p) => [p.total, p.list.map((o) => o.sn)])).toEqual([
      [expected.length, expected.slice(0, 1)],
      [expected.length, expected.slice(1, 2)],
    ]);
  });

  it('never shows another company’s orders', async () => {
    const data = ok<ListData>(await companyList(tokenPingan, { stage: '待审核', limit: '100' }), companyGetOrderList);
    expect(data.list.map((o) => o.sn)).toEqual(await expectedSns(and(eq(orders.ensureCompanyId, pingan.id), eq(orders.status, 1))));
    expect(data.list.every((o) => o.ensure_company_id === pingan.id)).toBe(true);
    expect(data.total).toBe(1);
  });

  it('needs the stage’s permission, and 订单 for the call itself', async () => {
    expect((ok<ListData>(await companyList(tokenXindaReview, { stage: '已出函' }), companyGetOrderList)).total).toBeGreaterThan(0);
    for (const stage of ['待支付', '正常履约']) {
      const refused = await companyList(tokenXindaReview, { stage });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: -2, msg: `没有「${stage}」权限` });
    }
    const noOrders = await addCompanyAccount(db(), xinda.id, '待审核');
    const res = await companyList(await companyToken(t.app, noOrders.account), { stage: '待审核' });
    expect(res.statusCode).toBe(403);
    expect((await companyList(tokenXinda, { stage: '全部' })).statusCode).toBe(400);
  });

  it('searches order number, project and enterprise name', async () => {
    const byEnterprise = ok<ListData>(await companyList(tokenXinda, { stage: '待审核', keyword: '恒信', limit: '100' }), companyGetOrderList);
    expect(byEnterprise.list.map((o) => o.sn)).toEqual(await expectedSns(and(eq(orders.ensureCompanyId, xinda.id), eq(orders.status, 1), eq(orders.enterpriseId, enterpriseA.id))));
    expect(byEnterprise.total).toBe(byEnterprise.list.length);
    const byOther = ok<ListData>(await companyList(tokenXinda, { stage: '待审核', keyword: '润扬' }), companyGetOrderList);
    expect(byOther.list.map((o) => o.enterprise_name)).toEqual([enterpriseB.name]);
    const literal = ok<ListData>(await companyList(tokenXinda, { stage: '待审核', keyword: '100%' }), companyGetOrderList);
    expect(literal.total).toBe(0);
  });

  it('filters by creation date in China time, both ends inclusive', async () => {
    // 2030-03-01 23:30 and 2030-03-02 00:30 in Beijing (15:30 and 16:30 UTC on 03-01).
    const lateFirst = await order({ actions: [...TO[2]], createdAt: new Date('2030-03-01T15:30:00Z') });
    const earlySecond = await order({ actions: [...TO[2]], createdAt: new Date('2030-03-01T16:30:00Z') });
    const sns = async (fields: Record<string, string>) => {
      const data = ok<ListData>(await companyList(tokenXinda, { stage: '待支付', limit: '100', ...fields }), companyGetOrderList);
      expect(data.total).toBe(data.list.length);
      return data.list.map((o) => o.sn);
    };
    expect(await sns({ start_date: '2030-03-01', end_date: '2030-03-01' })).toEqual([lateFirst]);
    expect(await sns({ start_date: '2030-03-02' })).toEqual([earlySecond]);
    expect(await sns({ start_date: '2030-03-01' })).toEqual([earlySecond, lateFirst]);
    expect(await sns({ end_date: '2030-02-28' })).not.toContain(lateFirst);

    const reversed = await companyList(tokenXinda, { stage: '待支付', start_date: '2030-03-02', end_date: '2030-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ msg: '结束日期不能早于开始日期', data: { fields: { end_date: '结束日期不能早于开始日期' } } });
    const impossible = await companyList(tokenXinda, { stage: '待支付', start_date: '2030-02-30' });
    expect(impossible.json()).toMatchObject({ code: 0, data: { fields: { start_date: '开始日期不是有效日期' } } });
  });
});

// The order reads through HTTP and the database: the enterprise list with its tab counts, the
// status poll, and the console list by stage, over bid e-letter and bid paper orders mixed
// (order-list-fixtures.ts). The lists of one letter type against each other, and the console's
// type filter, are order-lists-by-type.test.ts.
import {
  companyGetLetterList,
  companyGetOrderList,
  getMyOrderList,
  getOrderStatus,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { hashToken } from '../src/auth/tokens';
import { enterpriseAccounts, orders, sessions } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { accountByMobile, tokenFor } from './enterprise-session';
import {
  ok,
  orderListWorld,
  TAB_STATUSES,
  type ListData,
  type OrderListWorld,
  type TabbedList,
} from './order-list-fixtures';
import { demoPasswordHash } from './test-passwords';

let w: OrderListWorld;
const db = () => w.db;
const E_TABS = TAB_STATUSES.bid_e;

beforeAll(async () => {
  w = await orderListWorld();
}, 60_000);
afterAll(() => w.t.close());

const myList = (token: string, fields: Record<string, string> = {}) =>
  callEndpoint(w.t.app, getMyOrderList, token, fields);
const companyList = (token: string, fields: Record<string, string>) =>
  callEndpoint(w.t.app, companyGetOrderList, token, fields);
const letterList = (token: string, fields: Record<string, string>) =>
  callEndpoint(w.t.app, companyGetLetterList, token, fields);

describe('enterprise order list /api/order/getList', () => {
  it('lists only the enterprise’s orders, newest first, with tab counts equal to a real count', async () => {
    const data = ok<TabbedList>(await myList(w.tokens.A, { limit: '100' }), getMyOrderList);
    const mine = w.ofEnterprise(w.enterpriseA, 'bid_e');
    expect(data.list.map((o) => o.sn)).toEqual(await w.expectedSns(mine));
    expect(data.total).toBe(14);
    expect(data.counts).toEqual(await w.realCounts(mine, E_TABS));
    expect(data.counts).toMatchObject({ '0': 1, '1': 3, '4': 3, '9': 1 });
    expect(
      data.list.every((o) => o.enterprise_name === w.enterpriseA.name && o.type === 'bid_e'),
    ).toBe(true);
  });

  it('shows a sub-account its enterprise’s orders and another enterprise only its own', async () => {
    const sub = ok<ListData>(await myList(w.tokens.subA, { limit: '100' }), getMyOrderList);
    expect(sub.total).toBe(14);
    const other = ok<TabbedList>(await myList(w.tokens.B, { limit: '100' }), getMyOrderList);
    expect(other.list.map((o) => o.sn)).toEqual(
      await w.expectedSns(w.ofEnterprise(w.enterpriseB, 'bid_e')),
    );
    expect(other.counts).toMatchObject({ '1': 1, '3': 1, '4': 0 });
  });

  it('filters by status with that status’ total and pages through it', async () => {
    const all = await w.expectedSns(w.ofEnterprise(w.enterpriseA, 'bid_e', eq(orders.status, 1)));
    const first = ok<ListData>(
      await myList(w.tokens.A, { status: '1', limit: '2' }),
      getMyOrderList,
    );
    const second = ok<ListData>(
      await myList(w.tokens.A, { status: '1', limit: '2', page: '2' }),
      getMyOrderList,
    );
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect([...first.list, ...second.list].map((o) => o.sn)).toEqual(all);
    expect(first.list.every((o) => o.status === 1 && o.status_text === '待审核')).toBe(true);
    const beyond = ok<ListData>(
      await myList(w.tokens.A, { status: '1', limit: '2', page: '3' }),
      getMyOrderList,
    );
    expect(beyond).toMatchObject({ list: [], total: 3 });
  });

  it('pages the whole list past the first page in one order, every page with the same tab counts', async () => {
    const mine = w.ofEnterprise(w.enterpriseA, 'bid_e');
    const expected = await w.expectedSns(mine);
    const counts = await w.realCounts(mine, E_TABS);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 3); page++) {
      const data = ok<TabbedList>(
        await myList(w.tokens.A, { limit: '3', page: String(page) }),
        getMyOrderList,
      );
      expect([data.total, data.counts]).toEqual([expected.length, counts]);
      seen.push(...data.list.map((o) => o.sn));
    }
    expect(seen).toEqual(expected);
  });

  it('searches order number and project name, matching % and _ literally, and counts the matches per status', async () => {
    const percent = await w.order({ projectName: '达标率100%道路工程' });
    const underscore = await w.order({ projectName: 'A_B 段排水工程', status: 1 });
    await w.order({ projectName: 'AxB 段排水工程' });
    const byPercent = ok<TabbedList>(await myList(w.tokens.A, { keyword: '%' }), getMyOrderList);
    expect(byPercent.list.map((o) => o.sn)).toEqual([percent]);
    expect(byPercent.counts).toMatchObject({ '0': 1, '1': 0 });
    const byUnderscore = ok<TabbedList>(
      await myList(w.tokens.A, { keyword: 'a_b' }),
      getMyOrderList,
    );
    expect(byUnderscore).toMatchObject({ total: 1, counts: { '0': 0, '1': 1 } });
    expect(byUnderscore.list.map((o) => o.sn)).toEqual([underscore]);
    const bySn = ok<ListData>(
      await myList(w.tokens.A, { keyword: underscore.slice(-8) }),
      getMyOrderList,
    );
    expect(bySn.list.map((o) => o.sn)).toEqual([underscore]);
    // B cannot find A's order by its number.
    expect(
      ok<ListData>(await myList(w.tokens.B, { keyword: underscore }), getMyOrderList).total,
    ).toBe(0);
  });

  it('needs the 订单 permission for a sub-account, for the list and the status poll', async () => {
    const sn = await w.order({ status: 2 });
    await db()
      .insert(enterpriseAccounts)
      .values({
        enterpriseId: w.enterpriseA.id,
        mobile: '13600007001',
        name: '无订单权限',
        passwordHash: await demoPasswordHash(),
        authJson: '已出函',
      });
    const token = await tokenFor(w.t.app, '13600007001');
    for (const res of [
      await myList(token),
      await callEndpoint(w.t.app, getOrderStatus, token, { order_sn: sn }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('没有「订单」权限，请联系主账号开通');
    }
  });

  it('refuses a console token and bad paging', async () => {
    expect((await myList(w.tokens.xinda)).json().code).toBe(-1);
    const res = await myList(w.tokens.A, { limit: '101' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('每页最多 100 条');
  });
});

describe('order status /api/order/getOrderStatus', () => {
  it('answers the status of the enterprise’s own order and 404 for another enterprise’s', async () => {
    const sn = await w.order({ status: 2 });
    const data = ok<{ order: { sn: string; status: number; status_text: string } }>(
      await callEndpoint(w.t.app, getOrderStatus, w.tokens.subA, { order_sn: sn }),
      getOrderStatus,
    );
    expect(data).toEqual({ order: { sn, status: 2, status_text: '待支付' } });
    const other = await callEndpoint(w.t.app, getOrderStatus, w.tokens.B, { order_sn: sn });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 0, msg: '订单不存在' });
    const unknown = await callEndpoint(w.t.app, getOrderStatus, w.tokens.A, {
      order_sn: 'BH00000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  // The poll reads its caller in the same statement as the order: the caller rules must hold as for any call.
  it('refuses a missing, unknown, console, expired or disabled caller with 401 before looking at the input', async () => {
    const sn = await w.order({ status: 2 });
    const refusal = async (
      token: string | undefined,
      fields: Record<string, string> = { order_sn: sn },
    ) => {
      const res = await callEndpoint(w.t.app, getOrderStatus, token, fields);
      return [res.statusCode, res.json().code, res.json().msg, res.json().data];
    };
    expect(await refusal(undefined)).toEqual([401, -1, '请先登录', null]);
    expect(await refusal(undefined, { order_sn: '' })).toEqual([401, -1, '请先登录', null]);
    expect(await refusal('no-such-token')).toEqual([401, -1, '请先登录', null]);
    expect(await refusal('no-such-token', { order_sn: '' })).toEqual([401, -1, '请先登录', null]);
    expect(await refusal(w.tokens.xinda)).toEqual([401, -1, '请先登录', null]);
    expect(
      (await callEndpoint(w.t.app, getOrderStatus, w.tokens.A, { order_sn: '' })).statusCode,
    ).toBe(400);

    const sub = await accountByMobile(db(), '13800000011');
    await db()
      .update(enterpriseAccounts)
      .set({ status: 0 })
      .where(eq(enterpriseAccounts.id, sub.id));
    // Disabling ends earlier sessions; one opened after it (a log-in racing the disable) meets the caller check.
    const { token: lateToken } = await createSession(db(), { type: 'enterprise', id: sub.id }, 1);
    expect(await refusal(lateToken)).toEqual([401, -1, '账号已停用，请联系主账号', null]);
    await db()
      .update(enterpriseAccounts)
      .set({ status: 1 })
      .where(eq(enterpriseAccounts.id, sub.id));
    const subToken = await tokenFor(w.t.app, '13800000011');
    expect(
      (await callEndpoint(w.t.app, getOrderStatus, subToken, { order_sn: sn })).json().data.order
        .status,
    ).toBe(2);

    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(subToken)));
    expect(await refusal(subToken)).toEqual([401, -1, '登录已过期，请重新登录', null]);
  });
});

describe('console order list /api/ensure_company/getOrderList', () => {
  // Every letter type's statuses: e-letters 3 → 4, paper 10 → 11 → 12 (order-status.ts's stages, written out).
  const STAGES: Record<string, number[]> = {
    待签约: [0],
    待审核: [1],
    待支付: [2],
    待出函: [3, 8, 10],
    已出函: [4, 6, 11, 12],
    已驳回: [5],
  };

  it.each(Object.entries(STAGES))(
    '%s lists the company’s orders of every type in statuses %j with the total',
    async (stage, statuses) => {
      const data = ok<ListData>(
        await companyList(w.tokens.xinda, { stage, limit: '100' }),
        companyGetOrderList,
      );
      const expected = await w.expectedSns(
        and(eq(orders.ensureCompanyId, w.xinda.id), inArray(orders.status, statuses)),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(data.list.map((o) => o.sn)).toEqual(expected);
      expect(data.total).toBe(expected.length);
      expect(data.list.every((o) => o.ensure_company_id === w.xinda.id)).toBe(true);
      expect(new Set(data.list.map((o) => o.type))).toEqual(new Set(['bid_e', 'bid_paper']));
    },
  );

  it('letters given to the enterprise (issued, mailed, received) are split into in force and ended (voided or past validity) by getLetterList', async () => {
    const inForce = await w.order({ status: 4, validTo: '2099-12-31' });
    const received = await w.order({ type: 'bid_paper', status: 12, validTo: '2099-12-31' });
    const ended = await w.expectedSns(
      and(eq(orders.ensureCompanyId, w.xinda.id), inArray(orders.status, [6])),
    );
    const past = await w.expectedSns(
      and(eq(orders.ensureCompanyId, w.xinda.id), eq(orders.validTo, '2020-01-01')),
    );
    expect(past).toHaveLength(2); // one issued e-letter, one mailed paper letter
    const normal = ok<ListData>(
      await letterList(w.tokens.xinda, { stage: '正常履约', limit: '100' }),
      companyGetLetterList,
    );
    expect(normal.list.map((o) => o.sn)).toEqual(expect.arrayContaining([inForce, received]));
    for (const sn of past) expect(normal.list.map((o) => o.sn)).not.toContain(sn);
    expect(normal.list.every((o) => [4, 11, 12].includes(o.status))).toBe(true);
    expect(normal.total).toBe(normal.list.length);
    const terminated = ok<ListData>(
      await letterList(w.tokens.xinda, { stage: '履约终止', limit: '100' }),
      companyGetLetterList,
    );
    expect(terminated.list.map((o) => o.sn).sort()).toEqual([...ended, ...past].sort());
    expect(terminated.total).toBe(ended.length + 2);
    // They are no order stages any more (保函管理 has its own list).
    for (const stage of ['正常履约', '履约终止', '退保', '理赔'])
      expect((await companyList(w.tokens.xinda, { stage })).statusCode).toBe(400);
  });

  it('pages a four-status stage in one order without gaps or repeats', async () => {
    const expected = await w.expectedSns(
      and(eq(orders.ensureCompanyId, w.xinda.id), inArray(orders.status, [4, 6, 11, 12])),
    );
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
      const data = ok<ListData>(
        await companyList(w.tokens.xinda, { stage: '已出函', limit: '2', page: String(page) }),
        companyGetOrderList,
      );
      expect(data.total).toBe(expected.length);
      seen.push(...data.list.map((o) => o.sn));
    }
    expect(seen).toEqual(expected);
  });

  it('pages a one-status stage past the first page', async () => {
    const expected = await w.expectedSns(
      and(eq(orders.ensureCompanyId, w.xinda.id), eq(orders.status, 1)),
    );
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const pages = [];
    for (const page of ['1', '2'])
      pages.push(
        ok<ListData>(
          await companyList(w.tokens.xinda, { stage: '待审核', limit: '1', page }),
          companyGetOrderList,
        ),
      );
    expect(pages.map((p) => [p.total, p.list.map((o) => o.sn)])).toEqual([
      [expected.length, expected.slice(0, 1)],
      [expected.length, expected.slice(1, 2)],
    ]);
  });

  it('never shows another company’s orders', async () => {
    const data = ok<ListData>(
      await companyList(w.tokens.pingan, { stage: '待审核', limit: '100' }),
      companyGetOrderList,
    );
    expect(data.list.map((o) => o.sn)).toEqual(
      await w.expectedSns(and(eq(orders.ensureCompanyId, w.pingan.id), eq(orders.status, 1))),
    );
    expect(data.list.every((o) => o.ensure_company_id === w.pingan.id)).toBe(true);
    expect(data.total).toBe(1);
  });

  it('needs the stage’s permission, and 订单 for the call itself', async () => {
    expect(
      ok<ListData>(
        await companyList(w.tokens.xindaReview, { stage: '已出函' }),
        companyGetOrderList,
      ).total,
    ).toBeGreaterThan(0);
    for (const [list, stage] of [
      [companyList, '待支付'],
      [letterList, '正常履约'],
    ] as const) {
      const refused = await list(w.tokens.xindaReview, { stage });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: -2, msg: `没有「${stage}」权限` });
    }
    const noOrders = await addCompanyAccount(db(), w.xinda.id, '待审核');
    const res = await companyList(await companyToken(w.t.app, noOrders.account), {
      stage: '待审核',
    });
    expect(res.statusCode).toBe(403);
    expect((await companyList(w.tokens.xinda, { stage: '全部' })).statusCode).toBe(400);
  });

  it('searches order number, project and enterprise name', async () => {
    const byEnterprise = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', keyword: '恒信', limit: '100' }),
      companyGetOrderList,
    );
    expect(byEnterprise.list.map((o) => o.sn)).toEqual(
      await w.expectedSns(
        and(
          eq(orders.ensureCompanyId, w.xinda.id),
          eq(orders.status, 1),
          eq(orders.enterpriseId, w.enterpriseA.id),
        ),
      ),
    );
    expect(byEnterprise.total).toBe(byEnterprise.list.length);
    const byOther = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', keyword: '润扬' }),
      companyGetOrderList,
    );
    expect(byOther.list.map((o) => [o.enterprise_name, o.type])).toEqual([
      [w.enterpriseB.name, 'bid_paper'],
      [w.enterpriseB.name, 'bid_e'],
    ]);
    const literal = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', keyword: '100%' }),
      companyGetOrderList,
    );
    expect(literal.total).toBe(0);
  });

  it('filters by creation date in China time, both ends inclusive', async () => {
    // 2030-03-01 23:30 and 2030-03-02 00:30 in Beijing (15:30 and 16:30 UTC on 03-01).
    const lateFirst = await w.order({ status: 2, createdAt: new Date('2030-03-01T15:30:00Z') });
    const earlySecond = await w.order({ status: 2, createdAt: new Date('2030-03-01T16:30:00Z') });
    const sns = async (fields: Record<string, string>) => {
      const data = ok<ListData>(
        await companyList(w.tokens.xinda, { stage: '待支付', limit: '100', ...fields }),
        companyGetOrderList,
      );
      expect(data.total).toBe(data.list.length);
      return data.list.map((o) => o.sn);
    };
    expect(await sns({ start_date: '2030-03-01', end_date: '2030-03-01' })).toEqual([lateFirst]);
    expect(await sns({ start_date: '2030-03-02' })).toEqual([earlySecond]);
    expect(await sns({ start_date: '2030-03-01' })).toEqual([earlySecond, lateFirst]);
    expect(await sns({ end_date: '2030-02-28' })).not.toContain(lateFirst);

    const reversed = await companyList(w.tokens.xinda, {
      stage: '待支付',
      start_date: '2030-03-02',
      end_date: '2030-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      msg: '结束日期不能早于开始日期',
      data: { fields: { end_date: '结束日期不能早于开始日期' } },
    });
    const impossible = await companyList(w.tokens.xinda, {
      stage: '待支付',
      start_date: '2030-02-30',
    });
    expect(impossible.json()).toMatchObject({
      code: 0,
      data: { fields: { start_date: '开始日期不是有效日期' } },
    });
  });
});

// The order lists take the letter type as a parameter: /api/order/getList lists bid e-letters and
// /api/paper_letter/getList bid paper letters (same code, same shapes), each with the counts of its
// own type; the console's stage lists span every type unless `type` narrows them, and their totals
// sum the per-type counters. The status poll answers an order of any type. Over HTTP and the
// database, with bid e-letter and paper orders mixed (order-list-fixtures.ts).
import {
  companyGetOrderList,
  getMyOrderList,
  getOrderStatus,
  paperGetList,
} from '@bht/api-client/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseAccounts, orderCounts, orders } from '../src/db/schema';
import { callEndpoint } from './company-session';
import { tokenFor } from './enterprise-session';
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

beforeAll(async () => {
  w = await orderListWorld();
}, 60_000);
afterAll(() => w.t.close());

const paperList = (token: string, fields: Record<string, string> = {}) =>
  callEndpoint(w.t.app, paperGetList, token, fields);
const eList = (token: string, fields: Record<string, string> = {}) =>
  callEndpoint(w.t.app, getMyOrderList, token, fields);
const companyList = (token: string, fields: Record<string, string>) =>
  callEndpoint(w.t.app, companyGetOrderList, token, fields);

const LISTS = [
  ['bid_e', getMyOrderList, eList],
  ['bid_paper', paperGetList, paperList],
] as const;

describe('the enterprise lists, one per letter type', () => {
  it.each(LISTS)(
    '%s: only that type’s orders of the enterprise, newest first, with that type’s tab counts',
    async (type, endpoint, list) => {
      const data = ok<TabbedList>(await list(w.tokens.A, { limit: '100' }), endpoint);
      const mine = w.ofEnterprise(w.enterpriseA, type);
      expect(data.list.map((o) => o.sn)).toEqual(await w.expectedSns(mine));
      expect(
        data.list.every((o) => o.type === type && o.enterprise_name === w.enterpriseA.name),
      ).toBe(true);
      expect(data.counts).toEqual(await w.realCounts(mine, TAB_STATUSES[type]));
      expect(data.total).toBe(data.list.length);
    },
  );

  it('never shows a paper order in the e-letter list, nor an e-letter in the paper list', async () => {
    const e = ok<TabbedList>(await eList(w.tokens.A, { limit: '100' }), getMyOrderList);
    const paper = ok<TabbedList>(await paperList(w.tokens.A, { limit: '100' }), paperGetList);
    expect([e.total, paper.total]).toEqual([14, 13]);
    const paperSns = new Set(paper.list.map((o) => o.sn));
    expect(e.list.filter((o) => paperSns.has(o.sn))).toEqual([]);
    // The same status counts each type's own orders: at 1, two e-letters with xinda and one with pingan, one paper letter.
    expect([e.counts['1'], paper.counts['1']]).toEqual([3, 1]);
    expect(paper.counts).toMatchObject({ '10': 2, '11': 2, '12': 1, '9': 1 });
    expect(Object.keys(paper.counts)).not.toContain('3');
    expect(Object.keys(e.counts)).not.toContain('10');
  });

  it('filters the paper list by status and pages it past the first page', async () => {
    const expected = await w.expectedSns(
      w.ofEnterprise(w.enterpriseA, 'bid_paper', eq(orders.status, 11)),
    );
    expect(expected).toHaveLength(2);
    const pages = [];
    for (const page of ['1', '2', '3'])
      pages.push(
        ok<TabbedList>(
          await paperList(w.tokens.A, { status: '11', limit: '1', page }),
          paperGetList,
        ),
      );
    expect(pages.map((p) => [p.total, p.list.map((o) => o.sn)])).toEqual([
      [2, expected.slice(0, 1)],
      [2, expected.slice(1, 2)],
      [2, []],
    ]);
    expect(
      pages.every((p) => p.counts['11'] === 2 && p.list.every((o) => o.status_text === '已寄出')),
    ).toBe(true);
  });

  it('pages the whole paper list past the first page in one order, every page (the empty one past the end too) with the same counts', async () => {
    const mine = w.ofEnterprise(w.enterpriseA, 'bid_paper');
    const expected = await w.expectedSns(mine);
    const counts = await w.realCounts(mine, TAB_STATUSES.bid_paper);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const data = ok<TabbedList>(
        await paperList(w.tokens.A, { limit: '4', page: String(page) }),
        paperGetList,
      );
      expect([data.total, data.counts]).toEqual([expected.length, counts]);
      seen.push(...data.list.map((o) => o.sn));
    }
    expect(seen).toEqual(expected);
  });

  it('answers an empty tab, with the counts, for a status the type never has', async () => {
    const data = ok<TabbedList>(await paperList(w.tokens.A, { status: '3' }), paperGetList);
    expect(data).toMatchObject({ list: [], total: 0 });
    expect(data.counts).toEqual(
      await w.realCounts(w.ofEnterprise(w.enterpriseA, 'bid_paper'), TAB_STATUSES.bid_paper),
    );
  });

  it('searches within the type: a keyword matching orders of both types finds each in its own list only', async () => {
    const e = await w.order({ projectName: '双类型检索样本工程', status: 1 });
    const paper = await w.order({
      type: 'bid_paper',
      projectName: '双类型检索样本工程',
      status: 10,
    });
    const inE = ok<TabbedList>(await eList(w.tokens.A, { keyword: '双类型检索' }), getMyOrderList);
    const inPaper = ok<TabbedList>(
      await paperList(w.tokens.A, { keyword: '双类型检索' }),
      paperGetList,
    );
    expect([inE.list.map((o) => o.sn), inE.total, inE.counts['1']]).toEqual([[e], 1, 1]);
    expect([
      inPaper.list.map((o) => o.sn),
      inPaper.total,
      inPaper.counts['10'],
      inPaper.counts['1'],
    ]).toEqual([[paper], 1, 1, 0]);
    expect(ok<ListData>(await paperList(w.tokens.A, { keyword: e }), paperGetList).total).toBe(0);
    expect(ok<ListData>(await paperList(w.tokens.B, { keyword: paper }), paperGetList).total).toBe(
      0,
    );
  });

  it('shows enterprise B only its own paper letters, and a sub-account its enterprise’s', async () => {
    const other = ok<TabbedList>(await paperList(w.tokens.B, { limit: '100' }), paperGetList);
    expect(other.list.map((o) => o.sn)).toEqual(
      await w.expectedSns(w.ofEnterprise(w.enterpriseB, 'bid_paper')),
    );
    expect(other.counts).toMatchObject({ '1': 1, '11': 1, '10': 0 });
    const sub = ok<ListData>(await paperList(w.tokens.subA, { limit: '100' }), paperGetList);
    expect(sub.list.map((o) => o.sn)).toEqual(
      await w.expectedSns(w.ofEnterprise(w.enterpriseA, 'bid_paper')),
    );
  });

  it('needs the 订单 permission for a sub-account, refuses a console token and bad paging', async () => {
    await w.db.insert(enterpriseAccounts).values({
      enterpriseId: w.enterpriseA.id,
      mobile: '13600007101',
      name: '无订单权限',
      passwordHash: await demoPasswordHash(),
      authJson: '已出函',
    });
    const refused = await paperList(await tokenFor(w.t.app, '13600007101'));
    expect([refused.statusCode, refused.json().msg]).toEqual([
      403,
      '没有「订单」权限，请联系主账号开通',
    ]);
    expect((await paperList(w.tokens.xinda)).statusCode).toBe(401);
    const bad = await paperList(w.tokens.A, { limit: '101' });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '每页最多 100 条']);
    const badStatus = await paperList(w.tokens.A, { status: '13' });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('the status poll for any letter type', () => {
  it('answers a paper order’s status to its enterprise and 404 to another', async () => {
    const sn = await w.order({ type: 'bid_paper', status: 11 });
    const data = ok<{ order: { sn: string; status: number; status_text: string } }>(
      await callEndpoint(w.t.app, getOrderStatus, w.tokens.subA, { order_sn: sn }),
      getOrderStatus,
    );
    expect(data).toEqual({ order: { sn, status: 11, status_text: '已寄出' } });
    const other = await callEndpoint(w.t.app, getOrderStatus, w.tokens.B, { order_sn: sn });
    expect([other.statusCode, other.json().msg]).toEqual([404, '订单不存在']);
  });
});

describe('the console’s stage lists across letter types', () => {
  const STAGES: Record<string, number[]> = {
    待签约: [0],
    待审核: [1],
    待支付: [2],
    待出函: [3, 8, 10],
    已出函: [4, 6, 11, 12],
    已驳回: [5],
  };
  const cases = Object.entries(STAGES).flatMap(([stage, statuses]) =>
    [undefined, 'bid_e', 'bid_paper'].map(
      (type) => [stage, type ?? '(every type)', statuses, type] as const,
    ),
  );

  it.each(cases)(
    '%s, %s: the company’s orders of that type in the stage, with the total',
    async (stage, _label, statuses, type) => {
      const fields: Record<string, string> = { stage, limit: '100', ...(type ? { type } : {}) };
      const data = ok<ListData>(await companyList(w.tokens.xinda, fields), companyGetOrderList);
      const expected = await w.expectedSns(
        and(
          eq(orders.ensureCompanyId, w.xinda.id),
          inArray(orders.status, statuses),
          type ? eq(orders.type, type) : undefined,
        ),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(data.list.map((o) => o.sn)).toEqual(expected);
      expect(data.total).toBe(expected.length);
    },
  );

  it('sums the per-type counters into one total per stage, as the orders count (also on an empty page past the end)', async () => {
    const e = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', type: 'bid_e' }),
      companyGetOrderList,
    );
    const paper = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', type: 'bid_paper' }),
      companyGetOrderList,
    );
    const all = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核' }),
      companyGetOrderList,
    );
    expect(e.total).toBeGreaterThan(0);
    expect(paper.total).toBeGreaterThan(0);
    expect(all.total).toBe(e.total + paper.total);
    const beyond = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', page: '99' }),
      companyGetOrderList,
    );
    expect(beyond).toMatchObject({ list: [], total: all.total });
    const beyondPaper = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '已出函', type: 'bid_paper', page: '99' }),
      companyGetOrderList,
    );
    expect(beyondPaper.total).toBe(
      (
        await w.expectedSns(
          and(
            eq(orders.ensureCompanyId, w.xinda.id),
            eq(orders.type, 'bid_paper'),
            inArray(orders.status, [11, 12, 6]),
          ),
        )
      ).length,
    );
  });

  it('keeps order_counts equal to the orders, per owner, letter type and status', async () => {
    const counters = await w.db.select().from(orderCounts);
    const real = await w.db
      .select({
        enterpriseId: orders.enterpriseId,
        companyId: orders.ensureCompanyId,
        type: orders.type,
        status: orders.status,
        n: count(),
      })
      .from(orders)
      .groupBy(orders.enterpriseId, orders.ensureCompanyId, orders.type, orders.status);
    const expected = new Map<string, number>();
    const add = (key: string, n: number) => expected.set(key, (expected.get(key) ?? 0) + n);
    for (const r of real) {
      add(`e ${r.enterpriseId} ${r.type} ${r.status}`, r.n);
      add(`c ${r.companyId} ${r.type} ${r.status}`, r.n);
    }
    const kept = new Map(
      counters
        .filter((c) => c.total !== 0)
        .map((c) => [`${c.ownerType} ${c.ownerId} ${c.type} ${c.status}`, c.total]),
    );
    expect(kept).toEqual(expected);
    expect([...kept.keys()].some((key) => key.includes('bid_paper'))).toBe(true);
  });

  it('pages a paper stage of several statuses past the first page without gaps or repeats', async () => {
    const expected = await w.expectedSns(
      and(
        eq(orders.ensureCompanyId, w.xinda.id),
        eq(orders.type, 'bid_paper'),
        inArray(orders.status, [4, 6, 11, 12]),
      ),
    );
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
      const data = ok<ListData>(
        await companyList(w.tokens.xinda, {
          stage: '已出函',
          type: 'bid_paper',
          limit: '2',
          page: String(page),
        }),
        companyGetOrderList,
      );
      expect(data.total).toBe(expected.length);
      seen.push(...data.list.map((o) => o.sn));
    }
    expect(seen).toEqual(expected);
  });

  it('filters by type together with a keyword (counted over the rows)', async () => {
    const data = ok<ListData>(
      await companyList(w.tokens.xinda, { stage: '待审核', type: 'bid_paper', keyword: '润扬' }),
      companyGetOrderList,
    );
    expect(data.list.map((o) => [o.enterprise_name, o.type])).toEqual([
      [w.enterpriseB.name, 'bid_paper'],
    ]);
    expect(data.total).toBe(1);
  });

  it('never shows another company’s orders of either type', async () => {
    for (const type of ['bid_e', 'bid_paper']) {
      const data = ok<ListData>(
        await companyList(w.tokens.pingan, { stage: '已出函', type, limit: '100' }),
        companyGetOrderList,
      );
      expect(data.list.map((o) => o.sn)).toEqual(
        await w.expectedSns(
          and(
            eq(orders.ensureCompanyId, w.pingan.id),
            eq(orders.type, type),
            inArray(orders.status, [4, 6, 11, 12]),
          ),
        ),
      );
      expect(data.list.every((o) => o.ensure_company_id === w.pingan.id && o.type === type)).toBe(
        true,
      );
    }
    const all = ok<ListData>(
      await companyList(w.tokens.pingan, { stage: '已出函', limit: '100' }),
      companyGetOrderList,
    );
    expect(all.list.map((o) => o.type).sort()).toEqual(['bid_e', 'bid_paper']);
  });

  it('refuses an unknown letter type naming the field', async () => {
    const res = await companyList(w.tokens.xinda, { stage: '待审核', type: 'paper' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { fields: { type: '请选择正确的保函类型' } },
    });
  });
});

// Tender projects through HTTP and the database: search, filters, server paging with the total,
// deterministic order, closed projects, and the detail.
import { getProjectDetail, getProjectList } from '@bht/api-client/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { callEndpoint } from './company-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const list = async (fields: Record<string, string> = {}) => {
  const res = await callEndpoint(t.app, getProjectList, undefined, fields);
  expect(res.json().code, res.body).toBe(1);
  expect(getProjectList.response.safeParse(res.json().data).success).toBe(true);
  return res.json().data as {
    list: Array<{
      id: number;
      name: string;
      number: string;
      tender_unit: string;
      region: string;
      trading_center: string;
      deadline: number;
      status: number;
    }>;
    total: number;
    page: number;
    limit: number;
  };
};
const days = (n: number) => new Date(Date.now() + n * 86400_000);

let seq = 0;
async function addProject(overrides: Partial<typeof projects.$inferInsert> = {}) {
  const n = ++seq;
  const [row] = await db()
    .insert(projects)
    .values({
      name: `测试项目${n}号道路工程施工`,
      number: `TEST-2026-${String(n).padStart(4, '0')}`,
      tenderUnit: '测试市交通运输局',
      tradingCenter: '测试市公共资源交易中心',
      bidSection: '一标段',
      region: '江苏省测试市',
      bidBondAmount: '200000.00',
      bidOpenTime: days(30),
      deadline: days(29),
      ...overrides,
    })
    .returning();
  return row!;
}

describe('project list', () => {
  it('lists the open seeded projects, soonest deadline first, with the total', async () => {
    const open = await db()
      .select()
      .from(projects)
      .where(and(eq(projects.status, 1), gt(projects.deadline, new Date())))
      .orderBy(asc(projects.deadline), asc(projects.id));
    expect(open.length).toBeGreaterThanOrEqual(20);
    const page = await list();
    expect(page).toMatchObject({ total: open.length, page: 1, limit: 10 });
    expect(page.list.map((p) => p.id)).toEqual(open.slice(0, 10).map((p) => p.id));
    const first = open[0]!;
    expect(page.list[0]).toEqual({
      id: first.id,
      name: first.name,
      number: first.number,
      tender_unit: first.tenderUnit,
      trading_center: first.tradingCenter,
      bid_section: first.bidSection,
      region: first.region,
      bid_bond_amount: first.bidBondAmount,
      bid_open_time: Math.floor(first.bidOpenTime.getTime() / 1000),
      deadline: Math.floor(first.deadline.getTime() / 1000),
      status: 1,
      accepts_paper: first.acceptsPaper ? 1 : 0,
      contract: null,
    });
  });

  it('pages on the server: pages do not overlap, together they are the whole list, past the end is empty', async () => {
    const { total } = await list();
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const result = await list({ page: String(page), limit: '7' });
      expect(result).toMatchObject({ total, page, limit: 7 });
      ids.push(...result.list.map((p) => p.id));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(await list({ page: String(Math.ceil(total / 7) + 1), limit: '7' })).toMatchObject({
      list: [],
      total,
    });
  });

  it('breaks ties of the deadline by id, so the order never changes between pages', async () => {
    const deadline = days(3);
    const a = await addProject({ name: '同截止甲项目', deadline });
    const b = await addProject({ name: '同截止乙项目', deadline });
    const c = await addProject({ name: '同截止丙项目', deadline });
    const first = await list({ keyword: '同截止', limit: '2' });
    const second = await list({ keyword: '同截止', limit: '2', page: '2' });
    expect([...first.list, ...second.list].map((p) => p.id)).toEqual([a.id, b.id, c.id]);
    expect(first.total).toBe(3);
  });

  it('searches the name, the number and the tender unit, case-insensitively', async () => {
    const project = await addProject({
      name: '梅园新村雨污分流改造工程',
      number: 'NJ-GX-2026-0815',
      tenderUnit: '南京市玄武区水务局',
    });
    expect((await list({ keyword: '雨污分流' })).list.map((p) => p.id)).toEqual([project.id]);
    expect((await list({ keyword: 'nj-gx-2026' })).list.map((p) => p.id)).toEqual([project.id]);
    expect((await list({ keyword: '玄武区水务' })).list.map((p) => p.id)).toEqual([project.id]);
    const byTenderUnit = await list({ keyword: '教育局', limit: '100' });
    expect(byTenderUnit.total).toBeGreaterThan(0);
    for (const p of byTenderUnit.list) expect(p.tender_unit).toContain('教育局');
    expect(await list({ keyword: '不存在的项目关键字' })).toMatchObject({ list: [], total: 0 });
  });

  it('matches %, _ and \\ in the keyword literally', async () => {
    const project = await addProject({ name: '降噪率100%_达标\\改造工程' });
    expect((await list({ keyword: '%' })).list.map((p) => p.id)).toEqual([project.id]);
    expect((await list({ keyword: '_' })).list.map((p) => p.id)).toEqual([project.id]);
    expect((await list({ keyword: '\\' })).list.map((p) => p.id)).toEqual([project.id]);
    expect((await list({ keyword: '0%_' })).total).toBe(1);
    expect((await list({ keyword: '0_%' })).total).toBe(0);
  });

  it('filters by region and trading centre, combined with the keyword', async () => {
    const suzhou = await list({ region: '苏州市', limit: '100' });
    expect(suzhou.total).toBeGreaterThan(0);
    for (const p of suzhou.list) expect(p.region).toBe('江苏省苏州市');
    const centre = await list({ trading_center: '无锡市公共资源交易中心', limit: '100' });
    expect(centre.total).toBeGreaterThan(0);
    for (const p of centre.list) expect(p.trading_center).toBe('无锡市公共资源交易中心');
    const both = await list({ region: '苏州', keyword: '医院', limit: '100' });
    expect(both.total).toBe(1);
    expect(both.list[0]!.name).toContain('苏州第三人民医院');
    expect((await list({ region: '苏州', trading_center: '无锡' })).total).toBe(0);
  });

  it('leaves out projects closed by hand or past their deadline', async () => {
    await addProject({ name: '已关闭的仓储物流园项目', status: 0 });
    await addProject({ name: '已截止的仓储物流园项目', deadline: days(-1), bidOpenTime: days(0) });
    const open = await addProject({ name: '仍开放的仓储物流园项目' });
    const result = await list({ keyword: '仓储物流园' });
    expect(result.list.map((p) => p.id)).toEqual([open.id]);
    expect(result.total).toBe(1);
  });

  it('validates paging with Chinese messages', async () => {
    const tooMany = await callEndpoint(t.app, getProjectList, undefined, { limit: '101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('每页最多 100 条');
    const zero = await callEndpoint(t.app, getProjectList, undefined, { page: '0' });
    expect(zero.json().msg).toBe('页码应从 1 开始');
  });
});

describe('project detail', () => {
  it('answers an open project', async () => {
    const project = await addProject({
      name: '河西南部新城地下停车场工程',
      bidBondAmount: '800000.00',
    });
    const res = await callEndpoint(t.app, getProjectDetail, undefined, { id: String(project.id) });
    expect(res.json().code).toBe(1);
    expect(res.json().data).toMatchObject({
      id: project.id,
      name: '河西南部新城地下停车场工程',
      bid_bond_amount: '800000.00',
      status: 1,
    });
    expect(getProjectDetail.response.safeParse(res.json().data).success).toBe(true);
  });

  it('answers closed and expired projects with status 0', async () => {
    const closed = await addProject({ status: 0 });
    const expired = await addProject({ deadline: days(-2), bidOpenTime: days(-1) });
    for (const project of [closed, expired]) {
      const res = await callEndpoint(t.app, getProjectDetail, undefined, {
        id: String(project.id),
      });
      expect(res.json().data).toMatchObject({ id: project.id, status: 0 });
    }
  });

  it('refuses an unknown or missing id', async () => {
    const unknown = await callEndpoint(t.app, getProjectDetail, undefined, { id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('项目不存在');
    const missing = await callEndpoint(t.app, getProjectDetail, undefined, {});
    expect(missing.statusCode).toBe(400);
  });
});

// Guarantors offered to enterprises through HTTP and the database: only companies that are
// authenticated and accepting orders, filters, and the premium the server computes from each
// company's current settings (never from the request).
import { getCompanyList, getListByArea } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, companyLetterRates, ensureCompanies, type projects } from '../src/db/schema';
import { addCompany, callEndpoint } from './company-session';
import { addProject as addOrderProject, daysFromNow } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
type Offer = {
  id: number;
  name: string;
  area_id: number;
  premium: string;
  premium_rate: string;
  min_premium: string;
};

/** A project of the test's own (open unless `overrides` say otherwise) with this bid bond. */
const addProject = (bidBondAmount: string, overrides: Partial<typeof projects.$inferInsert> = {}) =>
  addOrderProject(t, { bidBondAmount, ...overrides });

const offers = async (fields: Record<string, string>) => {
  const res = await callEndpoint(t.app, getCompanyList, undefined, fields);
  expect(res.json().code, res.body).toBe(1);
  expect(getCompanyList.response.safeParse(res.json().data).success).toBe(true);
  return res.json().data as Offer[];
};
const areaId = async (name: string) =>
  (await db().select().from(areas).where(eq(areas.name, name)))[0]!.id;

describe('getCompanyList', () => {
  it('offers only authenticated companies accepting orders, ordered by id', async () => {
    const project = await addProject('300000.00');
    const open = await addCompany(db(), { name: '常州正常接单担保有限公司' });
    const hidden = await Promise.all([
      addCompany(db(), { name: '暂停接单担保有限公司', status: 0 }),
      addCompany(db(), { name: '未提交认证担保有限公司', authStatus: 0 }),
      addCompany(db(), { name: '认证审核中担保有限公司', authStatus: 1 }),
      addCompany(db(), { name: '认证被驳回担保有限公司', authStatus: -1 }),
    ]);
    const list = await offers({ project_id: String(project.id) });
    const ids = list.map((o) => o.id);
    expect(ids).toContain(open.company.id);
    for (const { company } of hidden) expect(ids).not.toContain(company.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('computes each premium from the bid bond and the company’s rate and minimum', async () => {
    const big = await addProject('456789.15');
    const small = await addProject('10000.00');
    const bigOffers = await offers({ project_id: String(big.id) });
    expect(bigOffers.find((o) => o.name === '江苏信达融资担保有限公司')).toMatchObject({
      premium_rate: '0.0150',
      min_premium: '300.00',
      premium: '6851.84',
    }); // 6851.83725
    expect(bigOffers.find((o) => o.name === '南京银行股份有限公司')!.premium).toBe('4567.89'); // 4567.8915
    const smallOffers = await offers({ project_id: String(small.id) });
    expect(smallOffers.find((o) => o.name === '江苏信达融资担保有限公司')!.premium).toBe('300.00'); // 150 < minimum
    expect(smallOffers.find((o) => o.name === '南京银行股份有限公司')!.premium).toBe('800.00');
  });

  it('uses the settings in force now and ignores any premium the client sends', async () => {
    const project = await addProject('200000.00');
    const { company } = await addCompany(db(), {
      name: '费率调整担保有限公司',
      premiumRate: '0.0200',
      minPremium: '1000.00',
    });
    const premiumOf = async (fields: Record<string, string> = {}) =>
      (await offers({ project_id: String(project.id), ...fields })).find(
        (o) => o.id === company.id,
      )!.premium;
    expect(await premiumOf({ premium: '1.00', premium_rate: '0.0001', min_premium: '0.00' })).toBe(
      '4000.00',
    );
    const bidTerms = and(
      eq(companyLetterRates.companyId, company.id),
      eq(companyLetterRates.letterType, 'bid_e'),
    );
    await db()
      .update(companyLetterRates)
      .set({ premiumRate: '0.0035', minPremium: '1000.00' })
      .where(bidTerms);
    expect(await premiumOf()).toBe('1000.00'); // 700 < minimum
    await db().update(companyLetterRates).set({ minPremium: '500.00' }).where(bidTerms);
    expect(await premiumOf()).toBe('700.00');
  });

  it('filters by area and by type', async () => {
    const project = await addProject('150000.00');
    const changzhou = await areaId('常州市');
    const local = await addCompany(db(), { name: '常州本地担保有限公司', areaId: changzhou });
    const byArea = await offers({ project_id: String(project.id), area_id: String(changzhou) });
    expect(byArea.map((o) => o.id)).toContain(local.company.id);
    for (const offer of byArea) expect(offer.area_id).toBe(changzhou);
    const [bank] = await db()
      .select()
      .from(ensureCompanies)
      .where(eq(ensureCompanies.name, '南京银行股份有限公司'));
    const bankInChangzhou = await offers({
      project_id: String(project.id),
      area_id: String(changzhou),
      type_id: String(bank!.typeId),
    });
    expect(bankInChangzhou).toEqual([]);
  });

  it('refuses a project whose bid deadline has passed', async () => {
    const expired = await addProject('100000.00', {
      deadline: daysFromNow(-1),
      bidOpenTime: daysFromNow(0),
    });
    const res = await callEndpoint(t.app, getCompanyList, undefined, {
      project_id: String(expired.id),
    });
    expect(res.json().code).not.toBe(1);
    expect(res.json().msg).toBe('该项目已截止保函申请');
  });

  it('requires the project', async () => {
    const res = await callEndpoint(t.app, getCompanyList, undefined, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('project_id');
  });
});

describe('getListByArea', () => {
  it('answers an empty list for an area without guarantors, and leaves out paused ones', async () => {
    const zhenjiang = await areaId('镇江市');
    expect(
      (await callEndpoint(t.app, getListByArea, undefined, { area_id: String(zhenjiang) })).json()
        .data,
    ).toEqual([]);
    await addCompany(db(), { name: '镇江暂停接单担保有限公司', areaId: zhenjiang, status: 0 });
    const open = await addCompany(db(), { name: '镇江正常接单担保有限公司', areaId: zhenjiang });
    const res = await callEndpoint(t.app, getListByArea, undefined, { area_id: String(zhenjiang) });
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([open.company.id]);
    expect(getListByArea.response.safeParse(res.json().data).success).toBe(true);
  });
});

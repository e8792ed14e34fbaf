// The demo order history (src/db/seed-history.ts) on a copy of the seeded database: every order's
// log replays through its type's machine to its status, the counters and payments agree with the
// orders, the scheduled jobs find nothing left to do, and the console reads it (detail of every
// type and status, the desks, the dashboard's 近 30 天保费 by its definition).
import {
  companyGetClaimList,
  companyGetDashboard,
  companyGetOrderDetail,
  companyGetSurrenderList,
  findTransition,
  LETTER_TYPES,
} from '@bht/api-client/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUnpaidExpiryJob } from '../src/areas/company-settings';
import { letterValidTo } from '../src/areas/issuing/letter-validity';
import { runExpiryJob } from '../src/areas/letter-management';
import { loadConfig } from '../src/config';
import {
  ensureCompanies,
  enterpriseAccounts,
  enterprises,
  orderCounts,
  orderLogs,
  orders,
  payLogs,
  projects,
} from '../src/db/schema';
import { seedOrderHistory } from '../src/db/seed-history';
import { callEndpoint, companyToken } from './company-session';
import { ok } from './order-list-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let xinda: number;
const chinaDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderHistory(t.database.db);
  [{ id: xinda }] = (await t.database.db
    .select({ id: ensureCompanies.id })
    .from(ensureCompanies)
    .where(eq(ensureCompanies.name, '江苏信达融资担保有限公司'))) as [{ id: number }];
}, 120_000);
afterAll(() => t.close());

describe('seedOrderHistory', () => {
  it('a few hundred orders of every type over 90 days, each log a walk of its machine', async () => {
    const db = t.database.db;
    const all = await db.select().from(orders);
    expect(all.length).toBeGreaterThan(250);
    expect(new Set(all.map((o) => o.type))).toEqual(new Set(LETTER_TYPES));
    expect(new Set(all.map((o) => o.status)).size).toBeGreaterThanOrEqual(10);
    expect(Math.min(...all.map((o) => o.createdAt.getTime()))).toBeGreaterThan(
      Date.now() - 90 * 86_400_000 - 60_000,
    );
    const logs = await db.select().from(orderLogs).orderBy(asc(orderLogs.id));
    for (const order of all) {
      const [create, ...steps] = logs.filter((l) => l.orderId === order.id);
      expect(create!.action).toBe('create');
      let status = create!.toStatus;
      for (const step of steps) {
        const rule = findTransition(order.type, step.action);
        expect(rule?.from, `${order.sn} ${step.action}`).toContain(status);
        expect([step.fromStatus, step.toStatus]).toEqual([status, rule!.to]);
        status = rule!.to;
      }
      expect(status, order.sn).toBe(order.status);
    }
  });

  it('whatever the day, the first history enterprise has an order in each early status of each type, and three enterprises are part-way through certification', async () => {
    const db = t.database.db;
    const [first] = await db
      .select()
      .from(enterpriseAccounts)
      .where(eq(enterpriseAccounts.mobile, '13700000001'));
    const held = await db.select().from(orders).where(eq(orders.enterpriseId, first!.enterpriseId));
    for (const type of ['bid_paper', 'performance', 'worker'] as const)
      for (const status of [0, 1, 2, findTransition(type, 'pay')!.to])
        expect(
          held.some((o) => o.type === type && o.status === status),
          `${type} ${status}`,
        ).toBe(true);
    const certifying = await db
      .select({ step: enterprises.authStep, status: enterprises.authStatus })
      .from(enterprises)
      .innerJoin(enterpriseAccounts, eq(enterpriseAccounts.enterpriseId, enterprises.id))
      .where(inArray(enterpriseAccounts.mobile, ['13700000021', '13700000022', '13700000023']))
      .orderBy(asc(enterpriseAccounts.mobile));
    expect(certifying).toEqual([1, 2, 3].map((step) => ({ step, status: 0 })));
  });

  it('counters, payments and the scheduled jobs agree with the orders', async () => {
    const db = t.database.db;
    const all = await db.select().from(orders);
    const counters = await db.select().from(orderCounts).where(eq(orderCounts.ownerType, 'c'));
    for (const c of counters)
      expect(c.total, `${c.ownerId} ${c.type} ${c.status}`).toBe(
        all.filter(
          (o) => o.ensureCompanyId === c.ownerId && o.type === c.type && o.status === c.status,
        ).length,
      );
    const pays = await db.select().from(payLogs);
    for (const order of all) {
      const rows = pays.filter((p) => p.orderId === order.id);
      expect(rows.length, order.sn).toBe(order.payTime ? 1 : 0);
      if (order.status === 9) expect(rows[0]!.status).toBe('refunded');
    }
    expect(new Set(pays.map((p) => p.channel))).toEqual(
      new Set(['offline', 'wechat', 'sun', 'hua_an']),
    );
    expect(all.some((o) => o.enteredBy !== null && o.payTime !== null)).toBe(true);
    // Bid letters state the issuing module's last day (seed-history.ts computes it on its own).
    const tenders = await db.select().from(projects);
    for (const o of all.filter((o) => o.type.startsWith('bid') && o.validTo && !o.endReason))
      expect(o.validTo).toBe(letterValidTo(tenders.find((p) => p.id === o.projectId)!.bidOpenTime));
    expect(await runExpiryJob(db)).toMatchObject({ ended: 0 });
    expect(await runUnpaidExpiryJob(db)).toMatchObject({ cancelled: 0 });
  });

  it('the console reads it: every type and status in detail, the desks, the dashboard', async () => {
    const token = await companyToken(t.app, 'xinda_admin');
    const mine = await t.database.db.select().from(orders).where(eq(orders.ensureCompanyId, xinda));
    const samples = new Map(mine.map((o) => [`${o.type}/${o.status}`, o.sn]));
    for (const sn of samples.values())
      ok(
        await callEndpoint(t.app, companyGetOrderDetail, token, { order_sn: sn }),
        companyGetOrderDetail,
      );
    const surrenders = ok<{ total: number }>(
      await callEndpoint(t.app, companyGetSurrenderList, token),
      companyGetSurrenderList,
    );
    const claims = ok<{ total: number }>(
      await callEndpoint(t.app, companyGetClaimList, token),
      companyGetClaimList,
    );
    expect(surrenders.total + claims.total).toBeGreaterThan(0);

    // 近 30 天保费 by its definition: paid rows not refunded, by the China day of the order's payment.
    const data = ok<{
      days: Array<{ date: string; premium: string }>;
      stages: Array<{ total: number }>;
    }>(await callEndpoint(t.app, companyGetDashboard, token), companyGetDashboard);
    const paid = await t.database.db
      .select({ amount: payLogs.amount, payTime: orders.payTime })
      .from(payLogs)
      .innerJoin(orders, eq(orders.id, payLogs.orderId))
      .where(and(eq(orders.ensureCompanyId, xinda), inArray(payLogs.status, ['paid'])));
    const since = data.days[0]!.date;
    const expected = paid
      .filter((p) => chinaDate(p.payTime!) >= since)
      .reduce((cents, p) => cents + Math.round(Number(p.amount) * 100), 0);
    const shown = data.days.reduce((cents, d) => cents + Math.round(Number(d.premium) * 100), 0);
    expect(shown).toBe(expected);
    expect(shown).toBeGreaterThan(0);
    expect(data.stages.some((s) => s.total > 0)).toBe(true);
  });
});

describe('SEED_HISTORY', () => {
  it('seeds the history outside production unless turned off, and never by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_HISTORY).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_HISTORY: 'false' }).SEED_HISTORY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_HISTORY).toBe(false);
  });
});

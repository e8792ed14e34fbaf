// The console dashboard (/api/ensure_company/getDashboard, docs/dashboard.md) through HTTP against
// the database: the 30-day series (China dates, zero-filled) against the orders table, 近 30 天保费
// (premium received net of refunds, by China day of payment) against a table of payments, orders per
// stage only for the stages the account holds, open surrenders and claims only with 退保 / 理赔,
// and the caller's company only.
import { companyGetDashboard, ORDER_STAGE_STATUSES } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, orders, payLogs, surrenders } from '../src/db/schema';
import { addCompany, addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { ok, orderListWorld, type OrderListWorld } from './order-list-fixtures';

type Dashboard = {
  days: Array<{ date: string; applications: number; issued: number; premium: string }>;
  stages: Array<{ stage: string; total: number }>;
  open_surrenders: number | null;
  open_claims: number | null;
};

const DAY_MS = 86_400_000;
const chinaDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

let w: OrderListWorld;
let issuedSn: string;

const dashboard = async (token: string) =>
  ok<Dashboard>(await callEndpoint(w.t.app, companyGetDashboard, token), companyGetDashboard);

beforeAll(async () => {
  w = await orderListWorld();
  // An application 3 days ago, one 40 days ago (outside the window), a letter issued 2 days ago
  // at 23:30 China time (the China day, not the UTC one), one issued yesterday for pingan.
  const now = Date.now();
  const threeDaysAgo = await w.order({ status: 1 });
  await w.db
    .update(orders)
    .set({ createdAt: new Date(now - 3 * DAY_MS) })
    .where(eq(orders.sn, threeDaysAgo));
  const old = await w.order({ status: 4 });
  await w.db
    .update(orders)
    .set({ createdAt: new Date(now - 40 * DAY_MS), issuedAt: new Date(now - 40 * DAY_MS) })
    .where(eq(orders.sn, old));
  issuedSn = await w.order({ status: 4 });
  const twoDaysAgo = chinaDate(new Date(now - 2 * DAY_MS));
  await w.db
    .update(orders)
    .set({ issuedAt: new Date(`${twoDaysAgo}T23:30:00+08:00`) })
    .where(eq(orders.sn, issuedSn));
  const pinganIssued = await w.order({ company: w.pingan, status: 4 });
  await w.db
    .update(orders)
    .set({ issuedAt: new Date(now - DAY_MS) })
    .where(eq(orders.sn, pinganIssued));
}, 120_000);
afterAll(() => w.t.close());

/** The figures straight from the orders table (the world's orders have no payments: premium 0). */
async function expectedDays(companyId: number, days: string[]) {
  const rows = await w.db.select().from(orders).where(eq(orders.ensureCompanyId, companyId));
  return days.map((date) => ({
    date,
    applications: rows.filter((r) => chinaDate(r.createdAt) === date).length,
    issued: rows.filter((r) => r.issuedAt && chinaDate(r.issuedAt) === date).length,
    premium: '0.00',
  }));
}

describe('getDashboard', () => {
  it('30 China days up to today, every day present, the figures those of the orders table', async () => {
    const data = await dashboard(w.tokens.xinda);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)!.date).toBe(chinaDate(new Date()));
    for (let i = 1; i < data.days.length; i++) {
      expect(Date.parse(data.days[i]!.date) - Date.parse(data.days[i - 1]!.date)).toBe(DAY_MS);
    }
    expect(data.days).toEqual(
      await expectedDays(
        w.xinda.id,
        data.days.map((d) => d.date),
      ),
    );
    const twoDaysAgo = data.days.at(-3)!;
    expect(twoDaysAgo.issued).toBeGreaterThanOrEqual(1);
    expect(data.days.at(-4)!.applications).toBe(1);
    // Today's applications are every order the world placed with xinda now.
    expect(data.days.at(-1)!.applications).toBeGreaterThan(10);
  });

  it('orders per stage equal the lists’ statuses, open surrenders and claims counted', async () => {
    await w.db.insert(surrenders).values({
      sn: 'TB-DASH-1',
      orderId: (
        await w.db.select({ id: orders.id }).from(orders).where(eq(orders.sn, issuedSn))
      )[0]!.id,
      enterpriseId: w.enterpriseA.id,
      ensureCompanyId: w.xinda.id,
      accountId: w.enterpriseA.accountId,
      ground: 'withdraw',
      reason: '项目撤回',
      applicantName: '王建国',
    });
    const data = await dashboard(w.tokens.xinda);
    const all = await w.db.select().from(orders).where(eq(orders.ensureCompanyId, w.xinda.id));
    expect(data.stages.map((s) => s.stage)).toEqual(Object.keys(ORDER_STAGE_STATUSES));
    for (const { stage, total } of data.stages) {
      const statuses = ORDER_STAGE_STATUSES[
        stage as keyof typeof ORDER_STAGE_STATUSES
      ] as readonly number[];
      expect(total, stage).toBe(all.filter((o) => statuses.includes(o.status)).length);
    }
    const openSurrenders = await w.db
      .select()
      .from(surrenders)
      .where(eq(surrenders.ensureCompanyId, w.xinda.id));
    expect(data.open_surrenders).toBe(openSurrenders.filter((s) => s.status === 0).length);
    expect(data.open_surrenders).toBeGreaterThanOrEqual(1);
    const openClaims = await w.db
      .select()
      .from(claims)
      .where(eq(claims.ensureCompanyId, w.xinda.id));
    expect(data.open_claims).toBe(
      openClaims.filter((c) => c.status === 0 || c.status === 1).length,
    );
  });

  it('an account sees only the stages it holds; without 退保 / 理赔 those figures are null', async () => {
    const account = await addCompanyAccount(w.db, w.xinda.id, 'dingdan,待审核,已出函');
    const data = await dashboard(await companyToken(w.t.app, account.account));
    expect(data.stages.map((s) => s.stage)).toEqual(['待审核', '已出函']);
    expect(data.open_surrenders).toBeNull();
    expect(data.open_claims).toBeNull();
    // Without 订单 (dingdan) no stage at all; the series stay (they name no order).
    const noOrders = await addCompanyAccount(w.db, w.xinda.id, '待审核,理赔');
    const limited = await dashboard(await companyToken(w.t.app, noOrders.account));
    expect(limited.stages).toEqual([]);
    expect(limited.open_claims).not.toBeNull();
    expect(limited.days).toHaveLength(30);
  });

  it('each company sees its own figures only', async () => {
    const pingan = await dashboard(w.tokens.pingan);
    expect(pingan.days).toEqual(
      await expectedDays(
        w.pingan.id,
        pingan.days.map((d) => d.date),
      ),
    );
    expect(pingan.days.at(-2)!.issued).toBe(1);
    const { account } = await addCompany(w.db);
    const fresh = await dashboard(await companyToken(w.t.app, account.account));
    expect(
      fresh.days.every((d) => d.applications === 0 && d.issued === 0 && d.premium === '0.00'),
    ).toBe(true);
    expect(fresh.stages.every((s) => s.total === 0)).toBe(true);
    expect(fresh.open_surrenders).toBe(0);
    expect(fresh.open_claims).toBe(0);
  });

  it('近 30 天保费: premium received by China day of payment, every channel, less refunds', async () => {
    const { company, account } = await addCompany(w.db);
    const party = { id: company.id, name: company.name };
    const today = chinaDate(new Date());
    const daysAgo = (n: number, time: string) =>
      new Date(
        `${chinaDate(new Date(Date.parse(`${today}T12:00:00+08:00`) - n * DAY_MS))}T${time}+08:00`,
      );
    type Payment = { channel: string; amount: string; status: 'paid' | 'refunded' };
    // [status reached, pay time, premium, payments, entered by the guarantor, counts]
    const table: Array<[number, Date, string, Payment[], boolean, string]> = [
      // Issued, then surrendered with the premium returned: fully refunded.
      [
        4,
        daysAgo(3, '10:00:00'),
        '1000.00',
        [{ channel: 'sun', amount: '1000.00', status: 'refunded' }],
        false,
        '0.00',
      ],
      // Refund approved before issue (退款成功), offline: refunded.
      [
        9,
        daysAgo(4, '09:00:00'),
        '450.00',
        [{ channel: 'offline', amount: '450.00', status: 'refunded' }],
        false,
        '0.00',
      ],
      // Paid twice; the duplicate refunded: the difference counts.
      [
        4,
        daysAgo(5, '15:00:00'),
        '2000.00',
        [
          { channel: 'wechat', amount: '2000.00', status: 'paid' },
          { channel: 'hua_an', amount: '2000.00', status: 'refunded' },
        ],
        false,
        '2000.00',
      ],
      // 已收款（线下）: the guarantor confirmed a transfer; not issued yet.
      [
        3,
        daysAgo(2, '11:00:00'),
        '1500.00',
        [{ channel: 'offline', amount: '1500.00', status: 'paid' }],
        false,
        '1500.00',
      ],
      // Entered by the guarantor as already paid offline, 00:05 China time of the window's first day (UTC: the day before).
      [
        3,
        daysAgo(29, '00:05:00'),
        '700.00',
        [{ channel: 'offline', amount: '700.00', status: 'paid' }],
        true,
        '700.00',
      ],
      // Paid 30 China days before today, 23:59: outside the window.
      [
        4,
        daysAgo(30, '23:59:00'),
        '999.00',
        [{ channel: 'sun', amount: '999.00', status: 'paid' }],
        false,
        '0.00',
      ],
    ];
    for (const [status, payTime, premium, payments, entered] of table) {
      const sn = await w.order({ company: party, status });
      const [order] = await w.db
        .update(orders)
        .set({
          payTime,
          premium,
          payMethod: payments[0]!.channel,
          ...(entered ? { accountId: null, enteredBy: account.id } : {}),
        })
        .where(eq(orders.sn, sn))
        .returning();
      await w.db.insert(payLogs).values(
        payments.map((p, i) => ({
          orderId: order!.id,
          orderSn: sn,
          tradeNo: p.channel === 'offline' ? null : `T${sn}${i}`,
          ...p,
        })),
      );
    }
    const data = await dashboard(await companyToken(w.t.app, account.account));
    const premiumOn = (date: string) => data.days.find((d) => d.date === date)?.premium;
    for (const [, payTime, , , , counts] of table)
      expect(premiumOn(chinaDate(payTime)) ?? '0.00', payTime.toISOString()).toBe(counts);
    const figure = data.days.reduce((cents, d) => cents + Math.round(Number(d.premium) * 100), 0);
    expect(figure / 100).toBe(2000 + 1500 + 700);
  });

  it('needs a console log-in', async () => {
    expect((await callEndpoint(w.t.app, companyGetDashboard, undefined)).statusCode).toBe(401);
    expect((await callEndpoint(w.t.app, companyGetDashboard, w.tokens.A)).statusCode).toBe(401);
  });
});

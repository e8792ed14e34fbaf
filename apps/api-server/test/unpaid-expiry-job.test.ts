// The unpaid-order job (docs/settings.md) against the database: it cancels orders left unsigned (0)
// or unpaid (2) longer than their guarantor's unpaid_expire_hours since they entered that status,
// through the one transition service (expire_unpaid: log row, counters, the enterprise's message),
// leaves orders under review, with a transfer voucher waiting or an online payment in flight, and
// two runs at once (two app instances on one database, or parallel calls) cancel each order once.
import { companySetUnpaidExpiry } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUnpaidExpiryJob, UNPAID_EXPIRY_JOB_LOCK } from '../src/areas/company-settings';
import { lockUntilCommit } from '../src/db/advisory-lock';
import { messages, orderLogs, payLogs } from '../src/db/schema';
import { addCompany, callEndpoint, companyToken } from './company-session';
import { accountByMobile, tokenFor } from './enterprise-session';
import {
  applyAndSign,
  applyLetter,
  countedOrders,
  orderCountsOf,
  orderLogRows,
  orderRow,
  setOrderStatus,
} from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let main: string;
let enterpriseId: number;
beforeAll(async () => {
  t = await createTestApp();
  main = await tokenFor(t.app, '13800000001');
  enterpriseId = (await accountByMobile(t.database.db, '13800000001')).enterpriseId;
});
afterAll(() => t.close());

/** Moves every log row of order `sn` `hours` into the past: the order entered its status that long ago. */
async function age(sn: string, hours: number) {
  const order = await orderRow(t, sn);
  await t.database.db
    .update(orderLogs)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(orderLogs.orderId, order.id));
  return sn;
}

/** An order at `status` (0 待签约, 1 待审核, 2 待支付) of the default guarantor (or `companyId`), entered `hours` ago. */
async function orderAt(status: 0 | 1 | 2, hours: number, companyId?: number) {
  const sn =
    status === 0
      ? (await applyLetter(t, main, { companyId })).order_sn
      : await applyAndSign(t, main, { companyId });
  if (status === 2) await setOrderStatus(t, sn, 2);
  return age(sn, hours);
}

async function payLog(sn: string, channel: 'wechat' | 'offline', minutesAgo: number) {
  const order = await orderRow(t, sn);
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await t.database.db.insert(payLogs).values({
    orderId: order.id,
    orderSn: sn,
    channel,
    amount: order.premium,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  });
}

const expiredLogs = async (sn: string) => orderLogRows(t, sn, 'expire_unpaid');

describe('runUnpaidExpiryJob', () => {
  it('cancels orders unsigned or unpaid past the limit (72 h by default) once, and leaves the others', async () => {
    const unsigned = await orderAt(0, 73);
    const unpaid = await orderAt(2, 80);
    const fresh = await orderAt(0, 71);
    const underReview = await orderAt(1, 200);
    const voucherWaiting = await orderAt(2, 100);
    await payLog(voucherWaiting, 'offline', 60 * 24);
    const paying = await orderAt(2, 100);
    await payLog(paying, 'wechat', 1);

    expect(await runUnpaidExpiryJob(t.database.db)).toEqual({ skipped: false, cancelled: 2 });
    expect((await orderRow(t, unsigned)).status).toBe(7);
    expect((await orderRow(t, unpaid)).status).toBe(7);
    for (const sn of [fresh, underReview, voucherWaiting, paying])
      expect((await orderRow(t, sn)).status).not.toBe(7);
    expect((await orderRow(t, paying)).status).toBe(2);

    expect(
      (await expiredLogs(unsigned)).map((l) => [
        l.fromStatus,
        l.toStatus,
        l.operatorType,
        l.operatorName,
        l.note,
      ]),
    ).toEqual([
      [0, 7, 'system', '系统（超时未支付）', '超时未支付取消：超过 72 小时未签约，已自动取消'],
    ]);
    expect((await expiredLogs(unpaid))[0]).toMatchObject({
      fromStatus: 2,
      note: '超时未支付取消：超过 72 小时未支付，已自动取消',
    });
    const [told] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'order_expired'), eq(messages.orderSn, unpaid)));
    expect(told).toMatchObject({
      recipientType: 'enterprise',
      title: '订单超时未支付已取消',
      content: expect.stringContaining('超过 72 小时未支付，已自动取消'),
    });
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(
      await countedOrders(t, 'e', enterpriseId),
    );

    expect(await runUnpaidExpiryJob(t.database.db)).toEqual({ skipped: false, cancelled: 0 });
    expect(await expiredLogs(unsigned)).toHaveLength(1);
  });

  it('follows each guarantor’s own limit (setUnpaidExpiry)', async () => {
    const { company, account } = await addCompany(t.database.db, {
      name: '两小时时限担保有限公司',
    });
    const res = await callEndpoint(
      t.app,
      companySetUnpaidExpiry,
      await companyToken(t.app, account.account),
      { hours: '2' },
    );
    expect(res.json().data.unpaid_expire_hours).toBe(2);
    const strict = await orderAt(0, 3, company.id);
    const lenient = await orderAt(0, 3);
    expect((await runUnpaidExpiryJob(t.database.db)).cancelled).toBe(1);
    expect((await orderRow(t, strict)).status).toBe(7);
    expect((await orderRow(t, lenient)).status).toBe(0);
    // Cancelled orders are done with: the enterprise applies anew.
    const { order_sn } = await applyLetter(t, main, {
      companyId: company.id,
      projectId: (await orderRow(t, strict)).projectId,
    });
    expect(order_sn).not.toBe(strict);
  });

  it('works in batches', async () => {
    const due = [];
    for (let i = 0; i < 5; i++) due.push(await orderAt(0, 100));
    expect(await runUnpaidExpiryJob(t.database.db, new Date(), 2)).toEqual({
      skipped: false,
      cancelled: 5,
    });
    for (const sn of due) expect(await expiredLogs(sn)).toHaveLength(1);
  });

  it('two runs at once, in parallel and from two app instances on one database, cancel each order exactly once', async () => {
    const due = [];
    for (let i = 0; i < 6; i++) due.push(await orderAt(i % 2 === 0 ? 0 : 2, 100));
    const second = await createTestApp({
      shared: { database: t.database, dispose: async () => {} },
    });
    try {
      const runs = await Promise.all([
        runUnpaidExpiryJob(t.database.db, new Date(), 2),
        runUnpaidExpiryJob(second.database.db, new Date(), 2),
        runUnpaidExpiryJob(t.database.db, new Date(), 2),
      ]);
      expect(runs.reduce((sum, run) => sum + run.cancelled, 0)).toBe(6);
    } finally {
      await second.close();
    }
    for (const sn of due) {
      expect((await orderRow(t, sn)).status).toBe(7);
      expect(await expiredLogs(sn)).toHaveLength(1);
    }
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(
      await countedOrders(t, 'e', enterpriseId),
    );
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'skips the run while another instance holds the lock (PostgreSQL)',
    async () => {
      const sn = await orderAt(0, 100);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await lockUntilCommit(tx, UNPAID_EXPIRY_JOB_LOCK);
        locked();
        await held;
      });
      await lockTaken;
      expect(await runUnpaidExpiryJob(t.database.db)).toEqual({ skipped: true, cancelled: 0 });
      release();
      await holder;
      expect((await orderRow(t, sn)).status).toBe(0);
      expect((await runUnpaidExpiryJob(t.database.db)).cancelled).toBe(1);
    },
  );
});

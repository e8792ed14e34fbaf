// The expiry job (docs/after-issue.md, "The expiry job") against the database: it ends the letters
// in force whose last day has passed in China (e-letters and paper letters), through the one
// transition service (one log row, the enterprise's message), leaves the others, does nothing the
// second time, and two runs at once (two instances on one database, or two calls in parallel) end
// each letter exactly once. On PostgreSQL a run finding the lock held skips.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_JOB_LOCK, runExpiryJob } from '../src/areas/letter-management';
import { lockUntilCommit } from '../src/db/advisory-lock';
import { messages, orderLogs, orders } from '../src/db/schema';
import { chinaDay, issuedLetter } from './letter-fixtures';
import { orderRow, setOrderStatus } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A letter whose last day was `daysAgo` days ago (negative: still ahead). */
const letterEnded = (daysAgo: number) => issuedLetter(t, { validTo: chinaDay(-daysAgo) });

/** A paper letter at `status` (11 已寄出 / 12 已签收) with that last day. */
async function paperLetter(status: 11 | 12, daysAgo: number) {
  const sn = await letterEnded(daysAgo);
  await t.database.db.update(orders).set({ type: 'bid_paper' }).where(eq(orders.sn, sn));
  await setOrderStatus(t, sn, status);
  return sn;
}

const expireLogs = async (sns: string[]) => {
  const ids = (
    await t.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.sn, sns))
  ).map((r) => r.id);
  return t.database.db
    .select()
    .from(orderLogs)
    .where(and(inArray(orderLogs.orderId, ids), eq(orderLogs.action, 'expire')));
};

describe('runExpiryJob', () => {
  it('ends the letters past their last day once (13, expired, one log row, the enterprise told) and leaves the rest', async () => {
    const due = [
      await letterEnded(1),
      await letterEnded(30),
      await paperLetter(11, 2),
      await paperLetter(12, 5),
    ];
    const lastDay = await letterEnded(0);
    const ahead = await letterEnded(-10);

    const run = await runExpiryJob(t.database.db);
    expect(run).toEqual({ skipped: false, ended: 4 });
    for (const sn of due)
      expect(await orderRow(t, sn)).toMatchObject({
        status: 13,
        endReason: 'expired',
        endedOn: chinaDay(0),
      });
    expect((await orderRow(t, lastDay)).status).toBe(4);
    expect((await orderRow(t, ahead)).status).toBe(4);
    const logs = await expireLogs(due);
    expect(logs.map((l) => [l.fromStatus, l.toStatus, l.operatorType, l.note]).sort()).toEqual(
      [
        [4, 13, 'system', '到期终止'],
        [4, 13, 'system', '到期终止'],
        [11, 13, 'system', '到期终止'],
        [12, 13, 'system', '到期终止'],
      ].sort(),
    );
    const [told] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'letter_ended'), eq(messages.orderSn, due[0]!)));
    expect(told).toMatchObject({
      recipientType: 'enterprise',
      title: '保函已履约终止',
      content: expect.stringContaining('终止原因：到期终止'),
    });

    expect(await runExpiryJob(t.database.db)).toEqual({ skipped: false, ended: 0 });
    // The next day the letter on its last day today is due.
    expect((await runExpiryJob(t.database.db, new Date(Date.now() + 86_400_000))).ended).toBe(1);
    expect(await orderRow(t, lastDay)).toMatchObject({ status: 13, endedOn: chinaDay(1) });
  });

  it('works in batches', async () => {
    const due = await Promise.all([1, 2, 3, 4, 5].map((n) => letterEnded(n)));
    expect(await runExpiryJob(t.database.db, new Date(), 2)).toEqual({ skipped: false, ended: 5 });
    expect(await expireLogs(due)).toHaveLength(5);
  });

  it('two runs at once, in parallel and from two app instances on one database, end each letter exactly once', async () => {
    const due = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => letterEnded(n)));
    const second = await createTestApp({
      shared: { database: t.database, dispose: async () => {} },
    });
    try {
      const runs = await Promise.all([
        runExpiryJob(t.database.db, new Date(), 2),
        runExpiryJob(second.database.db, new Date(), 2),
        runExpiryJob(t.database.db, new Date(), 2),
      ]);
      expect(runs.reduce((sum, run) => sum + run.ended, 0)).toBe(6);
    } finally {
      await second.close();
    }
    const logs = await expireLogs(due);
    expect(logs).toHaveLength(6);
    expect(new Set(logs.map((l) => l.orderId)).size).toBe(6);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'skips the run while another instance holds the lock (PostgreSQL)',
    async () => {
      const sn = await letterEnded(1);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await lockUntilCommit(tx, EXPIRY_JOB_LOCK);
        locked();
        await held;
      });
      await lockTaken;
      expect(await runExpiryJob(t.database.db)).toEqual({ skipped: true, ended: 0 });
      release();
      await holder;
      expect((await orderRow(t, sn)).status).toBe(4);
      expect((await runExpiryJob(t.database.db)).ended).toBe(1);
    },
  );
});

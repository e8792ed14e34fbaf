// Cancelling an unpaid bid e-letter order through HTTP and the database: 0, 1, 2 → 7 with the
// reason in the order log and the counters moved; refused after payment, twice, while an online
// payment is in flight, without the 订单 permission, for another enterprise, and concurrently.
import { cancelOrder } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLogs } from '../src/db/schema';
import { PAYMENT_PENDING_WINDOW_MINUTES } from '../src/areas/orders/cancel-order';
import { accountByMobile, addEnterpriseAccount, call, tokenFor } from './enterprise-session';
import {
  applyAndSign,
  applyLetter,
  countedOrders,
  movedCounts,
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

const cancel = (token: string, order_sn: string, reason?: string) =>
  call(t.app, cancelOrder.path, token, reason === undefined ? { order_sn } : { order_sn, reason });

async function payLog(sn: string, status: string, minutesAgo: number) {
  const order = await orderRow(t, sn);
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await t.database.db.insert(payLogs).values({
    orderId: order.id,
    orderSn: sn,
    channel: 'wechat',
    amount: order.premium,
    status,
    createdAt: at,
    updatedAt: at,
  });
}

async function orderAt(status: 0 | 1 | 2 | 3) {
  if (status === 0) return (await applyLetter(t, main)).order_sn;
  const sn = await applyAndSign(t, main);
  if (status > 1) await setOrderStatus(t, sn, status);
  return sn;
}

describe('cancel', () => {
  it.each([0, 1, 2] as const)(
    'cancels an order at %i: → 7, reason logged, counters moved',
    async (status) => {
      const sn = await orderAt(status);
      const countsBefore = await orderCountsOf(t, 'e', enterpriseId);
      const res = await cancel(main, sn, ' 项目延期投标 ');
      expect(res.json()).toEqual({ code: 1, msg: '', data: { sn, status: 7 } });
      expect((await orderRow(t, sn)).status).toBe(7);
      expect((await orderLogRows(t, sn)).at(-1)).toMatchObject({
        fromStatus: status,
        toStatus: 7,
        action: 'cancel',
        operatorType: 'enterprise',
        operatorName: '王建国',
        note: '取消订单：项目延期投标',
      });
      expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(
        movedCounts(countsBefore, status, 7),
      );
      const companyId = (await orderRow(t, sn)).ensureCompanyId;
      expect(await orderCountsOf(t, 'c', companyId)).toEqual(
        await countedOrders(t, 'c', companyId),
      );
    },
  );

  it('logs a cancel without a reason by the action alone', async () => {
    const sn = await orderAt(0);
    expect((await cancel(main, sn)).json().code).toBe(1);
    expect((await orderLogRows(t, sn)).at(-1)?.note).toBe('取消订单');
  });

  it('refuses after payment and a second cancel, changing nothing', async () => {
    const paid = await orderAt(3);
    const refused = await cancel(main, paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 0,
      msg: '订单当前状态为「出函中」，不能执行「取消订单」',
      data: null,
    });
    expect((await orderRow(t, paid)).status).toBe(3);

    const sn = await orderAt(0);
    expect((await cancel(main, sn)).statusCode).toBe(200);
    const twice = await cancel(main, sn);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('订单当前状态为「已取消」，不能执行「取消订单」');
    expect(await orderLogRows(t, sn, 'cancel')).toHaveLength(1);
  });

  it(`refuses at 2 while an online payment started less than ${PAYMENT_PENDING_WINDOW_MINUTES} minutes ago is pending`, async () => {
    const sn = await orderAt(2);
    const countsBefore = await orderCountsOf(t, 'e', enterpriseId);
    await payLog(sn, 'pending', 1);
    const refused = await cancel(main, sn, '不需要了');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 0, msg: '订单正在支付中，请稍后再试', data: null });
    // Rolled back as a whole: status, log and counters untouched.
    expect((await orderRow(t, sn)).status).toBe(2);
    expect((await orderLogRows(t, sn)).some((l) => l.action === 'cancel')).toBe(false);
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(countsBefore);
  });

  it('cancels at 2 when the pending payment is older than the window or the payment failed', async () => {
    const stale = await orderAt(2);
    await payLog(stale, 'pending', PAYMENT_PENDING_WINDOW_MINUTES + 1);
    expect((await cancel(main, stale)).json().data.status).toBe(7);
    const failed = await orderAt(2);
    await payLog(failed, 'failed', 1);
    expect((await cancel(main, failed)).json().data.status).toBe(7);
  });

  it('validates the reason length', async () => {
    const sn = await orderAt(0);
    const res = await cancel(main, sn, '因'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('reason');
    expect((await orderRow(t, sn)).status).toBe(0);
  });

  it('needs the 订单 permission for a sub-account; the sub-account with * may cancel', async () => {
    const sn = await orderAt(0);
    await addEnterpriseAccount(t.database.db, {
      enterpriseId,
      mobile: '13600006001',
      name: '无订单权限',
      authJson: '已出函',
    });
    const refused = await cancel(await tokenFor(t.app, '13600006001'), sn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('没有「订单」权限，请联系主账号开通');
    const done = await cancel(await tokenFor(t.app, '13800000011'), sn);
    expect(done.json().data.status).toBe(7);
    expect((await orderLogRows(t, sn)).at(-1)?.operatorName).toBe('李投标');
  });

  it('another enterprise gets 404 and changes nothing; an unknown number is 404 too', async () => {
    const sn = await orderAt(1);
    const res = await cancel(await tokenFor(t.app, '13800000006'), sn);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: '订单不存在', data: null });
    expect((await orderRow(t, sn)).status).toBe(1);
    expect((await cancel(main, 'BH00000000000000000000')).statusCode).toBe(404);
  });

  it('two concurrent cancels: exactly one 200 and one 409, one log row', async () => {
    const sn = await orderAt(1);
    const results = await Promise.all([cancel(main, sn, '甲'), cancel(main, sn, '乙')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orderLogRows(t, sn, 'cancel')).toHaveLength(1);
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(
      await countedOrders(t, 'e', enterpriseId),
    );
  });
});

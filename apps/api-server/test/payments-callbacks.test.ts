// The channels' payment callbacks through HTTP against the database: signature checks (nothing
// written when they fail), the pay transition with its pay log, idempotency under repetition and
// concurrency, amount checks, failed payments and a success that arrives after cancellation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import { jobByKey } from './job-rows';
import { refundJobKey } from '../src/areas/payments/refund-job';
import { transitionOrder } from '../src/areas/orders/order-transitions';
import { AMOUNT_MISMATCH, SIGNATURE_INVALID } from '../src/areas/payments/pay-result';
import { PINGAN } from './company-order-fixtures';
import { tokenFor } from './enterprise-session';
import {
  notification,
  NOTIFY_PATH,
  openid,
  orderRow,
  orderLogRows,
  orderStatus,
  payableOrder,
  payLogRows,
  postNotification,
} from './payments-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

/** An order at 2 with a WeChat payment started (pending pay log), as the pay page leaves it. */
async function orderBeingPaid() {
  const sn = await payableOrder(t);
  expect((await openid(t, sn, token)).json().code).toBe(1);
  return sn;
}

describe('signature', () => {
  it('pays a correctly signed success: status 3, pay time, the pending attempt settled, one order log row', async () => {
    const sn = await orderBeingPaid();
    const paidAt = Math.floor(Date.now() / 1000) - 30;
    const fields = await notification(t, sn, { paid_at: String(paidAt) });
    const res = await postNotification(t, fields);
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: { order_sn: sn, accepted: true, duplicate: false },
    });

    const order = await orderRow(t, sn);
    expect(order.status).toBe(3);
    expect(order.payMethod).toBe('wechat');
    expect(order.payTime?.getTime()).toBe(paidAt * 1000);
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => [l.channel, l.status, l.tradeNo, l.amount])).toEqual([
      ['sun', 'paid', fields.trade_no, order.premium],
    ]);
    const pay = await orderLogRows(t, sn, 'pay');
    expect(
      pay.map((l) => [l.fromStatus, l.toStatus, l.operatorType, l.operatorName, l.note]),
    ).toEqual([[2, 3, 'system', '支付回调', `在线支付：${fields.trade_no}`]]);
  });

  it('accepts the notification as JSON too', async () => {
    const sn = await payableOrder(t);
    const fields = await notification(t, sn);
    const res = await t.app.inject({
      method: 'POST',
      url: NOTIFY_PATH.sun,
      payload: { ...fields, paid_at: Number(fields.paid_at) },
    });
    expect(res.json().data).toEqual({ order_sn: sn, accepted: true, duplicate: false });
    expect(await orderStatus(t, sn)).toBe(3);
  });

  it.each([
    [
      'a field changed after signing',
      async (sn: string) => ({ ...(await notification(t, sn)), amount: '0.01' }),
    ],
    [
      'another order’s number put in after signing',
      async (sn: string) => ({ ...(await notification(t, sn)), order_sn: await payableOrder(t) }),
    ],
    ['the other channel’s key', (sn: string) => notification(t, sn, {}, 'sun', 'hua_an')],
    [
      'a lower-case signature',
      async (sn: string) => {
        const fields = await notification(t, sn);
        return { ...fields, sign: fields.sign!.toLowerCase() };
      },
    ],
  ])('refuses %s with 401 and writes nothing', async (_name, make) => {
    const sn = await orderBeingPaid();
    const res = await postNotification(t, await make(sn));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 0, msg: SIGNATURE_INVALID });
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo])).toEqual([
      ['pending', null],
    ]);
    expect(await orderLogRows(t, sn, 'pay')).toEqual([]);
  });

  it('refuses a notification without a signature (400) or with a field the signature does not cover (401)', async () => {
    const sn = await orderBeingPaid();
    const { sign: _sign, ...unsigned } = await notification(t, sn);
    expect((await postNotification(t, unsigned)).statusCode).toBe(400);
    expect(
      (await postNotification(t, { ...(await notification(t, sn)), err_msg: '伪造' })).statusCode,
    ).toBe(401);
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['pending']);
  });

  it('reads the notification from the signed body only, never from the query string', async () => {
    const sn = await orderBeingPaid();
    const fields = await notification(t, sn, { status: 'FAIL' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${NOTIFY_PATH.sun}?err_msg=${encodeURIComponent('伪造的原因')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.json().code).toBe(1);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.note])).toEqual([
      ['failed', '支付未完成（FAIL）'],
    ]);
  });
});

describe('idempotency', () => {
  it('answers a repeated notification as a duplicate and pays once', async () => {
    const sn = await orderBeingPaid();
    const fields = await notification(t, sn);
    expect((await postNotification(t, fields)).json().data.duplicate).toBe(false);
    const again = await postNotification(t, fields);
    expect(again.json()).toEqual({
      code: 1,
      msg: '',
      data: { order_sn: sn, accepted: true, duplicate: true },
    });
    expect((await payLogRows(t, sn)).filter((l) => l.status === 'paid')).toHaveLength(1);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });

  it('10 concurrent identical notifications: one payment, one pay order log row, status 3', async () => {
    const sn = await orderBeingPaid();
    const fields = await notification(t, sn);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postNotification(t, fields)),
    );
    expect(answers.map((a) => a.json().code)).toEqual(Array(10).fill(1));
    expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1);
    expect(await orderStatus(t, sn)).toBe(3);
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => [l.status, l.tradeNo])).toEqual([['paid', fields.trade_no]]);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
  });
});

describe('amounts and outcomes', () => {
  it('refuses a success whose amount is not the premium, and writes nothing', async () => {
    const sn = await orderBeingPaid();
    const order = await orderRow(t, sn);
    const less = (Number(order.premium) - 1).toFixed(2);
    const res = await postNotification(t, await notification(t, sn, { amount: less }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: AMOUNT_MISMATCH,
      data: { fields: { amount: AMOUNT_MISMATCH } },
    });
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['pending']);
  });

  it('records FAIL / CLOSED on the pending attempt and leaves the order waiting; a repeat is a duplicate', async () => {
    const sn = await orderBeingPaid();
    const failed = await notification(t, sn, { status: 'FAIL', err_msg: '余额不足' });
    expect((await postNotification(t, failed)).json().data).toEqual({
      order_sn: sn,
      accepted: true,
      duplicate: false,
    });
    expect((await postNotification(t, failed)).json().data.duplicate).toBe(true);
    expect(await orderStatus(t, sn)).toBe(2);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo, l.note])).toEqual([
      ['failed', failed.trade_no, '余额不足'],
    ]);

    // The payer tries again and succeeds: a new attempt, paid.
    expect((await openid(t, sn, token)).json().code).toBe(1);
    const paid = await notification(t, sn);
    expect((await postNotification(t, paid)).json().data.duplicate).toBe(false);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['failed', 'paid']);
    expect(await orderStatus(t, sn)).toBe(3);
  });

  it('a success for an order cancelled meanwhile is recorded for refund and never reopens the order', async () => {
    const sn = await payableOrder(t);
    const order = await orderRow(t, sn);
    await transitionOrder(t.database.db, {
      sn,
      scope: { enterpriseId: order.enterpriseId },
      operator: {
        type: 'enterprise',
        id: order.accountId,
        name: '王建国',
        permissions: new Set(['*']),
      },
      action: 'cancel',
    });
    const fields = await notification(t, sn);
    const res = await postNotification(t, fields);
    expect(res.json().data).toEqual({ order_sn: sn, accepted: true, duplicate: false });
    expect(await orderStatus(t, sn)).toBe(7);
    expect(await orderLogRows(t, sn, 'pay')).toEqual([]);
    // The sandbox channel never took this (hand-signed) payment, so its refund is refused: the row
    // still awaits it and its refund job is queued for a retry with back-off (docs/jobs.md).
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({
      status: 'paid',
      tradeNo: fields.trade_no,
      note: '订单状态为「已取消」，到账后原路退款',
    });
    const refundJob = () => jobByKey(t.database.db, refundJobKey(log!.id));
    expect(await refundJob()).toMatchObject({ state: 'queued', attempts: 1 });
    // A resend of the notification is a duplicate and tries the refund again at once.
    expect((await postNotification(t, fields)).json().data.duplicate).toBe(true);
    expect(await refundJob()).toMatchObject({ state: 'queued', attempts: 1 });
    const [after] = await t.database.db
      .select({ payMethod: orders.payMethod })
      .from(orders)
      .where(eq(orders.sn, sn));
    expect(after!.payMethod).toBeNull();
  });

  it('pays through the hua_an callback with the hua_an key', async () => {
    const sn = await payableOrder(t, { companyName: PINGAN });
    const fields = await notification(t, sn, {}, 'hua_an');
    expect((await postNotification(t, fields, 'sun')).statusCode).toBe(401);
    expect((await postNotification(t, fields, 'hua_an')).json().data.duplicate).toBe(false);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status])).toEqual([
      ['hua_an', 'paid'],
    ]);
  });
});

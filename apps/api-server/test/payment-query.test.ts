// The payment query job (docs/jobs.md, docs/payments.md): starting an online payment enqueues a
// payment.query job in the attempt's transaction, due PAYMENT_QUERY_DELAY_MS later. When the
// channel's notification never reaches us (here the app does not listen, so the sandbox's
// notification fails), the job asks the sandbox channel: still unpaid → asked again with back-off;
// paid → the order is paid exactly as by the notification, once, and a notification arriving after
// all is a duplicate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_QUERY_JOB,
  paymentQueryJobHandler,
  paymentQueryKey,
} from '../src/areas/payments/payment-query-job';
import { backoffMs, runDueJobs } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import type { PayChannel } from '../src/providers/payment/payment-provider';
import { tokenFor } from './enterprise-session';
import {
  notification,
  openid,
  orderLogRows,
  orderStatus,
  payableOrder,
  payLogRows,
  postNotification,
  sandboxLedger,
} from './payments-helpers';
import { jobByKey } from './job-rows';
import { createTestApp, testConfig, type TestApp } from './test-app';

let t: TestApp;
let token: string;
const silent = { error: () => {}, info: () => {}, warn: () => {} };
const DELAY_MS = 5 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

const sandbox = () => createProviders(testConfig(), t.database.db).paymentSandbox!;
const handlers = () => ({
  [PAYMENT_QUERY_JOB]: paymentQueryJobHandler(t.database.db, sandbox(), silent),
});
const queryJob = async (prepayId: string) => jobByKey(t.database.db, paymentQueryKey(prepayId));

describe('payment.query', () => {
  it('a payment whose notification never came is found by the query and applied once', async () => {
    const sn = await payableOrder(t);
    const started = Date.now();
    expect((await openid(t, sn, token)).json().code).toBe(1);
    const [prepay] = await sandboxLedger(t, sn);
    const job = await queryJob(prepay!.prepayId);
    expect(job).toMatchObject({ kind: PAYMENT_QUERY_JOB, state: 'queued', attempts: 0 });
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(started + DELAY_MS);

    // Not due before the delay.
    let clock = started + DELAY_MS - 60_000;
    expect(await runDueJobs(t.database.db, handlers(), silent, { now: new Date(clock) })).toEqual({
      done: 0,
      retried: 0,
      dead: 0,
    });
    // Due, but the payer has not paid: asked again later.
    clock = job!.runAt.getTime() + 1000;
    await runDueJobs(t.database.db, handlers(), silent, { now: new Date(clock) });
    expect(await queryJob(prepay!.prepayId)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '支付渠道尚未确认支付结果，稍后再查询',
    });
    expect(await orderStatus(t, sn)).toBe(2);

    // The payer pays; the channel's notification cannot reach the app (it does not listen).
    await sandbox().settle(prepay!.prepayId, 'paid');
    expect(await orderStatus(t, sn)).toBe(2);
    clock += backoffMs(1) + 1000;
    expect(await runDueJobs(t.database.db, handlers(), silent, { now: new Date(clock) })).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    const [paid] = await sandboxLedger(t, sn);
    expect(await orderStatus(t, sn)).toBe(3);
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.tradeNo, l.note])).toEqual([
      ['paid', paid!.tradeNo, '在线支付成功'],
    ]);
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);

    // The notification arriving after all is a duplicate: nothing twice.
    const channel = paid!.channel as PayChannel;
    const late = await postNotification(
      t,
      await notification(t, sn, { trade_no: paid!.tradeNo! }, channel),
      channel,
    );
    expect(late.json().data).toMatchObject({ accepted: true, duplicate: true });
    expect(await orderLogRows(t, sn, 'pay')).toHaveLength(1);
    expect(await queryJob(prepay!.prepayId)).toMatchObject({ state: 'done', attempts: 2 });
  });
});

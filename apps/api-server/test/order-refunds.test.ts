// The order's refunds in the guarantor's console (docs/payments.md "Refunds"): a refund the channel
// refuses is 重试中 with the last error and the next try, 已停止重试 after its limit with 重新退款,
// which queues it again and tries it at once; only the caller's company's orders.
import {
  companyGetOrderRefunds,
  companyHandleRefund,
  companyRetryRefund,
  requestRefund,
  type EndpointDefinition,
  type OrderRefund,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_NOT_STOPPED } from '../src/areas/company-orders/order-refunds';
import {
  REFUND_JOB,
  REFUND_MAX_ATTEMPTS,
  refundJobHandler,
} from '../src/areas/payments/refund-job';
import { sandboxPayments } from '../src/db/schema';
import { backoffMs, runDueJobs } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import { callEndpoint, companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import {
  notification,
  payableOrder,
  payLogRows,
  postNotification,
  sandboxLedger,
} from './payments-helpers';
import { createTestApp, testConfig, type TestApp } from './test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  for (const account of ['xinda_admin', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
});
afterAll(() => t.close());

const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);
const refundsOf = async (sn: string, who = 'xinda_admin') =>
  (await as(who, companyGetOrderRefunds, { order_sn: sn })).json().data as OrderRefund[];

describe('refunds on the console’s order detail', () => {
  it('重试中 with the error and next try, 已停止重试 after the limit, 重新退款 refunds it', async () => {
    // Paid by a notification the sandbox channel never took, so its refunds are refused.
    const sn = await payableOrder(t);
    expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
    await as('enterprise', requestRefund, { order_sn: sn, reason: '项目已流标，不再需要保函' });
    const approved = await as('xinda_admin', companyHandleRefund, {
      order_sn: sn,
      action: 'approve_refund',
      reason: '',
    });
    expect(approved.statusCode).toBe(502);
    const [payment] = await payLogRows(t, sn);

    const [retrying] = await refundsOf(sn);
    expect(retrying).toMatchObject({
      pay_log_id: payment!.id,
      amount: payment!.amount,
      job_state: 'queued',
      job_state_text: '重试中',
      attempts: 1,
      max_attempts: REFUND_MAX_ATTEMPTS,
      last_error: '支付渠道原路退款未成功，将自动重试',
      actions: [],
    });
    expect(retrying!.next_attempt_time).toBeGreaterThan(Date.now() / 1000);
    const early = await as('xinda_admin', companyRetryRefund, {
      order_sn: sn,
      pay_log_id: String(payment!.id),
    });
    expect([early.statusCode, early.json().msg]).toEqual([409, REFUND_NOT_STOPPED]);

    // The runner's tries up to the limit, on the test's clock.
    const handlers = {
      [REFUND_JOB]: refundJobHandler(
        t.database.db,
        createProviders(testConfig(), t.database.db).payment,
      ),
    };
    let clock = Date.now();
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt++) {
      clock += backoffMs(attempt - 1) + 1000;
      await runDueJobs(
        t.database.db,
        handlers,
        { error: () => {}, info: () => {} },
        {
          now: new Date(clock),
        },
      );
    }
    expect(await refundsOf(sn)).toEqual([
      {
        ...retrying,
        job_state: 'dead',
        job_state_text: '已停止重试',
        attempts: REFUND_MAX_ATTEMPTS,
        next_attempt_time: null,
        actions: ['retry'],
      },
    ]);
    // Another company does not see the order.
    expect((await as('pingan_admin', companyGetOrderRefunds, { order_sn: sn })).statusCode).toBe(
      404,
    );

    // The channel takes the payment now (as after the merchant sorted it out with the channel).
    await t.database.db.insert(sandboxPayments).values({
      prepayId: `manual-${payment!.id}`,
      channel: payment!.channel,
      orderSn: sn,
      amount: payment!.amount,
      subject: '保函保费',
      openid: 'sandbox-openid',
      notifyUrl: 'http://127.0.0.1/notify',
      status: 'paid',
      tradeNo: payment!.tradeNo,
      paidAt: new Date(),
    });
    const again = await as('xinda_admin', companyRetryRefund, {
      order_sn: sn,
      pay_log_id: String(payment!.id),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual([
      {
        ...retrying,
        job_state: 'done',
        job_state_text: '已退款',
        attempts: 1,
        last_error: null,
        next_attempt_time: null,
        actions: [],
      },
    ]);
    expect((await sandboxLedger(t, sn)).map((p) => p.status)).toEqual(['refunded']);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['refunded']);
  });

  it('an order without a refund has none; a payment that is not refunded is 404', async () => {
    const sn = await payableOrder(t);
    expect(await refundsOf(sn)).toEqual([]);
    const res = await as('xinda_admin', companyRetryRefund, { order_sn: sn, pay_log_id: '1' });
    expect(res.statusCode).toBe(404);
  });
});

// Refunds through HTTP against the database: the enterprise's request (3 → 8), the issuing desk's
// approval (8 → 9, the premium back through the sandbox channel or noted as an offline transfer)
// or refusal (8 → 3, drafting resumes), who may do what, and two approvals at once. Orders are paid
// the real ways: the sandbox cashier (the app listens, so the provider's notification arrives over
// HTTP and its ledger holds the payment) or a transfer voucher the guarantor confirms.
import {
  addPayImage,
  companyGetOrderDetail,
  companyHandleLetterStatus,
  companyHandleRefund,
  companyLetterSign,
  getOrderInfo,
  requestRefund,
  storedFilePath,
  verifyLetter,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  approveRefundOfPayment,
  NO_PAYMENT_RECORD,
  REFUND_FAILED,
} from '../src/areas/company-orders/refund-payment';
import {
  MANUAL_REFUND_NOTE,
  REFUND_JOB,
  REFUND_MAX_ATTEMPTS,
  refundJobHandler,
  refundJobKey,
} from '../src/areas/payments/refund-job';
import { orders } from '../src/db/schema';
import { backoffMs, runDueJobs } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import type { PaymentProvider } from '../src/providers/payment/payment-provider';
import { ORDER_STATE_CHANGED } from '../src/areas/orders/order-machine';
import { callEndpoint, companyToken } from './company-session';
import { orderAt, PINGAN } from './company-order-fixtures';
import { tokenFor } from './enterprise-session';
import {
  notification,
  orderRow,
  orderLogRows,
  orderStatus,
  payableOrder,
  payLogRows,
  postNotification,
  sandboxLedger,
  sandboxPay,
  startPayment,
  uploadVoucher,
} from './payments-helpers';
import { jobByKey } from './job-rows';
import { createTestApp, listenOnLoopback, testConfig, type TestApp } from './test-app';
import { samplePng } from './upload-helpers';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.otherEnterprise = await tokenFor(t.app, '13800000006');
  for (const account of ['xinda_admin', 'xinda_review', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
});
afterAll(() => t.close());

const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);
const ask = (sn: string, reason = '项目已流标，不再需要保函', who = 'enterprise') =>
  as(who, requestRefund, { order_sn: sn, reason });
const handle = (sn: string, action: string, reason = '', account = 'xinda_admin') =>
  as(account, companyHandleRefund, { order_sn: sn, action, reason });

/** An order paid at the sandbox cashier: a WeChat prepay, then 确认支付 (the notification reaches us over HTTP). */
async function paidOnline(options: { companyName?: string } = {}): Promise<string> {
  const sn = await payableOrder(t, options);
  await startPayment(t, base, sn, tokens.enterprise!);
  const paid = await sandboxPay(base, { order_sn: sn, result: 'ok' });
  expect(paid.status).toBe(200);
  expect(await orderStatus(t, sn)).toBe(3);
  return sn;
}

/** An order paid by bank transfer: the enterprise uploads its voucher, the guarantor confirms it. */
async function paidOffline(): Promise<{ sn: string; voucher: string }> {
  const sn = await payableOrder(t);
  const voucher = await uploadVoucher(t, tokens.enterprise, samplePng(sn));
  expect((await as('enterprise', addPayImage, { order_sn: sn, image: voucher })).json().code).toBe(
    1,
  );
  expect(
    (
      await as('xinda_admin', companyHandleLetterStatus, {
        order_sn: sn,
        action: 'confirm_payment',
      })
    ).json().code,
  ).toBe(1);
  // Sent as the upload answered (a signed link); the order and its pay log keep the file's path.
  return { sn, voucher: storedFilePath(voucher) };
}

const ledger = (sn: string) => sandboxLedger(t, sn);
const silent = { error: () => {}, info: () => {} };
/** The sandbox channel over the test's database, as an instance's job runner calls it. */
const sandboxPayment = () => createProviders(testConfig(), t.database.db).payment;
const refundHandlers = () => ({ [REFUND_JOB]: refundJobHandler(t.database.db, sandboxPayment()) });
const refundJob = async (payLogId: number) => jobByKey(t.database.db, refundJobKey(payLogId));

const logsOf = async (sn: string, action: string) =>
  (await orderLogRows(t, sn, action)).map((l) => [
    l.fromStatus,
    l.toStatus,
    l.operatorType,
    l.operatorName,
    l.note,
  ]);

describe('requestRefund (enterprise, 3 → 8)', () => {
  it('moves a paid order to 退款审核 with the reason in the log; the issuing desk is then offered approve and refuse', async () => {
    const sn = await orderAt(t, 3);
    const res = await ask(sn);
    expect(res.json()).toEqual({ code: 1, msg: '', data: { sn, status: 8 } });
    const [account] = await logsOf(sn, 'request_refund');
    expect(account).toEqual([
      3,
      8,
      'enterprise',
      expect.any(String),
      '申请退款：项目已流标，不再需要保函',
    ]);

    const detail = (await as('xinda_admin', companyGetOrderDetail, { order_sn: sn })).json().data;
    expect([detail.status, detail.actions]).toEqual([8, ['approve_refund', 'refuse_refund']]);
  });

  it('needs a reason of at least two characters, named on the field', async () => {
    const sn = await orderAt(t, 3);
    for (const reason of ['', ' 退 ']) {
      const res = await ask(sn, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual({ reason: '请填写退款原因（至少 2 个字）' });
    }
    expect(await orderStatus(t, sn)).toBe(3);
  });

  it('is refused before payment and once the letter is issued (409 with the state)', async () => {
    const unpaid = await orderAt(t, 2);
    const res = await ask(unpaid);
    expect([res.statusCode, res.json().msg]).toEqual([
      409,
      '订单当前状态为「待支付」，不能执行「申请退款」',
    ]);

    const issued = await orderAt(t, 3);
    expect((await as('xinda_admin', companyLetterSign, { order_sn: issued })).statusCode).toBe(200);
    expect(
      (
        await as('xinda_admin', companyHandleLetterStatus, { order_sn: issued, action: 'issue' })
      ).json().data.status,
    ).toBe(4);
    const late = await ask(issued);
    expect([late.statusCode, late.json().msg]).toEqual([
      409,
      '订单当前状态为「已出函」，不能执行「申请退款」',
    ]);
    expect(await orderStatus(t, issued)).toBe(4);
  });

  it('another enterprise’s order is not found', async () => {
    const sn = await orderAt(t, 3);
    const res = await ask(sn, '项目已流标', 'otherEnterprise');
    expect([res.statusCode, res.json().msg]).toEqual([404, '订单不存在']);
    expect(await orderStatus(t, sn)).toBe(3);
  });

  it('is allowed after sealing: approved, the sealed letter is never issued and verifies as not in force', async () => {
    const sn = await paidOnline();
    expect((await as('xinda_admin', companyLetterSign, { order_sn: sn })).statusCode).toBe(200);
    expect((await ask(sn)).json().data.status).toBe(8);
    expect((await handle(sn, 'approve_refund')).json().data.status).toBe(9);

    const { letterNo } = await orderRow(t, sn);
    const verified = await callEndpoint(t.app, verifyLetter, undefined, { letter_no: letterNo! });
    expect(verified.json().data).toMatchObject({
      genuine: true,
      valid: false,
      status_text: '未生效（未出函，保费已退还）',
    });
    const issue = await as('xinda_admin', companyHandleLetterStatus, {
      order_sn: sn,
      action: 'issue',
    });
    expect(issue.statusCode).toBe(409);
  });
});

describe('handleRefund approve_refund (8 → 9)', () => {
  it('refunds an online payment through its channel: ledger and pay log refunded, one log row', async () => {
    const sn = await paidOnline();
    await ask(sn);
    const res = await handle(sn, 'approve_refund', '情况属实');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sn, status: 9, actions: [] });

    const [payment] = await ledger(sn);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundNo: expect.stringMatching(/^SBXR\d{24}$/),
    });
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => [l.channel, l.status, l.tradeNo])).toEqual([
      ['sun', 'refunded', payment!.tradeNo],
    ]);
    expect(logs[0]!.note).toBe(
      `在线支付成功；同意退款，原路退款处理中；已原路退款（退款单号 ${payment!.refundNo}）`,
    );
    expect(await logsOf(sn, 'approve_refund')).toEqual([
      [8, 9, 'ensure_company', '信达管理员', '同意退款：情况属实'],
    ]);
  });

  it('refunds through the guarantor’s own channel (平安, hua_an)', async () => {
    const sn = await paidOnline({ companyName: PINGAN });
    await ask(sn);
    expect((await handle(sn, 'approve_refund', '', 'pingan_admin')).json().data.status).toBe(9);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status])).toEqual([
      ['hua_an', 'refunded'],
    ]);
    expect((await ledger(sn)).map((p) => [p.channel, p.status])).toEqual([['hua_an', 'refunded']]);
  });

  it('an offline transfer is marked refunded, to be transferred back by the guarantor', async () => {
    const { sn, voucher } = await paidOffline();
    await ask(sn);
    expect((await handle(sn, 'approve_refund')).json().data.status).toBe(9);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status, l.note])).toEqual([
      [
        'offline',
        'refunded',
        `转账凭证：${voucher}；担保机构确认线下收款（信达管理员）；同意退款，保费由担保机构线下转账退回（信达管理员）`,
      ],
    ]);
    expect(await logsOf(sn, 'approve_refund')).toEqual([
      [8, 9, 'ensure_company', '信达管理员', '同意退款'],
    ]);
  });

  it('two approvals at once: one 200, one 409, exactly one refund', async () => {
    const sn = await paidOnline();
    await ask(sn);
    const results = await Promise.all([handle(sn, 'approve_refund'), handle(sn, 'approve_refund')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect([ORDER_STATE_CHANGED, '订单当前状态为「退款成功」，不能执行「同意退款」']).toContain(
      loser.json().msg,
    );
    expect((await ledger(sn)).map((p) => p.status)).toEqual(['refunded']);
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => l.status)).toEqual(['refunded']);
    expect(logs[0]!.note.match(/已原路退款/g)).toHaveLength(1);
    expect(await orderLogRows(t, sn, 'approve_refund')).toHaveLength(1);
  });

  it('approval and refusal at once: exactly one of them happens', async () => {
    const sn = await paidOnline();
    await ask(sn);
    const [approved, refused] = await Promise.all([
      handle(sn, 'approve_refund'),
      handle(sn, 'refuse_refund', '保函已在制作'),
    ]);
    expect([approved.statusCode, refused.statusCode].sort()).toEqual([200, 409]);
    const status = await orderStatus(t, sn);
    expect((await ledger(sn)).map((p) => p.status)).toEqual([status === 9 ? 'refunded' : 'paid']);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual([
      status === 9 ? 'refunded' : 'paid',
    ]);
  });

  it('when the channel refuses the refund: 502 for the operator, retried with back-off, then dead and the pay log asks for a manual refund', async () => {
    // Paid by a notification the sandbox channel never took, so its refund is refused.
    const sn = await payableOrder(t);
    expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
    await ask(sn);
    const res = await handle(sn, 'approve_refund');
    expect([res.statusCode, res.json().msg]).toEqual([502, REFUND_FAILED]);
    expect(await orderStatus(t, sn)).toBe(9);
    const [payment] = await payLogRows(t, sn);
    expect([payment!.status, payment!.note]).toEqual([
      'paid',
      '在线支付成功；同意退款，原路退款处理中',
    ]);
    const job = () => refundJob(payment!.id);
    expect(await job()).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '支付渠道原路退款未成功，将自动重试',
    });

    // The runner tries again at each back-off, up to the limit, then gives up.
    let clock = Date.now();
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt++) {
      clock += backoffMs(attempt - 1) + 1000;
      await runDueJobs(t.database.db, refundHandlers(), silent, { now: new Date(clock) });
    }
    expect(await job()).toMatchObject({ state: 'dead', attempts: REFUND_MAX_ATTEMPTS });
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.note])).toEqual([
      ['paid', `在线支付成功；同意退款，原路退款处理中；${MANUAL_REFUND_NOTE}`],
    ]);
  });

  it('a channel that fails twice, then succeeds: one refund, three attempts', async () => {
    const sn = await paidOnline();
    await ask(sn);
    // Approved with the channel away: the decision commits with its refund job, whose first try fails.
    let calls = 0;
    const flaky: PaymentProvider = sandboxPayment();
    const channel = flaky.refund.bind(flaky);
    flaky.refund = async (request) => {
      calls++;
      if (calls <= 2) throw new Error('channel timeout');
      return channel(request);
    };
    const [payment] = await payLogRows(t, sn);
    await t.database.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.sn, sn));
      await approveRefundOfPayment(tx, order!, '测试操作员');
    });
    const handlers = { [REFUND_JOB]: refundJobHandler(t.database.db, flaky) };
    let clock = Date.now();
    expect(await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) })).toEqual({
      done: 0,
      retried: 1,
      dead: 0,
    });
    clock += backoffMs(1) + 1000;
    await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) });
    clock += backoffMs(2) + 1000;
    expect(await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) })).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    // Due again later: nothing left to do.
    clock += backoffMs(8);
    await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) });
    expect(calls).toBe(3);
    expect(await refundJob(payment!.id)).toMatchObject({ state: 'done', attempts: 3 });
    const [ledgerRow] = await ledger(sn);
    expect(ledgerRow).toMatchObject({ status: 'refunded' });
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.note])).toEqual([
      [
        'refunded',
        `在线支付成功；同意退款，原路退款处理中；已原路退款（退款单号 ${ledgerRow!.refundNo}）`,
      ],
    ]);
  });

  it('without a recorded payment nothing changes (409)', async () => {
    // The fixture's payment moves the order without a pay log.
    const sn = await orderAt(t, 3);
    await ask(sn);
    const res = await handle(sn, 'approve_refund');
    expect([res.statusCode, res.json().msg]).toEqual([409, NO_PAYMENT_RECORD]);
    expect(await orderStatus(t, sn)).toBe(8);
    expect(await orderLogRows(t, sn, 'approve_refund')).toHaveLength(0);
  });
});

describe('handleRefund refuse_refund (8 → 3)', () => {
  it('needs a reason, then sends the order back to drafting: the letter can be sealed and issued', async () => {
    const sn = await paidOnline();
    await ask(sn);
    const bare = await handle(sn, 'refuse_refund', ' ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.fields).toEqual({ reason: '拒绝退款时请填写原因' });
    expect(await orderStatus(t, sn)).toBe(8);

    const res = await handle(sn, 'refuse_refund', '开标在即，保函已在制作');
    expect(res.json().data).toMatchObject({ status: 3, actions: ['sign_letter'] });
    expect(await logsOf(sn, 'refuse_refund')).toEqual([
      [8, 3, 'ensure_company', '信达管理员', '拒绝退款：开标在即，保函已在制作'],
    ]);
    expect((await payLogRows(t, sn)).map((l) => l.status)).toEqual(['paid']);
    expect((await ledger(sn)).map((p) => p.status)).toEqual(['paid']);

    expect((await as('xinda_admin', companyLetterSign, { order_sn: sn })).statusCode).toBe(200);
    const issued = await as('xinda_admin', companyHandleLetterStatus, {
      order_sn: sn,
      action: 'issue',
    });
    expect(issued.json().data.status).toBe(4);
  });

  it('the enterprise’s detail carries the refusal’s reason until it asks again', async () => {
    const detail = async (sn: string) =>
      (await as('enterprise', getOrderInfo, { order_sn: sn })).json().data;
    const sn = await orderAt(t, 3);
    expect((await detail(sn)).refund_refusal).toBeNull();
    await ask(sn);
    await handle(sn, 'refuse_refund', '开标在即，保函已在制作');
    const [refusal] = await orderLogRows(t, sn, 'refuse_refund');
    expect((await detail(sn)).refund_refusal).toEqual({
      reason: '开标在即，保函已在制作',
      time: Math.floor(refusal!.createdAt.getTime() / 1000),
    });
    // The issuing desk sees it too.
    expect(
      (await as('xinda_admin', companyGetOrderDetail, { order_sn: sn })).json().data.refund_refusal,
    ).toMatchObject({ reason: '开标在即，保函已在制作' });
    // A new request clears it.
    await ask(sn, '项目终止，再次申请退款');
    expect((await detail(sn)).refund_refusal).toBeNull();
  });

  it('an unknown action is named on the field', async () => {
    const sn = await orderAt(t, 3);
    await ask(sn);
    const res = await handle(sn, 'refund');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ action: '请选择处理结果' });
  });
});

describe('who may handle a refund', () => {
  it('the reviewer (待审核, 已出函) gets 403 and the order stays put', async () => {
    const sn = await orderAt(t, 3);
    await ask(sn);
    for (const action of ['approve_refund', 'refuse_refund']) {
      const res = await handle(sn, action, '不同意退款', 'xinda_review');
      expect(res.statusCode).toBe(403);
    }
    expect(await orderStatus(t, sn)).toBe(8);
  });

  it('another company gets 404', async () => {
    const sn = await orderAt(t, 3);
    await ask(sn);
    const res = await handle(sn, 'approve_refund', '', 'pingan_admin');
    expect([res.statusCode, res.json().msg]).toEqual([404, '订单不存在']);
    expect(await orderStatus(t, sn)).toBe(8);
  });

  it('the enterprise cannot approve its own refund; the issuing desk cannot handle an order that did not ask', async () => {
    const sn = await orderAt(t, 3);
    expect(
      (await as('enterprise', companyHandleRefund, { order_sn: sn, action: 'approve_refund' }))
        .statusCode,
    ).toBe(401);
    const res = await handle(sn, 'approve_refund');
    expect([res.statusCode, res.json().msg]).toEqual([
      409,
      '订单当前状态为「出函中」，不能执行「同意退款」',
    ]);
  });
});

// 江西 premiums in both payment modes, and their refunds, end to end on the database: the
// platform's calls signed and posted over HTTP, our pushes taken by a fake platform that checks
// their signatures (jiangxi-fake-platform.ts). The platform's cashier: 3.3 pays the order, 3.12
// refunds it (a failed refund leaves it in 退款审核), and neither is pushed back; after a failed
// one the desk may return the premium offline, which 3.13 reports. Ours: 3.2 carries
// the pay URL, our payment is pushed as 3.4, and the refund the desk approves as 3.13 once the
// channel has returned the money.
import { companyHandleRefund, OrderStatus } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_REFUNDS } from '../src/areas/company-orders/refund-payment';
import { platformPushJobKey } from '../src/areas/trading-platforms/platform-events';
import { sandboxPayments } from '../src/db/schema';
import { callEndpoint, companyToken } from './company-session';
import { startFakeJiangxiPlatform, type FakeJiangxiPlatform } from './jiangxi-fake-platform';
import {
  addJiangxiPlatform,
  approvedApplication,
  payOnPlatform,
  platformOrderRow,
  refundOnPlatform,
  revokeOnPlatform,
} from './jiangxi-platform';
import { jobByKey } from './job-rows';
import { notification, payLogRows, postNotification } from './payments-helpers';
import { createTestApp, type TestApp } from './test-app';

const PAY_PAGE = 'https://portal.example.cn/text_pay?order_sn={sn}';

let t: TestApp;
let fake: FakeJiangxiPlatform;
let desk: string;

beforeAll(async () => {
  fake = await startFakeJiangxiPlatform();
  t = await createTestApp();
  desk = await companyToken(t.app, 'xinda_admin');
  await addJiangxiPlatform(t, 'jx-pf', { baseUrl: fake.url, productNo: 'P-PF' });
  await addJiangxiPlatform(t, 'jx-own', {
    baseUrl: fake.url,
    productNo: 'P-OWN',
    settings: { cashier: 'guarantor', payPageUrl: PAY_PAGE },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const pushed = (name: string, orderNo: string) => fake.pushed(name, 'orderNo', orderNo);
const pushesAbout = (orderNo: string) =>
  fake.received.filter((r) => r.business.orderNo === orderNo).map((r) => r.path);

const approved = (code: string, orderNo: string, productNo: string) =>
  approvedApplication(t, desk, code, orderNo, productNo);

describe('the platform collects the premium (3.3, 3.12)', () => {
  it('3.3 pays the order once; 3.7 sends it to refund review; 3.12 refunds it; nothing is pushed back', async () => {
    const order = await approved('jx-pf', 'PF-1', 'P-PF');
    expect(await pushed('applyPush', 'PF-1')).toMatchObject({
      applyNo: 'AP-PF-1',
      auditStatus: 2,
      realElogAmount: order.premium,
    });
    expect(await pushed('applyPush', 'PF-1')).not.toHaveProperty('payUrl');

    const pay = (amount: string) => payOnPlatform(t, 'jx-pf', 'PF-1', amount, 'PF-T1');
    expect(await pay('1.00')).toEqual({ code: 1005, msg: '支付金额与保费不符', data: null });
    for (let i = 0; i < 2; i++)
      expect(await pay(order.premium)).toMatchObject({
        code: 0,
        data: { receiveResult: 'success' },
      });
    expect(await platformOrderRow(t, 'jx-pf', 'PF-1')).toMatchObject({
      status: OrderStatus.DRAFTING,
      payMethod: 'platform',
      payerAccountName: '江西某建筑有限公司',
      payerAccountNo: '6222000011112222',
    });
    expect((await payLogRows(t, order.sn)).map((p) => [p.channel, p.tradeNo, p.status])).toEqual([
      ['platform', 'PF-T1', 'paid'],
    ]);

    expect((await revokeOnPlatform(t, 'jx-pf', 'PF-1')).code).toBe(0);
    expect((await platformOrderRow(t, 'jx-pf', 'PF-1')).status).toBe(OrderStatus.REFUND_REVIEW);
    const refund = { orderNo: 'PF-1', amount: order.premium, payTransNo: 'PF-T1' };
    // A refund the bank refused leaves the order in 退款审核.
    const failed = { ...refund, refundTransNo: 'PF-R0' };
    expect((await refundOnPlatform(t, 'jx-pf', failed, '原路退款失败：账户已销户')).code).toBe(0);
    expect((await platformOrderRow(t, 'jx-pf', 'PF-1')).status).toBe(OrderStatus.REFUND_REVIEW);
    const refunded = { ...refund, refundTransNo: 'PF-R1' };
    expect((await refundOnPlatform(t, 'jx-pf', refunded)).code).toBe(0);
    expect((await platformOrderRow(t, 'jx-pf', 'PF-1')).status).toBe(OrderStatus.REFUNDED);
    expect((await payLogRows(t, order.sn)).map((p) => [p.tradeNo, p.status])).toEqual([
      ['PF-T1', 'refunded'],
      ['PF-R0', 'failed'],
      ['PF-R1', 'refunded'],
    ]);

    for (const event of ['paid', 'refunded'] as const)
      expect(await jobByKey(t.database.db, platformPushJobKey(order.id, event))).toBeUndefined();
    expect(pushesAbout('PF-1')).toEqual(['/jrapi/lg/applyPush']);
  });

  it('after the platform failed to refund, the desk returns the premium offline and 3.13 says so', async () => {
    const order = await approved('jx-pf', 'PF-2', 'P-PF');
    const approveRefund = () =>
      callEndpoint(t.app, companyHandleRefund, desk, {
        order_sn: order.sn,
        action: 'approve_refund',
        reason: '',
      });
    expect((await payOnPlatform(t, 'jx-pf', 'PF-2', order.premium, 'PF-T2')).code).toBe(0);
    expect((await revokeOnPlatform(t, 'jx-pf', 'PF-2')).code).toBe(0);
    // Before the platform has tried, the refund is the platform's.
    expect((await approveRefund()).json()).toMatchObject({ code: 0, msg: PLATFORM_REFUNDS });

    const failed = { orderNo: 'PF-2', amount: order.premium, payTransNo: 'PF-T2' };
    const refusedByBank = { ...failed, refundTransNo: 'PF-R2' };
    expect(
      (await refundOnPlatform(t, 'jx-pf', refusedByBank, '原路退款失败：账户已销户')).code,
    ).toBe(0);
    const approvedRefund = await approveRefund();
    expect(approvedRefund.statusCode, approvedRefund.body).toBe(200);
    expect((await platformOrderRow(t, 'jx-pf', 'PF-2')).status).toBe(OrderStatus.REFUNDED);
    const [payment, failure] = await payLogRows(t, order.sn);
    expect([payment, failure].map((p) => [p!.tradeNo, p!.status])).toEqual([
      ['PF-T2', 'refunded'],
      ['PF-R2', 'failed'],
    ]);
    expect(payment!.note).toContain('交易平台退款失败，保费由担保机构线下转账退回');
    expect(await pushed('payRefundPush', 'PF-2')).toMatchObject({
      orderNo: 'PF-2',
      payTransNo: 'PF-T2',
      payAmount: order.premium,
      refundTransNo: `${order.sn}R${payment!.id}`,
      refundAmount: order.premium,
    });
  });
});

describe('we collect the premium (3.2 payUrl, 3.4, 3.13)', () => {
  it('3.2 links our pay page; our payment goes out as 3.4, the refund the desk approves as 3.13', async () => {
    const order = await approved('jx-own', 'OWN-1', 'P-OWN');
    expect(await pushed('applyPush', 'OWN-1')).toMatchObject({
      auditStatus: 2,
      payUrl: `https://portal.example.cn/text_pay?order_sn=${order.sn}`,
      receiveName: expect.any(String),
    });

    const paid = await notification(t, order.sn);
    expect((await postNotification(t, paid)).json().code).toBe(1);
    expect(await pushed('payPush', 'OWN-1')).toMatchObject({
      payAmount: order.premium,
      poundageAmount: '0.00',
      payTransNo: paid.trade_no,
      transChannel: 'sun',
      payerName: order.enterpriseName,
      payeeName: expect.any(String),
    });

    expect((await revokeOnPlatform(t, 'jx-own', 'OWN-1')).code).toBe(0);
    const [payment] = await payLogRows(t, order.sn);
    // The sandbox channel took this payment, so it refunds it.
    await t.database.db.insert(sandboxPayments).values({
      prepayId: `jx-${payment!.id}`,
      channel: 'sun',
      orderSn: order.sn,
      amount: payment!.amount,
      subject: '保函保费',
      openid: 'sandbox-openid',
      notifyUrl: 'http://127.0.0.1/notify',
      status: 'paid',
      tradeNo: payment!.tradeNo,
      paidAt: new Date(),
    });
    const approvedRefund = await callEndpoint(t.app, companyHandleRefund, desk, {
      order_sn: order.sn,
      action: 'approve_refund',
      reason: '',
    });
    expect(approvedRefund.statusCode, approvedRefund.body).toBe(200);
    expect(await pushed('payRefundPush', 'OWN-1')).toEqual({
      orderNo: 'OWN-1',
      payTransNo: paid.trade_no,
      payAmount: order.premium,
      refundTransNo: `${order.sn}R${payment!.id}`,
      refundAmount: order.premium,
      poundageAmount: '0.00',
      refundReason: '交易平台撤单：投保方撤单：不再投标',
      refundTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      payerName: order.enterpriseName,
      payerAccountNo: '',
      payerBankName: '',
      payeeName: expect.any(String),
      payeeAccountNo: expect.any(String),
      payeeBankName: expect.any(String),
    });
    expect((await payLogRows(t, order.sn)).map((p) => [p.id, p.status])).toEqual([
      [payment!.id, 'refunded'],
    ]);
    expect(pushesAbout('OWN-1')).toEqual([
      '/jrapi/lg/applyPush',
      '/jrapi/lg/payPush',
      '/jrapi/lg/payRefundPush',
    ]);
  });
});

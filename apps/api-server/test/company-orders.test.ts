// The console's order calls through HTTP: detail and log (own company only), review (approve /
// reject), the issuing desk's confirm_payment / issue / void, their refusals (state, permission,
// missing voucher or seal, missing reasons) and two reviewers racing for one order.
import {
  companyGetOrderDetail,
  companyGetOrderLog,
  companyHandleLetterStatus,
  companyHandleReviewStatus,
  companyLetterSign,
  companyReLetterSign,
  getOrderInfo,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_EXPIRED, PAY_IMAGE_MISSING } from '../src/areas/company-orders/letter-status';
import { LETTER_NOT_SEALED } from '../src/areas/issuing/seal-letter';
import { ORDER_STATE_CHANGED } from '../src/areas/orders/order-machine';
import { orders, payLogs } from '../src/db/schema';
import { callEndpoint } from './company-session';
import { logInAccounts, orderAt } from './company-order-fixtures';
import { orderRow } from './order-fixtures';
import { payLogRows } from './payments-helpers';
import { tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';
import { signedLinkTo } from './upload-helpers';
import { todayInChina } from '../src/time/china-time';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await logInAccounts(t, {
    companies: ['xinda_admin', 'xinda_review', 'xinda_notice', 'pingan_admin'],
  });
});
afterAll(() => t.close());

const as = (account: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[account], fields);
const review = (sn: string, action: string, reason = '', account = 'xinda_admin') =>
  as(account, companyHandleReviewStatus, { order_sn: sn, action, reason });
const letterStatus = (sn: string, action: string, note = '', account = 'xinda_admin') =>
  as(account, companyHandleLetterStatus, { order_sn: sn, action, note });
const seal = (sn: string, account = 'xinda_admin') =>
  as(account, companyLetterSign, { order_sn: sn });

describe('getOrderDetail and getOrderLog', () => {
  it('shows the order with the actions the caller may take', async () => {
    const sn = await orderAt(t, 1);
    const admin = await as('xinda_admin', companyGetOrderDetail, { order_sn: sn });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({
      sn,
      status: 1,
      status_text: '待审核',
      enterprise_name: '江苏恒信建设集团有限公司',
      ensure_company_name: '江苏信达融资担保有限公司',
      actions: ['approve', 'reject'],
      letter_url: null,
    });
    expect(admin.json().data.project.name).toBe(admin.json().data.project_name);

    const paid = await orderAt(t, 3);
    expect(
      (await as('xinda_admin', companyGetOrderDetail, { order_sn: paid })).json().data.actions,
    ).toEqual(['sign_letter']);
    // Once sealed: re-seal or issue, no second first seal.
    expect((await seal(paid)).statusCode).toBe(200);
    expect(
      (await as('xinda_admin', companyGetOrderDetail, { order_sn: paid })).json().data.actions,
    ).toEqual(['re_sign_letter', 'issue']);
    // 待审核 and 已出函 only: nothing to do on a paid order.
    expect(
      (await as('xinda_review', companyGetOrderDetail, { order_sn: paid })).json().data.actions,
    ).toEqual([]);
  });

  it('lists the log oldest first with who, when, from, to and the note', async () => {
    const sn = await orderAt(t, 1);
    await review(sn, 'approve', '材料齐全');
    const res = await as('xinda_admin', companyGetOrderLog, { order_sn: sn });
    expect(res.statusCode).toBe(200);
    const log = res.json().data;
    expect(
      log.map((r: { from_status: number | null; to_status: number }) => [
        r.from_status,
        r.to_status,
      ]),
    ).toEqual([
      [null, 0],
      [0, 1],
      [1, 2],
    ]);
    expect(log[2]).toMatchObject({
      operator_type: 'ensure_company',
      operator_name: '信达管理员',
      note: '审核通过：材料齐全',
    });
    expect(log[0].operator_type).toBe('enterprise');
    for (const row of log) expect(String(row.create_time)).toMatch(/^\d{10}$/);
    expect(log[0].id).toBeLessThan(log[2].id);
  });

  it('another company learns nothing: 404 on every call about the order', async () => {
    const sn = await orderAt(t, 3);
    const calls: Array<[EndpointDefinition, Record<string, string>]> = [
      [companyGetOrderDetail, { order_sn: sn }],
      [companyGetOrderLog, { order_sn: sn }],
      [companyHandleReviewStatus, { order_sn: sn, action: 'approve' }],
      [companyHandleLetterStatus, { order_sn: sn, action: 'issue' }],
      [companyLetterSign, { order_sn: sn }],
      [companyReLetterSign, { order_sn: sn, reason: '重新签章' }],
    ];
    for (const [endpoint, fields] of calls) {
      const res = await as('pingan_admin', endpoint, fields);
      expect([endpoint.id, res.statusCode, res.json().msg]).toEqual([
        endpoint.id,
        404,
        '订单不存在',
      ]);
    }
    expect((await orderRow(t, sn)).letterUrl).toBeNull();
  });

  it('needs the orders menu (dingdan), and an unknown number is 404', async () => {
    const sn = await orderAt(t, 1);
    expect((await as('xinda_notice', companyGetOrderDetail, { order_sn: sn })).statusCode).toBe(
      403,
    );
    const unknown = await as('xinda_admin', companyGetOrderDetail, {
      order_sn: 'BH00000000000000000000',
    });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '订单不存在']);
  });
});

describe('handleReviewStatus', () => {
  it('approves a signed order (1 → 2) once; a second approve is refused with the state', async () => {
    const sn = await orderAt(t, 1);
    const res = await review(sn, 'approve', '', 'xinda_review');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 2, status_text: '待支付', actions: [] });
    const again = await review(sn, 'approve');
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      '订单当前状态为「待支付」，不能执行「审核通过」',
    ]);
  });

  it('approves with an optional opinion the log keeps; a blank one logs the action alone', async () => {
    const lastNote = async (sn: string) =>
      (await as('xinda_admin', companyGetOrderLog, { order_sn: sn })).json().data.at(-1).note;
    const withOpinion = await orderAt(t, 1);
    const tooLong = await review(withOpinion, 'approve', '意'.repeat(201));
    expect([tooLong.statusCode, tooLong.json().data.fields]).toEqual([
      400,
      { reason: '原因长度不能超过 200 个字符' },
    ]);
    expect((await review(withOpinion, 'approve', ' 材料齐全，同意承保 ')).statusCode).toBe(200);
    expect(await lastNote(withOpinion)).toBe('审核通过：材料齐全，同意承保');

    const blank = await orderAt(t, 1);
    expect((await review(blank, 'approve', '   ')).statusCode).toBe(200);
    expect(await lastNote(blank)).toBe('审核通过');
  });

  it('rejects with a reason (1 → 5) and keeps it; without a reason the field is named', async () => {
    const sn = await orderAt(t, 1);
    const bare = await review(sn, 'reject', ' ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.fields.reason).toBe('驳回时请填写原因');
    expect((await orderRow(t, sn)).status).toBe(1);

    const res = await review(sn, 'reject', '资质证书已过期');
    expect(res.json().data).toMatchObject({
      status: 5,
      status_text: '已驳回',
      reject_reason: '资质证书已过期',
    });
    const log = (await as('xinda_admin', companyGetOrderLog, { order_sn: sn })).json().data;
    expect(log.at(-1)).toMatchObject({
      from_status: 1,
      to_status: 5,
      note: '审核驳回：资质证书已过期',
    });
  });

  it('refuses review before signing and an unknown action', async () => {
    const sn = await orderAt(t, 0);
    const res = await review(sn, 'approve');
    expect([res.statusCode, res.json().msg]).toEqual([
      409,
      '订单当前状态为「待签约」，不能执行「审核通过」',
    ]);
    const odd = await review(sn, 'publish');
    expect([odd.statusCode, odd.json().data.fields.action]).toEqual([400, '请选择审核结果']);
  });

  it('two reviewers approving at once: one succeeds, the other gets 409, one log row', async () => {
    const sn = await orderAt(t, 1);
    const results = await Promise.all([
      review(sn, 'approve'),
      review(sn, 'approve', '', 'xinda_review'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect([ORDER_STATE_CHANGED, '订单当前状态为「待支付」，不能执行「审核通过」']).toContain(
      loser.json().msg,
    );
    const log = (await as('xinda_admin', companyGetOrderLog, { order_sn: sn })).json().data;
    expect(log.filter((r: { to_status: number }) => r.to_status === 2)).toHaveLength(1);
  });
});

describe('handleLetterStatus confirm_payment (offline transfer, 2 → 3)', () => {
  it('is refused until the enterprise uploaded a transfer voucher', async () => {
    const sn = await orderAt(t, 2);
    // Not offered either: the screens show what the server accepts.
    expect(
      (await as('xinda_admin', companyGetOrderDetail, { order_sn: sn })).json().data,
    ).toMatchObject({ entered: 0, pay_image: null });
    expect(
      (await as('xinda_admin', companyGetOrderDetail, { order_sn: sn })).json().data.actions,
    ).not.toContain('confirm_payment');
    const res = await letterStatus(sn, 'confirm_payment');
    expect([res.statusCode, res.json().msg]).toEqual([409, PAY_IMAGE_MISSING]);
    expect((await orderRow(t, sn)).status).toBe(2);
  });

  it('marks the pending offline pay log paid and the order paid offline', async () => {
    const sn = await orderAt(t, 2);
    const order = await orderRow(t, sn);
    await t.database.db
      .update(orders)
      .set({ payImage: '/uploads/2026/01/voucher.png' })
      .where(eq(orders.id, order.id));
    await t.database.db.insert(payLogs).values({
      orderId: order.id,
      orderSn: sn,
      channel: 'offline',
      amount: order.premium,
      status: 'pending',
      note: '转账凭证：/uploads/2026/01/voucher.png',
    });

    const res = await letterStatus(sn, 'confirm_payment', '已到账');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 3,
      pay_method: 'offline',
      pay_image: signedLinkTo('/uploads/2026/01/voucher.png'),
    });
    expect(res.json().data.pay_time).toBeGreaterThan(Date.now() / 1000 - 60);
    const logs = await payLogRows(t, sn);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      channel: 'offline',
      status: 'paid',
      amount: order.premium,
      note: '转账凭证：/uploads/2026/01/voucher.png；担保机构确认线下收款（信达管理员）',
    });
  });

  it('writes the paid offline pay log when none was recorded', async () => {
    const sn = await orderAt(t, 2);
    const order = await orderRow(t, sn);
    await t.database.db
      .update(orders)
      .set({ payImage: '/uploads/2026/01/voucher2.png' })
      .where(eq(orders.id, order.id));
    expect((await letterStatus(sn, 'confirm_payment')).statusCode).toBe(200);
    const logs = await payLogRows(t, sn);
    expect(logs.map((l) => [l.channel, l.status, l.amount, l.note])).toEqual([
      ['offline', 'paid', order.premium, '担保机构确认线下收款（信达管理员）'],
    ]);
  });

  it('is the issuing desk’s: a reviewer gets 403', async () => {
    const sn = await orderAt(t, 2);
    expect((await letterStatus(sn, 'confirm_payment', '', 'xinda_review')).statusCode).toBe(403);
  });
});

describe('handleLetterStatus issue (3 → 4) and void (4 → 6)', () => {
  it('will not issue an unsealed letter nor void one that is not issued', async () => {
    const sn = await orderAt(t, 3);
    const issue = await letterStatus(sn, 'issue');
    expect([issue.statusCode, issue.json().msg]).toEqual([409, LETTER_NOT_SEALED]);
    const voided = await letterStatus(sn, 'void', '作废测试');
    expect([voided.statusCode, voided.json().msg]).toEqual([
      409,
      '订单当前状态为「出函中」，不能执行「作废」',
    ]);
    expect((await orderRow(t, sn)).status).toBe(3);
  });

  it('issues the sealed letter from today to the validity it states, then voids it with a reason', async () => {
    const sn = await orderAt(t, 3);
    expect((await seal(sn)).statusCode).toBe(200);
    const sealed = await orderRow(t, sn);

    const issued = await letterStatus(sn, 'issue');
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data).toMatchObject({
      status: 4,
      status_text: '已出函',
      valid_from: todayInChina(),
      valid_to: sealed.validTo,
      letter_no: sealed.letterNo,
      letter_url: signedLinkTo(sealed.letterUrl),
      actions: ['void'],
    });
    expect((await orderRow(t, sn)).issuedAt).not.toBeNull();
    expect((await seal(sn)).statusCode).toBe(409);

    const bare = await letterStatus(sn, 'void');
    expect([bare.statusCode, bare.json().data.fields.note]).toEqual([
      400,
      '请填写作废原因（至少 2 个字）',
    ]);
    const voided = await letterStatus(sn, 'void', '投标人撤回投标');
    expect(voided.json().data).toMatchObject({ status: 6, status_text: '已作废', actions: [] });
    expect((await orderRow(t, sn)).voidReason).toBe('投标人撤回投标');
    const log = (await as('xinda_admin', companyGetOrderLog, { order_sn: sn })).json().data;
    expect(log.slice(-3).map((r: { note: string }) => r.note)).toEqual([
      '保函签章',
      '出函',
      '作废：投标人撤回投标',
    ]);
  });

  it('gives the enterprise the letter file only while it is in force', async () => {
    const enterprise = await tokenFor(t.app, '13800000001');
    const letterUrlSeenByEnterprise = async (sn: string) =>
      (await callEndpoint(t.app, getOrderInfo, enterprise, { order_sn: sn })).json().data
        .letter_url;
    const sn = await orderAt(t, 3);
    await seal(sn);
    const { letterUrl } = await orderRow(t, sn);
    // The sealed draft is the guarantor's until issued.
    expect(await letterUrlSeenByEnterprise(sn)).toBeNull();
    await letterStatus(sn, 'issue');
    expect(await letterUrlSeenByEnterprise(sn)).toEqual(signedLinkTo(letterUrl));
    await letterStatus(sn, 'void', '投标人撤回投标');
    expect(await letterUrlSeenByEnterprise(sn)).toBeNull();
  });

  it('will not issue a letter whose last day has passed', async () => {
    const sn = await orderAt(t, 3);
    await seal(sn);
    await t.database.db.update(orders).set({ validTo: '2025-01-31' }).where(eq(orders.sn, sn));
    const res = await letterStatus(sn, 'issue');
    expect([res.statusCode, res.json().msg]).toEqual([409, LETTER_EXPIRED]);
    expect((await orderRow(t, sn)).status).toBe(3);
  });

  it('a reviewer (待审核, 已出函) may neither seal, issue nor void', async () => {
    const sn = await orderAt(t, 3);
    expect((await seal(sn, 'xinda_review')).statusCode).toBe(403);
    await seal(sn);
    expect((await letterStatus(sn, 'issue', '', 'xinda_review')).statusCode).toBe(403);
    await letterStatus(sn, 'issue');
    expect((await letterStatus(sn, 'void', '作废原因', 'xinda_review')).statusCode).toBe(403);
    expect((await orderRow(t, sn)).status).toBe(4);
  });
});

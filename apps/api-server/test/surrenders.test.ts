// Surrender (退保) through HTTP against the database (docs/after-issue.md): the enterprise's options
// and request with every rule (in force, no open claim, one open request also under concurrency,
// the withdraw ground for bid letters before the deadline, the proof for cancellation and failure,
// tenants), and the guarantor's desk: approve today (the letter ends: 13, log row, messages,
// /verify), approve later (validity shortened, the expiry job ends it), refuse with an opinion, two
// decisions at once, the premium back through the sandbox channel or offline, the invoice
// interplay, and the 退保 permission.
import {
  addPayImage,
  companyExpireTime,
  companyGetSurrenderDetail,
  companyGetSurrenderList,
  companyGetSurrenderLog,
  companyHandleLetterStatus,
  surrenderApply,
  surrenderGetOptions,
  verifyLetter,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_ISSUED, SURRENDER_DECIDED } from '../src/areas/surrenders/decide-surrender';
import { SURRENDER_OPEN } from '../src/areas/surrenders/surrender-rules';
import { runExpiryJob } from '../src/areas/letter-management';
import { claims, invoices, messages, orders, recordLogs, surrenders } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { orderAt } from './company-order-fixtures';
import { tokenFor } from './enterprise-session';
import { chinaDay, issue, issuedLetter, setBidDeadline } from './letter-fixtures';
import { orderLogRows, orderRow } from './order-fixtures';
import {
  payableOrder,
  payLogRows,
  sandboxLedger,
  sandboxPay,
  startPayment,
  uploadVoucher,
} from './payments-helpers';
import { createTestApp, listenOnLoopback, type TestApp } from './test-app';
import { samplePdf, samplePng, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.other = await tokenFor(t.app, '13800000006');
  for (const account of ['xinda_admin', 'xinda_review', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, checked against the contract in ok()
type Loose = any;
type Body<T = Loose> = { code: number; msg: string; data: T };

const as = async <T = Loose>(
  who: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string | number> = {},
) => {
  const res = await callEndpoint(
    t.app,
    endpoint,
    tokens[who],
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  );
  return { status: res.statusCode, ...(res.json() as Body<T>) };
};
const ok = async <T = Loose>(
  who: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string | number> = {},
): Promise<T> => {
  const res = await as<T>(who, endpoint, fields);
  if (res.code !== 1) throw new Error(`${endpoint.id} as ${who}: ${res.status} ${res.msg}`);
  expect(endpoint.response.safeParse(res.data).success).toBe(true);
  return res.data;
};

type Surrender = {
  id: number;
  sn: string;
  status: number;
  status_text: string;
  refund: number;
  refund_note: string | null;
  cease_date: string | null;
  actions: string[];
  proof_file: string | null;
  opinion: string | null;
};

const withdraw = (sn: string) => ({
  order_sn: sn,
  ground: 'withdraw',
  reason: '投标截止前决定不参与投标',
});
const apply = (sn: string, fields: Record<string, string> = withdraw(sn), who = 'enterprise') =>
  as<Surrender>(who, surrenderApply, { ...fields, order_sn: sn });
const applied = async (sn: string, fields?: Record<string, string>) => {
  const res = await apply(sn, fields);
  expect(res.code, res.msg).toBe(1);
  return res.data;
};
const decide = (id: number, fields: Record<string, string | number>, who = 'xinda_admin') =>
  as<Surrender>(who, companyExpireTime, { id, ...fields });

/** A letter in force whose bid deadline is still ahead (withdraw is open). */
async function letter(validTo?: string): Promise<string> {
  const sn = await issuedLetter(t, { validTo });
  await setBidDeadline(t, sn, new Date(Date.now() + 5 * 86_400_000));
  return sn;
}

/** A letter in force paid at the sandbox cashier (a WeChat prepay, then 确认支付: pay log and ledger paid), before its bid deadline. */
async function paidAtCashier(): Promise<string> {
  const sn = await payableOrder(t);
  await startPayment(t, base, sn, tokens.enterprise!);
  expect((await sandboxPay(base, { order_sn: sn, result: 'ok' })).status).toBe(200);
  await issue(t, sn);
  await setBidDeadline(t, sn, new Date(Date.now() + 86_400_000));
  return sn;
}

const inbox = (kind: string, sn: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), eq(messages.orderSn, sn)));
const surrenderRows = async (sn: string) =>
  t.database.db
    .select()
    .from(surrenders)
    .where(eq(surrenders.orderId, (await orderRow(t, sn)).id));

async function uploadProof(who: string, bytes = samplePdf(), name = 'proof.pdf'): Promise<string> {
  const res = await upload(t.app, { name, bytes, scene: 'other', token: tokens[who] });
  expect(res.json().code, res.body).toBe(1);
  return res.json().data.url;
}

describe('the enterprise asks (getOptions, apply)', () => {
  it('offers every ground on a bid letter before its deadline, records the request (TB…) and tells the guarantor; then one request is open', async () => {
    const sn = await letter();
    const options = await ok<{
      grounds: Array<{ value: string; needs_proof: boolean }>;
      blocked: string | null;
      requests: unknown[];
    }>('enterprise', surrenderGetOptions, { order_sn: sn });
    expect(options.grounds.map((g) => [g.value, g.needs_proof])).toEqual([
      ['withdraw', false],
      ['project_cancelled', true],
      ['tender_failed', true],
    ]);
    expect([options.blocked, options.requests]).toEqual([null, []]);

    const request = await applied(sn);
    expect(request).toMatchObject({
      sn: expect.stringMatching(/^TB\d{20}$/),
      status: 0,
      status_text: '待处理',
      actions: [],
      applicant_name: '王建国',
      refund: 0,
      refund_note: null,
    });
    const [told] = await inbox('surrender_requested', sn);
    expect(told).toMatchObject({
      recipientType: 'ensure_company',
      title: '收到退保申请',
      content: expect.stringContaining('投标截止前撤回投标'),
    });

    const after = await ok<{ grounds: unknown[]; blocked: string; requests: Surrender[] }>(
      'enterprise',
      surrenderGetOptions,
      { order_sn: sn },
    );
    expect([after.grounds, after.blocked, after.requests.map((r) => r.id)]).toEqual([
      [],
      SURRENDER_OPEN,
      [request.id],
    ]);
    const second = await apply(sn, {
      ground: 'tender_failed',
      reason: '招标失败',
      proof_file: await uploadProof('enterprise'),
    });
    expect([second.status, second.msg, second.data]).toEqual([
      409,
      SURRENDER_OPEN,
      { fields: { order_sn: SURRENDER_OPEN } },
    ]);
  });

  it('admits exactly one of two concurrent requests on one letter', async () => {
    const sn = await letter();
    const answers = await Promise.all([apply(sn), apply(sn), apply(sn)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await surrenderRows(sn)).toHaveLength(1);
  });

  it('is refused on a letter not in force: not issued yet, voided, or past its validity', async () => {
    const paid = await orderAt(t, 3);
    const res = await apply(paid);
    expect([res.status, res.msg]).toEqual([409, '保函当前状态为「出函中」，不能申请退保']);
    const options = await ok<{ grounds: unknown[]; blocked: string }>(
      'enterprise',
      surrenderGetOptions,
      { order_sn: paid },
    );
    expect(options).toMatchObject({
      grounds: [],
      blocked: '保函当前状态为「出函中」，不能申请退保',
    });

    const expired = await letter();
    await t.database.db
      .update(orders)
      .set({ validTo: chinaDay(-1) })
      .where(eq(orders.sn, expired));
    expect((await apply(expired)).msg).toBe('保函已过有效期，不能申请退保');
    expect(await surrenderRows(expired)).toHaveLength(0);
  });

  it('is refused while a claim on the letter is open (待受理 / 已受理), allowed again once it is closed', async () => {
    const sn = await letter();
    const order = await orderRow(t, sn);
    const [claim] = await t.database.db
      .insert(claims)
      .values({
        sn: `LP${order.id}`,
        orderId: order.id,
        enterpriseId: order.enterpriseId,
        ensureCompanyId: order.ensureCompanyId,
        source: 'paper',
        claimant: '测试招标人',
        contactName: '张三',
        contactMobile: '13700000000',
        amount: '1000.00',
        reason: '中标后拒签合同',
        bankAccountName: '测试招标人',
        bankName: '测试银行',
        bankAccountNo: '6222000000000001',
      })
      .returning();
    for (const status of [0, 1]) {
      await t.database.db.update(claims).set({ status }).where(eq(claims.id, claim!.id));
      const res = await apply(sn);
      expect([res.status, res.msg]).toEqual([409, '该保函有未结理赔，理赔处理完毕前不能申请退保']);
    }
    await t.database.db.update(claims).set({ status: 3 }).where(eq(claims.id, claim!.id));
    expect((await apply(sn)).code).toBe(1);
  });

  it('withdraw: only before the bid deadline, and only for bid letters', async () => {
    const late = await letter();
    await setBidDeadline(t, late, new Date(Date.now() - 3600_000));
    const res = await apply(late);
    expect([res.status, res.data]).toEqual([
      409,
      { fields: { ground: '投标截止时间已过，不能以撤回投标为由申请退保' } },
    ]);
    const options = await ok<{ grounds: Array<{ value: string }> }>(
      'enterprise',
      surrenderGetOptions,
      { order_sn: late },
    );
    expect(options.grounds.map((g) => g.value)).toEqual(['project_cancelled', 'tender_failed']);

    const performance = await letter();
    await t.database.db
      .update(orders)
      .set({ type: 'performance' })
      .where(eq(orders.sn, performance));
    expect((await apply(performance)).data).toEqual({
      fields: { ground: '只有投标保函可以因撤回投标申请退保' },
    });
    expect(await surrenderRows(performance)).toHaveLength(0);
  });

  it('cancellation and failure need a proof uploaded by the enterprise itself; it is answered as a signed link', async () => {
    const sn = await letter();
    const cancelled = { ground: 'project_cancelled', reason: '招标人取消项目' };
    expect((await apply(sn, cancelled)).data).toEqual({
      fields: { proof_file: '请上传项目取消或招标失败的证明文件' },
    });
    const othersProof = await uploadProof('other');
    const foreign = await apply(sn, { ...cancelled, proof_file: othersProof });
    expect([foreign.status, foreign.data]).toEqual([
      400,
      { fields: { proof_file: '证明文件无效，请上传本企业的项目取消或招标失败证明' } },
    ]);
    expect(
      (await apply(sn, { ...cancelled, proof_file: '/uploads/2026/01/none.pdf' })).status,
    ).toBe(400);

    const proof = await uploadProof('enterprise', samplePng(sn), 'proof.png');
    const request = await applied(sn, { ...cancelled, proof_file: proof });
    const path = proof.split('?')[0]!;
    expect(request.proof_file).toEqual(signedLinkTo(path));
    expect((await surrenderRows(sn))[0]!.proofFile).toBe(path);
  });

  it('another enterprise’s letter is not found; a sub-account needs 订单', async () => {
    const sn = await letter();
    for (const endpoint of [surrenderApply, surrenderGetOptions]) {
      const res = await as('other', endpoint, withdraw(sn));
      expect([res.status, res.msg]).toEqual([404, '订单不存在']);
    }
    expect(await surrenderRows(sn)).toHaveLength(0);
  });
});

describe('the guarantor decides (expireTime, 退保)', () => {
  it('approve today: the letter ends now (13, reason surrendered), one log row, the enterprise is told twice, /verify says 已终止（退保）', async () => {
    const sn = await letter();
    const { id } = await applied(sn);
    const today = chinaDay(0);
    const decided = await ok<Surrender>('xinda_admin', companyExpireTime, {
      id,
      action: 'approve',
      valid_to: today,
      opinion: '情况属实',
    });
    expect(decided).toMatchObject({
      status: 1,
      status_text: '已同意',
      cease_date: today,
      refund: 0,
      refund_note: null,
      actions: [],
      opinion: '情况属实',
    });
    expect(await orderRow(t, sn)).toMatchObject({
      status: 13,
      endReason: 'surrendered',
      endedOn: today,
      validTo: today,
    });
    expect(
      (await orderLogRows(t, sn, 'surrender')).map((l) => [
        l.fromStatus,
        l.toStatus,
        l.operatorName,
        l.note,
      ]),
    ).toEqual([[4, 13, '信达管理员', '同意退保：情况属实']]);
    expect((await inbox('letter_ended', sn))[0]!.content).toContain('终止原因：退保');
    expect((await inbox('surrender_approved', sn))[0]!.content).toContain(
      `保函于 ${today} 终止，保费不予退还`,
    );

    const verified = await callEndpoint(t.app, verifyLetter, undefined, {
      letter_no: (await orderRow(t, sn)).letterNo!,
    });
    expect(verified.json().data).toMatchObject({
      valid: false,
      status_text: '已终止（退保）',
      letter_url: null,
    });
    const options = await ok<{ blocked: string }>('enterprise', surrenderGetOptions, {
      order_sn: sn,
    });
    expect(options.blocked).toBe('保函已履约终止，不能申请退保');
    const again = await decide(id, { action: 'refuse', opinion: '重复处理' });
    expect([again.status, again.msg]).toEqual([409, SURRENDER_DECIDED]);
    // The request's own log (处理记录): the writer's record_logs row, the refused decision left none.
    expect(await ok('xinda_admin', companyGetSurrenderLog, { id })).toEqual([
      {
        id: expect.any(Number),
        action: 'approve',
        from_status: 0,
        from_text: '待处理',
        to_status: 1,
        to_text: '已同意',
        operator_type: 'ensure_company',
        operator_name: '信达管理员',
        note: '同意退保：情况属实',
        create_time: expect.any(Number),
      },
    ]);
  });

  it('approve later: valid_to is shortened, the letter stays in force until the expiry job ends it after that day (reason surrendered)', async () => {
    const sn = await letter(chinaDay(60));
    const { id } = await applied(sn);
    const cease = chinaDay(3);
    await ok('xinda_admin', companyExpireTime, { id, action: 'approve', valid_to: cease });
    expect(await orderRow(t, sn)).toMatchObject({ status: 4, validTo: cease, endReason: null });

    await runExpiryJob(t.database.db, new Date(Date.now() + 3 * 86_400_000));
    expect((await orderRow(t, sn)).status).toBe(4);
    const run = await runExpiryJob(t.database.db, new Date(Date.now() + 4 * 86_400_000));
    expect(run.ended).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, sn)).toMatchObject({
      status: 13,
      endReason: 'surrendered',
      endedOn: chinaDay(4),
    });
    expect(await orderLogRows(t, sn, 'expire')).toHaveLength(1);
  });

  it('the cease date runs from today to the letter’s last day', async () => {
    const sn = await letter(chinaDay(30));
    const { id } = await applied(sn);
    for (const [day, message] of [
      [chinaDay(-1), '保函终止日期不能早于今天'],
      [chinaDay(31), `保函终止日期不能晚于保函原到期日 ${chinaDay(30)}`],
      ['2026-02-30', '保函终止日期不是有效日期'],
    ]) {
      const res = await decide(id, { action: 'approve', valid_to: day! });
      expect([res.status, res.data]).toEqual([400, { fields: { valid_to: message } }]);
    }
    expect((await decide(id, { action: 'approve' })).data).toEqual({
      fields: { valid_to: '请选择保函终止日期' },
    });
    expect((await surrenderRows(sn))[0]!.status).toBe(0);
  });

  it('refuse needs an opinion; the letter stays in force and the enterprise is told why', async () => {
    const sn = await letter();
    const { id } = await applied(sn);
    const bare = await decide(id, { action: 'refuse', opinion: ' 否 ' });
    expect([bare.status, bare.data]).toEqual([
      400,
      { fields: { opinion: '拒绝退保时请填写处理意见（至少 2 个字）' } },
    ]);
    const refused = await ok<Surrender>('xinda_admin', companyExpireTime, {
      id,
      action: 'refuse',
      opinion: '投标截止已过',
    });
    expect(refused).toMatchObject({
      status: 2,
      status_text: '已拒绝',
      opinion: '投标截止已过',
      cease_date: null,
    });
    expect((await orderRow(t, sn)).status).toBe(4);
    expect((await inbox('surrender_refused', sn))[0]!.content).toContain('拒绝原因：投标截止已过');
    // A refused request is closed: a new one may be made.
    expect((await apply(sn)).code).toBe(1);
  });

  it('of an approval and a refusal at once exactly one wins', async () => {
    const sn = await letter();
    const { id } = await applied(sn);
    const answers = await Promise.all([
      decide(id, { action: 'approve', valid_to: chinaDay(0) }),
      decide(id, { action: 'refuse', opinion: '材料不全' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await surrenderRows(sn);
    const order = await orderRow(t, sn);
    expect(order.status).toBe(row!.status === 1 ? 13 : 4);
    expect(await orderLogRows(t, sn, 'surrender')).toHaveLength(row!.status === 1 ? 1 : 0);
  });

  it('refund=1 returns an online premium through the sandbox channel after the commit: pay log and ledger refunded', async () => {
    const sn = await paidAtCashier();
    const { id } = await applied(sn);
    const decided = await ok<Surrender>('xinda_admin', companyExpireTime, {
      id,
      action: 'approve',
      valid_to: chinaDay(0),
      refund: 1,
    });
    expect(decided).toMatchObject({ refund: 1, refund_note: '已原路退款' });
    const [payment] = await sandboxLedger(t, sn);
    expect(payment).toMatchObject({ status: 'refunded' });
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({ status: 'refunded' });
    expect(log!.note).toContain(
      `同意退保，原路退款处理中；已原路退款（退款单号 ${payment!.refundNo}）`,
    );
    expect((await inbox('surrender_approved', sn))[0]!.content).toContain('原路退回');
  });

  it('refund=1 on an offline payment marks it for the guarantor’s own transfer back', async () => {
    const sn = await payableOrder(t);
    const voucher = await uploadVoucher(t, tokens.enterprise, samplePng(sn));
    expect((await as('enterprise', addPayImage, { order_sn: sn, image: voucher })).code).toBe(1);
    expect(
      (
        await as('xinda_admin', companyHandleLetterStatus, {
          order_sn: sn,
          action: 'confirm_payment',
        })
      ).code,
    ).toBe(1);
    await issue(t, sn);
    await setBidDeadline(t, sn, new Date(Date.now() + 86_400_000));
    const { id } = await applied(sn);
    const decided = await ok<Surrender>('xinda_admin', companyExpireTime, {
      id,
      action: 'approve',
      valid_to: chinaDay(2),
      refund: 1,
    });
    expect(decided.refund_note).toBe('线下退回');
    const [log] = await payLogRows(t, sn);
    expect(log).toMatchObject({
      channel: 'offline',
      status: 'refunded',
      note: expect.stringContaining('同意退保，保费由担保机构线下转账退回（信达管理员）'),
    });
  });

  describe('invoices of a surrendered letter', () => {
    /** A letter paid at the sandbox cashier, with an invoice request in `status`. */
    async function invoicedLetter(status: number) {
      const sn = await paidAtCashier();
      const order = await orderRow(t, sn);
      const [invoice] = await t.database.db
        .insert(invoices)
        .values({
          orderId: order.id,
          enterpriseId: order.enterpriseId,
          ensureCompanyId: order.ensureCompanyId,
          kind: 'normal',
          medium: 'electronic',
          title: '江苏恒信建设集团有限公司',
          taxNo: '91320100MA1XXXXX1A',
          amount: order.premium,
          email: 'finance@example.com',
          status,
          invoiceNo: status ? '12345678' : null,
        })
        .returning();
      return { sn, invoiceId: invoice!.id, id: (await applied(sn)).id };
    }

    it('a pending invoice is voided (退保退费) with the refund, and the enterprise is told', async () => {
      const { sn, invoiceId, id } = await invoicedLetter(0);
      await ok('xinda_admin', companyExpireTime, {
        id,
        action: 'approve',
        valid_to: chinaDay(0),
        refund: 1,
      });
      const [invoice] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      expect(invoice).toMatchObject({ status: 3, voidReason: '退保退费' });
      expect((await inbox('invoice_voided', sn))[0]!.content).toContain('作废原因：退保退费');
      // The system's surrender_void of INVOICE_MACHINE, through the record writer.
      const logs = await t.database.db
        .select()
        .from(recordLogs)
        .where(and(eq(recordLogs.recordKind, 'invoice'), eq(recordLogs.recordId, invoiceId)));
      expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus, l.operatorType, l.note])).toEqual(
        [['surrender_void', 0, 3, 'system', '退保退费作废']],
      );
    });

    it('an issued invoice refuses the approval with a refund (409), nothing changes; without a refund it is approved', async () => {
      const { sn, invoiceId, id } = await invoicedLetter(1);
      const res = await decide(id, { action: 'approve', valid_to: chinaDay(0), refund: 1 });
      expect([res.status, res.msg]).toEqual([409, INVOICE_ISSUED]);
      expect((await surrenderRows(sn))[0]!.status).toBe(0);
      expect((await orderRow(t, sn)).status).toBe(4);
      expect((await payLogRows(t, sn))[0]!.status).toBe('paid');
      expect(
        (
          await ok<Surrender>('xinda_admin', companyExpireTime, {
            id,
            action: 'approve',
            valid_to: chinaDay(0),
            refund: 0,
          })
        ).status,
      ).toBe(1);
      expect(
        (await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.status,
      ).toBe(1);
    });
  });

  it('lists requests by status with counts and a keyword; the detail; scoped to the company and the 退保 permission', async () => {
    const sn = await letter();
    const request = await applied(sn);
    const list = await ok<{ list: Surrender[]; total: number; counts: Record<string, number> }>(
      'xinda_admin',
      companyGetSurrenderList,
      { status: 0, keyword: sn },
    );
    expect(list.list.map((r) => [r.id, r.actions])).toEqual([[request.id, ['approve', 'refuse']]]);
    expect(list.counts).toEqual({ '0': 1, '1': 0, '2': 0 });
    expect(list.total).toBe(1);
    const all = await ok<{ total: number; counts: Record<string, number> }>(
      'xinda_admin',
      companyGetSurrenderList,
      {},
    );
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    expect(
      (await ok<Surrender>('xinda_admin', companyGetSurrenderDetail, { id: request.id })).sn,
    ).toBe(request.sn);

    // Another company: not found; an account without 退保: refused.
    expect((await as('pingan_admin', companyGetSurrenderDetail, { id: request.id })).status).toBe(
      404,
    );
    expect((await as('pingan_admin', companyGetSurrenderLog, { id: request.id })).status).toBe(404);
    expect(
      (
        await as('pingan_admin', companyExpireTime, {
          id: request.id,
          action: 'refuse',
          opinion: '无权处理',
        })
      ).status,
    ).toBe(404);
    expect(
      (await ok<{ total: number }>('pingan_admin', companyGetSurrenderList, { keyword: sn })).total,
    ).toBe(0);
    for (const endpoint of [
      companyGetSurrenderList,
      companyGetSurrenderDetail,
      companyGetSurrenderLog,
      companyExpireTime,
    ]) {
      const res = await as('xinda_review', endpoint, {
        id: request.id,
        action: 'refuse',
        opinion: '无权处理',
      });
      expect([res.status, res.code]).toEqual([403, -2]);
    }
    const { ensureCompanyId } = (await surrenderRows(sn))[0]!;
    const without = await addCompanyAccount(t.database.db, ensureCompanyId, 'dingdan,待审核');
    tokens.without = await companyToken(t.app, without.account);
    expect(
      (
        await as('without', companyExpireTime, {
          id: request.id,
          action: 'refuse',
          opinion: '无权处理',
        })
      ).status,
    ).toBe(403);
    expect((await surrenderRows(sn))[0]!.status).toBe(0);
  });
});

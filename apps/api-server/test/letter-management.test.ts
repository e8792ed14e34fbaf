// Letter management (保函管理, docs/after-issue.md) through HTTP against the database: the letters in
// force (正常履约) and ended (履约终止) of every letter type with their days left, end reasons,
// payouts and open requests; the type, keyword and issue-date filters; paging; the stage
// permissions and the company's own letters only; and one letter's after-issue timeline.
import { companyGetLetterList, companyGetLetterTimeline } from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExpiryJob } from '../src/areas/letter-management';
import { claims, claimStatements, orders, surrenders } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { chinaDay } from './letter-fixtures';
import { ok, orderListWorld, type OrderListWorld } from './order-list-fixtures';

let w: OrderListWorld;
/** Letters of this file, by name. */
const sns: Record<string, string> = {};

type Letter = {
  sn: string;
  type: string;
  status: number;
  days_left: number | null;
  end_reason: string | null;
  end_reason_text: string | null;
  ended_on: string | null;
  paid_out: string;
  remaining: string;
  open_surrender: number;
  open_claim: number;
  letter_no: string | null;
  ensure_company_id: number;
};
type LetterPage = { list: Letter[]; total: number; page: number; limit: number };

const set = (sn: string, values: Partial<typeof orders.$inferInsert>) =>
  w.db.update(orders).set(values).where(eq(orders.sn, sn));
const idOf = async (sn: string) =>
  (await w.db.select({ id: orders.id }).from(orders).where(eq(orders.sn, sn)))[0]!.id;

beforeAll(async () => {
  w = await orderListWorld();
  const { order } = w;
  sns.performance = await order({ type: 'performance', status: 4, validTo: chinaDay(10) });
  sns.worker = await order({ type: 'worker', status: 4, validTo: chinaDay(0) });
  sns.paper = await order({ type: 'bid_paper', status: 12, validTo: chinaDay(30) });
  sns.claimed = await order({ status: 4, validTo: chinaDay(20) });
  sns.dueExpire = await order({ status: 4, validTo: chinaDay(-2) });
  sns.voided = await order({ status: 6, validTo: chinaDay(40) });
  await set(sns.performance, {
    letterNo: 'LYBH2026TESTLETTER01',
    issuedAt: new Date('2026-03-15T02:00:00Z'),
  });
  await set(sns.claimed, { paidOut: '50000.00', issuedAt: new Date('2026-03-16T02:00:00Z') });
  // The expiry job ends the letters past their validity (the world's two of 2020, and dueExpire).
  await runExpiryJob(w.db);
}, 90_000);
afterAll(() => w.t.close());

const letters = (fields: Record<string, string>, token = w.tokens.xinda) =>
  callEndpoint(w.t.app, companyGetLetterList, token, { limit: '100', ...fields });
const listed = async (fields: Record<string, string>, token?: string) =>
  ok<LetterPage>(await letters(fields, token), companyGetLetterList);
const bySn = (page: LetterPage) => new Map(page.list.map((l) => [l.sn, l]));

describe('getLetterList', () => {
  it('正常履约: the company’s letters in force of every type, with the days left (0 on the last day)', async () => {
    const page = await listed({ stage: '正常履约' });
    const expected = await w.expectedSns(
      and(eq(orders.ensureCompanyId, w.xinda.id), inArray(orders.status, [4, 11, 12])),
    );
    expect(page.list.map((l) => l.sn)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    const rows = bySn(page);
    expect(rows.get(sns.performance!)).toMatchObject({
      type: 'performance',
      days_left: 10,
      end_reason: null,
      letter_no: 'LYBH2026TESTLETTER01',
    });
    expect(rows.get(sns.worker!)).toMatchObject({ type: 'worker', days_left: 0 });
    expect(rows.get(sns.paper!)).toMatchObject({ type: 'bid_paper', status: 12, days_left: 30 });
    expect(rows.get(sns.claimed!)).toMatchObject({
      paid_out: '50000.00',
      remaining: '150000.00',
      open_surrender: 0,
      open_claim: 0,
    });
    expect(rows.has(sns.dueExpire!)).toBe(false);
    expect(page.list.every((l) => l.ensure_company_id === w.xinda.id)).toBe(true);
  });

  it('履约终止: ended letters with the reason (the expiry job’s, voided) and the day', async () => {
    const page = await listed({ stage: '履约终止' });
    const rows = bySn(page);
    expect(rows.get(sns.dueExpire!)).toMatchObject({
      status: 13,
      end_reason: 'expired',
      end_reason_text: '到期终止',
      ended_on: chinaDay(0),
      days_left: null,
    });
    expect(rows.get(sns.voided!)).toMatchObject({
      status: 6,
      end_reason: 'voided',
      end_reason_text: '已作废',
      days_left: null,
    });
    const expected = await w.expectedSns(
      and(eq(orders.ensureCompanyId, w.xinda.id), inArray(orders.status, [6, 13])),
    );
    expect(page.list.map((l) => l.sn)).toEqual(expected);
    expect(page.list.filter((l) => l.status === 13 && l.type === 'bid_paper')).toHaveLength(1); // the world's mailed paper letter of 2020
  });

  it('shows open surrender requests and claims', async () => {
    const id = await idOf(sns.claimed!);
    const order = (await w.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    await w.db.insert(surrenders).values({
      sn: 'TBTESTOPEN0001',
      orderId: id,
      enterpriseId: order.enterpriseId,
      ensureCompanyId: order.ensureCompanyId,
      accountId: w.enterpriseA.accountId,
      applicantName: '王建国',
      ground: 'withdraw',
      reason: '撤回投标',
    });
    await w.db.insert(claims).values({
      sn: 'LPTESTOPEN0001',
      orderId: id,
      enterpriseId: order.enterpriseId,
      ensureCompanyId: order.ensureCompanyId,
      source: 'paper',
      claimant: '测试招标人',
      contactName: '张三',
      contactMobile: '13700000000',
      amount: '1000.00',
      reason: '拒签合同',
      bankAccountName: '测试招标人',
      bankName: '测试银行',
      bankAccountNo: '6222000000000001',
    });
    const row = bySn(await listed({ stage: '正常履约', keyword: sns.claimed! })).get(sns.claimed!);
    expect(row).toMatchObject({ open_surrender: 1, open_claim: 1 });
  });

  it('filters by type, keyword (order number, letter number, project, enterprise) and issue date (China time)', async () => {
    const performance = await listed({ stage: '正常履约', type: 'performance' });
    expect(performance.list.map((l) => l.sn)).toEqual([sns.performance]);
    expect(
      (await listed({ stage: '正常履约', keyword: 'testletter01' })).list.map((l) => l.sn),
    ).toEqual([sns.performance]);
    expect(
      (await listed({ stage: '正常履约', keyword: w.enterpriseA.name.slice(2, 6) })).total,
    ).toBeGreaterThan(1);
    // Issued 2026-03-15 10:00 and 2026-03-16 10:00 in China.
    const day = await listed({
      stage: '正常履约',
      start_date: '2026-03-15',
      end_date: '2026-03-15',
    });
    expect(day.list.map((l) => l.sn)).toEqual([sns.performance]);
    const both = await listed({
      stage: '正常履约',
      start_date: '2026-03-15',
      end_date: '2026-03-16',
    });
    expect(both.list.map((l) => l.sn).sort()).toEqual([sns.performance, sns.claimed].sort());
    const wrong = await letters({
      stage: '正常履约',
      start_date: '2026-03-16',
      end_date: '2026-03-15',
    });
    expect([wrong.statusCode, wrong.json().data]).toEqual([
      400,
      { fields: { end_date: '结束日期不能早于开始日期' } },
    ]);
  });

  it('pages without gaps or repeats', async () => {
    const all = (await listed({ stage: '正常履约' })).list.map((l) => l.sn);
    expect(all.length).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      const data = await listed({ stage: '正常履约', limit: '2', page: String(page) });
      expect(data.total).toBe(all.length);
      seen.push(...data.list.map((l) => l.sn));
    }
    expect(seen).toEqual(all);
  });

  it('needs the stage’s permission; another company sees only its own letters', async () => {
    for (const stage of ['正常履约', '履约终止']) {
      const refused = await letters({ stage }, w.tokens.xindaReview);
      expect([refused.statusCode, refused.json().code, refused.json().msg]).toEqual([
        403,
        -2,
        `没有「${stage}」权限`,
      ]);
    }
    const onlyInForce = await addCompanyAccount(w.db, w.xinda.id, 'dingdan,正常履约');
    const token = await companyToken(w.t.app, onlyInForce.account);
    expect((await letters({ stage: '正常履约' }, token)).statusCode).toBe(200);
    expect((await letters({ stage: '履约终止' }, token)).statusCode).toBe(403);

    const pingan = await listed({ stage: '正常履约' }, w.tokens.pingan);
    expect(pingan.list.map((l) => l.sn)).toEqual(
      await w.expectedSns(
        and(eq(orders.ensureCompanyId, w.pingan.id), inArray(orders.status, [4, 11, 12])),
      ),
    );
    expect(pingan.list.every((l) => l.ensure_company_id === w.pingan.id)).toBe(true);
  });
});

describe('getLetterTimeline', () => {
  type Timeline = {
    letter: Letter;
    events: Array<{
      time: number;
      kind: string;
      title: string;
      note: string;
      operator_name: string;
    }>;
  };
  const timeline = (sn: string, token = w.tokens.xinda) =>
    callEndpoint(w.t.app, companyGetLetterTimeline, token, { order_sn: sn });

  it('merges the order log from issue on, surrender requests and decisions, claims, payouts and statements by time', async () => {
    const sn = await w.order({ status: 4, validTo: chinaDay(60) });
    const id = await idOf(sn);
    const order = (await w.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const parties = {
      orderId: id,
      enterpriseId: order.enterpriseId,
      ensureCompanyId: order.ensureCompanyId,
    };
    await w.db.insert(surrenders).values({
      ...parties,
      sn: 'TBTIMELINE0001',
      accountId: w.enterpriseA.accountId,
      applicantName: '王建国',
      ground: 'withdraw',
      reason: '撤回投标',
      status: 2,
      opinion: '材料不全',
      handlerName: '信达管理员',
      createdAt: at(1),
      handledAt: at(2),
    });
    const [claim] = await w.db
      .insert(claims)
      .values({
        ...parties,
        sn: 'LPTIMELINE0001',
        source: 'paper',
        claimant: '测试招标人',
        contactName: '张三',
        contactMobile: '13700000000',
        amount: '2000.00',
        reason: '拒签合同',
        bankAccountName: '测试招标人',
        bankName: '测试银行',
        bankAccountNo: '6222000000000001',
        status: 2,
        handlerName: '信达管理员',
        createdAt: at(3),
        handledAt: at(4),
        payoutAmount: '2000.00',
        payoutDate: chinaDay(0),
        paidAt: at(6),
      })
      .returning();
    await w.db.insert(claimStatements).values({
      claimId: claim!.id,
      authorType: 'enterprise',
      authorId: w.enterpriseA.accountId,
      authorName: '王建国',
      content: '我方已按时签约',
      createdAt: at(5),
    });

    const res = await timeline(sn);
    const data = ok<Timeline>(res, companyGetLetterTimeline);
    expect(data.letter).toMatchObject({ sn, days_left: 60 });
    expect(data.events.map((e) => [e.kind, e.title])).toEqual([
      ['order', '出函'],
      ['surrender', '申请退保（TBTIMELINE0001）'],
      ['surrender', '拒绝退保'],
      ['claim', '收到理赔申请（LPTIMELINE0001）'],
      ['claim', '受理理赔'],
      ['statement', '补充说明（LPTIMELINE0001）'],
      ['payout', '理赔赔付'],
    ]);
    expect(data.events.map((e) => e.time)).toEqual(
      [...data.events.map((e) => e.time)].sort((a, b) => a - b),
    );
    expect(data.events[2]).toMatchObject({ note: '材料不全', operator_name: '信达管理员' });
    expect(data.events[6]!.note).toBe(`赔付 2000.00 元，赔付日期 ${chinaDay(0)}`);
  });

  it('is the caller’s company’s letter only; an order not given to the enterprise is not a letter', async () => {
    const sn = sns.performance!;
    expect((await timeline(sn, w.tokens.pingan)).statusCode).toBe(404);
    const unpaid = await w.order({ status: 2 });
    expect([(await timeline(unpaid)).statusCode, (await timeline(unpaid)).json().msg]).toEqual([
      404,
      '保函不存在（该订单尚未出函）',
    ]);
    const ended = ok<Timeline>(await timeline(sns.dueExpire!), companyGetLetterTimeline);
    expect(ended.events.map((e) => e.title)).toEqual(['出函', '到期终止']);
  });
});

// The trading-platform machinery over HTTP (docs/trading-platforms.md, "The machinery"), with a
// test dialect (trading-platform-test-dialect.ts): an application pushed twice at once is one
// order; a replayed request id gets the first answer and nothing is done twice; another
// platform's appKey, a stale timestamp or a bad signature is refused with nothing stored; a
// platform neither sees nor touches another's orders; an outbound push refused twice by the
// platform's (real HTTP) server is delivered on the third attempt with three attempts logged; and
// each order step a platform must hear about enqueues exactly one push.
import { COMPANY_AUTH_STATUS, OrderStatus } from '@bht/api-client/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/app-jobs';
import {
  enterprises,
  jobs,
  orders,
  platformMessages,
  tradingPlatformGuarantors,
  tradingPlatforms,
} from '../src/db/schema';
import { demoCreditCode } from '../src/db/demo-credit-code';
import type { OrderRow } from '../src/db/rows';
import { transitionOrder, type Operator } from '../src/areas/orders/order-transitions';
import {
  PLATFORM_PUSH_JOB,
  platformPushJobKey,
} from '../src/areas/trading-platforms/platform-events';
import {
  approveRefundOfPayment,
  PLATFORM_REFUNDS,
} from '../src/areas/company-orders/refund-payment';
import { createPlatformActions } from '../src/areas/trading-platforms/create-platform-actions';
import { platformSmsJobKey } from '../src/areas/trading-platforms/platform-order-sms';
import {
  isSecretField,
  redactPlatformBody,
} from '../src/areas/trading-platforms/platform-redaction';
import { sealPlatformSecret } from '../src/areas/trading-platforms/platform-secrets';
import { backoffMs, runDueJobs } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import { addCompany } from './company-session';
import { jobByKey } from './job-rows';
import { createTestApp, type TestApp } from './test-app';
import { TEST_DIALECT, testDialect, testEnvelope } from './trading-platform-test-dialect';

let t: TestApp;
let server: Server;
/** What the platform's server answers next ('fail' → HTTP 500), and what it took. */
const serverPlan: Array<'fail' | 'ok'> = [];
const delivered: unknown[] = [];
const silent = { error: () => {}, info: () => {} };

const A = { code: 'tpa', appKey: 'tpa-key', secret: 'tpa-secret-0123456789' };
const B = { code: 'tpb', appKey: 'tpb-key', secret: 'tpb-secret-0123456789' };

async function addPlatform(p: typeof A, baseUrl: string, companyId: number) {
  const seal = (column: 'inbound_app_secret' | 'outbound_app_secret', plain: string) =>
    sealPlatformSecret(t.config, column, p.code, plain);
  const [row] = await t.database.db
    .insert(tradingPlatforms)
    .values({
      code: p.code,
      name: `测试交易平台${p.code}`,
      dialect: TEST_DIALECT,
      baseUrl,
      inboundAppKey: p.appKey,
      inboundAppSecret: seal('inbound_app_secret', p.secret),
      outboundAppKey: `${p.appKey}-out`,
      outboundAppSecret: seal('outbound_app_secret', p.secret),
    })
    .returning();
  await t.database.db
    .insert(tradingPlatformGuarantors)
    .values({ platformId: row!.id, ensureCompanyId: companyId, productNo: 'P1' });
  return row!;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const step = serverPlan.shift() ?? 'ok';
      if (step === 'fail') return response.writeHead(500).end('busy');
      delivered.push(JSON.parse(text));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 0, message: 'success' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: { PUSH_DELIVERY_AFTER_RESPONSE: 'false' },
    dialects: { [TEST_DIALECT]: testDialect },
  });
  const { company } = await addCompany(t.database.db, {
    authStatus: COMPANY_AUTH_STATUS.approved,
    status: 1,
  });
  await addPlatform(A, baseUrl, company.id);
  await addPlatform(B, baseUrl, company.id);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

let seq = 0;
const application = (orderNo: string) => ({
  orderNo,
  productNo: 'P1',
  bidderName: `平台投标企业${orderNo}`,
  bidderCreditCode: demoCreditCode(9000 + ++seq),
  contactName: '王经办',
  contactMobile: `1390000${String(1000 + seq).slice(-4)}`,
  applicantIdCard: '110101199003074470',
  projectGuid: `guid-${orderNo}`,
  projectName: `平台项目${orderNo}`,
  projectNo: `TP-${orderNo}`,
  section: '一标段',
  tenderer: '某市住建局',
  amount: '100000.00',
});

type Answer = { code: number; message: string; data: Record<string, unknown> | null };
async function post(
  platform: typeof A,
  name: string,
  body: unknown,
  path = platform.code,
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/open/${TEST_DIALECT}/${path}/${name}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const call = (platform: typeof A, name: string, data: unknown, options = {}) =>
  post(platform, name, testEnvelope(platform.appKey, platform.secret, data, options));

const messageCount = async () =>
  (await t.database.db.select({ n: count() }).from(platformMessages))[0]!.n;
const orderOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.platformApplyNo, orderNo)))[0]!;

describe('inbound', () => {
  it('lists each endpoint in the OpenAPI document with the dialect’s envelope', async () => {
    const doc = (await t.app.inject('/docs/json')).json() as {
      paths: Record<string, { post: { summary: string; requestBody: unknown } }>;
    };
    const apply = doc.paths[`/open/${TEST_DIALECT}/{code}/lg/apply`]!.post;
    expect(apply.summary).toBe('投保申请');
    expect(JSON.stringify(apply.requestBody)).toContain('requestId');
  });

  it('makes one order of an application pushed twice at once, at 待审核, and texts its contact once', async () => {
    const data = application('A-1');
    const [first, second] = await Promise.all([
      call(A, 'lg/apply', data),
      call(A, 'lg/apply', data),
    ]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(second.data!.orderSn).toBe(first.data!.orderSn);
    const rows = await t.database.db.select().from(orders).where(eq(orders.platformApplyNo, 'A-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: OrderStatus.PENDING_REVIEW, premium: '1500.00' });
    expect(await jobByKey(t.database.db, platformSmsJobKey(rows[0]!.id))).toBeDefined();
    // Both calls are logged, linked to the order, the ID number masked.
    const logged = await t.database.db
      .select()
      .from(platformMessages)
      .where(eq(platformMessages.orderId, rows[0]!.id));
    expect(logged).toHaveLength(2);
    expect(JSON.stringify(logged[0]!.body)).not.toContain('110101199003074470');
    expect(logged[0]).toMatchObject({
      direction: 'in',
      endpoint: 'lg/apply',
      businessNo: 'A-1',
      ok: true,
    });
  });

  it('answers a replayed request id with the first answer and does nothing again', async () => {
    const envelope = testEnvelope(A.appKey, A.secret, application('A-2'));
    const first = await post(A, 'lg/apply', envelope);
    const order = await orderOf('A-2');
    await t.database.db
      .update(orders)
      .set({ status: OrderStatus.CANCELLED })
      .where(eq(orders.id, order.id));
    const before = await messageCount();
    expect(await post(A, 'lg/apply', envelope)).toEqual(first);
    expect(await messageCount()).toBe(before);
    // Had it run again, the cancelled order would show; the first answer is replayed instead.
    expect((await orderOf('A-2')).status).toBe(OrderStatus.CANCELLED);
  });

  it('refuses, storing nothing, another platform’s appKey, a stale timestamp, a bad signature, an unknown platform', async () => {
    const before = await messageCount();
    const data = application('A-3');
    expect((await post(A, 'lg/apply', testEnvelope(B.appKey, B.secret, data))).code).toBe(1002);
    const stale = testEnvelope(A.appKey, A.secret, data, {
      timestamp: String(Date.now() - 3600_000),
    });
    expect(await post(A, 'lg/apply', stale)).toMatchObject({
      code: -1,
      message: '请求时间超出允许范围',
    });
    const forged = { ...testEnvelope(A.appKey, A.secret, data), sign: 'f'.repeat(64) };
    expect((await post(A, 'lg/apply', forged)).code).toBe(1003);
    expect((await call(A, 'lg/apply', data, {})).code).toBe(0);
    expect((await post(A, 'lg/apply', testEnvelope(A.appKey, A.secret, data), 'nope')).code).toBe(
      1002,
    );
    // Only the one accepted call is logged; no order for the refused ones but the accepted one.
    expect(await messageCount()).toBe(before + 1);
  });

  it('names the missing or malformed payload field', async () => {
    const { contactMobile: _omitted, ...noMobile } = application('A-4');
    expect(await call(A, 'lg/apply', noMobile)).toMatchObject({
      code: 1005,
      message: '缺少必填参数：contactMobile',
    });
    expect(await call(A, 'lg/apply', { ...application('A-4'), amount: '十万' })).toMatchObject({
      code: 1005,
      message: '参数格式错误：amount',
    });
  });

  it('lets no platform see or touch another platform’s order', async () => {
    await call(A, 'lg/apply', application('A-5'));
    expect(await call(B, 'lg/query', { orderNo: 'A-5' })).toMatchObject({
      code: 1005,
      message: '订单不存在',
    });
    expect(await call(B, 'lg/revoke', { orderNo: 'A-5' })).toMatchObject({
      code: 1005,
      message: '订单不存在',
    });
    expect((await orderOf('A-5')).status).toBe(OrderStatus.PENDING_REVIEW);
    expect(await call(A, 'lg/revoke', { orderNo: 'A-5' })).toMatchObject({
      code: 0,
      data: { result: 'cancelled' },
    });
    expect(await call(A, 'lg/revoke', { orderNo: 'A-5' })).toMatchObject({
      code: 0,
      data: { result: 'already' },
    });
  });
});

describe('系统销函 of a project', () => {
  it('ends the letters in force of the losers, then the winner’s, within the platform', async () => {
    const project = { projectGuid: 'guid-logout', projectName: '销函项目', projectNo: 'TP-LOGOUT' };
    for (const orderNo of ['L-win', 'L-lose', 'L-paid'])
      await call(A, 'lg/apply', { ...application(orderNo), ...project });
    const [winner, loser, paid] = await Promise.all(['L-win', 'L-lose', 'L-paid'].map(orderOf));
    await t.database.db
      .update(orders)
      .set({ status: OrderStatus.ISSUED })
      .where(inArray(orders.id, [winner!.id, loser!.id]));
    const [platformA] = await t.database.db
      .select()
      .from(tradingPlatforms)
      .where(eq(tradingPlatforms.code, A.code));
    const [platformB] = await t.database.db
      .select()
      .from(tradingPlatforms)
      .where(eq(tradingPlatforms.code, B.code));
    const { creditCode } = (
      await t.database.db.select().from(enterprises).where(eq(enterprises.id, winner!.enterpriseId))
    )[0]!;
    const reason = '系统销函：项目已定标';
    const end = (platform: typeof platformA, which: 'others' | 'winner' | 'all') =>
      createPlatformActions({ db: t.database.db }, platform!).endLettersOfProject('guid-logout', {
        which,
        winnerCreditCode: creditCode,
        reason,
      });

    expect(await end(platformB, 'all')).toBe(0);
    expect(await end(platformA, 'others')).toBe(1);
    const statuses = async () =>
      Promise.all(['L-win', 'L-lose', 'L-paid'].map(async (n) => (await orderOf(n)).status));
    expect(await statuses()).toEqual([OrderStatus.ISSUED, OrderStatus.ENDED, paid!.status]);
    expect(await orderOf('L-lose')).toMatchObject({ endReason: 'cancelled' });
    expect(await end(platformA, 'winner')).toBe(1);
    expect(await end(platformA, 'all')).toBe(0);
    expect((await statuses()).slice(0, 2)).toEqual([OrderStatus.ENDED, OrderStatus.ENDED]);
  });
});

const desk: Operator = {
  type: 'ensure_company',
  id: null,
  name: '测试审核员',
  permissions: new Set(['*', '待审核', '待出函']),
};
const enterprise: Operator = {
  type: 'enterprise',
  id: null,
  name: '王经办',
  permissions: new Set(),
};

describe('outbound', () => {
  const pushJobs = async (order: OrderRow) =>
    t.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, PLATFORM_PUSH_JOB),
          eq(jobs.dedupeKey, platformPushJobKey(order.id, 'reviewed')),
        ),
      );

  it('delivers a push the platform refused twice on the third attempt, every attempt logged', async () => {
    await call(A, 'lg/apply', application('A-6'));
    const order = await orderOf('A-6');
    await transitionOrder(t.database.db, {
      sn: order.sn,
      scope: 'system',
      operator: desk,
      action: 'approve',
    });
    expect(await pushJobs(order)).toHaveLength(1);
    const handlers = jobHandlers(
      t.database.db,
      createProviders(t.config, t.database.db),
      t.config,
      silent as never,
    );
    const key = platformPushJobKey(order.id, 'reviewed');
    serverPlan.push('fail', 'fail');
    let now = Date.now();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runDueJobs(t.database.db, handlers, silent, {
        kinds: [PLATFORM_PUSH_JOB],
        key,
        now: new Date(now),
      });
      now += backoffMs(attempt) + 1000;
    }
    expect(delivered.filter((d) => (d as { orderNo: string }).orderNo === 'A-6')).toEqual([
      { event: 'reviewed', orderNo: 'A-6', refId: null },
    ]);
    const attempts = await t.database.db
      .select()
      .from(platformMessages)
      .where(and(eq(platformMessages.orderId, order.id), eq(platformMessages.direction, 'out')))
      .orderBy(platformMessages.id);
    expect(attempts.map((m) => [m.attempt, m.httpStatus, m.ok])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
    expect((await jobByKey(t.database.db, key))!.state).toBe('done');
  });

  it('enqueues exactly one push for each step the platform must hear about, none for its own payment', async () => {
    const steps: Array<[string, number, Operator, string | null]> = [
      ['reject', OrderStatus.PENDING_REVIEW, desk, 'reviewed'],
      ['confirm_payment', OrderStatus.PENDING_PAYMENT, desk, 'paid'],
      ['issue', OrderStatus.DRAFTING, desk, 'issued'],
      ['cancel', OrderStatus.PENDING_PAYMENT, enterprise, 'cancelled'],
      ['approve_refund', OrderStatus.REFUND_REVIEW, desk, 'refunded'],
      ['sign_letter', OrderStatus.DRAFTING, desk, null],
    ];
    for (const [index, [action, from, operator, event]] of steps.entries()) {
      const orderNo = `A-step-${index}`;
      await call(A, 'lg/apply', application(orderNo));
      const order = await orderOf(orderNo);
      await t.database.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));
      const before = (
        await t.database.db
          .select({ n: count() })
          .from(jobs)
          .where(eq(jobs.kind, PLATFORM_PUSH_JOB))
      )[0]!.n;
      await transitionOrder(t.database.db, {
        sn: order.sn,
        scope: 'system',
        operator,
        action,
        note: '测试',
      }).catch((error: unknown) => {
        throw new Error(`${action}: ${String(error)}`);
      });
      const after = (
        await t.database.db
          .select({ n: count() })
          .from(jobs)
          .where(eq(jobs.kind, PLATFORM_PUSH_JOB))
      )[0]!.n;
      expect(after - before, action).toBe(event ? 1 : 0);
      if (event)
        expect(
          await jobByKey(t.database.db, platformPushJobKey(order.id, event as never)),
          action,
        ).toBeDefined();
    }
    // The premium the platform collected itself is not pushed back to it.
    await call(A, 'lg/apply', application('A-paid'));
    const order = await orderOf('A-paid');
    await t.database.db
      .update(orders)
      .set({ status: OrderStatus.PENDING_PAYMENT })
      .where(eq(orders.id, order.id));
    expect(
      await call(A, 'lg/pay', { orderNo: 'A-paid', amount: '1499.00', tradeNo: 'T1' }),
    ).toMatchObject({
      code: 1005,
      message: '支付金额与保费不符',
    });
    expect(
      (await call(A, 'lg/pay', { orderNo: 'A-paid', amount: '1500.00', tradeNo: 'T1' })).code,
    ).toBe(0);
    expect(
      (await call(A, 'lg/pay', { orderNo: 'A-paid', amount: '1500.00', tradeNo: 'T1' })).code,
    ).toBe(0);
    expect(await orderOf('A-paid')).toMatchObject({
      status: OrderStatus.DRAFTING,
      payMethod: 'platform',
    });
    expect(await jobByKey(t.database.db, platformPushJobKey(order.id, 'paid'))).toBeUndefined();
  });
});

describe('a premium the platform collected', () => {
  it('is refunded by the platform, not approved on the desk', async () => {
    await call(A, 'lg/apply', application('A-refund'));
    const order = await orderOf('A-refund');
    await t.database.db
      .update(orders)
      .set({ status: OrderStatus.PENDING_PAYMENT })
      .where(eq(orders.id, order.id));
    await call(A, 'lg/pay', { orderNo: 'A-refund', amount: '1500.00', tradeNo: 'T-refund' });
    await call(A, 'lg/revoke', { orderNo: 'A-refund' });
    const paid = await orderOf('A-refund');
    expect(paid).toMatchObject({ status: OrderStatus.REFUND_REVIEW, payMethod: 'platform' });
    await expect(
      t.database.db.transaction((tx) => approveRefundOfPayment(tx, paid, '测试审核员')),
    ).rejects.toThrow(PLATFORM_REFUNDS);
  });
});

describe('redactPlatformBody', () => {
  it.each([
    ['sign', true],
    ['signature', true],
    ['appSecret', true],
    ['digitalenvelope', true],
    ['key', true],
    ['iv', true],
    ['applicantIdCard', true],
    ['password', true],
    ['accessToken', true],
    ['appKey', false],
    ['orderNo', false],
    ['keyword', false],
  ])('%s secret: %s', (name, secret) => {
    expect(isSecretField(name)).toBe(secret);
  });

  it('masks at any depth and keeps the rest', () => {
    expect(
      redactPlatformBody({
        appKey: 'k',
        sign: 's',
        data: { list: [{ legalIdCard: 'x', name: 'n' }] },
        iv: '',
      }),
    ).toEqual({
      appKey: 'k',
      sign: '***',
      data: { list: [{ legalIdCard: '***', name: 'n' }] },
      iv: '',
    });
  });
});

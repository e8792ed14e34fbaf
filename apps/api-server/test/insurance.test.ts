// Guarantee insurance through HTTP (docs/insurance.md): the insurers' products and quotes, proposals
// (one unpaid or insured policy per enterprise and project), payment at the sandbox insurer's cashier
// (the sandbox payment cashier, driven over real HTTP so its signed result reaches
// /api/sun_letter/payResult or /api/hua_an_letter/payResult), the policy number and PDF, duplicated,
// unsigned and wrong results, FAIL / CLOSED, cancelling, a premium paid after cancelling (refunded),
// and other enterprises' policies.
import {
  insuranceAddPolicy,
  insuranceCancelPolicy,
  insuranceGetPolicy,
  insuranceGetPolicyList,
  insuranceGetProducts,
  insurancePayPolicy,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { computePremium } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_DOCUMENT_JOB,
  policyDocumentJobHandler,
  policyDocumentJobKey,
  POLICY_ISSUE_FAILED,
} from '../src/areas/insurance/policy-document-job';
import {
  ensureRecordedRefundQueued,
  POLICY_REFUND_JOB,
  policyRefundJobHandler,
  policyRefundJobKey,
} from '../src/areas/insurance/policy-refund-job';
import { POLICY_AMOUNT_MISMATCH } from '../src/areas/insurance/policy-results';
import { SIGNATURE_INVALID } from '../src/areas/payments/pay-result';
import { seedInsuranceProducts } from '../src/db/seed-insurance';
import { insurancePolicies, insuranceProducts, sandboxPayments } from '../src/db/schema';
import { BACKOFF_BASE_MS, runDueJobs } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import type { PayChannel } from '../src/providers/payment/payment-provider';
import { accountByMobile, addEnterpriseAccount, tokenFor } from './enterprise-session';
import { addProject, daysFromNow } from './order-fixtures';
import {
  NOTIFY_PATH,
  postNotification,
  sandboxLedger,
  sandboxPay,
  signedNotification,
  submitCashier,
} from './payments-helpers';
import { pdfText } from './pdf-text';
import { callEndpoint } from './session-client';
import { jobByKey } from './job-rows';
import { createTestApp, listenOnLoopback, testConfig, type TestApp } from './test-app';

let t: TestApp;
let base: string;
/** 13800000001's enterprise (authenticated), and 13800000005's, another authenticated one. */
let tokenA: string;
let tokenB: string;
let products: Record<string, number>;

const PORTAL = 'http://127.0.0.1:5173';

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  tokenA = await tokenFor(t.app, '13800000001');
  tokenB = await tokenFor(t.app, '13800000005');
  const rows = await t.database.db.select().from(insuranceProducts);
  products = Object.fromEntries(rows.map((p) => [`${p.insurer}:${p.name}`, p.id]));
});
afterAll(() => t.close());

const SUN = () => products['sun:投标保证保险（标准版）']!;
const HUA_AN = () => products['hua_an:投标保证保险']!;

/** A call over real HTTP from the portal (Origin), so the notify URL handed to the insurer is this app's. */
async function api<T = unknown>(
  endpoint: EndpointDefinition,
  token: string | undefined,
  fields: Record<string, string>,
) {
  const res = await fetch(`${base}${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
    body: new URLSearchParams(token ? { ...fields, token } : fields),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, ...body };
}

interface Policy {
  sn: string;
  status: string;
  status_text: string;
  premium: string;
  sum_insured: string;
  policy_no: string | null;
  policy_url: string | null;
  close_reason: string | null;
  pay_time: number | null;
  [key: string]: unknown;
}

/** The addPolicy form for `projectId` and `productId` (contact 王建国 unless told). */
const proposalForm = (
  projectId: number,
  productId: number,
  contact = { contact_name: '王建国', contact_mobile: '13800000001' },
) => ({
  project_id: String(projectId),
  product_id: String(productId),
  ...contact,
});

async function propose(token = tokenA, product = SUN(), projectId?: number): Promise<Policy> {
  const res = await api<Policy>(
    insuranceAddPolicy,
    token,
    proposalForm(projectId ?? (await addProject(t)).id, product),
  );
  expect(res.code, res.msg).toBe(1);
  return res.data;
}

async function cashierOf(sn: string, token = tokenA): Promise<URL> {
  const res = await api<{ cashier_url: string }>(insurancePayPolicy, token, { policy_sn: sn });
  expect(res.code, res.msg).toBe(1);
  return new URL(res.data.cashier_url);
}

/** Pays policy `sn` at the sandbox insurer (its cashier, then the test shortcut confirming it): its result reaches the callback. */
async function insure(sn: string, token = tokenA) {
  await cashierOf(sn, token);
  const res = await sandboxPay(base, { order_sn: sn, result: 'ok' });
  expect(res.status).toBe(200);
}

const submit = (cashier: URL, action: 'confirm' | 'cancel') => submitCashier(base, cashier, action);

async function policyRow(sn: string) {
  const [row] = await t.database.db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.sn, sn));
  if (!row) throw new Error(`no policy ${sn}`);
  return row;
}

async function getPolicy(sn: string, token = tokenA) {
  return api<Policy>(insuranceGetPolicy, token, { policy_sn: sn });
}

/** The insurer's result for policy `sn` (SUCCESS for its premium unless overridden), signed with `keyOf`'s sandbox key. */
const result = async (
  sn: string,
  overrides: Record<string, string> = {},
  keyOf: PayChannel = 'sun',
) => signedNotification(t, sn, (await policyRow(sn)).premium, overrides, keyOf);

/** The policy PDF's text, fetched through the answer's link (blanks removed: wrapped lines drop them). */
async function policyText(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  return (await pdfText(res.rawPayload)).replace(/\s+/g, '');
}

describe('products and quotes', () => {
  it('lists the products on sale with each insurer’s quote for the project’s bid bond', async () => {
    const project = await addProject(t, { bidBondAmount: '120000.00' });
    const res = await api<Array<Record<string, string>>>(insuranceGetProducts, tokenA, {
      project_id: String(project.id),
    });
    expect(res.code).toBe(1);
    // The large-bond product (from 50 万元) does not cover 120,000: see the range case below.
    const rows = (await t.database.db.select().from(insuranceProducts)).filter(
      (r) => r.minSumInsured === null,
    );
    expect(res.data).toHaveLength(rows.length);
    expect(new Set(res.data.map((p) => p.insurer))).toEqual(new Set(['sun', 'hua_an']));
    for (const product of res.data) {
      const row = rows.find((r) => r.id === Number(product.id))!;
      expect(product.premium).toBe(computePremium('120000.00', row.premiumRate, row.minPremium));
    }
    expect(res.data.find((p) => Number(p.id) === SUN())).toMatchObject({
      insurer_name: '阳光财产保险股份有限公司',
      premium_rate: '0.0100',
      premium: '1200.00',
      min_sum_insured: null,
      max_sum_insured: null,
    });
  });

  it('offers a product only for bid bonds within its range, and refuses a proposal outside it on product_id', async () => {
    const large = products['hua_an:工程投标保证保险（大额）']!;
    const offered = async (bidBondAmount: string) => {
      const project = await addProject(t, { bidBondAmount });
      const res = await api<Array<Record<string, unknown>>>(insuranceGetProducts, tokenA, {
        project_id: String(project.id),
      });
      expect(res.code, res.msg).toBe(1);
      return { project, product: res.data.find((p) => Number(p.id) === large) };
    };
    const small = await offered('380000.00');
    expect(small.product).toBeUndefined();
    const refused = await api(insuranceAddPolicy, tokenA, proposalForm(small.project.id, large));
    const message =
      '该保险产品适用于投标保证金 50 万元以上的项目，本项目投标保证金为 380,000.00 元，请选择其他产品';
    expect(refused).toMatchObject({
      status: 400,
      msg: message,
      data: { fields: { product_id: message } },
    });

    // 50 万元 itself is covered; 0.8 % of it is 4,000, above the minimum premium.
    expect((await offered('500000.00')).product).toMatchObject({
      min_sum_insured: '500000.00',
      max_sum_insured: null,
      premium: '4000.00',
    });
  });

  it('leaves out a withdrawn product, and refuses a closed or unknown project', async () => {
    const project = await addProject(t);
    const withdrawn = products['sun:投标保证保险（优享版）']!;
    await t.database.db
      .update(insuranceProducts)
      .set({ status: 0 })
      .where(eq(insuranceProducts.id, withdrawn));
    try {
      const res = await api<Array<{ id: number }>>(insuranceGetProducts, tokenA, {
        project_id: String(project.id),
      });
      expect(res.data.map((p) => p.id)).not.toContain(withdrawn);
      const refused = await api(insuranceAddPolicy, tokenA, proposalForm(project.id, withdrawn));
      expect([refused.status, refused.msg]).toEqual([409, '该保险产品已停售，请选择其他产品']);
    } finally {
      await t.database.db
        .update(insuranceProducts)
        .set({ status: 1 })
        .where(eq(insuranceProducts.id, withdrawn));
    }
    const closed = await addProject(t, { deadline: daysFromNow(-1) });
    expect(
      await api(insuranceGetProducts, tokenA, { project_id: String(closed.id) }),
    ).toMatchObject({ status: 409, msg: '该项目已截止投标，不能投保' });
    expect(await api(insuranceGetProducts, tokenA, { project_id: '999999' })).toMatchObject({
      status: 404,
      msg: '项目不存在',
    });
  });

  it('seeding again adds only what is missing', async () => {
    const before = await t.database.db.select().from(insuranceProducts);
    await seedInsuranceProducts(t.database.db);
    expect(await t.database.db.select().from(insuranceProducts)).toHaveLength(before.length);
    expect(before.length).toBeGreaterThanOrEqual(3);
  });
});

describe('proposals', () => {
  it('snapshots the project, the parties and the quoted premium; the insurer gets the proposal', async () => {
    const project = await addProject(t, { bidBondAmount: '250000.00', tenderUnit: '测试市水务局' });
    const policy = await propose(tokenA, HUA_AN(), project.id);
    const enterprise = await accountByMobile(t.database.db, '13800000001');
    expect(policy).toMatchObject({
      status: 'unpaid',
      status_text: '待支付',
      project_id: project.id,
      project_name: project.name,
      insured_name: '测试市水务局',
      insurer: 'hua_an',
      insurer_name: '华安财产保险股份有限公司',
      product_name: '投标保证保险',
      sum_insured: '250000.00',
      premium: '3000.00',
      contact_name: '王建国',
      policy_no: null,
      policy_url: null,
      pay_time: null,
    });
    expect(policy.sn).toMatch(/^BX\d{20}$/);
    const row = await policyRow(policy.sn);
    expect(row).toMatchObject({
      enterpriseId: enterprise.enterpriseId,
      accountId: enterprise.id,
      proposalNo: `SBXTB${policy.sn}`,
    });
    // The quote shown with the products is what the proposal charges.
    const quoted = await api<Array<{ id: number; premium: string }>>(insuranceGetProducts, tokenA, {
      project_id: String(project.id),
    });
    expect(quoted.data.find((p) => p.id === HUA_AN())!.premium).toBe(policy.premium);
  });

  it('a repeated submission answers the unpaid proposal (latest contact); another product or an insured project is 409', async () => {
    const project = await addProject(t);
    const first = await propose(tokenA, SUN(), project.id);
    const contact = { contact_name: '李投标', contact_mobile: '13800000011' };
    const again = await api<Policy>(
      insuranceAddPolicy,
      tokenA,
      proposalForm(project.id, SUN(), contact),
    );
    expect(again.data).toMatchObject({ sn: first.sn, ...contact });
    const other = await api(insuranceAddPolicy, tokenA, proposalForm(project.id, HUA_AN()));
    expect(other).toMatchObject({
      status: 409,
      msg: `该项目已有待支付的投保单（投保单号 ${first.sn}），如需更换保险产品请先取消该投保单`,
    });

    await insure(first.sn);
    expect((await policyRow(first.sn)).status).toBe('insured');
    const insured = await api(insuranceAddPolicy, tokenA, proposalForm(project.id, SUN()));
    expect(insured).toMatchObject({
      status: 409,
      msg: `该项目已投保（投保单号 ${first.sn}），不能重复投保`,
    });
    // Another enterprise may insure its own bid on the same project.
    expect((await propose(tokenB, SUN(), project.id)).sn).not.toBe(first.sn);
  });

  it('submissions at the same moment make one proposal', async () => {
    const project = await addProject(t);
    const made = await Promise.all(
      Array.from({ length: 5 }, () => propose(tokenA, SUN(), project.id)),
    );
    expect(new Set(made.map((p) => p.sn)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.projectId, project.id));
    expect(rows).toHaveLength(1);
  });

  it('needs an authenticated enterprise and the 订单 permission; a closed project takes no proposal', async () => {
    const project = await addProject(t);
    const form = proposalForm(project.id, SUN(), {
      contact_name: '陈志强',
      contact_mobile: '13800000002',
    });
    const unauthenticated = await api(
      insuranceAddPolicy,
      await tokenFor(t.app, '13800000002'),
      form,
    );
    expect(unauthenticated).toMatchObject({ status: 403, code: -2, msg: '请先完成企业认证' });

    const { enterpriseId } = await accountByMobile(t.database.db, '13800000001');
    await addEnterpriseAccount(t.database.db, {
      enterpriseId,
      mobile: '13800009101',
      name: '无权限子账号',
      authJson: '',
    });
    const sub = await tokenFor(t.app, '13800009101');
    for (const [endpoint, fields] of [
      [insuranceAddPolicy, form],
      [insuranceGetProducts, { project_id: String(project.id) }],
      [insuranceGetPolicyList, {}],
    ] as const)
      expect(await api(endpoint, sub, fields)).toMatchObject({
        status: 403,
        code: -2,
        msg: '没有「订单」权限，请联系主账号开通',
      });

    const closed = await addProject(t, { status: 0 });
    expect(
      await api(insuranceAddPolicy, tokenA, { ...form, project_id: String(closed.id) }),
    ).toMatchObject({ status: 409, msg: '该项目已截止投标，不能投保' });
    expect(await api(insuranceAddPolicy, undefined, form)).toMatchObject({ status: 401, code: -1 });
  });
});

describe('paying at the insurer’s cashier', () => {
  it('the cashier posts the signed result; the policy is insured with the insurer’s number and a policy PDF', async () => {
    const project = await addProject(t, {
      bidBondAmount: '80000.00',
      tenderUnit: '测试市教育局',
      number: `INS-PDF-${process.pid}`,
    });
    const policy = await propose(tokenA, SUN(), project.id);
    const cashier = await cashierOf(policy.sn);
    expect(cashier.origin).toBe(base);
    expect(cashier.pathname).toBe('/api/sandbox/cashier');
    expect(cashier.searchParams.get('return')).toBe(`${PORTAL}/sun_three?policy_sn=${policy.sn}`);

    const page = await (await fetch(cashier)).text();
    expect(page).toContain('沙箱支付');
    expect(page).toContain('¥800.00');
    expect(page).toContain(policy.sn);
    expect(page).toContain('阳光（沙箱）');

    const res = await submit(cashier, 'confirm');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `${PORTAL}/sun_three?policy_sn=${policy.sn}&result=ok`,
    );

    const insured = (await getPolicy(policy.sn)).data;
    expect(insured).toMatchObject({ status: 'insured', status_text: '已承保', close_reason: null });
    expect(insured.policy_no).toMatch(/^SBXYG\d{20}$/);
    expect(insured.pay_time).toBeGreaterThan(0);
    expect(insured.policy_url).toMatch(
      /^\/uploads\/policies\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf\?expires=\d+&sig=/,
    );
    const [payment] = await sandboxLedger(t, policy.sn);
    expect(payment).toMatchObject({ status: 'paid', channel: 'sun', amount: '800.00' });
    expect((await policyRow(policy.sn)).tradeNo).toBe(payment!.tradeNo);

    const text = await policyText(insured.policy_url!);
    for (const said of [
      '投标保证保险保单',
      '沙箱环境生成的测试保单',
      insured.policy_no!,
      policy.sn,
      '阳光财产保险股份有限公司',
      '投标保证保险（标准版）',
      '测试市教育局',
      project.name,
      `INS-PDF-${process.pid}`,
      '捌万元整',
      '¥80,000.00',
      '¥800.00',
      '保单专用章',
    ])
      expect(text).toContain(said.replace(/\s+/g, ''));
    // The PDF is private: the bare path is refused.
    const bare = await t.app.inject({ method: 'GET', url: insured.policy_url!.split('?')[0]! });
    expect(bare.statusCode).toBe(403);
  });

  it('a duplicated result changes nothing and answers duplicate: true', async () => {
    const policy = await propose();
    const cashier = await cashierOf(policy.sn);
    await submit(cashier, 'confirm');
    const before = await policyRow(policy.sn);
    expect(before.status).toBe('insured');

    // The sandbox insurer sending the same result again (confirming a paid prepay re-sends it).
    const repeat = await sandboxPay(base, {
      prepay_id: cashier.searchParams.get('prepay_id')!,
      result: 'ok',
    });
    expect(
      ((await repeat.json()) as { data: { notify_response: unknown } }).data.notify_response,
    ).toEqual({
      code: 1,
      msg: '',
      data: { order_sn: policy.sn, accepted: true, duplicate: true },
    });
    const again = await postNotification(
      t,
      await result(policy.sn, { trade_no: before.tradeNo! }),
      'sun',
    );
    expect(again.json().data).toEqual({ order_sn: policy.sn, accepted: true, duplicate: true });
    // Ten at once: still one policy, the same document.
    const resend = await result(policy.sn, { trade_no: before.tradeNo! });
    await Promise.all(Array.from({ length: 10 }, () => postNotification(t, resend, 'sun')));
    expect(await policyRow(policy.sn)).toEqual(before);
  });

  it('concurrent first results insure once and write one document', async () => {
    const policy = await propose();
    await cashierOf(policy.sn);
    // The insurer took the premium (its ledger says so) and sends its result five times at once.
    const tradeNo = `SBX${Date.now()}`;
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', tradeNo, paidAt: new Date() })
      .where(eq(sandboxPayments.orderSn, policy.sn));
    const first = await result(policy.sn, { trade_no: tradeNo });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postNotification(t, first, 'sun')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1);
    const row = await policyRow(policy.sn);
    expect(row).toMatchObject({ status: 'insured', tradeNo: first.trade_no });
    expect(row.policyUrl).toMatch(/^\/uploads\/policies\//);
  });

  it('when the insurer refuses to issue, the policy stays insured without its document; its insurance.policy job retries, and a resend tries at once', async () => {
    const policy = await propose();
    await cashierOf(policy.sn);
    // A result the sandbox insurer's ledger knows nothing of: it refuses to issue a policy number.
    const tradeNo = `SBX${Date.now()}`;
    const early = await postNotification(t, await result(policy.sn, { trade_no: tradeNo }), 'sun');
    expect(early.json().data).toEqual({ order_sn: policy.sn, accepted: true, duplicate: false });
    expect((await getPolicy(policy.sn)).data).toMatchObject({
      status: 'insured',
      policy_no: null,
      policy_url: null,
    });
    const row = await policyRow(policy.sn);
    const key = policyDocumentJobKey(row.id);
    expect(await jobByKey(t.database.db, key)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: POLICY_ISSUE_FAILED,
    });
    // The runner's next try, the insurer still refusing: a second attempt, still waiting.
    const handlers = {
      [POLICY_DOCUMENT_JOB]: policyDocumentJobHandler(
        t.database.db,
        createProviders(testConfig(), t.database.db),
      ),
    };
    const silent = { error: () => {}, info: () => {} };
    await runDueJobs(t.database.db, handlers, silent, {
      now: new Date(Date.now() + BACKOFF_BASE_MS),
    });
    expect(await jobByKey(t.database.db, key)).toMatchObject({ state: 'queued', attempts: 2 });

    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', tradeNo, paidAt: new Date() })
      .where(eq(sandboxPayments.orderSn, policy.sn));
    const resent = await postNotification(t, await result(policy.sn, { trade_no: tradeNo }), 'sun');
    expect(resent.json().data).toEqual({ order_sn: policy.sn, accepted: true, duplicate: true });
    const done = (await getPolicy(policy.sn)).data;
    expect(done.policy_no).toMatch(/^SBXYG\d{20}$/);
    expect(await policyText(done.policy_url!)).toContain(done.policy_no!);
    expect(await jobByKey(t.database.db, key)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a hua_an product is paid through the hua_an callback and numbered by 华安', async () => {
    const policy = await propose(tokenA, HUA_AN());
    const cashier = await cashierOf(policy.sn);
    expect(await (await fetch(cashier)).text()).toContain('华安（沙箱）');
    const [open] = await sandboxLedger(t, policy.sn);
    expect(open!.notifyUrl).toBe(`${base}${NOTIFY_PATH.hua_an}`);
    await submit(cashier, 'confirm');
    expect((await getPolicy(policy.sn)).data.policy_no).toMatch(/^SBXHA\d{20}$/);
  });

  it('cancelling at the cashier closes the policy with the insurer’s reason', async () => {
    const policy = await propose();
    const cashier = await cashierOf(policy.sn);
    const res = await submit(cashier, 'cancel');
    expect(res.headers.get('location')).toBe(
      `${PORTAL}/sun_three?policy_sn=${policy.sn}&result=cancel`,
    );
    expect((await getPolicy(policy.sn)).data).toMatchObject({
      status: 'closed',
      status_text: '已关闭',
      close_reason: '用户取消支付',
      policy_no: null,
      policy_url: null,
    });
    expect(await api(insurancePayPolicy, tokenA, { policy_sn: policy.sn })).toMatchObject({
      status: 409,
      msg: '该投保单已关闭（用户取消支付），不能支付，请重新投保',
    });
    // A new proposal for the same project is allowed.
    expect((await propose(tokenA, SUN(), (await policyRow(policy.sn)).projectId)).sn).not.toBe(
      policy.sn,
    );
  });
});

describe('results the callback refuses or only records', () => {
  it('an unsigned, wrongly signed or tampered result is rejected and writes nothing', async () => {
    const policy = await propose();
    const before = await policyRow(policy.sn);
    const signed = await result(policy.sn);

    const { sign: _sign, ...unsigned } = signed;
    expect((await postNotification(t, unsigned, 'sun')).statusCode).toBe(400);
    // Signed with 华安's key, posted as 阳光's result.
    const foreign = await postNotification(t, await result(policy.sn, {}, 'hua_an'), 'sun');
    expect([foreign.statusCode, foreign.json().msg]).toEqual([401, SIGNATURE_INVALID]);
    const tampered = await postNotification(t, { ...signed, amount: '0.01' }, 'sun');
    expect([tampered.statusCode, tampered.json().msg]).toEqual([401, SIGNATURE_INVALID]);
    expect(await policyRow(policy.sn)).toEqual(before);
  });

  it('a success for another amount than the premium is refused (400) and changes nothing', async () => {
    const policy = await propose();
    const res = await postNotification(t, await result(policy.sn, { amount: '1.00' }), 'sun');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: POLICY_AMOUNT_MISMATCH,
      data: { fields: { amount: POLICY_AMOUNT_MISMATCH } },
    });
    expect(await policyRow(policy.sn)).toMatchObject({
      status: 'unpaid',
      tradeNo: null,
      paidAt: null,
    });
  });

  it('FAIL closes an unpaid policy with the reason; the same FAIL again is a duplicate', async () => {
    const policy = await propose();
    const failed = await result(policy.sn, { status: 'FAIL', err_msg: '银行卡余额不足' });
    const res = await postNotification(t, failed, 'sun');
    expect(res.json().data).toEqual({ order_sn: policy.sn, accepted: true, duplicate: false });
    expect((await getPolicy(policy.sn)).data).toMatchObject({
      status: 'closed',
      close_reason: '银行卡余额不足',
    });
    const before = await policyRow(policy.sn);
    expect((await postNotification(t, failed, 'sun')).json().data.duplicate).toBe(true);
    expect(await policyRow(policy.sn)).toEqual(before);
  });

  it('a result on the other insurer’s callback, or for an unknown proposal, is 404', async () => {
    const policy = await propose(tokenA, HUA_AN());
    const onSun = await postNotification(t, await result(policy.sn, {}, 'sun'), 'sun');
    expect([onSun.statusCode, onSun.json().msg]).toEqual([404, '投保单不存在']);
    expect((await policyRow(policy.sn)).status).toBe('unpaid');
    const unknown = await postNotification(
      t,
      signedNotification(t, 'BX00000000000000000000', '1.00'),
      'sun',
    );
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '投保单不存在']);
  });
});

describe('cancelling', () => {
  it('closes an unpaid policy as 已取消; an insured or closed one is 409', async () => {
    const policy = await propose();
    const res = await api<Policy>(insuranceCancelPolicy, tokenA, { policy_sn: policy.sn });
    expect(res.data).toMatchObject({ sn: policy.sn, status: 'closed', close_reason: '已取消' });
    expect(await api(insuranceCancelPolicy, tokenA, { policy_sn: policy.sn })).toMatchObject({
      status: 409,
      msg: '该投保单已关闭（已取消），不能取消，请重新投保',
    });

    const insured = await propose();
    await insure(insured.sn);
    expect(await api(insuranceCancelPolicy, tokenA, { policy_sn: insured.sn })).toMatchObject({
      status: 409,
      msg: '该投保单已承保，不能取消',
    });
    expect(await api(insurancePayPolicy, tokenA, { policy_sn: insured.sn })).toMatchObject({
      status: 409,
      msg: '该投保单已承保，不能支付',
    });
  });

  it('a premium paid at a cashier opened before cancelling is recorded on the closed policy and refunded', async () => {
    const policy = await propose();
    const cashier = await cashierOf(policy.sn);
    await api(insuranceCancelPolicy, tokenA, { policy_sn: policy.sn });
    const res = await submit(cashier, 'confirm');
    expect(res.status).toBe(302);

    const closed = (await getPolicy(policy.sn)).data;
    expect(closed).toMatchObject({ status: 'closed', policy_no: null, policy_url: null });
    expect(closed.close_reason).toMatch(/^已取消；保费已原路退款（退款单号 SBXR\d{24}）$/);
    expect(closed.pay_time).toBeGreaterThan(0);
    const [payment] = await sandboxLedger(t, policy.sn);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundNo: closed.close_reason!.match(/SBXR\d{24}/)![0],
    });
    // The insurer resending it changes nothing and refunds nothing twice.
    const before = await policyRow(policy.sn);
    const again = await postNotification(
      t,
      await result(policy.sn, { trade_no: before.tradeNo! }),
      'sun',
    );
    expect(again.json().data.duplicate).toBe(true);
    expect(await policyRow(policy.sn)).toEqual(before);
    expect(await sandboxLedger(t, policy.sn)).toEqual([payment]);
  });

  /** A cancelled policy whose premium arrived, left as a crash before the refund leaves it. */
  async function cancelledPaidAwaitingRefund() {
    const policy = await propose();
    await cashierOf(policy.sn);
    await api(insuranceCancelPolicy, tokenA, { policy_sn: policy.sn });
    await sandboxPay(base, { order_sn: policy.sn, result: 'ok' });
    await t.database.db
      .update(insurancePolicies)
      .set({ closeReason: '已取消；保费到账后原路退款' })
      .where(eq(insurancePolicies.sn, policy.sn));
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', refundNo: null })
      .where(eq(sandboxPayments.orderSn, policy.sn));
    return policy;
  }

  it('a refund the process died before sending is sent when the insurer resends the result', async () => {
    // As a process killed between recording the premium and calling the insurer leaves it.
    const policy = await cancelledPaidAwaitingRefund();
    const row = await policyRow(policy.sn);
    const resent = await postNotification(
      t,
      await result(policy.sn, { trade_no: row.tradeNo! }),
      'sun',
    );
    expect(resent.json().data.duplicate).toBe(true);
    expect((await policyRow(policy.sn)).closeReason).toMatch(
      /^已取消；保费已原路退款（退款单号 SBXR\d{24}）$/,
    );
    expect((await sandboxLedger(t, policy.sn))[0]).toMatchObject({ status: 'refunded' });
  });

  it('an insurer refusing the refund once: the insurance.refund job waits with the error, then refunds once', async () => {
    // The premium awaiting its refund again (as after a crash), its job queued by hand: the test runs it.
    const policy = await cancelledPaidAwaitingRefund();
    const row = await policyRow(policy.sn);
    await ensureRecordedRefundQueued(t.database.db, row);
    const insurer = createProviders(testConfig(), t.database.db).insurer;
    const refund = insurer.refund.bind(insurer);
    let calls = 0;
    insurer.refund = async (request) => {
      calls++;
      if (calls === 1) throw new Error('insurer timeout');
      return refund(request);
    };
    const handlers = { [POLICY_REFUND_JOB]: policyRefundJobHandler(t.database.db, insurer) };
    const silent = { error: () => {}, info: () => {} };
    const key = policyRefundJobKey(policy.sn, row.tradeNo!);
    const clock = Date.now();
    expect(await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock) })).toEqual({
      done: 0,
      retried: 1,
      dead: 0,
    });
    const waiting = await jobByKey(t.database.db, key);
    expect(waiting).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '保险公司原路退款未成功，将自动重试',
    });
    expect(waiting!.runAt.getTime()).toBe(clock + BACKOFF_BASE_MS);
    expect((await policyRow(policy.sn)).closeReason).toBe('已取消；保费到账后原路退款');
    await runDueJobs(t.database.db, handlers, silent, { now: new Date(clock + BACKOFF_BASE_MS) });
    expect(await jobByKey(t.database.db, key)).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(2);
    const ledger = await sandboxLedger(t, policy.sn);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'refunded' });
    expect((await policyRow(policy.sn)).closeReason).toBe(
      `已取消；保费已原路退款（退款单号 ${ledger[0]!.refundNo}）`,
    );
  });
});

describe('policies of the caller’s enterprise only', () => {
  it('another enterprise gets 404 for every call on the policy, and no link; lists hold own policies only', async () => {
    const policy = await propose();
    for (const endpoint of [insuranceGetPolicy, insurancePayPolicy, insuranceCancelPolicy])
      expect(await api(endpoint, tokenB, { policy_sn: policy.sn })).toMatchObject({
        status: 404,
        msg: '投保单不存在',
      });
    expect((await policyRow(policy.sn)).status).toBe('unpaid');

    const listB = await api<{ list: Policy[]; total: number }>(insuranceGetPolicyList, tokenB, {
      limit: '100',
    });
    expect(listB.data.list.every((p) => p.applicant_name !== policy.applicant_name)).toBe(true);
    expect(listB.data.list.map((p) => p.sn)).not.toContain(policy.sn);
  });

  it('lists newest first with pagination and a status filter', async () => {
    // 13800000006's enterprise proposes nowhere else in this file.
    const token = await tokenFor(t.app, '13800000006');
    const made = [await propose(token), await propose(token), await propose(token)];
    await insure(made[1]!.sn, token);

    const page1 = await api<{ list: Policy[]; total: number; page: number; limit: number }>(
      insuranceGetPolicyList,
      token,
      { page: '1', limit: '2' },
    );
    expect(page1.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.data.list.map((p) => p.sn)).toEqual([made[2]!.sn, made[1]!.sn]);
    const page2 = await api<{ list: Policy[] }>(insuranceGetPolicyList, token, {
      page: '2',
      limit: '2',
    });
    expect(page2.data.list.map((p) => p.sn)).toEqual([made[0]!.sn]);
    const insured = await api<{ list: Policy[]; total: number }>(insuranceGetPolicyList, token, {
      status: 'insured',
    });
    expect(insured.data.total).toBe(1);
    expect(insured.data.list[0]).toMatchObject({ sn: made[1]!.sn, status: 'insured' });
    expect(insured.data.list[0]!.policy_url).toMatch(/^\/uploads\/policies\/.+\?expires=/);
    const bad = await callEndpoint(t.app, insuranceGetPolicyList, token, { status: 'paid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('保单状态');
  });
});

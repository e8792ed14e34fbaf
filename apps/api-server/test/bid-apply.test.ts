// The bid e-letter application through HTTP and the database: wizard base data, Letter/add
// (who may apply, open projects, accepting guarantors, the server-side premium, one live order
// per project, concurrent submissions), the two signing steps (an idempotent draft, the code sent
// on request with its 60 s wait, stale drafts, signing twice, the verifiable signed contract), the order detail, and tenant isolation.
import { createHash } from 'node:crypto';
import {
  addLetter,
  applyLetterBase,
  confirmSign,
  getOrderInfo,
  getTradingOrderInfo,
  prepareSign,
  sendSignCode,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, orders, projects, sandboxSmsInbox, signedDocuments } from '../src/db/schema';
import { createProviders } from '../src/providers';
import { addCompany } from './company-session';
import {
  accountByMobile,
  addEnterpriseAccount,
  call,
  tokenFor,
  wrongCode,
} from './enterprise-session';
import {
  addProject,
  allowNextSignCode,
  applyAndSign,
  applyLetter,
  companyIdByName,
  countedOrders,
  daysFromNow,
  letterForm,
  movedCounts,
  orderCountsOf,
  orderLogRows,
  orderRow,
  prepareContract,
  setOrderStatus,
  signerMobile,
  signContract,
} from './order-fixtures';
import { allowResend, sandboxTexts } from './session-client';
import { createTestApp, type TestApp } from './test-app';
import { signedLinkTo } from './upload-helpers';

let t: TestApp;
let main: string;
let other: string;
let enterpriseId: number;
beforeAll(async () => {
  t = await createTestApp();
  main = await tokenFor(t.app, '13800000001');
  other = await tokenFor(t.app, '13800000006');
  enterpriseId = (await accountByMobile(t.database.db, '13800000001')).enterpriseId;
});
afterAll(() => t.close());

const db = () => t.database.db;
const add = async (token: string, fields: Record<string, string>) =>
  call(t.app, addLetter.path, token, fields);
const base = (token: string, fields: Record<string, string>) =>
  call(t.app, applyLetterBase.path, token, fields);
const ordersOf = (projectId: number) =>
  db().select().from(orders).where(eq(orders.projectId, projectId));

async function subAccount(mobile: string, authJson: string) {
  await addEnterpriseAccount(db(), { enterpriseId, mobile, name: '测试子账号', authJson });
  return tokenFor(t.app, mobile);
}

describe('applyLetterBase', () => {
  it('answers the caller’s enterprise, the project and the unfinished order to resume', async () => {
    const project = await addProject(t);
    const [enterprise] = await db()
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    const before = await base(main, { project_id: String(project.id) });
    expect(applyLetterBase.response.safeParse(before.json().data).success).toBe(true);
    expect(before.json().data).toEqual({
      enterprise: {
        name: enterprise!.name,
        credit_code: enterprise!.creditCode,
        legal_person: '王建国',
        contact_mobile: '13800000001',
      },
      project: expect.objectContaining({
        id: project.id,
        name: project.name,
        number: project.number,
        bid_bond_amount: '120000.00',
        status: 1,
      }),
      pending_order_sn: null,
    });

    const { order_sn } = await applyLetter(t, main, { projectId: project.id });
    expect(
      (await base(main, { project_id: String(project.id) })).json().data.pending_order_sn,
    ).toBe(order_sn);
    // Resuming by order number finds the same project and order; another enterprise sees no pending order.
    expect((await base(main, { order_sn })).json().data).toMatchObject({
      project: { id: project.id },
      pending_order_sn: order_sn,
    });
    expect(
      (await base(other, { project_id: String(project.id) })).json().data.pending_order_sn,
    ).toBeNull();

    await signContract(t, main, order_sn);
    expect(
      (await base(main, { project_id: String(project.id) })).json().data.pending_order_sn,
    ).toBeNull();
  });

  it('shows a closed project as closed, no project without one, and 404 for unknown ones', async () => {
    const closed = await addProject(t, { status: 0 });
    expect((await base(main, { project_id: String(closed.id) })).json().data.project).toMatchObject(
      { id: closed.id, status: 0 },
    );
    expect((await base(main, {})).json().data).toMatchObject({
      project: null,
      pending_order_sn: null,
    });
    const missing = await base(main, { project_id: '999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 0, msg: '项目不存在' });
  });
});

describe('Letter/add', () => {
  it('creates an order at 0 with the premium computed on the server and snapshots, logged and counted', async () => {
    const project = await addProject(t, { bidBondAmount: '120000.00' });
    const companyId = await companyIdByName(t);
    const countsBefore = await orderCountsOf(t, 'e', enterpriseId);
    const res = await add(main, {
      ...(await letterForm(t, { projectId: project.id, companyId })),
      remark: ' 加急 ',
      premium: '0.01',
    });
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: {
        order_id: expect.any(Number),
        order_sn: expect.stringMatching(/^BH\d{20}$/),
        status: 0,
        premium: '1800.00',
      },
    });

    const row = await orderRow(t, res.json().data.order_sn);
    expect(row).toMatchObject({
      status: 0,
      enterpriseId,
      ensureCompanyId: companyId,
      projectId: project.id,
      projectName: project.name,
      enterpriseName: '江苏恒信建设集团有限公司',
      ensureCompanyName: '江苏信达融资担保有限公司',
      bidBondAmount: '120000.00',
      premiumRate: '0.0150',
      premium: '1800.00',
      contactName: '王建国',
      contactMobile: '13800000001',
      remark: '加急',
    });
    expect(await orderLogRows(t, row.sn)).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 0,
        action: 'create',
        operatorType: 'enterprise',
        operatorName: '王建国',
        note: '提交申请',
      }),
    ]);
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(movedCounts(countsBefore, null, 0));
    expect(await orderCountsOf(t, 'c', companyId)).toEqual(await countedOrders(t, 'c', companyId));
  });

  it('charges the guarantor’s minimum premium when the rate gives less', async () => {
    const project = await addProject(t, { bidBondAmount: '10000.00' });
    expect((await applyLetter(t, main, { projectId: project.id })).premium).toBe('300.00');
  });

  it.each([
    ['an unauthenticated main account', '13800000002', '请先完成企业认证'],
    ['a sub-account of an unauthenticated enterprise', '13800000012', '请等待主账号完成企业认证'],
    ['an enterprise under review', '13800000003', '请先完成企业认证'],
  ])('refuses %s', async (_who, mobile, message) => {
    const res = await add(await tokenFor(t.app, mobile), await letterForm(t));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: -2, msg: message, data: null });
  });

  it('needs the 订单 (dingdan) permission for a sub-account; one with it applies as itself', async () => {
    const without = await subAccount('13600005001', '待签约,待审核');
    const refused = await add(without, await letterForm(t));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: -2, msg: '没有「订单」权限，请联系主账号开通' });
    expect((await base(without, {})).statusCode).toBe(403);

    const withIt = await subAccount('13600005002', 'dingdan');
    const { order_sn } = await applyLetter(t, withIt, {});
    expect(await orderLogRows(t, order_sn)).toEqual([
      expect.objectContaining({
        operatorName: '测试子账号',
        operatorId: (await accountByMobile(db(), '13600005002')).id,
      }),
    ]);
  });

  it.each([
    ['closed by hand', { status: 0 }],
    ['past its deadline', { deadline: daysFromNow(-1), bidOpenTime: daysFromNow(1) }],
  ])('refuses a project %s', async (_why, overrides) => {
    const project = await addProject(t, overrides);
    const res = await add(main, await letterForm(t, { projectId: project.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 0, msg: '该项目已截止投标，不能申请保函' });
    expect(await ordersOf(project.id)).toEqual([]);
  });

  it('refuses an unknown project or guarantor, and guarantors not approved or not accepting', async () => {
    expect((await add(main, await letterForm(t, { projectId: 999999 }))).json()).toMatchObject({
      code: 0,
      msg: '项目不存在',
    });
    expect((await add(main, await letterForm(t, { companyId: 999999 }))).json()).toMatchObject({
      code: 0,
      msg: '担保机构不存在',
    });
    const { company: underReview } = await addCompany(db(), { authStatus: 1 });
    const { company: paused } = await addCompany(db(), { status: 0 });
    const project = await addProject(t);
    const a = await add(
      main,
      await letterForm(t, { projectId: project.id, companyId: underReview.id }),
    );
    expect(a.statusCode).toBe(409);
    expect(a.json().msg).toBe('该担保机构尚未通过认证，暂不能受理保函申请，请选择其他担保机构');
    const b = await add(main, await letterForm(t, { projectId: project.id, companyId: paused.id }));
    expect(b.statusCode).toBe(409);
    expect(b.json().msg).toBe('该担保机构已暂停接单，请选择其他担保机构');
    expect(await ordersOf(project.id)).toEqual([]);
  });

  it('checks the form: contact mobile and name', async () => {
    const res = await add(main, {
      ...(await letterForm(t)),
      contact_mobile: '12345',
      contact_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      contact_mobile: '请输入正确的手机号',
      contact_name: expect.any(String),
    });
  });

  it('answers a repeated submission with the same order (latest contact), and refuses a second live order by number', async () => {
    const project = await addProject(t);
    const first = await applyLetter(t, main, { projectId: project.id });
    const again = await applyLetter(t, main, {
      projectId: project.id,
      contactName: '李投标',
      contactMobile: '13800000011',
    });
    expect(again).toEqual(first);
    expect(await ordersOf(project.id)).toEqual([
      expect.objectContaining({
        sn: first.order_sn,
        contactName: '李投标',
        contactMobile: '13800000011',
      }),
    ]);

    const pingan = await companyIdByName(t, '中国平安财产保险股份有限公司江苏分公司');
    const switched = await add(
      main,
      await letterForm(t, { projectId: project.id, companyId: pingan }),
    );
    expect(switched.statusCode).toBe(409);
    expect(switched.json().msg).toBe(
      `该项目已有待签约的保函订单（订单号 ${first.order_sn}），如需重新申请请先取消该订单`,
    );

    await setOrderStatus(t, first.order_sn, 3);
    const paid = await add(main, await letterForm(t, { projectId: project.id }));
    expect(paid.statusCode).toBe(409);
    expect(paid.json().msg).toBe(
      `该项目已有出函中的保函订单（订单号 ${first.order_sn}），不能重复申请`,
    );

    // A final order (here cancelled) frees the project for a new application; other enterprises never block it.
    await setOrderStatus(t, first.order_sn, 7);
    const renewed = await applyLetter(t, main, { projectId: project.id, companyId: pingan });
    expect(renewed.order_sn).not.toBe(first.order_sn);
    expect((await applyLetter(t, other, { projectId: project.id })).status).toBe(0);
  });

  it('two concurrent submissions create one order', async () => {
    const project = await addProject(t);
    const form = await letterForm(t, { projectId: project.id });
    const same = await Promise.all([add(main, form), add(main, form)]);
    expect(same.map((r) => r.json().code)).toEqual([1, 1]);
    expect(same[0]!.json().data.order_sn).toBe(same[1]!.json().data.order_sn);
    expect(await ordersOf(project.id)).toHaveLength(1);

    const second = await addProject(t);
    const pingan = await companyIdByName(t, '中国平安财产保险股份有限公司江苏分公司');
    const different = await Promise.all([
      add(main, await letterForm(t, { projectId: second.id })),
      add(main, await letterForm(t, { projectId: second.id, companyId: pingan })),
    ]);
    expect(different.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersOf(second.id)).toHaveLength(1);
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(
      await countedOrders(t, 'e', enterpriseId),
    );
  });
});

/** How many signing codes the sandbox has texted to `mobile`. */
async function signTexts(mobile: string): Promise<number> {
  return (
    await db()
      .select({ id: sandboxSmsInbox.id })
      .from(sandboxSmsInbox)
      .where(and(eq(sandboxSmsInbox.mobile, mobile), eq(sandboxSmsInbox.scene, 'sign')))
  ).length;
}

async function latestSignCode(mobile: string): Promise<string> {
  return (await sandboxTexts(t, mobile, 'sign'))[0]!.code;
}

describe('contract signing', () => {
  it('prepareSign renders the contract and stores the draft on the order; it texts nothing', async () => {
    const { order_sn } = await applyLetter(t, main);
    const texts = await signTexts('13800000001');
    const res = await call(t.app, prepareSign.path, main, { order_sn });
    expect(res.statusCode).toBe(200);
    const prepared = res.json().data;
    expect(prepared).toMatchObject({
      sign_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      contract_url: expect.stringMatching(/^\/uploads\/esign\/.+-draft\.pdf\?/),
      mobile: '138****0001',
    });
    const { contractUrl } = await orderRow(t, order_sn);
    expect(await orderRow(t, order_sn)).toMatchObject({
      status: 0,
      contractSignId: prepared.sign_id,
    });
    expect(prepared.contract_url).toEqual(signedLinkTo(contractUrl));
    expect(await signTexts('13800000001')).toBe(texts);

    const file = await t.app.inject({ method: 'GET', url: prepared.contract_url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(prepared.digest);
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getTitle()).toBe('投标保函委托担保合同');
    expect(pdf.getSubject()).toBe(
      `江苏恒信建设集团有限公司 · ${(await orderRow(t, order_sn)).projectName}`,
    );
    expect(pdf.getKeywords()).toBe(order_sn);
  });

  it('preparing again within 60 s of the code answers the same draft; the code goes out once per 60 s on request, then signs', async () => {
    const { order_sn } = await applyLetter(t, main);
    const mobile = await signerMobile(t, order_sn);
    await allowNextSignCode(t, mobile);
    const texts = await signTexts(mobile);
    const first = await call(t.app, prepareSign.path, main, { order_sn });
    expect(first.json().data.resend_in).toBe(0);
    const { sign_id } = first.json().data;

    const sent = await call(t.app, sendSignCode.path, main, { order_sn, sign_id });
    expect(sent.json()).toEqual({ code: 1, msg: '', data: { sent: true, resend_in: 60 } });
    expect(await signTexts(mobile)).toBe(texts + 1);

    // The page opened again (reload): 200, the same document, the countdown where it was, no SMS.
    const again = await call(t.app, prepareSign.path, main, { order_sn });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first.json().data, resend_in: expect.any(Number) });
    expect(again.json().data.resend_in).toBeGreaterThan(0);
    expect(again.json().data.resend_in).toBeLessThanOrEqual(60);
    // 获取验证码 again within 60 s: nothing sent, the seconds left to count down from.
    const early = await call(t.app, sendSignCode.path, main, { order_sn, sign_id });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toEqual({ sent: false, resend_in: expect.any(Number) });
    expect(early.json().data.resend_in).toBeGreaterThan(0);
    expect(await signTexts(mobile)).toBe(texts + 1);
    expect(
      await db()
        .select()
        .from(signedDocuments)
        .where(eq(signedDocuments.kind, `bid_contract:${(await orderRow(t, order_sn)).id}`)),
    ).toHaveLength(1);

    const code = await latestSignCode(mobile);
    const signed = await call(t.app, confirmSign.path, main, { order_sn, sign_id, code });
    expect(signed.json()).toMatchObject({ code: 1, data: { order_sn, status: 1 } });
  });

  it('after 60 s another code goes out for the same draft; a draft not current is refused', async () => {
    const { order_sn } = await applyLetter(t, main);
    const { sign_id, code: firstCode } = await prepareContract(t, main, order_sn);
    const mobile = await signerMobile(t, order_sn);
    await allowResend(t, mobile, 'sign');
    const texts = await signTexts(mobile);
    const resent = await call(t.app, sendSignCode.path, main, { order_sn, sign_id });
    expect(resent.json().data).toEqual({ sent: true, resend_in: 60 });
    expect(await signTexts(mobile)).toBe(texts + 1);
    const code = await latestSignCode(mobile);
    // The new code replaces the first one.
    const old = await call(t.app, confirmSign.path, main, {
      order_sn,
      sign_id,
      code: firstCode === code ? wrongCode(code) : firstCode,
    });
    expect(old.statusCode).toBe(400);

    const stale = await call(t.app, sendSignCode.path, main, { order_sn, sign_id: 'f'.repeat(32) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.fields.sign_id).toBe('签署文件已更新，请查看最新文件后重新签署');
    expect(await signTexts(mobile)).toBe(texts + 1);
    const signed = await call(t.app, confirmSign.path, main, { order_sn, sign_id, code });
    expect(signed.json()).toMatchObject({ code: 1, data: { status: 1 } });
  });

  it('confirmSign refuses a wrong code and a replaced draft, then signs: 0 → 1, logged, counted, verifiable', async () => {
    const project = await addProject(t);
    const { order_sn } = await applyLetter(t, main, { projectId: project.id });
    const stale = await prepareContract(t, main, order_sn);
    // Submitting again with another contact changes what the contract prints: a new draft replaces it.
    await applyLetter(t, main, { projectId: project.id, contactName: '李建华' });
    const current = await prepareContract(t, main, order_sn);
    expect(current.sign_id).not.toBe(stale.sign_id);

    const wrong = await call(t.app, confirmSign.path, main, {
      order_sn,
      sign_id: current.sign_id,
      code: wrongCode(current.code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields.code).toMatch(/^验证码错误/);
    const replaced = await call(t.app, confirmSign.path, main, {
      order_sn,
      sign_id: stale.sign_id,
      code: current.code,
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toMatchObject({
      code: 0,
      msg: '签署文件已更新，请查看最新文件后重新签署',
      data: { fields: { sign_id: '签署文件已更新，请查看最新文件后重新签署' } },
    });
    expect((await orderRow(t, order_sn)).status).toBe(0);

    const countsBefore = await orderCountsOf(t, 'e', enterpriseId);
    const signed = await call(t.app, confirmSign.path, main, {
      order_sn,
      sign_id: current.sign_id,
      code: current.code,
    });
    expect(signed.json()).toEqual({
      code: 1,
      msg: '',
      data: { order_sn, status: 1, signed_contract_url: expect.stringMatching(/-signed\.pdf\?/) },
    });
    const row = await orderRow(t, order_sn);
    expect(row).toMatchObject({ status: 1, signedAt: expect.any(Date) });
    expect(signed.json().data.signed_contract_url).toEqual(signedLinkTo(row.signedContractUrl));
    expect(
      (await orderLogRows(t, order_sn)).map((l) => [l.fromStatus, l.toStatus, l.action, l.note]),
    ).toEqual([
      [null, 0, 'create', '提交申请'],
      [0, 1, 'sign', '签署合同'],
    ]);
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(movedCounts(countsBefore, 0, 1));

    const [record] = await db()
      .select()
      .from(signedDocuments)
      .where(eq(signedDocuments.id, current.sign_id));
    expect(record).toMatchObject({
      status: 'signed',
      kind: `bid_contract:${row.id}`,
      signedUrl: row.signedContractUrl,
    });
    const bytes = (
      await t.app.inject({ method: 'GET', url: signed.json().data.signed_contract_url })
    ).rawPayload;
    expect(createProviders(t.config, db()).esign.verifySignedDocument(bytes, record!)).toBe(true);
  });

  it('refuses signing twice and preparing a signed order', async () => {
    const { order_sn } = await applyLetter(t, main);
    const { sign_id, code } = await prepareContract(t, main, order_sn);
    await call(t.app, confirmSign.path, main, { order_sn, sign_id, code });
    const again = await call(t.app, confirmSign.path, main, { order_sn, sign_id, code });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('订单当前状态为「待审核」，不能执行「签署合同」');
    const prepare = await call(t.app, prepareSign.path, main, { order_sn });
    expect(prepare.statusCode).toBe(409);
    expect(await orderLogRows(t, order_sn)).toHaveLength(2);
  });

  it('two concurrent confirmations with the right code: one signs', async () => {
    const { order_sn } = await applyLetter(t, main);
    const { sign_id, code } = await prepareContract(t, main, order_sn);
    const results = await Promise.all(
      [1, 2].map(() => call(t.app, confirmSign.path, main, { order_sn, sign_id, code })),
    );
    expect(results.map((r) => r.json().code).sort()).toEqual([0, 1]);
    expect(await orderLogRows(t, order_sn, 'sign')).toHaveLength(1);
  });

  it('refuses to sign once the project has closed', async () => {
    const project = await addProject(t);
    const { order_sn } = await applyLetter(t, main, { projectId: project.id });
    await db().update(projects).set({ status: 0 }).where(eq(projects.id, project.id));
    const res = await call(t.app, prepareSign.path, main, { order_sn });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该项目已截止投标，不能申请保函');
  });
});

describe('order detail', () => {
  it('shows the order with the enterprise’s actions; the trading-centre variant has no pushed request', async () => {
    const { order_sn } = await applyLetter(t, main);
    const atZero = await call(t.app, getOrderInfo.path, main, { order_sn });
    expect(getOrderInfo.response.safeParse(atZero.json().data).success).toBe(true);
    expect(atZero.json().data).toMatchObject({
      sn: order_sn,
      status: 0,
      status_text: '待签约',
      premium: '1800.00',
      contract_url: null,
      actions: ['sign', 'cancel'],
    });

    await signContract(t, main, order_sn);
    const trading = await call(t.app, getTradingOrderInfo.path, main, { order_sn });
    expect(getTradingOrderInfo.response.safeParse(trading.json().data).success).toBe(true);
    const row = await orderRow(t, order_sn);
    expect(trading.json().data).toMatchObject({
      status: 1,
      status_text: '待审核',
      contract_url: signedLinkTo(row.signedContractUrl),
      actions: ['cancel'],
      trading_request: null,
      project: { id: row.projectId },
    });
  });
});

describe('tenant isolation', () => {
  it('another enterprise gets 404 for the order on every endpoint', async () => {
    const sn = await applyAndSign(t, main);
    const { order_sn: unsigned } = await applyLetter(t, main);
    const { sign_id, code } = await prepareContract(t, main, unsigned);
    const calls: Array<[string, string, Record<string, string>]> = [
      [applyLetterBase.path, 'applyLetterBase', { order_sn: sn }],
      [getOrderInfo.path, 'getOrderInfo', { order_sn: sn }],
      [getTradingOrderInfo.path, 'Sx_gt_req/getOrderInfo', { order_sn: sn }],
      [prepareSign.path, 'prepareSign', { order_sn: unsigned }],
      [sendSignCode.path, 'sendSignCode', { order_sn: unsigned, sign_id }],
      [confirmSign.path, 'confirmSign', { order_sn: unsigned, sign_id, code }],
    ];
    for (const [path, name, fields] of calls) {
      const res = await call(t.app, path, other, fields);
      expect([name, res.statusCode, res.json().msg]).toEqual([name, 404, '订单不存在']);
    }
    expect((await orderRow(t, unsigned)).status).toBe(0);
  });
});

// Order entry by the guarantor (/addorder) through HTTP against the database: findEnterprise by
// credit code, addOrder finding or creating the enterprise, unpaid (待支付) and paid (出函中 /
// 待寄送 with a paid offline pay log row) starts, the order log's creation row naming the console
// account, counters by type, field errors (new enterprise without its licence data, paper without a
// receiver, bad credit code), the one-live-bid-letter rule, company X vs Y, and the entered order
// going on through the desk (confirm_payment without a voucher, print and mail).
import {
  companyAddOrder,
  companyFindEnterprise,
  companyGetOrderDetail,
  companyGetOrderLog,
  companyHandleLetterStatus,
  companyLetterSign,
  companyMailLetter,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import {
  creditCodeCheckChar,
  isUnifiedSocialCreditCode,
  organisationCodeCheckChar,
} from '@bht/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_NOT_AUTHENTICATED,
  ENTERED_NOTE,
  NEW_ENTERPRISE_LEGAL_PERSON,
  NEW_ENTERPRISE_NAME,
} from '../src/areas/order-entry/add-order';
import { PROJECT_CLOSED } from '../src/areas/letters/application-rules';
import {
  enterpriseAccounts,
  enterprises,
  ensureCompanies,
  ensureCompanyAccounts,
  orders,
} from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { logInAccounts, orderAt } from './company-order-fixtures';
import { addProject, daysFromNow, orderRow } from './order-fixtures';
import { typeCounts } from './paper-desk-fixtures';
import { payLogRows } from './payments-helpers';
import { createTestApp, type TestApp } from './test-app';
import { todayInChina } from '../src/time/china-time';

let t: TestApp;
let tokens: Record<string, string>;
let seeded: typeof enterprises.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await logInAccounts(t, {
    companies: ['xinda_admin', 'xinda_notice', 'xinda_review', 'pingan_admin'],
  });
  const [account] = await t.database.db
    .select()
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.mobile, '13800000001'));
  const [row] = await t.database.db
    .select()
    .from(enterprises)
    .where(eq(enterprises.id, account!.enterpriseId));
  seeded = row!;
});
afterAll(() => t.close());

const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);

let codeSeq = 0;
/** A valid unified social credit code nobody has yet (GB 32100 and GB 11714 check characters). */
function newCreditCode(): string {
  const org8 = String(31000000 + process.pid * 101 + ++codeSeq).slice(-8);
  const first17 = `91320100${org8}${organisationCodeCheckChar(org8)}`;
  const code = first17 + creditCodeCheckChar(first17);
  expect(isUnifiedSocialCreditCode(code)).toBe(true);
  return code;
}

const RECEIVER_FIELDS = {
  receiver_name: '赵收件',
  receiver_mobile: '13900002222',
  receiver_address: '江苏省苏州市工业园区星湖街 328 号',
};

async function entryForm(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    credit_code: newCreditCode(),
    enterprise_name: '线下申请建设(苏州)有限公司',
    legal_person: '钱法人',
    contact_name: '孙联系',
    contact_mobile: '13900003333',
    project_id: String((await addProject(t, { acceptsPaper: true })).id),
    type: 'bid_e',
    premium: '888.5',
    paid: '0',
    ...overrides,
  };
}
const addOrder = async (overrides: Record<string, string> = {}, who = 'xinda_admin') =>
  as(who, companyAddOrder, await entryForm(overrides));
const companyAccountId = async (account: string) =>
  (
    await t.database.db
      .select()
      .from(ensureCompanyAccounts)
      .where(eq(ensureCompanyAccounts.account, account))
  )[0]!.id;

describe('findEnterprise', () => {
  it('answers a known enterprise by its credit code (any letter case), null for an unknown one', async () => {
    const known = await as('xinda_admin', companyFindEnterprise, {
      credit_code: seeded.creditCode.toLowerCase(),
    });
    expect(known.json().data).toEqual({
      id: seeded.id,
      name: seeded.name,
      legal_person: seeded.legalPerson,
    });
    const unknown = await as('xinda_admin', companyFindEnterprise, {
      credit_code: newCreditCode(),
    });
    expect([unknown.statusCode, unknown.json().data]).toEqual([200, null]);
  });

  it('refuses a credit code that fails its checksum, naming the field', async () => {
    const res = await as('xinda_admin', companyFindEnterprise, {
      credit_code: '91110000600037341X',
    });
    expect([res.statusCode, res.json().data.fields.credit_code]).toEqual([
      400,
      '统一社会信用代码校验不通过，请核对',
    ]);
  });
});

describe('addOrder', () => {
  it('creates the enterprise and an unpaid e-letter order at 待支付, entered by the console account', async () => {
    const form = await entryForm();
    const res = await as('xinda_admin', companyAddOrder, form);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      type: 'bid_e',
      status: 2,
      status_text: '待支付',
      enterprise_name: '线下申请建设（苏州）有限公司',
      ensure_company_name: '江苏信达融资担保有限公司',
      premium: '888.50',
      pay_method: null,
      delivery: null,
      entered: 1,
    });
    // No voucher is needed: the guarantor collects the premium itself.
    expect(detail.actions).toContain('confirm_payment');

    const order = await orderRow(t, detail.sn);
    expect(order).toMatchObject({
      accountId: null,
      enteredBy: await companyAccountId('xinda_admin'),
      contactName: '孙联系',
      contactMobile: '13900003333',
      receiverName: null,
    });
    const [created] = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.creditCode, form.credit_code!));
    expect(created).toMatchObject({
      id: order.enterpriseId,
      name: '线下申请建设（苏州）有限公司',
      legalPerson: '钱法人',
      authStatus: 0,
    });
    const found = await as('xinda_admin', companyFindEnterprise, {
      credit_code: form.credit_code!,
    });
    expect(found.json().data).toEqual({
      id: order.enterpriseId,
      name: '线下申请建设（苏州）有限公司',
      legal_person: '钱法人',
    });

    const log = (await as('xinda_admin', companyGetOrderLog, { order_sn: detail.sn })).json().data;
    expect(log).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 2,
        operator_type: 'ensure_company',
        operator_name: '信达管理员',
        note: ENTERED_NOTE,
      }),
    ]);
    expect(await payLogRows(t, detail.sn)).toEqual([]);
    expect(await typeCounts(t, 'e', order.enterpriseId, 'bid_e')).toEqual({ 2: 1 });
  });

  it('a paid paper order starts at 待寄送 with a paid offline pay log row and the receiver snapshotted', async () => {
    const res = await addOrder({ type: 'bid_paper', paid: '1', ...RECEIVER_FIELDS });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      type: 'bid_paper',
      status: 10,
      status_text: '待寄送',
      pay_method: 'offline',
      delivery: {
        receiver_name: '赵收件',
        receiver_mobile: '13900002222',
        receiver_address: '江苏省苏州市工业园区星湖街 328 号',
        tracking_no: null,
      },
      actions: ['print_letter'],
    });
    expect((await payLogRows(t, detail.sn)).map((r) => [r.channel, r.status, r.amount])).toEqual([
      ['offline', 'paid', '888.50'],
    ]);
    const order = await orderRow(t, detail.sn);
    expect(await typeCounts(t, 'e', order.enterpriseId, 'bid_paper')).toEqual({ 10: 1 });

    // It goes on through the desk like any paper order: print, then mail today (the payment day).
    expect((await as('xinda_admin', companyLetterSign, { order_sn: detail.sn })).statusCode).toBe(
      200,
    );
    const mailed = await as('xinda_admin', companyMailLetter, {
      order_sn: detail.sn,
      courier_company: '顺丰速运',
      tracking_no: 'SF9876543210',
      mailed_on: todayInChina(),
    });
    expect(mailed.json().data).toMatchObject({ status: 11 });
  });

  it('a paid e-letter order starts at 出函中', async () => {
    const res = await addOrder({ paid: '1' });
    expect(res.json().data).toMatchObject({
      status: 3,
      status_text: '出函中',
      pay_method: 'offline',
    });
  });

  it('an existing enterprise keeps its own name; confirm_payment needs no voucher on an entered order', async () => {
    const enterpriseBefore = await typeCounts(t, 'e', seeded.id, 'bid_e');
    const res = await addOrder({
      credit_code: seeded.creditCode,
      enterprise_name: '别的名字有限公司',
      legal_person: '别人',
    });
    expect(res.statusCode).toBe(200);
    const { sn } = res.json().data;
    expect(await orderRow(t, sn)).toMatchObject({
      enterpriseId: seeded.id,
      enterpriseName: seeded.name,
    });
    const [after] = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, seeded.id));
    expect(after).toMatchObject({ name: seeded.name, legalPerson: seeded.legalPerson });
    expect(await typeCounts(t, 'e', seeded.id, 'bid_e')).toEqual({
      ...enterpriseBefore,
      2: (enterpriseBefore[2] ?? 0) + 1,
    });

    const confirmed = await as('xinda_admin', companyHandleLetterStatus, {
      order_sn: sn,
      action: 'confirm_payment',
      note: '',
    });
    expect(confirmed.json().data).toMatchObject({ status: 3, pay_method: 'offline' });
    expect((await payLogRows(t, sn)).map((r) => [r.channel, r.status])).toEqual([
      ['offline', 'paid'],
    ]);
  });

  it('a new enterprise needs its name and legal representative: field errors, nothing written', async () => {
    const form = await entryForm({ enterprise_name: '', legal_person: ' ' });
    const res = await as('xinda_admin', companyAddOrder, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      enterprise_name: NEW_ENTERPRISE_NAME,
      legal_person: NEW_ENTERPRISE_LEGAL_PERSON,
    });
    expect(
      await t.database.db
        .select()
        .from(enterprises)
        .where(eq(enterprises.creditCode, form.credit_code!)),
    ).toEqual([]);
  });

  it('a paper order needs its receiver; bad codes, types and premiums name their fields', async () => {
    const paper = await addOrder({ type: 'bid_paper' });
    expect(paper.statusCode).toBe(400);
    expect(paper.json().data.fields).toMatchObject({
      receiver_name: '纸质保函请填写收件人',
      receiver_mobile: '请输入正确的收件人手机号',
      receiver_address: '纸质保函请填写收件地址（至少 5 个字）',
    });
    const bad = await addOrder({
      credit_code: '91320100ABCDEFGH1X',
      type: 'performance',
      premium: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({
      credit_code: '统一社会信用代码校验不通过，请核对',
      type: '请选择保函类型',
      premium: '保费须大于 0',
    });
  });

  it('needs an open project, accepting paper for a paper letter', async () => {
    const closed = await addProject(t, { deadline: daysFromNow(-1), acceptsPaper: true });
    const res = await addOrder({ project_id: String(closed.id) });
    expect([res.statusCode, res.json().msg]).toEqual([409, PROJECT_CLOSED]);
    const eOnly = await addProject(t);
    const paper = await addOrder({
      project_id: String(eOnly.id),
      type: 'bid_paper',
      ...RECEIVER_FIELDS,
    });
    expect(paper.statusCode).toBe(409);
    const missing = await addOrder({ project_id: '2147483647' });
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '项目不存在']);
  });

  it('one live bid letter per enterprise and project: an entry or an application already there is a 409', async () => {
    const form = await entryForm();
    expect((await as('xinda_admin', companyAddOrder, form)).statusCode).toBe(200);
    const again = await as('xinda_admin', companyAddOrder, {
      ...form,
      type: 'bid_paper',
      ...RECEIVER_FIELDS,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(
      /^该企业在此项目已有待支付的投标电子保函订单（订单号 BH\d+），不能重复录入$/,
    );

    // The enterprise's own application (seeded enterprise, first seeded project) blocks an entry too.
    const applied = await orderRow(t, await orderAt(t, 1));
    const blocked = await addOrder({
      credit_code: seeded.creditCode,
      project_id: String(applied.projectId),
    });
    expect([blocked.statusCode, blocked.json().msg]).toEqual([
      409,
      `该企业在此项目已有待审核的投标电子保函订单（订单号 ${applied.sn}），不能重复录入`,
    ]);
  });

  it('two identical entries at once: one order, one 409', async () => {
    const form = await entryForm();
    const results = await Promise.all([
      as('xinda_admin', companyAddOrder, form),
      as('xinda_admin', companyAddOrder, form),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const made = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.creditCode, form.credit_code!));
    expect(made).toHaveLength(1);
    expect(await typeCounts(t, 'e', made[0]!.id, 'bid_e')).toEqual({ 2: 1 });
  });

  it('is scoped to the caller’s company: Y enters for itself and cannot see X’s entry', async () => {
    const x = (await addOrder()).json().data;
    const y = await addOrder({}, 'pingan_admin');
    expect(y.json().data).toMatchObject({
      ensure_company_name: '中国平安财产保险股份有限公司江苏分公司',
      status: 2,
    });
    expect((await orderRow(t, y.json().data.sn)).enteredBy).toBe(
      await companyAccountId('pingan_admin'),
    );
    const peek = await as('pingan_admin', companyGetOrderDetail, { order_sn: x.sn });
    expect([peek.statusCode, peek.json().msg]).toEqual([404, '订单不存在']);
    const confirm = await as('pingan_admin', companyHandleLetterStatus, {
      order_sn: x.sn,
      action: 'confirm_payment',
      note: '',
    });
    expect(confirm.statusCode).toBe(404);
    expect((await orderRow(t, x.sn)).status).toBe(2);
  });

  it('is refused while the guarantor is not authenticated (409, nothing written)', async () => {
    const [company] = await t.database.db
      .select({ id: ensureCompanies.id })
      .from(ensureCompanies)
      .where(eq(ensureCompanies.name, '中国平安财产保险股份有限公司江苏分公司'));
    const before = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.ensureCompanyId, company!.id));
    await t.database.db
      .update(ensureCompanies)
      .set({ authStatus: 1 })
      .where(eq(ensureCompanies.id, company!.id));
    try {
      const res = await addOrder({}, 'pingan_admin');
      expect([res.statusCode, res.json().msg]).toEqual([409, COMPANY_NOT_AUTHENTICATED]);
      expect(
        await t.database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.ensureCompanyId, company!.id)),
      ).toHaveLength(before.length);
    } finally {
      await t.database.db
        .update(ensureCompanies)
        .set({ authStatus: 2 })
        .where(eq(ensureCompanies.id, company!.id));
    }
  });

  it('needs the 录入订单 permission (luru): 订单 with review stages is not enough, luru alone is', async () => {
    // xinda_review holds dingdan, 待审核, 已出函: a paid entered order would skip its review.
    for (const who of ['xinda_notice', 'xinda_review']) {
      const entered = await addOrder({ paid: '1' }, who);
      const found = await as(who, companyFindEnterprise, { credit_code: seeded.creditCode });
      expect([entered.statusCode, entered.json()], who).toEqual([
        403,
        { code: -2, msg: '没有权限执行此操作', data: null },
      ]);
      expect(found.statusCode, who).toBe(403);
    }
    const { companyId } = (
      await t.database.db
        .select()
        .from(ensureCompanyAccounts)
        .where(eq(ensureCompanyAccounts.account, 'xinda_admin'))
    )[0]!;
    const clerk = await addCompanyAccount(t.database.db, companyId, 'luru');
    tokens.clerk = await companyToken(t.app, clerk.account);
    expect(
      (await as('clerk', companyFindEnterprise, { credit_code: seeded.creditCode })).json(),
    ).toMatchObject({ code: 1, data: { id: seeded.id } });
    expect((await addOrder({ paid: '1' }, 'clerk')).json()).toMatchObject({
      code: 1,
      data: { status_text: '出函中' },
    });
  });
});

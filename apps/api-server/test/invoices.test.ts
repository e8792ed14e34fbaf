// Invoices through HTTP against the database (docs/invoices.md): the title book, which orders can
// be invoiced and for how much, the enterprise's request rules, one live invoice per order (also
// with concurrent requests), the guarantor's desk (issue with a PDF checked by content and pushed
// by the sandbox mail provider, a bounce → 推送失败 → resend, paper marked sent, void freeing the
// order), tenants and permissions, and the privacy of the invoice PDF. Orders are paid by a signed
// channel notification, so the pay log holds the payment as it does in production.
import {
  addressAdd,
  companyGetInvoiceDetail,
  companyGetInvoiceList,
  companyGetInvoiceLog,
  companyIssueInvoice,
  companyResendInvoice,
  companyVoidInvoice,
  invoiceAddTitle,
  invoiceApply,
  invoiceDeleteTitle,
  invoiceEditTitle,
  invoiceGetDetail,
  invoiceGetList,
  invoiceGetOrderOptions,
  invoiceGetTitleList,
  invoiceModify,
  requestRefund,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BOUNCE_DOMAIN } from '../src/providers/mail/sandbox-mail-provider';
import { ensureCompanyAccounts, invoices, messages, recordLogs } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { PINGAN } from './company-order-fixtures';
import { accountByMobile, addEnterpriseAccount, tokenFor } from './enterprise-session';
import { orderRow, setOrderStatus } from './order-fixtures';
import { notification, payableOrder, postNotification } from './payments-helpers';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, samplePng, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.other = await tokenFor(t.app, '13800000006');
  const { enterpriseId } = await accountByMobile(t.database.db, '13800000001');
  await addEnterpriseAccount(t.database.db, {
    enterpriseId,
    mobile: '13800000091',
    name: '无订单权限',
    authJson: 'gonggao',
  });
  tokens.subWithout = await tokenFor(t.app, '13800000091');
  for (const account of ['xinda_admin', 'xinda_notice', 'xinda_review', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
});
afterAll(() => t.close());

type Body<T = any> = { code: number; msg: string; data: T }; // eslint-disable-line @typescript-eslint/no-explicit-any

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const as = async <T = any>(
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async <T = any>(
  who: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string | number> = {},
): Promise<T> => {
  const res = await as<T>(who, endpoint, fields);
  if (res.code !== 1) throw new Error(`${endpoint.id} as ${who}: ${res.status} ${res.msg}`);
  return res.data;
};
const companyAccountRow = async (account: string) =>
  (
    await t.database.db
      .select()
      .from(ensureCompanyAccounts)
      .where(eq(ensureCompanyAccounts.account, account))
  )[0]!;

/** An order paid through the guarantor's channel (a signed SUCCESS notification writes the paid pay log). */
async function paidOrder(
  options: { companyName?: string; enterpriseMobile?: string } = {},
): Promise<string> {
  const sn = await payableOrder(t, options);
  const channel = options.companyName === PINGAN ? 'hua_an' : 'sun';
  const res = await postNotification(t, await notification(t, sn, {}, channel), channel);
  expect(res.json().code, res.body).toBe(1);
  return sn;
}

const FULL_TITLE = {
  title: '江苏恒信建设集团有限公司',
  tax_no: '91320100MA1XXXXX1A',
  bank_name: '中国银行南京分行',
  bank_account: '6216610100001234567',
  address: '南京市建邺区江东中路 1 号',
  phone: '025-88880000',
};

async function addTitle(who = 'enterprise', fields: Record<string, string | number> = FULL_TITLE) {
  return ok<{ id: number; is_default: number }>(who, invoiceAddTitle, fields);
}

async function addAddress(who = 'enterprise') {
  return ok<{ id: number }>(who, addressAdd, {
    name: '张收票',
    mobile: '13800000123',
    region: '江苏省南京市建邺区',
    address: '江东中路 2 号',
  });
}

const electronic = (sn: string, titleId: number, email = 'finance@example.com') => ({
  order_sn: sn,
  kind: 'normal',
  medium: 'electronic',
  title_id: titleId,
  email,
});

/** Uploads the invoice PDF as `who` (a console or enterprise token); its stored path as answered (a signed link). */
async function uploadPdf(who: string, bytes = samplePdf(), name = 'invoice.pdf'): Promise<string> {
  const res = await upload(t.app, { name, bytes, scene: 'other', token: tokens[who] });
  expect(res.json().code, res.body).toBe(1);
  return res.json().data.url;
}

const outbox = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/sandbox/mail?to=${encodeURIComponent(to)}` })
  ).json().data as Array<{ subject: string; text: string; attachment_url: string | null }>;

const inboxOf = (kind: string, sn: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), eq(messages.orderSn, sn)));

/** The order's invoices that are not voided, and whether the enterprise is offered the order for a new request. */
const liveInvoices = async (sn: string) => {
  const { id } = await orderRow(t, sn);
  const rows = await t.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, id), ne(invoices.status, 3)));
  const options = await ok<Array<{ order_sn: string }>>('enterprise', invoiceGetOrderOptions);
  return { rows, offered: options.some((o) => o.order_sn === sn) };
};

/** The invoice's record_logs rows, oldest first: [action, from, to, who, note]. */
const logOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(recordLogs)
      .where(and(eq(recordLogs.recordKind, 'invoice'), eq(recordLogs.recordId, id)))
      .orderBy(asc(recordLogs.id))
  ).map((l) => [l.action, l.fromStatus, l.toStatus, l.operatorType, l.note]);

describe('the title book', () => {
  it('keeps exactly one default, scoped to the enterprise', async () => {
    const first = await addTitle('other');
    expect(first.is_default).toBe(1);
    const second = await addTitle('other', {
      ...FULL_TITLE,
      title: '扬州润扬水利工程有限公司',
      is_default: 1,
    });
    let list = await ok<Array<{ id: number; is_default: number }>>('other', invoiceGetTitleList);
    expect(list.map((r) => [r.id, r.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    // Another enterprise neither sees nor changes it.
    expect(
      (await ok<unknown[]>('enterprise', invoiceGetTitleList)).some(
        (r) => (r as { id: number }).id === first.id,
      ),
    ).toBe(false);
    expect((await as('enterprise', invoiceEditTitle, { ...FULL_TITLE, id: first.id })).status).toBe(
      404,
    );
    expect((await as('enterprise', invoiceDeleteTitle, { id: first.id })).status).toBe(404);

    const edited = await ok<{ title: string; tax_no: string; is_default: number }>(
      'other',
      invoiceEditTitle,
      { ...FULL_TITLE, id: first.id, title: '扬州润扬（新抬头）', tax_no: '91321000ma1yyyyy2b' },
    );
    expect([edited.title, edited.tax_no, edited.is_default]).toEqual([
      '扬州润扬（新抬头）',
      '91321000MA1YYYYY2B',
      0,
    ]);
    // Deleting the default hands it to the newest remaining entry.
    await ok('other', invoiceDeleteTitle, { id: second.id });
    list = await ok('other', invoiceGetTitleList);
    expect(list.map((r) => [r.id, r.is_default])).toEqual([[first.id, 1]]);
  });

  it('checks the tax number and names the field in Chinese', async () => {
    const res = await as('enterprise', invoiceAddTitle, { ...FULL_TITLE, tax_no: '123' });
    expect([res.status, res.msg]).toEqual([
      400,
      '请输入正确的纳税人识别号（15-20 位数字或大写字母）',
    ]);
  });
});

describe('asking for an invoice', () => {
  let titleId: number;
  let bareTitleId: number;
  beforeAll(async () => {
    titleId = (await addTitle()).id;
    bareTitleId = (
      await addTitle('enterprise', { title: '只有税号的抬头', tax_no: '91320100MA1ZZZZZ3C' })
    ).id;
  });

  it('offers paid orders with the amount paid, and takes the request with the title snapshotted', async () => {
    const sn = await paidOrder();
    const options = await ok<Array<{ order_sn: string; amount: string; type: string }>>(
      'enterprise',
      invoiceGetOrderOptions,
    );
    const { premium } = await orderRow(t, sn);
    expect(options.find((o) => o.order_sn === sn)).toMatchObject({
      amount: premium,
      type: 'bid_e',
    });

    const invoice = await ok('enterprise', invoiceApply, {
      ...electronic(sn, titleId),
      remark: '请尽快开具',
    });
    expect(invoice).toMatchObject({
      order_sn: sn,
      status: 0,
      status_text: '待开票',
      kind: 'normal',
      medium: 'electronic',
      title: FULL_TITLE.title,
      amount: premium,
      email: 'finance@example.com',
      receiver: null,
      file_url: null,
      actions: ['modify'],
    });
    expect(
      (await ok<Array<{ order_sn: string }>>('enterprise', invoiceGetOrderOptions)).some(
        (o) => o.order_sn === sn,
      ),
    ).toBe(false);

    // Deleting the title later leaves the invoice's snapshot as it was.
    await ok('enterprise', invoiceDeleteTitle, { id: titleId });
    expect(await ok('enterprise', invoiceGetDetail, { id: invoice.id })).toMatchObject({
      title: FULL_TITLE.title,
      tax_no: FULL_TITLE.tax_no,
    });
    titleId = (await addTitle()).id;
  });

  it('refuses an unpaid order, an order in refund review or refunded, and another enterprise’s order', async () => {
    const unpaid = await payableOrder(t);
    expect(await as('enterprise', invoiceApply, electronic(unpaid, titleId))).toMatchObject({
      status: 409,
      msg: '该订单尚未支付保费，不能申请开票',
    });

    const reviewing = await paidOrder();
    await ok('enterprise', requestRefund, { order_sn: reviewing, reason: '项目流标，申请退款' });
    expect(await as('enterprise', invoiceApply, electronic(reviewing, titleId))).toMatchObject({
      status: 409,
      msg: '该订单已申请退款或已退款，不能申请开票',
    });
    const refunded = await paidOrder();
    await setOrderStatus(t, refunded, 9);
    expect(await as('enterprise', invoiceApply, electronic(refunded, titleId))).toMatchObject({
      status: 409,
      msg: '该订单已申请退款或已退款，不能申请开票',
    });
    const offered = (
      await ok<Array<{ order_sn: string }>>('enterprise', invoiceGetOrderOptions)
    ).map((o) => o.order_sn);
    expect(offered).not.toContain(unpaid);
    expect(offered).not.toContain(reviewing);
    expect(offered).not.toContain(refunded);

    const theirs = await paidOrder({ enterpriseMobile: '13800000006' });
    const otherTitle = await addTitle('other');
    expect(await as('enterprise', invoiceApply, electronic(theirs, titleId))).toMatchObject({
      status: 404,
      msg: '订单不存在',
    });
    // Nor can it use another enterprise's title or address.
    const mine = await paidOrder();
    expect(await as('enterprise', invoiceApply, electronic(mine, otherTitle.id))).toMatchObject({
      status: 400,
      data: { fields: { title_id: '发票抬头不存在，请重新选择' } },
    });
    const theirAddress = await addAddress('other');
    expect(
      await as('enterprise', invoiceApply, {
        order_sn: mine,
        kind: 'normal',
        medium: 'paper',
        title_id: titleId,
        address_id: theirAddress.id,
      }),
    ).toMatchObject({
      status: 400,
      data: { fields: { address_id: '收件地址不存在，请从地址簿中重新选择' } },
    });
  });

  it('needs the bank data for a special invoice, an e-mail for an electronic one, an address for a paper one', async () => {
    const sn = await paidOrder();
    expect(
      await as('enterprise', invoiceApply, { ...electronic(sn, bareTitleId), kind: 'special' }),
    ).toMatchObject({
      status: 400,
      data: { fields: { title_id: expect.stringContaining('增值税专用发票需要抬头的开户银行') } },
    });
    expect(await as('enterprise', invoiceApply, electronic(sn, titleId, ''))).toMatchObject({
      status: 400,
      data: { fields: { email: '电子发票请填写接收邮箱' } },
    });
    expect(
      await as('enterprise', invoiceApply, {
        order_sn: sn,
        kind: 'normal',
        medium: 'paper',
        title_id: titleId,
      }),
    ).toMatchObject({ status: 400, data: { fields: { address_id: '纸质发票请选择邮寄地址' } } });
    const address = await addAddress();
    const paper = await ok('enterprise', invoiceApply, {
      order_sn: sn,
      kind: 'special',
      medium: 'paper',
      title_id: titleId,
      address_id: address.id,
    });
    expect(paper).toMatchObject({
      kind: 'special',
      medium: 'paper',
      email: '',
      bank_account: FULL_TITLE.bank_account,
      receiver: {
        name: '张收票',
        mobile: '13800000123',
        address: '江苏省南京市建邺区 江东中路 2 号',
      },
    });
  });

  it('is modified only while 待开票', async () => {
    const sn = await paidOrder();
    const invoice = await ok('enterprise', invoiceApply, electronic(sn, titleId));
    const modified = await ok('enterprise', invoiceModify, {
      id: invoice.id,
      kind: 'special',
      medium: 'electronic',
      title_id: titleId,
      email: 'new@example.com',
    });
    expect(modified).toMatchObject({
      id: invoice.id,
      kind: 'special',
      email: 'new@example.com',
      status: 0,
    });
    expect(
      (
        await as('other', invoiceModify, {
          id: invoice.id,
          kind: 'normal',
          medium: 'electronic',
          title_id: titleId,
          email: 'x@example.com',
        })
      ).status,
    ).toBe(404);
    await ok('xinda_admin', companyIssueInvoice, {
      id: invoice.id,
      invoice_no: '24320000000000000001',
      file: await uploadPdf('xinda_admin'),
    });
    expect(
      await as('enterprise', invoiceModify, {
        id: invoice.id,
        kind: 'normal',
        medium: 'electronic',
        title_id: titleId,
        email: 'x@example.com',
      }),
    ).toMatchObject({ status: 409, msg: '发票已开具或已作废，只有待开票的申请可以修改' });
    expect(await logOf(invoice.id)).toEqual([
      ['modify', 0, 0, 'enterprise', '修改申请'],
      ['issue', 0, 1, 'ensure_company', '开具发票'],
      ['push_delivered', 1, 1, 'system', '邮件推送成功'],
    ]);
  });

  it('gives one live invoice per order: a second request is 409 naming the first, and of concurrent requests exactly one passes', async () => {
    const sn = await paidOrder();
    const first = await ok('enterprise', invoiceApply, electronic(sn, titleId));
    expect(await as('enterprise', invoiceApply, electronic(sn, titleId))).toMatchObject({
      status: 409,
      msg: `该订单已有开票申请（编号 ${first.id}，待开票），每个订单只能开一张发票`,
    });

    const raced = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as('enterprise', invoiceApply, electronic(raced, titleId))),
    );
    const passed = answers.filter((a) => a.code === 1);
    expect(passed).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1))
      expect([refused.status, refused.msg]).toEqual([
        409,
        `该订单已有开票申请（编号 ${passed[0]!.data.id}，待开票），每个订单只能开一张发票`,
      ]);
    expect((await liveInvoices(raced)).rows).toEqual([{ id: passed[0]!.data.id }]);
  });

  it('lists the enterprise’s invoices by status with every status counted', async () => {
    const list = await ok<{
      list: Array<{ status: number }>;
      total: number;
      counts: Record<string, number>;
    }>('enterprise', invoiceGetList, { status: 0, limit: 100 });
    expect(Object.keys(list.counts).sort()).toEqual(['0', '1', '2', '3']);
    expect(list.total).toBe(list.counts['0']);
    expect(list.list.every((r) => r.status === 0)).toBe(true);
    const other = await ok<{ total: number }>('other', invoiceGetList);
    expect(other.total).toBe(0);
  });

  it('needs the 订单 permission on a sub-account', async () => {
    for (const endpoint of [invoiceGetTitleList, invoiceGetOrderOptions, invoiceGetList])
      expect(await as('subWithout', endpoint)).toMatchObject({
        status: 403,
        code: -2,
        msg: '没有「订单」权限，请联系主账号开通',
      });
  });
});

describe('the guarantor’s invoice desk', () => {
  let titleId: number;
  beforeAll(async () => {
    titleId = (await addTitle()).id;
  });

  async function pending(email = 'finance@example.com', options: { companyName?: string } = {}) {
    const sn = await paidOrder(options);
    return {
      sn,
      invoice: await ok<{ id: number }>('enterprise', invoiceApply, electronic(sn, titleId, email)),
    };
  }

  it('issues an electronic invoice with its PDF, e-mails it, tells the enterprise, and keeps the PDF private', async () => {
    const { sn, invoice } = await pending('issued@example.com');
    const desk = await ok<{
      list: Array<{ id: number; actions: string[] }>;
      counts: Record<string, number>;
    }>('xinda_admin', companyGetInvoiceList, { status: 0, keyword: sn });
    expect(desk.list.map((r) => [r.id, r.actions])).toEqual([[invoice.id, ['issue', 'void']]]);
    expect(desk.counts['0']).toBe(1);

    // The PDF is required, must be the company's own upload, and must be a PDF by content.
    expect(
      await as('xinda_admin', companyIssueInvoice, {
        id: invoice.id,
        invoice_no: '24320000000000000002',
      }),
    ).toMatchObject({ status: 400, data: { fields: { file: '电子发票请上传发票 PDF 文件' } } });
    const png = await uploadPdf('xinda_admin', samplePng('invoice'), 'invoice.png');
    const enterprisePdf = await uploadPdf('enterprise');
    const otherCompanyPdf = await uploadPdf('pingan_admin');
    for (const file of [png, enterprisePdf, otherCompanyPdf])
      expect(
        await as('xinda_admin', companyIssueInvoice, {
          id: invoice.id,
          invoice_no: '24320000000000000002',
          file,
        }),
      ).toMatchObject({
        status: 400,
        data: { fields: { file: '发票文件无效，请上传本机构上传的 PDF 格式发票' } },
      });
    // A renamed PNG never becomes a stored PDF: the upload's own content check refuses it.
    expect(
      (
        await upload(t.app, { name: 'fake.pdf', bytes: samplePng('x'), token: tokens.xinda_admin })
      ).json().msg,
    ).toContain('文件内容与类型不符');

    const pdf = await uploadPdf('xinda_admin');
    const issued = await ok('xinda_admin', companyIssueInvoice, {
      id: invoice.id,
      invoice_no: '24320000000000000002',
      file: pdf,
    });
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(issued).toMatchObject({
      status: 1,
      status_text: '已开票',
      invoice_no: '24320000000000000002',
      push_error: null,
      file_url: signedLinkTo(stored!.fileUrl),
      actions: ['resend', 'void'],
    });
    const [mail] = await outbox('issued@example.com');
    expect(mail).toMatchObject({
      subject: expect.stringContaining('24320000000000000002'),
      attachment_url: signedLinkTo(stored!.fileUrl),
    });
    expect(mail!.text).toContain(sn);
    const [message] = await inboxOf('invoice_issued', sn);
    expect(message?.content).toContain('电子发票将发送至 issued@example.com');

    // The enterprise opens the PDF through its answer's link; the bare path is refused; other tenants get no link.
    const detail = await ok<{ file_url: string; actions: string[] }>(
      'enterprise',
      invoiceGetDetail,
      { id: invoice.id },
    );
    expect(detail.actions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: detail.file_url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: stored!.fileUrl! })).statusCode).toBe(403);
    expect((await as('other', invoiceGetDetail, { id: invoice.id })).status).toBe(404);
    expect((await as('pingan_admin', companyGetInvoiceDetail, { id: invoice.id })).status).toBe(
      404,
    );

    // Issuing twice: 409.
    expect(
      await as('xinda_admin', companyIssueInvoice, {
        id: invoice.id,
        invoice_no: '24320000000000000003',
        file: pdf,
      }),
    ).toMatchObject({ status: 409, msg: '发票已开具，不能重复开具' });
  });

  it('of two concurrent issues, one passes', async () => {
    const { invoice } = await pending('race@example.com');
    const pdf = await uploadPdf('xinda_admin');
    const answers = await Promise.all(
      [1, 2].map((n) =>
        as('xinda_admin', companyIssueInvoice, {
          id: invoice.id,
          invoice_no: `2432000000000000010${n}`,
          file: pdf,
        }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.code === 0)!.status).toBe(409);
    expect(await outbox('race@example.com')).toHaveLength(1);
    expect((await logOf(invoice.id)).map(([action]) => action)).toEqual([
      'issue',
      'push_delivered',
    ]);
  });

  it('voiding an issued electronic invoice reverses it in full (冲红) with the red-letter invoice', async () => {
    const { sn, invoice } = await pending('reversed@example.com');
    const pdf = await uploadPdf('xinda_admin');
    // Never issued: voided only, no red-letter invoice to give.
    expect(
      await as('xinda_admin', companyVoidInvoice, {
        id: invoice.id,
        reason: '抬头有误',
        red_invoice_no: '24320000000000000302',
      }),
    ).toMatchObject({
      status: 400,
      data: { fields: { red_invoice_no: '只有已开具的电子发票作废时冲红，无需填写红字发票' } },
    });
    await ok('xinda_admin', companyIssueInvoice, {
      id: invoice.id,
      invoice_no: '24320000000000000301',
      file: pdf,
    });
    for (const [fields, field, message] of [
      [{ red_invoice_no: '2432' }, 'red_invoice_no', '请输入正确的红字发票号码（8-20 位数字）'],
      [
        { red_invoice_no: '24320000000000000301' },
        'red_invoice_no',
        '红字发票号码不能与原发票号码相同',
      ],
      [
        { red_file: await uploadPdf('enterprise') },
        'red_file',
        '发票文件无效，请上传本机构上传的 PDF 格式发票',
      ],
    ] as const)
      expect(
        await as('xinda_admin', companyVoidInvoice, {
          id: invoice.id,
          reason: '退费冲红',
          ...fields,
        }),
      ).toMatchObject({ status: 400, data: { fields: { [field]: message } } });

    const red = await uploadPdf('xinda_admin', samplePdf(), '红字发票.pdf');
    const voided = await ok('xinda_admin', companyVoidInvoice, {
      id: invoice.id,
      reason: '订单退费，全额冲红',
      red_invoice_no: '24320000000000000302',
      red_file: red,
    });
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({
      status: 3,
      redInvoiceNo: '24320000000000000302',
      redAmount: stored!.amount,
      redFileUrl: expect.stringMatching(/^\/uploads\//),
      reversedAt: expect.any(Date),
    });
    expect(voided).toMatchObject({
      status: 3,
      void_reason: '订单退费，全额冲红',
      red_letter: {
        invoice_no: '24320000000000000302',
        amount: stored!.amount,
        file_url: signedLinkTo(stored!.redFileUrl),
        time: expect.any(Number),
      },
    });
    const [told] = await inboxOf('invoice_voided', sn);
    expect(told?.title).toBe('发票已冲红');
    expect(told?.content).toContain('全额冲红（');
    expect(told?.content).toContain('红字发票号码 24320000000000000302');
    expect((await logOf(invoice.id)).at(-1)).toEqual([
      'void',
      1,
      3,
      'ensure_company',
      '作废：订单退费，全额冲红',
    ]);
  });

  it('of two concurrent voids, one passes; the other answers 409; one log row', async () => {
    const { sn, invoice } = await pending();
    const answers = await Promise.all(
      ['甲作废', '乙作废'].map((reason) =>
        as('xinda_admin', companyVoidInvoice, { id: invoice.id, reason }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(['该发票申请已被他人处理，请刷新后重试', '发票申请已作废，不能重复作废']).toContain(
      answers.find((a) => a.status === 409)!.msg,
    );
    const winner = answers.find((a) => a.status === 200)!;
    expect(await logOf(invoice.id)).toEqual([
      ['void', 0, 3, 'ensure_company', `作废：${winner.data.void_reason}`],
    ]);
    // One notification (to each account with 订单), naming the winner's reason.
    const told = new Set((await inboxOf('invoice_voided', sn)).map((m) => m.content));
    expect([...told]).toEqual([expect.stringContaining(winner.data.void_reason)]);
  });

  it('a bounce is 推送失败 with the reason; resending to the same address fails again; the company voids and the enterprise asks again', async () => {
    const bad = `finance@${SANDBOX_BOUNCE_DOMAIN}`;
    const { sn, invoice } = await pending(bad);
    const failed = await ok('xinda_admin', companyIssueInvoice, {
      id: invoice.id,
      invoice_no: '24320000000000000004',
      file: await uploadPdf('xinda_admin'),
    });
    expect(failed).toMatchObject({
      status: 2,
      status_text: '推送失败',
      push_error: `邮件被退回：收件邮箱 ${bad} 不存在或拒收`,
      actions: ['resend', 'void'],
    });
    expect(await outbox(bad)).toEqual([]);
    expect(await ok('xinda_admin', companyResendInvoice, { id: invoice.id })).toMatchObject({
      status: 2,
      push_error: expect.stringContaining('邮件被退回'),
    });
    // The enterprise cannot correct the address of an issued invoice…
    expect(
      (
        await as('enterprise', invoiceModify, {
          id: invoice.id,
          kind: 'normal',
          medium: 'electronic',
          title_id: titleId,
          email: 'good@example.com',
        })
      ).status,
    ).toBe(409);
    // …so the company voids it with the reason, which frees the order for a new request.
    expect(
      await as('xinda_admin', companyVoidInvoice, { id: invoice.id, reason: '' }),
    ).toMatchObject({ status: 400, data: { fields: { reason: expect.any(String) } } });
    const voided = await ok('xinda_admin', companyVoidInvoice, {
      id: invoice.id,
      reason: '接收邮箱有误，请更正后重新申请',
    });
    expect(voided).toMatchObject({
      status: 3,
      status_text: '已作废',
      void_reason: '接收邮箱有误，请更正后重新申请',
      actions: [],
    });
    expect((await inboxOf('invoice_voided', sn))[0]?.content).toContain('接收邮箱有误');
    expect(
      await as('xinda_admin', companyVoidInvoice, { id: invoice.id, reason: '再次作废' }),
    ).toMatchObject({ status: 409, msg: '发票申请已作废，不能重复作废' });
    expect(await as('xinda_admin', companyResendInvoice, { id: invoice.id })).toMatchObject({
      status: 409,
    });
    expect(await liveInvoices(sn)).toEqual({ rows: [], offered: true });
    const bounce = `邮件被退回：收件邮箱 ${bad} 不存在或拒收`;
    expect(await logOf(invoice.id)).toEqual([
      ['issue', 0, 1, 'ensure_company', '开具发票'],
      ['push_failed', 1, 2, 'system', `邮件推送失败：${bounce}`],
      ['resend', 2, 1, 'ensure_company', '重新推送'],
      ['push_failed', 1, 2, 'system', `邮件推送失败：${bounce}`],
      ['void', 2, 3, 'ensure_company', '作废：接收邮箱有误，请更正后重新申请'],
    ]);
    // The desk reads the same log (处理记录) with the statuses named; another company gets 404.
    const log = await ok<Array<{ action: string; from_text: string; to_text: string }>>(
      'xinda_admin',
      companyGetInvoiceLog,
      { id: invoice.id },
    );
    expect(log.map((l) => [l.action, l.from_text, l.to_text])).toEqual([
      ['issue', '待开票', '已开票'],
      ['push_failed', '已开票', '推送失败'],
      ['resend', '推送失败', '已开票'],
      ['push_failed', '已开票', '推送失败'],
      ['void', '推送失败', '已作废'],
    ]);
    expect((await as('pingan_admin', companyGetInvoiceLog, { id: invoice.id })).status).toBe(404);

    const again = await ok<{ id: number }>(
      'enterprise',
      invoiceApply,
      electronic(sn, titleId, 'good@example.com'),
    );
    expect(
      await ok('xinda_admin', companyIssueInvoice, {
        id: again.id,
        invoice_no: '24320000000000000005',
        file: await uploadPdf('xinda_admin'),
      }),
    ).toMatchObject({ status: 1, push_error: null });
    expect(await outbox('good@example.com')).toHaveLength(1);
    const list = await ok<{ list: Array<{ id: number; status: number }> }>(
      'enterprise',
      invoiceGetList,
      { keyword: sn },
    );
    expect(list.list.map((r) => [r.id, r.status])).toEqual([
      [again.id, 1],
      [invoice.id, 3],
    ]);
  });

  it('marks a paper invoice sent with courier and tracking number; nothing to push', async () => {
    const sn = await paidOrder();
    const address = await addAddress();
    const invoice = await ok<{ id: number }>('enterprise', invoiceApply, {
      order_sn: sn,
      kind: 'normal',
      medium: 'paper',
      title_id: titleId,
      address_id: address.id,
    });
    const sent = await ok('xinda_admin', companyIssueInvoice, {
      id: invoice.id,
      invoice_no: '24320000000000000006',
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(sent).toMatchObject({
      status: 1,
      file_url: null,
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
      actions: ['void'],
    });
    expect((await inboxOf('invoice_issued', sn))[0]?.content).toContain('快递单号：SF1234567890');
    expect(await as('xinda_admin', companyResendInvoice, { id: invoice.id })).toMatchObject({
      status: 409,
      msg: '纸质发票无需推送',
    });
  });

  it('voids a pending request too, and refuses to issue an order that went into refund', async () => {
    const { sn, invoice } = await pending();
    await ok('enterprise', requestRefund, { order_sn: sn, reason: '项目取消，申请退款' });
    expect(
      await as('xinda_admin', companyIssueInvoice, {
        id: invoice.id,
        invoice_no: '24320000000000000007',
        file: await uploadPdf('xinda_admin'),
      }),
    ).toMatchObject({ status: 409, msg: '该订单已申请退款或已退款，不能开票，请作废该开票申请' });
    expect(
      await ok('xinda_admin', companyVoidInvoice, { id: invoice.id, reason: '订单退款' }),
    ).toMatchObject({ status: 3 });
  });

  it('shows each company only its own orders’ invoices, and needs the fapiao permission', async () => {
    const { invoice } = await pending('pingan@example.com', { companyName: PINGAN });
    const x = await ok<{ list: Array<{ id: number }> }>('xinda_admin', companyGetInvoiceList, {
      limit: 100,
    });
    expect(x.list.some((r) => r.id === invoice.id)).toBe(false);
    for (const endpoint of [companyGetInvoiceDetail, companyResendInvoice])
      expect((await as('xinda_admin', endpoint, { id: invoice.id })).status).toBe(404);
    expect(
      (
        await as('xinda_admin', companyIssueInvoice, {
          id: invoice.id,
          invoice_no: '24320000000000000008',
          file: await uploadPdf('xinda_admin'),
        })
      ).status,
    ).toBe(404);
    expect(
      (await as('xinda_admin', companyVoidInvoice, { id: invoice.id, reason: '不是我的' })).status,
    ).toBe(404);
    const y = await ok<{ list: Array<{ id: number; enterprise_name: string }> }>(
      'pingan_admin',
      companyGetInvoiceList,
      { status: 0 },
    );
    expect(y.list.map((r) => r.id)).toContain(invoice.id);
    expect(await as('xinda_notice', companyGetInvoiceList)).toMatchObject({
      status: 403,
      code: -2,
    });
    expect(
      await as('xinda_notice', companyVoidInvoice, { id: invoice.id, reason: '没有权限' }),
    ).toMatchObject({ status: 403, code: -2 });
  });

  it('the desk is fapiao’s, not dingdan’s: a reviewer is refused, an account with only fapiao works it', async () => {
    const { sn, invoice } = await pending('desk@example.com');
    for (const [endpoint, fields] of [
      [companyGetInvoiceList, {}],
      [companyGetInvoiceDetail, { id: invoice.id }],
      [companyVoidInvoice, { id: invoice.id, reason: '没有权限' }],
    ] as const)
      expect(await as('xinda_review', endpoint, fields), endpoint.id).toMatchObject({
        status: 403,
        code: -2,
        msg: '没有权限执行此操作',
      });
    const { companyId } = await companyAccountRow('xinda_admin');
    const desk = await addCompanyAccount(t.database.db, companyId, 'fapiao');
    tokens.desk = await companyToken(t.app, desk.account);
    const listed = await ok<{ list: Array<{ id: number; actions: string[] }> }>(
      'desk',
      companyGetInvoiceList,
      { status: 0, keyword: sn },
    );
    expect(listed.list.map((r) => [r.id, r.actions])).toEqual([[invoice.id, ['issue', 'void']]]);
    expect(
      await ok('desk', companyVoidInvoice, { id: invoice.id, reason: '开票信息有误' }),
    ).toMatchObject({ status: 3 });
  });
});

describe('the sandbox mail outbox', () => {
  it('is not registered in production mode', async () => {
    const prod = await createTestApp({
      config: {
        NODE_ENV: 'production',
        SANDBOX_PROVIDERS: 'true',
        ESIGN_SANDBOX_SECRET: 'a-production-secret-0123456789',
        FILE_URL_SECRET: 'a-production-file-url-secret-0123456789',
      },
    });
    try {
      expect(
        (await prod.app.inject({ method: 'GET', url: '/api/sandbox/mail?to=finance@example.com' }))
          .statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

// 江西 after issue, end to end on the database: the platform's calls signed and posted over HTTP,
// our pushes taken by a fake platform (jiangxi-fake-platform.ts). 3.6 answers a letter with the
// product fields 3.1 sent (read back from the message log); a claim (3.14) keeps its
// attachments typed by 4.3's codes for the claims desk; an invoice asked for by 3.17 and issued on
// the desk goes out as 3.18, and once the order is refunded the desk's void reverses it in full
// (冲红) with the red-letter invoice, which goes out as 3.19 with a link to the red invoice.
import {
  companyGetClaimDetail,
  companyGetClaimList,
  companyIssueInvoice,
  companyVoidInvoice,
  OrderStatus,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../src/db/schema';
import { callEndpoint, companyToken } from './company-session';
import { startFakeJiangxiPlatform, type FakeJiangxiPlatform } from './jiangxi-fake-platform';
import { CREDIT, CREDIT_2, GOOD_PAYLOADS } from './jiangxi-payloads';
import {
  addJiangxiPlatform,
  approvedApplication,
  callUs,
  payOnPlatform,
  platformOrderRow,
  refundOnPlatform,
  revokeOnPlatform,
} from './jiangxi-platform';
import { issue } from './letter-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, upload } from './upload-helpers';

const CODE = 'jx-after';
const PRODUCT = 'P-AFTER';

let t: TestApp;
let fake: FakeJiangxiPlatform;
let desk: string;

beforeAll(async () => {
  fake = await startFakeJiangxiPlatform();
  t = await createTestApp();
  desk = await companyToken(t.app, 'xinda_admin');
  await addJiangxiPlatform(t, CODE, { baseUrl: fake.url, productNo: PRODUCT });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An application approved and paid to the platform's cashier: 3 出函中. */
async function paid(orderNo: string) {
  const order = await approvedApplication(t, desk, CODE, orderNo, PRODUCT);
  const answer = await payOnPlatform(t, CODE, orderNo, order.premium, `T-${orderNo}`);
  expect(answer.code).toBe(0);
  return platformOrderRow(t, CODE, orderNo);
}

/** The console's call as 江苏信达's admin: its data, or the error answer. */
async function onDesk<T>(endpoint: Parameters<typeof callEndpoint>[1], body: object) {
  const res = await callEndpoint(t.app, endpoint, desk, body as Record<string, string>);
  return { status: res.statusCode, ...(res.json() as { msg: string; data: T }) };
}

async function uploadPdf(name: string) {
  const res = await upload(t.app, { name, bytes: samplePdf(), scene: 'other', token: desk });
  return (res.json() as { data: { url: string } }).data.url;
}

describe('after issue', () => {
  it('3.6 queryInfo answers the letter with the product fields 3.1 sent', async () => {
    const order = await paid('AF-Q1');
    await issue(t, order.sn);
    const letter = (await uploadPdf('保函.pdf')).split('?')[0]!;
    await t.database.db.update(orders).set({ letterUrl: letter }).where(eq(orders.id, order.id));
    const { letterNo } = await platformOrderRow(t, CODE, 'AF-Q1');
    const answer = await callUs(t, CODE, 'lg/queryInfo', { elogNo: letterNo });
    expect(answer).toMatchObject({
      code: 0,
      data: {
        orderNo: 'AF-Q1',
        elogNo: letterNo,
        productNo: PRODUCT,
        productType: 2,
        productRate: '0.005000',
        elogAmount: order.premium,
      },
    });
  });

  it('3.14 applyClaim keeps each attachment under its name and 4.3 type for the claims desk', async () => {
    const order = await paid('AF-C1');
    await issue(t, order.sn);
    const { letterNo } = await platformOrderRow(t, CODE, 'AF-C1');
    const claim = {
      ...GOOD_PAYLOADS['lg/applyClaim'],
      orderNo: 'AF-C1',
      applyNo: 'CL-AF-C1',
      elogNo: letterNo,
      insuredCreditCode: CREDIT_2,
      claimAmount: '20000.00',
      attachInfo: [
        { attachType: '717', attachName: '索赔函.pdf', attachUrl: 'https://jx.example/c.pdf' },
        { attachType: '718', attachName: '拒签证明.pdf', attachUrl: 'https://jx.example/d.pdf' },
        { attachName: '补充说明.pdf', attachUrl: 'https://jx.example/e.pdf' },
      ],
    };
    expect(await callUs(t, CODE, 'lg/applyClaim', claim)).toMatchObject({ code: 0 });

    const list = await onDesk<{ list: { id: number; order_sn: string }[] }>(companyGetClaimList, {
      status: 0,
    });
    const { id } = list.data.list.find((c) => c.order_sn === order.sn)!;
    const detail = await onDesk<{ source: string; amount: string; attachments: unknown[] }>(
      companyGetClaimDetail,
      { id },
    );
    expect(detail.data).toMatchObject({ source: 'platform', amount: '20000.00' });
    expect(detail.data.attachments).toEqual([
      { url: 'https://jx.example/c.pdf', name: '索赔函.pdf', type: '索赔申请书' },
      { url: 'https://jx.example/d.pdf', name: '拒签证明.pdf', type: '违约事实证明' },
      { url: 'https://jx.example/e.pdf', name: '补充说明.pdf', type: '其他文件' },
    ]);
  });
});

describe('3.17-3.19 invoices', () => {
  it('issued goes out as 3.18; reversed after the refund (冲红) as 3.19 with the red invoice', async () => {
    const order = await paid('AF-I1');
    const request = {
      applyNo: 'INV-AF-I1',
      invoiceTotalAmount: order.premium,
      invoiceType: 'A1',
      invoiceTileType: 'B1',
      invoiceTile: order.enterpriseName,
      taxNo: CREDIT,
      applicantEmail: 'caiwu@example.cn',
      orderList: [{ orderNo: 'AF-I1', orderPayAmount: order.premium }],
    };
    expect(await callUs(t, CODE, 'lg/applyInvoice', request)).toMatchObject({ code: 0 });
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id));
    const issued = await onDesk(companyIssueInvoice, {
      id: invoice!.id,
      invoice_no: '26362000000000000001',
      file: await uploadPdf('发票.pdf'),
    });
    expect(issued.status, issued.msg).toBe(200);
    expect(await fake.pushed('invoicePush', 'applyNo', 'INV-AF-I1')).toMatchObject({
      auditStatus: 2,
      invoiceTotalAmount: order.premium,
      invoiceList: [expect.objectContaining({ invoiceNo: '26362000000000000001' })],
    });

    // The bidder withdraws the paid order; the platform refunds the premium.
    expect((await revokeOnPlatform(t, CODE, 'AF-I1')).code).toBe(0);
    const refund = {
      orderNo: 'AF-I1',
      amount: order.premium,
      payTransNo: 'T-AF-I1',
      refundTransNo: 'R-AF-I1',
    };
    expect((await refundOnPlatform(t, CODE, refund)).code).toBe(0);
    expect((await platformOrderRow(t, CODE, 'AF-I1')).status).toBe(OrderStatus.REFUNDED);

    const voided = await onDesk<{ status: number; red_letter: unknown }>(companyVoidInvoice, {
      id: invoice!.id,
      reason: '订单已撤单退费，全额冲红',
      red_invoice_no: '26362000000000000002',
      red_file: await uploadPdf('红字发票.pdf'),
    });
    expect(voided.status, voided.msg).toBe(200);
    expect(voided.data).toMatchObject({
      status: 3,
      red_letter: { invoice_no: '26362000000000000002', amount: order.premium },
    });

    const writeBack = await fake.pushed(
      'invoiceWriteBackPush',
      'invoiceNo',
      '26362000000000000001',
    );
    expect(writeBack).toEqual({
      invoiceNo: '26362000000000000001',
      invoiceAmount: order.premium,
      writeBackType: 2,
      writeBackAmount: order.premium,
      writeBackTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      writeBackDownloadUrl: expect.stringMatching(/^https?:\/\//),
      writeBackFileName: '26362000000000000002.pdf',
      orderList: [{ orderNo: 'AF-I1', orderInvoiceAmount: order.premium }],
    });
    // The platform (and the bidder) download the red invoice by the link.
    const link = new URL(writeBack.writeBackDownloadUrl as string);
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect([file.statusCode, file.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
  });
});

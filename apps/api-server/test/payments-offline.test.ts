// The pay step seen by the enterprise, through HTTP: pay info with the guarantor's transfer
// account, the offline transfer voucher (only the enterprise's own upload, only while the order
// waits for payment), the guarantor's confirmation settling it, and the pay log.
import {
  addPayImage,
  companyHandleLetterStatus,
  getPayInfo,
  getQueryPayLog,
  storedFilePath,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAY_ACCOUNT } from '../src/areas/payments/pay-accounts';
import { advanceOrder, createOrder, orderAt, PINGAN } from './company-order-fixtures';
import { addCompany, companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import {
  notification,
  openid,
  orderRow,
  orderStatus,
  payableOrder,
  payLogRows,
  postNotification,
  uploadVoucher,
} from './payments-helpers';
import { callEndpoint } from './session-client';
import { createTestApp, type TestApp } from './test-app';
import { sampleDocx, samplePdf, upload } from './upload-helpers';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, '13800000001');
  otherToken = await tokenFor(t.app, '13800000006');
});
afterAll(() => t.close());

const voucher = (uploader: string | undefined) => uploadVoucher(t, uploader);

describe('getPayInfo', () => {
  it('shows the premium, the subject and the guarantor’s transfer account', async () => {
    const sn = await payableOrder(t, { companyName: PINGAN });
    const order = await orderRow(t, sn);
    const res = await callEndpoint(t.app, getPayInfo, token, { order_sn: sn });
    expect(res.json().data).toEqual({
      order_sn: sn,
      amount: order.premium,
      subject: `投标保函保费（${order.projectName.slice(0, 30)}）`,
      bank: {
        account_name: '中国平安财产保险股份有限公司江苏分公司',
        account_no: '15000098765432',
        bank_name: '平安银行苏州分行营业部',
      },
      wechat: null,
      online_pay: 1,
      checkout_methods: ['wechat_native', 'wechat_h5', 'alipay_page', 'alipay_wap'],
    });
  });

  it('refuses orders not waiting for payment, other enterprises’ orders, and a guarantor without an account', async () => {
    const signed = await orderAt(t, 1);
    const res = await callEndpoint(t.app, getPayInfo, token, { order_sn: signed });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('订单当前状态为「待审核」，无需支付');
    expect(
      (await callEndpoint(t.app, getPayInfo, otherToken, { order_sn: await payableOrder(t) }))
        .statusCode,
    ).toBe(404);

    const { company } = await addCompany(t.database.db);
    const { sn } = await createOrder(t, { companyName: company.name });
    await advanceOrder(t, sn, 2);
    const none = await callEndpoint(t.app, getPayInfo, token, { order_sn: sn });
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe(NO_PAY_ACCOUNT);
  });
});

describe('addPayImage', () => {
  it('keeps the enterprise’s own voucher on the order with one pending offline attempt; the guarantor’s confirmation settles it', async () => {
    const sn = await payableOrder(t);
    const first = await voucher(token);
    expect(
      (await callEndpoint(t.app, addPayImage, token, { order_sn: sn, image: first })).json(),
    ).toEqual({ code: 1, msg: '', data: null });
    const pdf = await uploadVoucher(t, token, samplePdf(), 'voucher.pdf');
    expect(
      (await callEndpoint(t.app, addPayImage, token, { order_sn: sn, image: pdf })).json().code,
    ).toBe(1);
    // Sent as the upload answered (a signed link); the order keeps the file's path.
    expect((await orderRow(t, sn)).payImage).toBe(storedFilePath(pdf));
    const order = await orderRow(t, sn);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status, l.amount, l.note])).toEqual([
      ['offline', 'pending', order.premium, `转账凭证：${storedFilePath(pdf)}`],
    ]);

    const confirmed = await callEndpoint(
      t.app,
      companyHandleLetterStatus,
      await companyToken(t.app, 'xinda_admin'),
      { order_sn: sn, action: 'confirm_payment' },
    );
    expect(confirmed.json().code).toBe(1);
    expect(await orderStatus(t, sn)).toBe(3);
    expect((await payLogRows(t, sn)).map((l) => [l.channel, l.status])).toEqual([
      ['offline', 'paid'],
    ]);
  });

  it('refuses another enterprise’s upload, an anonymous upload, an unknown path and a non-voucher file', async () => {
    const sn = await payableOrder(t);
    const foreign = await voucher(otherToken);
    const anonymous = await voucher(undefined);
    const docx = (
      await upload(t.app, { name: 'voucher.docx', bytes: sampleDocx(), scene: 'other', token })
    ).json().data.url as string;
    expect(storedFilePath(docx)).toMatch(/\.docx$/);
    for (const image of [foreign, anonymous, '/uploads/2026/01/none.png', docx]) {
      const res = await callEndpoint(t.app, addPayImage, token, { order_sn: sn, image });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields.image).toBe('转账凭证无效，请重新上传（JPG、PNG 或 PDF）');
    }
    expect((await orderRow(t, sn)).payImage).toBeNull();
    expect(await payLogRows(t, sn)).toEqual([]);
  });

  it('refuses another enterprise’s order and an order already paid', async () => {
    const sn = await payableOrder(t);
    expect(
      (
        await callEndpoint(t.app, addPayImage, otherToken, {
          order_sn: sn,
          image: await voucher(otherToken),
        })
      ).statusCode,
    ).toBe(404);
    expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
    const late = await callEndpoint(t.app, addPayImage, token, {
      order_sn: sn,
      image: await voucher(token),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('订单当前状态为「出函中」，无需支付');
  });
});

describe('getQueryPayLog', () => {
  it('lists the order’s attempts oldest first, to its enterprise only', async () => {
    const sn = await payableOrder(t);
    expect((await openid(t, sn, token)).json().code).toBe(1);
    const failed = await notification(t, sn, { status: 'CLOSED' });
    await postNotification(t, failed);
    await callEndpoint(t.app, addPayImage, token, { order_sn: sn, image: await voucher(token) });
    const res = await callEndpoint(t.app, getQueryPayLog, token, { order_sn: sn });
    const premium = (await orderRow(t, sn)).premium;
    expect(
      res
        .json()
        .data.map((l: Record<string, unknown>) => [
          l.order_sn,
          l.channel,
          l.status,
          l.trade_no,
          l.amount,
        ]),
    ).toEqual([
      [sn, 'sun', 'failed', failed.trade_no, premium],
      [sn, 'offline', 'pending', null, premium],
    ]);
    expect(res.json().data[0].create_time).toBeGreaterThan(1_700_000_000);
    expect(
      (await callEndpoint(t.app, getQueryPayLog, otherToken, { order_sn: sn })).statusCode,
    ).toBe(404);
  });
});

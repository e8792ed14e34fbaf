// The guarantor's desk for paper letters (纸质投标保函) through HTTP against the database: the
// printable copy (letterSign / reLetterSign run the paper table's print_letter / re_print_letter:
// marked 纸质保函, ZZBH number kept, no electronic seal), confirming an offline payment (2 → 10),
// mailing the original (10 → 11: courier, tracking number, date rules; in force from then on, at
// /verify too), voiding (11 / 12 → 6, never 10), refunds (8 → 9 / 8 → 10), every forbidden move,
// the 待出函 stage permission, company X against company Y's orders, and two desks racing.
import {
  companyGetOrderDetail,
  companyGetOrderLog,
  companyMailLetter,
  paperAddPayImage,
  paperConfirmReceipt,
  paperRefundOrder,
  storedFilePath,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_IMAGE_MISSING } from '../src/areas/company-orders/letter-status';
import { MAILED_IN_FUTURE, mailedBeforePayment } from '../src/areas/company-orders/mail-letter';
import { DRAWN_SEAL_CAPTION } from '../src/areas/issuing/letter-seal';
import { LETTER_ALREADY_PRINTED, LETTER_NOT_PRINTED } from '../src/areas/issuing/seal-letter';
import { ORDER_STATE_CHANGED } from '../src/areas/orders/order-machine';
import { ensureCompanyAccounts, messages, orders } from '../src/db/schema';
import { pdfLetterReader } from '../src/signing/pdf-signature-reader';
import { deskCalls } from './desk-calls';
import { logInAccounts, orderAt, PINGAN } from './company-order-fixtures';
import { orderLogRows, orderRow } from './order-fixtures';
import { paperOrderAt, RECEIVER, typeCounts } from './paper-desk-fixtures';
import { payLogRows, uploadVoucher } from './payments-helpers';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';
import { samplePng } from './upload-helpers';
import { todayInChina } from '../src/time/china-time';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { PORTAL_PUBLIC_URL: 'https://portal.example.cn' } });
  tokens = await logInAccounts(t, {
    enterprises: ['13800000001'],
    companies: ['xinda_admin', 'xinda_review', 'pingan_admin'],
  });
});
afterAll(() => t.close());

const {
  as,
  makeLetter: print,
  remakeLetter,
  letterStatus,
  refund,
  verify,
} = deskCalls(() => ({ t, tokens }));
const reprint = (sn: string, reason = '收件信息更正后重新打印', who?: string) =>
  remakeLetter(sn, reason, who);

const shiftDay = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = () => todayInChina();
const mailForm = (sn: string, overrides: Record<string, string> = {}) => ({
  order_sn: sn,
  courier_company: '顺丰速运',
  tracking_no: 'SF1234567890',
  mailed_on: today(),
  ...overrides,
});
const mail = (sn: string, overrides: Record<string, string> = {}, who = 'xinda_admin') =>
  as(who, companyMailLetter, mailForm(sn, overrides));

/** A paid paper order with its printable copy (10 → 10 print_letter). */
async function printedOrder(options = {}) {
  const sn = await paperOrderAt(t, 10, options);
  expect((await print(sn)).statusCode).toBe(200);
  return sn;
}

/** A paper letter mailed today (at 11). */
async function mailedOrder() {
  const sn = await printedOrder();
  expect((await mail(sn)).statusCode).toBe(200);
  return sn;
}

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  return res.rawPayload;
}

const accountIdOf = async (account: string) =>
  (
    await t.database.db
      .select()
      .from(ensureCompanyAccounts)
      .where(eq(ensureCompanyAccounts.account, account))
  )[0]!.id;

const inbox = (sn: string, kind: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.orderSn, sn), eq(messages.kind, kind)));

describe('the printable copy (letterSign / reLetterSign on a paper order)', () => {
  it('prints the letter: same generator, marked 纸质保函 with its ZZBH number and QR link, no seal', async () => {
    const sn = await paperOrderAt(t, 10);
    const res = await print(sn);
    expect(res.statusCode).toBe(200);
    const { letter_url, digest } = res.json().data;
    const order = await orderRow(t, sn);
    expect(order).toMatchObject({
      status: 10,
      letterDigest: digest,
      letterUrl: storedFilePath(letter_url),
    });
    expect(order.letterNo).toMatch(/^ZZBH\d{16}$/);

    const bytes = await download(letter_url);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`投标保函（纸质保函） ${order.letterNo}`);
    expect(pdf.getKeywords()).toContain(
      `https://portal.example.cn/verify?letter_no=${order.letterNo}`,
    );
    // Signed digitally like an e-letter (docs/letters.md, "Signatures and certificates").
    expect(await pdfLetterReader.read(bytes)).toMatchObject({
      signed: true,
      intact: true,
      letterNo: order.letterNo,
    });
    const text = await pdfText(bytes);
    expect(text).toContain('（纸质保函）');
    expect(text).toContain(`保函编号：${order.letterNo}`);
    expect(text).toContain('本保函为纸质保函，以加盖担保人印章的原件为准');
    expect(text).toContain('担保人（盖章）：江苏信达融资担保有限公司');
    // Sealed by hand on the printout: neither a drawn seal (its caption) nor an image.
    expect(text).not.toContain(DRAWN_SEAL_CAPTION);
    expect(text).not.toContain('保函专用章');
    expect(text).not.toContain('本保函为电子保函');

    const log = (await as('xinda_admin', companyGetOrderLog, { order_sn: sn })).json().data;
    expect(log.at(-1)).toMatchObject({
      from_status: 10,
      to_status: 10,
      note: '生成打印件',
      operator_name: '信达管理员',
    });
  });

  it('an e-letter still gets its electronic seal and TBBH number (the type chooses)', async () => {
    const sn = await orderAt(t, 3);
    const res = await print(sn);
    expect(res.statusCode).toBe(200);
    const order = await orderRow(t, sn);
    expect(order.letterNo).toMatch(/^TBBH\d{16}$/);
    const text = await pdfText(await download(res.json().data.letter_url));
    expect(text).toContain(DRAWN_SEAL_CAPTION);
    expect(text).not.toContain('纸质保函');
    expect((await orderLogRows(t, sn, 'sign_letter')).length).toBe(1);
  });

  it('prints once; re-printing needs a reason and a copy, replaces the file and keeps the number', async () => {
    const sn = await paperOrderAt(t, 10);
    const early = await reprint(sn);
    expect([early.statusCode, early.json().msg]).toEqual([409, LETTER_NOT_PRINTED]);
    const first = (await print(sn)).json().data;
    const { letterNo } = await orderRow(t, sn);
    const again = await print(sn);
    expect([again.statusCode, again.json().msg]).toEqual([409, LETTER_ALREADY_PRINTED]);
    const bare = await reprint(sn, ' ');
    expect([bare.statusCode, bare.json().data.fields.reason]).toEqual([400, '请填写重新签章原因']);

    const res = await reprint(sn, '项目名称更正');
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.letter_url).not.toBe(first.letter_url);
    expect(await orderRow(t, sn)).toMatchObject({
      letterNo,
      letterUrl: storedFilePath(second.letter_url),
      letterDigest: second.digest,
      status: 10,
    });
    expect((await t.app.inject({ method: 'GET', url: first.letter_url })).statusCode).toBe(404);
    expect((await orderLogRows(t, sn, 're_print_letter')).map((r) => r.note)).toEqual([
      '重新生成打印件：项目名称更正',
    ]);
  });

  it('is refused before payment and after mailing', async () => {
    const unpaid = await paperOrderAt(t, 2);
    const res = await print(unpaid);
    expect([res.statusCode, res.json().msg]).toEqual([
      409,
      '订单当前状态为「待支付」，不能执行「生成打印件」',
    ]);
    expect((await orderRow(t, unpaid)).letterNo).toBeNull();
    const mailed = await mailedOrder();
    const late = await reprint(mailed);
    expect([late.statusCode, late.json().msg]).toEqual([
      409,
      '订单当前状态为「已寄出」，不能执行「重新生成打印件」',
    ]);
  });
});

describe('confirm_payment on a paper order (2 → 10)', () => {
  it('needs the voucher, then moves to 待寄送 with the offline payment settled', async () => {
    const sn = await paperOrderAt(t, 2);
    const missing = await letterStatus(sn, 'confirm_payment');
    expect([missing.statusCode, missing.json().msg]).toEqual([409, PAY_IMAGE_MISSING]);
    const voucher = await uploadVoucher(t, tokens['13800000001'], samplePng(sn));
    const added = await as('13800000001', paperAddPayImage, { order_sn: sn, image: voucher });
    expect(added.json().code, added.body).toBe(1);
    const res = await letterStatus(sn, 'confirm_payment', '已到账');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 10,
      status_text: '待寄送',
      pay_method: 'offline',
      actions: ['print_letter'],
    });
    expect((await payLogRows(t, sn)).map((r) => [r.channel, r.status])).toEqual([
      ['offline', 'paid'],
    ]);
    const [message] = await inbox(sn, 'order_paid');
    expect(message?.content).toContain('将尽快寄出保函原件');
  });
});

describe('messages of a paper order', () => {
  it('a payment tells the desk that mails (待出函), in words of the paper letter', async () => {
    const sn = await paperOrderAt(t, 10);
    const told = await inbox(sn, 'order_paid');
    const companySide = told.filter((m) => m.recipientType === 'ensure_company');
    const ids = await Promise.all(['xinda_admin', 'xinda_review'].map(accountIdOf));
    expect(companySide.map((m) => m.recipientId)).toContain(ids[0]);
    expect(companySide.map((m) => m.recipientId)).not.toContain(ids[1]);
    expect(companySide[0]!.content).toContain('纸质投标保函');
    expect(companySide[0]!.content).toContain('请生成打印件、盖章后寄出保函原件');
    const enterpriseSide = told.find((m) => m.recipientType === 'enterprise');
    expect(enterpriseSide!.content).toContain('将尽快寄出保函原件');
  });
});

describe('mailLetter (10 → 11)', () => {
  it('records courier, tracking number and date; the letter is in force from the mailing date', async () => {
    const sn = await printedOrder();
    const res = await mail(sn, { courier_company: ' 中国邮政EMS ', tracking_no: 'EA123456789CN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 11,
      status_text: '已寄出',
      delivery: {
        receiver_name: RECEIVER.receiverName,
        receiver_mobile: RECEIVER.receiverMobile,
        receiver_address: RECEIVER.receiverAddress,
        courier_company: '中国邮政EMS',
        tracking_no: 'EA123456789CN',
        mailed_on: today(),
        received_time: null,
      },
      valid_from: today(),
      actions: ['void'],
    });
    const order = await orderRow(t, sn);
    expect(order.issuedAt).not.toBeNull();
    expect(order.validTo).not.toBeNull();
    expect(
      (await orderLogRows(t, sn, 'mail')).map((r) => [
        r.fromStatus,
        r.toStatus,
        r.note,
        r.operatorName,
      ]),
    ).toEqual([[10, 11, '寄出保函：中国邮政EMS，单号 EA123456789CN', '信达管理员']]);

    // The enterprise is told where its original is.
    const [message] = await inbox(sn, 'letter_mailed');
    expect(message).toMatchObject({ recipientType: 'enterprise', title: '保函原件已寄出' });
    expect(message!.content).toContain('纸质投标保函原件');
    expect(message!.content).toContain('快递公司：中国邮政EMS，快递单号：EA123456789CN');

    const verified = (await verify(order.letterNo!.toLowerCase())).json().data;
    expect(verified).toMatchObject({
      genuine: true,
      valid: true,
      status_text: '有效',
      letter_type_text: '纸质投标保函',
      valid_from: today(),
      // The number alone: the summary, never the file (docs/letters.md).
      letter_url: null,
    });
  });

  it('a date in the past (after the payment) is kept as the first day in force', async () => {
    const sn = await printedOrder();
    const paidOn = shiftDay(today(), -3);
    await t.database.db
      .update(orders)
      .set({ payTime: new Date(`${paidOn}T02:00:00Z`) })
      .where(eq(orders.sn, sn));
    const res = await mail(sn, { mailed_on: paidOn });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valid_from: paidOn, delivery: { mailed_on: paidOn } });
  });

  it('refuses a date in the future or before the payment, naming the date field', async () => {
    const sn = await printedOrder();
    const future = await mail(sn, { mailed_on: shiftDay(today(), 1) });
    expect([future.statusCode, future.json().data.fields.mailed_on]).toEqual([
      400,
      MAILED_IN_FUTURE,
    ]);
    const early = await mail(sn, { mailed_on: shiftDay(today(), -1) });
    expect([early.statusCode, early.json().data.fields.mailed_on]).toEqual([
      400,
      mailedBeforePayment(today()),
    ]);
    expect(await orderRow(t, sn)).toMatchObject({ status: 10, trackingNo: null, mailedOn: null });
  });

  it('refuses bad courier fields with Chinese messages naming them', async () => {
    const sn = await printedOrder();
    const res = await mail(sn, { courier_company: ' ', tracking_no: '单号' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      courier_company: '请输入快递公司',
      tracking_no: '请输入正确的快递单号（6-40 位字母、数字或短横线）',
    });
  });

  it('is refused without the printable copy, before payment, twice, and on an e-letter', async () => {
    const unprinted = await paperOrderAt(t, 10);
    const noCopy = await mail(unprinted);
    expect([noCopy.statusCode, noCopy.json().msg]).toEqual([409, LETTER_NOT_PRINTED]);
    const unpaid = await paperOrderAt(t, 2);
    const early = await mail(unpaid);
    expect([early.statusCode, early.json().msg]).toEqual([
      409,
      '订单当前状态为「待支付」，不能执行「寄出保函」',
    ]);
    const mailed = await mailedOrder();
    const again = await mail(mailed, { tracking_no: 'SF0000000001' });
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      '订单当前状态为「已寄出」，不能执行「寄出保函」',
    ]);
    expect((await orderRow(t, mailed)).trackingNo).toBe('SF1234567890');

    const eLetter = await orderAt(t, 3);
    await print(eLetter);
    const wrongType = await mail(eLetter);
    expect([wrongType.statusCode, wrongType.json().msg]).toEqual([
      409,
      '投标电子保函订单不能执行「寄出保函」',
    ]);
    expect((await orderRow(t, eLetter)).status).toBe(3);
  });

  it('two mailings at once: one wins, the other is 409, one log row', async () => {
    const sn = await printedOrder();
    const results = await Promise.all([
      mail(sn, { tracking_no: 'SF1111111111' }),
      mail(sn, { tracking_no: 'SF2222222222' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!.json().msg;
    expect([ORDER_STATE_CHANGED, '订单当前状态为「已寄出」，不能执行「寄出保函」']).toContain(
      loser,
    );
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    expect((await orderRow(t, sn)).trackingNo).toBe(winner.delivery.tracking_no);
    expect(await orderLogRows(t, sn, 'mail')).toHaveLength(1);
    // One mailing told (each of the enterprise's accounts gets its copy): the winner's tracking number only.
    const told = await inbox(sn, 'letter_mailed');
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((m) => m.content.includes(winner.delivery.tracking_no))).toBe(true);
  });
});

describe('handleLetterStatus on paper orders', () => {
  it('issue is no paper action (409 type)', async () => {
    const sn = await printedOrder();
    const res = await letterStatus(sn, 'issue');
    expect([res.statusCode, res.json().msg]).toEqual([409, '纸质投标保函订单不能执行「出函」']);
  });

  it('void: never at 待寄送; from 已寄出 and from 已签收 to 已作废, verification follows', async () => {
    const toMail = await printedOrder();
    const early = await letterStatus(toMail, 'void', '投标人撤回投标');
    expect([early.statusCode, early.json().msg]).toEqual([
      409,
      '订单当前状态为「待寄送」，不能执行「作废」',
    ]);

    const mailed = await mailedOrder();
    const bare = await letterStatus(mailed, 'void', ' ');
    expect([bare.statusCode, bare.json().data.fields.note]).toEqual([
      400,
      '请填写作废原因（至少 2 个字）',
    ]);
    const voided = await letterStatus(mailed, 'void', '投标人撤回投标');
    expect(voided.json().data).toMatchObject({ status: 6, status_text: '已作废', actions: [] });
    const { letterNo } = await orderRow(t, mailed);
    expect((await verify(letterNo!)).json().data).toMatchObject({
      genuine: true,
      valid: false,
      status_text: '已作废',
      letter_url: null,
    });

    const received = await mailedOrder();
    const order = await orderRow(t, received);
    const confirmed = await as('13800000001', paperConfirmReceipt, { order_sn: received });
    expect(confirmed.json().data, confirmed.body).toMatchObject({ status: 12 });
    const [receipt] = await inbox(received, 'letter_received');
    expect(receipt).toMatchObject({ recipientType: 'ensure_company', title: '保函原件已签收' });
    expect((await verify(order.letterNo!)).json().data).toMatchObject({
      valid: true,
      status_text: '有效',
    });
    expect((await letterStatus(received, 'void', '原件遗失作废')).json().data).toMatchObject({
      status: 6,
    });
    expect(
      (await orderLogRows(t, received, 'void')).map((r) => [r.fromStatus, r.toStatus]),
    ).toEqual([[12, 6]]);
  });
});

describe('handleRefund on paper orders', () => {
  async function refundRequested() {
    const sn = await printedOrder();
    const asked = await as('13800000001', paperRefundOrder, {
      order_sn: sn,
      reason: '项目已流标，不再需要保函',
    });
    expect(asked.json().data, asked.body).toMatchObject({ status: 8 });
    return sn;
  }

  it('approve: 8 → 9, the offline payment marked refunded; the printed copy never becomes valid', async () => {
    const sn = await refundRequested();
    const res = await refund(sn, 'approve_refund');
    expect(res.json().data).toMatchObject({ status: 9, status_text: '退款成功' });
    expect((await payLogRows(t, sn)).map((r) => r.status)).toEqual(['refunded']);
    const [message] = await inbox(sn, 'refund_approved');
    expect(message!.content).toContain('纸质投标保函退款申请');
    const { letterNo } = await orderRow(t, sn);
    expect((await verify(letterNo!)).json().data).toMatchObject({
      valid: false,
      status_text: '未生效（未出函，保费已退还）',
    });
  });

  it('refuse: needs a reason, then back to 待寄送 where the copy can be mailed', async () => {
    const sn = await refundRequested();
    const bare = await refund(sn, 'refuse_refund');
    expect([bare.statusCode, bare.json().data.fields.reason]).toEqual([
      400,
      '拒绝退款时请填写原因',
    ]);
    const res = await refund(sn, 'refuse_refund', '保函原件已打印盖章');
    expect(res.json().data).toMatchObject({
      status: 10,
      status_text: '待寄送',
      actions: ['re_print_letter', 'mail'],
    });
    const [message] = await inbox(sn, 'refund_refused');
    expect(message!.content).toContain('保函原件将继续寄出');
    expect((await mail(sn)).json().data).toMatchObject({ status: 11 });
  });

  it('two approvals at once: one refund', async () => {
    const sn = await refundRequested();
    const results = await Promise.all([refund(sn, 'approve_refund'), refund(sn, 'approve_refund')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orderLogRows(t, sn, 'approve_refund')).toHaveLength(1);
    expect((await payLogRows(t, sn)).map((r) => r.status)).toEqual(['refunded']);
  });

  it('is refused when no refund was asked for', async () => {
    const sn = await printedOrder();
    const res = await refund(sn, 'approve_refund');
    expect([res.statusCode, res.json().msg]).toEqual([
      409,
      '订单当前状态为「待寄送」，不能执行「同意退款」',
    ]);
  });
});

describe('who may act', () => {
  it('the 待出函 permission: xinda_review (待审核, 已出函) reads the order but may not print, mail, confirm, void or refund', async () => {
    const sn = await printedOrder();
    const detail = await as('xinda_review', companyGetOrderDetail, { order_sn: sn });
    expect(detail.json().data).toMatchObject({
      status: 10,
      actions: [],
      delivery: { receiver_name: RECEIVER.receiverName },
    });
    for (const res of [
      await print(sn, 'xinda_review'),
      await reprint(sn, '重新打印', 'xinda_review'),
      await mail(sn, {}, 'xinda_review'),
      await letterStatus(sn, 'void', '作废原因', 'xinda_review'),
      await refund(sn, 'approve_refund', '', 'xinda_review'),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, -2]);
    expect((await orderRow(t, sn)).status).toBe(10);
  });

  it('company Y (平安) cannot see, print, mail, confirm, void or refund company X’s (信达) paper order', async () => {
    const sn = await printedOrder();
    const before = await orderRow(t, sn);
    const calls = [
      as('pingan_admin', companyGetOrderDetail, { order_sn: sn }),
      print(sn, 'pingan_admin'),
      reprint(sn, '重新打印', 'pingan_admin'),
      mail(sn, {}, 'pingan_admin'),
      letterStatus(sn, 'confirm_payment', '', 'pingan_admin'),
      letterStatus(sn, 'void', '作废原因', 'pingan_admin'),
      refund(sn, 'approve_refund', '', 'pingan_admin'),
    ];
    for (const res of await Promise.all(calls))
      expect([res.statusCode, res.json().msg]).toEqual([404, '订单不存在']);
    expect(await orderRow(t, sn)).toEqual(before);
  });

  it('company Y works its own paper orders', async () => {
    const sn = await paperOrderAt(t, 10, { companyName: PINGAN });
    expect((await print(sn, 'pingan_admin')).statusCode).toBe(200);
    expect((await mail(sn, {}, 'pingan_admin')).json().data).toMatchObject({
      status: 11,
      ensure_company_name: PINGAN,
    });
    expect((await print(sn)).statusCode).toBe(404);
  });
});

describe('counters', () => {
  it('follow a paper order through the desk, by letter type', async () => {
    const sn = await paperOrderAt(t, 10);
    const { ensureCompanyId, enterpriseId } = await orderRow(t, sn);
    const companyBefore = await typeCounts(t, 'c', ensureCompanyId, 'bid_paper');
    const enterpriseBefore = await typeCounts(t, 'e', enterpriseId, 'bid_paper');
    const eLettersBefore = await typeCounts(t, 'c', ensureCompanyId, 'bid_e');
    await print(sn);
    await mail(sn);
    const moved = (counts: Record<number, number>) => ({
      ...counts,
      10: (counts[10] ?? 0) - 1,
      11: (counts[11] ?? 0) + 1,
    });
    const nonZero = (counts: Record<number, number>) =>
      Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));
    expect(await typeCounts(t, 'c', ensureCompanyId, 'bid_paper')).toEqual(
      nonZero(moved(companyBefore)),
    );
    expect(await typeCounts(t, 'e', enterpriseId, 'bid_paper')).toEqual(
      nonZero(moved(enterpriseBefore)),
    );
    expect(await typeCounts(t, 'c', ensureCompanyId, 'bid_e')).toEqual(eLettersBefore);
  });
});

// The guarantor's desk for performance (履约保函) and wage (农民工工资保函) letters through HTTP against
// the database, each test once per type: the stage lists and the order detail with its terms,
// review (approve / reject), confirming an offline payment, sealing (the type's wording: LYBH /
// NMGBH number, beneficiary, contract price, amount in capitals, validity as applied, claims, the
// wage letter's 特别约定), re-sealing, issuing (the applied validity kept; /verify names the type),
// voiding, refunds, the stage permissions, company X against company Y's orders, and one message
// per type naming it.
import {
  companyGetMessageList,
  companyGetOrderDetail,
  companyGetLetterList,
  companyGetOrderList,
  companyHandleLetterStatus,
  companyHandleReviewStatus,
  LETTER_TYPE_TEXT,
  messageGetList,
  performanceRefundOrder,
  storedFilePath,
  workerRefundOrder,
} from '@bht/api-client/contract';
import { formatMoney } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_IMAGE_MISSING } from '../src/areas/company-orders/letter-status';
import { toChineseCapital } from '../src/areas/issuing/chinese-amount';
import { DRAWN_SEAL_CAPTION } from '../src/areas/issuing/letter-seal';
import { LETTER_ALREADY_SEALED } from '../src/areas/issuing/seal-letter';
import { chineseDate } from '../src/areas/issuing/letter-wording';
import { messages, orders } from '../src/db/schema';
import { logInAccounts, PINGAN } from './company-order-fixtures';
import { deskCalls } from './desk-calls';
import {
  contractOrderAt,
  EMPLOYER,
  LABOUR_AUTHORITY,
  type ContractLetterType,
} from './contract-letter-fixtures';
import { orderLogRows, orderRow } from './order-fixtures';
import { payPaperOrder } from './paper-desk-fixtures';
import { payLogRows, uploadVoucher } from './payments-helpers';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

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
  makeLetter: seal,
  remakeLetter,
  letterStatus,
  refund,
  verify,
} = deskCalls(() => ({ t, tokens }));
const review = (sn: string, action: string, reason = '', who = 'xinda_admin') =>
  as(who, companyHandleReviewStatus, { order_sn: sn, action, reason });
const reseal = (sn: string, reason = '受益人地址更正', who?: string) =>
  remakeLetter(sn, reason, who);

const expectOk = (res: { statusCode: number; body: string }) =>
  expect(res.statusCode, res.body).toBe(200);
const expectRefused = (
  res: { statusCode: number; json(): { msg: string } },
  status: number,
  msg: string,
) => expect([res.statusCode, res.json().msg]).toEqual([status, msg]);

/** The PDF's text with every blank removed (wrapped lines drop the blank at a line break). */
const squeeze = (text: string) => text.replace(/\s+/g, '');
async function letterText(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  return {
    pdf: await PDFDocument.load(res.rawPayload),
    text: squeeze(await pdfText(res.rawPayload)),
  };
}

const inbox = (sn: string, kind: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.orderSn, sn), eq(messages.kind, kind)));

/** Whether the console stage lists order `sn` (filtered by the order's number). */
const stageHas = async (stage: string, sn: string) => {
  const res = await as('xinda_admin', companyGetLetterList, {
    stage,
    keyword: sn,
    page: '1',
    page_size: '10',
  });
  expectOk(res);
  return res.json().data.list.some((o: { sn: string }) => o.sn === sn);
};

const TYPES: ContractLetterType[] = ['performance', 'worker'];
const PREFIX = { performance: 'LYBH', worker: 'NMGBH' } as const;
/** The enterprise's refund request of each family. */
const REFUND_REQUEST = { performance: performanceRefundOrder, worker: workerRefundOrder } as const;

/** A paid order of `type`, its letter sealed (3 → 3). */
async function sealedOrder(type: ContractLetterType, options = {}) {
  const sn = await contractOrderAt(t, type, 3, options);
  expectOk(await seal(sn));
  return sn;
}

describe.each(TYPES)('%s orders at the console', (type) => {
  const label = LETTER_TYPE_TEXT[type];

  it('lists them in the stages (also filtered by type) and shows the terms in the detail', async () => {
    const sn = await contractOrderAt(t, type, 1);
    for (const filter of [{}, { type }] as Array<Record<string, string>>) {
      const list = await as('xinda_admin', companyGetOrderList, {
        stage: '待审核',
        page: '1',
        page_size: '50',
        ...filter,
      });
      expectOk(list);
      const row = list.json().data.list.find((o: { sn: string }) => o.sn === sn);
      expect(row).toMatchObject({
        type,
        status: 1,
        bid_bond_amount: (await orderRow(t, sn)).bidBondAmount,
      });
    }
    const other = await as('xinda_admin', companyGetOrderList, {
      stage: '待审核',
      type: 'bid_e',
      page: '1',
      page_size: '50',
    });
    expect(other.json().data.list.map((o: { sn: string }) => o.sn)).not.toContain(sn);

    const detail = (await as('xinda_admin', companyGetOrderDetail, { order_sn: sn })).json().data;
    expect(detail).toMatchObject({
      type,
      status: 1,
      actions: ['approve', 'reject'],
      delivery: null,
    });
    expect(detail.terms).toMatchObject({
      contract_price: '8000000.00',
      beneficiary: type === 'performance' ? EMPLOYER : LABOUR_AUTHORITY,
      wage_share: type === 'worker' ? '2.50' : null,
      wording_request: '',
    });
    expect(detail.valid_from).toBe((await orderRow(t, sn)).validFrom);
    // Company Y does not see it, in its lists or by number.
    expectRefused(
      await as('pingan_admin', companyGetOrderDetail, { order_sn: sn }),
      404,
      '订单不存在',
    );
    const theirs = await as('pingan_admin', companyGetOrderList, {
      stage: '待审核',
      page: '1',
      page_size: '50',
    });
    expect(theirs.json().data.list.map((o: { sn: string }) => o.sn)).not.toContain(sn);
  });

  it('review: approve 1 → 2, reject needs a reason (1 → 5); another company and the wrong stage are refused', async () => {
    const approved = await contractOrderAt(t, type, 1);
    expectRefused(await review(approved, 'approve', '', 'pingan_admin'), 404, '订单不存在');
    expectOk(await review(approved, 'approve', '', 'xinda_review'));
    expect((await orderRow(t, approved)).status).toBe(2);
    const [approvedMessage] = await inbox(approved, 'order_approved');
    expect(approvedMessage!.content).toContain(`您的${label}申请`);

    const rejected = await contractOrderAt(t, type, 1);
    const bare = await review(rejected, 'reject');
    expect([bare.statusCode, bare.json().data.fields.reason]).toEqual([400, '驳回时请填写原因']);
    expectOk(await review(rejected, 'reject', '受益人名称与合同不符'));
    expect(await orderRow(t, rejected)).toMatchObject({
      status: 5,
      rejectReason: '受益人名称与合同不符',
    });
    const [rejectedMessage] = await inbox(rejected, 'order_rejected');
    expect(rejectedMessage!.content).toContain(`驳回了您的${label}申请`);

    // Not at 0 (待签约): the application is still the enterprise's to sign.
    const unsigned = await contractOrderAt(t, type, 0);
    expectRefused(
      await review(unsigned, 'approve'),
      409,
      `订单当前状态为「待签约」，不能执行「审核通过」`,
    );
  });

  it('confirm an offline payment: needs the voucher, 2 → 3, not by another company or stage', async () => {
    const sn = await contractOrderAt(t, type, 2);
    expectRefused(await letterStatus(sn, 'confirm_payment'), 409, PAY_IMAGE_MISSING);
    const voucher = await uploadVoucher(t, tokens['13800000001']);
    await t.database.db
      .update(orders)
      .set({ payImage: storedFilePath(voucher) })
      .where(eq(orders.sn, sn));
    expectRefused(await letterStatus(sn, 'confirm_payment', '', 'pingan_admin'), 404, '订单不存在');
    expect((await letterStatus(sn, 'confirm_payment', '', 'xinda_review')).statusCode).toBe(403);
    const res = await letterStatus(sn, 'confirm_payment');
    expectOk(res);
    expect(res.json().data).toMatchObject({
      status: 3,
      pay_method: 'offline',
      actions: expect.arrayContaining(['sign_letter']),
    });
    const [message] = await inbox(sn, 'order_paid');
    expect(message!.content).toContain('将尽快出函');
  });

  it(`seals the letter in the ${type} wording with its own number prefix and the validity as applied`, async () => {
    const sn = await contractOrderAt(
      t,
      type,
      3,
      type === 'worker'
        ? { terms: { wordingRequest: '受益人可凭人社部门出具的欠薪认定书直接索赔' } }
        : {},
    );
    const before = await orderRow(t, sn);
    const res = await seal(sn);
    expectOk(res);
    const order = await orderRow(t, sn);
    expect(order.letterNo).toMatch(new RegExp(`^${PREFIX[type]}\\d{16}$`));
    // The validity comes from the application: sealing prints it and does not recompute it.
    expect([order.validFrom, order.validTo]).toEqual([before.validFrom, before.validTo]);

    const { pdf, text } = await letterText(res.json().data.letter_url);
    expect(pdf.getTitle()).toBe(`${label} ${order.letterNo}`);
    const says = (s: string) => expect(text).toContain(squeeze(s));
    says(label);
    says(`保函编号：${order.letterNo}`);
    says(
      `人民币（大写）${toChineseCapital(order.bidBondAmount)}（¥${formatMoney(order.bidBondAmount)}）`,
    );
    says(`合同价为人民币（大写）${toChineseCapital('8000000.00')}（¥8,000,000.00）`);
    says(`本保函自 ${chineseDate(order.validFrom!)} 起生效，至 ${chineseDate(order.validTo!)} 止`);
    says(`担保人（盖章）：江苏信达融资担保有限公司`);
    says(DRAWN_SEAL_CAPTION);
    says(`https://portal.example.cn/verify?letter_no=${order.letterNo}`);
    expect(text).not.toContain('投标保函');
    expect(text).not.toContain('开标之日');
    if (type === 'performance') {
      says(`致（受益人）：${EMPLOYER}（统一社会信用代码：91320100MA1XXXXX0Y）`);
      says('发包人地址：测试市建设路 1 号');
      says('以下简称“承包人”');
      says('未履行或未全部履行合同义务');
      says(`申请人（承包人）：${order.enterpriseName}`);
    } else {
      says(`致（受益人）：${LABOUR_AUTHORITY}`);
      says('受益人地址：测试市人民路 88 号');
      says('《保障农民工工资支付条例》');
      says(
        `一、担保金额：合同价的 2.50%，即人民币（大写）${toChineseCapital('200000.00')}（¥200,000.00）`,
      );
      says('拖欠该项目农民工工资');
      says('六、特别约定：受益人可凭人社部门出具的欠薪认定书直接索赔');
      says(`申请人（施工单位）：${order.enterpriseName}`);
    }
  });

  it('seals once; a re-seal needs a reason, keeps the number and the applied validity', async () => {
    const sn = await sealedOrder(type);
    const { letterNo, validFrom, validTo } = await orderRow(t, sn);
    expectRefused(await seal(sn), 409, LETTER_ALREADY_SEALED);
    expect((await reseal(sn, ' ')).statusCode).toBe(400);
    expectOk(await reseal(sn));
    expect(await orderRow(t, sn)).toMatchObject({ letterNo, validFrom, validTo, status: 3 });
    expect((await orderLogRows(t, sn, 're_sign_letter')).map((r) => r.note)).toEqual([
      '重新签章：受益人地址更正',
    ]);
  });

  it('issue keeps the applied validity (valid_from is not the issue date); /verify names the type and shows it valid; void ends it', async () => {
    const from = new Date(Date.now() + 8 * 3600_000 - 2 * 86400_000).toISOString().slice(0, 10);
    const sn = await sealedOrder(type, { terms: { validFrom: from } });
    const { letterNo, validTo } = await orderRow(t, sn);
    const before = (await verify(letterNo!)).json().data;
    expect(before).toMatchObject({
      genuine: true,
      valid: false,
      status_text: '未生效（尚未出函）',
      letter_type_text: label,
      letter_url: null,
    });

    expect((await letterStatus(sn, 'issue', '', 'xinda_review')).statusCode).toBe(403);
    expectRefused(await letterStatus(sn, 'issue', '', 'pingan_admin'), 404, '订单不存在');
    const issued = await letterStatus(sn, 'issue');
    expectOk(issued);
    expect(issued.json().data).toMatchObject({ status: 4, valid_from: from, valid_to: validTo });
    expect((await orderRow(t, sn)).issuedAt).not.toBeNull();
    const [message] = await inbox(sn, 'letter_issued');
    expect(message).toMatchObject({
      title: '保函已出函',
      content: expect.stringContaining(`您的${label}已出函`),
    });

    // The enterprise's inbox names the type and carries it, so the portal opens the right detail.
    const listed = (await as('13800000001', messageGetList, { page: '1', page_size: '50' })).json()
      .data.list;
    expect(
      listed.find(
        (m: { order_sn: string; kind: string }) => m.order_sn === sn && m.kind === 'letter_issued',
      ),
    ).toMatchObject({ order_type: type, content: expect.stringContaining(label) });
    // The guarantor's: the sign-off message it got when the application arrived.
    const companyListed = (
      await as('xinda_admin', companyGetMessageList, { page: '1', page_size: '100' })
    ).json().data.list;
    expect(
      companyListed.find(
        (m: { order_sn: string; kind: string }) =>
          m.order_sn === sn && m.kind === 'order_submitted',
      ),
    ).toMatchObject({ order_type: type, content: expect.stringContaining(`${label}申请待审核`) });

    // Letter management: in force (正常履约) while issued and within its validity.
    expect(await stageHas('正常履约', sn)).toBe(true);
    expect(await stageHas('履约终止', sn)).toBe(false);

    const valid = (await verify(letterNo!)).json().data;
    expect(valid).toMatchObject({
      genuine: true,
      valid: true,
      status_text: '有效',
      letter_type_text: label,
      valid_from: from,
      valid_to: validTo,
      project_name: (await orderRow(t, sn)).projectName,
    });
    // The number alone: the summary, never the file (docs/letters.md).
    expect(valid.letter_url).toBeNull();

    const bare = await letterStatus(sn, 'void');
    expect(bare.statusCode).toBe(400);
    expectOk(await letterStatus(sn, 'void', '合同解除，保函收回'));
    expect(await orderRow(t, sn)).toMatchObject({ status: 6, voidReason: '合同解除，保函收回' });
    expect([await stageHas('正常履约', sn), await stageHas('履约终止', sn)]).toEqual([false, true]);
    expect((await verify(letterNo!)).json().data).toMatchObject({
      valid: false,
      status_text: '已作废',
      letter_type_text: label,
      letter_url: null,
    });
    const [voided] = await inbox(sn, 'letter_voided');
    expect(voided!.content).toContain(`已作废您的${label}`);
  });

  it('a letter whose applied first day is still ahead is issued but not yet valid', async () => {
    const later = new Date(Date.now() + 8 * 3600_000 + 10 * 86400_000).toISOString().slice(0, 10);
    const sn = await sealedOrder(type, { terms: { validFrom: later } });
    expectOk(await letterStatus(sn, 'issue'));
    const { letterNo, validFrom } = await orderRow(t, sn);
    expect(validFrom).toBe(later);
    expect((await verify(letterNo!)).json().data).toMatchObject({
      valid: false,
      status_text: '未生效',
    });
  });

  it('forbidden moves: no issue without a seal, no seal before payment, no void before issue', async () => {
    const paid = await contractOrderAt(t, type, 3);
    expectRefused(await letterStatus(paid, 'issue'), 409, '保函尚未签章，请先完成保函签章');
    expectRefused(
      await letterStatus(paid, 'void', '测试作废'),
      409,
      '订单当前状态为「出函中」，不能执行「作废」',
    );
    const unpaid = await contractOrderAt(t, type, 2);
    expectRefused(await seal(unpaid), 409, '订单当前状态为「待支付」，不能执行「保函签章」');
    // The paper-only actions are not this type's.
    const mailed = await as('xinda_admin', companyHandleLetterStatus, {
      order_sn: paid,
      action: 'mail',
      note: '',
    });
    expect(mailed.statusCode).toBe(400);
  });

  describe('refunds', () => {
    /** A paid (offline, recorded) order whose enterprise asked for its premium back (3 → 8). */
    async function refundRequested() {
      const sn = await contractOrderAt(t, type, 2);
      await payPaperOrder(t, sn);
      const asked = await as('13800000001', REFUND_REQUEST[type], {
        order_sn: sn,
        reason: '合同未签订，不再需要保函',
      });
      expect(asked.json().data, asked.body).toMatchObject({ status: 8 });
      expect((await orderRow(t, sn)).status).toBe(8);
      return sn;
    }

    it('approve: 8 → 9, the offline payment marked refunded, the enterprise told', async () => {
      const sn = await refundRequested();
      expectRefused(await refund(sn, 'approve_refund', '', 'pingan_admin'), 404, '订单不存在');
      expect((await refund(sn, 'approve_refund', '', 'xinda_review')).statusCode).toBe(403);
      const res = await refund(sn, 'approve_refund');
      expectOk(res);
      expect(res.json().data.status).toBe(9);
      expect((await payLogRows(t, sn)).map((r) => r.status)).toEqual(['refunded']);
      const [message] = await inbox(sn, 'refund_approved');
      expect(message!.content).toContain(`同意您的${label}退款申请`);
    });

    it('refuse: needs a reason, back to 出函中 where the letter is made', async () => {
      const sn = await refundRequested();
      expect((await refund(sn, 'refuse_refund')).statusCode).toBe(400);
      const res = await refund(sn, 'refuse_refund', '保函已签章');
      expectOk(res);
      expect(res.json().data).toMatchObject({
        status: 3,
        actions: expect.arrayContaining(['sign_letter']),
      });
      const [message] = await inbox(sn, 'refund_refused');
      expect(message!.content).toContain(`拒绝了您的${label}退款申请（`);
      expect(message!.content).toContain('保函将继续出具');
    });
  });
});

describe('both types side by side', () => {
  it('numbers tell the type: LYBH for a performance letter, NMGBH for a wage letter, TBBH stays the bid letter’s', async () => {
    const performance = await sealedOrder('performance');
    const worker = await sealedOrder('worker');
    expect((await orderRow(t, performance)).letterNo).toMatch(/^LYBH/);
    expect((await orderRow(t, worker)).letterNo).toMatch(/^NMGBH/);
  });

  it('a wage letter without a custom wording has no 特别约定; another guarantor’s order is not sealed by company X', async () => {
    const sn = await sealedOrder('worker');
    const { text } = await letterText(
      (await as('xinda_admin', companyGetOrderDetail, { order_sn: sn })).json().data.letter_url,
    );
    expect(text).not.toContain('特别约定');
    const theirs = await contractOrderAt(t, 'performance', 3, { companyName: PINGAN });
    expectRefused(await seal(theirs), 404, '订单不存在');
    expect((await orderRow(t, theirs)).letterUrl).toBeNull();
  });
});

// Bid paper letters (纸质投标保函), enterprise side, through HTTP and the database: paper projects,
// the guarantors offered with the server's premium, the application with a receiving address from
// the caller's book (snapshotted), one live bid letter per project across e-letter and paper, the
// paper family's signing, pay info, voucher, payment callback (2 → 10), cancel, refund request and
// receipt — every enterprise transition of the paper table and every forbidden one —, each family
// scoped to its letter type, and another enterprise seeing nothing.
import {
  addLetter,
  addPayImage,
  cancelOrder,
  confirmSign,
  findTransition,
  getCompanyList,
  getOrderInfo,
  getPayInfo,
  LETTER_MACHINES,
  paperAdd,
  paperAddPayImage,
  paperCancelLetter,
  paperConfirmReceipt,
  paperConfirmSign,
  paperGetDetail,
  paperGetEnsureCompany,
  paperGetPayInfo,
  paperPrepareSign,
  paperProjectGetDetail,
  paperProjectGetList,
  paperRefundOrder,
  paperSendSignCode,
  prepareSign,
  requestRefund,
  sendSignCode,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseAddresses, orders, projects } from '../src/db/schema';
import { appWithEnterprises, call } from './enterprise-session';
import { PINGAN } from './company-order-fixtures';
import {
  addProject,
  applyLetter,
  companyIdByName,
  daysFromNow,
  orderCountsOf,
  orderLogRows,
  orderRow,
  prepareContract,
  setOrderStatus,
} from './order-fixtures';
import { openid, payLogRows, uploadVoucher } from './payments-helpers';
import {
  addAddress,
  addressBook,
  applyPaper,
  PAPER_SIGNING,
  paperAt,
  paperForm,
  paperProject,
  payByCallback,
} from './paper-fixtures';
import type { TestApp } from './test-app';

let t: TestApp;
let main: string;
let other: string;
let enterpriseId: number;
beforeAll(async () => {
  ({
    t,
    accounts: [{ token: main, enterpriseId }, { token: other }],
  } = await appWithEnterprises('13800000001', '13800000006'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const ordersOf = (projectId: number) =>
  db().select().from(orders).where(eq(orders.projectId, projectId));
const expectRefused = (
  res: { statusCode: number; json(): { code: number; msg: string } },
  status: number,
  msg?: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().code).not.toBe(1);
  if (msg !== undefined) expect(res.json().msg).toBe(msg);
};

describe('paper projects', () => {
  it('lists only open projects that accept paper, searched by keyword, 10 per page by default', async () => {
    const word = `纸质搜索${Date.now()}`;
    const paper = await paperProject(t, { name: `${word}甲工程` });
    const electronicOnly = await addProject(t, { name: `${word}乙工程` });
    const closed = await paperProject(t, { name: `${word}丙工程`, deadline: daysFromNow(-1) });
    const found = (await call(t.app, paperProjectGetList.path, main, { keyword: word })).json()
      .data;
    expect(found.list.map((p: { id: number }) => p.id)).toEqual([paper.id]);
    expect(found.list[0]).toMatchObject({ accepts_paper: 1, status: 1 });
    expect(found.total).toBe(1);
    expect(
      [electronicOnly.id, closed.id].some((id) =>
        found.list.some((p: { id: number }) => p.id === id),
      ),
    ).toBe(false);

    const page = (await call(t.app, paperProjectGetList.path, main)).json().data;
    expect(page.limit).toBe(10);
    expect(page.list.length).toBe(Math.min(10, page.total));
    expect(page.list.every((p: { accepts_paper: number }) => p.accepts_paper === 1)).toBe(true);
  });

  it('shows the detail of a paper project, 404 for one that takes no paper letter', async () => {
    const paper = await paperProject(t);
    const electronicOnly = await addProject(t);
    expect(
      (await call(t.app, paperProjectGetDetail.path, main, { id: String(paper.id) })).json().data,
    ).toMatchObject({ id: paper.id, accepts_paper: 1 });
    expectRefused(
      await call(t.app, paperProjectGetDetail.path, main, { id: String(electronicOnly.id) }),
      404,
      '项目不存在',
    );
    expectRefused(
      await call(t.app, paperProjectGetDetail.path, main, { id: '99999999' }),
      404,
      '项目不存在',
    );
  });
});

describe('paper guarantors', () => {
  it('offers the same guarantors and premiums as getCompanyList, computed by the server', async () => {
    const project = await paperProject(t, { bidBondAmount: '300000.00' });
    const paper = (
      await call(t.app, paperGetEnsureCompany.path, main, { project_id: String(project.id) })
    ).json().data;
    const electronic = (
      await call(t.app, getCompanyList.path, main, { project_id: String(project.id) })
    ).json().data;
    expect(paper.length).toBeGreaterThan(0);
    expect(paper).toEqual(electronic);
    // 信达: 1.5 % of 300 000, above its 300 minimum.
    expect(paper.find((c: { name: string }) => c.name === '江苏信达融资担保有限公司').premium).toBe(
      '4500.00',
    );
  });

  it('refuses a project that takes no paper letter, a closed one and an unknown one', async () => {
    expectRefused(
      await call(t.app, paperGetEnsureCompany.path, main, {
        project_id: String((await addProject(t)).id),
      }),
      409,
      '该项目不受理纸质投标保函',
    );
    expectRefused(
      await call(t.app, paperGetEnsureCompany.path, main, {
        project_id: String((await paperProject(t, { deadline: daysFromNow(-1) })).id),
      }),
      409,
      '该项目已截止投标，不能申请保函',
    );
    expectRefused(
      await call(t.app, paperGetEnsureCompany.path, main, { project_id: '99999999' }),
      404,
      '项目不存在',
    );
  });
});

describe('paper application', () => {
  it('creates a paper order at 0 with the address snapshotted; the detail shows the delivery; later edits of the book change nothing', async () => {
    const entry = await addAddress(t, main, {
      name: '周收件',
      mobile: '13900002222',
      region: '江苏省 苏州市 工业园区',
      address: '星湖街 328 号',
    });
    const project = await paperProject(t);
    const counts = await orderCountsOf(t, 'e', enterpriseId);
    const created = await applyPaper(t, main, { projectId: project.id, addressId: entry.id });
    expect(created).toMatchObject({ status: 0, premium: '1800.00' });
    const row = await orderRow(t, created.order_sn);
    expect(row).toMatchObject({
      type: 'bid_paper',
      status: 0,
      receiverName: '周收件',
      receiverMobile: '13900002222',
      receiverAddress: '江苏省 苏州市 工业园区 星湖街 328 号',
    });
    // Counters sum every type per status (the paper order is one more at 0).
    expect((await orderCountsOf(t, 'e', enterpriseId))[0]).toBe((counts[0] ?? 0) + 1);

    await db()
      .update(enterpriseAddresses)
      .set({ address: '改过的地址 1 号' })
      .where(eq(enterpriseAddresses.id, entry.id));
    const detail = (
      await call(t.app, paperGetDetail.path, main, { order_sn: created.order_sn })
    ).json().data;
    expect(paperGetDetail.response.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({
      type: 'bid_paper',
      status: 0,
      project: { id: project.id, accepts_paper: 1 },
      actions: ['sign', 'cancel'],
    });
    expect(detail.delivery).toEqual({
      receiver_name: '周收件',
      receiver_mobile: '13900002222',
      receiver_address: '江苏省 苏州市 工业园区 星湖街 328 号',
      courier_company: null,
      tracking_no: null,
      mailed_on: null,
      received_time: null,
    });
  });

  it('refuses another enterprise’s address on receiver_address_id and an unknown one, writing nothing', async () => {
    const theirs = await addAddress(t, other, { name: '钱收件' });
    const project = await paperProject(t);
    for (const addressId of [theirs.id, 99999999]) {
      const res = await call(
        t.app,
        paperAdd.path,
        main,
        await paperForm(t, main, { projectId: project.id, addressId }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 0,
        msg: '收件地址不存在，请从地址簿中重新选择',
        data: { fields: { receiver_address_id: '收件地址不存在，请从地址簿中重新选择' } },
      });
    }
    expect(await ordersOf(project.id)).toEqual([]);
  });

  it('names the missing receiving address in Chinese', async () => {
    const form = await paperForm(t, main);
    delete form.receiver_address_id;
    const res = await call(t.app, paperAdd.path, main, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('收件地址');
    expect(res.json().data.fields).toHaveProperty('receiver_address_id');
  });

  it('refuses a project that takes no paper letter and a closed one, writing nothing', async () => {
    const electronicOnly = await addProject(t);
    expectRefused(
      await call(
        t.app,
        paperAdd.path,
        main,
        await paperForm(t, main, { projectId: electronicOnly.id }),
      ),
      409,
      '该项目不受理纸质投标保函',
    );
    const closed = await paperProject(t);
    await db().update(projects).set({ status: 0 }).where(eq(projects.id, closed.id));
    expectRefused(
      await call(t.app, paperAdd.path, main, await paperForm(t, main, { projectId: closed.id })),
      409,
      '该项目已截止投标，不能申请保函',
    );
    expect([...(await ordersOf(electronicOnly.id)), ...(await ordersOf(closed.id))]).toEqual([]);
  });

  it('a repeated submission answers the same order with the latest address; another guarantor is refused', async () => {
    const project = await paperProject(t);
    const first = await applyPaper(t, main, { projectId: project.id });
    const moved = await addAddress(t, main, { name: '吴收件', address: '中山路 1 号新址' });
    const again = await applyPaper(t, main, { projectId: project.id, addressId: moved.id });
    expect(again.order_sn).toBe(first.order_sn);
    expect(await orderRow(t, first.order_sn)).toMatchObject({
      receiverName: '吴收件',
      receiverAddress: '江苏省 南京市 建邺区 中山路 1 号新址',
    });
    const pingan = await call(
      t.app,
      paperAdd.path,
      main,
      await paperForm(t, main, {
        projectId: project.id,
        companyId: await companyIdByName(t, PINGAN),
      }),
    );
    expectRefused(
      pingan,
      409,
      `该项目已有待签约的保函订单（订单号 ${first.order_sn}），如需重新申请请先取消该订单`,
    );
    expect(await ordersOf(project.id)).toHaveLength(1);
  });

  it('holds one live bid letter per project across types: e-letter blocks paper and paper blocks e-letter', async () => {
    const project = await paperProject(t);
    const electronic = await applyLetter(t, main, { projectId: project.id });
    const paper = await call(
      t.app,
      paperAdd.path,
      main,
      await paperForm(t, main, { projectId: project.id }),
    );
    expectRefused(
      paper,
      409,
      `该项目已有待签约的投标电子保函订单（订单号 ${electronic.order_sn}），如需重新申请请先取消该订单`,
    );

    // Cancelled, the e-letter frees the project; the paper letter then holds it, through payment too.
    expect(
      (await call(t.app, cancelOrder.path, main, { order_sn: electronic.order_sn })).json().code,
    ).toBe(1);
    const held = await applyPaper(t, main, { projectId: project.id });
    await setOrderStatus(t, held.order_sn, 10);
    const eAgain = await call(t.app, addLetter.path, main, {
      project_id: String(project.id),
      ensure_company_id: String((await orderRow(t, held.order_sn)).ensureCompanyId),
      contact_name: '王建国',
      contact_mobile: '13800000001',
    });
    expectRefused(
      eAgain,
      409,
      `该项目已有待寄送的纸质投标保函订单（订单号 ${held.order_sn}），不能重复申请`,
    );
    // Every live status of the paper table holds the project; the final ones free it.
    for (const status of [11, 12, 8] as const) {
      await setOrderStatus(t, held.order_sn, status);
      expect(
        (
          await call(
            t.app,
            paperAdd.path,
            main,
            await paperForm(t, main, { projectId: project.id }),
          )
        ).statusCode,
      ).toBe(409);
    }
    await setOrderStatus(t, held.order_sn, 9);
    const afterRefund = await applyPaper(t, main, { projectId: project.id });
    expect(afterRefund.order_sn).not.toBe(held.order_sn);
    expect(await ordersOf(project.id)).toHaveLength(3);
  });

  it('two submissions at once make one order', async () => {
    const project = await paperProject(t);
    const form = await paperForm(t, main, { projectId: project.id });
    const answers = await Promise.all([
      call(t.app, paperAdd.path, main, form),
      call(t.app, paperAdd.path, main, form),
    ]);
    expect(answers.map((r) => r.json().code)).toEqual([1, 1]);
    expect(answers[0]!.json().data.order_sn).toBe(answers[1]!.json().data.order_sn);
    expect(await ordersOf(project.id)).toHaveLength(1);
  });
});

describe('paper signing, the same flow as the e-letter’s', () => {
  it('prepareSign, sendSignCode and confirmSign move 0 → 1 with the contract naming the paper letter', async () => {
    const { order_sn } = await applyPaper(t, main);
    const { sign_id, code } = await prepareContract(t, main, order_sn, PAPER_SIGNING);
    const signed = await call(t.app, paperConfirmSign.path, main, { order_sn, sign_id, code });
    expect(signed.json()).toMatchObject({ code: 1, data: { order_sn, status: 1 } });
    expect((await orderRow(t, order_sn)).signedContractUrl).toBeTruthy();
    expect(
      (await orderLogRows(t, order_sn, 'sign')).map((l) => [l.fromStatus, l.toStatus]),
    ).toEqual([[0, 1]]);
    // Signing twice is the machine's 409.
    expectRefused(
      await call(t.app, paperPrepareSign.path, main, { order_sn }),
      409,
      '订单当前状态为「待审核」，不能执行「签署合同」',
    );
  });

  it('the e-letter signing calls do not see a paper order, nor the paper calls an e-letter (404)', async () => {
    const paper = await applyPaper(t, main);
    const electronic = await applyLetter(t, main);
    for (const path of [prepareSign.path, sendSignCode.path, confirmSign.path]) {
      expectRefused(
        await call(t.app, path, main, { order_sn: paper.order_sn, sign_id: 'x', code: '123456' }),
        404,
        '订单不存在',
      );
    }
    for (const path of [paperPrepareSign.path, paperSendSignCode.path, paperConfirmSign.path]) {
      expectRefused(
        await call(t.app, path, main, {
          order_sn: electronic.order_sn,
          sign_id: 'x',
          code: '123456',
        }),
        404,
        '订单不存在',
      );
    }
    expect((await orderRow(t, paper.order_sn)).contractSignId).toBeNull();
    expect((await orderRow(t, electronic.order_sn)).contractSignId).toBeNull();
  });
});

describe('paper payment', () => {
  it('pay info at 2 with the guarantor’s account; refused before approval', async () => {
    const sn = await paperAt(t, main, 2);
    const info = (await call(t.app, paperGetPayInfo.path, main, { order_sn: sn })).json().data;
    expect(info).toMatchObject({
      order_sn: sn,
      amount: (await orderRow(t, sn)).premium,
      wechat: null,
    });
    expect(info.bank.account_no).toBeTruthy();
    const unsigned = await paperAt(t, main, 1);
    expectRefused(
      await call(t.app, paperGetPayInfo.path, main, { order_sn: unsigned }),
      409,
      '订单当前状态为「待审核」，无需支付',
    );
  });

  it('the payment callback moves a paper order 2 → 10 (待寄送)', async () => {
    const sn = await paperAt(t, main, 2);
    await payByCallback(t, sn);
    expect(await orderRow(t, sn)).toMatchObject({ status: 10, payMethod: 'wechat' });
    expect((await payLogRows(t, sn)).map((r) => r.status)).toEqual(['paid']);
    expect((await orderLogRows(t, sn, 'pay')).map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [2, 10],
    ]);
    expect(
      (await call(t.app, paperGetDetail.path, main, { order_sn: sn })).json().data,
    ).toMatchObject({ status: 10, status_text: '待寄送', actions: ['request_refund'] });
  });

  it('the WeChat cashier sends the payer back to the pay page with the paper type (支付成功 links to the paper detail)', async () => {
    const sn = await paperAt(t, main, 2);
    const cashier = new URL((await openid(t, sn, main)).json().data.cashier_url);
    const back = new URL(cashier.searchParams.get('return')!);
    expect([
      back.pathname,
      back.searchParams.get('order_sn'),
      back.searchParams.get('type'),
    ]).toEqual(['/text_pay', sn, 'bid_paper']);
  });

  it('a transfer voucher is stored on the paper order and opens a pending offline attempt', async () => {
    const sn = await paperAt(t, main, 2);
    const image = await uploadVoucher(t, main);
    expect(
      (await call(t.app, paperAddPayImage.path, main, { order_sn: sn, image })).json().code,
    ).toBe(1);
    expect((await orderRow(t, sn)).payImage).toBe(image.split('?')[0]);
    expect((await payLogRows(t, sn)).map((r) => [r.channel, r.status])).toEqual([
      ['offline', 'pending'],
    ]);
  });

  it('the e-letter payment calls do not see a paper order, nor the paper calls an e-letter (404)', async () => {
    const paper = await paperAt(t, main, 2);
    const electronic = await applyLetter(t, main);
    await setOrderStatus(t, electronic.order_sn, 2);
    const image = await uploadVoucher(t, main);
    for (const [path, sn] of [
      [getPayInfo.path, paper],
      [addPayImage.path, paper],
      [paperGetPayInfo.path, electronic.order_sn],
      [paperAddPayImage.path, electronic.order_sn],
    ] as const) {
      expectRefused(await call(t.app, path, main, { order_sn: sn, image }), 404, '订单不存在');
    }
    expect(await payLogRows(t, paper)).toEqual([]);
    expect(await payLogRows(t, electronic.order_sn)).toEqual([]);
  });
});

const PAPER = LETTER_MACHINES.bid_paper;
/** The enterprise's order calls of the paper family and the action each takes. */
const ENTERPRISE_CALLS = [
  { path: paperCancelLetter.path, action: 'cancel', fields: { reason: '项目有变' } },
  { path: paperRefundOrder.path, action: 'request_refund', fields: { reason: '投标取消' } },
  { path: paperConfirmReceipt.path, action: 'confirm_receipt', fields: {} },
] as const;

describe('every enterprise transition of the paper table, and every forbidden one', () => {
  const cases = PAPER.statuses.flatMap((status) =>
    ENTERPRISE_CALLS.map((c) => [status, c.action, c] as const),
  );
  it.each(cases)('at %i: %s', async (status, action, c) => {
    const rule = findTransition('bid_paper', action)!;
    const { order_sn } = await applyPaper(t, main);
    await setOrderStatus(t, order_sn, status);
    const before = await orderRow(t, order_sn);
    const res = await call(t.app, c.path, main, { order_sn, ...c.fields });
    if ((rule.from as readonly number[]).includes(status)) {
      expect(res.json()).toEqual({
        code: 1,
        msg: expect.any(String),
        data: { sn: order_sn, status: rule.to },
      });
      expect(
        (await orderLogRows(t, order_sn, action)).map((l) => [l.fromStatus, l.toStatus]),
      ).toEqual([[status, rule.to]]);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toContain('不能执行');
      expect(await orderRow(t, order_sn)).toEqual(before);
      expect(await orderLogRows(t, order_sn, action)).toEqual([]);
    }
  });

  it('refund is refused from 已寄出, receipt before mailing, cancel after payment (named cases)', async () => {
    const mailed = await paperAt(t, main, 11);
    expectRefused(
      await call(t.app, paperRefundOrder.path, main, { order_sn: mailed, reason: '不想要了' }),
      409,
      '订单当前状态为「已寄出」，不能执行「申请退款」',
    );
    const paid = await paperAt(t, main, 10);
    expectRefused(
      await call(t.app, paperConfirmReceipt.path, main, { order_sn: paid }),
      409,
      '订单当前状态为「待寄送」，不能执行「确认签收」',
    );
    expectRefused(
      await call(t.app, paperCancelLetter.path, main, { order_sn: paid }),
      409,
      '订单当前状态为「待寄送」，不能执行「取消订单」',
    );
    expect((await orderRow(t, paid)).status).toBe(10);
  });

  it('confirmReceipt: 已寄出 → 已签收, received_at kept, the detail shows the courier and the receipt', async () => {
    const sn = await paperAt(t, main, 11);
    const mailedDetail = (await call(t.app, paperGetDetail.path, main, { order_sn: sn })).json()
      .data;
    expect(mailedDetail).toMatchObject({
      status: 11,
      actions: ['confirm_receipt'],
      delivery: {
        courier_company: '顺丰速运',
        tracking_no: 'SF1234567890',
        mailed_on: '2026-11-20',
        received_time: null,
      },
    });
    const res = await call(t.app, paperConfirmReceipt.path, main, { order_sn: sn });
    expect(res.json().data).toEqual({ sn, status: 12 });
    const row = await orderRow(t, sn);
    expect(row.receivedAt).toBeInstanceOf(Date);
    expect(Math.abs(row.receivedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const detail = (await call(t.app, paperGetDetail.path, main, { order_sn: sn })).json().data;
    expect(detail).toMatchObject({ status: 12, status_text: '已签收', actions: [] });
    expect(detail.delivery.received_time).toBe(Math.floor(row.receivedAt!.getTime() / 1000));
  });

  it('a refund needs a reason, named in Chinese; nothing changes without it', async () => {
    const sn = await paperAt(t, main, 10);
    const res = await call(t.app, paperRefundOrder.path, main, { order_sn: sn, reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('reason');
    expect(res.json().msg).toMatch(/原因/);
    expect((await orderRow(t, sn)).status).toBe(10);
    const ok = await call(t.app, paperRefundOrder.path, main, { order_sn: sn, reason: '投标取消' });
    expect(ok.json().data).toEqual({ sn, status: 8 });
    expect((await orderLogRows(t, sn, 'request_refund'))[0]!.note).toBe('申请退款：投标取消');
  });

  it('the e-letter order calls do not see a paper order, nor the paper calls an e-letter (404)', async () => {
    const paper = await paperAt(t, main, 10);
    const electronic = await applyLetter(t, main);
    await setOrderStatus(t, electronic.order_sn, 3);
    const fields = { reason: '项目有变' };
    for (const path of [getOrderInfo.path, cancelOrder.path, requestRefund.path])
      expectRefused(
        await call(t.app, path, main, { order_sn: paper, ...fields }),
        404,
        '订单不存在',
      );
    for (const path of [
      paperGetDetail.path,
      paperCancelLetter.path,
      paperRefundOrder.path,
      paperConfirmReceipt.path,
    ]) {
      expectRefused(
        await call(t.app, path, main, { order_sn: electronic.order_sn, ...fields }),
        404,
        '订单不存在',
      );
    }
    expect((await orderRow(t, paper)).status).toBe(10);
    expect((await orderRow(t, electronic.order_sn)).status).toBe(3);
  });
});

describe('another enterprise', () => {
  it('cannot read, sign, pay, cancel, refund or confirm a paper order (404), and nothing changes', async () => {
    const unsigned = await paperAt(t, main, 0);
    const payable = await paperAt(t, main, 2);
    const paid = await paperAt(t, main, 10);
    const mailed = await paperAt(t, main, 11);
    const image = await uploadVoucher(t, other);
    const before = await Promise.all(
      [unsigned, payable, paid, mailed].map((sn) => orderRow(t, sn)),
    );
    const attempts = [
      [paperGetDetail.path, paid],
      [paperPrepareSign.path, unsigned],
      [paperSendSignCode.path, unsigned],
      [paperConfirmSign.path, unsigned],
      [paperGetPayInfo.path, payable],
      [paperAddPayImage.path, payable],
      [paperCancelLetter.path, payable],
      [paperRefundOrder.path, paid],
      [paperConfirmReceipt.path, mailed],
    ] as const;
    for (const [path, sn] of attempts) {
      const res = await call(t.app, path, other, {
        order_sn: sn,
        sign_id: 'x',
        code: '123456',
        image,
        reason: '别人的订单',
      });
      expectRefused(res, 404, '订单不存在');
      expect(res.body).not.toContain('13800000001');
    }
    expect(
      await Promise.all([unsigned, payable, paid, mailed].map((sn) => orderRow(t, sn))),
    ).toEqual(before);
    expect(await payLogRows(t, payable)).toEqual([]);
  });

  it('cannot apply with this enterprise’s address', async () => {
    const [mine] = await addressBook(t, main);
    const res = await call(
      t.app,
      paperAdd.path,
      other,
      await paperForm(t, other, { addressId: mine!.id }),
    );
    expect(res.json().data.fields).toHaveProperty('receiver_address_id');
  });
});

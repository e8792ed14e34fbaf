// What performance (履约) and wage (农民工工资) letters share, run once per family by
// performance-letters.test.ts and worker-letters.test.ts through HTTP: the offers and the quote
// (equal to what the order is charged), the awarded-project calls, one live letter per enterprise,
// project and type, every enterprise transition of the type's table (sign, edit from 0 and from 1,
// edit refused after review, cancel, pay by voucher and by callback, refund) and the forbidden
// ones, the list with its tabs, the detail with the terms, the status poll, each family scoped to
// its letter type, another enterprise seeing nothing, and the sub-account permission.
import {
  cancelOrder,
  getOrderInfo,
  getOrderStatus,
  LETTER_MACHINES,
  performanceAddPayImage,
  storedFilePath,
  performanceCancelLetter,
  performanceEditLetter,
  performanceGetEnsureCompany,
  performanceGetLetterDetail,
  performanceGetLetterList,
  performanceGetOrderStatus,
  performanceGetPayInfo,
  performanceGetPrice,
  performanceGetProjectDetail,
  performanceGetProjectList,
  performanceRefundOrder,
  workerAddPayImage,
  workerCancelLetter,
  workerEditLetter,
  workerGetEnsureCompany,
  workerGetLetterDetail,
  workerGetLetterList,
  workerGetOrderStatus,
  workerGetPayInfo,
  workerGetPrice,
  workerGetProjectDetail,
  workerGetProjectList,
  workerRefundOrder,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedDocuments } from '../src/db/schema';
import { PINGAN } from './company-order-fixtures';
import {
  ADD_PATH,
  applyContractLetter,
  awardedProject,
  CONTRACT_SIGNING,
  contractForm,
  contractLetterAt,
  NO_CONTRACT_LETTERS,
  uploadedFile,
  type ContractType,
} from './contract-letter-apply';
import { EMPLOYER } from './contract-letter-fixtures';
import {
  accountByMobile,
  addEnterpriseAccount,
  appWithEnterprises,
  call,
  tokenFor,
} from './enterprise-session';
import {
  addProject,
  applyLetter,
  companyIdByName,
  orderCountsOf,
  orderLogRows,
  orderRow,
  prepareContract,
  setOrderStatus,
  signContract,
} from './order-fixtures';
import { payByCallback } from './paper-fixtures';
import { openid, payLogRows, uploadVoucher } from './payments-helpers';
import type { TestApp } from './test-app';

export interface FamilyEndpoints {
  projectList: EndpointDefinition;
  projectDetail: EndpointDefinition;
  offers: EndpointDefinition;
  price: EndpointDefinition;
  list: EndpointDefinition;
  detail: EndpointDefinition;
  status: EndpointDefinition;
  edit: EndpointDefinition;
  payInfo: EndpointDefinition;
  payImage: EndpointDefinition;
  cancel: EndpointDefinition;
  refund: EndpointDefinition;
}

export const FAMILIES: Record<ContractType, FamilyEndpoints> = {
  performance: {
    projectList: performanceGetProjectList,
    projectDetail: performanceGetProjectDetail,
    offers: performanceGetEnsureCompany,
    price: performanceGetPrice,
    list: performanceGetLetterList,
    detail: performanceGetLetterDetail,
    status: performanceGetOrderStatus,
    edit: performanceEditLetter,
    payInfo: performanceGetPayInfo,
    payImage: performanceAddPayImage,
    cancel: performanceCancelLetter,
    refund: performanceRefundOrder,
  },
  worker: {
    projectList: workerGetProjectList,
    projectDetail: workerGetProjectDetail,
    offers: workerGetEnsureCompany,
    price: workerGetPrice,
    list: workerGetLetterList,
    detail: workerGetLetterDetail,
    status: workerGetOrderStatus,
    edit: workerEditLetter,
    payInfo: workerGetPayInfo,
    payImage: workerAddPayImage,
    cancel: workerCancelLetter,
    refund: workerRefundOrder,
  },
};

const OTHER: Record<ContractType, ContractType> = { performance: 'worker', worker: 'performance' };

/** What differs by family: the quote request for the default form and the amount it guarantees. */
export interface FamilyCase {
  type: ContractType;
  /** The getPrice fields for the default form (see contractForm) with guarantor `companyId`. */
  quoteFields: (companyId: number) => Record<string, string>;
  /** The guaranteed amount of the default form. */
  amount: string;
  /** A form change that changes the amount, and the amount it gives. */
  changedAmount: { fields: Record<string, string>; amount: string };
  /** '该担保机构暂未开办履约保函业务' */
  notOffered: string;
}

export interface Suite {
  t: () => TestApp;
  main: () => string;
  other: () => string;
  enterpriseId: () => number;
}

export const expectRefused = (
  res: { statusCode: number; json(): { code: number; msg: string } },
  status: number,
  msg?: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().code).not.toBe(1);
  if (msg !== undefined) expect(res.json().msg).toBe(msg);
};

/** Starts the app with the seeded enterprises 13800000001 (main) and 13800000006 (another tenant). */
export function contractLetterSuite(): Suite {
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
  return { t: () => t, main: () => main, other: () => other, enterpriseId: () => enterpriseId };
}

/** The tests every contract letter family passes. */
export function describeFamily(s: Suite, c: FamilyCase) {
  const { type } = c;
  const f = FAMILIES[type];
  const signing = CONTRACT_SIGNING[type];
  const get = (endpoint: EndpointDefinition, fields: Record<string, string>, token = s.main()) =>
    call(s.t().app, endpoint.path, token, fields);
  const detail = async (sn: string) => (await get(f.detail, { order_sn: sn })).json().data;
  const editForm = async (
    sn: string,
    fields: Record<string, string> = {},
  ): Promise<Record<string, string>> => {
    const row = await orderRow(s.t(), sn);
    return {
      ...(await contractForm(s.t(), s.main(), type, {
        projectId: row.projectId,
        companyId: row.ensureCompanyId,
        fields,
      })),
      order_sn: sn,
    };
  };

  describe(`${type}: awarded projects`, () => {
    it('lists awarded projects only (seeded and own), searched by keyword, newest first', async () => {
      const word = `中标搜索${type}${Date.now()}`;
      const older = await awardedProject(s.t(), { name: `${word}甲工程` });
      const newer = await awardedProject(s.t(), { name: `${word}乙工程` });
      const tender = await addProject(s.t(), { name: `${word}丙工程` });
      const closed = await awardedProject(s.t(), { name: `${word}丁工程`, status: 0 });
      const found = (await get(f.projectList, { keyword: word })).json().data;
      expect(found.list.map((p: { id: number }) => p.id)).toEqual([newer.id, older.id]);
      expect(found.total).toBe(2);
      expect(found.list[0].contract).toEqual({
        price: '10000000.00',
        employer: EMPLOYER,
        winner: '江苏省建筑工程集团有限公司',
        start_date: newer.startDate,
        completion_date: newer.completionDate,
      });
      expect(
        [tender.id, closed.id].some((id) => found.list.some((p: { id: number }) => p.id === id)),
      ).toBe(false);

      const seeded = (await get(f.projectList, {})).json().data;
      expect(seeded.total).toBeGreaterThanOrEqual(6);
      expect(seeded.list.every((p: { contract: unknown }) => p.contract !== null)).toBe(true);
    });

    it('shows an awarded project; a tender without a contract, a closed one or an unknown id is 404 项目不存在或尚未中标', async () => {
      const awarded = await awardedProject(s.t());
      expect((await get(f.projectDetail, { id: String(awarded.id) })).json().data).toMatchObject({
        id: awarded.id,
        contract: { price: '10000000.00', completion_date: awarded.completionDate },
      });
      for (const project of [await addProject(s.t()), await awardedProject(s.t(), { status: 0 })]) {
        expectRefused(
          await get(f.projectDetail, { id: String(project.id) }),
          404,
          '项目不存在或尚未中标',
        );
      }
      expectRefused(await get(f.projectDetail, { id: '99999999' }), 404, '项目不存在或尚未中标');
    });
  });

  describe(`${type}: guarantors and the quote`, () => {
    it('offers the authenticated guarantors that have terms for the type, with those terms; a bank without them is not offered', async () => {
      const offers = (await get(f.offers, {})).json().data as Array<{
        name: string;
        premium_rate: string;
        min_premium: string;
        premium: string;
      }>;
      const names = offers.map((o) => o.name);
      expect(names).toEqual(expect.arrayContaining(['江苏信达融资担保有限公司', PINGAN]));
      expect(names).not.toContain(NO_CONTRACT_LETTERS);
      // Without an amount, each guarantor's minimum; with one, the premium it gives.
      for (const offer of offers) expect(offer.premium).toBe(offer.min_premium);
      const priced = (await get(f.offers, { amount: c.amount })).json().data as typeof offers;
      const xinda = priced.find((o) => o.name === '江苏信达融资担保有限公司')!;
      const quote = (await get(f.price, c.quoteFields(await companyIdByName(s.t())))).json().data;
      expect(xinda).toMatchObject({
        premium_rate: quote.premium_rate,
        min_premium: quote.min_premium,
        premium: quote.premium,
      });
    });

    it('quotes what addLetter then charges, with the rule it used', async () => {
      for (const name of ['江苏信达融资担保有限公司', PINGAN]) {
        const companyId = await companyIdByName(s.t(), name);
        const quote = (await get(f.price, c.quoteFields(companyId))).json().data;
        expect(quote.amount).toBe(c.amount);
        expect(quote.rule).toContain('担保金额 ¥');
        expect(quote.rule).toContain('费率');
        const applied = await applyContractLetter(s.t(), s.main(), type, { companyId });
        expect(applied.premium).toBe(quote.premium);
        expect(await orderRow(s.t(), applied.order_sn)).toMatchObject({
          premium: quote.premium,
          premiumRate: quote.premium_rate,
          bidBondAmount: c.amount,
        });
      }
    });

    it('refuses a guarantor that does not offer the type (409), to quote and to apply', async () => {
      const bank = await companyIdByName(s.t(), NO_CONTRACT_LETTERS);
      expectRefused(await get(f.price, c.quoteFields(bank)), 409, c.notOffered);
      const res = await call(
        s.t().app,
        ADD_PATH[type],
        s.main(),
        await contractForm(s.t(), s.main(), type, { companyId: bank }),
      );
      expectRefused(res, 409, c.notOffered);
    });
  });

  describe(`${type}: application`, () => {
    it('creates an order at 待签约 with the guaranteed amount, the contract terms and the validity snapshotted', async () => {
      const project = await awardedProject(s.t());
      const counts = await orderCountsOf(s.t(), 'e', s.enterpriseId());
      const applied = await applyContractLetter(s.t(), s.main(), type, { projectId: project.id });
      expect(applied.status).toBe(0);
      const row = await orderRow(s.t(), applied.order_sn);
      expect(row).toMatchObject({
        type,
        status: 0,
        projectId: project.id,
        bidBondAmount: c.amount,
        validFrom: expect.any(String),
        validTo: expect.any(String),
        contactName: '王建国',
      });
      expect(row.contractPrice).toBe('10000000.00');
      expect((await orderCountsOf(s.t(), 'e', s.enterpriseId()))[0]).toBe((counts[0] ?? 0) + 1);
      expect((await orderLogRows(s.t(), applied.order_sn)).map((l) => l.action)).toEqual([
        'create',
      ]);
    });

    it('refuses an open tender or a closed awarded project (404), and a form of another family', async () => {
      for (const project of [await addProject(s.t()), await awardedProject(s.t(), { status: 0 })]) {
        expectRefused(
          await call(
            s.t().app,
            ADD_PATH[type],
            s.main(),
            await contractForm(s.t(), s.main(), type, { projectId: project.id }),
          ),
          404,
          '项目不存在或尚未中标',
        );
      }
      const otherForm = await contractForm(s.t(), s.main(), OTHER[type]);
      expectRefused(await call(s.t().app, ADD_PATH[type], s.main(), otherForm), 400);
    });

    it('refuses attachments the caller did not upload (another enterprise’s file)', async () => {
      const foreign = await uploadedFile(s.t(), s.other());
      const res = await call(
        s.t().app,
        ADD_PATH[type],
        s.main(),
        await contractForm(s.t(), s.main(), type, { fields: { contract_file: foreign } }),
      );
      expectRefused(res, 400);
      expect(res.json().data.fields.contract_file).toBe('施工合同文件不存在或已删除，请重新上传');
    });

    it('holds one live letter per enterprise, project and type: a repeated submission updates the order, another guarantor is 409, the other type and a bid letter are independent', async () => {
      const project = await awardedProject(s.t());
      const first = await applyContractLetter(s.t(), s.main(), type, { projectId: project.id });
      const again = await applyContractLetter(s.t(), s.main(), type, {
        projectId: project.id,
        fields: c.changedAmount.fields,
      });
      expect(again.order_sn).toBe(first.order_sn);
      expect(await orderRow(s.t(), first.order_sn)).toMatchObject({
        bidBondAmount: c.changedAmount.amount,
        premium: again.premium,
      });

      const pingan = await companyIdByName(s.t(), PINGAN);
      const res = await call(
        s.t().app,
        ADD_PATH[type],
        s.main(),
        await contractForm(s.t(), s.main(), type, { projectId: project.id, companyId: pingan }),
      );
      expectRefused(
        res,
        409,
        `该项目已有待签约的保函订单（订单号 ${first.order_sn}），如需重新申请请先取消该订单`,
      );

      const otherType = await applyContractLetter(s.t(), s.main(), OTHER[type], {
        projectId: project.id,
      });
      expect(otherType.order_sn).not.toBe(first.order_sn);
      // Another enterprise may apply for the same project.
      const theirs = await applyContractLetter(s.t(), s.other(), type, { projectId: project.id });
      expect(theirs.order_sn).not.toBe(first.order_sn);

      // Once cancelled, the project is free again.
      expect((await get(f.cancel, { order_sn: first.order_sn })).json().data).toEqual({
        sn: first.order_sn,
        status: 7,
      });
      const next = await applyContractLetter(s.t(), s.main(), type, {
        projectId: project.id,
        companyId: pingan,
      });
      expect(next.order_sn).not.toBe(first.order_sn);
    });
  });

  describe(`${type}: signing and editing`, () => {
    it('signs the entrustment contract (0 → 1), then refuses signing again (409)', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 0);
      const signed = await signContract(s.t(), s.main(), sn, signing);
      expect(signed).toMatchObject({ order_sn: sn, status: 1 });
      expect((await detail(sn)).actions).toEqual(expect.arrayContaining(['edit', 'cancel']));
      expectRefused(await call(s.t().app, signing.prepare, s.main(), { order_sn: sn }), 409);
    });

    it('edits at 待签约: the whole form re-checked and re-quoted, the pending draft voided, still 待签约', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 0);
      const { sign_id } = await prepareContract(s.t(), s.main(), sn, signing);
      const res = await get(f.edit, await editForm(sn, c.changedAmount.fields));
      expect(res.json().code).toBe(1);
      const quote = (
        await get(f.price, { ...c.quoteFields(await companyIdByName(s.t())), ...quoteOverrides(c) })
      ).json().data;
      expect(res.json().data).toMatchObject({
        sn,
        status: 0,
        bid_bond_amount: c.changedAmount.amount,
        premium: quote.premium,
        contract_url: null,
      });
      const [draft] = await s
        .t()
        .database.db.select()
        .from(signedDocuments)
        .where(eq(signedDocuments.id, sign_id));
      expect(draft!.status).toBe('void');
      expect(
        (await orderLogRows(s.t(), sn)).map((l) => [l.action, l.fromStatus, l.toStatus]),
      ).toEqual([
        ['create', null, 0],
        ['edit', 0, 0],
      ]);
    });

    it('edits at 待审核: back to 待签约, the signed contract cleared, and signing starts again', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 1);
      expect((await orderRow(s.t(), sn)).signedContractUrl).not.toBeNull();
      const counts = await orderCountsOf(s.t(), 'e', s.enterpriseId());
      const res = await get(f.edit, await editForm(sn, c.changedAmount.fields));
      expect(res.json().data).toMatchObject({
        status: 0,
        contract_url: null,
        actions: expect.arrayContaining(['sign', 'edit', 'cancel']),
      });
      expect(await orderRow(s.t(), sn)).toMatchObject({
        status: 0,
        signedContractUrl: null,
        signedAt: null,
        contractSignId: null,
        bidBondAmount: c.changedAmount.amount,
      });
      expect(await orderCountsOf(s.t(), 'e', s.enterpriseId())).toMatchObject({
        0: (counts[0] ?? 0) + 1,
      });
      const pending = await s
        .t()
        .database.db.select()
        .from(signedDocuments)
        .where(
          and(
            eq(signedDocuments.kind, `bid_contract:${(await orderRow(s.t(), sn)).id}`),
            eq(signedDocuments.status, 'pending'),
          ),
        );
      expect(pending).toEqual([]);
      expect(await signContract(s.t(), s.main(), sn, signing)).toMatchObject({ status: 1 });
      expect((await orderLogRows(s.t(), sn)).map((l) => l.action)).toEqual([
        'create',
        'sign',
        'edit',
        'sign',
      ]);
    });

    it('refuses an edit once reviewed (待支付, 出函中…: 409) and leaves the order as it was', async () => {
      for (const status of [2, 3] as const) {
        const sn = await contractLetterAt(s.t(), s.main(), type, status);
        const before = await orderRow(s.t(), sn);
        expectRefused(await get(f.edit, await editForm(sn, c.changedAmount.fields)), 409);
        expect(await orderRow(s.t(), sn)).toMatchObject({
          status,
          bidBondAmount: before.bidBondAmount,
          premium: before.premium,
        });
      }
      for (const status of [5, 7, 9]) {
        const sn = await contractLetterAt(s.t(), s.main(), type, 0);
        await setOrderStatus(s.t(), sn, status);
        expectRefused(await get(f.edit, await editForm(sn)), 409);
      }
    });

    it('re-checks the whole form on edit: a missing field is a field error, the project and guarantor cannot change', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 0);
      const form = await editForm(sn);
      const { beneficiary: _dropped, ...partial } = form;
      const missing = await get(f.edit, partial);
      expectRefused(missing, 400);
      expect(Object.keys(missing.json().data.fields)).toEqual(['beneficiary']);
      const moved = await get(f.edit, {
        ...form,
        project_id: String((await awardedProject(s.t())).id),
      });
      expectRefused(moved, 400);
      expect(moved.json().data.fields.project_id).toBe(
        '项目和担保机构不能修改，如需更换请取消本订单后重新申请',
      );
      const switched = await get(f.edit, {
        ...form,
        ensure_company_id: String(await companyIdByName(s.t(), PINGAN)),
      });
      expect(switched.json().data.fields.ensure_company_id).toBeDefined();
      expect((await orderLogRows(s.t(), sn)).map((l) => l.action)).toEqual(['create']);
    });
  });

  describe(`${type}: list, detail and status`, () => {
    it('lists the enterprise’s letters of this type only, with a count per status tab', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 1);
      const theirs = await contractLetterAt(s.t(), s.main(), OTHER[type], 0);
      const bid = (await applyLetter(s.t(), s.main())).order_sn;
      const page = (await get(f.list, { limit: '100' })).json().data;
      const sns = page.list.map((o: { sn: string }) => o.sn);
      expect(sns).toContain(sn);
      expect(sns).not.toContain(theirs);
      expect(sns).not.toContain(bid);
      expect(page.list.every((o: { type: string }) => o.type === type)).toBe(true);
      expect(
        Object.keys(page.counts)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...LETTER_MACHINES[type].statuses].sort((a, b) => a - b));
      const pending = (await get(f.list, { status: '1' })).json().data;
      expect(pending.total).toBe(page.counts['1']);
      expect(pending.list.every((o: { status: number }) => o.status === 1)).toBe(true);
    });

    it('shows the detail with the terms, and the poll with the status', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 0);
      const shown = await detail(sn);
      expect(shown).toMatchObject({
        sn,
        type,
        status: 0,
        bid_bond_amount: c.amount,
        valid_from: expect.any(String),
        terms: { contract_price: '10000000.00' },
      });
      expect(shown.actions).toEqual(expect.arrayContaining(['sign', 'edit', 'cancel']));
      expect((await get(f.status, { order_sn: sn })).json().data).toEqual({
        order: { sn, status: 0, status_text: '待签约' },
      });
      // The generic poll answers every type.
      expect((await get(getOrderStatus, { order_sn: sn })).json().data.order.status).toBe(0);
    });
  });

  describe(`${type}: payment, cancel and refund`, () => {
    it('pays by voucher: the pay info names the type, the voucher opens an offline attempt, the order waits at 待支付', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 2);
      const row = await orderRow(s.t(), sn);
      const info = (await get(f.payInfo, { order_sn: sn })).json().data;
      expect(info).toMatchObject({
        order_sn: sn,
        amount: row.premium,
        subject: expect.stringMatching(new RegExp(`^${LETTER_MACHINES[type].label}保费（`)),
      });
      const image = await uploadVoucher(s.t(), s.main());
      expect((await get(f.payImage, { order_sn: sn, image })).json()).toMatchObject({ code: 1 });
      expect(await orderRow(s.t(), sn)).toMatchObject({
        status: 2,
        payImage: storedFilePath(image),
      });
      expect((await payLogRows(s.t(), sn)).map((l) => [l.channel, l.status])).toEqual([
        ['offline', 'pending'],
      ]);
      // Another enterprise's voucher file is refused.
      const foreign = await uploadVoucher(s.t(), s.other());
      expect(
        (await get(f.payImage, { order_sn: sn, image: foreign })).json().data.fields.image,
      ).toBeDefined();
    });

    it('pays online through /text_pay (the WeChat cashier returns to it with the type), 2 → 3, then asks for a refund with a reason (3 → 8)', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 2);
      const cashier = new URL((await openid(s.t(), sn, s.main())).json().data.cashier_url);
      const back = new URL(cashier.searchParams.get('return')!);
      expect([
        back.pathname,
        back.searchParams.get('order_sn'),
        back.searchParams.get('type'),
      ]).toEqual(['/text_pay', sn, type]);
      await payByCallback(s.t(), sn);
      expect((await orderLogRows(s.t(), sn, 'pay')).map((l) => [l.fromStatus, l.toStatus])).toEqual(
        [[2, 3]],
      );
      expect((await orderRow(s.t(), sn)).status).toBe(3);
      expectRefused(await get(f.refund, { order_sn: sn, reason: '' }), 400);
      expect((await get(f.refund, { order_sn: sn, reason: '项目取消' })).json().data).toEqual({
        sn,
        status: 8,
      });
    });

    it('cancels at 待签约, 待审核 and 待支付 (→ 7), not once paid', async () => {
      for (const status of [0, 1, 2] as const) {
        const sn = await contractLetterAt(s.t(), s.main(), type, status);
        expect((await get(f.cancel, { order_sn: sn, reason: '不再需要' })).json().data).toEqual({
          sn,
          status: 7,
        });
      }
      const paid = await contractLetterAt(s.t(), s.main(), type, 3);
      expectRefused(await get(f.cancel, { order_sn: paid }), 409);
    });

    it('refuses what the table does not allow: pay info and voucher before approval, refund before payment, sign after signing', async () => {
      const signed = await contractLetterAt(s.t(), s.main(), type, 1);
      expectRefused(await get(f.payInfo, { order_sn: signed }), 409);
      expectRefused(
        await get(f.payImage, { order_sn: signed, image: await uploadVoucher(s.t(), s.main()) }),
        409,
      );
      expectRefused(await get(f.refund, { order_sn: signed, reason: '项目取消' }), 409);
      expectRefused(
        await call(s.t().app, signing.confirm, s.main(), {
          order_sn: signed,
          sign_id: 'x',
          code: '123456',
        }),
        409,
      );
    });
  });

  describe(`${type}: scoping`, () => {
    it('another enterprise sees none of it (404) and changes nothing', async () => {
      const sn = await contractLetterAt(s.t(), s.main(), type, 2);
      for (const [endpoint, fields] of [
        [f.detail, { order_sn: sn }],
        [f.status, { order_sn: sn }],
        [f.payInfo, { order_sn: sn }],
        [f.cancel, { order_sn: sn }],
        [f.refund, { order_sn: sn, reason: '试一试' }],
        [f.payImage, { order_sn: sn, image: await uploadVoucher(s.t(), s.other()) }],
      ] as const) {
        expectRefused(await get(endpoint, fields, s.other()), 404, '订单不存在');
      }
      expectRefused(
        await call(s.t().app, f.edit.path, s.other(), await editForm(sn)),
        404,
        '订单不存在',
      );
      expectRefused(
        await call(s.t().app, signing.prepare, s.other(), { order_sn: sn }),
        404,
        '订单不存在',
      );
      expect((await orderRow(s.t(), sn)).status).toBe(2);
      expect(
        (await get(f.list, { limit: '100' }, s.other()))
          .json()
          .data.list.some((o: { sn: string }) => o.sn === sn),
      ).toBe(false);
    });

    it('each family serves its own type: another type’s order is 404 here, this type’s is 404 there', async () => {
      const mine = await contractLetterAt(s.t(), s.main(), type, 0);
      const theirs = await contractLetterAt(s.t(), s.main(), OTHER[type], 0);
      const bid = (await applyLetter(s.t(), s.main())).order_sn;
      for (const sn of [theirs, bid]) {
        for (const endpoint of [f.detail, f.status, f.cancel, f.payInfo])
          expectRefused(await get(endpoint, { order_sn: sn }), 404, '订单不存在');
        expectRefused(
          await call(s.t().app, signing.prepare, s.main(), { order_sn: sn }),
          404,
          '订单不存在',
        );
      }
      expectRefused(await get(FAMILIES[OTHER[type]].detail, { order_sn: mine }), 404, '订单不存在');
      expectRefused(await get(getOrderInfo, { order_sn: mine }), 404, '订单不存在');
      expectRefused(await get(cancelOrder, { order_sn: mine }), 404, '订单不存在');
      expect((await orderRow(s.t(), mine)).status).toBe(0);
    });

    it('a sub-account needs the 订单 permission', async () => {
      const { enterpriseId } = await accountByMobile(s.t().database.db, '13800000001');
      const mobile = type === 'performance' ? '13800000071' : '13800000072';
      await addEnterpriseAccount(s.t().database.db, {
        enterpriseId,
        mobile,
        name: '无订单权限',
        authJson: 'fapiao',
      });
      const token = await tokenFor(s.t().app, mobile);
      const sn = await contractLetterAt(s.t(), s.main(), type, 0);
      expectRefused(await get(f.detail, { order_sn: sn }, token), 403);
      expectRefused(await get(f.list, {}, token), 403);
      expectRefused(await get(f.offers, {}, token), 403);
      expectRefused(
        await call(s.t().app, ADD_PATH[type], token, await contractForm(s.t(), s.main(), type)),
        403,
      );
    });
  });
}

/** The quote fields of the changed form (the wage family quotes from the contract price and share). */
function quoteOverrides(c: FamilyCase): Record<string, string> {
  return c.type === 'performance'
    ? { amount: c.changedAmount.fields.amount! }
    : {
        contract_price: c.changedAmount.fields.contract_price ?? '10000000.00',
        wage_share: c.changedAmount.fields.wage_share!,
      };
}

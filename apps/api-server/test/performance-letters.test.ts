// Performance letters (履约保函), enterprise side, through HTTP and the database: the family's
// shared tests (contract-letter-suite.ts: offers, quote == charge, one live letter per project and
// type, every transition and forbidden one, list, detail, poll, scoping) and what is its own: the
// amount within 10 % of the contract price, the validity rules with the failing field named, the
// employer as beneficiary on the entrustment contract, editLetter's GET.
import {
  performanceAddLetter,
  performanceEditLetter,
  performanceGetPrice,
} from '@bht/api-client/contract';
import { inArray, like, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  awardedProject,
  CONTRACT_SIGNING,
  contractForm,
  contractLetterAt,
  dayFromToday,
} from './contract-letter-apply';
import { EMPLOYER } from './contract-letter-fixtures';
import { contractLetterSuite, describeFamily, expectRefused } from './contract-letter-suite';
import { call } from './enterprise-session';
import { companyIdByName, orderRow, prepareContract } from './order-fixtures';
import { pdfText } from './pdf-text';
import { callEndpoint } from './session-client';
import { seed } from '../src/db/seed';
import { companyLetterRates, projects } from '../src/db/schema';

const s = contractLetterSuite();

describeFamily(s, {
  type: 'performance',
  quoteFields: (companyId) => ({ ensure_company_id: String(companyId), amount: '500000' }),
  amount: '500000.00',
  changedAmount: { fields: { amount: '800000' }, amount: '800000.00' },
  notOffered: '该担保机构暂未开办履约保函业务',
});

describe('performance: the rules of the form (400 naming the field)', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'amount over 10 % of the contract price',
      { amount: '1000000.01' },
      { amount: '担保金额不能超过合同价的 10%（合同价 ¥10,000,000.00，最高 ¥1,000,000.00）' },
    ],
    ['amount zero', { amount: '0' }, { amount: '担保金额须大于 0' }],
    [
      'validity starting yesterday',
      { valid_from: dayFromToday(-1) },
      { valid_from: `保函生效日期不能早于今天（${dayFromToday(0)}）` },
    ],
    [
      'validity ending before completion',
      { valid_to: dayFromToday(399) },
      { valid_to: `保函截止日期不能早于项目竣工日期（${dayFromToday(400)}）` },
    ],
    [
      'validity ending before it starts',
      { valid_from: dayFromToday(500), valid_to: dayFromToday(450) },
      { valid_to: '保函截止日期须晚于生效日期' },
    ],
    [
      'validity over 5 years',
      { valid_to: dayFromToday(1 + 5 * 366) },
      { valid_to: expect.stringMatching(/^保函有效期不能超过 5 年/) as unknown as string },
    ],
    [
      'no such calendar day',
      { valid_from: '2027-02-30' },
      { valid_from: '请选择正确的保函生效日期' },
    ],
  ])('%s', async (_case, fields, problems) => {
    const res = await call(
      s.t().app,
      performanceAddLetter.path,
      s.main(),
      await contractForm(s.t(), s.main(), 'performance', { fields }),
    );
    expectRefused(res, 400);
    expect(res.json().data.fields).toEqual(problems);
    expect(res.json().msg).toEqual(Object.values(problems)[0]);
  });

  it('takes exactly 10 % of the contract price', async () => {
    const res = await call(
      s.t().app,
      performanceAddLetter.path,
      s.main(),
      await contractForm(s.t(), s.main(), 'performance', { fields: { amount: '1000000.00' } }),
    );
    expect(res.json().code).toBe(1);
  });

  it('names the missing fields of the form', async () => {
    const res = await call(
      s.t().app,
      performanceAddLetter.path,
      s.main(),
      await contractForm(s.t(), s.main(), 'performance', {
        fields: { award_notice_file: undefined, beneficiary: undefined },
      }),
    );
    expectRefused(res, 400);
    expect(Object.keys(res.json().data.fields).sort()).toEqual([
      'award_notice_file',
      'beneficiary',
    ]);
  });

  it('quotes only a positive amount (field error), for a guarantor that exists', async () => {
    const companyId = String(await companyIdByName(s.t()));
    const zero = await call(s.t().app, performanceGetPrice.path, s.main(), {
      ensure_company_id: companyId,
      amount: '0',
    });
    expect(zero.json().data.fields).toEqual({ amount: '担保金额须大于 0' });
    const small = (
      await call(s.t().app, performanceGetPrice.path, s.main(), {
        ensure_company_id: companyId,
        amount: '1000',
      })
    ).json().data;
    // 1 000 × 0.80 % = 8.00, below 信达's minimum of 500.00.
    expect(small).toEqual({
      amount: '1000.00',
      premium: '500.00',
      premium_rate: '0.0080',
      min_premium: '500.00',
      rule: '担保金额 ¥1,000.00 × 费率 0.80% = ¥8.00，低于最低保费，按最低保费 ¥500.00 收取',
    });
    const big = (
      await call(s.t().app, performanceGetPrice.path, s.main(), {
        ensure_company_id: companyId,
        amount: '500000',
      })
    ).json().data;
    expect(big).toMatchObject({
      premium: '4000.00',
      rule: '担保金额 ¥500,000.00 × 费率 0.80% = ¥4,000.00（最低保费 ¥500.00）',
    });
    expectRefused(
      await call(s.t().app, performanceGetPrice.path, s.main(), {
        ensure_company_id: '99999999',
        amount: '1000',
      }),
      404,
    );
  });
});

describe('performance: the application as signed and read back', () => {
  it('prints the employer as beneficiary, the contract price, the guaranteed amount and the validity on the entrustment contract', async () => {
    const project = await awardedProject(s.t(), { contractPrice: '12345678.90' });
    const sn = await contractLetterAt(s.t(), s.main(), 'performance', 0, {
      projectId: project.id,
      fields: { amount: '1234567.89', beneficiary: '测试市发包人有限公司' },
    });
    const { contract_url } = await prepareContract(
      s.t(),
      s.main(),
      sn,
      CONTRACT_SIGNING.performance,
    );
    const bytes = (await s.t().app.inject({ method: 'GET', url: contract_url })).rawPayload;
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('履约保函委托担保合同');
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    for (const line of [
      '受益人（发包人）：测试市发包人有限公司',
      '保函类型：履约保函',
      '合同价：人民币12,345,678.90元',
      '担保金额：人民币1,234,567.89元',
      '保函有效期：自',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('投标保证金');
  });

  it('reads the application with editLetter GET (the detail), nothing changed', async () => {
    const sn = await contractLetterAt(s.t(), s.main(), 'performance', 1);
    const res = await callEndpoint(
      s.t().app,
      { ...performanceEditLetter, methods: ['GET'] },
      s.main(),
      { order_sn: sn },
    );
    expect(res.json().data).toMatchObject({
      sn,
      status: 1,
      terms: { beneficiary: EMPLOYER, contract_price: '10000000.00', wage_share: null },
    });
    expect(res.json().data.terms.contract_file).toMatch(/^\/uploads\//);
    expect((await orderRow(s.t(), sn)).status).toBe(1);
  });
});

describe('performance: the demo data', () => {
  it('seeds awarded projects with a future construction period and per-type terms (the bank offers neither), and adds them to an existing database when missing', async () => {
    const db = s.t().database.db;
    const awarded = await db.select().from(projects).where(like(projects.number, 'ZB-2026-%'));
    expect(awarded.length).toBeGreaterThanOrEqual(6);
    for (const project of awarded) {
      expect(project).toMatchObject({
        status: 1,
        contractPrice: expect.stringMatching(/^\d+\.\d{2}$/),
        employer: expect.any(String),
        winner: expect.stringMatching(/有限公司$/),
      });
      expect(project.startDate! > dayFromToday(0)).toBe(true);
      expect(project.completionDate! > project.startDate!).toBe(true);
    }
    const rates = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(companyLetterRates))[0]!.n;
    const before = await rates();
    const bank = await companyIdByName(s.t(), '南京银行股份有限公司');
    const contractTypes = inArray(companyLetterRates.letterType, ['performance', 'worker']);
    expect(
      (await db.select().from(companyLetterRates).where(contractTypes)).some(
        (r) => r.companyId === bank,
      ),
    ).toBe(false);

    await db.delete(companyLetterRates).where(contractTypes);
    expect(await seed(db)).toEqual({ seeded: false });
    expect(await rates()).toBe(before);
    expect(await db.select().from(projects).where(like(projects.number, 'ZB-2026-%'))).toHaveLength(
      awarded.length,
    );
  });
});

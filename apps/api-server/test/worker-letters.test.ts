// Migrant-worker wage letters (农民工工资保函), enterprise side, through HTTP and the database: the
// family's shared tests (contract-letter-suite.ts) and what is its own: the guaranteed amount is
// the declared contract price × the wage share (exact, half up to the cent), the share within
// 0.5 %–10 %, the validity rules, the labour authority as beneficiary on the entrustment contract.
import { workerAddLetter, workerGetPrice } from '@bht/api-client/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_SIGNING,
  contractForm,
  contractLetterAt,
  dayFromToday,
} from './contract-letter-apply';
import { LABOUR_AUTHORITY } from './contract-letter-fixtures';
import { contractLetterSuite, describeFamily, expectRefused } from './contract-letter-suite';
import { call } from './enterprise-session';
import { companyIdByName, orderRow, prepareContract } from './order-fixtures';
import { pdfText } from './pdf-text';

const s = contractLetterSuite();

describeFamily(s, {
  type: 'worker',
  quoteFields: (companyId) => ({
    ensure_company_id: String(companyId),
    contract_price: '10000000.00',
    wage_share: '2.5',
  }),
  amount: '250000.00',
  changedAmount: { fields: { wage_share: '3' }, amount: '300000.00' },
  notOffered: '该担保机构暂未开办农民工工资保函业务',
});

describe('worker: the declaration (400 naming the field)', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'wage share above 10 %',
      { wage_share: '10.01' },
      { wage_share: '工资保证比例须在 0.5% 至 10% 之间' },
    ],
    [
      'wage share below 0.5 %',
      { wage_share: '0.49' },
      { wage_share: '工资保证比例须在 0.5% 至 10% 之间' },
    ],
    ['contract price zero', { contract_price: '0' }, { contract_price: '合同价须大于 0' }],
    [
      'validity ending before completion',
      { valid_to: dayFromToday(300) },
      { valid_to: `保函截止日期不能早于项目竣工日期（${dayFromToday(400)}）` },
    ],
    [
      'validity starting yesterday',
      { valid_from: dayFromToday(-1) },
      { valid_from: `保函生效日期不能早于今天（${dayFromToday(0)}）` },
    ],
    [
      'both at once',
      { wage_share: '12', valid_from: dayFromToday(-2) },
      {
        wage_share: '工资保证比例须在 0.5% 至 10% 之间',
        valid_from: `保函生效日期不能早于今天（${dayFromToday(0)}）`,
      },
    ],
  ])('%s', async (_case, fields, problems) => {
    const res = await call(
      s.t().app,
      workerAddLetter.path,
      s.main(),
      await contractForm(s.t(), s.main(), 'worker', { fields }),
    );
    expectRefused(res, 400);
    expect(res.json().data.fields).toEqual(problems);
  });

  it.each([
    ['0.5', '50000.00'],
    ['10', '1000000.00'],
    ['3.33', '333000.00'],
  ])('at %s %% guarantees %s of 10 000 000', async (share, amount) => {
    const { order_sn } = (
      await call(
        s.t().app,
        workerAddLetter.path,
        s.main(),
        await contractForm(s.t(), s.main(), 'worker', { fields: { wage_share: share } }),
      )
    ).json().data;
    expect(await orderRow(s.t(), order_sn)).toMatchObject({
      bidBondAmount: amount,
      wageShare: Number(share).toFixed(2),
      contractPrice: '10000000.00',
    });
  });

  it('computes the amount exactly, half up to the cent, in the quote as in the order', async () => {
    const companyId = String(await companyIdByName(s.t()));
    const quote = (
      await call(s.t().app, workerGetPrice.path, s.main(), {
        ensure_company_id: companyId,
        contract_price: '12345678.90',
        wage_share: '2.5',
      })
    ).json().data;
    // 12 345 678.90 × 2.5 % = 308 641.9725 → 308 641.97; × 0.60 % = 1 851.85.
    expect(quote).toEqual({
      amount: '308641.97',
      premium: '1851.85',
      premium_rate: '0.0060',
      min_premium: '300.00',
      rule: '合同价 ¥12,345,678.90 × 工资保证比例 2.5% = 担保金额 ¥308,641.97；担保金额 ¥308,641.97 × 费率 0.60% = ¥1,851.85（最低保费 ¥300.00）',
    });
    const { order_sn, premium } = (
      await call(
        s.t().app,
        workerAddLetter.path,
        s.main(),
        await contractForm(s.t(), s.main(), 'worker', {
          fields: { contract_price: '12345678.90', wage_share: '2.5' },
        }),
      )
    ).json().data;
    expect(premium).toBe('1851.85');
    expect(await orderRow(s.t(), order_sn)).toMatchObject({
      bidBondAmount: '308641.97',
      premium: '1851.85',
    });
    const out = await call(s.t().app, workerGetPrice.path, s.main(), {
      ensure_company_id: companyId,
      contract_price: '10000000',
      wage_share: '11',
    });
    expect(out.json().data.fields).toEqual({ wage_share: '工资保证比例须在 0.5% 至 10% 之间' });
  });

  it('keeps the custom wording request and the optional contract file', async () => {
    const { order_sn } = (
      await call(
        s.t().app,
        workerAddLetter.path,
        s.main(),
        await contractForm(s.t(), s.main(), 'worker', {
          fields: { wording_request: '请按本市人社局范本出具' },
        }),
      )
    ).json().data;
    expect(await orderRow(s.t(), order_sn)).toMatchObject({
      wordingRequest: '请按本市人社局范本出具',
      contractFile: null,
      awardNoticeFile: null,
      beneficiary: LABOUR_AUTHORITY,
    });
  });
});

describe('worker: the entrustment contract', () => {
  it('prints the labour authority as beneficiary, the contract price, the share and the guaranteed amount', async () => {
    const sn = await contractLetterAt(s.t(), s.main(), 'worker', 0);
    const { contract_url } = await prepareContract(s.t(), s.main(), sn, CONTRACT_SIGNING.worker);
    const bytes = (await s.t().app.inject({ method: 'GET', url: contract_url })).rawPayload;
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('农民工工资支付保函委托担保合同');
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    for (const line of [
      `受益人（人力资源社会保障部门）：${LABOUR_AUTHORITY}`,
      '保函类型：农民工工资保函',
      '合同价：人民币10,000,000.00元',
      '担保金额：人民币250,000.00元（合同价×工资保证比例2.50%）',
    ])
      expect(text).toContain(line);
  });
});

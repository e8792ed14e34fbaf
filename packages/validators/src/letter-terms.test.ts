import { describe, expect, it } from 'vitest';
import {
  addYears,
  checkLetterValidity,
  checkPerformanceAmount,
  checkWageDeclaration,
  isCalendarDate,
  performanceMaxAmount,
  wageAmount,
} from './letter-terms';

describe('wageAmount (contract price × share %, half up to the cent)', () => {
  it.each([
    ['10000000.00', '2.50', '250000.00'],
    ['12345678.90', '2.50', '308641.97'], // 308641.9725
    ['1000.10', '0.50', '5.00'], // 5.0005 → 5.00
    ['1000.30', '0.50', '5.00'], // 5.0015 → 5.00
    ['1001.00', '0.50', '5.01'], // 5.005 → 5.01 (half up)
    ['999999999999.99', '10', '100000000000.00'], // 99999999999.999, rounded up
    ['0.01', '0.5', '0.00'],
    ['200', '3.33', '6.66'],
  ])('%s × %s%% = %s', (price, share, amount) => expect(wageAmount(price, share)).toBe(amount));
});

describe('checkPerformanceAmount (0 < amount ≤ 10 % of the contract price)', () => {
  it.each([
    ['1', '10000000.00'],
    ['1000000.00', '10000000.00'], // exactly 10 %
    ['0.01', '0.10'],
    ['500000', '10000000.00'],
  ])('%s of %s is fine', (amount, price) =>
    expect(checkPerformanceAmount(amount, price)).toEqual({}),
  );

  it.each([
    ['0', '10000000.00', '担保金额须大于 0'],
    ['0.00', '10000000.00', '担保金额须大于 0'],
    ['1000000.01', '10000000.00', '担保金额不能超过合同价的 10%'],
    ['0.02', '0.10', '担保金额不能超过合同价的 10%'],
    ['1.234', '10000000.00', '请输入正确的担保金额'],
    ['-1', '10000000.00', '请输入正确的担保金额'],
    ['abc', '10000000.00', '请输入正确的担保金额'],
  ])('%s of %s: %s', (amount, price, message) =>
    expect(checkPerformanceAmount(amount, price).amount).toContain(message),
  );

  it('names the highest amount', () => {
    expect(performanceMaxAmount('12345678.99')).toBe('1234567.89');
    expect(checkPerformanceAmount('2000000', '12345678.99').amount).toContain('最高 ¥1,234,567.89');
  });
});

describe('checkWageDeclaration (contract price > 0, share 0.5 %–10 %)', () => {
  it.each([
    ['10000000.00', '0.5'],
    ['10000000.00', '0.50'],
    ['10000000.00', '10'],
    ['10000000.00', '10.00'],
    ['0.01', '2.5'],
  ])('%s at %s%% is fine', (price, share) =>
    expect(checkWageDeclaration(price, share)).toEqual({}),
  );

  it.each([
    ['10000000.00', '0.49', { wage_share: '工资保证比例须在 0.5% 至 10% 之间' }],
    ['10000000.00', '10.01', { wage_share: '工资保证比例须在 0.5% 至 10% 之间' }],
    ['10000000.00', '11', { wage_share: '工资保证比例须在 0.5% 至 10% 之间' }],
    ['10000000.00', '0', { wage_share: '工资保证比例须在 0.5% 至 10% 之间' }],
    ['10000000.00', '2.555', { wage_share: '请输入正确的比例（百分数，最多两位小数）' }],
    ['10000000.00', '100', { wage_share: '请输入正确的比例（百分数，最多两位小数）' }],
    ['0', '2.5', { contract_price: '合同价须大于 0' }],
    [
      '0.00',
      '20',
      { contract_price: '合同价须大于 0', wage_share: '工资保证比例须在 0.5% 至 10% 之间' },
    ],
    ['1.001', '2', { contract_price: '请输入正确的合同价（最多两位小数）' }],
  ])('%s at %s%%', (price, share, problems) =>
    expect(checkWageDeclaration(price, share)).toEqual(problems),
  );
});

describe('dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('isCalendarDate(%s) = %s', (day, ok) => expect(isCalendarDate(day)).toBe(ok));

  it.each([
    ['2026-11-25', 5, '2031-11-25'],
    ['2028-02-29', 5, '2033-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
    ['2026-12-31', 1, '2027-12-31'],
  ])('addYears(%s, %d) = %s', (day, years, result) => expect(addYears(day, years)).toBe(result));
});

describe('checkLetterValidity', () => {
  const today = '2026-11-25';
  const completionDate = '2027-06-30';

  it.each([
    ['2026-11-25', '2027-06-30'], // from today, to the completion date
    ['2026-12-01', '2027-12-31'],
    ['2026-11-25', '2031-11-25'], // exactly 5 years
  ])('%s → %s is fine', (from, to) =>
    expect(checkLetterValidity(from, to, { today, completionDate })).toEqual({}),
  );

  it('needs no completion date when the project has none', () => {
    expect(checkLetterValidity('2026-11-25', '2026-11-26', { today })).toEqual({});
  });

  it.each([
    ['2026-11-24', '2027-06-30', { valid_from: '保函生效日期不能早于今天（2026-11-25）' }],
    ['2026-12-01', '2027-06-29', { valid_to: '保函截止日期不能早于项目竣工日期（2027-06-30）' }],
    ['2027-07-01', '2027-07-01', { valid_to: '保函截止日期须晚于生效日期' }],
    ['2027-08-01', '2027-07-01', { valid_to: '保函截止日期须晚于生效日期' }],
    ['2026-11-25', '2031-11-26', { valid_to: '保函有效期不能超过 5 年（最晚 2031-11-25）' }],
    ['2026-02-30', '2027-07-01', { valid_from: '请选择正确的保函生效日期' }],
    ['2026-12-01', '2027-02-30', { valid_to: '请选择正确的保函截止日期' }],
    [
      '2026-11-01',
      '2027-01-01',
      {
        valid_from: '保函生效日期不能早于今天（2026-11-25）',
        valid_to: '保函截止日期不能早于项目竣工日期（2027-06-30）',
      },
    ],
  ])('%s → %s', (from, to, problems) =>
    expect(checkLetterValidity(from, to, { today, completionDate })).toEqual(problems),
  );
});

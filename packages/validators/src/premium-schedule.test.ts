import { describe, expect, it } from 'vitest';
import {
  bandLabel,
  checkPremiumSchedule,
  describePrice,
  effectiveRate,
  percentToRate,
  priceSchedule,
  rateToPercent,
  type PremiumBand,
  type PremiumSchedule,
} from './premium-schedule';

const bands: PremiumBand[] = [
  { from: '0.00', to: '100000.00', kind: 'fixed', value: '800.00' },
  { from: '100000.00', to: '500000.00', kind: 'rate', value: '0.0120' },
  { from: '1000000.00', to: null, kind: 'rate', value: '0.0080' },
];
const schedule: PremiumSchedule = { premiumRate: '0.0150', minPremium: '500.00', bands };

describe('priceSchedule', () => {
  it.each<[string, string, string, number | null, boolean, string]>([
    // amount, premium, rate, band, floored, why
    [
      '50000.00',
      '800.00',
      '0.0160',
      0,
      false,
      'a fixed band charges its premium whatever the rate',
    ],
    ['100000.00', '800.00', '0.0080', 0, false, 'a band holds its upper bound'],
    ['100000.01', '1200.00', '0.0120', 1, false, 'the next band starts just above it'],
    ['30000.00', '800.00', '0.0267', 0, false, 'effective rate of a fixed premium'],
    ['600000.00', '9000.00', '0.0150', null, false, 'a gap between bands uses the base rate'],
    ['2000000.00', '16000.00', '0.0080', 2, false, 'an open band has no upper bound'],
    ['100001.00', '1200.01', '0.0120', 1, false, 'rounded half-up to the cent'],
  ])('%s → %s at %s (band %s)', (amount, premium, rate, band, floored) => {
    expect(priceSchedule(amount, schedule)).toMatchObject({ premium, rate, band, floored });
  });

  it('floors a band rate at the minimum premium', () => {
    const low = {
      premiumRate: '0.0150',
      minPremium: '2000.00',
      bands: [{ from: '0.00', to: null, kind: 'rate' as const, value: '0.0010' }],
    };
    expect(priceSchedule('120000.00', low)).toMatchObject({
      premium: '2000.00',
      product: '120.00',
      floored: true,
      band: 0,
    });
  });

  it('without bands is computePremium', () => {
    expect(
      priceSchedule('120000.00', { premiumRate: '0.0150', minPremium: '300.00', bands: [] }),
    ).toMatchObject({ premium: '1800.00', rate: '0.0150', band: null });
    expect(
      priceSchedule('10000.00', { premiumRate: '0.015', minPremium: '300', bands: [] }),
    ).toMatchObject({ premium: '300.00', floored: true });
  });

  it('spells the rule out', () => {
    expect(describePrice('50000.00', schedule)).toBe(
      '担保金额 ¥50,000.00 属于「¥100,000.00 及以下」档，固定保费 ¥800.00',
    );
    expect(describePrice('200000.00', schedule)).toBe(
      '担保金额 ¥200,000.00 属于「¥100,000.00 以上至 ¥500,000.00」档，担保金额 ¥200,000.00 × 费率 1.20% = ¥2,400.00（最低保费 ¥500.00）',
    );
    expect(describePrice('20000.00', { ...schedule, bands: [] })).toBe(
      '担保金额 ¥20,000.00 × 费率 1.50% = ¥300.00，低于最低保费，按最低保费 ¥500.00 收取',
    );
    expect(bandLabel({ from: '500000.00', to: null })).toBe('¥500,000.00 以上');
  });
});

describe('rates and percents', () => {
  it.each([
    ['1.5', '0.0150'],
    ['0.08', '0.0008'],
    ['12', '0.1200'],
    ['0', '0.0000'],
  ])('%s%% = %s', (percent, rate) => {
    expect(percentToRate(percent)).toBe(rate);
    expect(rateToPercent(rate)).toBe(Number(percent).toFixed(2));
  });
  it('refuses a percent with three decimals', () =>
    expect(() => percentToRate('1.505')).toThrow(RangeError));
  it.each([
    ['800.00', '30000.00', '0.0267'],
    ['1.00', '0.01', '99.9999'],
    ['0.00', '0.00', '0.0000'],
  ])('effectiveRate(%s, %s) = %s', (premium, amount, rate) =>
    expect(effectiveRate(premium, amount)).toBe(rate),
  );
});

describe('checkPremiumSchedule', () => {
  it('accepts a sound schedule', () => expect(checkPremiumSchedule(schedule)).toEqual({}));
  it.each<[string, Partial<PremiumSchedule>, Record<string, string>]>([
    [
      'a rate of 100 %',
      { premiumRate: '1.0000' },
      { premium_rate: '费率应在 0 至 100% 之间，最多两位小数（如 1.5%）' },
    ],
    [
      'a rate with five decimals',
      { premiumRate: '0.01505' },
      { premium_rate: '费率应在 0 至 100% 之间，最多两位小数（如 1.5%）' },
    ],
    [
      'a negative minimum',
      { minPremium: '-1' },
      { min_premium: '请输入正确的最低保费（最多两位小数）' },
    ],
    [
      'an empty band',
      { bands: [{ from: '100.00', to: '100.00', kind: 'rate', value: '0.01' }] },
      { bands: '第 1 档：截止金额须大于起始金额' },
    ],
    [
      'overlapping bands',
      {
        bands: [
          { from: '0', to: '200000', kind: 'rate', value: '0.01' },
          { from: '100000', to: '300000', kind: 'rate', value: '0.01' },
        ],
      },
      { bands: '第 2 档：与上一档金额重叠，起始金额不能小于 ¥200,000.00' },
    ],
    [
      'bands out of order',
      {
        bands: [
          { from: '500000', to: '900000', kind: 'rate', value: '0.01' },
          { from: '0', to: '100000', kind: 'rate', value: '0.01' },
        ],
      },
      { bands: '第 2 档：与上一档金额重叠，起始金额不能小于 ¥900,000.00' },
    ],
    [
      'a band after an open one',
      {
        bands: [
          { from: '0', to: null, kind: 'rate', value: '0.01' },
          { from: '100000', to: '300000', kind: 'rate', value: '0.01' },
        ],
      },
      { bands: '第 2 档：上一档没有截止金额，其后不能再分档' },
    ],
    [
      'a fixed premium below the minimum',
      { bands: [{ from: '0', to: '1000', kind: 'fixed', value: '100' }] },
      { bands: '第 1 档：固定保费不能低于最低保费 ¥500.00' },
    ],
    [
      'a zero fixed premium',
      { minPremium: '0', bands: [{ from: '0', to: '1000', kind: 'fixed', value: '0' }] },
      { bands: '第 1 档：请输入正确的固定保费（大于 0，最多两位小数）' },
    ],
    [
      'a band rate of 100 %',
      { bands: [{ from: '0', to: '1000', kind: 'rate', value: '1' }] },
      { bands: '第 1 档：费率应在 0 至 100% 之间，最多两位小数' },
    ],
    [
      'an amount with three decimals',
      { bands: [{ from: '0.001', to: '1000', kind: 'rate', value: '0.01' }] },
      { bands: '第 1 档：请输入正确的起始金额' },
    ],
    [
      'eleven bands',
      {
        bands: Array.from({ length: 11 }, (_, i) => ({
          from: String(i * 10),
          to: String(i * 10 + 10),
          kind: 'rate' as const,
          value: '0.01',
        })),
      },
      { bands: '金额分档最多 10 档' },
    ],
  ])('refuses %s', (_why, change, problems) => {
    expect(checkPremiumSchedule({ ...schedule, ...change })).toEqual(problems);
  });
});

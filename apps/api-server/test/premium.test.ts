// computePremium: max(bid bond × rate, minimum), rounded half-up to the cent, exactly.
import { describe, expect, it } from 'vitest';
import { computePremium } from '../src/areas/company/premium';

describe('computePremium', () => {
  it.each([
    // bid bond, rate, minimum, premium, why
    ['120000.00', '0.0150', '300.00', '1800.00', 'rate above the minimum'],
    ['10000.00', '0.0150', '300.00', '300.00', 'minimum above the rate'],
    ['20000.00', '0.0150', '300.00', '300.00', 'rate equal to the minimum'],
    ['800000.00', '0.0125', '500.00', '10000.00', 'the largest works bid bond'],
    ['10.50', '0.0500', '0.00', '0.53', 'exactly half a cent rounds up (0.525), not to even'],
    ['10.49', '0.0500', '0.00', '0.52', 'just under half a cent rounds down (0.5245)'],
    ['1.15', '0.1000', '0.00', '0.12', '0.115: binary floating point says 0.11499999…'],
    ['100.50', '0.0100', '0.00', '1.01', '1.005'],
    ['33333.33', '0.0123', '0.00', '410.00', '409.999959 carries into the yuan'],
    ['456789.15', '0.0130', '300.00', '5938.26', '5938.25895'],
    ['0.01', '0.0001', '0.00', '0.00', 'a millionth of a yuan'],
    ['50000.00', '0.0000', '300.00', '300.00', 'zero rate charges the minimum'],
    [
      '123456789012.34',
      '0.0157',
      '300.00',
      '1938271587.49',
      'beyond float precision (1938271587.493738)',
    ],
    [
      '999999999999.99',
      '0.9999',
      '0.00',
      '999899999999.99',
      'the largest numeric(14,2) and numeric(6,4)',
    ],
    ['120000', '0.015', '300', '1800.00', 'fewer decimals than the columns keep'],
  ])('%s × %s, minimum %s → %s (%s)', (bond, rate, minimum, premium) => {
    expect(computePremium(bond, rate, minimum)).toBe(premium);
  });

  it.each([
    ['1200.005', '0.0150', '300.00', 'bond with more than 2 decimals'],
    ['120000.00', '0.01505', '300.00', 'rate with more than 4 decimals'],
    ['120000.00', '0.0150', '300.001', 'minimum with more than 2 decimals'],
    ['-1.00', '0.0150', '300.00', 'negative amount'],
    ['1e6', '0.0150', '300.00', 'exponent notation'],
    ['', '0.0150', '300.00', 'empty'],
  ])('refuses %s × %s, minimum %s (%s) instead of losing digits', (bond, rate, minimum) => {
    expect(() => computePremium(bond, rate, minimum)).toThrow(RangeError);
  });
});

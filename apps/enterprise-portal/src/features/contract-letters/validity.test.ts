import { describe, expect, it } from 'vitest';
import { addDays, defaultValidity } from './validity';

const project = (completion: string | null) =>
  ({
    contract: completion
      ? {
          price: '1.00',
          employer: '',
          winner: '',
          start_date: '2026-01-01',
          completion_date: completion,
        }
      : null,
  }) as Parameters<typeof defaultValidity>[0];

describe('validity defaults', () => {
  it.each([
    ['2027-01-31', 30, '2027-03-02'],
    ['2027-12-15', 30, '2028-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-25', 0, '2026-11-25'],
  ])('addDays(%s, %i) = %s', (day, days, expected) => expect(addDays(day, days)).toBe(expected));

  it('runs from today to the completion date + 30 days, or leaves the end open without a contract', () => {
    // 2026-11-25 09:00 in Beijing, still the 24th in most of the world.
    const now = new Date('2026-11-25T01:00:00Z');
    expect(defaultValidity(project('2027-06-30'), now)).toEqual({
      valid_from: '2026-11-25',
      valid_to: '2027-07-30',
    });
    expect(defaultValidity(project(null), now)).toEqual({ valid_from: '2026-11-25', valid_to: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { chinaToday, formatDateTime, parseTimestamp } from './date-time';

// Tests run with TZ=Etc/GMT+12 (see vitest.config.ts), 20 h behind Beijing: local time never leaks.
describe('parseTimestamp', () => {
  it.each<[unknown, string | null]>([
    [1732330000, '2024-11-23T02:46:40.000Z'],
    ['1732330000', '2024-11-23T02:46:40.000Z'],
    [1732330000123, '2024-11-23T02:46:40.123Z'],
    ['2026-11-23 09:05:07', '2026-11-23T01:05:07.000Z'],
    ['2026-11-23', '2026-11-22T16:00:00.000Z'],
    ['2026-11-23T09:05:07Z', '2026-11-23T09:05:07.000Z'],
    ['2026-02-30', null],
    ['12345', null],
    ['', null],
    ['yesterday', null],
    [null, null],
    [undefined, null],
    [new Date(Number.NaN), null],
  ])('%j → %j', (input, iso) => expect(parseTimestamp(input)?.toISOString() ?? null).toBe(iso));
});

describe('formatDateTime', () => {
  it.each<[unknown, string | undefined, string]>([
    [1732330000, undefined, '2024-11-23 10:46:40'],
    ['1732330000', 'y-m-d', '2024-11-23'],
    ['2026-01-02 03:04:05', 'y年m月d日 h:i', '2026年01月02日 03:04'],
    [1732330000123, undefined, '2024-11-23 10:46:40'],
    ['garbage', undefined, ''],
    [null, undefined, ''],
    // Around midnight in UTC and in Beijing: the Beijing day, not the machine's.
    ['2026-11-28T15:59:59Z', undefined, '2026-11-28 23:59:59'],
    ['2026-11-28T16:00:00Z', undefined, '2026-11-29 00:00:00'],
    ['2026-11-28T23:59:59Z', undefined, '2026-11-29 07:59:59'],
    ['2026-11-29T00:00:00Z', undefined, '2026-11-29 08:00:00'],
    ['2026-12-31T16:00:00Z', 'y-m-d', '2027-01-01'],
    ['2026-11-29 00:00:00', undefined, '2026-11-29 00:00:00'],
  ])('%j with %j → %j', (input, pattern, output) =>
    expect(formatDateTime(input, pattern)).toBe(output),
  );
});

describe('chinaToday', () => {
  it.each([
    ['2026-11-28T15:59:59.999Z', '2026-11-28'],
    ['2026-11-28T16:00:00Z', '2026-11-29'],
    ['2026-11-29T05:41:52Z', '2026-11-29'],
    ['2026-11-29T15:59:59Z', '2026-11-29'],
    ['2024-02-28T16:00:00Z', '2024-02-29'],
  ])('at %s → %s', (now, day) => expect(chinaToday(new Date(now))).toBe(day));
});

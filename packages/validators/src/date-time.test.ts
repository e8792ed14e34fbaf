import { describe, expect, it } from 'vitest';
import { formatDateTime, parseTimestamp } from './date-time';

// Tests run with TZ=Asia/Shanghai (see vitest.config.ts) so local-time output is fixed.
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
  ])('%j with %j → %j', (input, pattern, output) =>
    expect(formatDateTime(input, pattern)).toBe(output),
  );
});

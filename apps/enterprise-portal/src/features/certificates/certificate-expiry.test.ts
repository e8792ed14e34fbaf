import { describe, expect, it } from 'vitest';
import { daysUntil, expiryFlag } from './certificate-expiry';

// 2026-11-23 07:00 in Beijing: still the 22nd west of Beijing.
const today = new Date('2026-11-22T23:00:00Z');

describe('certificate expiry', () => {
  it('counts calendar days', () => {
    expect(daysUntil('2026-11-23', today)).toBe(0);
    expect(daysUntil('2026-12-23', today)).toBe(30);
    expect(daysUntil('2026-11-22', today)).toBe(-1);
  });

  it('flags expired and expiring within 30 days', () => {
    expect(expiryFlag({ expired: true, expire_date: '2026-11-23' }, today)?.text).toBe('已过期');
    expect(expiryFlag({ expired: false, expire_date: '2026-11-20' }, today)?.text).toBe('已过期');
    expect(expiryFlag({ expired: false, expire_date: '2026-12-23' }, today)?.text).toBe('即将到期');
    expect(expiryFlag({ expired: false, expire_date: '2026-12-24' }, today)).toBeNull();
  });
});

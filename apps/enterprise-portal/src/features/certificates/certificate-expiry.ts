// The expiry flag of a certificate: 已过期 (the server says so), or 即将到期 within 30 days.
import { chinaToday } from '@bht/validators';
import type { ResponseOf, getCertificateDetail } from '@bht/api-client';

export type Certificate = ResponseOf<typeof getCertificateDetail>;

export const EXPIRING_WITHIN_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole days from Beijing's calendar day at `now` to a `YYYY-MM-DD` date; negative once past. */
export function daysUntil(date: string, now: Date = new Date()): number {
  return Math.round((Date.parse(date) - Date.parse(chinaToday(now))) / DAY_MS);
}

export function expiryFlag(
  certificate: Pick<Certificate, 'expired' | 'expire_date'>,
  now: Date = new Date(),
): { text: string; color: string } | null {
  const days = daysUntil(certificate.expire_date, now);
  if (certificate.expired || days < 0) return { text: '已过期', color: 'red' };
  if (days <= EXPIRING_WITHIN_DAYS) return { text: '即将到期', color: 'orange' };
  return null;
}

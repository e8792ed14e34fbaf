// The expiry flag of a certificate: 已过期 (the server says so), or 即将到期 within 30 days.
import type { ResponseOf, getCertificateDetail } from '@bht/api-client';

export type Certificate = ResponseOf<typeof getCertificateDetail>;

export const EXPIRING_WITHIN_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole days from `today` (local calendar date) to a `YYYY-MM-DD` date; negative once past. */
export function daysUntil(date: string, today: Date = new Date()): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(
    (Date.UTC(year, month - 1, day) -
      Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) /
      DAY_MS,
  );
}

export function expiryFlag(
  certificate: Pick<Certificate, 'expired' | 'expire_date'>,
  today: Date = new Date(),
): { text: string; color: string } | null {
  const days = daysUntil(certificate.expire_date, today);
  if (certificate.expired || days < 0) return { text: '已过期', color: 'red' };
  if (days <= EXPIRING_WITHIN_DAYS) return { text: '即将到期', color: 'orange' };
  return null;
}

// The validity a performance or wage application starts with: from today until the project's
// completion date plus a margin (the letter must outlast the works; the server checks the rule,
// checkLetterValidity in @bht/validators).
import { chinaToday } from '@bht/validators';
import type { Project } from '@bht/api-client';

/** Days after the completion date the proposed validity runs on. */
export const VALIDITY_MARGIN_DAYS = 30;

/** addDays('2027-01-31', 30) → '2027-03-02' (calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** valid_from today; valid_to the completion date + VALIDITY_MARGIN_DAYS (empty without a contract). */
export function defaultValidity(
  project: Project,
  now: Date = new Date(),
): { valid_from: string; valid_to: string } {
  const completion = project.contract?.completion_date;
  return {
    valid_from: chinaToday(now),
    valid_to: completion ? addDays(completion, VALIDITY_MARGIN_DAYS) : '',
  };
}

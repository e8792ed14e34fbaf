// The last DASHBOARD_DAYS China calendar days, oldest first, today (Asia/Shanghai) the last.
import { DASHBOARD_DAYS } from '@bht/api-client/contract';
import { todayInChina } from '../../time/china-time';

const DAY_MS = 86_400_000;

export interface DayWindow {
  /** YYYY-MM-DD, oldest first. */
  days: string[];
  /** 00:00 China time of the first day: rows from this instant on fall in the window. */
  since: Date;
}

export function dashboardWindow(now = new Date()): DayWindow {
  // China has no daylight saving, so noon UTC of a China date is always that date in both zones.
  const today = new Date(`${todayInChina(now)}T12:00:00Z`).getTime();
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  return { days, since: new Date(`${days[0]}T00:00:00+08:00`) };
}

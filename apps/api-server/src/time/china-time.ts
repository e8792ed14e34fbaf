// China time: calendar days, date ranges and dates on documents are China Standard Time, which
// has no daylight saving (always UTC+8).
import { chinaToday } from '@bht/validators';

/** The UTC offset of China Standard Time, for `YYYY-MM-DDT00:00:00${CHINA_OFFSET}`. */
export const CHINA_OFFSET = '+08:00';

/** Today as YYYY-MM-DD in China (where certificates expire and letters run out); one rule with the apps. */
export const todayInChina = chinaToday;

/** `date` as its China calendar day in Chinese: 2025 年 3 月 5 日. */
export function chineseDate(date: Date): string {
  const beijing = new Date(date.getTime() + 8 * 3600_000);
  return `${beijing.getUTCFullYear()} 年 ${beijing.getUTCMonth() + 1} 月 ${beijing.getUTCDate()} 日`;
}

/** `date` in China time as `YYYY-MM-DD HH:mm:ss` (spec §9; also what Alipay sends and expects). */
export function chinaDateTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

// Timestamps and the y-m-d h:i:s display format (spec §9), always in Beijing time: the server
// checks dates on China's calendar, and a browser elsewhere (travelling staff, CI in UTC) must
// show and pick the same days. China keeps UTC+8 all year (no daylight saving), so a fixed
// offset is exact.

/** Beijing's offset from UTC in hours (Arco pickers' `utcOffset`). */
export const CHINA_UTC_OFFSET_HOURS = 8;
const OFFSET_MS = CHINA_UTC_OFFSET_HOURS * 3_600_000;

const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses what the API and legacy data carry into a Date:
 * a 10-digit number or numeric string is Unix seconds, 13 digits milliseconds;
 * `YYYY-MM-DD[ HH:mm[:ss]]` is Beijing time; other ISO strings go through Date.
 * Anything else (empty, garbage, null, Date of NaN) gives null.
 */
export function parseTimestamp(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return fromDigits(String(value));
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return fromDigits(text);
  const parts = DATE_TIME.exec(text);
  if (parts) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = parts;
    const wall = new Date(
      Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)),
    );
    // Date.UTC rolls 02-30 over to March: such a day does not exist.
    if (wall.getUTCMonth() !== Number(mo) - 1 || wall.getUTCDate() !== Number(d)) return null;
    return new Date(wall.getTime() - OFFSET_MS);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function fromDigits(digits: string): Date | null {
  if (digits.length === 10) return new Date(Number(digits) * 1000);
  if (digits.length === 13) return new Date(Number(digits));
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats in Beijing time with the spec's pattern letters: y year, m month, d day, h hour,
 * i minute, s second (`'y-m-d h:i:s'` → `2026-11-23 09:05:00`, `'y-m-d'` → `2026-11-23`).
 * Unparseable input gives ''.
 */
export function formatDateTime(value: unknown, pattern = 'y-m-d h:i:s'): string {
  const date = parseTimestamp(value);
  if (!date) return '';
  // Beijing's wall clock read through the UTC getters, whatever the machine's zone.
  const wall = new Date(date.getTime() + OFFSET_MS);
  const parts: Record<string, string> = {
    y: String(wall.getUTCFullYear()),
    m: pad(wall.getUTCMonth() + 1),
    d: pad(wall.getUTCDate()),
    h: pad(wall.getUTCHours()),
    i: pad(wall.getUTCMinutes()),
    s: pad(wall.getUTCSeconds()),
  };
  return pattern.replace(/[ymdhis]/g, (letter) => parts[letter] ?? letter);
}

/** Beijing's calendar day at `now` as YYYY-MM-DD: "today" for every default and date rule. */
export const chinaToday = (now: Date = new Date()) => formatDateTime(now, 'y-m-d');

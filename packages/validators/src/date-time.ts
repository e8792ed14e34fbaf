// Timestamps and the y-m-d h:i:s display format (spec §9).

const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses what the API and legacy data carry into a Date:
 * a 10-digit number or numeric string is Unix seconds, 13 digits milliseconds;
 * `YYYY-MM-DD[ HH:mm[:ss]]` is local time; other ISO strings go through Date.
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
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : null;
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
 * Formats in local time with the spec's pattern letters: y year, m month, d day, h hour,
 * i minute, s second (`'y-m-d h:i:s'` → `2026-11-23 09:05:00`, `'y-m-d'` → `2026-11-23`).
 * Unparseable input gives ''.
 */
export function formatDateTime(value: unknown, pattern = 'y-m-d h:i:s'): string {
  const date = parseTimestamp(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    y: String(date.getFullYear()),
    m: pad(date.getMonth() + 1),
    d: pad(date.getDate()),
    h: pad(date.getHours()),
    i: pad(date.getMinutes()),
    s: pad(date.getSeconds()),
  };
  return pattern.replace(/[ymdhis]/g, (letter) => parts[letter] ?? letter);
}

// Platform documents write times as `yyyy-MM-dd HH:mm:ss` in China time (UTC+8, no daylight saving).

export function chinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads a China-time `yyyy-MM-dd HH:mm:ss`; null when it is not one. */
export function parseChinaTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  const at = new Date(Date.UTC(y!, mo! - 1, d, h! - 8, mi, s));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** ±300 s, the default window of both dialects' settings. */
export const TIMESTAMP_WINDOW_MS = 300_000;

// Rate-limit counters in the database, so every API instance counts together.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './app-error';

export interface RateLimitRule {
  /** e.g. `login:refused:127.0.0.1` */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The fixed window `now` falls in, the one before it, and how much of that one still counts. */
function slidingWindow(windowSeconds: number, now: number) {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  return {
    current: new Date(windowStart),
    previous: new Date(windowStart - windowMs),
    previousWeight: 1 - (now - windowStart) / windowMs,
  };
}

const slidingCount = (current: number, previous: number, previousWeight: number) =>
  Math.ceil(current + previous * previousWeight);

/**
 * Counts one hit (or `amount`, e.g. kilobytes uploaded); returns the hits in the last
 * `windowSeconds` (rounded up). Sliding-window
 * counter: the current fixed window plus the previous one weighted by how much of it still lies
 * inside the sliding window, so a burst straddling a window boundary counts as one burst
 * (plain fixed windows would let twice the limit through there).
 */
export async function hit(
  db: Db,
  { key, windowSeconds }: Omit<RateLimitRule, 'limit'>,
  now = Date.now(),
  amount = 1,
): Promise<number> {
  const window = slidingWindow(windowSeconds, now);
  // One round trip: the upsert returns the current count and reads the previous window's.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: window.current, count: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
    })
    .returning({
      count: rateLimits.count,
      previous: sql<
        number | null
      >`(select p.count from rate_limits p where p.key = ${key} and p.window_start = ${window.previous.toISOString()}::timestamptz)`,
    });
  return slidingCount(row?.count ?? amount, Number(row?.previous ?? 0), window.previousWeight);
}

/** The hits in the last `windowSeconds`, like `hit` but without counting one. */
export async function hitsSoFar(
  db: Db,
  { key, windowSeconds }: Omit<RateLimitRule, 'limit'>,
  now = Date.now(),
): Promise<number> {
  const window = slidingWindow(windowSeconds, now);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        inArray(rateLimits.windowStart, [window.current, window.previous]),
      ),
    );
  const countIn = (start: Date) =>
    rows.find((row) => row.windowStart.getTime() === start.getTime())?.count ?? 0;
  return slidingCount(countIn(window.current), countIn(window.previous), window.previousWeight);
}

/** Counts one hit and throws 429 with `message` once the limit is passed. */
export async function enforceRateLimit(
  db: Db,
  rule: RateLimitRule,
  message = '操作过于频繁，请稍后再试',
): Promise<void> {
  if ((await hit(db, rule)) > rule.limit) throw tooManyRequests(message);
}

// Rate-limit counters in the database, so every API instance counts together.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './app-error';

export interface RateLimitRule {
  /** e.g. `login:ip:127.0.0.1` */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit; returns the hits in the last `windowSeconds` (rounded up). Sliding-window
 * counter: the current fixed window plus the previous one weighted by how much of it still lies
 * inside the sliding window, so a burst straddling a window boundary counts as one burst
 * (plain fixed windows would let twice the limit through there).
 */
export async function hit(db: Db, { key, windowSeconds }: Omit<RateLimitRule, 'limit'>, now = Date.now()): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const previousStart = new Date(windowStart - windowMs).toISOString();
  // One round trip: the upsert returns the current count and reads the previous window's.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({
      count: rateLimits.count,
      previous: sql<number | null>`(select p.count from rate_limits p where p.key = ${key} and p.window_start = ${previousStart}::timestamptz)`,
    });
  const previousWeight = 1 - (now - windowStart) / windowMs;
  return Math.ceil((row?.count ?? 1) + Number(row?.previous ?? 0) * previousWeight);
}

/** Counts one hit and throws 429 with `message` once the limit is passed. */
export async function enforceRateLimit(db: Db, rule: RateLimitRule, message = '操作过于频繁，请稍后再试'): Promise<void> {
  if ((await hit(db, rule)) > rule.limit) throw tooManyRequests(message);
}

// Fixed-window counters in the database, so every API instance counts together.
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

/** Counts one hit; returns the count in the current window. */
export async function hit(db: Db, { key, windowSeconds }: Omit<RateLimitRule, 'limit'>, now = Date.now()): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Counts one hit and throws 429 with `message` once the limit is passed. */
export async function enforceRateLimit(db: Db, rule: RateLimitRule, message = '操作过于频繁，请稍后再试'): Promise<void> {
  if ((await hit(db, rule)) > rule.limit) throw tooManyRequests(message);
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './errors';

export type WindowLimit = { max: number; windowMs: number };

export function windowStart(windowMs: number, now = Date.now()) {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/**
 * Counters in the database, so every server instance sees the same limits. Fixed windows:
 * simple and enough to stop guessing; the window resets on its boundary.
 */
export async function currentCount(db: Db, key: string, limit: WindowLimit) {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart(limit.windowMs))));
  return row?.count ?? 0;
}

export async function increment(db: Db, key: string, limit: WindowLimit) {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: windowStart(limit.windowMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(windowMs: number, message = 'Too many attempts. Please wait a while and try again.') {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil((windowStart(windowMs).getTime() + windowMs - Date.now()) / 1000));
  }
}

/** Throws 429 when any of the keys is at its limit. */
export async function assertUnderLimits(db: Db, checks: { key: string; limit: WindowLimit }[], message?: string) {
  for (const { key, limit } of checks) {
    if ((await currentCount(db, key, limit)) >= limit.max) throw new RateLimitedError(limit.windowMs, message);
  }
}

/** Old windows are useless; drop them now and then. */
export async function pruneCounters(db: Db, olderThanMs = 24 * 3600_000) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(Date.now() - olderThanMs)));
}

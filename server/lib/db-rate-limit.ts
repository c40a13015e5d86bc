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
  return incrementAt(db, key, windowStart(limit.windowMs));
}

async function incrementAt(db: Db, key: string, start: Date) {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: start, count: 1 })
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

/**
 * Counts an attempt before it is made (one statement per counter), so attempts sent at once, to one
 * instance or to several, cannot all pass a check that none of them has counted yet: throws 429 when
 * any counter is past its limit, counting nothing. Answers `giveBack`, for an attempt that turned out
 * not to count (a right password): each counter is taken down again, in the window it was counted in.
 */
export async function countAttempt(db: Db, checks: { key: string; limit: WindowLimit }[], message?: string) {
  const taken: { key: string; start: Date }[] = [];
  const giveBack = async () => {
    for (const { key, start } of taken.splice(0)) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, start)));
    }
  };
  for (const { key, limit } of checks) {
    const start = windowStart(limit.windowMs);
    const count = await incrementAt(db, key, start);
    taken.push({ key, start });
    if (count > limit.max) {
      await giveBack();
      throw new RateLimitedError(limit.windowMs, message);
    }
  }
  return giveBack;
}

/** Old windows are useless; drop them now and then. */
export async function pruneCounters(db: Db, olderThanMs = 24 * 3600_000) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(Date.now() - olderThanMs)));
}

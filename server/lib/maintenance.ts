import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { accountTokens, assistantQuestions, auditLog, forumTopicViews, oauthFlows, referralRequests } from '../db/schema';
import { REFERRAL_CLOSE_AFTER_DAYS, REFERRAL_RETENTION_DAYS } from '../../shared/referrals';
import { pruneIdempotencyKeys } from './idempotency';
import { pruneJobs } from './jobs';
import { pruneCounters } from './db-rate-limit';
import { pruneExpiredSessions } from './sessions';

/** How long questions to the assistant are kept. */
export const ASSISTANT_QUESTION_DAYS = 180;

/** Removes rows that can no longer matter: expired sessions, old limit windows, spent links, old topic views, old assistant questions, idempotency keys past 24 hours, finished jobs. */
export async function pruneExpired(db: Db) {
  const now = new Date();
  await pruneExpiredSessions(db);
  await pruneCounters(db);
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
  await db.delete(accountTokens).where(or(lt(accountTokens.expiresAt, now), isNotNull(accountTokens.usedAt)));
  // A topic's views are counted once per viewer per day: yesterday's rows are no longer needed.
  await db.delete(forumTopicViews).where(lt(forumTopicViews.day, new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10)));
  // Questions to the assistant may hold health details: kept 180 days for improving answers, then gone.
  await db.delete(assistantQuestions).where(lt(assistantQuestions.createdAt, new Date(now.getTime() - ASSISTANT_QUESTION_DAYS * 86_400_000)));
  await closeAndForgetReferrals(db, now);
  await pruneIdempotencyKeys(db, now);
  await pruneJobs(db);
}

const DAY = 86_400_000;

/**
 * Doctor requests: a matched request closes itself 30 days after the family got their specialists;
 * a request closed for 12 months is deleted (it holds health details about a child). Both are audited.
 */
export async function closeAndForgetReferrals(db: Db, now = new Date()) {
  const expired = await db
    .update(referralRequests)
    .set({ status: 'closed', closedAt: now, closedReason: 'expired' })
    .where(and(eq(referralRequests.status, 'matched'), lt(referralRequests.matchedAt, new Date(now.getTime() - REFERRAL_CLOSE_AFTER_DAYS * DAY))))
    .returning({ id: referralRequests.id });
  for (const row of expired) await db.insert(auditLog).values({ actorId: null, action: 'referral.closed', details: { referralId: row.id, reason: 'expired' } });
  const deleted = await db
    .delete(referralRequests)
    .where(and(eq(referralRequests.status, 'closed'), lt(referralRequests.closedAt, new Date(now.getTime() - REFERRAL_RETENTION_DAYS * DAY))))
    .returning({ id: referralRequests.id });
  if (deleted.length) await db.insert(auditLog).values({ actorId: null, action: 'referral.deleted', details: { count: deleted.length, reason: 'retention' } });
}

/** Runs the pruning at start and then hourly; the timer never keeps the process alive. */
export function schedulePruning(db: Db, log: FastifyBaseLogger, everyMs = 3600_000) {
  const run = () => pruneExpired(db).catch((error: unknown) => log.warn({ err: error }, 'pruning expired rows failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

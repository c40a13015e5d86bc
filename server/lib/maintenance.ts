import { isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { accountTokens, assistantQuestions, forumTopicViews, oauthFlows } from '../db/schema';
import { pruneJobs } from './jobs';
import { pruneCounters } from './db-rate-limit';
import { pruneExpiredSessions } from './sessions';

/** How long questions to the assistant are kept. */
export const ASSISTANT_QUESTION_DAYS = 180;

/** Removes rows that can no longer matter: expired sessions, old limit windows, spent links, old topic views, old assistant questions, finished jobs. */
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
  await pruneJobs(db);
}

/** Runs the pruning at start and then hourly; the timer never keeps the process alive. */
export function schedulePruning(db: Db, log: FastifyBaseLogger, everyMs = 3600_000) {
  const run = () => pruneExpired(db).catch((error: unknown) => log.warn({ err: error }, 'pruning expired rows failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

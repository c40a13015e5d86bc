import { isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { accountTokens, oauthFlows } from '../db/schema';
import { pruneCounters } from './db-rate-limit';
import { pruneExpiredSessions } from './sessions';

/** Removes rows that can no longer matter: expired sessions, old limit windows, spent links. */
export async function pruneExpired(db: Db) {
  const now = new Date();
  await pruneExpiredSessions(db);
  await pruneCounters(db);
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
  await db.delete(accountTokens).where(or(lt(accountTokens.expiresAt, now), isNotNull(accountTokens.usedAt)));
}

/** Runs the pruning at start and then hourly; the timer never keeps the process alive. */
export function schedulePruning(db: Db, log: FastifyBaseLogger, everyMs = 3600_000) {
  const run = () => pruneExpired(db).catch((error: unknown) => log.warn({ err: error }, 'pruning expired rows failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

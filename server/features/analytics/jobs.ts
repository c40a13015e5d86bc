import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { analyticsSessions, pageViews, searchMisses } from '../../db/schema';
import { enqueueUnlessWaiting, type JobHandlers } from '../../lib/jobs';
import { refreshRollups } from './rollups/engine';
import { allRollupGroups } from './rollups/groups';

export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';
/** The rollups are brought up to date every hour, whether or not anyone opens the figures. */
const EVERY_MS = 60 * 60 * 1000;
/** Page views (and the sessions and searches beside them) are kept this long; the rollups stay. */
export const RAW_KEPT_MONTHS = 13;

/**
 * Deletes what the tracker stored more than 13 months ago. Only after a refresh: by then every one
 * of those days has long been counted into the rollups, which stay.
 */
export async function deleteOldVisits(db: Db, now: Date = new Date()) {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${RAW_KEPT_MONTHS})`;
  await db.delete(pageViews).where(lt(pageViews.createdAt, cutoff));
  await db.delete(analyticsSessions).where(lt(analyticsSessions.startedAt, cutoff));
  await db.delete(searchMisses).where(lt(searchMisses.createdAt, cutoff));
}

/** Queues the next hourly run unless one is already waiting. */
export const scheduleRollups = (db: Db, runAt: Date, exceptJobId?: number) => enqueueUnlessWaiting(db, ANALYTICS_ROLLUP_JOB, runAt, exceptJobId);

export const analyticsJobHandlers = (app: Pick<FastifyInstance, 'db' | 'config'>): JobHandlers => ({
  [ANALYTICS_ROLLUP_JOB]: async (_payload, job) => {
    // The next run is queued first, so a run that fails for good still leaves the next hour's.
    await scheduleRollups(app.db, new Date(Date.now() + EVERY_MS), job.id);
    await job.extendLock(600);
    await refreshRollups(app.db, allRollupGroups, { maxAgeMs: 0, siteUrl: app.config.publicUrl });
    await deleteOldVisits(app.db);
  },
});

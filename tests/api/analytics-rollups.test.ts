import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TrafficFigures } from '../../shared/api/analytics-figures';
import { analyticsDaily, analyticsRollups, analyticsSessions, jobs, pageViews, searchMisses, users } from '../../server/db/schema';
import { ANALYTICS_ROLLUP_JOB, analyticsJobHandlers, scheduleRollups } from '../../server/features/analytics/jobs';
import { addDays, todayUtc } from '../../server/features/analytics/rollups/days';
import { refreshRollups } from '../../server/features/analytics/rollups/engine';
import { trafficRollup } from '../../server/features/analytics/rollups/traffic';
import { MAX_ATTEMPTS, runDueJobs } from '../../server/lib/jobs';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  for (const table of [analyticsDaily, analyticsRollups, pageViews, analyticsSessions, searchMisses]) await app.db.delete(table);
  await app.db.delete(jobs).where(eq(jobs.kind, ANALYTICS_ROLLUP_JOB));
});

let n = 0;
/** A visit starting at `start`, with `views` page views a second apart; answers its session id. */
async function visit(start: Date, views = 1) {
  const sessionId = `session_rollup${(n += 1)}abcdef`;
  await app.db.insert(analyticsSessions).values({ sessionId, userAgent: PHONE, language: 'en', startedAt: start });
  const rows = Array.from({ length: views }, (_, i) => ({ sessionId, path: `/page-${i}`, createdAt: new Date(start.getTime() + (i + 1) * 1000) }));
  if (rows.length > 0) await app.db.insert(pageViews).values(rows);
  return sessionId;
}
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A metric's values per day, as stored in the rollups. */
async function daily(metric: string) {
  const rows = await app.db
    .select({ day: analyticsDaily.day, value: sql<string>`sum(${analyticsDaily.value})` })
    .from(analyticsDaily)
    .where(eq(analyticsDaily.metric, metric))
    .groupBy(analyticsDaily.day)
    .orderBy(analyticsDaily.day);
  return Object.fromEntries(rows.map((row) => [row.day, Number(row.value)]));
}

const refresh = (now: Date, maxAgeMs = 0) => refreshRollups(app.db, [trafficRollup], { maxAgeMs, now, siteUrl: app.config.publicUrl });

describe('the rollup engine', () => {
  const now = new Date('2025-06-20T12:00:00Z');

  it('keeps the figures of settled days when what they counted changes, and counts the settling days again', async () => {
    const first = await visit(noon('2025-06-10'));
    await visit(noon('2025-06-17'));
    await visit(noon('2025-06-18'));
    await visit(noon('2025-06-20'));
    await refresh(now);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-10': 1, '2025-06-17': 1, '2025-06-18': 1, '2025-06-20': 1 });

    // More visits on every day, and the first one's page view gone.
    for (const day of ['2025-06-10', '2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20']) await visit(new Date(`${day}T13:00:00Z`), 2);
    await app.db.delete(pageViews).where(eq(pageViews.sessionId, first));
    await refresh(now);

    // Two days before today settle: the 18th onwards are counted again, the 17th and the 10th keep theirs.
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-10': 1, '2025-06-17': 1, '2025-06-18': 2, '2025-06-19': 1, '2025-06-20': 2 });
    expect(await daily('traffic.pageViews')).toEqual({ '2025-06-10': 1, '2025-06-17': 1, '2025-06-18': 3, '2025-06-19': 2, '2025-06-20': 3 });
  });

  it('counts again the days counted while settling when the refreshes paused for days', async () => {
    const lateNight = await visit(new Date('2025-06-19T23:00:00Z'), 2);
    await refresh(now);
    expect(await daily('traffic.endedSessions')).toEqual({});
    // The visit's end arrives after that refresh; no refresh runs for five days.
    await app.db.update(analyticsSessions).set({ endedAt: new Date('2025-06-20T12:30:00Z'), durationSeconds: 1800 }).where(eq(analyticsSessions.sessionId, lateNight));
    await refresh(new Date('2025-06-25T08:00:00Z'));
    expect(await daily('traffic.endedSessions')).toEqual({ '2025-06-19': 1 });
    expect(await daily('traffic.durationSeconds')).toEqual({ '2025-06-19': 1800 });
  });

  it('counts nothing new while the rollups are fresher than the age asked for, and counts a new day at once', async () => {
    const minute = 60_000;
    await visit(noon('2025-06-20'));
    await refresh(now, minute);
    await visit(new Date('2025-06-20T12:00:10Z'));
    await refresh(new Date(now.getTime() + 30_000), minute);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-20': 1 });
    await refresh(new Date(now.getTime() + minute + 1), minute);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-20': 2 });

    // Just after midnight, the new day is counted even though the last refresh was seconds ago.
    await refresh(new Date('2025-06-20T23:59:50Z'), minute * 60);
    await visit(new Date('2025-06-21T00:00:05Z'));
    await refresh(new Date('2025-06-21T00:00:10Z'), minute * 60);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-20': 2, '2025-06-21': 1 });
  });

  it('gives the same figures, not doubled, when two refreshes run at once', async () => {
    await visit(noon('2025-06-10'), 2);
    await visit(noon('2025-06-19'), 3);
    await visit(noon('2025-06-20'));
    await Promise.all([refresh(now), refresh(now)]);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-10': 1, '2025-06-19': 1, '2025-06-20': 1 });
    expect(await daily('traffic.pageViews')).toEqual({ '2025-06-10': 2, '2025-06-19': 3, '2025-06-20': 1 });

    await visit(noon('2025-06-20'));
    await Promise.all([refresh(now), refresh(now), refresh(now, 60_000)]);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-10': 1, '2025-06-19': 1, '2025-06-20': 2 });
    expect(await daily('traffic.page')).toEqual({ '2025-06-10': 2, '2025-06-19': 3, '2025-06-20': 2 });
    expect(await app.db.$count(analyticsRollups)).toBe(1);
  });

  it('counts nothing, and fails nothing, before the first visit', async () => {
    await refresh(now);
    expect(await app.db.$count(analyticsDaily)).toBe(0);
    await visit(noon('2025-06-20'));
    await refresh(now);
    expect(await daily('traffic.visitors')).toEqual({ '2025-06-20': 1 });
  });
});

describe('the hourly rollup job', () => {
  const waitingJobs = () =>
    app.db
      .select({ runAt: jobs.runAt, attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.kind, ANALYTICS_ROLLUP_JOB), isNull(jobs.doneAt)));

  it('counts the rollups, deletes visits and searches older than 13 months, and the figures of those days stay', async () => {
    const today = todayUtc();
    const oldDay = addDays(today, -430);
    const keptDay = addDays(today, -300);
    await visit(noon(oldDay), 2);
    await visit(noon(keptDay), 3);
    await app.db.insert(searchMisses).values([
      { area: 'library', term: 'night brace', createdAt: noon(oldDay) },
      { area: 'forum', term: 'swimming with boots', createdAt: noon(keptDay) },
    ]);

    await scheduleRollups(app.db, new Date());
    expect(await runDueJobs(app.db, analyticsJobHandlers(app), undefined, 5, { only: [ANALYTICS_ROLLUP_JOB] })).toBe(1);

    expect((await app.db.select({ day: sql<string>`to_char(${pageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')` }).from(pageViews)).map((row) => row.day)).toEqual([keptDay, keptDay, keptDay]);
    expect(await app.db.$count(analyticsSessions)).toBe(1);
    expect((await app.db.select({ term: searchMisses.term }).from(searchMisses)).map((row) => row.term)).toEqual(['swimming with boots']);
    expect(await daily('traffic.visitors')).toEqual({ [oldDay]: 1, [keptDay]: 1 });

    // The next run waits an hour.
    const next = await waitingJobs();
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    const adminAccount = await signUp(app);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
    const res = await app.inject({ method: 'GET', url: `/api/admin/analytics/traffic?from=${oldDay}&to=${oldDay}`, headers: { cookie: adminAccount.cookie } });
    expect(res.statusCode).toBe(200);
    const figures: TrafficFigures = res.json();
    expect([figures.visitors.total, figures.pageViews.total]).toEqual([1, 2]);
    expect(figures.topPages.rows.map((row) => [row.key, row.value])).toEqual([
      ['/page-0', 1],
      ['/page-1', 1],
    ]);
  });

  it('keeps one run waiting however often it is scheduled, and does not wait for a run that failed for good', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    await scheduleRollups(app.db, new Date());
    await scheduleRollups(app.db, inAnHour);
    await scheduleRollups(app.db, inAnHour);
    expect(await waitingJobs()).toHaveLength(1);

    await app.db.update(jobs).set({ attempts: MAX_ATTEMPTS }).where(eq(jobs.kind, ANALYTICS_ROLLUP_JOB));
    await scheduleRollups(app.db, inAnHour);
    expect((await waitingJobs()).map((job) => job.attempts).sort()).toEqual([0, MAX_ATTEMPTS]);
  });
});

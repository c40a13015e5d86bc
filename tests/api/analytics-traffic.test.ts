import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_FIGURES, type TrafficFigures } from '../../shared/api/analytics-figures';
import { analyticsSessions, pageViews, users } from '../../server/db/schema';
import { addDays, todayUtc } from '../../server/features/analytics/rollups/days';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/** Real browsers' user agents. */
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';

/** The period shown: seven days ending three days ago; the previous period is the seven days before. */
const today = todayUtc();
const from = addDays(today, -9);
const to = addDays(today, -3);
const previousFrom = addDays(today, -16);
const day = (offset: number) => addDays(from, offset);
const at = (date: string, time: string) => new Date(`${date}T${time}Z`);

type Visit = {
  start: Date;
  agent: string;
  language: string | null;
  /** The first page view's referrer. */
  referrer: string;
  /** Seconds, when the session's end arrived. */
  duration?: number;
  member?: boolean;
  views: [path: string, at: Date][];
};

let app: FastifyInstance;
let admin: string;
let member: string;
let memberId: string;
let figures: TrafficFigures;

let n = 0;
async function visit(v: Visit) {
  const sessionId = `session_traffic${(n += 1)}abcdef`;
  const userId = v.member ? memberId : null;
  await app.db.insert(analyticsSessions).values({
    sessionId,
    userId,
    userAgent: v.agent,
    language: v.language,
    startedAt: v.start,
    endedAt: v.duration === undefined ? null : new Date(v.start.getTime() + v.duration * 1000),
    durationSeconds: v.duration ?? null,
  });
  await app.db.insert(pageViews).values(
    // Later page views keep the tab's first referrer, as a single-page app's document.referrer does.
    v.views.map(([path, seen]) => ({ sessionId, userId, path, referrer: v.referrer || null, createdAt: seen })),
  );
}

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  app = await createTestApp();
  const adminAccount = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
  admin = adminAccount.cookie;
  const memberAccount = await signUp(app);
  member = memberAccount.cookie;
  memberId = memberAccount.user.id;

  // The period shown.
  await visit({
    start: at(day(0), '10:00:00'),
    agent: IPHONE_SAFARI,
    language: 'es',
    referrer: 'https://www.google.com/search?q=clubfoot+boots',
    duration: 300,
    views: [
      ['/', at(day(0), '10:00:01')],
      ['/library', at(day(0), '10:01:00')],
      ['/library/ponseti-method', at(day(0), '10:03:00')],
    ],
  });
  // Starts just before midnight: the session counts on its first day, its second page view on the next.
  await visit({
    start: at(day(0), '23:59:30'),
    agent: ANDROID_CHROME,
    language: 'en',
    referrer: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fclubfoot.test%2F',
    duration: 120,
    views: [
      ['/library/ponseti-method', at(day(0), '23:59:40')],
      ['/community', at(day(1), '00:00:20')],
    ],
  });
  // Typed in: no referrer, one page, no end arrived.
  await visit({ start: at(day(1), '09:00:00'), agent: WINDOWS_EDGE, language: null, referrer: '', views: [['/', at(day(1), '09:00:01')]] });
  // Reloaded from the site itself: a direct visit.
  await visit({
    start: at(day(1), '12:00:00'),
    agent: MAC_FIREFOX,
    language: 'fr',
    referrer: 'http://clubfoot.test/library',
    duration: 30,
    views: [['/library', at(day(1), '12:00:01')]],
  });
  await visit({
    start: at(day(3), '08:00:00'),
    agent: IPHONE_SAFARI,
    language: 'es',
    referrer: 'https://m.facebook.com/',
    member: true,
    views: [
      ['/', at(day(3), '08:00:01')],
      ['/about', at(day(3), '08:02:00')],
    ],
  });
  await visit({
    start: at(day(3), '15:00:00'),
    agent: ANDROID_CHROME,
    language: 'pt',
    referrer: 'https://www.google.co.uk/',
    duration: 50,
    views: [['/library/ponseti-method', at(day(3), '15:00:01')]],
  });

  // The previous period.
  await visit({
    start: at(addDays(previousFrom, 1), '10:00:00'),
    agent: ANDROID_CHROME,
    language: 'en',
    referrer: 'https://www.google.com/',
    duration: 60,
    views: [
      ['/', at(addDays(previousFrom, 1), '10:00:01')],
      ['/library', at(addDays(previousFrom, 1), '10:02:00')],
    ],
  });
  await visit({
    start: at(addDays(previousFrom, 1), '11:00:00'),
    agent: IPHONE_SAFARI,
    language: 'es',
    referrer: '',
    duration: 40,
    views: [['/', at(addDays(previousFrom, 1), '11:00:01')]],
  });
  await visit({
    start: at(addDays(previousFrom, 6), '20:00:00'),
    agent: WINDOWS_EDGE,
    language: 'en',
    referrer: '',
    views: [
      ['/', at(addDays(previousFrom, 6), '20:00:01')],
      ['/about', at(addDays(previousFrom, 6), '20:05:00')],
    ],
  });

  // Outside both periods: the day before the previous period and the day after the period.
  for (const date of [addDays(previousFrom, -1), addDays(to, 1)]) {
    await visit({ start: at(date, '12:00:00'), agent: MAC_FIREFOX, language: 'de', referrer: 'https://example.org/', duration: 999, views: [['/shop', at(date, '12:00:01')]] });
  }

  const res = await get(`/api/admin/analytics/traffic?from=${from}&to=${to}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  figures = res.json();
});
afterAll(async () => {
  await app.close();
});

describe('traffic figures', () => {
  it('answers for the period asked and the one before it', () => {
    expect(figures.range).toEqual({ from, to, previousFrom, previousTo: addDays(from, -1) });
  });

  it('counts visitors (sessions) and page views per day, each on the day it happened', () => {
    expect(figures.visitors.interval).toBe('day');
    expect(figures.visitors.points).toEqual([2, 2, 0, 2, 0, 0, 0].map((value, i) => ({ start: day(i), value })));
    expect(figures.pageViews.points).toEqual([4, 3, 0, 3, 0, 0, 0].map((value, i) => ({ start: day(i), value })));
    expect(figures.visitors.previous).toEqual([0, 2, 0, 0, 0, 0, 1].map((value, i) => ({ start: addDays(previousFrom, i), value })));
    expect([figures.visitors.total, figures.visitors.previousTotal]).toEqual([6, 3]);
    expect([figures.pageViews.total, figures.pageViews.previousTotal]).toEqual([10, 5]);
  });

  it('averages the length of the visits whose end arrived, and the share of single-page visits', () => {
    // (300 + 120 + 30 + 50) / 4, and (60 + 40) / 2.
    expect(figures.averageDurationSeconds).toEqual({ value: 125, previous: 50 });
    // Three of six visits saw one page; one of three before.
    expect(figures.bounceShare.value).toBe(0.5);
    expect(figures.bounceShare.previous).toBeCloseTo(1 / 3, 10);
  });

  it('ranks the pages seen and the pages visits started on, each linking to its page', () => {
    expect(figures.topPages.rows.map((row) => [row.label, row.href, row.value, row.previous])).toEqual([
      ['/', '/', 3, 3],
      ['/library/ponseti-method', '/library/ponseti-method', 3, 0],
      ['/library', '/library', 2, 1],
      ['/about', '/about', 1, 1],
      ['/community', '/community', 1, 0],
    ]);
    expect([figures.topPages.total, figures.topPages.previousTotal]).toEqual([10, 5]);
    expect(figures.entryPages.rows.map((row) => [row.key, row.href, row.value, row.previous])).toEqual([
      ['/', '/', 3, 3],
      ['/library/ponseti-method', '/library/ponseti-method', 2, 0],
      ['/library', '/library', 1, 0],
    ]);
    expect([figures.entryPages.total, figures.entryPages.previousTotal]).toEqual([6, 3]);
  });

  it('groups referrers by site, counting the site’s own address and no referrer as Direct', () => {
    expect(figures.referrers.rows.map((row) => [row.label, row.value, row.previous])).toEqual([
      ['Direct', 2, 2],
      ['facebook.com', 2, 0],
      ['google.com', 1, 1],
      ['google.co.uk', 1, 0],
    ]);
    expect(figures.referrers.rows.every((row) => row.href === null)).toBe(true);
  });

  it('names the devices, browsers and systems of the visits from their user agents', () => {
    const rows = (ranking: TrafficFigures['devices']) => ranking.rows.map((row) => [row.label, row.value, row.previous]);
    expect(rows(figures.devices)).toEqual([
      ['Phone', 4, 2],
      ['Desktop', 2, 1],
    ]);
    expect(rows(figures.browsers)).toEqual([
      ['Chrome', 2, 1],
      ['Safari', 2, 1],
      ['Edge', 1, 1],
      ['Firefox', 1, 0],
    ]);
    expect(rows(figures.operatingSystems)).toEqual([
      ['Android', 2, 1],
      ['iOS', 2, 1],
      ['Windows', 1, 1],
      ['macOS', 1, 0],
    ]);
  });

  it('names the languages the browsers prefer, keeping the code as the key', () => {
    expect(figures.languages.rows.map((row) => [row.key, row.label, row.value, row.previous])).toEqual([
      ['es', 'Spanish', 2, 1],
      ['en', 'English', 1, 2],
      ['', 'Unknown', 1, 0],
      ['fr', 'French', 1, 0],
      ['pt', 'Portuguese', 1, 0],
    ]);
    expect([figures.languages.total, figures.languages.previousTotal]).toEqual([6, 3]);
  });

  it('shows a period with no visits as zeros', async () => {
    const res = await get(`/api/admin/analytics/traffic?from=2001-01-01&to=2001-01-31`, admin);
    expect(res.statusCode).toBe(200);
    const empty: TrafficFigures = res.json();
    expect(empty.visitors.points).toHaveLength(31);
    expect(empty.visitors.total).toBe(0);
    expect(empty.averageDurationSeconds).toEqual({ value: 0, previous: 0 });
    expect(empty.bounceShare).toEqual({ value: 0, previous: 0 });
    expect(empty.topPages).toEqual({ rows: [], total: 0, previousTotal: 0 });
  });
});

describe('asking for traffic figures', () => {
  it.each([
    ['a start after the end', `from=${to}&to=${from}`],
    ['a range longer than allowed', `from=2020-01-01&to=${addDays('2020-01-01', ANALYTICS_FIGURES.rangeMaxDays)}`],
    ['a word for a date', `from=yesterday&to=${to}`],
    ['a day that does not exist', `from=2025-02-30&to=2025-03-02`],
    ['a missing end', `from=${from}`],
  ])('refuses %s with a 400 and a message', async (_label, query) => {
    const res = await get(`/api/admin/analytics/traffic?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('takes the longest range allowed', async () => {
    const res = await get(`/api/admin/analytics/traffic?from=${addDays(to, 1 - ANALYTICS_FIGURES.rangeMaxDays)}&to=${to}`, admin);
    expect(res.statusCode).toBe(200);
    // Both periods' visits and the one before them; not the one after the period.
    expect(res.json().visitors.total).toBe(10);
  });

  it('is for admins only', async () => {
    const query = `from=${from}&to=${to}`;
    expect((await get(`/api/admin/analytics/traffic?${query}`)).statusCode).toBe(401);
    const asMember = await get(`/api/admin/analytics/traffic?${query}`, member);
    expect(asMember.statusCode).toBe(403);
    expect(typeof asMember.json().message).toBe('string');
  });
});

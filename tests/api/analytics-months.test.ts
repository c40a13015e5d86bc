import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberFigures, TrafficFigures } from '../../shared/api/analytics-figures';
import { analyticsSessions, pageViews, users } from '../../server/db/schema';
import { monthsAndDays } from '../../server/features/analytics/figures/read';
import { addDays } from '../../server/features/analytics/rollups/days';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/**
 * Long ranges read whole months from the monthly sums and the days around them from the daily rows
 * (decision 0026): the figures must be the same as counting every day. Page views are fed on days
 * spread over a year, across month ends and a leap day, and the answers checked against a count
 * made here from the same list.
 */
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('monthsAndDays', () => {
  it('cuts a period into whole months and the days around them', () => {
    expect(monthsAndDays('2024-01-15', '2024-04-10')).toEqual({
      days: [
        ['2024-01-15', '2024-01-31'],
        ['2024-04-01', '2024-04-10'],
      ],
      months: ['2024-02-01', '2024-03-01'],
    });
    expect(monthsAndDays('2024-02-01', '2024-02-29')).toEqual({ days: [], months: ['2024-02-01'] });
    expect(monthsAndDays('2024-02-01', '2024-02-28')).toEqual({ days: [['2024-02-01', '2024-02-28']], months: [] });
    expect(monthsAndDays('2024-03-05', '2024-03-09')).toEqual({ days: [['2024-03-05', '2024-03-09']], months: [] });
  });
});

let app: FastifyInstance;
let admin: string;
const memberIds: string[] = [];
/** Each fed page view: its day, path and member (an index into memberIds, or null). */
const fed: { day: string; path: string; member: number | null }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const account = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  admin = account.cookie;
  for (let i = 0; i < 3; i += 1) memberIds.push((await signUp(app)).user.id);

  // Every fifth day from 2023-09-01 to 2024-06-30, and the month ends and the leap day.
  const days = new Set<string>(['2023-10-31', '2023-11-30', '2023-12-31', '2024-01-14', '2024-01-15', '2024-01-31', '2024-02-29', '2024-03-01', '2024-04-10', '2024-04-11']);
  for (let day = '2023-09-01'; day <= '2024-06-30'; day = addDays(day, 5)) days.add(day);
  let n = 0;
  for (const day of [...days].sort()) {
    n += 1;
    const sessionId = `session_months${n}abcdef`;
    const member = n % 4 === 0 ? null : n % 3;
    const paths = ['/', `/resources/article-${n % 7}`, `/community/forum/topic-${n % 5}`].slice(0, 1 + (n % 3));
    await app.db.insert(analyticsSessions).values({ sessionId, userAgent: BROWSER, startedAt: new Date(`${day}T12:00:00Z`) });
    await app.db.insert(pageViews).values(
      paths.map((path, i) => ({ sessionId, userId: member === null ? null : memberIds[member], path, createdAt: new Date(`${day}T12:0${i}:00Z`) })),
    );
    for (const path of paths) fed.push({ day, path, member });
  }
});
afterAll(async () => {
  await app.close();
});

const within = (from: string, to: string) => fed.filter((view) => view.day >= from && view.day <= to);
function viewsByPath(from: string, to: string) {
  const counts = new Map<string, number>();
  for (const view of within(from, to)) counts.set(view.path, (counts.get(view.path) ?? 0) + 1);
  return counts;
}
const membersIn = (from: string, to: string) => new Set(within(from, to).flatMap((view) => (view.member === null ? [] : [view.member]))).size;

async function read<T>(section: string, from: string, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/admin/analytics/${section}?from=${from}&to=${to}`, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

describe('figures over whole months and the days around them', () => {
  it.each([
    ['part of January to part of April (previous: late October to mid-January)', '2024-01-15', '2024-04-10'],
    ['exactly February of a leap year', '2024-02-01', '2024-02-29'],
    ['a whole year', '2023-07-01', '2024-06-30'],
    ['a few days inside one month', '2024-03-02', '2024-03-20'],
  ])('ranks pages and counts active members as counting every day would: %s', async (_title, from, to) => {
    const traffic = await read<TrafficFigures>('traffic', from, to);
    const previousTo = addDays(from, -1);
    const previousFrom = traffic.range.previousFrom;
    const now = viewsByPath(from, to);
    const before = viewsByPath(previousFrom, previousTo);
    const expected = [...new Set([...now.keys(), ...before.keys()])]
      .map((path) => ({ key: path, value: now.get(path) ?? 0, previous: before.get(path) ?? 0 }))
      .sort((a, b) => b.value - a.value || b.previous - a.previous || (a.key < b.key ? -1 : 1));
    expect(traffic.topPages.rows.map(({ key, value, previous }) => ({ key, value, previous }))).toEqual(expected);
    expect(traffic.topPages.total).toBe(within(from, to).length);
    expect(traffic.topPages.previousTotal).toBe(within(previousFrom, previousTo).length);
    expect(traffic.pageViews.total).toBe(within(from, to).length);

    const members = await read<MemberFigures>('members', from, to);
    expect(members.activeMembers).toEqual({ value: membersIn(from, to), previous: membersIn(previousFrom, previousTo) });
  });
});

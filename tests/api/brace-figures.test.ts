import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BraceFigures } from '../../shared/api/brace';
import { addDays, addMonths } from '../../shared/brace';
import { braceChildren, braceWear, users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/*
 * Issue 24: administrators see the Brace Tracker only as anonymous figures (families tracking, hours
 * by phase, hours by months since bracing began beside the published decline, the share still
 * logging); never a child, and nothing from fewer than five children.
 */
let app: FastifyInstance;
let admin: { cookie: string };
let parent: { cookie: string; id: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = new Date().toISOString().slice(0, 10);
// Braced 200 days ago: the spans of months 0-3 and 3-6 have passed, 6-9 has not.
const braceStart = addDays(today, -200);
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A stretch of `hours` on each day from `from` (inclusive) to `to` (exclusive), from 01:00 UTC. */
function nightly(childId: string, from: number, to: number, hours: number) {
  const rows = [];
  for (let t = from; t < to; t += DAY) rows.push({ childId, startedAt: new Date(t + HOUR), endedAt: new Date(t + HOUR + hours * HOUR) });
  return rows;
}

const figures = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/analytics/brace-tracker', headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BraceFigures;
};

async function child(name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/brace-tracker/children',
    headers: { cookie: parent.cookie },
    payload: { name, birthDate: addDays(today, -260), braceStartDate: today, timeZone: 'UTC', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  // Set up today through the API, then moved back: the brace began 200 days ago.
  await app.db.update(braceChildren).set({ braceStartDate: braceStart }).where(eq(braceChildren.id, id));
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  const made = await signUp(app, { firstName: 'Ada' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, made.user.id));
  admin = { cookie: made.cookie };
  const family = await signUp(app, { firstName: 'Nia' });
  parent = { cookie: family.cookie, id: family.user.id };
});
afterAll(async () => {
  await app.close();
});

describe('the Brace Tracker’s figures for administrators', () => {
  it('shows nothing from fewer than five children', async () => {
    const ids = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push(await child(name));
    const rows = ids.flatMap((id) => nightly(id, at(braceStart), at(addMonths(braceStart, 3)), 20));
    await app.db.insert(braceWear).values(rows);
    const seen = await figures();
    expect(seen.childrenSetUp).toBe(4);
    expect(seen.byMonths[0]).toMatchObject({ fromMonth: 0, toMonth: 3, children: 4, averageHours: null, publishedHours: 19.8 });
    expect(seen.stillLogging[0]).toMatchObject({ month: 3, children: 4, share: null });
  });

  it('averages the hours by months since bracing began, by phase this week, and the share still logging', async () => {
    const fifth = await child('E');
    const sixth = await child('F');
    const all = [...(await app.db.select({ id: braceChildren.id }).from(braceChildren)).map((row) => row.id)];
    const stays = all.filter((id) => id !== sixth);
    await app.db.insert(braceWear).values([
      ...[fifth, sixth].flatMap((id) => nightly(id, at(braceStart), at(addMonths(braceStart, 3)), 20)),
      // Five go on logging nights of 12 hours to month 6, then the last week at 10 hours; the sixth stops at month 3.
      ...stays.flatMap((id) => nightly(id, at(addMonths(braceStart, 3)), at(addMonths(braceStart, 6)), 12)),
      ...stays.flatMap((id) => Array.from({ length: 7 }, (_, i) => ({ childId: id, startedAt: new Date(Date.now() - (i + 1) * DAY + HOUR), endedAt: new Date(Date.now() - (i + 1) * DAY + 11 * HOUR) }))),
    ]);
    const seen = await figures();
    expect(seen.childrenSetUp).toBe(6);
    expect(seen.childrenLoggedRecently).toBe(5);
    expect(seen.lastWeekByPhase).toEqual([
      { phase: 'full-time', children: 0, averageHours: null },
      { phase: 'nights-and-naps', children: 5, averageHours: 10 },
    ]);
    expect(seen.byMonths[0]).toMatchObject({ fromMonth: 0, toMonth: 3, children: 6, averageHours: 20, publishedHours: 19.8 });
    expect(seen.byMonths[1]).toMatchObject({ fromMonth: 3, toMonth: 6, children: 5, averageHours: 12, publishedHours: 11.9 });
    expect(seen.byMonths[2]).toMatchObject({ fromMonth: 6, toMonth: 9, children: 0, averageHours: null, publishedHours: 9.6 });
    expect(seen.stillLogging).toEqual([
      { month: 3, children: 6, share: 1 },
      { month: 6, children: 6, share: 0.833 },
      { month: 12, children: 0, share: null },
      { month: 18, children: 0, share: null },
    ]);
    // Nothing in it names or points at a child.
    expect(JSON.stringify(seen)).not.toMatch(new RegExp(all.join('|')));
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics/brace-tracker', headers: { cookie: parent.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics/brace-tracker' })).statusCode).toBe(401);
  });
});

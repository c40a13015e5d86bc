import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BraceChild, BraceLog, WearPeriodView } from '../../shared/api/brace';
import { addDays, dayAt, hoursOn } from '../../shared/brace';
import { braceCarers, braceChildren, braceInvites, braceReminders, braceWear, jobs, notifications, users } from '../../server/db/schema';
import { BRACE_REMINDER_EMAIL_JOB, sendDueReminders } from '../../server/features/brace/reminders';
import { signUp, TEST_PASSWORD } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/*
 * Issue 24: the brace-wear tracker. A child's log is health data: only the members who share the
 * child see it, administrators included among those who do not.
 */
let app: FastifyInstance;
type Account = { cookie: string; id: string };
let parent: Account;
let other: Account;
let admin: Account;

async function account(role: 'member' | 'admin' = 'member', firstName = 'Nia'): Promise<Account> {
  const made = await signUp(app, { firstName });
  if (role === 'admin') await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, made.user.id));
  return { cookie: made.cookie, id: made.user.id };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: Account | null, payload?: unknown) =>
  app.inject({ method, url, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });

const today = (timeZone: string) => dayAt(Date.now(), timeZone);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

const childBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Theo',
  birthDate: addDays(today('Europe/London'), -150),
  braceStartDate: addDays(today('Europe/London'), -70),
  timeZone: 'Europe/London',
  fullTimeHours: 23,
  fullTimeWeeks: 12,
  partTimeHours: 12,
  endAgeMonths: 48,
  ...overrides,
});

async function newChild(who: Account, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/brace-tracker/children', who, childBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BraceChild;
}

const log = async (who: Account, id: string, query = '') => (await call('GET', `/api/brace-tracker/children/${id}${query}`, who)).json() as BraceLog;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  parent = await account('member', 'Nia');
  other = await account('member', 'Sam');
  admin = await account('admin', 'Ada');
});
afterAll(async () => {
  await app.close();
});

describe('setting up a child', () => {
  it('stores the clinician’s schedule and shows the child to its family only', async () => {
    const child = await newChild(parent);
    expect(child).toMatchObject({ name: 'Theo', role: 'owner', fullTimeHours: 23, partTimeHours: 12, nextVisitDate: null, carers: [{ id: parent.id, firstName: 'Nia', role: 'owner' }] });
    const mine = (await call('GET', '/api/brace-tracker/children', parent)).json() as { children: BraceChild[] };
    expect(mine.children.map((c) => c.id)).toContain(child.id);
    expect(((await call('GET', '/api/brace-tracker/children', other)).json() as { children: BraceChild[] }).children).toEqual([]);
    for (const who of [other, admin]) {
      expect((await call('GET', `/api/brace-tracker/children/${child.id}`, who)).statusCode).toBe(404);
      expect((await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, who)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/brace-tracker/children/${child.id}`, who, { partTimeHours: 14 })).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/brace-tracker/children', null)).statusCode).toBe(401);
  });

  it('refuses dates out of order or in the future, unknown zones and impossible hours, and stores nothing', async () => {
    const before = (await call('GET', '/api/brace-tracker/children', parent)).json().children.length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ birthDate: addDays(today('Europe/London'), 3), braceStartDate: addDays(today('Europe/London'), 4) }, /birth date cannot be in the future/],
      [{ braceStartDate: addDays(today('Europe/London'), -200) }, /cannot be before the birth date/],
      [{ braceStartDate: addDays(today('Europe/London'), 200) }, /at most three months ahead/],
      [{ birthDate: '2010-01-01', braceStartDate: '2010-03-01' }, /up to 8 years old/],
      [{ timeZone: 'Mars/Olympus' }, /time zone/],
      [{ fullTimeHours: 25 }, /at most 24/],
      [{ partTimeHours: 0 }, /at least 1/],
      [{ name: '   ' }, /first name or nickname/],
      [{ birthDate: '2026-02-30' }, /must be a date/],
      [{ braceStartDate: '9999-12-31' }, /must be a date/],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('POST', '/api/brace-tracker/children', parent, childBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('GET', '/api/brace-tracker/children', parent)).json().children.length).toBe(before);
  });

  it('changes the schedule to what the clinician prescribed', async () => {
    const child = await newChild(parent);
    const res = await call('PATCH', `/api/brace-tracker/children/${child.id}`, parent, { partTimeHours: 14, endAgeMonths: 60, nextVisitDate: addDays(today('Europe/London'), 20) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ partTimeHours: 14, endAgeMonths: 60 });
    expect((await call('PATCH', `/api/brace-tracker/children/${child.id}`, parent, { braceStartDate: addDays(child.birthDate, -1) })).statusCode).toBe(400);
  });

  it('still lets the family edit a child who has grown past the age the tracker takes on', async () => {
    const family = await account('member', 'Lu');
    const child = await newChild(family);
    // Set up years ago, when the child was a baby: today the child is nine.
    await app.db.update(braceChildren).set({ birthDate: addDays(today('Europe/London'), -9 * 366), braceStartDate: addDays(today('Europe/London'), -9 * 366 + 60) }).where(eq(braceChildren.id, child.id));
    const res = await call('PATCH', `/api/brace-tracker/children/${child.id}`, family, { name: 'Theo B.', nextVisitDate: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Theo B.' });
    // A birth date changed now is checked as at set-up.
    const moved = await call('PATCH', `/api/brace-tracker/children/${child.id}`, family, { birthDate: addDays(today('Europe/London'), -9 * 366 + 1) });
    expect(moved.json().message).toMatch(/up to 8 years old/);
  });

  it('refuses a span of days outside the calendar instead of failing', async () => {
    const family = await account('member', 'Lu');
    const child = await newChild(family);
    for (const query of ['?from=9999-01-01&to=9999-01-02', '?to=9999-12-31', '?from=0001-01-01']) {
      const res = await call('GET', `/api/brace-tracker/children/${child.id}${query}`, family);
      expect(res.statusCode, query).toBe(400);
      const csv = await call('GET', `/api/brace-tracker/children/${child.id}/summary.csv${query}`, family);
      expect(csv.statusCode, query).toBe(400);
    }
  });
});

describe('logging wear', () => {
  it('boots on and off with one tap each, and counts the time on the child’s day', async () => {
    const child = await newChild(parent);
    const on = await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, parent);
    expect(on.statusCode, on.body).toBe(201);
    expect((on.json() as WearPeriodView).endedAt).toBeNull();
    const again = await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, parent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on/);
    // Two hours ago, as if the family had tapped then.
    await app.db.update(braceWear).set({ startedAt: new Date(Date.now() - 2 * HOUR) }).where(eq(braceWear.id, (on.json() as WearPeriodView).id));
    const off = await call('POST', `/api/brace-tracker/children/${child.id}/boots-off`, parent);
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as WearPeriodView).loggedBy).toBe('Nia');
    expect((await call('POST', `/api/brace-tracker/children/${child.id}/boots-off`, parent)).statusCode).toBe(409);
    const shown = await log(parent, child.id);
    expect(shown.periods).toHaveLength(1);
    // Today and yesterday, in case midnight in London fell within the two hours.
    const worn = [addDays(shown.to, -1), shown.to].reduce((sum, day) => sum + hoursOn(day, shown.periods, child.timeZone, Date.now()), 0);
    expect(worn).toBeCloseTo(2, 1);
  });

  it('starts the timer at the moment a tap was made offline, once, and refuses a moment in the future or over another stretch', async () => {
    const mum = await account('member', 'Odile');
    const child = await newChild(mum);
    const tappedAt = iso(Date.now() - 40 * 60_000);
    const send = () => app.inject({ method: 'POST', url: `/api/brace-tracker/children/${child.id}/boots-on`, headers: { cookie: mum.cookie, 'idempotency-key': 'offline-tap-1' }, payload: { startedAt: tappedAt } });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as WearPeriodView).startedAt).toBe(tappedAt);
    // Sent again (the answer was lost as the connection dropped): the same stretch, not a second one.
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect((again.json() as WearPeriodView).id).toBe((first.json() as WearPeriodView).id);
    expect((await log(mum, child.id)).periods).toHaveLength(1);

    const other = await newChild(mum);
    const url = `/api/brace-tracker/children/${other.id}/boots-on`;
    expect((await call('POST', url, mum, { startedAt: iso(Date.now() + 2 * HOUR) })).statusCode).toBe(400);
    expect((await call('POST', url, mum, { startedAt: 'an hour ago' })).statusCode).toBe(400);
    expect((await call('POST', url, mum, { startedAt: iso(Date.now() - HOUR), extra: 1 })).statusCode).toBe(400);
    await call('POST', `/api/brace-tracker/children/${other.id}/periods`, mum, { startedAt: iso(Date.now() - 3 * HOUR), endedAt: iso(Date.now() - HOUR) });
    const over = await call('POST', url, mum, { startedAt: iso(Date.now() - 2 * HOUR) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/overlaps/);
    expect((await log(mum, other.id)).periods).toHaveLength(1);
  });

  it('adds a night afterwards, and refuses one that overlaps, ends before it starts, lasts over 26 hours or lies in the future', async () => {
    const child = await newChild(parent);
    const night = { startedAt: iso(Date.now() - 30 * HOUR), endedAt: iso(Date.now() - 18 * HOUR) };
    const added = await call('POST', `/api/brace-tracker/children/${child.id}/periods`, parent, night);
    expect(added.statusCode, added.body).toBe(201);
    const overlap = await call('POST', `/api/brace-tracker/children/${child.id}/periods`, parent, { startedAt: iso(Date.now() - 20 * HOUR), endedAt: iso(Date.now() - 10 * HOUR) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/overlaps/);
    const bad: [object, number][] = [
      [{ startedAt: iso(Date.now() - 5 * HOUR), endedAt: iso(Date.now() - 6 * HOUR) }, 400],
      [{ startedAt: iso(Date.now() - 60 * HOUR), endedAt: iso(Date.now() - 31 * HOUR) }, 400],
      [{ startedAt: iso(Date.now() + 2 * HOUR), endedAt: iso(Date.now() + 4 * HOUR) }, 400],
      [{ startedAt: 'yesterday', endedAt: iso(Date.now()) }, 400],
    ];
    for (const [body, status] of bad) expect((await call('POST', `/api/brace-tracker/children/${child.id}/periods`, parent, body)).statusCode, JSON.stringify(body)).toBe(status);
    expect((await log(parent, child.id)).periods).toHaveLength(1);
  });

  it('asks what happened to a timer left running for more than 26 hours instead of counting it, and takes the answer', async () => {
    const child = await newChild(parent);
    const on = (await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, parent)).json() as WearPeriodView;
    await app.db.update(braceWear).set({ startedAt: new Date(Date.now() - 30 * HOUR) }).where(eq(braceWear.id, on.id));
    const off = await call('POST', `/api/brace-tracker/children/${child.id}/boots-off`, parent);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/more than 26 hours/);
    // Not counted meanwhile.
    const shown = await log(parent, child.id);
    expect(hoursOn(shown.to, shown.periods, child.timeZone, Date.now())).toBe(0);
    // The family says when the boots came off.
    const fixed = await call('PATCH', `/api/brace-tracker/children/${child.id}/periods/${on.id}`, parent, { endedAt: iso(Date.now() - 8 * HOUR) });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((fixed.json() as WearPeriodView).endedAt).not.toBeNull();
    // Or a stretch is removed altogether.
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/periods/${on.id}`, parent)).statusCode).toBe(200);
    expect((await log(parent, child.id)).periods).toEqual([]);
  });

  it('reads the log over the child’s own days: a night in Auckland is counted there', async () => {
    const child = await newChild(parent, { timeZone: 'Pacific/Auckland' });
    const day = addDays(today('Pacific/Auckland'), -3);
    // 19:00 to 07:00 Auckland time, whatever its offset that day.
    const start = Date.parse(`${day}T19:00:00`) - offsetMs('Pacific/Auckland', day);
    await call('POST', `/api/brace-tracker/children/${child.id}/periods`, parent, { startedAt: iso(start), endedAt: iso(start + 12 * HOUR) });
    const shown = await log(parent, child.id, `?from=${day}&to=${addDays(day, 1)}`);
    expect(shown.periods).toHaveLength(1);
    expect(hoursOn(day, shown.periods, 'Pacific/Auckland', Date.now())).toBe(5);
    expect(hoursOn(addDays(day, 1), shown.periods, 'Pacific/Auckland', Date.now())).toBe(7);
    // Outside the span: not sent.
    expect((await log(parent, child.id, `?from=${addDays(day, -10)}&to=${addDays(day, -2)}`)).periods).toEqual([]);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}?from=2024-01-01&to=2026-01-01`, parent)).statusCode).toBe(400);
  });

  it('keeps a note and the skin check for a day, and clears them', async () => {
    const child = await newChild(parent);
    const day = today('Europe/London');
    const saved = await call('PUT', `/api/brace-tracker/children/${child.id}/days/${day}`, parent, { note: 'Red mark on the left heel, gone in half an hour.', skin: 'red-marks' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await log(parent, child.id)).days).toEqual([{ day, note: 'Red mark on the left heel, gone in half an hour.', skin: 'red-marks' }]);
    expect((await call('PUT', `/api/brace-tracker/children/${child.id}/days/${addDays(day, 5)}`, parent, { note: 'Ahead' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/brace-tracker/children/${child.id}/days/${day}`, parent, { note: '', skin: null })).statusCode).toBe(200);
    expect((await log(parent, child.id)).days).toEqual([]);
  });
});

describe('the summary for the clinician', () => {
  it('gives the same summary as a PDF to print, for the family only', async () => {
    const family = await account('member', 'Pia');
    const child = await newChild(family, { name: 'Нина' });
    await call('PUT', `/api/brace-tracker/children/${child.id}/days/${today('Europe/London')}`, family, { note: 'Красная полоска на пятке', skin: 'red-marks' });
    const res = await call('GET', `/api/brace-tracker/children/${child.id}/summary.pdf?from=${addDays(today('Europe/London'), -60)}`, family);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="brace-wear-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Sixty-one days with their notes run to more than one page.
    expect(Number(/\/Count (\d+)/.exec(res.rawPayload.toString('latin1'))?.[1])).toBeGreaterThan(1);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/summary.pdf`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/summary.pdf?from=2026-02-30`, family)).statusCode).toBe(400);
  });

  it('gives each day’s hours against the prescription, the skin checks and notes, and each week’s average, as a spreadsheet', async () => {
    const child = await newChild(parent, { name: '=Theo', timeZone: 'UTC' });
    const day = addDays(today('UTC'), -3);
    await call('POST', `/api/brace-tracker/children/${child.id}/periods`, parent, { startedAt: `${day}T00:00:00Z`, endedAt: `${day}T23:00:00Z` });
    await call('PUT', `/api/brace-tracker/children/${child.id}/days/${day}`, parent, { note: 'Slept "well", all night', skin: 'red-marks' });
    const res = await call('GET', `/api/brace-tracker/children/${child.id}/summary.csv?from=${addDays(day, -6)}&to=${day}`, parent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="brace-wear-${addDays(day, -6)}-to-${day}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // A name that reads as a formula stays text.
    expect(lines[0]).toMatch(/^Brace wear of,'=Theo,born /);
    expect(lines).toContain(`${day},Full time,23,23,yes,Red marks,"Slept ""well"", all night"`);
    expect(lines).toContain(`${addDays(day, -1)},Full time,23,0,no,,`);
    expect(lines.at(-1)).toBe(`${addDays(day, -6)},3.3,1,7`);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/summary.csv`, other)).statusCode).toBe(404);
  });
});

describe('sharing a child’s log', () => {
  const invite = async (who: Account, childId: string) => {
    const res = await call('POST', `/api/brace-tracker/children/${childId}/invites`, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string; expiresAt: string };
  };

  it('takes a link from the parent who set the child up: the other parent reads it, accepts it once, and logs too', async () => {
    const mum = await account('member', 'Ama');
    const dad = await account('member', 'Kofi');
    const child = await newChild(mum, { name: 'Esi' });
    const link = await invite(mum, child.id);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * HOUR);
    // Only its hash is kept.
    expect((await app.db.select().from(braceInvites).where(eq(braceInvites.id, link.id)))[0]?.tokenHash).not.toContain(link.token);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/invites`, mum)).json().invites).toEqual([{ id: link.id, createdAt: expect.any(String), expiresAt: link.expiresAt }]);

    // Opened signed out: sign in first.
    expect((await call('GET', `/api/brace-tracker/invites/${link.token}`, null)).statusCode).toBe(401);
    const read = await call('GET', `/api/brace-tracker/invites/${link.token}`, dad);
    expect(read.json()).toMatchObject({ childId: child.id, childName: 'Esi', invitedBy: 'Ama', alreadySharing: false });
    const accepted = await call('POST', `/api/brace-tracker/invites/${link.token}`, dad);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ id: child.id, role: 'carer', carers: [{ firstName: 'Ama', role: 'owner' }, { firstName: 'Kofi', role: 'carer' }] });

    // Used once: nobody else gets in with it.
    const stranger = await account('member', 'Eve');
    expect((await call('GET', `/api/brace-tracker/invites/${link.token}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/brace-tracker/invites/${link.token}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}`, stranger)).statusCode).toBe(404);

    // Both log; each stretch says who logged it.
    expect((await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, dad)).statusCode).toBe(201);
    const seen = await log(mum, child.id);
    expect(seen.periods.at(-1)).toMatchObject({ endedAt: null, loggedBy: 'Kofi' });
    expect((await call('GET', '/api/brace-tracker/children', dad)).json().children.map((c: BraceChild) => c.id)).toEqual([child.id]);
  });

  it('lets only the parent who set it up invite, remove the log or take others off; anyone else may stop sharing', async () => {
    const mum = await account('member', 'Ines');
    const dad = await account('member', 'Rui');
    const gran = await account('member', 'Avó');
    const child = await newChild(mum);
    for (const who of [dad, gran]) expect((await call('POST', `/api/brace-tracker/invites/${(await invite(mum, child.id)).token}`, who)).statusCode).toBe(201);

    expect((await call('POST', `/api/brace-tracker/children/${child.id}/invites`, dad)).statusCode).toBe(403);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/invites`, dad)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}`, dad)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${gran.id}`, dad)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${mum.id}`, dad)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${mum.id}`, mum)).statusCode).toBe(403);
    // An administrator is not among the family: the child does not exist for them.
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/invites`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${dad.id}`, admin)).statusCode).toBe(404);

    // Gran stops sharing; Mum takes Dad off.
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${gran.id}`, gran)).statusCode).toBe(200);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}`, gran)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${dad.id}`, mum)).statusCode).toBe(200);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}`, dad)).statusCode).toBe(404);
    expect((await log(mum, child.id)).child.carers.map((c) => c.firstName)).toEqual(['Ines']);
  });

  it('refuses a withdrawn, expired or malformed link, and more open links or members than a family needs', async () => {
    const mum = await account('member', 'Yu');
    const dad = await account('member', 'Jun');
    const child = await newChild(mum);
    const withdrawn = await invite(mum, child.id);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}/invites/${withdrawn.id}`, mum)).statusCode).toBe(200);
    expect((await call('POST', `/api/brace-tracker/invites/${withdrawn.token}`, dad)).json().message).toMatch(/expired or was withdrawn/);
    const expired = await invite(mum, child.id);
    await app.db.update(braceInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(braceInvites.id, expired.id));
    expect((await call('POST', `/api/brace-tracker/invites/${expired.token}`, dad)).statusCode).toBe(404);
    for (const token of ['short', `${expired.token}x`, '%2e%2e%2fadmin'.padEnd(43, 'a')]) {
      expect((await call('GET', `/api/brace-tracker/invites/${token}`, dad)).statusCode, token).toBe(400);
    }
    expect((await call('GET', `/api/brace-tracker/children/${child.id}`, dad)).statusCode).toBe(404);

    // Five open links at once (the expired one no longer counts).
    for (let i = 0; i < 5; i += 1) await invite(mum, child.id);
    const sixth = await call('POST', `/api/brace-tracker/children/${child.id}/invites`, mum);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toMatch(/withdraw one/);

    // Six members at most share one log.
    const other = await newChild(mum, { name: 'Big family' });
    for (let i = 0; i < 5; i += 1) {
      const member = await account('member', `Cousin${i}`);
      expect((await call('POST', `/api/brace-tracker/invites/${(await invite(mum, other.id)).token}`, member)).statusCode).toBe(201);
    }
    expect((await call('POST', `/api/brace-tracker/children/${other.id}/invites`, mum)).json().message).toMatch(/at most 6 members/);
    // Accepting twice, or one's own link, is refused with the reason.
    const own = await invite(mum, (await newChild(mum, { name: 'Third' })).id);
    const accepting = await call('POST', `/api/brace-tracker/invites/${own.token}`, mum);
    expect(accepting.statusCode).toBe(409);
    expect(accepting.json().message).toMatch(/already share/);
  });

  it('stays with the other parent when the one who set it up deletes their account; their open links stop working', async () => {
    const mum = await account('member', 'Lena');
    const dad = await account('member', 'Olek');
    const child = await newChild(mum);
    expect((await call('POST', `/api/brace-tracker/invites/${(await invite(mum, child.id)).token}`, dad)).statusCode).toBe(201);
    await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, mum);
    const open = await invite(mum, child.id);
    expect((await call('DELETE', '/api/profile', mum, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const kept = await log(dad, child.id);
    expect(kept.child).toMatchObject({ role: 'owner', carers: [{ id: dad.id, role: 'owner' }] });
    expect(kept.periods.at(-1)).toMatchObject({ loggedBy: null });
    expect(await app.db.select().from(braceCarers).where(eq(braceCarers.userId, mum.id))).toEqual([]);
    const late = await account('member', 'Late');
    expect((await call('POST', `/api/brace-tracker/invites/${open.token}`, late)).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  const notices = async (who: Account) => app.db.select().from(notifications).where(eq(notifications.userId, who.id));

  it('come at the times each parent chose in the child’s zone, in the site, and by e-mail when asked for', async () => {
    const mum = await account('member', 'Ana');
    const child = await newChild(mum, { name: 'Leo', timeZone: 'America/Bogota' });
    const saved = await call('PUT', `/api/brace-tracker/children/${child.id}/reminders`, mum, { bootsOnTime: '19:00', skinCheckTime: '07:30', milestones: true, email: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ bootsOnTime: '19:00', skinCheckTime: '07:30', milestones: true, email: true, emailAllowed: true });
    expect((await call('GET', `/api/brace-tracker/children/${child.id}/reminders`, mum)).json()).toMatchObject({ bootsOnTime: '19:00' });
    const [row] = await app.db.select().from(braceReminders).where(eq(braceReminders.childId, child.id));
    // 19:00 in Bogotá (UTC-5) is 00:00 UTC.
    expect(row?.nextBootsOn?.toISOString()).toMatch(/T00:00:00\.000Z$/);

    // Not yet due: nothing.
    await sendDueReminders(app.db, Date.now());
    expect(await notices(mum)).toEqual([]);
    // Due: one notice for the boots, sent once, then moved to the next evening.
    const due = row!.nextBootsOn!.getTime() + 60_000;
    await sendDueReminders(app.db, due);
    await sendDueReminders(app.db, due);
    const sent = (await notices(mum)).filter((n) => n.title === 'Time for Leo’s boots');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'brace.reminder', link: `/brace-tracker?child=${child.id}` });
    const [moved] = await app.db.select().from(braceReminders).where(eq(braceReminders.childId, child.id));
    expect(moved!.nextBootsOn!.getTime() - row!.nextBootsOn!.getTime()).toBe(24 * HOUR);
    expect(await app.db.$count(jobs, eq(jobs.kind, BRACE_REMINDER_EMAIL_JOB))).toBeGreaterThan(0);
  });

  it('say nothing when the boots are already on, and stop when the parent no longer shares the child', async () => {
    const mum = await account('member', 'Bea');
    const dad = await account('member', 'Ben');
    const child = await newChild(mum, { name: 'Mia' });
    const link = (await call('POST', `/api/brace-tracker/children/${child.id}/invites`, mum)).json() as { token: string };
    await call('POST', `/api/brace-tracker/invites/${link.token}`, dad);
    for (const who of [mum, dad]) await call('PUT', `/api/brace-tracker/children/${child.id}/reminders`, who, { bootsOnTime: '19:00', skinCheckTime: null, milestones: false, email: false });
    await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, mum);
    const [row] = await app.db.select().from(braceReminders).where(eq(braceReminders.childId, child.id));
    await sendDueReminders(app.db, row!.nextBootsOn!.getTime() + 60_000);
    expect((await notices(mum)).filter((n) => n.kind === 'brace.reminder')).toEqual([]);
    expect((await notices(dad)).filter((n) => n.kind === 'brace.reminder')).toEqual([]);
    await call('DELETE', `/api/brace-tracker/children/${child.id}/carers/${dad.id}`, mum);
    expect(await app.db.$count(braceReminders, eq(braceReminders.userId, dad.id))).toBe(0);
    // Turned off: the row goes.
    await call('PUT', `/api/brace-tracker/children/${child.id}/reminders`, mum, { bootsOnTime: null, skinCheckTime: null, milestones: false, email: false });
    expect(await app.db.$count(braceReminders, eq(braceReminders.childId, child.id))).toBe(0);
    expect((await call('PUT', `/api/brace-tracker/children/${child.id}/reminders`, mum, { bootsOnTime: '25:00', skinCheckTime: null, milestones: false, email: false })).statusCode).toBe(400);
  });

  it('tell the family the day before a phase change and a clinic visit', async () => {
    const mum = await account('member', 'Cleo');
    const child = await newChild(mum, { name: 'Rio', timeZone: 'UTC' });
    await call('PUT', `/api/brace-tracker/children/${child.id}/reminders`, mum, { bootsOnTime: null, skinCheckTime: null, milestones: true, email: false });
    const [row] = await app.db.select().from(braceReminders).where(eq(braceReminders.childId, child.id));
    expect(row!.nextMilestones!.toISOString()).toMatch(/T09:00:00\.000Z$/);
    // The day after the note is due: full time (12 weeks) ends, and the clinic visit is that day too.
    const next = addDays(dayAt(row!.nextMilestones!, 'UTC'), 1);
    const changed = await call('PATCH', `/api/brace-tracker/children/${child.id}`, mum, { braceStartDate: addDays(next, -84), nextVisitDate: next });
    expect(changed.statusCode, changed.body).toBe(200);
    await sendDueReminders(app.db, row!.nextMilestones!.getTime() + 60_000);
    const [note] = (await notices(mum)).filter((n) => n.kind === 'brace.reminder');
    expect(note?.title).toBe('Tomorrow for Rio');
    expect(note?.body).toMatch(/From tomorrow, Rio’s schedule is nights and naps/);
    expect(note?.body).toMatch(/clinic visit is tomorrow/);
  });
});

describe('the family’s data', () => {
  it('is removed only by the member who set the child up, with its whole log', async () => {
    const child = await newChild(parent);
    await call('POST', `/api/brace-tracker/children/${child.id}/boots-on`, parent);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/brace-tracker/children/${child.id}`, parent)).statusCode).toBe(200);
    expect((await call('GET', `/api/brace-tracker/children/${child.id}`, parent)).statusCode).toBe(404);
    expect(await app.db.select().from(braceWear).where(eq(braceWear.childId, child.id))).toEqual([]);
  });

  it('is in the member’s data export and goes with their account', async () => {
    const family = await account('member', 'Lou');
    const child = await newChild(family, { name: 'Ivy' });
    await call('POST', `/api/brace-tracker/children/${child.id}/periods`, family, { startedAt: iso(Date.now() - 14 * HOUR), endedAt: iso(Date.now() - 3 * HOUR) });
    await call('PUT', `/api/brace-tracker/children/${child.id}/days/${today('Europe/London')}`, family, { note: 'Slept well', skin: 'fine' });
    const exported = (await call('GET', '/api/profile/export', family)).json();
    expect(exported.braceTracker).toHaveLength(1);
    expect(exported.braceTracker[0]).toMatchObject({ name: 'Ivy', myRole: 'owner', days: [{ note: 'Slept well', skin: 'fine' }] });
    expect(exported.braceTracker[0].wear).toHaveLength(1);
    const deleted = await call('DELETE', '/api/profile', family, { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.db.select().from(braceChildren).where(eq(braceChildren.id, child.id))).toEqual([]);
    expect(await app.db.select().from(braceWear).where(eq(braceWear.childId, child.id))).toEqual([]);
  });
});

/** The zone's offset from UTC at noon on a day, in milliseconds. */
function offsetMs(timeZone: string, day: string) {
  const noon = new Date(`${day}T12:00:00Z`);
  const local = new Date(noon.toLocaleString('en-US', { timeZone }));
  const utc = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }));
  return local.getTime() - utc.getTime();
}

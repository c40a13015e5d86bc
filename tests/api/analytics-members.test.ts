import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../shared/api/admin';
import type { MemberFigures } from '../../shared/api/analytics-figures';
import { pageViews, users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { type Account, settledAdmin } from '../support/forum';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
let admin: Account;

const at = (iso: string) => new Date(iso);
let n = 0;
const email = (label: string) => `${label}.${(n += 1)}@members-figures.example`;

/**
 * Two weeks, Monday 10 March to Sunday 23 March 2025; the period before is 24 February to 9 March.
 * Each account's profile, and the completeness the admin users list gives it (eight fields and
 * "who you are", over nine).
 */
const FROM = '2025-03-10';
const TO = '2025-03-23';
const accounts = {
  // Everything filled in: 100.
  full: {
    email: email('full'),
    createdAt: at('2025-03-10T00:00:00Z'),
    emailVerifiedAt: at('2025-03-12T09:00:00Z'),
    firstName: 'Amara',
    lastName: 'Mensah',
    bio: 'Mum of Kofi, in boots and bar since January.',
    location: 'Leeds',
    clubfootSide: 'left',
    treatmentStage: 'bracing',
    treatmentType: 'ponseti',
    preferredContactMethod: 'email',
    isParent: true,
  },
  // A name only: 2 of 9, 22.
  named: { email: email('named'), createdAt: at('2025-03-16T23:59:59Z'), emailVerifiedAt: at('2025-03-17T08:00:00Z'), firstName: 'Tom', lastName: 'Reyes' },
  // Name, bio, place and "parent": 5 of 9, 56.
  half: {
    email: email('half'),
    createdAt: at('2025-03-17T12:00:00Z'),
    firstName: 'Lena',
    lastName: 'Vogel',
    bio: 'Looking for other parents nearby.',
    location: 'Bristol',
    isParent: true,
  },
  // An empty name is no name: 0.
  empty: { email: email('empty'), createdAt: at('2025-03-23T23:59:59Z'), firstName: '', lastName: null },
  // Deleted accounts are left out.
  deleted: { email: email('deleted'), createdAt: at('2025-03-20T10:00:00Z'), emailVerifiedAt: at('2025-03-20T11:00:00Z'), deletedAt: at('2025-03-22T10:00:00Z'), firstName: 'Gone' },
  // The day after the period.
  after: { email: email('after'), createdAt: at('2025-03-24T00:00:00Z'), emailVerifiedAt: at('2025-03-24T01:00:00Z'), firstName: 'Later' },
  // The last second of the previous period: 7 of 9, 78.
  before: {
    email: email('before'),
    createdAt: at('2025-03-09T23:59:59Z'),
    emailVerifiedAt: at('2025-03-10T07:00:00Z'),
    firstName: 'Sami',
    lastName: 'Haddad',
    bio: 'Adult with clubfoot, happy to talk.',
    location: 'Cardiff',
    clubfootSide: 'both',
    treatmentStage: 'adult',
    isAdult: true,
  },
};
type Key = keyof typeof accounts;
const ids = {} as Record<Key, string>;

async function figures(from: string, to: string, cookie = admin.cookie) {
  return app.inject({ method: 'GET', url: `/api/admin/analytics/members?from=${from}&to=${to}`, headers: { cookie } });
}

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  admin = await settledAdmin(app);
  for (const [key, values] of Object.entries(accounts)) {
    const [row] = await app.db.insert(users).values(values).returning({ id: users.id });
    ids[key as Key] = row!.id;
  }
  // Pages seen signed in: two members in the period (one of them on three pages), and two before it.
  const view = (userId: string | null, createdAt: string, path = '/community') => ({ sessionId: `session_members${(n += 1)}x`, userId, path, createdAt: at(createdAt) });
  await app.db.insert(pageViews).values([
    view(ids.full, '2025-03-11T10:00:00Z'),
    view(ids.full, '2025-03-11T10:01:00Z', '/resources'),
    view(ids.full, '2025-03-20T18:00:00Z'),
    view(ids.named, '2025-03-23T23:59:00Z'),
    view(null, '2025-03-12T10:00:00Z'),
    view(ids.before, '2025-03-05T10:00:00Z'),
    view(ids.full, '2025-03-01T10:00:00Z'),
    // Outside both periods.
    view(ids.half, '2025-03-24T00:00:01Z'),
    view(ids.empty, '2025-02-23T23:59:59Z'),
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('member figures', () => {
  it('counts sign-ups per week, verified share, active members and profile completeness, with the period before', async () => {
    const res = await figures(FROM, TO);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MemberFigures;

    expect(body.range).toEqual({ from: FROM, to: TO, previousFrom: '2025-02-24', previousTo: '2025-03-09' });
    expect(body.signUps).toEqual({
      interval: 'week',
      total: 4,
      previousTotal: 1,
      points: [
        { start: '2025-03-10', value: 2 },
        { start: '2025-03-17', value: 2 },
      ],
      previous: [
        { start: '2025-02-24', value: 0 },
        { start: '2025-03-03', value: 1 },
      ],
    });
    // Of the four, "full" and "named" verified; the one before did too.
    expect(body.verifiedShare).toEqual({ value: 0.5, previous: 1 });
    expect(body.activeMembers).toEqual({ value: 2, previous: 2 });
    // (100 + 22 + 56 + 0) / 4, and 78 alone before.
    expect(body.profileCompleteness).toEqual({ value: 44.5, previous: 78 });
    expect(body.completenessBands).toEqual({
      rows: [
        { key: '0-24%', label: '0-24%', detail: null, href: null, value: 2, previous: 0 },
        { key: '25-49%', label: '25-49%', detail: null, href: null, value: 0, previous: 0 },
        { key: '50-74%', label: '50-74%', detail: null, href: null, value: 1, previous: 0 },
        { key: '75-100%', label: '75-100%', detail: null, href: null, value: 1, previous: 1 },
      ],
      total: 4,
      previousTotal: 1,
    });
  });

  it('gives each account the completeness the admin users list shows', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/users?pageSize=100', headers: { cookie: admin.cookie } });
    const byEmail = new Map((res.json().users as AdminUserRow[]).map((row) => [row.email, row.profileCompleteness]));
    expect([accounts.full, accounts.named, accounts.half, accounts.empty, accounts.before].map((account) => byEmail.get(account.email))).toEqual([100, 22, 56, 0, 78]);
    // One day's figures hold one account each: its band and completeness.
    for (const [account, band] of [
      [accounts.named, '0-24%'],
      [accounts.half, '50-74%'],
      [accounts.full, '75-100%'],
    ] as const) {
      const day = account.createdAt.toISOString().slice(0, 10);
      const body = (await figures(day, day)).json() as MemberFigures;
      expect(body.profileCompleteness.value).toBe(byEmail.get(account.email));
      expect(body.completenessBands.rows.find((row) => row.value === 1)?.key).toBe(band);
    }
  });

  it('shows an empty period as zeros, not as an error', async () => {
    const body = (await figures('2024-01-01', '2024-01-07')).json() as MemberFigures;
    expect(body.signUps.total).toBe(0);
    expect(body.verifiedShare).toEqual({ value: 0, previous: 0 });
    expect(body.profileCompleteness).toEqual({ value: 0, previous: 0 });
    expect(body.completenessBands.rows.map((row) => row.value)).toEqual([0, 0, 0, 0]);
  });

  it('counts an address verified days after signing up, on the day the account was made', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const member = await signUp(app);
    await app.db.update(users).set({ createdAt: new Date(Date.now() - 4 * 86_400_000) }).where(eq(users.id, member.user.id));
    const before = (await figures(weekAgo, today)).json() as MemberFigures;

    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));
    const after = (await figures(weekAgo, today)).json() as MemberFigures;
    expect(after.signUps.total).toBe(before.signUps.total);
    expect(Math.round(after.verifiedShare.value * after.signUps.total)).toBe(Math.round(before.verifiedShare.value * before.signUps.total) + 1);
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/admin/analytics/members?from=${FROM}&to=${TO}` })).statusCode).toBe(401);
    const member = await signUp(app);
    expect((await figures(FROM, TO, member.cookie)).statusCode).toBe(403);
  });
});

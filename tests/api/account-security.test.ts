import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, shoeProfiles, users } from '../../server/db/schema';
import { sessionCookie, signUp, TEST_PASSWORD } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
});
afterAll(async () => {
  await app.close();
});

const whoAmI = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;
const signIn = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('account security', () => {
  it('signs out of all devices', async () => {
    const { cookie, user } = await signUp(app);
    const other = sessionCookie(await signIn(user.email, TEST_PASSWORD)) as string;
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(other)).toBe(401);
  });

  it('changes the password, ending every other session and keeping this browser signed in', async () => {
    const { cookie, user } = await signUp(app);
    const other = sessionCookie(await signIn(user.email, TEST_PASSWORD)) as string;
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload: { currentPassword: 'nope-nope-nope', newPassword: 'a-brand-new-passphrase' } });
    expect(wrong.statusCode).toBe(400);
    const common = await app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload: { currentPassword: TEST_PASSWORD, newPassword: 'qwertyuiop' } });
    expect(common.statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-passphrase' } });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res) as string;
    expect(await whoAmI(fresh)).toBe(200);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(other)).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
  });

  it('downloads every personal record as JSON, without secrets', async () => {
    const { cookie, user } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/clubfoot-buddy/my-shoes', headers: { cookie }, payload: { leftFootSize: 6, rightFootSize: 6.5 } });
    const res = await app.inject({ method: 'GET', url: '/api/profile/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account).toMatchObject({ id: user.id, email: user.email, termsVersion: '2026-11-22' });
    expect(data.clubfootBuddy).toEqual([expect.objectContaining({ leftFootSize: 6, rightFootSize: 6.5 })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/argon2|passwordHash|"id":"[0-9a-f]{64}"/);
  });

  it('deletes the account after asking for the password, removing personal data', async () => {
    const { cookie, user } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/clubfoot-buddy/my-shoes', headers: { cookie }, payload: { leftFootSize: 6, rightFootSize: 6.5 } });
    // A create sent with a key keeps its first answer (what the member wrote) for a day: it goes with the account.
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const child = { name: 'Kept answer', birthDate: daysAgo(200), braceStartDate: daysAgo(150), timeZone: 'UTC', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 };
    const keyed = await app.inject({ method: 'POST', url: '/api/brace-tracker/children', headers: { cookie, 'idempotency-key': 'delete-me-too' }, payload: child });
    expect(keyed.statusCode, keyed.body).toBe(201);
    const stored = () => app.db.$count(idempotencyKeys, eq(idempotencyKeys.scope, `member:${user.id}`));
    expect(await stored()).toBe(1);
    const wrong = await app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie }, payload: { password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(400);
    expect(await whoAmI(cookie)).toBe(200);
    const res = await app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie }, payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await whoAmI(cookie)).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: null, lastName: null, passwordHash: null, bio: null });
    expect(row?.email).not.toBe(user.email);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await app.db.$count(shoeProfiles, eq(shoeProfiles.userId, user.id))).toBe(0);
    expect(await stored()).toBe(0);
    // The address is free again.
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'M', lastName: 'O', email: user.email, password: TEST_PASSWORD, acceptTerms: true } })).statusCode).toBe(201);
  });

  it('lets an account without a password (Google only) set one, and delete itself by typing its address', async () => {
    const { cookie, user } = await signUp(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().hasPassword).toBe(false);
    const set = await app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload: { newPassword: 'my-first-own-password' } });
    expect(set.statusCode).toBe(200);
    const fresh = sessionCookie(set) as string;
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: fresh } })).json().hasPassword).toBe(true);

    const other = await signUp(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, other.user.id));
    const wrong = await app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie: other.cookie }, payload: { confirmEmail: 'someone@else.org' } });
    expect(wrong.statusCode).toBe(400);
    const res = await app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie: other.cookie }, payload: { confirmEmail: other.user.email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to visitors on every security route', async () => {
    for (const [method, url] of [['POST', '/api/auth/logout-all'], ['POST', '/api/auth/change-password'], ['GET', '/api/profile/export'], ['DELETE', '/api/profile']] as const) {
      expect((await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
    }
  });
});

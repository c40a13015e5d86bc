import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { sessionCookie, signUp, TEST_PASSWORD } from '../support/accounts';
import { createTestApp, engine } from '../support/test-app';

/**
 * On PGlite a session is kept in memory for a few seconds (decision 0027): whatever ends or changes it
 * must still be seen by the very next request. On PostgreSQL the same answers come from the database.
 */
let app: FastifyInstance;
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  app = await createTestApp({ countSql: true });
  admin = await signUp(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await app.close();
});

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie, 'x-count-sql': '1' } });

/** A member whose session has just been used, so it is the one kept in memory. */
async function signedInMember(firstName = 'Maya') {
  const member = await signUp(app, { firstName });
  expect((await me(member.cookie)).statusCode).toBe(200);
  return member;
}

describe('signed-in requests', () => {
  it('on PGlite, find a session used a moment ago without asking the database', async () => {
    const { cookie } = await signedInMember();
    const again = await me(cookie);
    expect(again.statusCode).toBe(200);
    expect(Number(again.headers['x-sql-queries'])).toBe(engine === 'pglite' ? 0 : 1);
  });

  it('refuse a signed-out session at once', async () => {
    const { cookie } = await signedInMember();
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuse every session of a member signed out everywhere at once, the one that asked included', async () => {
    const member = await signedInMember();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: TEST_PASSWORD } });
    const phone = sessionCookie(login) as string;
    expect((await me(phone)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { cookie: phone } })).statusCode).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('refuse a suspended member at once, and let them sign in again once restored', async () => {
    const member = await signedInMember();
    expect((await app.inject({ method: 'POST', url: `/api/admin/users/${member.user.id}/suspend`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/admin/users/${member.user.id}/restore`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: TEST_PASSWORD } });
    expect((await me(sessionCookie(login) as string)).statusCode).toBe(200);
  });

  it('see a new role at once, both ways', async () => {
    const member = await signedInMember();
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const promote = await app.inject({ method: 'PATCH', url: `/api/admin/users/${member.user.id}/role`, headers: { cookie: admin.cookie }, payload: { role: 'admin' } });
    expect(promote.statusCode).toBe(200);
    expect((await me(member.cookie)).json().role).toBe('admin');
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: member.cookie } })).statusCode).toBe(200);
    const demote = await app.inject({ method: 'PATCH', url: `/api/admin/users/${member.user.id}/role`, headers: { cookie: admin.cookie }, payload: { role: 'member' } });
    expect(demote.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: member.cookie } })).statusCode).toBe(403);
  });

  it('refuse a deleted account at once', async () => {
    const member = await signedInMember();
    const deleted = await app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie: member.cookie }, payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it('see a change written straight to the database at once: a new name, then an ended session', async () => {
    const member = await signedInMember('Theo');
    await app.db.update(users).set({ firstName: 'Theodora' }).where(eq(users.id, member.user.id));
    expect((await me(member.cookie)).json().firstName).toBe('Theodora');
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, member.user.id));
    expect((await me(member.cookie)).statusCode).toBe(401);
  });
});

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { sessionCookie, signUp, TEST_PASSWORD } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
let admin: { cookie: string; user: { id: string; email: string } };
let member: { cookie: string; user: { id: string; email: string } };

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
  admin = await signUp(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  member = await signUp(app, { firstName: 'Theo', lastName: 'Parent' });
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe('admin API permissions', () => {
  const routes: ['GET' | 'POST' | 'PATCH', string, object?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/audit-log'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'admin' }],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/restore'],
  ];
  it.each(routes)('%s %s: 401 for a visitor, 403 for a member', async (method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const asMember = await call(method, url, member.cookie, payload);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'Administrators only' });
  });
});

describe('member administration', () => {
  it('counts members and new members this week', async () => {
    const res = await call('GET', '/api/admin/stats', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toBeGreaterThanOrEqual(2);
    expect(res.json().newMembersThisWeek).toBeGreaterThanOrEqual(2);
  });

  it('searches and pages through members', async () => {
    for (let i = 0; i < 3; i += 1) await signUp(app, { firstName: 'Zanele', lastName: `Searchable${i}` });
    const found = (await call('GET', '/api/admin/users?q=zanele&pageSize=2', admin.cookie)).json();
    expect(found.total).toBe(3);
    expect(found.users).toHaveLength(2);
    expect(found.users[0]).toMatchObject({ firstName: 'Zanele', role: 'member', suspended: false });
    expect(found.users[0].profileCompleteness).toBeGreaterThan(0);
    const second = (await call('GET', '/api/admin/users?q=zanele&pageSize=2&page=2', admin.cookie)).json();
    expect(second.users).toHaveLength(1);
    expect((await call('GET', '/api/admin/users?q=%25', admin.cookie)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/users?pageSize=1000', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users?page=0', admin.cookie)).statusCode).toBe(400);
  });

  it('changes roles, but never demotes the last admin', async () => {
    const promoted = await call('PATCH', `/api/admin/users/${member.user.id}/role`, admin.cookie, { role: 'admin' });
    expect(promoted.json().role).toBe('admin');
    expect((await call('PATCH', `/api/admin/users/${member.user.id}/role`, admin.cookie, { role: 'member' })).json().role).toBe('member');
    const last = await call('PATCH', `/api/admin/users/${admin.user.id}/role`, admin.cookie, { role: 'member' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/last administrator/);
    expect((await call('PATCH', `/api/admin/users/${member.user.id}/role`, admin.cookie, { role: 'owner' })).statusCode).toBe(400);
  });

  it('suspends a member (ending their sessions and sign-in) and restores them', async () => {
    const target = await signUp(app);
    const suspended = await call('POST', `/api/admin/users/${target.user.id}/suspend`, admin.cookie);
    expect(suspended.json().suspended).toBe(true);
    expect((await call('GET', '/api/auth/user', target.cookie)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: target.user.email, password: TEST_PASSWORD } })).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${target.user.id}/restore`, admin.cookie)).json().suspended).toBe(false);
    const back = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: target.user.email, password: TEST_PASSWORD } });
    expect(back.statusCode).toBe(200);
    expect(sessionCookie(back)).toBeDefined();
    expect((await call('POST', `/api/admin/users/${admin.user.id}/suspend`, admin.cookie)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', admin.cookie)).statusCode).toBe(404);
  });

  it('writes every admin action to the audit log', async () => {
    const entries = (await call('GET', '/api/admin/audit-log', admin.cookie)).json().entries;
    const actions = entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.role_changed', 'user.suspended', 'user.restored']));
    expect(entries[0].actor).toBe(admin.user.email);
  });
});

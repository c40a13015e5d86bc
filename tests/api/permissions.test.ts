import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/**
 * Every accounts route against a visitor, a member, another member and an admin: the server, not
 * the browser, decides who may call what.
 */
let app: FastifyInstance;
const who: Record<'member' | 'other' | 'admin', { cookie: string; user: { id: string } }> = {} as never;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  who.member = await signUp(app);
  who.other = await signUp(app);
  who.admin = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.admin.user.id));
  await app.inject({
    method: 'PATCH',
    url: '/api/profile/privacy',
    headers: { cookie: who.other.cookie },
    payload: { privacySettings: { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: false } },
  });
});
afterAll(async () => {
  await app.close();
});

type Caller = 'visitor' | 'member' | 'other' | 'admin';
type Case = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => string; payload?: object; expect: Record<Caller, number> };

const members = { visitor: 401, member: 200, other: 200, admin: 200 };
const admins = { visitor: 401, member: 403, other: 403, admin: 200 };

const cases: Case[] = [
  { method: 'GET', url: () => '/api/auth/user', expect: members },
  { method: 'PATCH', url: () => '/api/profile/notifications', payload: { notificationPreferences: { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: true } }, expect: members },
  { method: 'PATCH', url: () => '/api/profile/personal', payload: { bio: 'Hello' }, expect: members },
  { method: 'PATCH', url: () => '/api/profile/clubfoot', payload: { isParent: true }, expect: members },
  { method: 'GET', url: () => '/api/profile/export', expect: members },
  { method: 'POST', url: () => '/api/clubfoot-buddy/my-shoes', payload: { leftFootSize: 7, rightFootSize: 7.5 }, expect: members },
  { method: 'GET', url: () => '/api/clubfoot-buddy/my-shoes', expect: members },
  // Another member's page, hidden by their privacy setting: only they and admins see it.
  { method: 'GET', url: () => `/api/members/${who.other.user.id}`, expect: { visitor: 401, member: 404, other: 200, admin: 200 } },
  { method: 'GET', url: () => `/api/members/${who.member.user.id}`, expect: members },
  { method: 'GET', url: () => '/api/clubfoot-buddy/matches/suggested', expect: members },
  { method: 'GET', url: () => '/api/clubfoot-buddy/matches', expect: members },
  { method: 'GET', url: () => '/api/notifications', expect: members },
  { method: 'GET', url: () => '/api/messages/conversations', expect: members },
  { method: 'GET', url: () => '/api/messages/unread', expect: members },
  { method: 'GET', url: () => '/api/admin/buddy/stats', expect: admins },
  { method: 'GET', url: () => '/api/admin/messages/reports', expect: admins },
  { method: 'GET', url: () => '/api/admin/stats', expect: admins },
  { method: 'GET', url: () => '/api/admin/users', expect: admins },
  { method: 'GET', url: () => '/api/admin/audit-log', expect: admins },
  { method: 'POST', url: () => `/api/admin/users/${who.other.user.id}/restore`, expect: admins },
  { method: 'PATCH', url: () => `/api/admin/users/${who.other.user.id}/role`, payload: { role: 'member' }, expect: admins },
];

describe.each(cases)('$method $url', (c) => {
  it.each(['visitor', 'member', 'other', 'admin'] as Caller[])('as %s', async (caller) => {
    const cookie = caller === 'visitor' ? undefined : who[caller].cookie;
    const res = await app.inject({ method: c.method, url: c.url(), payload: c.payload, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(c.expect[caller]);
  });
});

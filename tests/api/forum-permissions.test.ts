import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { seedForum } from '../../server/seed/factories/forum';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/**
 * Every forum route against a visitor, a member, another member and an admin: the server decides
 * who may read, write, change and moderate. "member" wrote the topic, reply and comment used below.
 */
let app: FastifyInstance;
type Account = { cookie: string; user: { id: string } };
const who = {} as Record<'member' | 'other' | 'admin' | 'stranger', Account>;
const made = { topicId: 0, topicSlug: '', postId: 0, commentId: 0, strangerPostId: 0, categoryId: 0 };

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  const categories = await seedForum(app.db);
  made.categoryId = (categories[0] as { id: number }).id;
  for (const name of ['member', 'other', 'admin', 'stranger'] as const) who[name] = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.admin.user.id));
  const as = (account: Account, url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { cookie: account.cookie } }).then((res) => res.json());
  const topic = await as(who.member, '/api/forum/topics', { title: 'Permissions', content: 'Who may do what?', categoryId: made.categoryId });
  made.topicId = topic.id;
  made.topicSlug = topic.slug;
  made.postId = (await as(who.member, '/api/forum/posts', { topicId: topic.id, content: 'My reply' })).id;
  made.commentId = (await as(who.member, '/api/forum/comments', { postId: made.postId, content: 'My comment' })).id;
  made.strangerPostId = (await as(who.stranger, '/api/forum/posts', { topicId: topic.id, content: 'Reported reply' })).id;
});
afterAll(async () => {
  await app.close();
});

type Caller = 'visitor' | 'member' | 'other' | 'admin';
type Case = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => string; payload?: () => object; expect: Record<Caller, number> };

const everyone = { visitor: 200, member: 200, other: 200, admin: 200 };
const members = (status: number) => ({ visitor: 401, member: status, other: status, admin: status });
const authorOnly = { visitor: 401, member: 200, other: 403, admin: 403 };
const admins = { visitor: 401, member: 403, other: 403, admin: 200 };

const cases: Case[] = [
  { method: 'GET', url: () => '/api/forum/categories', expect: everyone },
  { method: 'GET', url: () => '/api/forum/categories/new-diagnosis', expect: everyone },
  { method: 'GET', url: () => '/api/forum/topics', expect: everyone },
  { method: 'GET', url: () => '/api/forum/topics?limit=4', expect: everyone },
  { method: 'GET', url: () => `/api/forum/topics/${made.topicSlug}`, expect: everyone },
  { method: 'GET', url: () => `/api/forum/topics/${made.topicSlug}/posts`, expect: everyone },
  { method: 'GET', url: () => `/api/forum/posts/${made.postId}/comments`, expect: everyone },
  { method: 'GET', url: () => '/api/forum/search?q=bracing', expect: everyone },
  { method: 'POST', url: () => '/api/forum/topics', payload: () => ({ title: 'Another', content: 'Text', categoryId: made.categoryId }), expect: members(201) },
  { method: 'POST', url: () => '/api/forum/posts', payload: () => ({ topicId: made.topicId, content: 'A reply' }), expect: members(201) },
  { method: 'POST', url: () => '/api/forum/comments', payload: () => ({ postId: made.postId, content: 'A comment' }), expect: members(201) },
  { method: 'PATCH', url: () => `/api/forum/topics/${made.topicId}`, payload: () => ({ title: 'Permissions', content: 'Edited' }), expect: authorOnly },
  { method: 'PATCH', url: () => `/api/forum/posts/${made.postId}`, payload: () => ({ content: 'Edited reply' }), expect: authorOnly },
  { method: 'PATCH', url: () => `/api/forum/comments/${made.commentId}`, payload: () => ({ content: 'Edited comment' }), expect: authorOnly },
  { method: 'POST', url: () => '/api/forum/reports', payload: () => ({ targetType: 'post', targetId: made.strangerPostId, reason: 'Spam' }), expect: members(201) },
  { method: 'PATCH', url: () => `/api/forum/topics/${made.topicId}/moderation`, payload: () => ({ isPinned: true }), expect: admins },
  // Removing: the author (shown as removed) and admins (as moderators); other members never.
  { method: 'DELETE', url: () => `/api/forum/comments/${made.commentId}`, expect: { visitor: 401, member: 200, other: 403, admin: 200 } },
  { method: 'DELETE', url: () => `/api/forum/posts/${made.postId}`, expect: { visitor: 401, member: 200, other: 403, admin: 200 } },
];

describe.each(cases)('$method $url', (c) => {
  it.each(['visitor', 'member', 'other', 'admin'] as Caller[])('as %s', async (caller) => {
    const cookie = caller === 'visitor' ? undefined : who[caller].cookie;
    const res = await app.inject({ method: c.method, url: c.url(), payload: c.payload?.(), headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(c.expect[caller]);
  });
});

describe('deleting a topic', () => {
  it('is the author (marked removed) or an admin (gone); nobody else', async () => {
    const topic = (await app.inject({ method: 'POST', url: '/api/forum/topics', payload: { title: 'Going', content: 'x', categoryId: made.categoryId }, headers: { cookie: who.member.cookie } })).json();
    const del = (cookie?: string) => app.inject({ method: 'DELETE', url: `/api/forum/topics/${topic.id}`, headers: cookie ? { cookie } : {} });
    expect((await del()).statusCode).toBe(401);
    expect((await del(who.other.cookie)).statusCode).toBe(403);
    expect((await del(who.member.cookie)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/forum/topics/${topic.slug}` })).json().removed).toBe('author');
    expect((await del(who.admin.cookie)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/forum/topics/${topic.slug}` })).statusCode).toBe(404);
  });
});

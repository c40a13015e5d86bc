import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumCategory, ForumPost, ForumTopic, ForumTopicDetail } from '../../shared/api/forum';
import { type Account, createForumTestApp, settledAdmin, settledMember } from '../support/forum';
import type { ForumActivity, ForumReport, ForumReportPage, RemovedReport } from '../../shared/api/forum-admin';
import { auditLog, forumPosts, forumReports, users } from '../../server/db/schema';

let app: FastifyInstance;
let admin: Account;
let member: Account;
let writer: Account;
let categories: ForumCategory[];

beforeAll(async () => {
  app = await createForumTestApp();
  admin = await settledAdmin(app, { firstName: 'Ada', lastName: 'Admin' });
  member = await settledMember(app, { firstName: 'Maya', lastName: 'Reporter' });
  writer = await settledMember(app, { firstName: 'Walt', lastName: 'Writer' });
  categories = (await app.inject({ method: 'GET', url: '/api/forum/categories' })).json();
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as object | undefined, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: unknown) => call(method, url, admin.cookie, payload);
const ADMIN = '/api/admin/forum';

/** Status and a `{ message }` body: every refusal answers one. */
function expectRefused(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ message: expect.any(String) });
}

async function auditActions(since: number) {
  const rows = await app.db.select({ id: auditLog.id, action: auditLog.action, details: auditLog.details }).from(auditLog).orderBy(desc(auditLog.id));
  return rows.filter((row) => row.id > since);
}
const lastAuditId = async () => (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

async function newTopic(cookie: string, title: string, content = `About ${title}`) {
  const res = await call('POST', '/api/forum/topics', cookie, { title, content, categoryId: categories[2]?.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ForumTopic;
}
async function newReply(cookie: string, topicId: number, content: string) {
  const res = await call('POST', '/api/forum/posts', cookie, { content, topicId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ForumPost;
}
async function reportIt(cookie: string, targetType: 'topic' | 'post' | 'comment', targetId: number, reason: string) {
  const res = await call('POST', '/api/forum/reports', cookie, { targetType, targetId, reason });
  expect(res.statusCode, res.body).toBe(201);
}
async function openReports() {
  const res = await asAdmin('GET', `${ADMIN}/reports`);
  expect(res.statusCode).toBe(200);
  return (res.json() as ForumReportPage).items;
}
const reportOf = (items: ForumReport[], targetType: string, targetId: number, reason?: string) =>
  items.find((item) => item.target.type === targetType && item.target.id === targetId && (reason === undefined || item.reason === reason)) as ForumReport;

describe('who may use /api/admin/forum', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/forum-categories'],
    ['POST', '/forum-categories', { name: 'Sneaky' }],
    ['PATCH', '/forum-categories/1', { name: 'Sneaky' }],
    ['PUT', '/forum-categories/order', { ids: [1] }],
    ['DELETE', '/forum-categories/1'],
    ['GET', '/reports'],
    ['POST', '/reports/1/dismiss'],
    ['POST', '/reports/1/remove', { suspendAuthor: true }],
    ['GET', '/activity'],
  ];

  it('answers 401 to visitors and 403 to members on every route, before reading their input', async () => {
    for (const [method, path, payload] of routes) {
      expectRefused(await call(method, `${ADMIN}${path}`, undefined, payload), 401);
      expectRefused(await call(method, `${ADMIN}${path}`, member.cookie, payload), 403);
      // Even a nonsense body is refused for who is asking, not for what they sent.
      if (method !== 'GET') expectRefused(await call(method, `${ADMIN}${path}`, member.cookie, { nonsense: true }), 403);
    }
    expect((await asAdmin('GET', `${ADMIN}/forum-categories`)).statusCode).toBe(200);
  });
});

describe('forum categories', () => {
  it('lists the categories in order with their topic counts', async () => {
    const res = await asAdmin('GET', `${ADMIN}/forum-categories`);
    const list = res.json() as ForumCategory[];
    expect(list.map((category) => category.slug)).toEqual(categories.map((category) => category.slug));
    expect(list.find((category) => category.slug === 'bracing')).toMatchObject({ topicCount: 2, position: 2 });
  });

  it('creates a category with a slug made from its name (unique), and refuses a taken explicit slug or bad input', async () => {
    const since = await lastAuditId();
    const first = await asAdmin('POST', `${ADMIN}/forum-categories`, { name: '  Physio & Stretches ', description: 'Exercises at home.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Physio & Stretches', slug: 'physio-stretches', description: 'Exercises at home.', topicCount: 0, position: 6 });
    const second = await asAdmin('POST', `${ADMIN}/forum-categories`, { name: 'Physio stretches' });
    expect(second.json()).toMatchObject({ slug: 'physio-stretches-2', description: null, position: 7 });
    expect((await asAdmin('GET', '/api/forum/categories/physio-stretches')).statusCode).toBe(200);

    expectRefused(await asAdmin('POST', `${ADMIN}/forum-categories`, { name: 'Bracing again', slug: 'bracing' }), 409);
    for (const bad of [{}, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 'Ok', slug: 'Not A Slug' }, { name: 'Ok', extra: 1 }, { name: 3 }, { name: 'Ok', description: 'x'.repeat(301) }]) {
      expectRefused(await asAdmin('POST', `${ADMIN}/forum-categories`, bad), 400);
    }
    const logged = await auditActions(since);
    expect(logged.filter((row) => row.action === 'forum.category_created').map((row) => row.details.slug)).toEqual(['physio-stretches-2', 'physio-stretches']);
  });

  it('renames a category and changes its description and slug; 404 for a missing one, 400 for bad input', async () => {
    const created = (await asAdmin('POST', `${ADMIN}/forum-categories`, { name: 'Rename me' })).json() as ForumCategory;
    const since = await lastAuditId();
    const renamed = await asAdmin('PATCH', `${ADMIN}/forum-categories/${created.id}`, { name: 'Renamed', description: 'Now described.' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, name: 'Renamed', description: 'Now described.', slug: 'rename-me' });
    const moved = await asAdmin('PATCH', `${ADMIN}/forum-categories/${created.id}`, { slug: 'renamed', description: null });
    expect(moved.json()).toMatchObject({ slug: 'renamed', description: null });
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/${created.id}`, { slug: 'bracing' }), 409);
    expect((await auditActions(since)).map((row) => row.action)).toEqual(['forum.category_updated', 'forum.category_updated']);

    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/999999`, { name: 'Ghost' }), 404);
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/abc`, { name: 'Ghost' }), 400);
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/0`, { name: 'Ghost' }), 400);
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/99999999999`, { name: 'Ghost' }), 400);
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/${created.id}`, {}), 400);
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/${created.id}`, { name: '' }), 400);
    expectRefused(await asAdmin('PATCH', `${ADMIN}/forum-categories/${created.id}`, { topicCount: 9 }), 400);
  });

  it('reorders with the full new order, and refuses a partial or repeated one', async () => {
    const current = (await asAdmin('GET', `${ADMIN}/forum-categories`)).json() as ForumCategory[];
    const ids = current.map((category) => category.id).reverse();
    const since = await lastAuditId();
    const res = await asAdmin('PUT', `${ADMIN}/forum-categories/order`, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ForumCategory[]).map((category) => category.id)).toEqual(ids);
    const publicList = (await call('GET', '/api/forum/categories')).json() as ForumCategory[];
    expect(publicList.map((category) => category.id)).toEqual(ids);
    expect((await auditActions(since)).map((row) => row.action)).toEqual(['forum.categories_reordered']);

    for (const bad of [{ ids: ids.slice(1) }, { ids: [...ids, ids[0]] }, { ids: [...ids.slice(1), 999999] }, { ids: [] }, { ids: 'all' }, {}, { ids: [1.5] }]) {
      expectRefused(await asAdmin('PUT', `${ADMIN}/forum-categories/order`, bad), 400);
    }
    // Put the seeded order back for the tests below.
    await asAdmin('PUT', `${ADMIN}/forum-categories/order`, { ids: [...ids].reverse() });
  });

  it('deletes an empty category, and answers 409 with a clear message while it has topics', async () => {
    const empty = (await asAdmin('POST', `${ADMIN}/forum-categories`, { name: 'Short lived' })).json() as ForumCategory;
    const since = await lastAuditId();
    expect((await asAdmin('DELETE', `${ADMIN}/forum-categories/${empty.id}`)).json()).toEqual({ ok: true });
    expect((await asAdmin('GET', '/api/forum/categories/short-lived')).statusCode).toBe(404);
    expect((await auditActions(since)).map((row) => row.action)).toEqual(['forum.category_deleted']);
    expectRefused(await asAdmin('DELETE', `${ADMIN}/forum-categories/${empty.id}`), 404);

    const bracing = categories.find((category) => category.slug === 'bracing') as ForumCategory;
    const refused = await asAdmin('DELETE', `${ADMIN}/forum-categories/${bracing.id}`);
    expectRefused(refused, 409);
    expect(refused.json().message).toMatch(/^"Bracing" still has \d+ topics\. Move or delete them first\.$/);
    const inFrench = await app.inject({ method: 'DELETE', url: `${ADMIN}/forum-categories/${bracing.id}`, headers: { cookie: admin.cookie, 'accept-language': 'fr' } });
    expect(inFrench.json().message).toMatch(/^« Bracing » contient encore \d+ sujets\. Déplacez-les ou supprimez-les d’abord\.$/);
    expectRefused(await asAdmin('DELETE', `${ADMIN}/forum-categories/nope`), 400);
  });
});

describe('the report queue', () => {
  it('lists open reports newest first with the reported text, its author, the topic and the reporter', async () => {
    const topic = await newTopic(member.cookie, 'Queue listing');
    const reply = await newReply(writer.cookie, topic.id, 'Buy miracle boots at spam.example');
    await reportIt(member.cookie, 'post', reply.id, 'Spam');
    await reportIt(member.cookie, 'topic', (await newTopic(writer.cookie, 'Later topic')).id, 'Off topic');
    const items = await openReports();
    const report = reportOf(items, 'post', reply.id);
    expect(report).toMatchObject({
      reason: 'Spam',
      status: 'open',
      resolvedAt: null,
      reporter: { id: member.user.id, name: 'Maya Reporter' },
      target: {
        type: 'post',
        id: reply.id,
        text: 'Buy miracle boots at spam.example',
        author: { id: writer.user.id, name: 'Walt Writer', isAdmin: false, suspended: false },
        topic: { id: topic.id, title: 'Queue listing', slug: topic.slug },
        removed: false,
      },
    });
    expect(items[0]?.target).toMatchObject({ type: 'topic', topic: { title: 'Later topic' } });
    const times = items.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with a cursor (20 a page), filters by status and refuses bad queries', async () => {
    const topic = await newTopic(writer.cookie, 'Many replies');
    const posts = await app.db
      .insert(forumPosts)
      .values(Array.from({ length: 22 }, (_, i) => ({ topicId: topic.id, authorId: writer.user.id, content: `Reply ${i}`, contentHtml: `<p>Reply ${i}</p>` })))
      .returning({ id: forumPosts.id });
    await app.db.insert(forumReports).values(posts.map((post) => ({ targetType: 'post' as const, targetId: post.id, reporterId: member.user.id, reason: 'Bulk' })));
    const first = (await asAdmin('GET', `${ADMIN}/reports?status=open`)).json() as ForumReportPage;
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await asAdmin('GET', `${ADMIN}/reports?cursor=${first.nextCursor}`)).json() as ForumReportPage;
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(24);
    expect(second.nextCursor).toBeNull();

    expect(((await asAdmin('GET', `${ADMIN}/reports?status=dismissed`)).json() as ForumReportPage).items.every((item) => item.status === 'dismissed')).toBe(true);
    for (const query of ['status=closed', 'cursor=bm9wZQ', 'cursor=', 'page=2']) expectRefused(await asAdmin('GET', `${ADMIN}/reports?${query}`), 400);
    // Tidy: these bulk reports would crowd the queue of the tests below.
    await app.db.update(forumReports).set({ status: 'dismissed' }).where(eq(forumReports.reason, 'Bulk'));
  });

  it('dismisses one report (audit-logged), leaving the content and other reports alone', async () => {
    const topic = await newTopic(member.cookie, 'Dismiss me');
    const reply = await newReply(writer.cookie, topic.id, 'A perfectly fine reply');
    const third = await settledMember(app, { firstName: 'Theo', lastName: 'Third' });
    await reportIt(member.cookie, 'post', reply.id, 'Rude');
    await reportIt(third.cookie, 'post', reply.id, 'Also rude');
    const report = reportOf(await openReports(), 'post', reply.id, 'Rude');
    const since = await lastAuditId();
    const res = await asAdmin('POST', `${ADMIN}/reports/${report.id}/dismiss`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'dismissed', resolvedAt: expect.any(String) });
    expect(reportOf(await openReports(), 'post', reply.id, 'Also rude')).toBeDefined();
    expect(reportOf(await openReports(), 'post', reply.id, 'Rude')).toBeUndefined();
    const dismissed = (await asAdmin('GET', `${ADMIN}/reports?status=dismissed`)).json() as ForumReportPage;
    expect(dismissed.items.some((item) => item.id === report.id)).toBe(true);
    expect((await auditActions(since)).map((row) => row.action)).toEqual(['forum.report_dismissed']);
    // Again: nothing more happens.
    expect((await asAdmin('POST', `${ADMIN}/reports/${report.id}/dismiss`)).statusCode).toBe(200);
    expect(await auditActions(since)).toHaveLength(1);
    const topicNow = (await call('GET', `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail;
    expect(topicNow.posts[0]).toMatchObject({ content: 'A perfectly fine reply', removed: null });

    expectRefused(await asAdmin('POST', `${ADMIN}/reports/999999/dismiss`), 404);
    expectRefused(await asAdmin('POST', `${ADMIN}/reports/x/dismiss`), 400);
  });

  it('removes reported content as a moderator and resolves every open report on it, without suspending', async () => {
    const topic = await newTopic(member.cookie, 'Remove the reply');
    const reply = await newReply(writer.cookie, topic.id, 'Nasty words here');
    const third = await settledMember(app, { firstName: 'Theo', lastName: 'Third' });
    await reportIt(member.cookie, 'post', reply.id, 'Abusive');
    await reportIt(third.cookie, 'post', reply.id, 'Abusive too');
    const [report, other] = [reportOf(await openReports(), 'post', reply.id, 'Abusive'), reportOf(await openReports(), 'post', reply.id, 'Abusive too')];
    const since = await lastAuditId();

    const res = await asAdmin('POST', `${ADMIN}/reports/${report.id}/remove`, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RemovedReport;
    expect(body).toMatchObject({ resolved: 2, authorSuspended: false, report: { id: report.id, status: 'removed', target: { removed: true, text: 'Nasty words here' } } });
    const statuses = await app.db.select({ id: forumReports.id, status: forumReports.status }).from(forumReports).where(inArray(forumReports.id, [report.id, other.id]));
    expect(statuses.map((row) => row.status)).toEqual(['removed', 'removed']);

    const topicNow = (await call('GET', `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail;
    expect(topicNow.posts[0]).toMatchObject({ removed: 'moderator', content: '' });
    expect(topicNow.postCount).toBe(0);
    expect((await auditActions(since)).map((row) => row.action)).toEqual(['forum.report_removed', 'forum.reply_removed']);
    expect((await call('GET', '/api/auth/user', writer.cookie)).statusCode).toBe(200);

    expectRefused(await asAdmin('POST', `${ADMIN}/reports/${report.id}/remove`, {}), 409);
    expectRefused(await asAdmin('POST', `${ADMIN}/reports/${report.id}/dismiss`), 409);
    expectRefused(await asAdmin('POST', `${ADMIN}/reports/999999/remove`, {}), 404);
  });

  it('removes a comment and suspends its author: signed out at once, audit-logged', async () => {
    const offender = await settledMember(app, { firstName: 'Sam', lastName: 'Spammer' });
    const topic = await newTopic(member.cookie, 'Comment trouble');
    const reply = await newReply(member.cookie, topic.id, 'A reply to comment on');
    const comment = (await call('POST', '/api/forum/comments', offender.cookie, { content: 'Spam comment', postId: reply.id })).json() as { id: number };
    await reportIt(member.cookie, 'comment', comment.id, 'Spam');
    const report = reportOf(await openReports(), 'comment', comment.id);
    expect(report.target).toMatchObject({ text: 'Spam comment', topic: { slug: topic.slug }, author: { id: offender.user.id } });
    const since = await lastAuditId();

    const res = await asAdmin('POST', `${ADMIN}/reports/${report.id}/remove`, { suspendAuthor: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resolved: 1, authorSuspended: true, report: { status: 'removed', target: { author: { suspended: true } } } });
    expectRefused(await call('GET', '/api/auth/user', offender.cookie), 401);
    const [row] = await app.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, offender.user.id));
    expect(row?.suspendedAt).toBeInstanceOf(Date);
    expect((await auditActions(since)).map((entry) => entry.action)).toEqual(['forum.report_removed', 'user.suspended', 'forum.comment_removed']);
    const topicNow = (await call('GET', `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail;
    expect(topicNow.posts[0]?.comments[0]).toMatchObject({ removed: 'moderator', content: '' });
  });

  it('removes a reported topic as a moderator (kept readable, marked removed)', async () => {
    const topic = await newTopic(writer.cookie, 'Topic to take down', 'Unkind opening post');
    await reportIt(member.cookie, 'topic', topic.id, 'Unkind');
    const report = reportOf(await openReports(), 'topic', topic.id);
    const since = await lastAuditId();
    const res = await asAdmin('POST', `${ADMIN}/reports/${report.id}/remove`);
    expect(res.statusCode, res.body).toBe(200);
    const topicNow = (await call('GET', `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail;
    expect(topicNow).toMatchObject({ title: 'Removed topic', removed: 'moderator', content: '' });
    const logged = await auditActions(since);
    expect(logged.map((entry) => entry.action)).toEqual(['forum.report_removed', 'forum.topic_removed']);
    expect((await call('GET', '/api/auth/user', writer.cookie)).statusCode).toBe(200);
  });

  it('never suspends an administrator: 409 and nothing changes', async () => {
    const topic = await newTopic(admin.cookie, 'Admin notice');
    await reportIt(member.cookie, 'topic', topic.id, 'I disagree');
    const report = reportOf(await openReports(), 'topic', topic.id);
    expect(report.target.author).toMatchObject({ isAdmin: true });
    const refused = await asAdmin('POST', `${ADMIN}/reports/${report.id}/remove`, { suspendAuthor: true });
    expectRefused(refused, 409);
    expect(refused.json().message).toMatch(/administrator/);
    expect(reportOf(await openReports(), 'topic', topic.id)).toMatchObject({ status: 'open', target: { removed: false } });
    expect(((await call('GET', `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail).removed).toBeNull();
  });

  it('refuses bad bodies and ids with 400', async () => {
    for (const bad of [{ suspendAuthor: 'yes' }, { suspendAuthor: true, extra: 1 }, []]) {
      expectRefused(await asAdmin('POST', `${ADMIN}/reports/1/remove`, bad), 400);
    }
    for (const badId of ['0', '-1', '1.5', 'abc', '99999999999']) expectRefused(await asAdmin('POST', `${ADMIN}/reports/${badId}/remove`, {}), 400);
  });

  it('shows a report whose content was deleted with its topic as removed, and can still resolve it', async () => {
    const topic = await newTopic(member.cookie, 'Doomed topic');
    const reply = await newReply(writer.cookie, topic.id, 'Doomed reply');
    await reportIt(member.cookie, 'post', reply.id, 'Gone soon');
    expect((await asAdmin('DELETE', `/api/forum/topics/${topic.id}`)).statusCode).toBe(200);
    const report = reportOf(await openReports(), 'post', reply.id);
    expect(report.target).toMatchObject({ text: null, topic: null, author: null, removed: true });
    const res = await asAdmin('POST', `${ADMIN}/reports/${report.id}/remove`, {});
    expect(res.json()).toMatchObject({ resolved: 1, report: { status: 'removed' } });
  });
});

describe('recent activity', () => {
  it('lists the 30 newest topics, replies and comments with excerpts, authors, topics and removal', async () => {
    const topic = await newTopic(member.cookie, 'Activity topic');
    const long = `${'Long words '.repeat(40)}end`;
    const reply = await newReply(writer.cookie, topic.id, long);
    const removed = await newReply(writer.cookie, topic.id, 'Soon removed');
    expect((await call('DELETE', `/api/forum/posts/${removed.id}`, writer.cookie)).statusCode).toBe(200);
    const comment = (await call('POST', '/api/forum/comments', member.cookie, { content: 'Nice one', postId: reply.id })).json() as { id: number };

    const res = await asAdmin('GET', `${ADMIN}/activity`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as ForumActivity;
    expect(items.length).toBe(30);
    const times = items.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0]).toMatchObject({ kind: 'comment', id: comment.id, excerpt: 'Nice one', author: { name: 'Maya Reporter' }, topic: { slug: topic.slug }, removed: false });
    const longItem = items.find((item) => item.kind === 'reply' && item.id === reply.id);
    expect(longItem?.excerpt.length).toBeGreaterThan(150);
    expect(longItem?.excerpt.length).toBeLessThanOrEqual(160);
    expect(longItem?.excerpt).toMatch(/^Long words Long words .*\S…$/);
    expect(items.find((item) => item.kind === 'reply' && item.id === removed.id)).toMatchObject({ removed: true, excerpt: '' });
    expect(items.find((item) => item.kind === 'topic' && item.id === topic.id)).toMatchObject({ excerpt: 'About Activity topic', topic: { title: 'Activity topic' } });
    expect(items.every((item) => item.excerpt.length <= 160)).toBe(true);
  });
});

describe('unknown admin forum routes', () => {
  it('answer JSON 404, never 5xx', async () => {
    expectRefused(await asAdmin('GET', `${ADMIN}/nothing-here`), 404);
    const res = await asAdmin('POST', `${ADMIN}/forum-categories`, 'not json');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

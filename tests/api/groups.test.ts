import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumSearchPage, ForumTopic, ForumTopicDetail } from '../../shared/api/forum';
import type { AdminGroup, GroupDetail, GroupList, GroupMemberPage, GroupTopicPage, MembershipAnswer } from '../../shared/api/groups';
import type { NoticeList } from '../../shared/api/notifications';
import { auditLog, groupMembers, supportGroups, users } from '../../server/db/schema';
import { type Account, createForumTestApp, settledAdmin, settledMember } from '../support/forum';
import { makeGroup } from '../support/groups';

let app: FastifyInstance;
let admin: Account;
let moderator: Account;
let member: Account;
let stranger: Account;

beforeAll(async () => {
  app = await createForumTestApp();
  admin = await settledAdmin(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await settledMember(app, { firstName: 'Mo', lastName: 'Derator' });
  member = await settledMember(app, { firstName: 'Maya', lastName: 'Okafor' });
  stranger = await settledMember(app, { firstName: 'Sam', lastName: 'Stranger' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who?: Account) => app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload: unknown, who?: Account) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who ? { cookie: who.cookie } : {} });

async function createGroup(body: Record<string, unknown>) {
  const res = await send('POST', '/api/admin/groups', { description: 'A place to talk.', visibility: 'open', ...body }, admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminGroup;
}
async function appoint(groupId: number, who: Account, role: 'member' | 'moderator') {
  const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, who.user.id));
  const res = await send('PUT', `/api/admin/groups/${groupId}/members`, { email: row!.email, role }, admin);
  expect(res.statusCode, res.body).toBe(200);
}
async function groupTopic(slug: string, who: Account, title: string) {
  const res = await send('POST', `/api/groups/${slug}/topics`, { title, content: `About ${title}` }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ForumTopic;
}

describe('administrators create and run groups', () => {
  it('creates a group with its own discussions, audit-logged, and lists it', async () => {
    const group = await createGroup({ name: 'Parents: casting', audienceLabel: 'Parents', language: 'en' });
    expect(group).toMatchObject({ slug: 'parents-casting', visibility: 'open', memberCount: 0, topicCount: 0, pendingRequests: 0, openReports: 0 });
    const list = (await get('/api/groups')).json() as GroupList;
    expect(list.groups.map((g) => g.slug)).toContain('parents-casting');
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'group.created'));
    expect(entry?.details).toMatchObject({ name: 'Parents: casting' });
    // Its category is not one of the forum's.
    const categories = (await get('/api/forum/categories')).json() as { slug: string }[];
    expect(categories.map((c) => c.slug)).not.toContain('group-parents-casting');
    expect((await get('/api/forum/categories/group-parents-casting')).statusCode).toBe(404);
  });

  it('refuses a taken address, bad input and members', async () => {
    await createGroup({ name: 'Adults with clubfoot', slug: 'adults' });
    const taken = await send('POST', '/api/admin/groups', { name: 'Other', slug: 'adults', description: 'x', visibility: 'open' }, admin);
    expect(taken.statusCode).toBe(409);
    const bad = await send('POST', '/api/admin/groups', { name: '   ', description: 'x', visibility: 'secret' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect((await send('POST', '/api/admin/groups', { name: 'Mine', description: 'x', visibility: 'open' }, member)).statusCode).toBe(403);
  });

  it('appoints moderators and adds members by e-mail, each with a notice; removes them', async () => {
    const group = await createGroup({ name: 'Fathers' });
    await appoint(group.id, moderator, 'moderator');
    await appoint(group.id, member, 'member');
    const members = (await get(`/api/admin/groups/${group.id}/members`, admin)).json() as { userId: string; role: string }[];
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [moderator.user.id, 'moderator'],
      [member.user.id, 'member'],
    ]);
    const notices = (await get('/api/notifications', moderator)).json() as NoticeList;
    expect(notices.notices[0]).toMatchObject({ kind: 'group.added', title: 'You are now a moderator of Fathers' });
    expect((await send('DELETE', `/api/admin/groups/${group.id}/members/${member.user.id}`, undefined, admin)).statusCode).toBe(200);
    const after = (await get('/api/admin/groups', admin)).json() as AdminGroup[];
    expect(after.find((g) => g.id === group.id)).toMatchObject({ memberCount: 1, moderators: [expect.objectContaining({ id: moderator.user.id })] });
    const unknown = await send('PUT', `/api/admin/groups/${group.id}/members`, { email: 'nobody@example.org', role: 'member' }, admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('renaming a group renames it on its topics', async () => {
    const group = await createGroup({ name: 'Grandparents' });
    await appoint(group.id, member, 'member');
    const topic = await groupTopic(group.slug, member, 'First visit');
    expect(topic.group).toEqual({ slug: group.slug, name: 'Grandparents' });
    expect((await send('PATCH', `/api/admin/groups/${group.id}`, { name: 'Grandparents and carers' }, admin)).statusCode).toBe(200);
    const read = (await get(`/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail;
    expect(read.group?.name).toBe('Grandparents and carers');
  });
});

describe('joining and leaving', () => {
  it('joins an open group at once, counts members, and leaves again', async () => {
    const group = await makeGroup(app.db, { visibility: 'open' });
    const joined = await send('POST', `/api/groups/${group.slug}/members`, {}, member);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({ membership: 'member', memberCount: 1 } satisfies MembershipAnswer);
    // Joining again changes nothing.
    expect((await send('POST', `/api/groups/${group.slug}/members`, {}, member)).json()).toEqual({ membership: 'member', memberCount: 1 });
    const detail = (await get(`/api/groups/${group.slug}`, member)).json() as GroupDetail;
    expect(detail).toMatchObject({ membership: 'member', pendingRequests: null });
    expect((await get(`/api/groups/${group.slug}`)).json()).toMatchObject({ membership: null });
    const left = await send('DELETE', `/api/groups/${group.slug}/membership`, undefined, member);
    expect(left.json()).toEqual({ membership: null, memberCount: 0 });
  });

  it('two members joining at once are both counted', async () => {
    const group = await makeGroup(app.db, { visibility: 'open' });
    const [a, b] = await Promise.all([send('POST', `/api/groups/${group.slug}/members`, {}, member), send('POST', `/api/groups/${group.slug}/members`, {}, stranger)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const [row] = await app.db.select({ n: supportGroups.memberCount }).from(supportGroups).where(eq(supportGroups.id, group.id));
    expect(row?.n).toBe(2);
  });

  it('a private group takes a request its moderator approves; the member is told and can then read and post', async () => {
    const group = await makeGroup(app.db, { visibility: 'private', name: 'Parents in Ireland', members: [{ userId: moderator.user.id, role: 'moderator' }] });
    const topic = await groupTopic(group.slug, moderator, 'Clinics near Cork');
    // Not a member: the group is listed, its discussions are not readable.
    expect((await get(`/api/groups/${group.slug}`, member)).statusCode).toBe(200);
    expect((await get(`/api/groups/${group.slug}/topics`, member)).statusCode).toBe(403);
    const refused = await get(`/api/forum/topics/${topic.slug}`, member);
    expect(refused.statusCode).toBe(403);
    // The answer names the group, so the page can lead to it.
    expect(refused.json()).toEqual({ message: expect.stringContaining('Parents in Ireland'), group: { slug: group.slug, name: 'Parents in Ireland' } });
    expect((await get(`/api/forum/topics/${topic.slug}`)).statusCode).toBe(403);
    expect((await send('POST', '/api/forum/posts', { topicId: topic.id, content: 'Hello' }, member)).statusCode).toBe(403);

    const asked = await send('POST', `/api/groups/${group.slug}/members`, { message: 'We live in Cork' }, member);
    expect(asked.json()).toMatchObject({ membership: 'pending', memberCount: 1 });
    const moderatorView = (await get(`/api/groups/${group.slug}`, moderator)).json() as GroupDetail;
    expect(moderatorView.pendingRequests).toBe(1);
    const told = (await get('/api/notifications', moderator)).json() as NoticeList;
    expect(told.notices[0]).toMatchObject({ kind: 'group.request', body: 'We live in Cork', link: `/community/groups/${group.slug}?tab=requests` });
    // Other members cannot see or answer requests.
    expect((await get(`/api/groups/${group.slug}/requests`, stranger)).statusCode).toBe(403);
    const requests = (await get(`/api/groups/${group.slug}/requests`, moderator)).json() as { items: { id: number; message: string; member: { id: string } }[] };
    expect(requests.items).toEqual([expect.objectContaining({ message: 'We live in Cork', member: expect.objectContaining({ id: member.user.id }) })]);
    const requestId = requests.items[0]!.id;
    expect((await send('POST', `/api/groups/${group.slug}/requests/${requestId}`, { decision: 'approve' }, stranger)).statusCode).toBe(403);
    expect((await send('POST', `/api/groups/${group.slug}/requests/${requestId}`, { decision: 'approve' }, moderator)).statusCode).toBe(200);
    expect((await send('POST', `/api/groups/${group.slug}/requests/${requestId}`, { decision: 'decline' }, moderator)).statusCode).toBe(409);

    const welcome = (await get('/api/notifications', member)).json() as NoticeList;
    expect(welcome.notices[0]).toMatchObject({ kind: 'group.approved', link: `/community/groups/${group.slug}` });
    expect((await get(`/api/groups/${group.slug}/topics`, member)).json()).toMatchObject({ items: [expect.objectContaining({ slug: topic.slug })] });
    const reply = await send('POST', '/api/forum/posts', { topicId: topic.id, content: 'Thank you for this' }, member);
    expect(reply.statusCode, reply.body).toBe(201);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'group.request_approved'), eq(auditLog.targetUserId, member.user.id)));
    expect(audit).toBeDefined();
  });

  it('a declined request tells the member; a withdrawn one can no longer be answered', async () => {
    const group = await makeGroup(app.db, { visibility: 'private', members: [{ userId: moderator.user.id, role: 'moderator' }] });
    await send('POST', `/api/groups/${group.slug}/members`, {}, member);
    let requests = (await get(`/api/groups/${group.slug}/requests`, moderator)).json() as { items: { id: number }[] };
    await send('POST', `/api/groups/${group.slug}/requests/${requests.items[0]!.id}`, { decision: 'decline' }, moderator);
    expect(((await get('/api/notifications', member)).json() as NoticeList).notices[0]).toMatchObject({ kind: 'group.declined' });
    expect((await get(`/api/groups/${group.slug}`, member)).json()).toMatchObject({ membership: null });

    await send('POST', `/api/groups/${group.slug}/members`, {}, stranger);
    requests = (await get(`/api/groups/${group.slug}/requests`, moderator)).json() as { items: { id: number }[] };
    expect((await send('DELETE', `/api/groups/${group.slug}/membership`, undefined, stranger)).json()).toMatchObject({ membership: null });
    const late = await send('POST', `/api/groups/${group.slug}/requests/${requests.items[0]!.id}`, { decision: 'approve' }, moderator);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The member withdrew this request');
  });

  it('a hidden group is not found by anyone outside it, and cannot be joined', async () => {
    const group = await makeGroup(app.db, { visibility: 'hidden', name: 'Moderators lounge', members: [{ userId: moderator.user.id, role: 'moderator' }] });
    const topic = await groupTopic(group.slug, moderator, 'Rota for December');
    expect(((await get('/api/groups', member)).json() as GroupList).groups.map((g) => g.slug)).not.toContain(group.slug);
    expect(((await get('/api/groups', moderator)).json() as GroupList).groups.map((g) => g.slug)).toContain(group.slug);
    expect(((await get('/api/groups', admin)).json() as GroupList).groups.map((g) => g.slug)).toContain(group.slug);
    expect((await get(`/api/groups/${group.slug}`, member)).statusCode).toBe(404);
    expect((await get(`/api/forum/topics/${topic.slug}`, member)).statusCode).toBe(404);
    expect((await send('POST', `/api/groups/${group.slug}/members`, {}, member)).statusCode).toBe(404);
    expect((await get(`/api/forum/topics/${topic.slug}`, admin)).statusCode).toBe(200);
  });
});

describe("a group's discussions", () => {
  it('stay out of the forum lists and search, and show in the group, pinned first', async () => {
    const group = await makeGroup(app.db, { visibility: 'open', members: [{ userId: member.user.id }, { userId: moderator.user.id, role: 'moderator' }] });
    const first = await groupTopic(group.slug, member, 'Zebrafish night routine');
    const second = await groupTopic(group.slug, member, 'Second zebrafish question');
    const recent = (await get('/api/forum/topics?limit=50')).json() as ForumTopic[];
    expect(recent.map((t) => t.slug)).not.toContain(first.slug);
    const search = (await get('/api/forum/search?q=zebrafish')).json() as ForumSearchPage;
    expect(search.items).toEqual([]);
    expect((await send('PATCH', `/api/groups/${group.slug}/topics/${first.id}`, { isPinned: true }, moderator)).statusCode).toBe(200);
    const page = (await get(`/api/groups/${group.slug}/topics`)).json() as GroupTopicPage;
    expect(page.items.map((t) => [t.slug, t.isPinned])).toEqual([
      [first.slug, true],
      [second.slug, false],
    ]);
    expect(page.items[0]!.group).toEqual({ slug: group.slug, name: group.name });
    // Open group: anyone reads; only members write.
    expect((await get(`/api/forum/topics/${first.slug}`)).statusCode).toBe(200);
    const outsider = await send('POST', '/api/forum/posts', { topicId: first.id, content: 'Hi' }, stranger);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toContain('Join the group');
    expect((await send('POST', `/api/groups/${group.slug}/topics`, { title: 'Mine', content: 'x' }, stranger)).statusCode).toBe(403);
  });

  it("moderators pin, lock, answer in locked topics and remove inside their own group only", async () => {
    const group = await makeGroup(app.db, { visibility: 'open', members: [{ userId: member.user.id }, { userId: moderator.user.id, role: 'moderator' }] });
    const elsewhere = await makeGroup(app.db, { visibility: 'open', members: [{ userId: member.user.id }] });
    const topic = await groupTopic(group.slug, member, 'Locked soon');
    const other = await groupTopic(elsewhere.slug, member, 'Not theirs');
    const reply = (await send('POST', '/api/forum/posts', { topicId: topic.id, content: 'A reply to remove' }, member)).json() as { id: number };

    expect((await send('PATCH', `/api/groups/${group.slug}/topics/${topic.id}`, { isLocked: true }, member)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/groups/${group.slug}/topics/${topic.id}`, { isLocked: true }, moderator)).statusCode).toBe(200);
    expect((await send('POST', '/api/forum/posts', { topicId: topic.id, content: 'Member in a locked topic' }, member)).statusCode).toBe(403);
    expect((await send('POST', '/api/forum/posts', { topicId: topic.id, content: 'Why this is locked' }, moderator)).statusCode).toBe(201);
    // Another group's topic, through this group's address or the forum's: not theirs to moderate.
    expect((await send('PATCH', `/api/groups/${group.slug}/topics/${other.id}`, { isPinned: true }, moderator)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/forum/topics/${other.id}`, undefined, moderator)).statusCode).toBe(403);

    expect((await send('DELETE', `/api/forum/posts/${reply.id}`, undefined, moderator)).statusCode).toBe(200);
    const read = (await get(`/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail;
    expect(read.posts.find((p) => p.id === reply.id)?.removed).toBe('moderator');
    expect((await send('DELETE', `/api/forum/topics/${topic.id}`, undefined, moderator)).statusCode).toBe(200);
    expect((await get(`/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
  });

  it('an administrator cannot move a group topic into the forum, nor a forum topic into a group', async () => {
    const group = await makeGroup(app.db, { visibility: 'private', members: [{ userId: member.user.id }] });
    const topic = await groupTopic(group.slug, member, 'Stays private');
    const categories = (await get('/api/forum/categories')).json() as { id: number }[];
    const moved = await send('PATCH', `/api/forum/topics/${topic.id}/moderation`, { categoryId: categories[0]!.id }, admin);
    expect(moved.statusCode).toBe(400);
    const forumTopic = (await get('/api/forum/topics?limit=1')).json() as ForumTopic[];
    const into = await send('PATCH', `/api/forum/topics/${forumTopic[0]!.id}/moderation`, { categoryId: group.categoryId }, admin);
    expect(into.statusCode).toBe(400);
  });

  it('reports of a private group are made by its members only', async () => {
    const group = await makeGroup(app.db, { visibility: 'private', members: [{ userId: member.user.id }] });
    const topic = await groupTopic(group.slug, member, 'Report me');
    const outsider = await send('POST', '/api/forum/reports', { targetType: 'topic', targetId: topic.id, reason: 'Spam' }, stranger);
    expect(outsider.statusCode).toBe(403);
    await app.db.insert(groupMembers).values({ groupId: group.id, userId: stranger.user.id });
    expect((await send('POST', '/api/forum/reports', { targetType: 'topic', targetId: topic.id, reason: 'Spam' }, stranger)).statusCode).toBe(201);
    const groups = (await get('/api/admin/groups', admin)).json() as AdminGroup[];
    expect(groups.find((g) => g.id === group.id)?.openReports).toBe(1);
  });
});

describe('the member list', () => {
  it('lists moderators first, leaves out members who keep their profile private and counts them', async () => {
    const shy = await settledMember(app, { firstName: 'Shy', lastName: 'Member' });
    await app.inject({
      method: 'PATCH',
      url: '/api/profile/privacy',
      headers: { cookie: shy.cookie },
      payload: { privacySettings: { showEmail: false, showLocation: false, showTreatmentDetails: false, showProfileToMembers: false } },
    });
    const group = await makeGroup(app.db, {
      visibility: 'private',
      members: [{ userId: member.user.id }, { userId: shy.user.id }, { userId: moderator.user.id, role: 'moderator' }],
    });
    const page = (await get(`/api/groups/${group.slug}/members`, member)).json() as GroupMemberPage;
    expect(page.items.map((item) => [item.member.firstName, item.role])).toEqual([
      ['Mo', 'moderator'],
      ['Maya', 'member'],
    ]);
    expect(page.unlisted).toBe(1);
    expect(page.items[0]!.member).not.toHaveProperty('email');
    expect((await get(`/api/groups/${group.slug}/members`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/groups/${group.slug}/members`)).statusCode).toBe(401);
  });
});

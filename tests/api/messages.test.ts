import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessageReport, ConversationList, ConversationSummary, Message, ThreadPage } from '../../shared/api/messages';
import { buildApp } from '../../server/app';
import { conversationMembers, jobs, messages, users } from '../../server/db/schema';
import { jobHandlers } from '../../server/app';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { signUp } from '../support/accounts';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
const sent: MailMessage[] = [];

type Account = { cookie: string; id: string; email: string };

/** A member older than a day with a confirmed address (unless told otherwise). */
async function member(options: { firstName?: string; verified?: boolean; newMember?: boolean; admin?: boolean } = {}): Promise<Account> {
  const account = await signUp(app, { firstName: options.firstName ?? 'Maya', lastName: 'Tester' });
  await app.db
    .update(users)
    .set({
      createdAt: options.newMember ? new Date() : new Date(Date.now() - 3 * 86_400_000),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      role: options.admin ? 'admin' : 'member',
    })
    .where(eq(users.id, account.user.id));
  return { cookie: account.cookie, id: account.user.id, email: account.user.email };
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Account | null, payload?: unknown) {
  return app.inject({ method, url, ...(who ? { cookies: { sid: who.cookie.replace(/^sid=/, '') } } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function start(from: Account, to: Account) {
  const res = await call('POST', '/api/messages/conversations', from, { memberId: to.id });
  expect([200, 201]).toContain(res.statusCode);
  return res.json() as ConversationSummary;
}

async function say(from: Account, conversationId: string, body: string) {
  const res = await call('POST', `/api/messages/conversations/${conversationId}/messages`, from, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

const list = async (who: Account) => (await call('GET', '/api/messages/conversations', who)).json() as ConversationList;
const unread = async (who: Account) => ((await call('GET', '/api/messages/unread', who)).json() as { unreadTotal: number }).unreadTotal;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ streamHeartbeatMs: 100, rateLimitScale: 100 }),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('conversations', () => {
  it('are for members only, one per pair, whoever starts it', async () => {
    const [ana, ben] = [await member({ firstName: 'Ana' }), await member({ firstName: 'Ben' })];
    expect((await call('GET', '/api/messages/conversations', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/messages/conversations', null, { memberId: ben.id })).statusCode).toBe(401);

    const first = await call('POST', '/api/messages/conversations', ana, { memberId: ben.id });
    expect(first.statusCode).toBe(201);
    const conversation = first.json() as ConversationSummary;
    expect(conversation).toMatchObject({ member: { id: ben.id, firstName: 'Ben', unavailable: false }, lastMessage: null, unreadCount: 0, cannotSend: null });
    const again = await call('POST', '/api/messages/conversations', ben, { memberId: ana.id });
    expect(again.statusCode).toBe(200);
    expect((again.json() as ConversationSummary).id).toBe(conversation.id);
    // An empty conversation is not listed yet.
    expect((await list(ben)).conversations).toEqual([]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const ana = await member();
    const cases: [unknown, number, string][] = [
      [{ memberId: ana.id }, 400, 'yourself'],
      [{ memberId: 'not-a-uuid' }, 400, 'Not a valid id'],
      [{}, 400, 'memberId'],
      [{ memberId: '00000000-0000-4000-8000-000000000000' }, 404, 'Member not found'],
      [{ memberId: ana.id, extra: 1 }, 400, ''],
    ];
    for (const [payload, status, text] of cases) {
      const res = await call('POST', '/api/messages/conversations', ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect((res.json() as { message: string }).message).toContain(text);
    }
    expect((await call('GET', '/api/messages/conversations/zzz', ana)).statusCode).toBe(400);
    expect((await call('GET', '/api/messages/conversations?cursor=bad', ana)).statusCode).toBe(400);
    expect((await call('GET', '/api/messages/conversations/00000000-0000-4000-8000-000000000000/messages?before=-1', ana)).statusCode).toBe(400);
  });

  it('need a confirmed e-mail address to start, and new members start at most 5', async () => {
    const unverified = await member({ verified: false });
    const other = await member();
    const refused = await call('POST', '/api/messages/conversations', unverified, { memberId: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('confirm your e-mail address');

    const newcomer = await member({ newMember: true });
    for (let i = 0; i < 5; i += 1) await start(newcomer, await member());
    const sixth = await call('POST', '/api/messages/conversations', newcomer, { memberId: (await member()).id });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain('New members can start 5 conversations');
    // Opening an existing conversation is not starting one.
    expect((await call('POST', '/api/messages/conversations', newcomer, { memberId: other.id })).statusCode).toBe(429);
  });
});

describe('messages', () => {
  it('mark the language each is written in (issue 25)', async () => {
    const [lola, marc] = [await member({ firstName: 'Lola' }), await member({ firstName: 'Marc' })];
    const together = await start(lola, marc);
    expect((await say(lola, together.id, '¿Cómo te fue con los yesos de tu hija?')).language).toBe('es');
    expect((await say(marc, together.id, 'Très bien, merci ! Elle porte maintenant les chaussures et la barre.')).language).toBe('fr');
  });

  it('are stored, listed newest activity first with a preview and unread counts, and read oldest first', async () => {
    const [ana, ben, cleo] = [await member({ firstName: 'Ana' }), await member({ firstName: 'Ben' }), await member({ firstName: 'Cleo' })];
    const withBen = await start(ana, ben);
    const withCleo = await start(ana, cleo);
    await say(ana, withBen.id, 'Hello Ben!\nSecond line');
    await say(ben, withBen.id, '  Hi Ana, how did casting go?  ');
    await say(cleo, withCleo.id, 'Hi from Cleo');

    const anaList = await list(ana);
    expect(anaList.conversations.map((c) => c.member.firstName)).toEqual(['Cleo', 'Ben']);
    expect(anaList.conversations[1]).toMatchObject({ unreadCount: 1, lastMessage: { preview: 'Hi Ana, how did casting go?', senderId: ben.id } });
    expect(anaList.unreadTotal).toBe(2);
    expect((await list(ben)).conversations[0]).toMatchObject({ unreadCount: 0, lastMessage: { senderId: ben.id } });

    const thread = (await call('GET', `/api/messages/conversations/${withBen.id}/messages`, ana)).json() as ThreadPage;
    expect(thread.messages.map((m) => m.body)).toEqual(['Hello Ben!\nSecond line', 'Hi Ana, how did casting go?']);
    expect(thread.hasMore).toBe(false);
    // Each message marks the language it is written in (issue 25).
    expect(thread.messages.map((m) => m.language)).toEqual(['en', 'en']);

    const read = await call('POST', `/api/messages/conversations/${withBen.id}/read`, ana, { upTo: thread.messages[1]?.id });
    expect(read.json()).toEqual({ unreadTotal: 1 });
    expect(await unread(ana)).toBe(1);
    expect((await call('GET', `/api/messages/conversations/${withBen.id}`, ben)).json()).toMatchObject({ theirLastReadId: thread.messages[1]?.id });
  });

  it('page backwards through a long thread', async () => {
    const [ana, ben] = [await member(), await member()];
    const { id } = await start(ana, ben);
    for (let i = 1; i <= 35; i += 1) await say(i % 2 ? ana : ben, id, `Message ${i}`);
    const newest = (await call('GET', `/api/messages/conversations/${id}/messages`, ben)).json() as ThreadPage;
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages.at(-1)?.body).toBe('Message 35');
    expect(newest.hasMore).toBe(true);
    const older = (await call('GET', `/api/messages/conversations/${id}/messages?before=${newest.messages[0]?.id}`, ben)).json() as ThreadPage;
    expect(older.messages.map((m) => m.body)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.hasMore).toBe(false);
  });

  it('belong to the two members only: a third member and admins get 404', async () => {
    const [ana, ben, eve, admin] = [await member(), await member(), await member(), await member({ admin: true })];
    const { id } = await start(ana, ben);
    const message = await say(ana, id, 'Just between us');
    for (const outsider of [eve, admin]) {
      expect((await call('GET', `/api/messages/conversations/${id}`, outsider)).statusCode).toBe(404);
      expect((await call('GET', `/api/messages/conversations/${id}/messages`, outsider)).statusCode).toBe(404);
      expect((await call('POST', `/api/messages/conversations/${id}/messages`, outsider, { body: 'Hi' })).statusCode).toBe(404);
      expect((await call('POST', `/api/messages/conversations/${id}/read`, outsider, { upTo: message.id })).statusCode).toBe(404);
      expect((await call('POST', '/api/messages/reports', outsider, { messageId: message.id, reason: 'spam' })).statusCode).toBe(404);
      expect((await list(outsider)).conversations).toEqual([]);
    }
    expect((await call('GET', `/api/messages/conversations/${id}/messages`, ana)).json().messages).toHaveLength(1);
  });

  it('refuse empty, whitespace-only and over-long text, and store a retried send once', async () => {
    const [ana, ben] = [await member(), await member()];
    const { id } = await start(ana, ben);
    const url = `/api/messages/conversations/${id}/messages`;
    for (const body of ['', '   \n  ', 'x'.repeat(5001), 42, null]) {
      const res = await call('POST', url, ana, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('POST', url, ana, { body: 'x'.repeat(5000) })).statusCode).toBe(201);
    const clientId = '3f1b1c9e-5a0b-4c55-9a43-0b8b9e0f1a2b';
    const first = await call('POST', url, ana, { body: 'Once only', clientId });
    const retry = await call('POST', url, ana, { body: 'Once only', clientId });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().id).toBe(first.json().id);
    const thread = (await call('GET', url, ben)).json() as ThreadPage;
    expect(thread.messages.map((m) => m.body.length)).toEqual([5000, 9]);
  });

  it('store every naughty string exactly (trimmed) or refuse it with a 4xx', async () => {
    const [ana, ben] = [await member(), await member()];
    const { id } = await start(ana, ben);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, ana.id)); // no hourly limit for this test
    const strings = (JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8')) as string[]).slice(0, 120);
    for (const body of strings) {
      const res = await call('POST', `/api/messages/conversations/${id}/messages`, ana, { body });
      expect(res.statusCode, body).toBeLessThan(500);
      if (res.statusCode === 201) expect((res.json() as Message).body).toBe(body.replace(/\r\n?/g, '\n').trim());
    }
  });

  it('let an unconfirmed member answer someone who wrote first, but not write first', async () => {
    const [ana, unconfirmed] = [await member(), await member({ verified: false })];
    const { id } = await start(ana, unconfirmed);
    const early = await call('POST', `/api/messages/conversations/${id}/messages`, unconfirmed, { body: 'Hi' });
    expect(early.statusCode).toBe(403);
    await say(ana, id, 'Welcome!');
    await say(unconfirmed, id, 'Thank you!');
  });

  it('stop at 60 an hour with a 429 and a notice, storing nothing more', async () => {
    const [ana, ben] = [await member(), await member()];
    const { id } = await start(ana, ben);
    for (let i = 0; i < 60; i += 1) await say(ana, id, `Note ${i}`);
    const over = await call('POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'One more' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('You have sent a lot of messages');
    expect(over.headers['retry-after']).toBeTruthy();
    const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.conversationId, id));
    expect(row?.n).toBe(60);
  });
});

describe('blocking and the privacy setting', () => {
  it('blocking stops messages both ways, hides the conversation from my list, and unblocking restores it', async () => {
    const [ana, ben] = [await member({ firstName: 'Ana' }), await member({ firstName: 'Ben' })];
    const { id } = await start(ben, ana);
    await say(ben, id, 'Hello?');
    expect(await unread(ana)).toBe(1);

    expect((await call('POST', '/api/messages/blocks', ana, { memberId: ben.id })).statusCode).toBe(200);
    expect((await call('POST', '/api/messages/blocks', ana, { memberId: ben.id })).statusCode).toBe(200);
    expect((await list(ana)).conversations).toEqual([]);
    expect(await unread(ana)).toBe(0);
    const blocked = await call('POST', `/api/messages/conversations/${id}/messages`, ben, { body: 'Are you there?' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("You can't send messages to this member.");
    expect((await call('GET', `/api/messages/conversations/${id}`, ben)).json()).toMatchObject({ cannotSend: 'blocked' });
    expect((await call('GET', `/api/messages/conversations/${id}`, ana)).json()).toMatchObject({ cannotSend: 'blocked-by-me' });
    expect((await call('POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/api/messages/blocks', ana)).json().blocked).toEqual([expect.objectContaining({ id: ben.id, firstName: 'Ben' })]);

    expect((await call('DELETE', `/api/messages/blocks/${ben.id}`, ana)).statusCode).toBe(200);
    expect((await call('GET', '/api/messages/blocks', ana)).json().blocked).toEqual([]);
    expect((await list(ana)).conversations.map((c) => c.id)).toEqual([id]);
    await say(ben, id, 'Now it works');
  });

  it('refuses blocking oneself, an admin, or an unknown member', async () => {
    const [ana, admin] = [await member(), await member({ admin: true })];
    expect((await call('POST', '/api/messages/blocks', ana, { memberId: ana.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/messages/blocks', ana, { memberId: admin.id })).statusCode).toBe(403);
    expect((await call('POST', '/api/messages/blocks', ana, { memberId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/messages/blocks/nope', ana)).statusCode).toBe(400);
  });

  it('"nobody" refuses new conversations but keeps existing ones', async () => {
    const [ana, ben, cleo] = [await member(), await member(), await member()];
    const { id } = await start(ben, ana);
    expect((await call('GET', '/api/messages/settings', ana)).json()).toEqual({ whoCanMessage: 'members' });
    expect((await call('PUT', '/api/messages/settings', ana, { whoCanMessage: 'everyone' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/messages/settings', ana, { whoCanMessage: 'nobody' })).json()).toEqual({ whoCanMessage: 'nobody' });
    expect((await call('GET', '/api/messages/settings', ana)).json()).toEqual({ whoCanMessage: 'nobody' });
    const refused = await call('POST', '/api/messages/conversations', cleo, { memberId: ana.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This member has chosen not to receive new conversations.');
    await say(ben, id, 'Still here');
  });
});

describe('reports', () => {
  it('reach the admins with the message and its immediate context, and nothing else', async () => {
    const [ana, ben, admin] = [await member({ firstName: 'Ana' }), await member({ firstName: 'Ben' }), await member({ admin: true })];
    const { id } = await start(ben, ana);
    const said: Message[] = [];
    for (let i = 1; i <= 9; i += 1) said.push(await say(i === 5 ? ben : i % 2 ? ben : ana, id, `Line ${i}`));
    const bad = said[4] as Message;

    expect((await call('POST', '/api/messages/reports', ben, { messageId: bad.id, reason: 'spam' })).statusCode).toBe(400);
    expect((await call('POST', '/api/messages/reports', ana, { messageId: bad.id, reason: 'rude' })).statusCode).toBe(400);
    expect((await call('POST', '/api/messages/reports', ana, { messageId: bad.id, reason: 'harassment', details: 'Not kind' })).statusCode).toBe(201);
    expect((await call('POST', '/api/messages/reports', ana, { messageId: bad.id, reason: 'harassment' })).statusCode).toBe(409);

    expect((await call('GET', '/api/admin/messages/reports', ana)).statusCode).toBe(403);
    const queue = (await call('GET', '/api/admin/messages/reports', admin)).json().reports as AdminMessageReport[];
    const report = queue.find((r) => r.reportedMessageId === bad.id) as AdminMessageReport;
    expect(report).toMatchObject({ reason: 'harassment', details: 'Not kind', reporter: { id: ana.id }, sender: { id: ben.id } });
    expect(report.context.map((m) => m.body)).toEqual(['Line 2', 'Line 3', 'Line 4', 'Line 5', 'Line 6', 'Line 7', 'Line 8']);
    // The reported context is all: the conversation itself stays closed to the admin.
    expect((await call('GET', `/api/messages/conversations/${id}/messages`, admin)).statusCode).toBe(404);

    const resolved = await call('POST', `/api/admin/messages/reports/${report.id}`, admin, { action: 'remove', suspendSender: true });
    expect(resolved.statusCode).toBe(200);
    expect((await call('POST', `/api/admin/messages/reports/${report.id}`, admin, { action: 'dismiss' })).statusCode).toBe(409);
    const thread = (await call('GET', `/api/messages/conversations/${id}/messages`, ana)).json() as ThreadPage;
    expect(thread.messages.find((m) => m.id === bad.id)).toMatchObject({ removed: true, body: '' });
    expect((await call('GET', `/api/messages/conversations/${id}`, ana)).json()).toMatchObject({ cannotSend: 'unavailable', member: { unavailable: true } });
    const [benRow] = await app.db.select().from(users).where(eq(users.id, ben.id));
    expect(benRow?.suspendedAt).not.toBeNull();
    expect((await call('GET', '/api/admin/messages/reports?status=removed', admin)).json().reports.map((r: AdminMessageReport) => r.id)).toContain(report.id);
    expect((await call('GET', '/api/admin/messages/reports?status=bogus', admin)).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/messages/reports/999999', admin, { action: 'dismiss' })).statusCode).toBe(404);
  });
});

describe('e-mail about unread messages', () => {
  const runJobsAsIfLater = async (minutes: number) => {
    await app.db.update(jobs).set({ runAt: sql`${jobs.runAt} - make_interval(mins => ${minutes})` }).where(sql`${jobs.doneAt} is null`);
    await app.db.update(conversationMembers).set({
      emailDueAt: sql`${conversationMembers.emailDueAt} - make_interval(mins => ${minutes})`,
      lastEmailedAt: sql`${conversationMembers.lastEmailedAt} - make_interval(mins => ${minutes})`,
    });
    await runDueJobs(app.db, jobHandlers(app));
  };

  it('goes out once a message is unread for 15 minutes, at most once an hour per conversation, never once read', async () => {
    const [ana, ben] = [await member({ firstName: 'Ana' }), await member({ firstName: 'Ben' })];
    const { id } = await start(ana, ben);
    const toBen = () => sent.filter((mail) => mail.to === ben.email && mail.subject.includes('sent you'));
    await say(ana, id, 'Are you coming to the meetup?');
    await runDueJobs(app.db, jobHandlers(app));
    expect(toBen()).toHaveLength(0); // not yet 15 minutes
    await runJobsAsIfLater(16);
    expect(toBen()).toHaveLength(1);
    expect(toBen()[0]).toMatchObject({ to: ben.email, subject: 'Ana Tester sent you a message', link: `http://clubfoot.test/messages/${id}` });
    expect(toBen()[0]?.text).not.toContain('meetup'); // private text stays on the site

    await say(ana, id, 'Hello again');
    await runJobsAsIfLater(16);
    expect(toBen()).toHaveLength(1); // within the hour
    await runJobsAsIfLater(50);
    expect(toBen()).toHaveLength(2);
    expect(toBen()[1]?.subject).toBe('Ana Tester sent you 2 messages');

    const last = await say(ana, id, 'And a third');
    await call('POST', `/api/messages/conversations/${id}/read`, ben, { upTo: last.id });
    await runJobsAsIfLater(120);
    expect(toBen()).toHaveLength(2); // read in time: no e-mail
  });

  it('respects the e-mail notification preference', async () => {
    const [ana, ben] = [await member(), await member()];
    await app.db
      .update(users)
      .set({ notificationPreferences: { emailNotifications: false, forumReplies: true, resourceUpdates: true, eventReminders: true } })
      .where(eq(users.id, ben.id));
    const { id } = await start(ana, ben);
    await say(ana, id, 'Hi');
    await runJobsAsIfLater(16);
    expect(sent.filter((mail) => mail.to === ben.email && mail.subject.includes('sent you'))).toHaveLength(0);
  });
});

describe('a closed account', () => {
  it('leaves its messages readable to the other member, from a deleted member who cannot be written to', async () => {
    const [ana, ben] = [await member({ firstName: 'Ana' }), await member({ firstName: 'Ben' })];
    const { id } = await start(ben, ana);
    await say(ben, id, 'Goodbye for now');
    await call('POST', '/api/messages/blocks', ben, { memberId: ana.id });
    const closed = await call('DELETE', '/api/profile', ben, { password: 'casting-weeks-2026' });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const conversation = (await call('GET', `/api/messages/conversations/${id}`, ana)).json() as ConversationSummary;
    expect(conversation).toMatchObject({ member: { firstName: 'Deleted', lastName: 'member', unavailable: true }, cannotSend: 'unavailable' });
    expect((await call('GET', `/api/messages/conversations/${id}/messages`, ana)).json().messages[0].body).toBe('Goodbye for now');
    expect((await call('POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'Hello?' })).statusCode).toBe(403);
  });
});

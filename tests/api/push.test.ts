import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/api/user';
import type { DeliveryChannel, NotificationChannels } from '../../shared/notification-channels';
import { buildApp, jobHandlers } from '../../server/app';
import { braceReminders, eventRegistrations, jobs, pushSubscriptions, users } from '../../server/db/schema';
import { sendDueReminders } from '../../server/features/brace/reminders';
import { EVENT_REMINDER_JOB } from '../../server/features/events/jobs';
import { PUSH_SEND_JOB } from '../../server/lib/push';
import { enqueueJob, runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { seedForum } from '../../server/seed/factories/forum';
import { signUp } from '../support/accounts';
import { makeEvent } from '../support/events';
import { decryptPush, type Device, newDevice, readVapid, startPushService } from '../support/push-service';
import { openTestDatabase, testConfig } from '../support/test-app';

/**
 * Web Push (issue 26), end to end against a stand-in push service on 127.0.0.1: a member's device
 * subscribes with real keys, news of a kind they chose push for goes through the job queue, and what
 * arrives is checked as a push service and the browser would (VAPID signature, encryption, payload).
 */
let app: FastifyInstance;
let service: Awaited<ReturnType<typeof startPushService>>;
const sent: MailMessage[] = [];
let categoryId: number;
type Account = { cookie: string; id: string; email: string };

async function member(firstName: string): Promise<Account> {
  const account = await signUp(app, { firstName, lastName: 'Tester' });
  await app.db.update(users).set({ createdAt: new Date(Date.now() - 3 * 86_400_000), emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
  return { cookie: account.cookie, id: account.user.id, email: account.user.email };
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: Account | null, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

const runJobs = () => runDueJobs(app.db, jobHandlers(app), undefined, 200);

async function subscribe(who: Account, device = newDevice(service.origin)) {
  const res = await call('POST', '/api/push/subscriptions', who, { endpoint: device.endpoint, keys: device.keys });
  expect(res.statusCode, res.body).toBe(201);
  return device;
}

const SWITCHES = { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: true };
const ALL_EMAIL: NotificationChannels = { messages: 'email', buddy: 'email', forumReplies: 'email', eventReminders: 'email', braceReminders: 'email' };

async function choose(who: Account, channels: Partial<NotificationChannels>) {
  const res = await call('PATCH', '/api/profile/notifications', who, { notificationPreferences: { ...SWITCHES, channels: { ...ALL_EMAIL, ...channels } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CurrentUser;
}

async function topicBy(author: Account, title: string) {
  const res = await call('POST', '/api/forum/topics', author, { title, content: 'How did the first week in boots go for you?', categoryId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

const reply = async (who: Account, topicId: number) => expect((await call('POST', '/api/forum/posts', who, { topicId, content: 'Ours settled after four nights.' })).statusCode).toBe(201);

beforeAll(async () => {
  service = await startPushService();
  app = await buildApp({
    config: testConfig({ rateLimitScale: 100 }),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
  categoryId = (await seedForum(app.db))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe('a push to a member who chose push', () => {
  it('is encrypted to their device, signed with the VAPID key the site gives out, and says what happened', async () => {
    const keyAnswer = await call('GET', '/api/push/key', null);
    expect(keyAnswer.statusCode).toBe(200);
    const { publicKey } = keyAnswer.json() as { publicKey: string };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call('GET', '/api/push/key', null)).json()).toEqual({ publicKey }); // made once, kept

    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const device = await subscribe(ana);
    await choose(ana, { forumReplies: 'push' });
    const topic = await topicBy(ana, 'First week in boots and bar');
    await reply(ben, topic.id);
    await runJobs();

    const [push, ...more] = service.to(device);
    expect(more).toEqual([]);
    expect(push!.method).toBe('POST');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.headers.urgency).toBe('normal');
    expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const vapid = readVapid(push!.headers.authorization);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.verified).toBe(true);
    expect(vapid.header).toMatchObject({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe(service.origin);
    const now = Date.now() / 1000;
    expect(vapid.claims.exp).toBeGreaterThan(now);
    expect(vapid.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
    expect(decryptPush(device, push!.body)).toEqual({
      title: 'New reply: First week in boots and bar',
      body: 'Ben Tester replied to your topic "First week in boots and bar".',
      url: `/community/forum/${topic.slug}`,
      tag: `forum-${topic.id}`,
    });
    // Push only: no e-mail about it.
    expect(sent.filter((mail) => mail.to === ana.email && mail.subject.startsWith('New reply'))).toEqual([]);
    const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row?.lastSuccessAt).not.toBeNull();
  });

  it('about a message says who wrote, never what, in their language, and once per conversation for a few minutes', async () => {
    const [cleo, dan] = [await member('Cleo'), await member('Dan')];
    const device = await subscribe(dan);
    await choose(dan, { messages: 'both' });
    expect((await call('PATCH', '/api/profile/language', dan, { language: 'es' })).statusCode).toBe(200);
    const started = (await call('POST', '/api/messages/conversations', cleo, { memberId: dan.id })).json() as { id: string };
    const say = async (body: string) => expect((await call('POST', `/api/messages/conversations/${started.id}/messages`, cleo, { body })).statusCode).toBe(201);
    await say('The secret plan for Tuesday');
    await say('And a second note');
    await runJobs();
    const pushes = service.to(device);
    expect(pushes).toHaveLength(1);
    const text = decryptPush(device, pushes[0]!.body);
    expect(text).toEqual({ title: 'Nuevo mensaje de Cleo Tester', body: expect.any(String), url: `/es/messages/${started.id}`, tag: `message-${started.id}` });
    expect(JSON.stringify(text)).not.toMatch(/secret|Tuesday|second note/i);
    expect(pushes[0]!.headers.urgency).toBe('high');
  });

  it('for buddy steps and brace reminders, as each kind is chosen', async () => {
    const [eve, finn] = [await member('Eve'), await member('Finn')];
    const device = await subscribe(finn);
    await choose(finn, { buddy: 'both', braceReminders: 'push' });
    for (const [who, leftFootSize, rightFootSize] of [[eve, 7, 8], [finn, 8, 7]] as const) {
      expect((await call('POST', '/api/clubfoot-buddy/my-shoes', who, { leftFootSize, rightFootSize })).statusCode).toBe(200);
    }
    const asked = await call('POST', '/api/clubfoot-buddy/matches', eve, { memberId: finn.id, message: 'Hello from a fellow parent' });
    expect(asked.statusCode, asked.body).toBe(201);
    await runJobs();
    const buddyPush = service.to(device).map((push) => decryptPush(device, push.body) as { title: string; tag: string });
    expect(buddyPush.find((push) => push.title === 'New buddy request')).toMatchObject({ tag: `buddy-${(asked.json() as { id: string }).id}` });
    expect(sent.some((mail) => mail.to === finn.email && mail.subject.includes('New buddy request'))).toBe(true); // both

    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const child = (
      await call('POST', '/api/brace-tracker/children', finn, { name: 'Robin', birthDate: day(-120), braceStartDate: day(-60), timeZone: 'UTC', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 })
    ).json() as { id: string };
    expect((await call('PUT', `/api/brace-tracker/children/${child.id}/reminders`, finn, { bootsOnTime: '08:00', skinCheckTime: null, milestones: false, email: true })).statusCode).toBe(200);
    const [reminder] = await app.db.select().from(braceReminders).where(eq(braceReminders.childId, child.id));
    const before = service.to(device).length;
    await sendDueReminders(app.db, reminder!.nextBootsOn!.getTime() + 60_000);
    await runJobs();
    const brace = service.to(device).slice(before).map((push) => decryptPush(device, push.body));
    expect(brace).toEqual([{ title: expect.stringContaining('Robin'), body: expect.any(String), url: `/brace-tracker?child=${child.id}`, tag: `brace-${child.id}-bootsOn` }]);
    // Push only for brace reminders: the reminder's own e-mail switch sends none.
    expect(sent.filter((mail) => mail.to === finn.email && mail.subject.includes('Robin'))).toEqual([]);
  });
  it('for event reminders, in the hour before, by push and not e-mail', async () => {
    const olga = await member('Olga');
    const device = await subscribe(olga);
    await choose(olga, { eventReminders: 'push' });
    const event = await makeEvent(app.db, { title: 'Evening webinar on bracing', startsAt: new Date(Date.now() + 30 * 60_000) });
    await app.db.insert(eventRegistrations).values({ eventId: event.id, userId: olga.id, status: 'registered', registeredAt: new Date() });
    await enqueueJob(app.db, EVENT_REMINDER_JOB, { eventId: event.id, which: '1h', startsAt: event.startsAt.toISOString() });
    await runJobs();
    const pushes = service.to(device);
    expect(pushes.map((push) => decryptPush(device, push.body))).toEqual([
      { title: 'In one hour: Evening webinar on bracing', body: expect.stringContaining('starts in one hour'), url: `/events/${event.slug}`, tag: `event-${event.id}` },
    ]);
    expect(Number(pushes[0]!.headers.ttl)).toBeLessThanOrEqual(3600);
    expect(sent.filter((mail) => mail.to === olga.email && mail.subject.includes('Evening webinar'))).toEqual([]);
  });
});

describe('what each channel sends', () => {
  it("'email' sends no push, 'none' neither push nor e-mail", async () => {
    const [gus, hana] = [await member('Gus'), await member('Hana')];
    const device = await subscribe(gus);
    const topic = await topicBy(gus, 'Night-time routines');
    const mails = () => sent.filter((mail) => mail.to === gus.email && mail.subject.includes('Night-time routines'));
    await choose(gus, { forumReplies: 'email' });
    await reply(hana, topic.id);
    await runJobs();
    expect(mails()).toHaveLength(1);
    const none = await choose(gus, { forumReplies: 'none' });
    expect(none.notificationPreferences).toMatchObject({ forumReplies: false, channels: { forumReplies: 'none' } });
    await reply(hana, topic.id);
    await runJobs();
    expect(mails()).toHaveLength(1);
    expect(service.to(device)).toEqual([]);
  });

  it("keeps the spec's four switches working alone, and the push part of each kind", async () => {
    const ines = await member('Ines');
    const me = async () => (await call('GET', '/api/auth/user', ines)).json() as CurrentUser;
    expect((await me()).notificationPreferences).toEqual({ ...SWITCHES, channels: ALL_EMAIL });
    const switches = async (values: Partial<typeof SWITCHES>) => {
      const res = await call('PATCH', '/api/profile/notifications', ines, { notificationPreferences: { ...SWITCHES, ...values } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CurrentUser).notificationPreferences;
    };
    expect(await switches({ forumReplies: false })).toMatchObject({ forumReplies: false, channels: { ...ALL_EMAIL, forumReplies: 'none' } });
    await choose(ines, { forumReplies: 'both', eventReminders: 'push', messages: 'push' });
    expect((await me()).notificationPreferences).toMatchObject({ forumReplies: true, eventReminders: false, channels: { eventReminders: 'push' } });
    const kept = await switches({ forumReplies: false, eventReminders: true });
    expect(kept.channels).toEqual({ ...ALL_EMAIL, messages: 'push', forumReplies: 'push', eventReminders: 'both' } satisfies Record<string, DeliveryChannel>);
    // An account saved before channels existed: e-mail for each kind, as its switches say.
    await app.db.update(users).set({ notificationPreferences: { ...SWITCHES, eventReminders: false } }).where(eq(users.id, ines.id));
    expect((await me()).notificationPreferences.channels).toEqual({ ...ALL_EMAIL, eventReminders: 'none' });
  });
});

describe('subscriptions', () => {
  it('refuse bad input with a 4xx and a message', async () => {
    const jo = await member('Jo');
    const good = newDevice(service.origin);
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    point[40] = point[40]! ^ 1; // 65 bytes, but no point of the curve
    const cases: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { endpoint: 'not an address', keys: good.keys },
      { endpoint: 'ftp://push.example.org/x', keys: good.keys },
      { endpoint: `https://push.example.org/${'a'.repeat(2001)}`, keys: good.keys },
      { endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'short' } },
      { endpoint: good.endpoint, keys: { ...good.keys, p256dh: point.toString('base64url') } },
      { endpoint: good.endpoint, keys: { ...good.keys, auth: 'abc' } },
      { endpoint: good.endpoint, keys: { ...good.keys, auth: 'a'.repeat(500) } },
      { endpoint: good.endpoint, keys: good.keys, extra: true },
      { endpoint: 42, keys: good.keys },
    ];
    for (const body of cases) {
      const res = await call('POST', '/api/push/subscriptions', jo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect((await call('POST', '/api/push/subscriptions', null, { endpoint: good.endpoint, keys: good.keys })).statusCode).toBe(401);
    expect((await call('POST', '/api/push/subscriptions', jo, { endpoint: good.endpoint, keys: good.keys }, { 'idempotency-key': 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/push/subscriptions', jo, { endpoint: 'nope' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/push/subscriptions', jo, {})).statusCode).toBe(400);
    expect((await call('DELETE', '/api/push/subscriptions', jo, { endpoint: good.endpoint })).statusCode).toBe(404);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, good.endpoint))).toEqual([]);
  });

  it("are each member's own: another cannot remove one, a device signed in to another account moves to it", async () => {
    const [kai, lea] = [await member('Kai'), await member('Lea')];
    const device = await subscribe(kai);
    expect((await call('DELETE', '/api/push/subscriptions', lea, { endpoint: device.endpoint })).statusCode).toBe(404);
    expect((await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)))[0]?.userId).toBe(kai.id);
    const again = await call('POST', '/api/push/subscriptions', kai, { endpoint: device.endpoint, keys: device.keys });
    expect(again.statusCode).toBe(200);
    const moved = await call('POST', '/api/push/subscriptions', lea, { endpoint: device.endpoint, keys: device.keys });
    expect(moved.statusCode).toBe(201);
    expect((await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)))[0]?.userId).toBe(lea.id);
    expect((await call('DELETE', '/api/push/subscriptions', kai, { endpoint: device.endpoint })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/push/subscriptions', lea, { endpoint: device.endpoint })).statusCode).toBe(200);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
  });

  it('that the push service no longer knows (410) are removed; another failure is tried again, on that device only', async () => {
    const [max, nia] = [await member('Max'), await member('Nia')];
    const gone = await subscribe(nia);
    const flaky = await subscribe(nia);
    const fine = await subscribe(nia);
    await choose(nia, { forumReplies: 'push' });
    service.answers.set(new URL(gone.endpoint).pathname, 410);
    service.answers.set(new URL(flaky.endpoint).pathname, 503);
    const topic = await topicBy(nia, 'Shoes for the bar');
    await reply(max, topic.id);
    await runJobs();
    const endpoints = async () => (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, nia.id))).map((row) => row.endpoint).sort();
    expect(await endpoints()).toEqual([flaky.endpoint, fine.endpoint].sort());
    const counts = (devices: Device[]) => devices.map((device) => service.to(device).length);
    expect(counts([gone, flaky, fine])).toEqual([1, 1, 1]);
    // The failed one is tried again later; the one that took it gets it no second time.
    service.answers.delete(new URL(flaky.endpoint).pathname);
    await app.db.update(jobs).set({ runAt: sql`now()` }).where(sql`${jobs.kind} = ${PUSH_SEND_JOB} and ${jobs.doneAt} is null`);
    await runJobs();
    expect(counts([gone, flaky, fine])).toEqual([1, 2, 1]);
    expect(decryptPush(flaky, service.to(flaky)[1]!.body)).toMatchObject({ title: 'New reply: Shoes for the bar' });
  });
});

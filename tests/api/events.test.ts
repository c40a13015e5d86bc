import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent, AttendeeList, EventDetail, EventPage } from '../../shared/api/events';
import type { NoticeList } from '../../shared/api/notifications';
import { buildApp, jobHandlers } from '../../server/app';
import { auditLog, eventRegistrations, events, jobs, users, videos } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { signUp } from '../support/accounts';
import { createEventAsAdmin, eventBody, localIn, makeEvent } from '../support/events';
import { openTestDatabase, testConfig } from '../support/test-app';

type Account = { cookie: string; user: { id: string; email: string } };

let app: FastifyInstance;
const sent: MailMessage[] = [];
let admin: Account;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ rateLimitScale: 100 }),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
  admin = await signUp(app, { firstName: 'Alex' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(async () => app.close());

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
const register = (slug: string, account: Account) => send('PUT', `/api/events/${slug}/registration`, account.cookie);
const cancel = (slug: string, account: Account) => send('DELETE', `/api/events/${slug}/registration`, account.cookie);
const detail = async (slug: string, account?: Account) => (await get(`/api/events/${slug}`, account?.cookie)).json() as EventDetail;
const runJobs = () => runDueJobs(app.db, jobHandlers(app), undefined, 500);
/** Every queued job of these kinds is due now (the reminders wait for their hour otherwise). */
const dueNow = (kind: string) => app.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, kind));
/** The events' e-mails to a member (not the sign-up's address confirmation). */
const mailTo = (account: Account) => sent.filter((mail) => mail.to === account.user.email && !/confirm your email/i.test(mail.subject));
const notices = async (account: Account) => ((await get('/api/notifications', account.cookie)).json() as NoticeList).notices;
const member = async (profile: Partial<typeof users.$inferInsert> = {}) => {
  const account = (await signUp(app)) as Account;
  if (Object.keys(profile).length) await app.db.update(users).set(profile).where(eq(users.id, account.user.id));
  return account;
};

describe('the events list and pages', () => {
  it('shows published events to everyone, coming ones soonest first and past ones apart; drafts only to administrators', async () => {
    const later = await makeEvent(app.db, { title: 'Later webinar', startsAt: new Date(Date.now() + 20 * 86_400_000) });
    const sooner = await makeEvent(app.db, { title: 'Sooner webinar', startsAt: new Date(Date.now() + 2 * 86_400_000) });
    const past = await makeEvent(app.db, { title: 'Past webinar', startsAt: new Date(Date.now() - 5 * 86_400_000) });
    const draft = await makeEvent(app.db, { title: 'Draft webinar', status: 'draft' });
    const upcoming = (await get('/api/events')).json() as EventPage;
    const slugs = upcoming.items.map((item) => item.slug);
    expect(slugs.indexOf(sooner.slug)).toBeLessThan(slugs.indexOf(later.slug));
    expect(slugs).not.toContain(past.slug);
    expect(slugs).not.toContain(draft.slug);
    const pastPage = (await get('/api/events?when=past')).json() as EventPage;
    expect(pastPage.items.map((item) => item.slug)).toContain(past.slug);

    expect((await get(`/api/events/${draft.slug}`)).statusCode).toBe(404);
    const viewer = await member();
    expect((await get(`/api/events/${draft.slug}`, viewer.cookie)).statusCode).toBe(404);
    expect((await get(`/api/events/${draft.slug}`, admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/events/no-such-event')).statusCode).toBe(404);
    expect((await get('/api/events?when=soon')).statusCode).toBe(400);
  });

  it('filters by format and stage (an event for everyone fits every stage)', async () => {
    const bracing = await makeEvent(app.db, { title: 'Bracing only', audience: { stages: ['bracing'], who: 'parents', language: 'en' } });
    const casting = await makeEvent(app.db, { title: 'Casting only', audience: { stages: ['casting'], who: 'parents', language: 'en' } });
    const meetup = await makeEvent(app.db, { title: 'Meetup', format: 'in-person', joinUrl: null, venueName: 'Library', address: '1 High Street\nLeeds' });
    const page = (await get('/api/events?stage=bracing')).json() as EventPage;
    const slugs = page.items.map((item) => item.slug);
    expect(slugs).toContain(bracing.slug);
    expect(slugs).toContain(meetup.slug);
    expect(slugs).not.toContain(casting.slug);
    const inPerson = (await get('/api/events?format=in-person')).json() as EventPage;
    expect(inPerson.items.every((item) => item.format === 'in-person')).toBe(true);
    const shown = await detail(meetup.slug);
    expect(shown.address).toBe('1 High Street\nLeeds');
    expect(shown.mapUrl).toBe('https://www.openstreetmap.org/search?query=1%20High%20Street%2C%20Leeds');
  });

  it('renders the description as safe HTML', async () => {
    const row = await makeEvent(app.db, { description: 'Bring **questions**. <script>alert(1)</script><img src=x onerror=alert(2)> [link](javascript:alert(3))' });
    const shown = await detail(row.slug);
    expect(shown.descriptionHtml).toContain('<strong>questions</strong>');
    expect(shown.descriptionHtml).not.toMatch(/<script|<img|href="javascript/);
  });
});

describe('registering, cancelling and the waiting list', () => {
  it('registers, waitlists when full, and promotes the first waiting when a place frees, with a notice and an e-mail', async () => {
    const row = await makeEvent(app.db, { title: 'Small group call', capacity: 1 });
    const [first, second, third] = [await member(), await member(), await member()];
    expect((await send('PUT', `/api/events/${row.slug}/registration`)).statusCode).toBe(401);

    const one = (await register(row.slug, first)).json() as EventDetail;
    expect(one.my).toMatchObject({ status: 'registered', waitlistPosition: null });
    expect(one.placesLeft).toBe(0);
    // Registering again keeps the place.
    expect(((await register(row.slug, first)).json() as EventDetail).registeredCount).toBe(1);

    const two = (await register(row.slug, second)).json() as EventDetail;
    expect(two.my).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const three = (await register(row.slug, third)).json() as EventDetail;
    expect(three.my).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(three.waitlistCount).toBe(2);

    const left = (await cancel(row.slug, first)).json() as EventDetail;
    expect(left.my).toBeNull();
    expect(left).toMatchObject({ registeredCount: 1, waitlistCount: 1 });
    expect((await detail(row.slug, second)).my).toMatchObject({ status: 'registered' });
    expect((await detail(row.slug, third)).my).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await notices(second)).map((notice) => notice.kind)).toContain('event.promoted');
    await runJobs();
    expect(mailTo(second).map((mail) => mail.subject)).toEqual([`You have a place: ${row.title}`]);
    expect(mailTo(third)).toEqual([]);

    // Leaving the waiting list frees nothing; cancelling twice changes nothing.
    expect(((await cancel(row.slug, third)).json() as EventDetail).waitlistCount).toBe(0);
    expect((await cancel(row.slug, third)).statusCode).toBe(200);
    // Coming back after cancelling takes a place again if there is one, else the end of the line.
    expect(((await register(row.slug, first)).json() as EventDetail).my).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  });

  it('gives the last place to one of two members registering at once; the other waits', async () => {
    const row = await makeEvent(app.db, { title: 'Last place', capacity: 1 });
    const [a, b] = [await member(), await member()];
    const answers = await Promise.all([register(row.slug, a), register(row.slug, b)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const statuses = answers.map((res) => (res.json() as EventDetail).my?.status).sort();
    expect(statuses).toEqual(['registered', 'waitlisted']);
    const [stored] = await app.db.select().from(events).where(eq(events.id, row.id));
    expect(stored).toMatchObject({ registeredCount: 1, waitlistCount: 1 });
  });

  it('never gives more places than there are when many register at once', async () => {
    const row = await makeEvent(app.db, { title: 'Busy webinar', capacity: 3 });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => member()));
    await Promise.all(crowd.map((account) => register(row.slug, account)));
    const places = await app.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, row.id));
    expect(places.filter((place) => place.status === 'registered')).toHaveLength(3);
    expect(places.filter((place) => place.status === 'waitlisted')).toHaveLength(7);
    const [stored] = await app.db.select().from(events).where(eq(events.id, row.id));
    expect(stored).toMatchObject({ registeredCount: 3, waitlistCount: 7 });
  });

  it('refuses registration for a cancelled or ended event', async () => {
    const cancelled = await makeEvent(app.db, { status: 'cancelled', cancelledReason: 'The host is unwell.' });
    const ended = await makeEvent(app.db, { startsAt: new Date(Date.now() - 3 * 3_600_000) });
    const viewer = await member();
    const refused = await register(cancelled.slug, viewer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelled/);
    expect((await register(ended.slug, viewer)).statusCode).toBe(409);
    expect((await register('no-such-event', viewer)).statusCode).toBe(404);
  });

  it('shows the join link only to those registered, from 15 minutes before the start until the end', async () => {
    const soon = await makeEvent(app.db, { title: 'Starting soon', startsAt: new Date(Date.now() + 10 * 60_000), capacity: 1 });
    const later = await makeEvent(app.db, { title: 'Starting later', startsAt: new Date(Date.now() + 60 * 60_000) });
    const meetup = await makeEvent(app.db, { format: 'in-person', joinUrl: null, address: '1 High Street', startsAt: new Date(Date.now() + 5 * 60_000) });
    const [inside, waiting] = [await member(), await member()];
    expect(((await register(soon.slug, inside)).json() as EventDetail).my).toMatchObject({ joinUrl: soon.joinUrl, joinOpensAt: null });
    expect(((await register(soon.slug, waiting)).json() as EventDetail).my).toMatchObject({ status: 'waitlisted', joinUrl: null, joinOpensAt: null });
    const visitorView = await get(`/api/events/${soon.slug}`);
    expect(visitorView.body).not.toContain(soon.joinUrl!);
    expect(visitorView.headers['cache-control']).toBe('private, no-store');

    const notYet = ((await register(later.slug, inside)).json() as EventDetail).my!;
    expect(notYet.joinUrl).toBeNull();
    expect(notYet.joinOpensAt).toBe(new Date(later.startsAt.getTime() - 15 * 60_000).toISOString());
    expect((await get(`/api/events/${later.slug}`, inside.cookie)).body).not.toContain(later.joinUrl!);
    expect(((await register(meetup.slug, inside)).json() as EventDetail).my).toMatchObject({ joinUrl: null, joinOpensAt: null });

    // Over: the link is gone again.
    await app.db.update(events).set({ startsAt: new Date(Date.now() - 2 * 3_600_000), endsAt: new Date(Date.now() - 3_600_000) }).where(eq(events.id, soon.id));
    expect((await detail(soon.slug, inside)).my).toMatchObject({ joinUrl: null, joinOpensAt: null });
  });

  it('opens registration to supporting members 48 hours before everyone, when the event sets an opening time', async () => {
    const now = Date.now();
    const opensAt = new Date(now + 24 * 3_600_000);
    const row = await makeEvent(app.db, { title: 'Early for supporters', startsAt: new Date(now + 5 * 86_400_000), registrationOpensAt: opensAt });
    const supporter = await member({ supporterUntil: new Date(now + 30 * 86_400_000) });
    const lapsed = await member({ supporterUntil: new Date(now - 86_400_000) });
    const everyone = await member();

    const visitorView = await detail(row.slug);
    expect(visitorView.registration).toEqual({
      opensAt: opensAt.toISOString(),
      supportersFrom: new Date(opensAt.getTime() - 48 * 3_600_000).toISOString(),
      state: 'not-yet',
      supporter: false,
    });
    expect((await detail(row.slug, supporter)).registration).toMatchObject({ state: 'early', supporter: true });
    expect((await detail(row.slug, everyone)).registration).toMatchObject({ state: 'not-yet', supporter: false });

    // A member who does not (or no longer) supports the site waits; nothing is stored.
    for (const account of [everyone, lapsed]) {
      const refused = await register(row.slug, account);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/not opened yet/);
    }
    expect(((await register(row.slug, supporter)).json() as EventDetail).my).toMatchObject({ status: 'registered' });
    const stored = await app.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, row.id));
    expect(stored.map((place) => place.userId)).toEqual([supporter.user.id]);

    // Further off than the early hours, even a supporter waits.
    const later = await makeEvent(app.db, { startsAt: new Date(now + 10 * 86_400_000), registrationOpensAt: new Date(now + 3 * 86_400_000) });
    expect((await detail(later.slug, supporter)).registration.state).toBe('not-yet');
    expect((await register(later.slug, supporter)).statusCode).toBe(409);

    // Once it opens to everyone, everyone registers.
    await app.db.update(events).set({ registrationOpensAt: new Date(now - 60_000) }).where(eq(events.id, row.id));
    expect((await detail(row.slug, everyone)).registration.state).toBe('open');
    expect((await register(row.slug, everyone)).statusCode).toBe(200);
  });

  it('lists the member’s own coming events', async () => {
    const row = await makeEvent(app.db, { title: 'Mine' });
    const viewer = await member();
    await register(row.slug, viewer);
    const mine = (await get('/api/events/mine', viewer.cookie)).json() as { slug: string; myStatus: string }[];
    expect(mine).toEqual([expect.objectContaining({ slug: row.slug, myStatus: 'registered' })]);
    expect((await get('/api/events/mine')).statusCode).toBe(401);
  });
});

describe('the calendar', () => {
  it('offers an .ics file per event', async () => {
    const row = await makeEvent(app.db, { title: 'Night bracing, together' });
    const res = await get(`/api/events/${row.slug}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${row.slug}.ics"`);
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('SUMMARY:Night bracing\\, together');
    expect(res.body).toContain(`http://clubfoot.test/events/${row.slug}`);
    // The join link never goes into a file.
    expect(res.body).not.toContain(row.joinUrl!);
  });

  it('keeps a private feed of my events; a new address makes the old one stop working', async () => {
    const viewer = await member();
    const [mine, other] = [await makeEvent(app.db, { title: 'In my feed' }), await makeEvent(app.db, { title: 'Not in my feed' })];
    await register(mine.slug, viewer);
    expect((await get('/api/events/calendar-feed', viewer.cookie)).json()).toEqual({ url: null });
    const first = (await send('POST', '/api/events/calendar-feed', viewer.cookie)).json() as { url: string };
    expect(first.url).toMatch(/^http:\/\/clubfoot\.test\/api\/events\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get('/api/events/calendar-feed', viewer.cookie)).json()).toEqual(first);
    const path = first.url.replace('http://clubfoot.test', '');
    const feed = await get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:In my feed');
    expect(feed.body).not.toContain('Not in my feed');
    expect(other.slug).toBeTruthy();

    const renewed = (await send('POST', '/api/events/calendar-feed', viewer.cookie)).json() as { url: string };
    expect(renewed.url).not.toBe(first.url);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(renewed.url.replace('http://clubfoot.test', ''))).statusCode).toBe(200);
    expect((await get('/api/events/calendar/not-a-secret.ics')).statusCode).toBe(400);
  });
});

describe('e-mails through the job queue', () => {
  it('reminds those registered 24 hours and 1 hour before, honouring their preferences, once each', async () => {
    const event = await createEventAsAdmin(app, admin.cookie, { title: 'Reminder webinar', startsLocal: localIn(3, 18), endsLocal: localIn(3, 19) });
    const keen = await member();
    const noReminders = await member();
    const noEmail = await member();
    await app.db
      .update(users)
      .set({ notificationPreferences: { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: false } })
      .where(eq(users.id, noReminders.user.id));
    await app.db
      .update(users)
      .set({ notificationPreferences: { emailNotifications: false, forumReplies: true, resourceUpdates: true, eventReminders: true } })
      .where(eq(users.id, noEmail.user.id));
    for (const account of [keen, noReminders, noEmail]) await register(event.slug, account);
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, 'events.reminder'));
    const runAts = queued.filter((job) => (job.payload as { eventId: number }).eventId === event.id).map((job) => job.runAt.getTime());
    const [stored] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(runAts.sort()).toEqual([stored!.startsAt.getTime() - 24 * 3_600_000, stored!.startsAt.getTime() - 3_600_000]);

    await runJobs();
    expect(mailTo(keen)).toEqual([]);
    await dueNow('events.reminder');
    await runJobs();
    expect(mailTo(keen).map((mail) => mail.subject).sort()).toEqual(['In one hour: Reminder webinar', 'Tomorrow: Reminder webinar']);
    expect(mailTo(keen)[0]!.text).toContain('(time in UTC)');
    expect(mailTo(noReminders)).toEqual([]);
    expect(mailTo(noEmail)).toEqual([]);
    // A retried job sends nobody a second one.
    await app.db.update(jobs).set({ doneAt: null, attempts: 0, runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, 'events.reminder'));
    await runJobs();
    expect(mailTo(keen)).toHaveLength(2);
  });

  it('queues new reminders when the event moves, and the old ones do nothing', async () => {
    const event = await createEventAsAdmin(app, admin.cookie, { title: 'Moving webinar', startsLocal: localIn(3, 18), endsLocal: localIn(3, 19) });
    const keen = await member();
    await register(event.slug, keen);
    const moved = await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { startsLocal: localIn(5, 18), endsLocal: localIn(5, 19) });
    expect(moved.statusCode).toBe(200);
    await dueNow('events.reminder');
    await runJobs();
    expect(mailTo(keen)).toHaveLength(2);
  });

  it('e-mails the recording’s link to those registered once, after the event', async () => {
    const [video] = await app.db
      .insert(videos)
      .values({ slug: 'casting-recording', title: 'Casting Q&A recording', source: 'external', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', status: 'published', processingState: 'ready' })
      .returning();
    const row = await makeEvent(app.db, { title: 'Casting Q&A', startsAt: new Date(Date.now() + 60_000) });
    const [came, left] = [await member(), await member()];
    await register(row.slug, came);
    await register(row.slug, left);
    await cancel(row.slug, left);
    await app.db.update(events).set({ startsAt: new Date(Date.now() - 2 * 3_600_000), endsAt: new Date(Date.now() - 3_600_000) }).where(eq(events.id, row.id));

    expect((await send('PUT', `/api/admin/events/${row.id}/recording`, admin.cookie, { videoSlug: 'no-such-video' })).statusCode).toBe(400);
    const set = await send('PUT', `/api/admin/events/${row.id}/recording`, admin.cookie, { videoSlug: video!.slug });
    expect((set.json() as AdminEvent).recording).toMatchObject({ slug: 'casting-recording' });
    await runJobs();
    expect(mailTo(came).map((mail) => mail.subject)).toEqual(['The recording: Casting Q&A']);
    expect(mailTo(came)[0]!.text).toContain('http://clubfoot.test/videos/casting-recording');
    expect(mailTo(left)).toEqual([]);
    expect((await detail(row.slug)).recording).toEqual({ slug: 'casting-recording', title: 'Casting Q&A recording' });

    await send('PUT', `/api/admin/events/${row.id}/recording`, admin.cookie, { videoSlug: null });
    await send('PUT', `/api/admin/events/${row.id}/recording`, admin.cookie, { videoSlug: video!.slug });
    await runJobs();
    expect(mailTo(came)).toHaveLength(1);
  });
});

describe('administration', () => {
  it('creates, edits and lists events; every change is audited', async () => {
    const member1 = await member();
    expect((await send('POST', '/api/admin/events', member1.cookie, eventBody())).statusCode).toBe(403);
    const created = await send('POST', '/api/admin/events', admin.cookie, eventBody({ title: 'Night and naps Q&A', timeZone: 'Europe/London', startsLocal: '2030-07-01T19:00', endsLocal: '2030-07-01T20:00' }));
    expect(created.statusCode).toBe(201);
    const event = created.json() as AdminEvent;
    expect(event).toMatchObject({ slug: 'night-and-naps-qa', startsLocal: '2030-07-01T19:00', startsAt: '2030-07-01T18:00:00.000Z', timeZone: 'Europe/London', status: 'published' });

    expect(event.registrationOpensLocal).toBeNull();
    const opening = await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { registrationOpensLocal: '2030-06-20T09:00' });
    expect(opening.json()).toMatchObject({ registrationOpensLocal: '2030-06-20T09:00' });
    expect((await detail(event.slug)).registration).toMatchObject({ opensAt: '2030-06-20T08:00:00.000Z', supportersFrom: '2030-06-18T08:00:00.000Z' });
    // Moving the event keeps the opening's wall-clock time; clearing it opens registration at once.
    expect((await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { startsLocal: '2030-07-02T19:00', endsLocal: '2030-07-02T20:00' })).json()).toMatchObject({ registrationOpensLocal: '2030-06-20T09:00' });
    expect((await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { registrationOpensLocal: null })).json()).toMatchObject({ registrationOpensLocal: null });
    const edited = await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { title: 'Nights and naps Q&A', hostRole: 'Physiotherapist' });
    expect(edited.json()).toMatchObject({ title: 'Nights and naps Q&A', hostRole: 'Physiotherapist', slug: 'night-and-naps-qa' });
    const list = (await get('/api/admin/events?q=naps', admin.cookie)).json() as { items: { id: number }[] };
    expect(list.items.map((item) => item.id)).toContain(event.id);
    const actions = await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['event.created', 'event.updated']));
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const bad = async (overrides: object, message: RegExp) => {
      const res = await send('POST', '/api/admin/events', admin.cookie, { ...eventBody(), ...overrides });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad({ endsLocal: localIn(10, 17) }, /end after it starts/);
    await bad({ timeZone: 'Mars/Olympus' }, /time zone/);
    await bad({ startsLocal: '2030-02-30T10:00' }, /does not exist/);
    await bad({ timeZone: 'Europe/London', startsLocal: '2030-03-31T01:30', endsLocal: '2030-03-31T03:00' }, /clocks skip/);
    await bad({ format: 'in-person', address: '  ' }, /address/);
    await bad({ capacity: 0 }, /capacity/);
    await bad({ joinUrl: 'javascript:alert(1)' }, /joinUrl|web address|https/);
    await bad({ slug: 'calendar-feed' }, /taken/);
    await bad({ registrationOpensLocal: localIn(10, 19) }, /open before the event starts/);
    await bad({ registrationOpensLocal: '2030-02-30T10:00' }, /registration opening/);
    expect((await send('PATCH', '/api/admin/events/999999', admin.cookie, { title: 'x' })).statusCode).toBe(404);
  });

  it('gives new places to the waiting list when the capacity grows', async () => {
    const event = await createEventAsAdmin(app, admin.cookie, { title: 'Growing webinar', capacity: 1 });
    const [a, b, c] = [await member(), await member(), await member()];
    for (const account of [a, b, c]) await register(event.slug, account);
    const grown = (await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { capacity: 2 })).json() as AdminEvent;
    expect(grown).toMatchObject({ registeredCount: 2, waitlistCount: 1 });
    expect((await detail(event.slug, b)).my?.status).toBe('registered');
    expect((await detail(event.slug, c)).my).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const unlimited = (await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { capacity: null })).json() as AdminEvent;
    expect(unlimited).toMatchObject({ registeredCount: 3, waitlistCount: 0 });
    // With members registered, it cannot go back to being a draft.
    expect((await send('PATCH', `/api/admin/events/${event.id}`, admin.cookie, { status: 'draft' })).statusCode).toBe(409);
  });

  it('lists and exports the attendees, and writes to them', async () => {
    const event = await createEventAsAdmin(app, admin.cookie, { title: 'Export webinar', capacity: 1 });
    const first = await member({ firstName: '=HYPERLINK("x")', lastName: 'Smith', treatmentStage: 'bracing' });
    const second = await member({ firstName: 'Jo', lastName: 'Bloggs' });
    await register(event.slug, first);
    await register(event.slug, second);
    const list = (await get(`/api/admin/events/${event.id}/attendees`, admin.cookie)).json() as AttendeeList;
    expect(list.registered.map((entry) => entry.email)).toEqual([first.user.email]);
    expect(list.waitlisted).toEqual([expect.objectContaining({ email: second.user.email, position: 1 })]);

    const csv = await get(`/api/admin/events/${event.id}/attendees/export`, admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="attendees-export-webinar-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Status,Waiting list place,Name,E-mail,Treatment stage,Since (UTC)');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Smith",${first.user.email},Bracing,`);
    expect(lines[2]).toMatch(new RegExp(`^Waiting list,1,Jo Bloggs,${second.user.email.replace('.', '\\.')},,`));

    const message = await send('POST', `/api/admin/events/${event.id}/message`, admin.cookie, { subject: 'Slides for tonight', message: 'The slides are attached to the page.' });
    expect(message.json()).toEqual({ recipients: 1 });
    expect((await send('POST', `/api/admin/events/${event.id}/message`, admin.cookie, { subject: '', message: 'x' })).statusCode).toBe(400);
    await runJobs();
    expect(mailTo(first).map((mail) => mail.subject)).toEqual(['Slides for tonight']);
    expect(mailTo(second)).toEqual([]);
    const actions = await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['event.attendees_exported', 'event.messaged']));
  });

  it('invites the members whose profile fits the audience, once each, by notice and (when allowed) e-mail', async () => {
    const event = await createEventAsAdmin(app, admin.cookie, { title: 'Casting families call', audience: { stages: ['casting'], who: 'parents', language: 'en' } });
    const casting = await member({ isParent: true, treatmentStage: 'casting' });
    const quiet = await member({
      isParent: true,
      treatmentStage: 'casting',
      notificationPreferences: { emailNotifications: false, forumReplies: true, resourceUpdates: true, eventReminders: true },
    });
    const bracing = await member({ isParent: true, treatmentStage: 'bracing' });
    const adult = await member({ isAdult: true, treatmentStage: 'casting' });
    const already = await member({ isParent: true, treatmentStage: 'casting' });
    await register(event.slug, already);

    const first = await send('POST', `/api/admin/events/${event.id}/invitations`, admin.cookie);
    expect(first.json()).toEqual({ invited: 2, totalInvited: 2 });
    expect((await notices(casting)).map((notice) => notice.kind)).toContain('event.invited');
    expect((await notices(quiet)).map((notice) => notice.kind)).toContain('event.invited');
    expect(await notices(bracing)).toEqual([]);
    expect(await notices(adult)).toEqual([]);
    await runJobs();
    expect(mailTo(casting).map((mail) => mail.subject)).toEqual(["You're invited: Casting families call"]);
    expect(mailTo(quiet)).toEqual([]);

    const again = await send('POST', `/api/admin/events/${event.id}/invitations`, admin.cookie);
    expect(again.json()).toEqual({ invited: 0, totalInvited: 2 });
    const newcomer = await member({ isParent: true, treatmentStage: 'casting' });
    expect((await send('POST', `/api/admin/events/${event.id}/invitations`, admin.cookie)).json()).toEqual({ invited: 1, totalInvited: 3 });
    expect((await notices(newcomer)).length).toBe(1);
    expect(((await get(`/api/admin/events/${event.id}`, admin.cookie)).json() as AdminEvent).invitedCount).toBe(3);

    const draft = await createEventAsAdmin(app, admin.cookie, { title: 'Draft call', status: 'draft' });
    expect((await send('POST', `/api/admin/events/${draft.id}/invitations`, admin.cookie)).statusCode).toBe(409);
  });

  it('cancels with a reason: those registered and waiting are told, and registration closes', async () => {
    const event = await createEventAsAdmin(app, admin.cookie, { title: 'Cancelled meetup', capacity: 1 });
    const [inside, waiting, late] = [await member(), await member(), await member()];
    await register(event.slug, inside);
    await register(event.slug, waiting);
    expect((await send('POST', `/api/admin/events/${event.id}/cancel`, admin.cookie, { reason: '' })).statusCode).toBe(400);
    const cancelled = await send('POST', `/api/admin/events/${event.id}/cancel`, admin.cookie, { reason: 'Our host has had to travel for family reasons.' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledReason: 'Our host has had to travel for family reasons.' });
    expect((await send('POST', `/api/admin/events/${event.id}/cancel`, admin.cookie, { reason: 'Again' })).statusCode).toBe(409);
    expect((await register(event.slug, late)).statusCode).toBe(409);
    const shown = await detail(event.slug);
    expect(shown).toMatchObject({ status: 'cancelled', cancelledReason: 'Our host has had to travel for family reasons.' });
    expect((await notices(waiting)).map((notice) => notice.kind)).toContain('event.cancelled');
    await runJobs();
    expect(mailTo(inside).map((mail) => mail.subject)).toEqual(['Cancelled: Cancelled meetup']);
    expect(mailTo(inside)[0]!.text).toContain('Our host has had to travel for family reasons.');
    expect(mailTo(waiting)[0]!.text).toContain('You were on the waiting list');
    expect(mailTo(late)).toEqual([]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.action, 'event.cancelled')));
    expect(audit?.details).toMatchObject({ eventId: event.id, told: 2 });
  });
});

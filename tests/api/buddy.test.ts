import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuddyMatch, ShoeInfo, ShoeInfoBody, SuggestionList } from '../../shared/api/buddy';
import type { NoticeList } from '../../shared/api/notifications';
import { buildApp, jobHandlers } from '../../server/app';
import { shoeProfiles, users } from '../../server/db/schema';
import { fitOf, rankCandidates } from '../../server/features/buddy/matching';
import { factsOf } from '../../server/features/buddy/profile-service';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { signUp } from '../support/accounts';
import { openEventStream } from '../support/event-stream';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
const sent: MailMessage[] = [];
type Account = { cookie: string; id: string; email: string };

async function member(firstName = 'Maya', options: { verified?: boolean; admin?: boolean; privacy?: Record<string, boolean> } = {}): Promise<Account> {
  const account = await signUp(app, { firstName, lastName: 'Buddy' });
  await app.db
    .update(users)
    .set({
      createdAt: new Date(Date.now() - 3 * 86_400_000),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      role: options.admin ? 'admin' : 'member',
      ...(options.privacy ? { privacySettings: { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: true, ...options.privacy } } : {}),
    })
    .where(eq(users.id, account.user.id));
  return { cookie: account.cookie, id: account.user.id, email: account.user.email };
}

function call(method: 'GET' | 'POST', url: string, who: Account | null, payload?: unknown) {
  return app.inject({ method, url, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function shoes(who: Account, body: ShoeInfoBody) {
  const res = await call('POST', '/api/clubfoot-buddy/my-shoes', who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShoeInfo;
}

const suggested = async (who: Account) => (await call('GET', '/api/clubfoot-buddy/matches/suggested', who)).json() as SuggestionList;
const suggestedIds = async (who: Account) => (await suggested(who)).suggestions.map((s) => s.memberId);

/** Each test uses its own size scale and sizes, so members of other tests never show up. */
let sizeBase = 0;
const nextSizes = () => {
  sizeBase += 1;
  const left = 1 + (sizeBase % 12);
  return { sizeScale: 'us-kids' as const, leftFootSize: left, rightFootSize: left + 0.5 + (Math.floor(sizeBase / 12) % 2) };
};

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ rateLimitScale: 100 }),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('the shoe profile', () => {
  it('keeps the spec payload working, checks sizes against the scale, and keeps each save with its date', async () => {
    const ana = await member();
    const first = await shoes(ana, { leftFootSize: 5, rightFootSize: 6, preferredBrands: 'Nike, Clarks', shoeTypes: null, notes: '' });
    expect(first).toMatchObject({ sizeScale: 'us-kids', tolerance: 'exact', paused: false, stale: false, needsMatch: true, country: null });
    expect(new Date(first.confirmBy).getTime() - new Date(first.confirmedAt).getTime()).toBe(90 * 86_400_000); // toddler scale: 90 days
    const grown = await shoes(ana, { leftFootSize: 9, rightFootSize: 10, sizeScale: 'us-women', country: 'GB', leftWidth: 'wide', wearerBirthYear: 1990 });
    expect(grown).toMatchObject({ sizeScale: 'us-women', country: 'GB', leftWidth: 'wide', rightWidth: null });
    expect(new Date(grown.confirmBy).getTime() - new Date(grown.confirmedAt).getTime()).toBe(180 * 86_400_000);
    expect(grown.history.map((h) => [h.leftFootSize, h.rightFootSize, h.sizeScale])).toEqual([
      [9, 10, 'us-women'],
      [5, 6, 'us-kids'],
    ]);
    const same = await shoes(ana, { leftFootSize: 8, rightFootSize: 8, sizeScale: 'us-women' });
    expect(same.needsMatch).toBe(false);
    expect((await suggested(ana)).reason).toBe('equal-sizes');
  });

  it.each([
    [{ leftFootSize: 14, rightFootSize: 5 }, 'between 0 and 13.5'],
    [{ leftFootSize: 0.5, rightFootSize: 5, sizeScale: 'us-youth' }, 'between 1 and 7'],
    [{ leftFootSize: 3, rightFootSize: 5, sizeScale: 'us-men' }, 'between 3.5 and 18'],
    [{ leftFootSize: 5, rightFootSize: 6, sizeScale: 'eu' }, 'sizeScale'],
    [{ leftFootSize: 5, rightFootSize: 6, country: 'XX' }, 'Choose a country'],
    [{ leftFootSize: 5, rightFootSize: 6, leftWidth: 'huge' }, 'leftWidth'],
    [{ leftFootSize: 5, rightFootSize: 6, wearerBirthYear: 1800 }, 'wearerBirthYear'],
    [{ leftFootSize: 5, rightFootSize: 6, tolerance: 'whole' }, 'tolerance'],
  ])('refuses %j with a clear message', async (payload, text) => {
    const ana = await member();
    const res = await call('POST', '/api/clubfoot-buddy/my-shoes', ana, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });

  it('goes stale when not confirmed in time, and "still right" confirms it', async () => {
    const ana = await member();
    await shoes(ana, { ...nextSizes() });
    await app.db.update(shoeProfiles).set({ confirmBy: new Date(Date.now() - 1000) }).where(eq(shoeProfiles.userId, ana.id));
    expect((await call('GET', '/api/clubfoot-buddy/my-shoes', ana)).json()).toMatchObject({ stale: true });
    expect((await suggested(ana)).reason).toBe('stale');
    const confirmed = (await call('POST', '/api/clubfoot-buddy/my-shoes/confirm', ana)).json() as ShoeInfo;
    expect(confirmed.stale).toBe(false);
    expect((await suggested(ana)).reason).toBeNull();
    expect((await call('POST', '/api/clubfoot-buddy/my-shoes/confirm', await member())).statusCode).toBe(404);
  });
});

describe('suggestions', () => {
  it('offer members with the opposite sizes in the same scale, verified, active and not blocked, both ways', async () => {
    const sizes = { leftFootSize: 2.5, rightFootSize: 3.5, sizeScale: 'us-youth' as const };
    const opposite = { leftFootSize: 3.5, rightFootSize: 2.5, sizeScale: 'us-youth' as const };
    const [ana, ben, unverified, paused, otherScale, blocker, hidden] = [
      await member('Ana'),
      await member('Ben'),
      await member('Una', { verified: false }),
      await member('Pia'),
      await member('Sam'),
      await member('Bea'),
      await member('Hal', { privacy: { showLocation: false } }),
    ];
    await shoes(ana, { ...sizes, country: 'GB' });
    await shoes(ben, { ...opposite, country: 'GB', preferredBrands: 'Clarks' });
    await shoes(unverified, opposite);
    await shoes(paused, { ...opposite, paused: true });
    await shoes(otherScale, { ...opposite, sizeScale: 'us-kids' });
    await shoes(blocker, opposite);
    await shoes(hidden, { ...opposite, country: 'CA' });
    await call('POST', '/api/messages/blocks', blocker, { memberId: ana.id });

    const list = await suggested(ana);
    expect(list.reason).toBeNull();
    expect(list.suggestions.map((s) => s.firstName).sort()).toEqual(['Ben', 'Hal']);
    const benCard = list.suggestions.find((s) => s.memberId === ben.id);
    expect(benCard).toMatchObject({ country: 'GB', leftFootSize: 3.5, rightFootSize: 2.5, matches: { sizes: 'exact', country: true } });
    expect(benCard).not.toHaveProperty('lastName');
    expect(list.suggestions[0]?.memberId).toBe(ben.id); // same country ranks first
    expect(list.suggestions.find((s) => s.memberId === hidden.id)?.country).toBeNull(); // privacy: location hidden
    expect(await suggestedIds(ben)).toContain(ana.id);
    expect(await suggestedIds(blocker)).not.toContain(ana.id);
    expect((await call('GET', '/api/clubfoot-buddy/matches/suggested', null)).statusCode).toBe(401);
    expect((await suggested(await member())).reason).toBe('no-profile');
  });

  it('come from the database exactly as the matching rule and ranking say', async () => {
    const sizes = [4, 4.5, 5, 5.5];
    const people: Account[] = [];
    for (let i = 0; i < 24; i += 1) {
      const who = await member(`M${i}`);
      people.push(who);
      const left = sizes[i % 4] as number;
      const right = sizes[Math.floor(i / 4) % 4] as number;
      await shoes(who, {
        leftFootSize: left,
        rightFootSize: right,
        sizeScale: 'us-men',
        tolerance: i % 3 ? 'half' : 'exact',
        leftWidth: i % 2 ? 'wide' : 'medium',
        rightWidth: i % 5 ? 'medium' : 'wide',
        preferredBrands: i % 4 ? 'Clarks' : 'Nike',
      });
    }
    const rows = await app.db.select().from(shoeProfiles).where(eq(shoeProfiles.sizeScale, 'us-men'));
    const facts = rows.map(factsOf);
    for (const who of people.slice(0, 8)) {
      const me = facts.find((f) => f.userId === who.id);
      if (!me) throw new Error('profile missing');
      const expected = rankCandidates(me, facts.filter((other) => fitOf(me, other) !== null)).map((f) => f.userId);
      expect(await suggestedIds(who)).toEqual(expected.slice(0, 20));
    }
  });
});

describe("a match's life", () => {
  it('request, accept, message, complete and feedback; each step tells the other member', async () => {
    const sizes = nextSizes();
    const [ana, ben, eve, admin] = [await member('Ana'), await member('Ben'), await member('Eve'), await member('Alex', { admin: true })];
    await shoes(ana, sizes);
    await shoes(ben, { ...sizes, leftFootSize: sizes.rightFootSize, rightFootSize: sizes.leftFootSize });

    const requested = await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ben.id, message: 'Hi Ben! Shall we share?' });
    expect(requested.statusCode, requested.body).toBe(201);
    const match = requested.json() as BuddyMatch;
    expect(match).toMatchObject({ status: 'requested', role: 'requester', actions: ['cancel'], conversationId: null, recipient: { id: ben.id, lastName: null } });
    expect((await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ben.id })).statusCode).toBe(409);
    expect(await suggestedIds(ana)).not.toContain(ben.id);

    // Only the two members and admins can see it.
    expect((await call('GET', `/api/clubfoot-buddy/matches/${match.id}`, eve)).statusCode).toBe(404);
    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/accept`, eve)).statusCode).toBe(404);
    expect((await call('GET', `/api/clubfoot-buddy/matches/${match.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/clubfoot-buddy/matches/${match.id}`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/accept`, admin)).statusCode).toBe(403);
    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/accept`, ana)).statusCode).toBe(409);
    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/complete`, ben)).statusCode).toBe(409);

    const benNotices = (await call('GET', '/api/notifications', ben)).json() as NoticeList;
    expect(benNotices.notices[0]).toMatchObject({ kind: 'buddy.requested', title: 'New buddy request', link: `/clubfoot-buddy/match/${match.id}`, read: false });
    expect(benNotices.unreadCount).toBeGreaterThan(0);
    await runDueJobs(app.db, jobHandlers(app));
    expect(sent.find((mail) => mail.to === ben.email && mail.subject === 'Clubfoot Buddy: New buddy request')).toBeTruthy();

    const accepted = (await call('POST', `/api/clubfoot-buddy/matches/${match.id}/accept`, ben)).json() as BuddyMatch;
    expect(accepted).toMatchObject({ status: 'accepted', role: 'recipient', actions: ['complete', 'cancel'], requester: { lastName: 'Buddy' } });
    expect(accepted.conversationId).toBeTruthy();
    const said = await call('POST', `/api/messages/conversations/${accepted.conversationId}/messages`, ben, { body: 'Hi Ana, yes!' });
    expect(said.statusCode).toBe(201);
    expect((await call('GET', `/api/messages/conversations/${accepted.conversationId}/messages`, ana)).json().messages[0].body).toBe('Hi Ana, yes!');

    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/feedback`, ana, { rating: 5 })).statusCode).toBe(409);
    const completed = (await call('POST', `/api/clubfoot-buddy/matches/${match.id}/complete`, ana)).json() as BuddyMatch;
    expect(completed).toMatchObject({ status: 'completed', actions: ['feedback'] });
    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/cancel`, ana)).statusCode).toBe(409);
    expect((await call('POST', `/api/clubfoot-buddy/matches/${match.id}/feedback`, ana, { rating: 6 })).statusCode).toBe(400);
    const rated = (await call('POST', `/api/clubfoot-buddy/matches/${match.id}/feedback`, ana, { rating: 5, comment: 'Lovely to share.' })).json() as BuddyMatch;
    expect(rated.myFeedback).toEqual({ rating: 5, comment: 'Lovely to share.' });
    const observed = (await call('GET', `/api/clubfoot-buddy/matches/${match.id}`, admin)).json() as BuddyMatch;
    expect(observed.feedback).toEqual([{ memberId: ana.id, rating: 5, comment: 'Lovely to share.' }]);
    // An administrator is in neither side: labelled so, with no steps and no feedback of their own.
    expect(observed).toMatchObject({ role: 'observer', actions: [], myFeedback: null });
    expect(((await call('GET', `/api/clubfoot-buddy/matches/${match.id}`, ben)).json() as BuddyMatch).feedback).toBeNull();

    const anaNotices = (await call('GET', '/api/notifications', ana)).json() as NoticeList;
    expect(anaNotices.notices.map((n) => n.kind)).toContain('buddy.accepted');
    const cleared = (await call('POST', '/api/notifications/read', ana, {})).json() as NoticeList;
    expect(cleared.unreadCount).toBe(0);
    expect((await call('GET', '/api/clubfoot-buddy/matches', ben)).json().matches.map((m: BuddyMatch) => m.id)).toContain(match.id);
  });

  it('refuses illegal steps: accepting a cancelled or declined request, and requests that cannot be made', async () => {
    const sizes = nextSizes();
    const [ana, ben, unverified, stranger] = [await member('Ana'), await member('Ben'), await member('Una', { verified: false }), await member('Stan')];
    await shoes(ana, sizes);
    await shoes(ben, { ...sizes, leftFootSize: sizes.rightFootSize, rightFootSize: sizes.leftFootSize });
    await shoes(stranger, { ...sizes, leftFootSize: 13 });
    await shoes(unverified, { ...sizes, leftFootSize: sizes.rightFootSize, rightFootSize: sizes.leftFootSize });

    expect((await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ana.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ben.id, message: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: stranger.id })).statusCode).toBe(409);
    expect((await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: unverified.id })).statusCode).toBe(409);
    const noProfile = await member('Nora');
    expect((await call('POST', '/api/clubfoot-buddy/matches', noProfile, { memberId: ben.id })).statusCode).toBe(409);
    const refused = await call('POST', '/api/clubfoot-buddy/matches', unverified, { memberId: ana.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('confirm your e-mail address');

    const first = (await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ben.id })).json() as BuddyMatch;
    expect((await call('POST', `/api/clubfoot-buddy/matches/${first.id}/cancel`, ana)).json()).toMatchObject({ status: 'cancelled', actions: [] });
    const late = await call('POST', `/api/clubfoot-buddy/matches/${first.id}/accept`, ben);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This match is cancelled, so it cannot be accepted now.');
    const lateInSpanish = await app.inject({ method: 'POST', url: `/api/clubfoot-buddy/matches/${first.id}/accept`, headers: { cookie: ben.cookie, 'accept-language': 'es' } });
    expect(lateInSpanish.json().message).toBe('Este emparejamiento fue cancelado, así que ahora no se puede aceptar.');

    const second = (await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ben.id })).json() as BuddyMatch;
    expect((await call('POST', `/api/clubfoot-buddy/matches/${second.id}/decline`, ben)).json()).toMatchObject({ status: 'declined' });
    expect((await call('POST', `/api/clubfoot-buddy/matches/${second.id}/accept`, ben)).statusCode).toBe(409);
    // Declined: neither is offered to the other again.
    expect(await suggestedIds(ana)).not.toContain(ben.id);
    expect(await suggestedIds(ben)).not.toContain(ana.id);
    expect((await call('GET', '/api/clubfoot-buddy/matches/00000000-0000-4000-8000-000000000000', ana)).statusCode).toBe(404);
  });

  it('allows at most 10 open requests per member', async () => {
    const sizes = { leftFootSize: 10, rightFootSize: 11.5, sizeScale: 'us-women' as const };
    const ana = await member('Ana');
    await shoes(ana, sizes);
    for (let i = 0; i < 11; i += 1) {
      const other = await member(`B${i}`);
      await shoes(other, { ...sizes, leftFootSize: 11.5, rightFootSize: 10 });
      const res = await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: other.id });
      expect(res.statusCode, res.body).toBe(i < 10 ? 201 : 429);
      if (i === 10) expect(res.json().message).toContain('10 requests waiting');
    }
  });
});

describe('telling members', () => {
  it('a newcomer whose sizes fit a waiting member: both hear of it, the waiting one live on their stream', async () => {
    const sizes = { leftFootSize: 12, rightFootSize: 13, sizeScale: 'us-men' as const };
    const [waiting, newcomer] = [await member('Wendy'), await member('Nico')];
    await shoes(waiting, sizes);
    const stream = await openEventStream(app, waiting.cookie);
    await stream.next('ready');
    await shoes(newcomer, { ...sizes, leftFootSize: 13, rightFootSize: 12 });
    const event = await stream.next('notice');
    expect(event.data).toMatchObject({ notice: { kind: 'buddy.new-candidate', title: 'A possible shoe buddy joined', link: '/clubfoot-buddy' }, unreadCount: 1 });
    stream.close();
    expect(((await call('GET', '/api/notifications', newcomer)).json() as NoticeList).notices[0]).toMatchObject({ title: 'We found a possible shoe buddy' });
    expect((await call('POST', '/api/notifications/read', newcomer, { ids: ['x'] })).statusCode).toBe(400);
  });

  it('respects the e-mail preference', async () => {
    const sizes = nextSizes();
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    await app.db
      .update(users)
      .set({ notificationPreferences: { emailNotifications: false, forumReplies: true, resourceUpdates: true, eventReminders: true } })
      .where(eq(users.id, ben.id));
    await shoes(ana, sizes);
    await shoes(ben, { ...sizes, leftFootSize: sizes.rightFootSize, rightFootSize: sizes.leftFootSize });
    await call('POST', '/api/clubfoot-buddy/matches', ana, { memberId: ben.id });
    await runDueJobs(app.db, jobHandlers(app));
    expect(sent.filter((mail) => mail.to === ben.email && mail.subject.startsWith('Clubfoot Buddy'))).toEqual([]);
  });
});

describe('admin figures', () => {
  it('count profiles, requests and matches, with the median time to a match', async () => {
    const admin = await member('Alex', { admin: true });
    expect((await call('GET', '/api/admin/buddy/stats', await member())).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/buddy/stats', null)).statusCode).toBe(401);
    await app.db.execute(sql`update buddy_matches set responded_at = created_at + interval '3 hours' where status in ('accepted', 'completed')`);
    const stats = (await call('GET', '/api/admin/buddy/stats', admin)).json();
    expect(stats.profiles).toBeGreaterThan(10);
    expect(stats.openRequests).toBeGreaterThanOrEqual(10);
    expect(stats.completedMatches).toBeGreaterThanOrEqual(1);
    expect(stats.medianHoursToMatch).toBe(3);
  });
});

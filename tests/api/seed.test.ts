import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BraceChild, BraceLog } from '../../shared/api/brace';
import { daysBetween, summarise } from '../../shared/brace';
import { inArray } from 'drizzle-orm';
import type { TransparencyFigures } from '../../shared/api/transparency';
import { pageViews, users } from '../../server/db/schema';
import { seedDemoContent } from '../../server/seed/seed';
import { DEMO_PASSWORD } from '../../server/seed/factories/users';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('demo content', () => {
  it('seeds once, with demo accounts that can sign in', async () => {
    expect(await seedDemoContent(app.db)).toBe(true);
    expect(await seedDemoContent(app.db)).toBe(false);
    expect(await app.db.$count(pageViews)).toBeGreaterThan(100);
    const admin = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@clubfoot.example', password: DEMO_PASSWORD } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().role).toBe('admin');
    const member = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'maya@clubfoot.example', password: DEMO_PASSWORD } });
    expect(member.json()).toMatchObject({ role: 'member', clubfootSide: 'bilateral', treatmentStage: 'casting' });
    // Maya has two private conversations, one with a reply she has not read yet.
    const cookie = String(member.headers['set-cookie']).match(/sid=[^;]+/)?.[0] ?? '';
    const inbox = (await app.inject({ method: 'GET', url: '/api/messages/conversations', headers: { cookie } })).json();
    expect(inbox.conversations.map((c: { member: { firstName: string } }) => c.member.firstName)).toEqual(['Jonas', 'Daniel']);
    expect(inbox.unreadTotal).toBe(1);
    // Supporting memberships: Daniel (yearly) shows the badge he turned on; Priya (monthly) is a supporter
    // without it (opt-in); Jonas's ended. Their income is on /transparency, the balance never negative.
    const demo = await app.db.select().from(users).where(inArray(users.email, ['daniel@clubfoot.example', 'priya@clubfoot.example', 'jonas@clubfoot.example']));
    const byName = new Map(demo.map((user) => [user.firstName, user]));
    expect(byName.get('Daniel')!.supporterUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(byName.get('Priya')!.supporterUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(byName.get('Jonas')!.supporterUntil).toBeNull();
    const badge = async (name: string) => (await app.inject({ method: 'GET', url: `/api/members/${byName.get(name)!.id}`, headers: { cookie } })).json().supporter;
    expect([await badge('Daniel'), await badge('Priya'), await badge('Jonas')]).toEqual([true, false, false]);
    const figures = (await app.inject({ method: 'GET', url: '/api/transparency' })).json() as TransparencyFigures;
    expect(figures.bySource.find((source) => source.source === 'memberships')).toMatchObject({ grossCents: 9_000, charitiesCents: 4_500 });
    expect(figures.balanceCents).toBeGreaterThanOrEqual(0);
    // Clubfoot Buddy: Maya's sizes are equal; Jonas and Alex are each other's buddy.
    expect((await app.inject({ method: 'GET', url: '/api/clubfoot-buddy/matches/suggested', headers: { cookie } })).json().reason).toBe('equal-sizes');
    const jonas = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'jonas@clubfoot.example', password: DEMO_PASSWORD } });
    const jonasCookie = String(jonas.headers['set-cookie']).match(/sid=[^;]+/)?.[0] ?? '';
    const offers = (await app.inject({ method: 'GET', url: '/api/clubfoot-buddy/matches/suggested', headers: { cookie: jonasCookie } })).json();
    expect(offers.suggestions.map((s: { firstName: string }) => s.firstName)).toEqual(['Alex']);
    // The Brace Tracker: Jonas has logged ten weeks of Ella's nights and naps; nobody else sees them.
    const children = (await app.inject({ method: 'GET', url: '/api/brace-tracker/children', headers: { cookie: jonasCookie } })).json().children as BraceChild[];
    expect(children.map((child) => child.name)).toEqual(['Ella']);
    const log = (await app.inject({ method: 'GET', url: `/api/brace-tracker/children/${children[0]!.id}`, headers: { cookie: jonasCookie } })).json() as BraceLog;
    const summary = summarise(log.child, log.periods, Date.now());
    expect(summary.phase).toBe('nights-and-naps');
    expect(summary.weeklyAverage).toBeGreaterThan(10);
    expect(summary.streak, JSON.stringify(summary.week)).toBeGreaterThan(3);
    expect(log.days.length).toBeGreaterThan(3);
    expect((await app.inject({ method: 'GET', url: `/api/brace-tracker/children/${children[0]!.id}`, headers: { cookie } })).statusCode).toBe(404);

    // A family at week 10 of full time: Amara logs Kayode's 23 hours a day, her reminders set.
    const amara = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'amara@clubfoot.example', password: DEMO_PASSWORD } });
    const amaraCookie = String(amara.headers['set-cookie']).match(/sid=[^;]+/)?.[0] ?? '';
    const [kayode] = (await app.inject({ method: 'GET', url: '/api/brace-tracker/children', headers: { cookie: amaraCookie } })).json().children as BraceChild[];
    expect(kayode?.name).toBe('Kayode');
    const fullTime = (await app.inject({ method: 'GET', url: `/api/brace-tracker/children/${kayode!.id}`, headers: { cookie: amaraCookie } })).json() as BraceLog;
    const now = summarise(fullTime.child, fullTime.periods, Date.now());
    expect(now.phase).toBe('full-time');
    expect(Math.floor(daysBetween(kayode!.braceStartDate, now.today) / 7) + 1).toBe(10);
    expect(now.next).toMatchObject({ phase: 'nights-and-naps' });
    expect(now.weeklyAverage).toBeGreaterThanOrEqual(22);
    expect(now.streak).toBeGreaterThan(7);
    expect(fullTime.days.some((day) => day.skin === 'blister')).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/brace-tracker/children/${kayode!.id}/reminders`, headers: { cookie: amaraCookie } })).json()).toMatchObject({ bootsOnTime: '19:30', milestones: true });
  });
});

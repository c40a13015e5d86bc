import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
});
afterAll(async () => {
  await app.close();
});

const patch = (url: string, cookie: string | undefined, payload: unknown) =>
  app.inject({ method: 'PATCH', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

describe('profile forms', () => {
  it('saves personal details; empty birth year becomes null; a new e-mail must be free', async () => {
    const { cookie } = await signUp(app);
    const res = await patch('/api/profile/personal', cookie, { firstName: 'Maya', lastName: 'Okafor-Reed', bio: 'Mum of Theo, casting since March.', location: 'Leeds, UK', birthYear: 1990 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Okafor-Reed', bio: 'Mum of Theo, casting since March.', location: 'Leeds, UK', birthYear: 1990 });
    expect((await patch('/api/profile/personal', cookie, { birthYear: null, location: '' })).json()).toMatchObject({ birthYear: null, location: null });

    const other = await signUp(app);
    const taken = await patch('/api/profile/personal', cookie, { email: other.user.email });
    expect(taken.statusCode).toBe(409);
    const fresh = uniqueEmail();
    expect((await patch('/api/profile/personal', cookie, { email: fresh.toUpperCase() })).json().email).toBe(fresh);
  });

  it("saves the member's language (issue 25): one of the site's, English until chosen", async () => {
    const { cookie } = await signUp(app);
    expect((await me(cookie)).language).toBe('en');
    const res = await patch('/api/profile/language', cookie, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('fr');
    expect((await me(cookie)).language).toBe('fr');
    for (const language of ['de', 'EN', '', null]) {
      const refused = await patch('/api/profile/language', cookie, { language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await me(cookie)).language).toBe('fr');
    expect((await patch('/api/profile/language', undefined, { language: 'es' })).statusCode).toBe(401);
  });

  it('a new account takes the language of the page it signed up on; signing in elsewhere brings it back', async () => {
    const email = uniqueEmail();
    const payload = { firstName: 'Lucía', lastName: 'Reyes', email, password: 'a long enough passphrase 42', acceptTerms: true };
    const created = await app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: { 'accept-language': 'es' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe('es');
    // Her new phone has made no choice: it is told hers.
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: payload.password } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('es');
    // A browser that chose already keeps its choice.
    const chose = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: payload.password }, headers: { cookie: 'lang=fr' } });
    expect(chose.cookies.find((cookie) => cookie.name === 'lang')).toBeUndefined();
  });

  it('saves clubfoot details with their enumerations', async () => {
    const { cookie } = await signUp(app);
    const body = {
      isParent: true,
      isMedicalProfessional: false,
      isAdult: false,
      treatmentStage: 'bracing',
      diagnosisDate: '2025-03-14',
      clubfootSide: 'bilateral',
      treatmentType: 'ponseti',
      preferredContactMethod: 'forum',
    };
    const res = await patch('/api/profile/clubfoot', cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(body);
    expect(await me(cookie)).toMatchObject(body);
    expect((await patch('/api/profile/clubfoot', cookie, { clubfootSide: null })).json().clubfootSide).toBeNull();
  });

  it('reads a saved false back as false (unlike the old site)', async () => {
    const { cookie } = await signUp(app);
    const notificationPreferences = { emailNotifications: false, forumReplies: true, resourceUpdates: false, eventReminders: false };
    expect((await patch('/api/profile/notifications', cookie, { notificationPreferences })).statusCode).toBe(200);
    const privacySettings = { showEmail: true, showLocation: false, showTreatmentDetails: false, showProfileToMembers: false };
    expect((await patch('/api/profile/privacy', cookie, { privacySettings })).statusCode).toBe(200);
    const user = await me(cookie);
    // Issue 26: each kind's channel comes with the switches (event reminders off: not by e-mail).
    expect(user.notificationPreferences).toEqual({ ...notificationPreferences, channels: { messages: 'email', buddy: 'email', forumReplies: 'email', eventReminders: 'none', braceReminders: 'email' } });
    expect(user.privacySettings).toEqual(privacySettings);
  });

  it.each([
    ['/api/profile/personal', { email: 'not-an-email' }],
    ['/api/profile/personal', { birthYear: 'nineteen ninety' }],
    ['/api/profile/personal', { birthYear: 1800 }],
    ['/api/profile/personal', { birthYear: 3000 }],
    ['/api/profile/personal', { bio: 'x'.repeat(2001) }],
    ['/api/profile/personal', { role: 'admin' }],
    ['/api/profile/clubfoot', { clubfootSide: 'both' }],
    ['/api/profile/clubfoot', { treatmentStage: 'adult' }],
    ['/api/profile/clubfoot', { treatmentType: 'magic' }],
    ['/api/profile/clubfoot', { preferredContactMethod: 'pigeon' }],
    ['/api/profile/clubfoot', { diagnosisDate: '14/03/2025' }],
    ['/api/profile/clubfoot', { diagnosisDate: '2999-01-01' }],
    ['/api/profile/clubfoot', { isParent: 'yes' }],
    ['/api/profile/notifications', { notificationPreferences: { emailNotifications: false } }],
    ['/api/profile/notifications', { notificationPreferences: { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: true, extra: true } }],
    ['/api/profile/privacy', { privacySettings: { showEmail: 'true', showLocation: true, showTreatmentDetails: true, showProfileToMembers: true } }],
    ['/api/profile/privacy', { showEmail: true }],
  ])('%s refuses %j with a 400 and changes nothing', async (url, payload) => {
    const { cookie } = await signUp(app);
    const before = await me(cookie);
    const res = await patch(url, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await me(cookie)).toEqual(before);
  });

  it('answers 401 to a visitor on every profile form', async () => {
    for (const url of ['/api/profile/personal', '/api/profile/clubfoot', '/api/profile/notifications', '/api/profile/privacy']) {
      const res = await patch(url, undefined, {});
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('Clubfoot Buddy shoe sizes', () => {
  it('saves and reads back my shoes; empty notes become null', async () => {
    const { cookie } = await signUp(app);
    expect((await app.inject({ method: 'GET', url: '/api/clubfoot-buddy/my-shoes', headers: { cookie } })).statusCode).toBe(404);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/clubfoot-buddy/my-shoes',
      headers: { cookie },
      payload: { leftFootSize: 7.5, rightFootSize: 8, preferredBrands: 'Saucony', shoeTypes: 'Trainers', notes: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ leftFootSize: 7.5, rightFootSize: 8, preferredBrands: 'Saucony', shoeTypes: 'Trainers', notes: null, sizeScale: 'us-kids', tolerance: 'exact' });
    await app.inject({ method: 'POST', url: '/api/clubfoot-buddy/my-shoes', headers: { cookie }, payload: { leftFootSize: 8, rightFootSize: 8.5, notes: null } });
    const read = await app.inject({ method: 'GET', url: '/api/clubfoot-buddy/my-shoes', headers: { cookie } });
    expect(read.json()).toMatchObject({ leftFootSize: 8, rightFootSize: 8.5, notes: null });
  });

  it.each([{ leftFootSize: 7.25, rightFootSize: 8 }, { leftFootSize: -1, rightFootSize: 8 }, { leftFootSize: 21, rightFootSize: 8 }, { leftFootSize: '7', rightFootSize: 8 }, { rightFootSize: 8 }])(
    'refuses %j',
    async (payload) => {
      const { cookie } = await signUp(app);
      const res = await app.inject({ method: 'POST', url: '/api/clubfoot-buddy/my-shoes', headers: { cookie }, payload });
      expect(res.statusCode).toBe(400);
    },
  );

  it('answers 401 to a visitor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/clubfoot-buddy/my-shoes' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/clubfoot-buddy/my-shoes', payload: { leftFootSize: 7, rightFootSize: 7 } })).statusCode).toBe(401);
  });
});

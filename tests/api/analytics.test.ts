import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSessions, pageViews } from '../../server/db/schema';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
});
afterAll(async () => {
  await app.close();
});

let n = 0;
const newId = () => `session_test${(n += 1)}abcdef`;
/** A person's browser (robots are left out of the figures: their visits are not stored). */
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { 'user-agent': BROWSER, ...headers } });

async function sessionRow(sessionId: string) {
  const [row] = await app.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
  return row;
}

describe('analytics ingest', () => {
  it('limits how fast one address can send', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 245; i += 1) {
        statuses.push((await limited.inject({ method: 'POST', url: '/api/analytics/session/start', payload: { sessionId: 'session_ratelimit1' } })).statusCode);
      }
      expect(statuses.slice(0, 240).every((s) => s === 200)).toBe(true);
      const last = await limited.inject({ method: 'POST', url: '/api/analytics/session/start', payload: { sessionId: 'session_ratelimit1' } });
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
      expect(last.json()).toHaveProperty('message');
    } finally {
      await limited.close();
    }
  });

  it('stores a session, its page views and its end without any IP address', async () => {
    const sessionId = newId();
    expect((await post('/api/analytics/session/start', { sessionId, userAgent: BROWSER })).statusCode).toBe(200);
    expect((await post('/api/analytics/page-view', { sessionId, path: '/', referrer: 'https://www.google.com/', userAgent: BROWSER })).statusCode).toBe(200);
    expect((await post('/api/analytics/page-view', { sessionId, path: '/about', referrer: '' })).statusCode).toBe(200);
    const end = await post(`/api/analytics/session/${sessionId}/end`, { duration: 42.6 });
    expect(end.statusCode).toBe(200);

    const session = await sessionRow(sessionId);
    expect(session).toMatchObject({ userAgent: BROWSER, durationSeconds: 43, userId: null });
    expect(session?.endedAt).toBeInstanceOf(Date);
    expect(Object.values(session ?? {})).not.toContain('127.0.0.1');
    const views = await app.db.select().from(pageViews).where(eq(pageViews.sessionId, sessionId)).orderBy(pageViews.id);
    expect(views.map((v) => [v.path, v.referrer])).toEqual([
      ['/', 'https://www.google.com/'],
      ['/about', null],
    ]);
  });

  it('accepts the beacon text/plain body and the keepalive PATCH', async () => {
    const beaconId = newId();
    await post('/api/analytics/session/start', { sessionId: beaconId });
    const beacon = await app.inject({
      method: 'POST',
      url: `/api/analytics/session/${beaconId}/end`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      payload: JSON.stringify({ duration: 10 }),
    });
    expect(beacon.statusCode).toBe(200);
    expect((await sessionRow(beaconId))?.durationSeconds).toBe(10);

    const patchId = newId();
    await post('/api/analytics/session/start', { sessionId: patchId });
    const patch = await app.inject({ method: 'PATCH', url: `/api/analytics/session/${patchId}/end`, payload: { duration: 5 }, headers: { 'user-agent': BROWSER } });
    expect(patch.statusCode).toBe(200);
    expect((await sessionRow(patchId))?.durationSeconds).toBe(5);
  });

  it('records a page view that arrives before its session start, and a repeated start keeps one row', async () => {
    const sessionId = newId();
    expect((await post('/api/analytics/page-view', { sessionId, path: '/community' })).statusCode).toBe(200);
    expect((await post('/api/analytics/session/start', { sessionId, userAgent: BROWSER })).statusCode).toBe(200);
    const rows = await app.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for ending an unknown or already-ended session', async () => {
    expect((await post('/api/analytics/session/session_neverstarted/end', { duration: 3 })).statusCode).toBe(404);
    const sessionId = newId();
    await post('/api/analytics/session/start', { sessionId });
    await post(`/api/analytics/session/${sessionId}/end`, { duration: 3 });
    const again = await post(`/api/analytics/session/${sessionId}/end`, { duration: 9 });
    expect(again.statusCode).toBe(404);
    expect((await sessionRow(sessionId))?.durationSeconds).toBe(3);
  });

  it.each([
    ['a session id without the prefix', '/api/analytics/session/start', { sessionId: 'abc123456' }],
    ['an over-long session id', '/api/analytics/session/start', { sessionId: `session_${'a'.repeat(200)}` }],
    ['an over-long user agent', '/api/analytics/session/start', { sessionId: 'session_abcdefgh', userAgent: 'x'.repeat(600) }],
    ['a path not starting with /', '/api/analytics/page-view', { sessionId: 'session_abcdefgh', path: 'https://evil.example' }],
    ['an over-long path', '/api/analytics/page-view', { sessionId: 'session_abcdefgh', path: `/${'p'.repeat(3000)}` }],
    ['an over-long referrer', '/api/analytics/page-view', { sessionId: 'session_abcdefgh', path: '/', referrer: 'r'.repeat(3000) }],
    ['a negative duration', '/api/analytics/session/session_abcdefgh/end', { duration: -1 }],
    ['a duration over a day', '/api/analytics/session/session_abcdefgh/end', { duration: 86_401 }],
    ['a text duration', '/api/analytics/session/session_abcdefgh/end', { duration: '10' }],
    ['a missing duration', '/api/analytics/session/session_abcdefgh/end', {}],
  ])('refuses %s with a 400 and stores nothing', async (_label, url, payload) => {
    const before = await app.db.$count(pageViews);
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await app.db.$count(pageViews)).toBe(before);
  });

  it('refuses a malformed beacon body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/session/session_abcdefgh/end',
      headers: { 'content-type': 'text/plain' },
      payload: 'duration=5',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('stores naughty strings exactly or refuses them, and never answers 5xx', async () => {
    const naughty: string[] = JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8'));
    const sessionId = newId();
    await post('/api/analytics/session/start', { sessionId });
    const accepted = new Set<string>();
    for (const value of naughty) {
      const path = `/${value}`;
      // A person's browser sends them (a user agent of naughty strings would read as a robot's, and robots' visits are not stored).
      const res = await post('/api/analytics/page-view', { sessionId, path, referrer: value, userAgent: BROWSER });
      expect(res.statusCode, value).toBeLessThan(500);
      expect(res.statusCode, value).not.toBe(429);
      if (res.statusCode === 200) accepted.add(`/${value}`);
      const res2 = await post(`/api/analytics/session/${encodeURIComponent(value)}/end`, { duration: 1 });
      expect(res2.statusCode, value).toBeLessThan(500);
    }
    const stored = await app.db.select({ path: pageViews.path }).from(pageViews).where(eq(pageViews.sessionId, sessionId));
    const storedPaths = new Set(stored.map((row) => row.path));
    expect(storedPaths).toEqual(accepted);
    // Nearly all are kept exactly as sent; a NUL character, which PostgreSQL text cannot hold, is refused.
    expect(accepted.size).toBeGreaterThan(naughty.length - 5);
  });
});

describe('what the figures leave out and keep', () => {
  it('does not store the visits of robots, named by the user agent they send or by the request', async () => {
    const crawler = newId();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await post('/api/analytics/session/start', { sessionId: crawler, userAgent: googlebot })).statusCode).toBe(200);
    expect((await post('/api/analytics/page-view', { sessionId: crawler, path: '/', userAgent: googlebot })).statusCode).toBe(200);
    const headless = newId();
    expect((await post('/api/analytics/page-view', { sessionId: headless, path: '/about' }, { 'user-agent': 'curl/8.5.0' })).statusCode).toBe(200);
    expect((await post(`/api/analytics/session/${headless}/end`, { duration: 3 }, { 'user-agent': 'curl/8.5.0' })).statusCode).toBe(200);
    for (const sessionId of [crawler, headless]) {
      expect(await sessionRow(sessionId)).toBeUndefined();
      expect(await app.db.$count(pageViews, eq(pageViews.sessionId, sessionId))).toBe(0);
    }
  });

  it("keeps the language the browser prefers most, without its region", async () => {
    const sessionId = newId();
    await post('/api/analytics/page-view', { sessionId, path: '/' }, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect((await sessionRow(sessionId))?.language).toBe('es');
    const none = newId();
    await post('/api/analytics/session/start', { sessionId: none }, { 'accept-language': '*' });
    expect((await sessionRow(none))?.language).toBeNull();
  });
});

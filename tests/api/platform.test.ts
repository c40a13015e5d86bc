import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loggerOptions } from '../../server/lib/logging';
import { createTestApp, openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('errors', () => {
  it('reports the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toContain('/api/no-such-thing');
    const post = await app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toHaveProperty('message');
  });

  it('names the invalid field in a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { sessionId: 'session_abcdefgh', path: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/path/);
  });

  it('answers malformed JSON with a 400 message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/session/start',
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers an unsupported content type with a 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/session/start',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('security', () => {
  it('sends strict security headers: the page policy on pages, a policy that loads nothing on API answers', async () => {
    const page = await app.inject({ method: 'GET', url: '/resources' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['x-powered-by']).toBeUndefined();

    // JSON is never a document: nothing may load from it or frame it. An address nothing answers and a
    // refused request carry the headers too.
    for (const url of ['/api/health', '/api/no-such-thing', '/api/auth/user']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('adds HSTS only when the request came over HTTPS', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/session/start',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { sessionId: 'session_crosssite1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    const same = await app.inject({
      method: 'POST',
      url: '/api/analytics/session/start',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { sessionId: 'session_samesite1' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('sign-in navigations', () => {
  it('sends /api/login to the sign-in screen with the page the person came from', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { host: 'localhost:3000', referer: 'http://localhost:3000/community/forum/some-topic' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?method=email&returnTo=%2Fcommunity%2Fforum%2Fsome-topic');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/api/logout',
  ])('never redirects off-site or into the API (%s)', async (returnTo) => {
    const res = await app.inject({ method: 'GET', url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith('/login')).toBe(true);
    const target = new URL(location, 'http://localhost').searchParams.get('returnTo');
    if (target) {
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
      expect(target).not.toContain('\\');
      expect(target.startsWith('/api/')).toBe(false);
    }
  });

  it('ignores a Referer from another site', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/login', headers: { host: 'localhost:3000', referer: 'https://evil.example/x' } });
    expect(res.headers.location).toBe('/login?method=email');
  });

  it('opens the e-mail form, explains Google is unavailable, and sends a visitor on /api/logout home', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/email' })).headers.location).toBe('/login?method=email');
    expect((await app.inject({ method: 'GET', url: '/api/auth/google' })).headers.location).toBe('/login?error=google-unavailable');
    expect((await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' })).headers.location).toBe('/login?error=google-unavailable');
    const out = await app.inject({ method: 'GET', url: '/api/logout' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
  });
});

describe('serving the built client', () => {
  let dist: string;
  let clientApp: FastifyInstance;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    const js = 'console.log("hello");'.repeat(200);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        'features/about/pages/about-page.tsx': { file: 'assets/about-page-9.js', imports: ['_shared.js', '_icons.js'] },
        '_icons.js': { file: 'assets/icons-2.js' },
      }),
    );
    clientApp = await buildApp({ config: testConfig({ clientDist: dist }), database: await openTestDatabase(), logger: false });
  });
  afterAll(async () => {
    await clientApp.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and serves them precompressed', async () => {
    const res = await clientApp.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await clientApp.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves index.html uncached for client routes, and a 404 status for unknown paths', async () => {
    const home = await clientApp.inject({ method: 'GET', url: '/about' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('id="root"');
    const unknown = await clientApp.inject({ method: 'GET', url: '/definitely/not/a/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="root"');
    const favicon = await clientApp.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it("announces a screen's page module and first image in its head, compressed when accepted", async () => {
    const about = await clientApp.inject({ method: 'GET', url: '/about' });
    // Named for the entry to fetch with the app once the page has painted (client/boot.ts).
    expect(about.body).toMatch(/<meta name="page-modules" content="[^"]*\/assets\/about-page-9\.js[^"]*">/);
    expect(about.body).toMatch(/<meta name="page-modules" content="[^"]*\/assets\/icons-2\.js[^"]*">/);
    expect(about.body).not.toContain('modulepreload');
    // Already loaded by the entry: not announced twice.
    expect(about.body).not.toContain('shared-1.js');
    const home = await clientApp.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(home.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(home.rawPayload).toString();
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero-family.svg" fetchpriority="high">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('page-modules');
  });

  it('redirects the footer aliases', async () => {
    for (const [from, to] of [
      ['/forum', '/community/forum'],
      ['/privacy', '/privacy-policy'],
      ['/mission', '/about'],
    ]) {
      const res = await clientApp.inject({ method: 'GET', url: from as string });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });
});

describe('logging', () => {
  it('puts a request id on every line and never logs cookies or secret query values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ logLevel: 'info' });
    const logged = await buildApp({
      config,
      database: await openTestDatabase(),
      logger: { ...(loggerOptions(config) as object), stream },
    });
    try {
      await logged.inject({
        method: 'GET',
        url: '/api/health?token=supersecret123',
        headers: { cookie: 'sid=cookie-secret-456', authorization: 'Bearer auth-secret-789' },
      });
    } finally {
      await logged.close();
    }
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const entry of requestLines) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const all = lines.join('\n');
    expect(all).not.toContain('supersecret123');
    expect(all).not.toContain('cookie-secret-456');
    expect(all).not.toContain('auth-secret-789');
  });
});

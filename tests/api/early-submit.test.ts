import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientDist } from '../support/client-dist';
import { createTestApp } from '../support/test-app';

/*
 * A form pressed before the page's script has taken over is sent by the browser itself. Forms say
 * method="post" (so no field lands in the address, in history or in a log), and the server sends the
 * person back to the screen without reading what was sent.
 */
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fakeClientDist();
  app = await createTestApp({ clientDist: dist });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('a form sent before the page runs', () => {
  it('a screen answers 303 back to itself, whatever the body, and nobody is signed in', async () => {
    for (const [url, type, payload] of [
      ['/login?method=email&returnTo=%2Fabout', 'application/x-www-form-urlencoded', 'email=a%40b.org&password=secret-words-here'],
      ['/community/forum/some-topic', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nHello\r\n--x--\r\n'],
      ['/contact', 'text/plain', 'anything'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(url);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('an API address or another method still answers 404 with a message', async () => {
    const api = await app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toEqual(expect.any(String));
    const put = await app.inject({ method: 'PUT', url: '/login', payload: {} });
    expect(put.statusCode).toBe(404);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientDist } from '../support/client-dist';
import { createTestApp } from '../support/test-app';

/*
 * Issue 23: a phone is sent a copy of a picture at the width it shows it, in WebP, not the original.
 */
let app: FastifyInstance;
let dist: string;
let uploaded: string;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

beforeAll(async () => {
  dist = fakeClientDist();
  fs.mkdirSync(path.join(dist, 'images', 'resources'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'images', 'resources', 'casts.jpg'), await picture(1120, 630));
  fs.writeFileSync(path.join(dist, 'images', 'small.jpg'), await picture(200, 100));
  fs.writeFileSync(path.join(dist, 'images', 'notes.txt'), 'not a picture');
  app = await createTestApp({ clientDist: dist });
  uploaded = await app.storage.put('articles', 'webp', await sharp(await picture(1600, 900)).webp().toBuffer());
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('smaller copies of the site’s pictures', () => {
  it('answers a WebP copy at the width asked for, cached for a day, and 304 for the same copy again', async () => {
    const res = await app.inject({ method: 'GET', url: '/renditions/480/images/resources/casts.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await widthOf(res.rawPayload)).toBe(480);
    expect(res.rawPayload.length).toBeLessThan(fs.statSync(path.join(dist, 'images', 'resources', 'casts.jpg')).size);

    const again = await app.inject({ method: 'GET', url: '/renditions/480/images/resources/casts.jpg', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('copies an upload too, cached for good (its name never changes meaning)', async () => {
    const res = await app.inject({ method: 'GET', url: `/renditions/960${uploaded}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(await widthOf(res.rawPayload)).toBe(960);
  });

  it('never makes a picture wider than its original', async () => {
    const res = await app.inject({ method: 'GET', url: '/renditions/640/images/small.jpg' });
    expect(res.statusCode).toBe(200);
    expect(await widthOf(res.rawPayload)).toBe(200);
  });

  it('answers 404 with a message for another width, a file that is no picture, a missing one, or a path outside the pictures', async () => {
    for (const url of [
      '/renditions/500/images/resources/casts.jpg',
      '/renditions/abc/images/resources/casts.jpg',
      '/renditions/480/images/notes.txt',
      '/renditions/480/images/missing.jpg',
      '/renditions/480/images/../index.html',
      '/renditions/480/images/%2e%2e/%2e%2e/etc/passwd.jpg',
      '/renditions/480/assets/app.jpg',
      '/renditions/480/uploads/../../secret.jpg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      // A path the URL's own dots lead out of the copies is the site's not-found page; the rest say why.
      if (res.headers['content-type']?.toString().startsWith('application/json')) expect(res.json().message, url).toEqual(expect.any(String));
      else expect(res.headers['content-type'], url).toContain('text/html');
    }
  });
});

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
});
afterAll(async () => {
  await app.close();
});

function multipartBody(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----clubfoot-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (cookie: string | undefined, filename: string, type: string, bytes: Buffer) => {
  const { payload, headers } = multipartBody(filename, type, bytes);
  return app.inject({ method: 'POST', url: '/api/profile/avatar', payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
};

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#0f766e' } }).png().toBuffer();

describe('profile pictures', () => {
  it('re-encodes an upload to a small square WebP, served with long caching, and replaces the old one', async () => {
    const { cookie } = await signUp(app);
    const res = await upload(cookie, 'me.png', 'image/png', await png(900, 600));
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const second = await upload(cookie, 'again.png', 'image/png', await png(300, 300));
    expect(second.json().profileImageUrl).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const removed = await app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: { cookie } });
    expect(removed.json().profileImageUrl).toBeNull();
  });

  it('decides the type from the bytes, not the name', async () => {
    const { cookie } = await signUp(app);
    const disguised = await upload(cookie, 'photo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/JPEG, PNG or WebP/);
    const jpegNamedTxt = await upload(cookie, 'notes.txt', 'text/plain', await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } }).jpeg().toBuffer());
    expect(jpegNamedTxt.statusCode).toBe(200);
    const broken = await upload(cookie, 'broken.png', 'image/png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]));
    expect(broken.statusCode).toBe(400);
  });

  it('refuses files over 5 MB, non-multipart bodies and visitors', async () => {
    const { cookie } = await signUp(app);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await upload(cookie, 'big.jpg', 'image/jpeg', big)).statusCode).toBe(413);
    expect((await app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { cookie }, payload: { file: 'x' } })).statusCode).toBe(400);
    expect((await upload(undefined, 'me.png', 'image/png', await png(10, 10))).statusCode).toBe(401);
  });
});

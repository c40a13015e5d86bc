import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Upload } from '@tus/server';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceFiles, users } from '../../server/db/schema';
import { s3ClientConfig, type S3Location } from '../../server/lib/storage-s3';
import { parseStorageUrl } from '../../server/lib/storage-url';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { readyVideo } from '../support/videos';
import { mediaStoreOf } from '../../server/features/videos/media';

/**
 * STORAGE_URL=s3://… (issue 28): uploads, guides and videos' media live in an S3-compatible store (s3rver
 * on loopback here), nothing of them on the instance's disk, and they are served as from the local
 * folder: ranges, caching, and the same permission checks.
 */
const BUCKET = 'clubfoot-test';
let server: S3rver;
let directory: string;
let location: S3Location;
let s3: S3Client;
let app: FastifyInstance;
let admin: string;
let member: string;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'clubfoot-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  location = parseStorageUrl(`s3://S3RVER:S3RVER@${BUCKET}/site?endpoint=http://127.0.0.1:${port}`) as S3Location;
  s3 = new S3Client(s3ClientConfig(location));
  app = await createTestApp({ storage: location, rateLimitScale: 50 });
  const adminAccount = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
  admin = adminAccount.cookie;
  member = (await signUp(app)).cookie;
}, 30_000);
afterAll(async () => {
  await app?.close();
  s3?.destroy();
  await server?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

/** Every key in the bucket under `under`. */
async function keys(under: string) {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: under }));
  return (page.Contents ?? []).map((item) => item.Key);
}

async function object(key: string) {
  const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await got.Body!.transformToByteArray());
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

function multipart(parts: { name: string; filename?: string; type?: string; body: Buffer | string }[]) {
  const boundary = '----object-storage-test';
  const payload = Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
            `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
        ),
        Buffer.from(part.body),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

const uploadAvatar = async (cookie: string, background: string) => {
  const { payload, headers } = multipart([{ name: 'file', filename: 'me.png', type: 'image/png', body: await png(600, 400, background) }]);
  const res = await app.inject({ method: 'POST', url: '/api/profile/avatar', payload, headers: { ...headers, cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profileImageUrl as string;
};

describe('uploads in the object store', () => {
  it('stores an avatar in the bucket, not on the disk, and serves it back whole and in ranges', async () => {
    const url = await uploadAvatar(member, '#0f766e');
    const name = url.slice('/uploads/'.length);
    expect(await keys('site/uploads/avatars/')).toContain(`site/uploads/${name}`);
    await expect(fs.stat(path.join(app.config.dataDir, 'uploads', name))).rejects.toThrow();

    const stored = await object(`site/uploads/${name}`);
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(stored);
    expect((await sharp(whole.rawPayload).metadata()).format).toBe('webp');

    const part = await get(url, undefined, { range: 'bytes=10-29' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${stored.length}`);
    expect(part.rawPayload).toEqual(stored.subarray(10, 30));
    const beyond = await get(url, undefined, { range: `bytes=${stored.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${stored.length}`);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(stored.length);
    expect(head.rawPayload.length).toBe(0);

    // The phones' smaller copies are made from the stored original too.
    const copy = await get(`/renditions/320${url}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe((await sharp(stored).metadata()).width);
  });

  it('removes the old object when an avatar is replaced or removed', async () => {
    const { cookie } = await signUp(app);
    const first = await uploadAvatar(cookie, '#aa3300');
    const second = await uploadAvatar(cookie, '#0033aa');
    const avatars = await keys('site/uploads/avatars/');
    expect(avatars).not.toContain(`site${first}`);
    expect(avatars).toContain(`site${second}`);
    expect((await get(first)).statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await keys('site/uploads/avatars/')).not.toContain(`site${second}`);
    expect((await get(second)).statusCode).toBe(404);
  });

  it('answers 404 for unknown names and reaches nothing outside the uploads', async () => {
    expect((await get(`/uploads/avatars/${'0'.repeat(32)}.webp`)).statusCode).toBe(404);
    expect((await get('/uploads/avatars/not-a-name.webp')).statusCode).toBe(404);
    expect((await get(`/renditions/320/uploads/avatars/${'0'.repeat(32)}.webp`)).statusCode).toBe(404);
    // A guide's key, asked for under /uploads/: never served from there.
    const [guide] = await app.db.select({ key: resourceFiles.storageKey }).from(resourceFiles);
    for (const url of ['/uploads/..%2Ffiles%2Fguides%2Fx.pdf', `/uploads/../files/${guide?.key ?? 'guides/x.pdf'}`, '/uploads/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('guides in the object store', () => {
  it('keeps a guide in the bucket, refuses it to visitors and serves it to members, then removes it', async () => {
    const article = (await app.inject({ method: 'POST', url: '/api/admin/articles', payload: { title: 'Stored guide', status: 'published' }, headers: { cookie: admin } })).json();
    const pdf = Buffer.from(`%PDF-1.4\n${'x'.repeat(2000)}\n%%EOF\n`);
    const { payload, headers } = multipart([
      { name: 'title', body: 'Checklist' },
      { name: 'file', filename: 'checklist.pdf', type: 'application/pdf', body: pdf },
    ]);
    const added = await app.inject({ method: 'POST', url: `/api/admin/articles/${article.id}/files`, payload, headers: { ...headers, cookie: admin } });
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json().files[0] as { id: number; downloadUrl: string };
    const [row] = await app.db.select({ key: resourceFiles.storageKey }).from(resourceFiles).where(eq(resourceFiles.id, file.id));
    expect(await keys('site/files/')).toContain(`site/files/${row!.key}`);
    await expect(fs.stat(path.join(app.config.dataDir, 'files', row!.key))).rejects.toThrow();

    const visitor = await get(file.downloadUrl);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toMatch(/sign in/i);
    const download = await get(file.downloadUrl, member);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="checklist\.pdf"/);
    expect(download.rawPayload).toEqual(pdf);
    const part = await get(file.downloadUrl, member, { range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('%PDF-');

    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/articles/${article.id}/files/${file.id}`, headers: { cookie: admin } });
    expect(removed.statusCode).toBe(200);
    expect(await keys('site/files/')).not.toContain(`site/files/${row!.key}`);
    expect((await get(file.downloadUrl, member)).statusCode).toBe(404);
  });
});

describe('videos in the object store', () => {
  it('processes an original from the bucket into a media folder in the bucket, served to members with ranges', async () => {
    const before = new Set((await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('clubfoot-original-')));
    // The real pipeline: the original is put in the bucket, copied to a temporary file for ffmpeg, the folder written back.
    const video = await readyVideo(app, { membersOnly: true });
    const folder = `site/videos/media/${video.mediaId}/`;
    const stored = await keys(folder);
    expect(stored).toEqual(expect.arrayContaining([`${folder}master.m3u8`, `${folder}video.mp4`, `${folder}poster.jpg`]));
    // The original is gone from the bucket once processed, and its temporary copy from this disk.
    expect(await keys('site/videos/uploads/')).toEqual([]);
    expect((await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('clubfoot-original-') && !before.has(name))).toEqual([]);
    await expect(fs.stat(path.join(app.config.dataDir, 'videos', 'media', video.mediaId!))).rejects.toThrow();

    const url = `/api/videos/media/${video.mediaId}/video.mp4`;
    expect((await get(url)).statusCode).toBe(401);
    const mp4 = await object(`${folder}video.mp4`);
    const whole = await get(url, member);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload).toEqual(mp4);
    const tail = await get(url, member, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${mp4.length - 100}-${mp4.length - 1}/${mp4.length}`);
    expect(tail.rawPayload).toEqual(mp4.subarray(mp4.length - 100));
    expect((await get(url, member, { range: `bytes=${mp4.length}-` })).statusCode).toBe(416);
    expect((await get(`/api/videos/media/${video.mediaId}/999p.m3u8`, member)).statusCode).toBe(404);

    // Deleting the video removes its folder from the bucket.
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/videos/${video.id}`, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(200);
    expect(await keys(folder)).toEqual([]);
    expect((await get(url, member)).statusCode).toBe(404);
  }, 60_000);

  it('keeps a resumable upload in the bucket, under the prefix, so its parts may reach any instance', async () => {
    // s3rver answers no part listings, which the tus protocol's requests need after the creation: the tus
    // store is driven directly here, and a whole upload is left to a complete store (MinIO, Garage, AWS).
    const store = mediaStoreOf(app.config).uploadStore(60_000);
    const uploadId = randomBytes(16).toString('hex');
    await store.create(new Upload({ id: uploadId, size: 100, offset: 0, metadata: { videoId: '1' } }));
    expect(await keys(`site/videos/uploads/${uploadId}`)).toEqual([`site/videos/uploads/${uploadId}.info`]);
    // Nothing of it outside the prefix, nor on this disk.
    expect((await keys('')).filter((key) => !key?.startsWith('site/'))).toEqual([]);
    await expect(fs.stat(path.join(app.config.dataDir, 'videos', 'uploads', uploadId))).rejects.toThrow();
    await mediaStoreOf(app.config).removeUpload(uploadId);
    expect(await keys(`site/videos/uploads/${uploadId}`)).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVideo, VideoCard, VideoDetail, VideoFigures, VideoPage } from '../../shared/api/videos';
import { auditLog, users, videoProgress, videos, videoWatchDays } from '../../server/db/schema';
import { probe } from '../../server/lib/ffmpeg';
import { runDueJobs } from '../../server/lib/jobs';
import { jobHandlers } from '../../server/app';
import { mediaStoreOf } from '../../server/features/videos/media';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { CAPTIONS, makeClip, readyVideo } from '../support/videos';

let app: FastifyInstance;
let admin: string;
let member: string;
let other: string;
let work: string;
let video: typeof videos.$inferSelect;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
  const adminAccount = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
  admin = adminAccount.cookie;
  member = (await signUp(app)).cookie;
  other = (await signUp(app)).cookie;
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'clubfoot-videos-test-'));
  video = await readyVideo(app, { title: 'Caring for casts at home', slug: 'caring-for-casts' });
});
afterAll(async () => {
  await app.close();
  await fs.rm(work, { recursive: true, force: true });
});

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const runVideoJobs = () => runDueJobs(app.db, jobHandlers(app), undefined, 10, { only: ['video.process'] });
const lastAuditId = async () => (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const actionsSince = async (id: number) => (await app.db.select({ action: auditLog.action }).from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id)).map((row) => row.action);

describe('the library', () => {
  it('lists published, ready videos to everyone, with poster and duration, and hides drafts and unprocessed uploads', async () => {
    await readyVideo(app, { title: 'A draft about boots', status: 'draft' });
    await app.db.insert(videos).values({ slug: 'still-waiting', title: 'Still waiting for its file', source: 'upload', status: 'published', publishedAt: new Date() });
    const res = await get('/api/videos');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as VideoPage;
    const titles = page.items.map((item) => item.title);
    expect(titles).toContain('Caring for casts at home');
    expect(titles).not.toContain('A draft about boots');
    expect(titles).not.toContain('Still waiting for its file');
    const card = page.items.find((item) => item.slug === 'caring-for-casts')!;
    expect(card.durationSeconds).toBeGreaterThan(2.5);
    expect(card.posterUrl).toMatch(/^\/api\/videos\/media\/[0-9a-f]{32}\/poster\.jpg$/);
    expect(card.progress).toBeNull();
  });

  it('filters by topic and finds words of the transcript, with the match marked', async () => {
    const bracing = (await get('/api/videos?topic=bracing')).json() as VideoPage;
    expect(bracing.items.map((item) => item.slug)).not.toContain('caring-for-casts');
    const found = (await get('/api/videos?q=toes%20pink')).json() as VideoPage;
    const hit = found.items.find((item) => item.slug === 'caring-for-casts');
    expect(hit?.snippet).toMatch(/<mark>toes<\/mark>/i);
    const none = (await get('/api/videos?q=zebra')).json() as VideoPage;
    expect(none.items).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('answers a visitor on a members-only video with 401 and a member with the player, chapters and transcript', async () => {
    const visitor = await get('/api/videos/caring-for-casts');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please sign in to watch this video' });
    const res = await get('/api/videos/caring-for-casts', member);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as VideoDetail;
    expect(detail.playback.hls).toMatch(/master\.m3u8$/);
    expect(detail.playback.mp4).toMatch(/video\.mp4$/);
    expect(detail.playback.captions).toBe('/api/videos/caring-for-casts/captions');
    expect(detail.chapters).toEqual([{ start: 0, title: 'Keeping casts dry' }]);
    expect(detail.transcript.map((line) => line.text)).toContain('Check the toes are pink and warm');
    expect((await get('/api/videos/no-such-video', member)).statusCode).toBe(404);
  });

  it('plays an open video for visitors too', async () => {
    const open = await readyVideo(app, { title: 'What is clubfoot', membersOnly: false });
    const res = await get(`/api/videos/${open.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as VideoDetail;
    expect((await get(detail.playback.hls!)).statusCode).toBe(200);
  });

  it('serves captions as WebVTT to those who may watch', async () => {
    expect((await get('/api/videos/caring-for-casts/captions')).statusCode).toBe(401);
    const res = await get('/api/videos/caring-for-casts/captions', member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body).toBe(CAPTIONS);
  });
});

describe('the assistant', () => {
  it("cites a video's transcript as a source, linking to the moment", async () => {
    const res = await send('POST', '/api/chat', undefined, { message: 'How do I check the toes on my baby with clubfoot in a cast?' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { sources: { title: string; url: string }[] };
    expect(answer.sources).toContainEqual({ title: 'Video: Caring for casts at home', url: '/videos/caring-for-casts?t=0' });
  });
});

describe('media requests', () => {
  const memberUrls = async () => {
    const detail = (await get('/api/videos/caring-for-casts', member)).json() as VideoDetail;
    const master = await get(detail.playback.hls!, member);
    const base = detail.playback.hls!.replace(/master\.m3u8$/, '');
    const rendition = base + master.body.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const playlist = await get(rendition, member);
    const segment = base + playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
    return { master: detail.playback.hls!, rendition, segment, mp4: detail.playback.mp4! };
  };

  it("refuses a visitor every manifest, segment and file URL taken from a member's page", async () => {
    const urls = await memberUrls();
    for (const url of Object.values(urls)) {
      expect((await get(url, member)).statusCode, url).toBe(200);
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Please sign in to watch this video' });
    }
  });

  it('serves a playlist as HLS and segments as MPEG-TS, cached for good by the member only', async () => {
    const urls = await memberUrls();
    const master = await get(urls.master, member);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=320x240/);
    const segment = await get(urls.segment, member);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(segment.rawPayload[0]).toBe(0x47);
  });

  it('answers ranges with 206, and an impossible range with 416', async () => {
    const { mp4 } = await memberUrls();
    const whole = await get(mp4, member);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await get(mp4, member, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const tail = await get(mp4, member, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 10));
    const beyond = await get(mp4, member, { range: `bytes=${size + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('shows posters of listed videos to everyone, and answers unknown folders and files with 404', async () => {
    const poster = await get(`/api/videos/media/${video.mediaId}/poster.jpg`);
    expect(poster.statusCode).toBe(200);
    // Public for a day only: a video may become members-only.
    expect(poster.headers['cache-control']).toBe('public, max-age=86400');
    const head = await app.inject({ method: 'HEAD', url: `/api/videos/media/${video.mediaId}/poster.jpg` });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(poster.rawPayload.length);
    expect((await get(`/api/videos/media/${'0'.repeat(32)}/master.m3u8`, member)).statusCode).toBe(404);
    expect((await get(`/api/videos/media/${video.mediaId}/999p.m3u8`, member)).statusCode).toBe(404);
    expect((await get(`/api/videos/media/${video.mediaId}/..%2F..%2Fetc.m3u8`, member)).statusCode).toBe(400);
  });
});

describe('progress', () => {
  it('keeps where a member stopped, lists it under "continue watching", and counts the view once', async () => {
    const before = (await get('/api/videos/caring-for-casts', member)).json() as VideoDetail;
    const save = await send('PUT', '/api/videos/caring-for-casts/progress', member, { position: 1.4, duration: 3, watched: 1 });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({ position: 1.4, completed: false });
    await send('PUT', '/api/videos/caring-for-casts/progress', member, { position: 1.6, duration: 3, watched: 0 });
    const after = (await get('/api/videos/caring-for-casts', member)).json() as VideoDetail;
    expect(after.progress?.position).toBeCloseTo(1.6);
    expect(after.views).toBe(before.views + 1);
    // Another member has no place in it.
    expect(((await get('/api/videos/caring-for-casts', other)).json() as VideoDetail).progress).toBeNull();
  });

  it('lists unfinished videos past the first seconds, and drops one once finished', async () => {
    const long = await readyVideo(app, { title: 'Boots and bar at bedtime', topic: 'bracing' });
    // The clip is 3 s; a longer duration reported by a player is taken at its word for the list.
    await app.db.update(videos).set({ durationSeconds: 60 }).where(eq(videos.id, long.id));
    await send('PUT', `/api/videos/${long.slug}/progress`, member, { position: 20, duration: 60, watched: 20 });
    let list = (await get('/api/videos/continue', member)).json() as VideoCard[];
    expect(list.map((item) => item.slug)).toContain(long.slug);
    expect(list.find((item) => item.slug === long.slug)?.progress?.position).toBe(20);
    await send('PUT', `/api/videos/${long.slug}/progress`, member, { position: 59, duration: 60, watched: 30 });
    list = (await get('/api/videos/continue', member)).json() as VideoCard[];
    expect(list.map((item) => item.slug)).not.toContain(long.slug);
    expect((await get('/api/videos/continue')).statusCode).toBe(401);
  });

  it('refuses nonsense positions', async () => {
    const res = await send('PUT', '/api/videos/caring-for-casts/progress', member, { position: -1, duration: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('administration', () => {
  it('creates a video from a YouTube link, played from the privacy-enhanced domain, and refuses other sites', async () => {
    const bad = await send('POST', '/api/admin/videos', admin, { title: 'Elsewhere', source: 'external', externalUrl: 'https://example.org/video' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YouTube or Vimeo/);
    const mark = await lastAuditId();
    const res = await send('POST', '/api/admin/videos', admin, {
      title: 'A family story',
      source: 'external',
      externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
      status: 'published',
      membersOnly: true,
      topic: 'stories',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminVideo;
    expect(created.processing.state).toBe('ready');
    const detail = (await get(`/api/videos/${created.slug}`, member)).json() as VideoDetail;
    expect(detail.playback.external).toEqual({ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' });
    expect(detail.playback.hls).toBeNull();
    expect(await actionsSince(mark)).toEqual(['video.created']);
  });

  it('edits, publishes, reorders and deletes, each audited, and deleting removes the files', async () => {
    const target = await readyVideo(app, { title: 'To be deleted', status: 'draft' });
    const mark = await lastAuditId();
    const edit = await send('PATCH', `/api/admin/videos/${target.id}`, admin, {
      title: 'Renamed',
      chapters: [
        { start: 2, title: 'Second' },
        { start: 0, title: 'First' },
      ],
      status: 'published',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((edit.json() as AdminVideo).chapters.map((chapter) => chapter.title)).toEqual(['First', 'Second']);
    const list = (await get('/api/admin/videos', admin)).json() as { items: { id: number }[] };
    const ids = list.items.map((item) => item.id).reverse();
    expect((await send('PUT', '/api/admin/videos/order', admin, { ids })).statusCode).toBe(200);
    const reordered = (await get('/api/admin/videos', admin)).json() as { items: { id: number }[] };
    expect(reordered.items.map((item) => item.id)).toEqual(ids);
    expect((await send('PUT', '/api/admin/videos/order', admin, { ids: ids.slice(1) })).statusCode).toBe(400);
    const media = mediaStoreOf(app.config);
    expect(await media.stat(target.mediaId!, 'master.m3u8')).not.toBeNull();
    expect((await send('DELETE', `/api/admin/videos/${target.id}`, admin)).statusCode).toBe(200);
    expect(await media.stat(target.mediaId!, 'master.m3u8')).toBeNull();
    expect((await get(`/api/videos/media/${target.mediaId}/master.m3u8`, admin)).statusCode).toBe(404);
    expect(await actionsSince(mark)).toEqual(['video.published', 'video.reordered', 'video.deleted']);
  });

  it('takes captions as .srt, converts them to WebVTT and makes the transcript from them', async () => {
    const created = (await send('POST', '/api/admin/videos', admin, { title: 'Captions test', source: 'upload' })).json() as AdminVideo;
    const srt = '1\r\n00:00:01,000 --> 00:00:03,500\r\nPut the <i>heel</i> in first\r\n\r\n2\r\n00:00:03,500 --> 00:00:06,000\r\nThen the ankle strap & toe straps\r\n';
    const boundary = 'videoCaptionsBoundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="captions.srt"\r\nContent-Type: application/x-subrip\r\n\r\n${srt}\r\n--${boundary}--\r\n`;
    const res = await app.inject({ method: 'POST', url: `/api/admin/videos/${created.id}/captions`, headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const updated = res.json() as AdminVideo;
    expect(updated.captions).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.500\nPut the heel in first\n\n2\n00:00:03.500 --> 00:00:06.000\nThen the ankle strap &amp; toe straps\n');
    expect(updated.transcript).toEqual([
      { start: 1, end: 3.5, text: 'Put the heel in first' },
      { start: 3.5, end: 6, text: 'Then the ankle strap & toe straps' },
    ]);
    const junk = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.vtt"\r\n\r\nnot captions at all\r\n--${boundary}--\r\n`;
    const refused = await app.inject({ method: 'POST', url: `/api/admin/videos/${created.id}/captions`, headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: junk });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/No captions could be read/);
  });

  it('shows the dashboard figures: counts, minutes watched this month and the most watched', async () => {
    // Seconds watched count up to the time since the last report: one right after another adds at most a second or so.
    const [row] = await app.db.select().from(videos).where(eq(videos.slug, 'caring-for-casts'));
    const secondsWatched = async () =>
      (await app.db.select({ seconds: videoWatchDays.seconds }).from(videoWatchDays).where(eq(videoWatchDays.videoId, row!.id))).reduce((sum, day) => sum + day.seconds, 0);
    const before = ((await get('/api/admin/videos/figures', admin)).json() as VideoFigures).minutesWatchedThisMonth;
    await app.db.update(videoProgress).set({ updatedAt: new Date() }).where(eq(videoProgress.videoId, row!.id));
    let counted = await secondsWatched();
    expect((await send('PUT', '/api/videos/caring-for-casts/progress', member, { position: 2, duration: 3, watched: 100 })).statusCode).toBe(200);
    expect(await secondsWatched()).toBeLessThanOrEqual(counted + 2);
    await app.db.update(videoProgress).set({ updatedAt: new Date(Date.now() - 120_000) }).where(eq(videoProgress.videoId, row!.id));
    counted = await secondsWatched();
    await send('PUT', '/api/videos/caring-for-casts/progress', member, { position: 2, duration: 3, watched: 100 });
    expect(await secondsWatched()).toBe(counted + 100);
    const res = await get('/api/admin/videos/figures', admin);
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json() as VideoFigures;
    expect(figures.videos).toBeGreaterThan(2);
    expect(figures.minutesWatchedThisMonth).toBeGreaterThanOrEqual(before + 1);
    expect(figures.mostWatched[0]?.views).toBeGreaterThanOrEqual(1);
  });
});

describe('the resumable upload (tus)', () => {
  const tus = (method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE', url: string, headers: Record<string, string>, payload?: Buffer) =>
    app.inject({ method, url, headers: { cookie: admin, 'tus-resumable': '1.0.0', ...headers }, ...(payload ? { payload } : {}) });
  const metadata = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  const newUploadVideo = async (title: string) => (await send('POST', '/api/admin/videos', admin, { title, source: 'upload' })).json() as AdminVideo;

  it('takes a file in two parts, resumes from what arrived, processes it to ready, and the result checks out with ffprobe', async () => {
    const target = await newUploadVideo('Uploaded in two parts');
    const clip = await fs.readFile(await makeClip(work, { seconds: 4, height: 480, name: 'two-parts.mp4' }));
    // A name with a control character and a folder in it is cleaned, not refused.
    const created = await tus('POST', '/api/admin/videos/uploads', { 'upload-length': String(clip.length), 'upload-metadata': metadata({ videoId: String(target.id), filename: 'C:\\clips\\two-parts\u0000.mp4' }) });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/admin\/videos\/uploads\/[0-9a-f]{32}$/);
    const half = Math.floor(clip.length / 2);
    const first = await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, clip.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    const head = await tus('HEAD', location, {});
    expect(head.headers['upload-offset']).toBe(String(half));
    // A part that does not follow on is refused, with words.
    const wrong = await tus('PATCH', location, { 'upload-offset': '5', 'content-type': 'application/offset+octet-stream' }, clip.subarray(5, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toMatch(/does not follow on/);
    const mark = await lastAuditId();
    const rest = await tus('PATCH', location, { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' }, clip.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(((await get(`/api/admin/videos/${target.id}`, admin)).json() as AdminVideo).processing.state).toBe('queued');
    expect(await actionsSince(mark)).toEqual(['video.uploaded']);
    expect(await runVideoJobs()).toBe(1);
    const ready = (await get(`/api/admin/videos/${target.id}`, admin)).json() as AdminVideo;
    expect(ready.processing).toMatchObject({ state: 'ready', percent: 100, error: null });
    expect(ready.renditions).toEqual([240, 480]);
    expect(ready.durationSeconds).toBeCloseTo(4, 0);
    expect(ready.sourceFileName).toBe('two-parts.mp4');
    // What members are served is a real video: the MP4 fallback and a rendition, probed.
    const [row] = await app.db.select().from(videos).where(eq(videos.id, target.id));
    const mp4 = await get(`/api/videos/media/${row!.mediaId}/video.mp4`, admin);
    await fs.writeFile(path.join(work, 'served.mp4'), mp4.rawPayload);
    const probed = await probe(path.join(work, 'served.mp4'));
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(probed.streams.find((stream) => stream.codec_type === 'video')?.height).toBe(480);
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
    // The original is gone once processed.
    expect(row!.sourceKey).toBeNull();
  });

  it('decides the type by the bytes: a text file named .mp4 is refused and nothing is queued', async () => {
    const target = await newUploadVideo('Not really a video');
    const bytes = Buffer.from('This is a text file pretending to be a video, long enough to pass a glance.');
    const created = await tus('POST', '/api/admin/videos/uploads', { 'upload-length': String(bytes.length), 'upload-metadata': metadata({ videoId: String(target.id), filename: 'fake.mp4' }) });
    const res = await tus('PATCH', created.headers.location as string, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/not a video we can use/);
    expect(((await get(`/api/admin/videos/${target.id}`, admin)).json() as AdminVideo).processing.state).toBe('waiting');
  });

  it('fails a file with video bytes that ffmpeg cannot read, with the reason', async () => {
    const target = await newUploadVideo('Broken file');
    const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(2000, 7)]);
    const created = await tus('POST', '/api/admin/videos/uploads', { 'upload-length': String(bytes.length), 'upload-metadata': metadata({ videoId: String(target.id), filename: 'broken.mp4' }) });
    expect((await tus('PATCH', created.headers.location as string, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes)).statusCode).toBe(204);
    await runVideoJobs();
    const failed = (await get(`/api/admin/videos/${target.id}`, admin)).json() as AdminVideo;
    expect(failed.processing.state).toBe('failed');
    expect(failed.processing.error).toMatch(/could not be read as a video|no picture/);
    // The file is kept: processing may be tried again.
    const again = await send('POST', `/api/admin/videos/${target.id}/process`, admin);
    expect(again.statusCode, again.body).toBe(202);
    expect((again.json() as AdminVideo).processing.state).toBe('queued');
    expect((await send('POST', `/api/admin/videos/${target.id}/process`, admin)).statusCode).toBe(400);
  });

  it('refuses what is too large, a missing video, malformed and unauthorised requests with a 4xx message, never a 500', async () => {
    const target = await newUploadVideo('Refusals');
    const cases: [string, Promise<{ statusCode: number; json: () => { message?: string } }>, number][] = [
      ['over 2 GB', tus('POST', '/api/admin/videos/uploads', { 'upload-length': String(3 * 1024 ** 3), 'upload-metadata': metadata({ videoId: String(target.id) }) }), 413],
      ['no video named', tus('POST', '/api/admin/videos/uploads', { 'upload-length': '10' }), 400],
      ['an unknown video', tus('POST', '/api/admin/videos/uploads', { 'upload-length': '10', 'upload-metadata': metadata({ videoId: '999999' }) }), 404],
      ['a video id past any row', tus('POST', '/api/admin/videos/uploads', { 'upload-length': '10', 'upload-metadata': metadata({ videoId: '99999999999' }) }), 400],
      ['no Tus-Resumable', app.inject({ method: 'POST', url: '/api/admin/videos/uploads', headers: { cookie: admin, 'upload-length': '10' } }), 412],
      ['a bad length', tus('POST', '/api/admin/videos/uploads', { 'upload-length': 'lots', 'upload-metadata': metadata({ videoId: String(target.id) }) }), 400],
      ['garbled metadata', tus('POST', '/api/admin/videos/uploads', { 'upload-length': '10', 'upload-metadata': 'videoId !!!,,' }), 400],
      ['an unknown upload', tus('PATCH', `/api/admin/videos/uploads/${'a'.repeat(32)}`, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.from('x')), 404],
      ['a JSON body as a part', tus('PATCH', `/api/admin/videos/uploads/${'a'.repeat(32)}`, { 'upload-offset': '0', 'content-type': 'application/json' }, Buffer.from('{}')), 400],
      ['a member', app.inject({ method: 'POST', url: '/api/admin/videos/uploads', headers: { cookie: member, 'tus-resumable': '1.0.0', 'upload-length': '10' } }), 403],
      ['a visitor', app.inject({ method: 'POST', url: '/api/admin/videos/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } }), 401],
    ];
    for (const [title, pending, status] of cases) {
      const res = await pending;
      expect(res.statusCode, `${title}: ${JSON.stringify(res.json())}`).toBe(status);
      expect(res.json().message, title).toEqual(expect.any(String));
    }
  });

  it('cancels an upload: its bytes are removed', async () => {
    const target = await newUploadVideo('Cancelled');
    const created = await tus('POST', '/api/admin/videos/uploads', { 'upload-length': '100', 'upload-metadata': metadata({ videoId: String(target.id) }) });
    const location = created.headers.location as string;
    await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.alloc(40, 1));
    expect((await tus('DELETE', location, {})).statusCode).toBe(204);
    expect((await tus('HEAD', location, {})).statusCode).toBe(404);
    const uploadId = location.split('/').pop()!;
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
    expect(await mediaStoreOf(app.config).hasUpload(uploadId)).toBe(false);
  });
});

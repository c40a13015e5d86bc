import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStoriesPage, AdminStory, HomeStory, OwnStory, StoryDetail, StoryPage } from '../../shared/api/stories';
import { jobHandlers } from '../../server/app';
import { auditLog, notifications, stories, users } from '../../server/db/schema';
import type { MailMessage } from '../../server/lib/mail';
import { runDueJobs } from '../../server/lib/jobs';
import { buildApp } from '../../server/app';
import { signUp } from '../support/accounts';
import { openTestDatabase, testConfig } from '../support/test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

let app: FastifyInstance;
let author: Account;
let other: Account;
let admin: Account;
const sent: MailMessage[] = [];

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Account | null, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload ? { payload } : {}) });
const runJobs = () => runDueJobs(app.db, jobHandlers(app), undefined, 100);

const text =
  'Theo was born with both feet turned in. The first cast went on when he was two weeks old, and we cried in the car park. Six casts and a tiny tenotomy later, his feet were straight. Now he wears his boots and bar at night, and he kicks the bar like a drum when he is happy.';
const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'Six casts and a drum solo',
  content: text,
  ageAtStartMonths: 0,
  treatment: 'ponseti',
  stage: 'bracing',
  isAdultStory: false,
  naming: 'full-name',
  consent: true,
  guardianConsent: true,
  ...overrides,
});
const submit = async (who: Account, overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/stories', who, story(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnStory;
};
const approve = async (id: number) => {
  const res = await call('POST', `/api/admin/stories/${id}/approve`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminStory;
};
const published = async (query = '') => (await call('GET', `/api/stories${query}`, null)).json() as StoryPage;

function multipart(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = '----story-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadPhoto = (who: Account | null, bytes: Buffer, filename?: string, type?: string) => {
  const { payload, headers } = multipart(bytes, filename, type);
  return app.inject({ method: 'POST', url: '/api/stories/photos', payload, headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } });
};

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ rateLimitScale: 20 }),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
  author = await signUp(app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUp(app, { firstName: 'Omar', lastName: 'Haddad' });
  admin = await signUp(app, { firstName: 'Alex', lastName: 'Admin' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(async () => app.close());

describe('telling a story', () => {
  it('needs a signed-in member, the consent to publish and, about a child, the guardian’s consent and the age at the start', async () => {
    expect((await call('POST', '/api/stories', null, story())).statusCode).toBe(401);
    const noConsent = await call('POST', '/api/stories', author, story({ consent: false }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toMatch(/consent|agree/i);
    expect((await call('POST', '/api/stories', author, story({ guardianConsent: false }))).statusCode).toBe(400);
    expect((await call('POST', '/api/stories', author, story({ guardianConsent: undefined }))).statusCode).toBe(400);
    expect((await call('POST', '/api/stories', author, story({ ageAtStartMonths: null }))).statusCode).toBe(400);
    // An adult's own story needs neither.
    const adults = await call('POST', '/api/stories', author, story({ isAdultStory: true, guardianConsent: false, ageAtStartMonths: null, stage: 'adult-maintenance' }));
    expect(adults.statusCode, adults.body).toBe(201);
    expect(adults.json()).toMatchObject({ isAdultStory: true, status: 'pending', ageAtStartMonths: null });
    const [row] = await app.db.select().from(stories).where(eq(stories.id, adults.json().id));
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(row?.guardianConsent).toBe(false);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await app.db.select().from(stories)).length;
    const bad: Record<string, unknown>[] = [
      { title: '' },
      { content: 'Too short.' },
      { content: 'x'.repeat(12_001) },
      { treatment: 'magic' },
      { stage: 'adult' },
      { naming: 'nickname' },
      { ageAtStartMonths: -1 },
      { ageAtStartMonths: 2.5 },
      { ageAtStartMonths: 400 },
      { photoUrl: 'https://elsewhere.example/photo.jpg', photoAlt: 'A photo' },
      { photoUrl: '/uploads/stories/0123456789abcdef0123456789abcdef.webp' },
      { authorId: other.user.id },
      { status: 'published' },
    ];
    for (const change of bad) {
      const res = await call('POST', '/api/stories', author, story(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await app.db.select().from(stories)).length).toBe(before);
  });

  it('keeps a pending story to its author and administrators (404 to anyone else), renders its text safely', async () => {
    const mine = await submit(author, { content: `${text}\n\n<script>alert(1)</script> **Brave** boy.` });
    expect(mine).toMatchObject({ status: 'pending', naming: 'full-name', featured: false, publishedAt: null });
    // The adult's story above has the same title: this one gets an address of its own.
    expect(mine.slug).toBe('six-casts-and-a-drum-solo-2');
    for (const who of [null, other]) expect((await call('GET', `/api/stories/${mine.slug}`, who)).statusCode).toBe(404);
    const own = (await call('GET', `/api/stories/${mine.slug}`, author)).json() as StoryDetail;
    expect(own).toMatchObject({ status: 'pending', mine: true, authorName: 'Maya Okafor' });
    expect(own.contentHtml).toContain('<strong>Brave</strong>');
    expect(own.contentHtml).not.toContain('<script');
    expect((await call('GET', `/api/stories/${mine.slug}`, admin)).statusCode).toBe(200);
    expect((await published()).items.map((s) => s.id)).not.toContain(mine.id);
    const list = (await call('GET', '/api/stories/mine', author)).json() as { stories: OwnStory[] };
    expect(list.stories.map((s) => s.id)).toContain(mine.id);
    expect(((await call('GET', '/api/stories/mine', other)).json() as { stories: OwnStory[] }).stories).toEqual([]);
    expect((await submit(author)).slug).toBe('six-casts-and-a-drum-solo-3');
  });
});

describe('naming', () => {
  it('names the author as they chose, and never the account behind an anonymous story', async () => {
    const [full, first, anonymous] = [await submit(author, { title: 'Full name story' }), await submit(author, { title: 'First name story', naming: 'first-name' }), await submit(author, { title: 'Anonymous story', naming: 'anonymous' })];
    for (const s of [full, first, anonymous]) await approve(s.id);
    const page = await published();
    const byId = new Map(page.items.map((s) => [s.id, s]));
    expect(byId.get(full.id)?.authorName).toBe('Maya Okafor');
    expect(byId.get(first.id)?.authorName).toBe('Maya');
    expect(byId.get(anonymous.id)?.authorName).toBe('A member of our community');
    for (const who of [null, other]) {
      const res = await call('GET', `/api/stories/${anonymous.slug}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(author.user.id);
      expect(res.body).not.toContain('Okafor');
      expect(res.body).not.toMatch(/"Maya/);
    }
    const listed = await call('GET', '/api/stories', null);
    expect(listed.body).not.toContain(author.user.id);
    // Administrators see whose it is.
    const forAdmin = (await call('GET', `/api/admin/stories/${anonymous.id}`, admin)).json() as AdminStory;
    expect(forAdmin.author?.id).toBe(author.user.id);
    expect(forAdmin.authorName).toBe('A member of our community');
  });
});

describe('moderation', () => {
  it('lets only administrators approve, decline, feature and unpublish', async () => {
    const s = await submit(author, { title: 'Waiting for a decision' });
    const actions: [string, string, object | undefined][] = [
      ['POST', `/api/admin/stories/${s.id}/approve`, undefined],
      ['POST', `/api/admin/stories/${s.id}/decline`, { reason: 'No' }],
      ['PUT', `/api/admin/stories/${s.id}/featured`, { featured: true }],
      ['POST', `/api/admin/stories/${s.id}/unpublish`, { reason: 'No' }],
      ['GET', '/api/admin/stories', undefined],
    ];
    for (const [method, url, body] of actions) {
      expect((await call(method as 'POST', url, null, body)).statusCode).toBe(401);
      expect((await call(method as 'POST', url, author, body)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/stories/${s.slug}`, other)).statusCode).toBe(404);
  });

  it('declines with a reason the author reads, tells them in the site and by e-mail; edit and resubmit makes it pending again', async () => {
    const s = await submit(author, { title: 'Our casting weeks' });
    await runJobs();
    sent.length = 0;
    expect((await call('POST', `/api/admin/stories/${s.id}/decline`, admin, { reason: '  ' })).statusCode).toBe(400);
    const declined = await call('POST', `/api/admin/stories/${s.id}/decline`, admin, { reason: 'Please leave out the name of your hospital.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', reviewNote: 'Please leave out the name of your hospital.', reviewedBy: 'Alex Admin' });
    // A decision made is not made twice.
    expect((await call('POST', `/api/admin/stories/${s.id}/approve`, admin)).statusCode).toBe(409);

    const mine = ((await call('GET', '/api/stories/mine', author)).json() as { stories: OwnStory[] }).stories.find((row) => row.id === s.id);
    expect(mine).toMatchObject({ status: 'declined', reviewNote: 'Please leave out the name of your hospital.' });
    expect((await call('GET', `/api/stories/${s.slug}`, other)).statusCode).toBe(404);
    const notices = await app.db.select().from(notifications).where(and(eq(notifications.userId, author.user.id), eq(notifications.kind, 'story.declined')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/community/success-stories/mine');
    await runJobs();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(author.user.email);
    expect(sent[0]?.text).toContain('Please leave out the name of your hospital.');
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'story.declined'), eq(auditLog.targetUserId, author.user.id)));
    expect(entry?.details).toMatchObject({ storyId: s.id, reason: 'Please leave out the name of your hospital.' });

    // Only the author edits: others are told it does not exist.
    expect((await call('PUT', `/api/stories/${s.id}`, other, story({ title: 'Taken over' }))).statusCode).toBe(404);
    expect((await call('PUT', `/api/stories/${s.id}`, admin, story({ title: 'Taken over' }))).statusCode).toBe(404);
    expect((await call('PUT', `/api/stories/${s.id}`, author, story({ title: 'Our casting weeks', consent: false }))).statusCode).toBe(400);
    const edited = await call('PUT', `/api/stories/${s.id}`, author, story({ title: 'Our casting weeks, again' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'pending', reviewNote: null, title: 'Our casting weeks, again', slug: s.slug });
    await approve(s.id);
    expect((await published()).items.find((row) => row.id === s.id)?.title).toBe('Our casting weeks, again');
  });

  it('e-mails an approval only to authors whose e-mail notifications are on', async () => {
    const quiet = await signUp(app, { firstName: 'Quiet', lastName: 'Parent' });
    const [row] = await app.db.select().from(users).where(eq(users.id, quiet.user.id));
    await app.db
      .update(users)
      .set({ notificationPreferences: { ...row!.notificationPreferences, emailNotifications: false } })
      .where(eq(users.id, quiet.user.id));
    const s = await submit(quiet, { title: 'A quiet story' });
    await runJobs();
    sent.length = 0;
    await approve(s.id);
    await runJobs();
    expect(sent).toEqual([]);
    expect(await app.db.select().from(notifications).where(and(eq(notifications.userId, quiet.user.id), eq(notifications.kind, 'story.approved')))).toHaveLength(1);

    const loud = await submit(author, { title: 'A story told out loud' });
    await approve(loud.id);
    await runJobs();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[author.user.email, 'Your story is published']]);
    expect(sent[0]?.text).toContain(`/community/success-stories/${loud.slug}`);
  });

  it('features one story at a time, in one transaction, and shows it on the home page; the newest published stands in when none is', async () => {
    await app.db.update(stories).set({ featured: false });
    const newest = await submit(other, { title: 'The newest published story' });
    await approve(newest.id);
    expect(((await call('GET', '/api/stories/home', null)).json() as HomeStory).story?.id).toBe(newest.id);

    const a = await submit(author, { title: 'Featured first' });
    const b = await submit(author, { title: 'Featured second' });
    // Only a published story can be featured.
    expect((await call('PUT', `/api/admin/stories/${a.id}/featured`, admin, { featured: true })).statusCode).toBe(409);
    await approve(a.id);
    await approve(b.id);
    expect((await call('PUT', `/api/admin/stories/${a.id}/featured`, admin, { featured: true })).json()).toMatchObject({ featured: true });
    expect(((await call('GET', '/api/stories/home', null)).json() as HomeStory).story?.id).toBe(a.id);
    // Two administrators featuring at once: one is featured, neither gets an error.
    const both = await Promise.all([
      call('PUT', `/api/admin/stories/${b.id}/featured`, admin, { featured: true }),
      call('PUT', `/api/admin/stories/${a.id}/featured`, admin, { featured: true }),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await call('PUT', `/api/admin/stories/${b.id}/featured`, admin, { featured: true })).statusCode).toBe(200);
    const featured = await app.db.select({ id: stories.id }).from(stories).where(eq(stories.featured, true));
    expect(featured).toEqual([{ id: b.id }]);
    const home = (await call('GET', '/api/stories/home', null)).json() as HomeStory;
    expect(home.story).toMatchObject({ id: b.id, featured: true, title: 'Featured second', authorName: 'Maya Okafor' });
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'story.featured'))).not.toHaveLength(0);

    const unfeatured = await call('PUT', `/api/admin/stories/${b.id}/featured`, admin, { featured: false });
    expect(unfeatured.json()).toMatchObject({ featured: false });
    expect(((await call('GET', '/api/stories/home', null)).json() as HomeStory).story?.featured).toBe(false);
  });

  it('unpublishes with a reason (off the site and unfeatured); the author reads why', async () => {
    const s = await submit(author, { title: 'Unpublished later' });
    await approve(s.id);
    await call('PUT', `/api/admin/stories/${s.id}/featured`, admin, { featured: true });
    expect((await call('POST', `/api/admin/stories/${s.id}/unpublish`, admin, { reason: '' })).statusCode).toBe(400);
    const res = await call('POST', `/api/admin/stories/${s.id}/unpublish`, admin, { reason: 'A reader recognised the clinic staff in the photo.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'unpublished', featured: false });
    expect((await call('GET', `/api/stories/${s.slug}`, null)).statusCode).toBe(404);
    const own = (await call('GET', `/api/stories/${s.slug}`, author)).json() as StoryDetail;
    expect(own).toMatchObject({ status: 'unpublished', reviewNote: 'A reader recognised the clinic staff in the photo.' });
    expect((await call('POST', `/api/admin/stories/${s.id}/unpublish`, admin, { reason: 'Again' })).statusCode).toBe(409);
    const queue = (await call('GET', '/api/admin/stories?status=all&pageSize=100', admin)).json() as AdminStoriesPage;
    const firstNotPending = queue.items.findIndex((row) => row.status !== 'pending');
    expect(queue.items.slice(firstNotPending).every((row) => row.status !== 'pending')).toBe(true);
    expect(queue.pending).toBe(queue.items.filter((row) => row.status === 'pending').length);
  });
});

describe('withdrawing', () => {
  it('lets the author take a published story off the site at any time, and nobody else', async () => {
    const s = await submit(author, { title: 'Withdrawn one day' });
    await approve(s.id);
    await call('PUT', `/api/admin/stories/${s.id}/featured`, admin, { featured: true });
    expect((await call('POST', `/api/stories/${s.id}/withdraw`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/stories/${s.id}/withdraw`, admin)).statusCode).toBe(404);
    const res = await call('POST', `/api/stories/${s.id}/withdraw`, author);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'withdrawn', featured: false });
    expect((await call('GET', `/api/stories/${s.slug}`, null)).statusCode).toBe(404);
    expect((await call('POST', `/api/stories/${s.id}/withdraw`, author)).statusCode).toBe(409);
    // Resubmitted, it waits for review again.
    expect((await call('PUT', `/api/stories/${s.id}`, author, story({ title: 'Withdrawn one day' }))).json()).toMatchObject({ status: 'pending' });
  });
});

describe('the list', () => {
  it('shows published stories newest first, a page at a time, by stage or adults’ own', async () => {
    const adult = await submit(other, { title: 'My own feet at forty', isAdultStory: true, guardianConsent: false, ageAtStartMonths: null, stage: 'recurrence', naming: 'first-name' });
    const casting = await submit(other, { title: 'Week three of casting', stage: 'casting' });
    await approve(adult.id);
    await approve(casting.id);
    const all = await published();
    expect(all.items[0]?.id).toBe(casting.id);
    expect(all.items[1]?.id).toBe(adult.id);
    expect(all.pageSize).toBe(12);
    const adults = await published('?stage=adult');
    expect(adults.items.map((s) => s.id)).toEqual([adult.id]);
    expect(adults.items[0]).toMatchObject({ isAdultStory: true, authorName: 'Omar', stage: 'recurrence' });
    expect((await published('?stage=casting')).items.map((s) => s.id)).toEqual([casting.id]);
    expect((await published('?stage=recurrence')).items.map((s) => s.id)).toEqual([adult.id]);
    expect((await call('GET', '/api/stories?stage=flying', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/stories?page=0', null)).statusCode).toBe(400);
    const second = await published('?page=2');
    expect(second.items.length).toBe(Math.max(0, Math.min(12, all.total - 12)));
    expect(all.items[0]?.excerpt.length).toBeLessThanOrEqual(221);
  });
});

describe('photos', () => {
  it('re-encodes an upload without its EXIF and GPS data, and a story shows it with its description', async () => {
    const withGps = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c9a27a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '1/1 32/1 0/1' } })
      .toBuffer();
    const original = await sharp(withGps).metadata();
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect(withGps.includes(Buffer.from('PhoneCo'))).toBe(true);

    expect((await uploadPhoto(null, withGps)).statusCode).toBe(401);
    const res = await uploadPhoto(author, withGps);
    expect(res.statusCode, res.body).toBe(201);
    const { photoUrl } = res.json() as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/uploads\/stories\/[0-9a-f]{32}\.webp$/);
    const stored = await app.inject({ method: 'GET', url: photoUrl });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from('Exif'))).toBe(false);

    // A photo needs its description.
    expect((await call('POST', '/api/stories', author, story({ photoUrl }))).statusCode).toBe(400);
    const s = await submit(author, { title: 'With a photo', photoUrl, photoAlt: 'Theo asleep in his boots and bar' });
    expect(s).toMatchObject({ photoUrl, photoAlt: 'Theo asleep in his boots and bar' });
    // Once a story uses a photo, no other story may take it.
    expect((await call('POST', '/api/stories', other, story({ photoUrl, photoAlt: 'Mine now' }))).statusCode).toBe(400);
    // Replaced, the old file is removed.
    const next = (await uploadPhoto(author, await sharp({ create: { width: 300, height: 200, channels: 3, background: '#345' } }).png().toBuffer(), 'b.png', 'image/png')).json() as { photoUrl: string };
    expect((await call('PUT', `/api/stories/${s.id}`, author, story({ title: 'With a photo', photoUrl: next.photoUrl, photoAlt: 'Theo on the beach' }))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });

  it('refuses what is not a picture', async () => {
    const res = await uploadPhoto(author, Buffer.from('%PDF-1.4 not a photo'), 'story.pdf', 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JPEG, PNG or WebP/);
    const broken = await uploadPhoto(author, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('broken')]));
    expect(broken.statusCode).toBe(400);
  });
});

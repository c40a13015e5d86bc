import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentFigures } from '../../shared/api/analytics-figures';
import {
  assistantQuestions,
  forumCategories,
  forumComments,
  forumPosts,
  forumTopics,
  pageViews,
  resources,
  searchMisses,
  videos,
  videoWatchDays,
} from '../../server/db/schema';
import { renderMemberText } from '../../server/lib/member-markdown';
import { topicValues } from '../../server/seed/factories/forum';
import { articleValues, indexAllResourceWords } from '../../server/seed/factories/resources';
import { signUp } from '../support/accounts';
import { type Account, settledAdmin } from '../support/forum';
import { makeGroup } from '../support/groups';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
let admin: Account;

/** A person's browser: robots' searches are no family's, and are not recorded. */
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Monday 10 March to Sunday 23 March 2025; the period before is 24 February to 9 March. */
const FROM = '2025-03-10';
const TO = '2025-03-23';
const at = (iso: string) => new Date(iso);
let n = 0;

async function figures(from: string, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/admin/analytics/content?from=${from}&to=${to}`, headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as ContentFigures;
}

const search = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });
const missesNow = () => app.db.select().from(searchMisses).orderBy(asc(searchMisses.id));

let videoIds: { casting: number; bracing: number };

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  admin = await settledAdmin(app);

  // The forum: a topic removed and a reply removed are left out; a support group's discussion counts.
  const [general] = await app.db.insert(forumCategories).values({ slug: 'general', name: 'General' }).returning({ id: forumCategories.id });
  const group = await makeGroup(app.db);
  const topic = (title: string, createdAt: string, extra: Partial<typeof forumTopics.$inferInsert> = {}) =>
    topicValues({ title, content: `${title}: what helped us.`, categoryId: general!.id, authorId: admin.user.id, createdAt: at(createdAt), ...extra });
  const [splints] = await app.db
    .insert(forumTopics)
    .values([
      topic('Night splint tips for the first week', '2025-03-11T09:00:00Z'),
      topic('Taken down', '2025-03-18T09:00:00Z', { removedAt: at('2025-03-18T10:00:00Z'), removedBy: 'moderator' }),
      topic('Bracing in the group', '2025-03-19T09:00:00Z', { categoryId: group.categoryId }),
      topic('Before the period', '2025-03-05T09:00:00Z'),
    ])
    .returning({ id: forumTopics.id });
  const reply = (createdAt: string, extra: Partial<typeof forumPosts.$inferInsert> = {}) => ({
    topicId: splints!.id,
    authorId: admin.user.id,
    content: 'Same here, it got easier.',
    contentHtml: renderMemberText('Same here, it got easier.'),
    createdAt: at(createdAt),
    ...extra,
  });
  const [firstReply] = await app.db
    .insert(forumPosts)
    .values([
      reply('2025-03-11T12:00:00Z'),
      reply('2025-03-12T12:00:00Z'),
      reply('2025-03-21T12:00:00Z', { removedAt: at('2025-03-21T13:00:00Z'), removedBy: 'author' }),
      reply('2025-03-01T12:00:00Z'),
    ])
    .returning({ id: forumPosts.id });
  const comment = (createdAt: string) => ({ postId: firstReply!.id, authorId: admin.user.id, content: 'Thank you!', contentHtml: renderMemberText('Thank you!'), createdAt: at(createdAt) });
  await app.db.insert(forumComments).values([comment('2025-03-13T08:00:00Z'), comment('2025-03-22T08:00:00Z')]);

  // The library: two published articles and a draft, read on these days.
  await app.db.insert(resources).values([
    articleValues({ slug: 'first-week-of-bracing', title: 'The first week of bracing', content: '<p>Boots and bar: the first nights are the hardest.</p>' }),
    articleValues({ slug: 'casting-at-home', title: 'Looking after casts at home', content: '<p>Keep the cast dry and check the toes.</p>' }),
    articleValues({ slug: 'unreleased-guide', title: 'Not yet out', status: 'draft' }),
  ]);
  await indexAllResourceWords(app.db);
  const view = (path: string, createdAt: string) => ({ sessionId: `session_content${(n += 1)}x`, userId: null, path, createdAt: at(createdAt) });
  await app.db.insert(pageViews).values([
    view('/resources/first-week-of-bracing', '2025-03-10T00:00:00Z'),
    view('/resources/first-week-of-bracing', '2025-03-15T10:00:00Z'),
    view('/resources/first-week-of-bracing', '2025-03-23T23:59:59Z'),
    view('/resources/first-week-of-bracing', '2025-03-01T10:00:00Z'),
    view('/resources/casting-at-home', '2025-03-12T10:00:00Z'),
    view('/resources/casting-at-home', '2025-02-25T10:00:00Z'),
    view('/resources/casting-at-home', '2025-03-09T23:59:59Z'),
    view('/resources/casting-at-home', '2025-03-24T00:00:00Z'),
    // A draft, the library's list and other pages are no article read.
    view('/resources/unreleased-guide', '2025-03-12T10:00:00Z'),
    view('/resources', '2025-03-12T10:00:00Z'),
    view('/community', '2025-03-12T10:00:00Z'),
  ]);

  // Videos: seconds watched per day.
  const [casting, bracing] = await app.db
    .insert(videos)
    .values([
      { slug: 'casting-day', title: 'Casting day, step by step', source: 'external', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', status: 'published' },
      { slug: 'boots-and-bar', title: 'Putting on boots and bar', source: 'external', externalUrl: 'https://vimeo.com/76979871', status: 'published' },
    ])
    .returning({ id: videos.id });
  videoIds = { casting: casting!.id, bracing: bracing!.id };
  await app.db.insert(videoWatchDays).values([
    { videoId: casting!.id, day: '2025-03-12', seconds: 600 },
    { videoId: casting!.id, day: '2025-03-20', seconds: 90 },
    { videoId: casting!.id, day: '2025-03-05', seconds: 120 },
    { videoId: bracing!.id, day: '2025-03-15', seconds: 45 },
    { videoId: bracing!.id, day: '2025-03-24', seconds: 3000 },
  ]);

  // Searches that found nothing on days gone by.
  const miss = (area: 'library' | 'forum', term: string, createdAt: string) => ({ area, term, createdAt: at(createdAt) });
  await app.db.insert(searchMisses).values([
    miss('library', 'night splints', '2025-03-12T10:00:00Z'),
    miss('library', 'night splints', '2025-03-15T10:00:00Z'),
    miss('forum', 'night splints', '2025-03-14T10:00:00Z'),
    miss('forum', 'ponseti in spanish', '2025-03-20T10:00:00Z'),
    miss('library', 'toe tenotomy', '2025-03-05T10:00:00Z'),
  ]);

  // The assistant's questions: the same question asked twice, written differently, is one row.
  const asked = (question: string, kind: (typeof assistantQuestions.$inferInsert)['kind'], createdAt: string) => ({
    question,
    kind,
    answer: kind === 'no-source' ? 'I could not find this in the site’s articles.' : 'Here is what the library says.',
    createdAt: at(createdAt),
  });
  await app.db.insert(assistantQuestions).values([
    asked('  What  about SWIMMING with boots? ', 'no-source', '2025-03-12T10:00:00Z'),
    asked('what about swimming with boots?', 'no-source', '2025-03-16T10:00:00Z'),
    asked('Can my child sleep on her tummy?', 'no-source', '2025-03-20T10:00:00Z'),
    asked('How long is bracing?', 'answer', '2025-03-11T10:00:00Z'),
    asked('What is the Ponseti method?', 'answer', '2025-03-11T11:00:00Z'),
    asked('The foot is blue and cold', 'red-flag', '2025-03-13T10:00:00Z'),
    asked('What about swimming with boots?', 'no-source', '2025-03-02T10:00:00Z'),
    asked('How do I clean the boots?', 'answer', '2025-03-03T10:00:00Z'),
    asked('When are the boots changed?', 'answer', '2025-03-04T10:00:00Z'),
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('content figures', () => {
  it('ranks the articles read by page views, labelled with their titles', async () => {
    const body = await figures(FROM, TO);
    expect(body.range).toEqual({ from: FROM, to: TO, previousFrom: '2025-02-24', previousTo: '2025-03-09' });
    expect(body.articles).toEqual({
      rows: [
        { key: '/resources/first-week-of-bracing', label: 'The first week of bracing', detail: null, href: '/resources/first-week-of-bracing', value: 3, previous: 1 },
        { key: '/resources/casting-at-home', label: 'Looking after casts at home', detail: null, href: '/resources/casting-at-home', value: 1, previous: 2 },
      ],
      total: 4,
      previousTotal: 3,
    });
  });

  it('gives minutes watched of each video, to one decimal', async () => {
    const body = await figures(FROM, TO);
    expect(body.videos).toEqual({
      rows: [
        // 690 seconds, and 120 before.
        { key: String(videoIds.casting), label: 'Casting day, step by step', detail: null, href: '/videos/casting-day', value: 11.5, previous: 2 },
        // 45 seconds.
        { key: String(videoIds.bracing), label: 'Putting on boots and bar', detail: null, href: '/videos/boots-and-bar', value: 0.8, previous: 0 },
      ],
      total: 12.3,
      previousTotal: 2,
    });
  });

  it('counts forum topics, replies and comments per week, group discussions in, removed writing out', async () => {
    const body = await figures(FROM, TO);
    const weeks = (current: number[], previous: number[]) => ({
      interval: 'week',
      total: current[0]! + current[1]!,
      previousTotal: previous[0]! + previous[1]!,
      points: [
        { start: '2025-03-10', value: current[0] },
        { start: '2025-03-17', value: current[1] },
      ],
      previous: [
        { start: '2025-02-24', value: previous[0] },
        { start: '2025-03-03', value: previous[1] },
      ],
    });
    expect(body.forumTopics).toEqual(weeks([1, 1], [0, 1]));
    expect(body.forumReplies).toEqual(weeks([2, 0], [1, 0]));
    expect(body.forumComments).toEqual(weeks([1, 1], [0, 0]));
  });

  it('ranks searches without a result from the library, the forum and the assistant together', async () => {
    const body = await figures(FROM, TO);
    const row = (key: string, label: string, detail: string, value: number, previous: number) => ({ key, label, detail, href: null, value, previous });
    expect(body.searchesWithoutResult).toEqual({
      rows: [
        row('assistant\twhat about swimming with boots?', 'what about swimming with boots?', 'Assistant', 2, 1),
        row('library\tnight splints', 'night splints', 'Library', 2, 0),
        row('assistant\tcan my child sleep on her tummy?', 'can my child sleep on her tummy?', 'Assistant', 1, 0),
        row('forum\tnight splints', 'night splints', 'Forum', 1, 0),
        row('forum\tponseti in spanish', 'ponseti in spanish', 'Forum', 1, 0),
        row('library\ttoe tenotomy', 'toe tenotomy', 'Library', 0, 1),
      ],
      total: 7,
      previousTotal: 2,
    });
  });

  it("lists the assistant's questions without a source, and their share of all questions", async () => {
    const body = await figures(FROM, TO);
    expect(body.assistantWithoutSource).toEqual({
      rows: [
        { key: 'what about swimming with boots?', label: 'what about swimming with boots?', detail: null, href: null, value: 2, previous: 1 },
        { key: 'can my child sleep on her tummy?', label: 'can my child sleep on her tummy?', detail: null, href: null, value: 1, previous: 0 },
      ],
      total: 3,
      previousTotal: 1,
    });
    // 3 of 6 questions, and 1 of 3 before.
    expect(body.assistantWithoutSourceShare).toEqual({ value: 0.5, previous: 1 / 3 });
  });
});

describe('searches that find nothing', () => {
  it('records a library search that finds nothing, even when the answer was kept, and not one that finds something', async () => {
    const before = (await missesNow()).length;
    const found = await search('/api/resources?q=bracing');
    expect(found.json().items.length).toBeGreaterThan(0);
    expect(await missesNow()).toHaveLength(before);

    for (let i = 0; i < 2; i += 1) {
      const nothing = await search(`/api/resources?q=${encodeURIComponent('  Zebra   Crossings ')}`);
      expect(nothing.statusCode).toBe(200);
      expect(nothing.json()).toEqual({ items: [], nextCursor: null, total: 0 });
    }
    const added = (await missesNow()).slice(before);
    expect(added.map((row) => [row.area, row.term])).toEqual([
      ['library', 'zebra crossings'],
      ['library', 'zebra crossings'],
    ]);
  });

  it('records a forum search that finds nothing, and not one that finds something', async () => {
    const before = (await missesNow()).length;
    const found = await search('/api/forum/search?q=splint');
    expect(found.json().items.length).toBeGreaterThan(0);
    expect(await missesNow()).toHaveLength(before);

    const nothing = await search('/api/forum/search?q=Hovercraft');
    expect(nothing.json().items).toEqual([]);
    expect((await missesNow()).slice(before).map((row) => [row.area, row.term])).toEqual([['forum', 'hovercraft']]);
  });

  it("keeps the term only: no member, no address, and nothing of robots' searches or single letters", async () => {
    const member = await signUp(app);
    const before = (await missesNow()).length;
    await search('/api/forum/search?q=Tenotomy%20recovery', { cookie: member.cookie, 'x-forwarded-for': '203.0.113.7' });
    await search('/api/forum/search?q=quadricycle', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await search('/api/resources?q=q');
    const long = 'plaster '.repeat(20);
    await search(`/api/resources?q=${encodeURIComponent(long)}`);

    const added = await missesNow();
    const rows = added.slice(before);
    expect(rows.map((row) => [row.area, row.term])).toEqual([
      ['forum', 'tenotomy recovery'],
      // Cut to 100 characters (and the space it ended on).
      ['library', long.trim().slice(0, 100).trimEnd()],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['area', 'createdAt', 'id', 'term']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(member.user.id);
    expect(stored).not.toContain(member.user.email);
    expect(stored).not.toContain('203.0.113.7');
  });

  it("shows today's searches without a result in today's figures, by area", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = await figures(today, today);
    const rows = body.searchesWithoutResult.rows.map((row) => [row.label, row.detail, row.value]);
    expect(rows).toContainEqual(['zebra crossings', 'Library', 2]);
    expect(rows).toContainEqual(['hovercraft', 'Forum', 1]);
    expect(rows).toContainEqual(['tenotomy recovery', 'Forum', 1]);
    expect(rows.find((row) => row[0] === 'quadricycle')).toBeUndefined();
  });
});

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { forumCategories, forumTopics, productImages, products, siteSettings, stories, users, videos } from '../../server/db/schema';
import { topicValues } from '../../server/seed/factories/forum';
import { storyValues } from '../../server/seed/factories/stories';
import { demoUsers } from '../../server/seed/factories/users';
import { fakeClientDist } from '../support/client-dist';
import { makeEvent } from '../support/events';
import { makeGroup } from '../support/groups';
import { makeProduct } from '../support/shop';
import { openTestDatabase, testConfig } from '../support/test-app';

/**
 * What link previews and search engines read of each public content page (issue 23): its own title,
 * description, canonical address, Open Graph tags and schema.org data, 404 for what a visitor may not
 * see, and nothing of what is not theirs to read. No build needed: a stand-in index.html.
 */
let dist: string;
let app: FastifyInstance;
let maya: string;
let jonas: string;

const SITE = 'http://clubfoot.test';
const MEDIA_ID = 'a'.repeat(32);

type Page = { status: number; html: string; ld: Record<string, unknown>[] };

async function page(url: string): Promise<Page> {
  const res = await app.inject({ method: 'GET', url });
  const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1]!)].flat());
  return { status: res.statusCode, html: res.body, ld };
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A page served with its own title and description, and its address as the canonical one, where previews read them. */
async function headOf(url: string, own: { title: string; description: string }) {
  const served = await page(url);
  expect(served.status, url).toBe(200);
  expect(titleOf(served.html)).toBe(`${own.title} | Clubfoot Community`);
  expect(meta(served.html, 'og:title')).toBe(own.title);
  expect(meta(served.html, 'description')).toBe(own.description);
  expect(meta(served.html, 'og:description')).toBe(own.description);
  expect(canonical(served.html)).toBe(`${SITE}${url}`);
  expect(meta(served.html, 'og:url')).toBe(`${SITE}${url}`);
  return served;
}

/** Each address answers 404 with the not-found title, no schema.org data and nothing of `unseen`. */
async function expectNotFound(urls: string[], title: string, unseen: string) {
  for (const url of urls) {
    const { status, html, ld } = await page(url);
    expect(status, url).toBe(404);
    expect(titleOf(html)).toBe(`${title} | Clubfoot Community`);
    expect(html).not.toContain(unseen);
    expect(ld).toEqual([]);
  }
}

beforeAll(async () => {
  dist = fakeClientDist();
  app = await buildApp({ config: testConfig({ clientDist: dist }), database: await openTestDatabase(), logger: false });
  const people = await app.db.insert(users).values(demoUsers('not-a-real-hash')).returning({ id: users.id, email: users.email });
  maya = people.find((person) => person.email === 'maya@clubfoot.example')!.id;
  jonas = people.find((person) => person.email === 'jonas@clubfoot.example')!.id;
  await app.db
    .insert(siteSettings)
    .values({ id: 1, organisationName: 'Little Steps Trust', socialLinks: { facebook: 'https://www.facebook.com/littlesteps' } })
    .onConflictDoUpdate({ target: siteSettings.id, set: { organisationName: 'Little Steps Trust', socialLinks: { facebook: 'https://www.facebook.com/littlesteps' } } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('a forum topic', () => {
  const hidden = '/community/forum/hidden-boots-claim';
  const secret = 'Our insurer refused the second pair of boots';
  beforeAll(async () => {
    const [category] = await app.db.insert(forumCategories).values({ slug: 'casting', name: 'Casting', position: 0 }).returning();
    await app.db.insert(forumTopics).values(
      topicValues({
        slug: 'first-week-of-casts',
        title: 'First week of casts: what helped us',
        content: 'Theo slept **badly** the first two nights.\n\nThen a warm bath before the clinic made all the difference.',
        categoryId: category!.id,
        authorId: maya,
        postCount: 3,
      }),
    );
    const privateGroup = await makeGroup(app.db, { visibility: 'private' });
    const hiddenGroup = await makeGroup(app.db, { visibility: 'hidden' });
    await app.db.insert(forumTopics).values([
      topicValues({ slug: 'private-boots-claim', title: 'Private: the boots claim', content: secret, categoryId: privateGroup.categoryId, authorId: maya }),
      topicValues({ slug: 'hidden-boots-claim', title: 'Hidden: the boots claim', content: secret, categoryId: hiddenGroup.categoryId, authorId: maya }),
      topicValues({ slug: 'removed-by-moderator', title: 'Buy cheap braces here', content: 'Spam link', categoryId: category!.id, authorId: jonas, removedBy: 'moderator' }),
    ]);
  });

  it('has its title, opening words, canonical address and a DiscussionForumPosting with its author and replies', async () => {
    const { ld } = await headOf('/community/forum/first-week-of-casts', {
      title: 'First week of casts: what helped us',
      description: 'Theo slept badly the first two nights. Then a warm bath before the clinic made all the difference.',
    });
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'First week of casts: what helped us',
      url: `${SITE}/community/forum/first-week-of-casts`,
      author: { '@type': 'Person', name: 'Maya Okafor' },
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: 3 },
    });
    expect(ld[0]!.text).toContain('a warm bath');
    expect(Date.parse(String(ld[0]!.datePublished))).not.toBeNaN();
  });

  it("answers 404 for an unknown topic and a hidden group's, without a word of it", async () => {
    await expectNotFound(['/community/forum/no-such-topic', hidden], 'Topic Not Found', 'boots claim');
    expect((await page(hidden)).html).not.toContain(secret);
  });

  it("keeps a moderator's removal out: neither its title nor its text", async () => {
    const { html, ld } = await headOf('/community/forum/removed-by-moderator', { title: 'Removed topic', description: 'A discussion in Casting on the Clubfoot Community forum.' });
    expect(html).not.toContain('cheap braces');
    expect(ld[0]).toMatchObject({ '@type': 'DiscussionForumPosting', headline: 'Removed topic' });
    expect(ld[0]).not.toHaveProperty('text');
  });

  it("gives a private group's discussion the members-only head, with nothing of its title or text", async () => {
    const { html, ld } = await headOf('/community/forum/private-boots-claim', {
      title: 'Private group discussion',
      description: 'This discussion belongs to a private support group.',
    });
    expect(html).not.toContain('boots claim');
    expect(html).not.toContain(secret);
    expect(ld).toEqual([]);
  });
});

describe('a video', () => {
  beforeAll(async () => {
    const base = { topic: 'casting', source: 'upload' as const, status: 'published' as const, publishedAt: new Date('2026-01-10T09:00:00Z'), processingState: 'ready' as const };
    await app.db.insert(videos).values([
      { ...base, slug: 'cast-care-at-home', title: 'Cast care at home', description: 'Keeping casts dry and toes warm.\n\nWith a nurse.', membersOnly: false, mediaId: MEDIA_ID, durationSeconds: 125 },
      { ...base, slug: 'members-tenotomy', title: 'The tenotomy, step by step', description: 'Filmed in theatre with consent.', membersOnly: true, mediaId: 'b'.repeat(32), durationSeconds: 3725 },
      { ...base, slug: 'open-youtube', title: 'A clinic visit', description: 'What happens at the clinic.', source: 'external' as const, externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', membersOnly: false },
      { ...base, slug: 'unfinished-video', title: 'Unfinished', description: 'Not yet.', status: 'draft', publishedAt: null, membersOnly: false },
    ]);
  });

  it('has its poster and a VideoObject with its length and where it plays', async () => {
    const { html, ld } = await headOf('/videos/cast-care-at-home', { title: 'Cast care at home', description: 'Keeping casts dry and toes warm.' });
    expect(meta(html, 'og:type')).toBe('video.other');
    expect(meta(html, 'og:image')).toBe(`${SITE}/api/videos/media/${MEDIA_ID}/poster.jpg`);
    expect(ld[0]).toMatchObject({
      '@type': 'VideoObject',
      name: 'Cast care at home',
      thumbnailUrl: `${SITE}/api/videos/media/${MEDIA_ID}/poster.jpg`,
      uploadDate: '2026-01-10T09:00:00.000Z',
      duration: 'PT2M5S',
      contentUrl: `${SITE}/api/videos/media/${MEDIA_ID}/video.mp4`,
    });
  });

  it("plays another site's open video through its embed address", async () => {
    const { ld } = await page('/videos/open-youtube');
    expect(ld[0]).toMatchObject({ '@type': 'VideoObject', name: 'A clinic visit', embedUrl: expect.stringContaining('dQw4w9WgXcQ') });
    expect(ld[0]).not.toHaveProperty('contentUrl');
  });

  it("shows a members-only video as the library's card does, never its description or media", async () => {
    const { html, ld } = await headOf('/videos/members-tenotomy', {
      title: 'The tenotomy, step by step',
      description: 'The tenotomy, step by step: a video from the Clubfoot Community library for members (sign in to watch).',
    });
    expect(meta(html, 'og:image')).toBe(`${SITE}/api/videos/media/${'b'.repeat(32)}/poster.jpg`);
    expect(ld[0]).toMatchObject({ '@type': 'VideoObject', name: 'The tenotomy, step by step', duration: 'PT1H2M5S' });
    expect(ld[0]).not.toHaveProperty('contentUrl');
    expect(ld[0]).not.toHaveProperty('embedUrl');
    expect(html).not.toContain('video.mp4');
    expect(html).not.toContain('Filmed in theatre');
  });

  it('answers 404 for a draft or unknown video', async () => {
    await expectNotFound(['/videos/unfinished-video', '/videos/no-such-video'], 'Page not found', 'Unfinished');
  });
});

describe('a product', () => {
  let boots: string;
  let bear: string;
  let draft: string;
  beforeAll(async () => {
    const made = await makeProduct(app.db, { name: 'Soft-lined boots', category: 'boots', variants: [{ size: '1', priceCents: 6500, stock: 0 }, { size: '2', priceCents: 7200, stock: 4 }] });
    boots = made.product.slug;
    await app.db.update(products).set({ reviewCount: 2, ratingSum: 9 }).where(eq(products.id, made.product.id));
    await app.db.insert(productImages).values({ productId: made.product.id, url: '/images/shop/boots-1.jpg', alt: 'The boots', width: 800, height: 800 });
    const single = await makeProduct(app.db, { name: 'Bedtime bear', category: 'books-and-toys', variants: [{ priceCents: 1800, stock: 0 }] });
    bear = single.product.slug;
    draft = (await makeProduct(app.db, { name: 'Secret prototype', status: 'draft' })).product.slug;
  });

  it('has its summary, picture and a Product with its price range, stock and rating', async () => {
    const { html, ld } = await headOf(`/shop/products/${boots}`, { title: 'Soft-lined boots', description: 'Soft, seamless socks for wearing under brace boots.' });
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe(`${SITE}/images/shop/boots-1.jpg`);
    expect(ld[0]).toMatchObject({
      '@type': 'Product',
      name: 'Soft-lined boots',
      image: [`${SITE}/images/shop/boots-1.jpg`],
      offers: { '@type': 'AggregateOffer', lowPrice: '65.00', highPrice: '72.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('names the SKU of a product sold in one kind, out of stock', async () => {
    const { ld } = await page(`/shop/products/${bear}`);
    expect(ld[0]).toMatchObject({ '@type': 'Product', sku: expect.stringMatching(/^SOCK-/), offers: { '@type': 'Offer', price: '18.00', availability: 'https://schema.org/OutOfStock' } });
    expect(ld[0]).not.toHaveProperty('aggregateRating');
  });

  it('answers 404 for a draft or unknown product', async () => {
    await expectNotFound([`/shop/products/${draft}`, '/shop/products/no-such-product'], 'Page not found', 'Secret prototype');
  });
});

describe('an event', () => {
  const JOIN = 'https://meet.clubfoot.example/private-room-4471';
  let online: string;
  let inPerson: string;
  let draft: string;
  beforeAll(async () => {
    online = (await makeEvent(app.db, { title: 'Bracing questions, answered', description: 'Bring your **questions** about boots and bar.', joinUrl: JOIN, startsAt: new Date('2026-09-01T18:00:00Z') })).slug;
    inPerson = (
      await makeEvent(app.db, {
        title: 'Family picnic',
        format: 'in-person',
        joinUrl: null,
        venueName: 'Roundhay Park',
        address: 'Princes Avenue\nLeeds LS8 2ER',
        status: 'cancelled',
        cancelledReason: 'Storm warning',
      })
    ).slug;
    draft = (await makeEvent(app.db, { title: 'Not announced yet', status: 'draft' })).slug;
  });

  it('has an Event online at its own page, organised by the organisation, and never the join link', async () => {
    const { html, ld } = await headOf(`/events/${online}`, { title: 'Bracing questions, answered', description: 'Bring your questions about boots and bar.' });
    expect(ld[0]).toMatchObject({
      '@type': 'Event',
      name: 'Bracing questions, answered',
      startDate: '2026-09-01T18:00:00.000Z',
      endDate: '2026-09-01T19:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: `${SITE}/events/${online}` },
      organizer: { '@type': 'Organization', name: 'Little Steps Trust' },
    });
    expect(html).not.toContain('meet.clubfoot.example');
  });

  it('places an in-person event at its venue, and says when it is cancelled', async () => {
    const { ld } = await page(`/events/${inPerson}`);
    expect(ld[0]).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventCancelled',
      location: { '@type': 'Place', name: 'Roundhay Park', address: 'Princes Avenue, Leeds LS8 2ER' },
    });
  });

  it('answers 404 for a draft or unknown event', async () => {
    await expectNotFound([`/events/${draft}`, '/events/no-such-event'], 'Page not found', 'Not announced yet');
  });
});

describe('a success story', () => {
  beforeAll(async () => {
    const published = { status: 'published' as const, publishedAt: new Date('2026-02-01T10:00:00Z') };
    await app.db.insert(stories).values([
      storyValues({ slug: 'theo-walks', title: 'Theo walks', content: 'Theo took his **first steps** at eleven months, boots and all.', authorId: maya, naming: 'first-name', photoUrl: '/uploads/stories/theo.webp', ...published }),
      storyValues({ slug: 'a-quiet-story', title: 'A quiet story', content: 'We kept going.', authorId: jonas, naming: 'anonymous', ...published }),
      storyValues({ slug: 'waiting-story', title: 'Waiting for review', content: 'Not yet public.', authorId: jonas, status: 'pending' }),
    ]);
  });

  it('has an Article with its photo and its author named as they chose', async () => {
    const { html, ld } = await headOf('/community/success-stories/theo-walks', { title: 'Theo walks', description: 'Theo took his first steps at eleven months, boots and all.' });
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`${SITE}/uploads/stories/theo.webp`);
    expect(ld[0]).toMatchObject({ '@type': 'Article', headline: 'Theo walks', datePublished: '2026-02-01T10:00:00.000Z', author: { '@type': 'Person', name: 'Maya' } });
    expect(html).not.toContain('Okafor');
  });

  it("names no one for an anonymous story", async () => {
    const { html, ld } = await page('/community/success-stories/a-quiet-story');
    expect(ld[0]).toMatchObject({ '@type': 'Article', headline: 'A quiet story' });
    expect(ld[0]).not.toHaveProperty('author');
    expect(html).not.toContain('Jonas');
  });

  it('answers 404 for a story that is not published', async () => {
    await expectNotFound(['/community/success-stories/waiting-story', '/community/success-stories/no-such-story'], 'Page not found', 'Waiting for review');
  });
});

describe('the home page', () => {
  it('describes the site (WebSite) and the organisation behind it (Organization)', async () => {
    const { status, html, ld } = await page('/');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Clubfoot Community');
    expect(meta(html, 'description')).toMatch(/^A warm, moderated community/);
    expect(canonical(html)).toBe(`${SITE}/`);
    expect(ld.map((item) => item['@type'])).toEqual(['WebSite', 'Organization']);
    expect(ld[0]).toMatchObject({ name: 'Clubfoot Community', url: `${SITE}/` });
    expect(ld[1]).toMatchObject({ name: 'Little Steps Trust', url: `${SITE}/`, logo: `${SITE}/favicon.svg`, sameAs: ['https://www.facebook.com/littlesteps'] });
  });
});

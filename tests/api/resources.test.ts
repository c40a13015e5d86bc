import fs from 'node:fs';
import zlib from 'node:zlib';
import { desc, eq, gt, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDetail, ResourcePage, ResourceSummary } from '../../shared/api/resources';
import { auditLog, resources, resourceWords, users } from '../../server/db/schema';
import { SEARCH_CANDIDATES } from '../../server/features/resources/service';
import { articleValues, indexAllResourceWords, seedResourceLibrary } from '../../server/seed/factories/resources';
import { seedArticles } from '../../server/seed/content/resources';
import { signUp } from '../support/accounts';
import { buildApp } from '../../server/app';
import { createTestApp, testConfig } from '../support/test-app';

let app: FastifyInstance;
let admin: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
  await seedResourceLibrary(app.db, app.privateFiles);
  const adminAccount = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
  admin = adminAccount.cookie;
  member = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app.close();
});

const lastAuditId = async () => (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditSince = (id: number) => app.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const search = async (q: string, extra = '') => {
  const res = await get(`/api/resources?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ResourcePage;
};
const isAboutBracing = (item: { title: string }) => /brac|boots and bar/i.test(item.title);

describe('the library API (spec section 7)', () => {
  it('lists every published article as an array, newest first, with the fields cards read', async () => {
    const res = await get('/api/resources');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ResourceSummary[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(seedArticles.length);
    const first = list[0] as ResourceSummary;
    expect(first).toMatchObject({ slug: expect.any(String), title: expect.any(String), readTime: expect.any(Number) });
    expect(first.category?.name).toEqual(expect.any(String));
    expect(first.author?.role).toEqual(expect.any(String));
    const dates = list.map((item) => Date.parse(item.createdAt ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(JSON.stringify(list)).not.toMatch(/search_vector|bodyText|"content"/);
  });

  it('sends the same answer compressed as the browser allows', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/resources', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await app.inject({ method: 'GET', url: '/api/resources', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ method: 'GET', url: '/api/resources', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers three featured articles and the categories in order', async () => {
    const featured = (await get('/api/resources/featured')).json() as ResourceSummary[];
    expect(featured).toHaveLength(3);
    const featuredSlugs = seedArticles.filter((article) => article.featured).map((article) => article.slug);
    expect(featured.map((item) => item.slug).sort()).toEqual([...featuredSlugs].sort());
    const categories = (await get('/api/resources/categories')).json() as { slug: string; name: string; order: number }[];
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.map((category) => category.order)).toEqual([...categories.map((category) => category.order)].sort((a, b) => a - b));
  });

  it('shows one article with sanitised content, its guides and related articles from its category', async () => {
    const withGuide = seedArticles.find((article) => article.guides?.length) ?? seedArticles[0];
    const res = await get(`/api/resources/${withGuide?.slug}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ResourceDetail;
    expect(detail.title).toBe(withGuide?.title);
    expect(detail.content).toContain('<p>');
    expect(detail.files.length).toBe(withGuide?.guides?.length ?? 0);
    expect(detail.related.length).toBeLessThanOrEqual(3);
    for (const related of detail.related) {
      expect(related.category?.name).toBe(detail.category?.name);
      expect(related.slug).not.toBe(detail.slug);
    }
  });

  it('answers 404 JSON for an unknown article and for a draft', async () => {
    const unknown = await get('/api/resources/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Resource not found' });
    await app.db.insert(resources).values(articleValues({ slug: 'a-draft', title: 'Draft', status: 'draft' }));
    expect((await get('/api/resources/a-draft')).statusCode).toBe(404);
    const list = (await get('/api/resources')).json() as ResourceSummary[];
    expect(list.some((item) => item.slug === 'a-draft')).toBe(false);
  });

  it('works out the reading time from the text when none is set', async () => {
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    await app.db.insert(resources).values(articleValues({ slug: 'long-read', title: 'Long read', content: `<p>${words}</p>` }));
    expect(((await get('/api/resources/long-read')).json() as ResourceDetail).readTime).toBe(5);
    // Written straight to the database, as another instance would: this one learns of it by the change's
    // notice, which arrives when it arrives on PostgreSQL; hearing it is played here, not waited for.
    await app.db.update(resources).set({ readTime: 9 }).where(eq(resources.slug, 'long-read'));
    app.keptVersions.distrust();
    expect(((await get('/api/resources/long-read')).json() as ResourceDetail).readTime).toBe(9);
  });
});

describe('search', () => {
  it('ranks bracing articles first for "brace", with a highlighted, escaped snippet', async () => {
    const page = await search('brace');
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.slice(0, 2).every(isAboutBracing), page.items.map((item) => item.title).join(' | ')).toBe(true);
    expect(page.items[0]?.snippet).toMatch(/<mark>[^<]+<\/mark>/);
    expect(page.items[0]?.snippet?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('finds the same articles for plurals, other word forms, typos and a word still being typed', async () => {
    const expected = (await search('brace')).items[0]?.slug;
    for (const q of ['braces', 'bracing', 'brase', 'bracng', 'brac']) {
      const page = await search(q);
      expect(page.items.map((item) => item.slug), `query "${q}"`).toContain(expected);
      expect(isAboutBracing(page.items[0] ?? { title: '' }), `query "${q}" ranks ${page.items[0]?.title}`).toBe(true);
    }
  });

  it('requires every word, filters by category and pages with a cursor', async () => {
    const none = await search('brace zzzzqqqq');
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
    const all = await search('clubfoot', '&limit=50');
    expect(all.total).toBeGreaterThan(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ResourcePage = await search('clubfoot', `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.slug));
    const category = (all.items[0]?.category?.slug ?? '') as string;
    const inCategory = await search('clubfoot', `&category=${category}`);
    expect(inCategory.items.length).toBeGreaterThan(0);
    expect(inCategory.items.every((item) => item.category?.slug === category)).toBe(true);
  });

  it('ranks the best hit first and counts "100+" when more articles match than it ranks', async () => {
    // Articles with the word in their text only, written first: the index yields them before the one with it in its title.
    const notes = Array.from({ length: SEARCH_CANDIDATES + 30 }, (_, i) =>
      articleValues({ slug: `zebrafinch-note-${i}`, title: `Field note ${i}`, content: `<p>A zebrafinch sang by the clinic window, note ${i}.</p>` }),
    );
    await app.db.insert(resources).values(notes);
    await app.db.insert(resources).values(articleValues({ slug: 'zebrafinch-guide', title: 'The zebrafinch guide', content: '<p>All about the zebrafinch.</p>' }));
    await indexAllResourceWords(app.db);
    try {
      const first = await search('zebrafinch');
      expect(first.items[0]?.slug).toBe('zebrafinch-guide');
      expect(first).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ResourcePage = await search('zebrafinch', `&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.slug));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBeGreaterThan(SEARCH_CANDIDATES);
      const few = await search('zebrafinch guide');
      expect(few).toMatchObject({ total: 1, items: [{ slug: 'zebrafinch-guide' }] });
      expect(few.totalCapped).toBeUndefined();
    } finally {
      await app.db.delete(resources).where(like(resources.slug, 'zebrafinch-%'));
      await app.db.delete(resourceWords).where(eq(resourceWords.word, 'zebrafinch'));
    }
  });

  it('pages the plain list by category, newest first, without repeats', async () => {
    const categories = (await get('/api/resources/categories')).json() as { slug: string }[];
    const slug = categories[0]?.slug ?? '';
    const first = (await get(`/api/resources?category=${slug}&limit=1`)).json() as ResourcePage;
    expect(first.total).toBeGreaterThanOrEqual(2);
    const second = (await get(`/api/resources?category=${slug}&limit=1&cursor=${first.nextCursor}`)).json() as ResourcePage;
    expect(second.items[0]?.slug).not.toBe(first.items[0]?.slug);
    expect(second.total).toBeNull();
    expect(Date.parse(second.items[0]?.createdAt ?? '')).toBeLessThanOrEqual(Date.parse(first.items[0]?.createdAt ?? ''));
  });

  it('refuses bad input with a clear 4xx and never fails on naughty strings', async () => {
    expect((await get('/api/resources?cursor=not-a-cursor&q=brace')).statusCode).toBe(400);
    const cursor = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      { t: 'x', id: 1 },
      { t: '2025-02-31 10:00:00+00', id: 1 },
      { t: '2025-10-18 19:54:14.346+00', id: 1e10 },
    ]) {
      const res = await get(`/api/resources?limit=5&cursor=${cursor(bad)}`);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/cursor/i);
    }
    expect((await get(`/api/resources?q=brace&cursor=${cursor({ r: 0.5, id: 1e10 })}`)).statusCode).toBe(400);
    for (const url of ['/api/resources/%00', '/api/resources/a%00b/files/1', '/api/resources?q=%00', '/api/resources?category=%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().message, url).toEqual(expect.any(String));
    }
    expect((await get('/api/resources?limit=0')).statusCode).toBe(400);
    expect((await get('/api/resources?limit=1000')).statusCode).toBe(400);
    expect((await get(`/api/resources?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    const unknownCategory = await get('/api/resources?category=no-such-category');
    expect(unknownCategory.statusCode).toBe(404);
    expect(unknownCategory.json().message).toMatch(/no-such-category/);
    const naughty: string[] = JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8'));
    for (const q of [...naughty.slice(0, 515), "brace' OR 1=1 --", 'brace & | ! :* ( )', '<script>alert(1)</script>']) {
      const res = await get(`/api/resources?q=${encodeURIComponent(q.slice(0, 200))}`);
      expect(res.statusCode, `q=${q}`).toBeLessThan(500);
      if (res.statusCode === 200) expect(JSON.stringify(res.json())).not.toContain('<script');
    }
  });
});

describe('guides', () => {
  const guideUrl = async () => {
    const withGuide = seedArticles.find((article) => article.guides?.length);
    const detail = (await get(`/api/resources/${withGuide?.slug}`)).json() as ResourceDetail;
    return detail.files[0]?.downloadUrl ?? '';
  };

  it('are a member benefit: visitors are asked to sign in, members get the PDF', async () => {
    const url = await guideUrl();
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toMatch(/sign in/i);
    const res = await get(url, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('are not found under another article or for a wrong id', async () => {
    const url = await guideUrl();
    expect((await get(url.replace(/\/files\/\d+$/, '/files/999999'), member)).statusCode).toBe(404);
    expect((await get(url.replace(/resources\/[^/]+\//, 'resources/long-read/'), member)).statusCode).toBe(404);
    expect((await get(url.replace(/\/files\/\d+$/, '/files/abc'), member)).statusCode).toBe(400);
  });
});

describe('administration', () => {
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { cookie } });

  it('is for administrators only: visitors get 401 and members 403, and nothing changes', async () => {
    const before = await app.db.$count(resources);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles', { title: 'Sneaky' }],
      ['GET', '/api/admin/articles/1'],
      ['PATCH', '/api/admin/articles/1', { title: 'Sneaky' }],
      ['DELETE', '/api/admin/articles/1'],
      ['POST', '/api/admin/articles/images'],
      ['POST', '/api/admin/articles/1/files'],
      ['DELETE', '/api/admin/articles/1/files/1'],
      ['GET', '/api/admin/resource-categories'],
      ['POST', '/api/admin/resource-categories', { name: 'Sneaky' }],
      ['PATCH', '/api/admin/resource-categories/1', { name: 'Sneaky' }],
      ['PUT', '/api/admin/resource-categories/order', { ids: [1] }],
      ['DELETE', '/api/admin/resource-categories/1'],
    ];
    for (const [method, url, payload] of calls) {
      const asVisitor = await app.inject({ method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(asVisitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
      const asMember = await app.inject({ method: method as 'GET', url, payload: payload as Record<string, unknown>, headers: { cookie: member } });
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
    }
    expect(await app.db.$count(resources)).toBe(before);
    expect(((await get('/api/resources/categories')).json() as { name: string }[]).some((c) => c.name === 'Sneaky')).toBe(false);
  });

  it('sanitises article HTML on save: no script, no event handler, no javascript: link', async () => {
    const res = await send('POST', '/api/admin/articles', {
      title: 'Safe article',
      status: 'published',
      content:
        '<h1>Heading</h1><p onclick="steal()">Hello <strong>there</strong></p><script>alert(1)</script>' +
        '<img src="/images/resources/x.jpg" onerror="alert(2)" alt="A cast"><a href="javascript:alert(3)">bad</a>' +
        '<a href="https://ponseti.info">good</a><iframe src="https://evil.example/x"></iframe>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const served = ((await get(`/api/resources/${res.json().slug}`)).json() as ResourceDetail).content ?? '';
    for (const html of [res.json().content as string, served]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|evil\.example/i);
      expect(html).toContain('<h2>Heading</h2>');
      expect(html).toContain('<strong>there</strong>');
      expect(html).toContain('<img src="/images/resources/x.jpg" alt="A cast" loading="lazy" />');
      expect(html).toContain('<a href="https://ponseti.info" rel="noopener noreferrer" target="_blank">good</a>');
      expect(html).toContain('youtube-nocookie.com/embed/abc');
    }
  });

  it('sanitises again before serving HTML stored some other way', async () => {
    await app.db.insert(resources).values({ ...articleValues({ slug: 'raw-html' }), content: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>' });
    const served = ((await get('/api/resources/raw-html')).json() as ResourceDetail).content;
    expect(served).toBe('<p>ok</p>');
  });

  it('creates a draft with a unique slug, publishes it into the library and search, and deletes it', async () => {
    const first = await send('POST', '/api/admin/articles', { title: 'Swimming with a brace', content: '<p>Pool days and boots.</p>' });
    const second = await send('POST', '/api/admin/articles', { title: 'Swimming with a brace', content: '<p>More pool days.</p>' });
    expect(first.json()).toMatchObject({ slug: 'swimming-with-a-brace', status: 'draft', readMinutes: 1 });
    expect(second.json().slug).toBe('swimming-with-a-brace-2');
    expect((await get('/api/resources/swimming-with-a-brace')).statusCode).toBe(404);
    const taken = await send('PATCH', `/api/admin/articles/${second.json().id}`, { slug: 'swimming-with-a-brace' });
    expect(taken.statusCode).toBe(409);

    const published = await send('PATCH', `/api/admin/articles/${first.json().id}`, { status: 'published', featured: false });
    expect(published.json()).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await get('/api/resources/swimming-with-a-brace')).statusCode).toBe(200);
    expect((await search('swimming')).items.map((item) => item.slug)).toContain('swimming-with-a-brace');
    expect((await search('swiming')).items.map((item) => item.slug)).toContain('swimming-with-a-brace');

    const list = await app.inject({ method: 'GET', url: '/api/admin/articles?status=draft&q=swimming', headers: { cookie: admin } });
    expect(list.json().items.map((item: { slug: string }) => item.slug)).toEqual(['swimming-with-a-brace-2']);

    expect((await send('DELETE', `/api/admin/articles/${first.json().id}`)).statusCode).toBe(200);
    expect((await get('/api/resources/swimming-with-a-brace')).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/articles/${first.json().id}`)).statusCode).toBe(404);
  });

  it('never gives an article the address of another route (featured, categories)', async () => {
    const made = await send('POST', '/api/admin/articles', { title: 'Featured', content: '<p>On featuring.</p>', status: 'published' });
    expect(made.json().slug).toBe('featured-2');
    expect((await send('POST', '/api/admin/articles', { title: 'Other', slug: 'categories', content: '<p>x</p>' })).statusCode).toBe(409);
    expect(Array.isArray((await get('/api/resources/featured')).json())).toBe(true);
    expect((await get('/api/resources/featured-2')).json().title).toBe('Featured');
    expect((await send('DELETE', `/api/admin/articles/${made.json().id}`)).statusCode).toBe(200);
  });

  it('serves a change at once, though pages and searches are kept in memory, and from another instance once it hears of it', async () => {
    // A second instance on the same database, as behind a load balancer. It hears nothing here: what it
    // hears from the database (a change's notice, tests/api/kept-versions.test.ts) is played by `heard`.
    const other = await buildApp({
      config: testConfig(),
      database: { db: app.db, kind: app.dbKind, migrate: async () => {}, close: async () => {}, listen: async () => async () => {} },
      logger: false,
    });
    const heard = () => other.keptVersions.distrust();
    const searchOn = async (instance: FastifyInstance, q: string) =>
      (await instance.inject({ method: 'GET', url: `/api/resources?q=${encodeURIComponent(q)}` })).json() as ResourcePage;
    try {
      const slugsOn = async (instance: FastifyInstance) => (await searchOn(instance, 'snorkelling')).items.map((item) => item.slug);
      for (const instance of [app, other]) expect(await slugsOn(instance)).not.toContain('snorkelling-after-bracing');
      const category = (await send('POST', '/api/admin/resource-categories', { name: 'Water sports' })).json() as { id: number };
      const created = await send('POST', '/api/admin/articles', {
        title: 'Snorkelling after bracing',
        content: '<p>Fins and boots.</p>',
        status: 'published',
        categoryId: category.id,
      });
      expect(created.statusCode).toBe(201);
      heard();
      for (const instance of [app, other]) expect((await slugsOn(instance))[0]).toBe('snorkelling-after-bracing');

      // A renamed category shows on the kept result too; an unpublished article leaves it.
      expect((await send('PATCH', `/api/admin/resource-categories/${category.id}`, { name: 'Swimming and water' })).statusCode).toBe(200);
      heard();
      expect((await searchOn(other, 'snorkelling')).items[0]?.category?.name).toBe('Swimming and water');
      const detailOn = (instance: FastifyInstance) => instance.inject({ method: 'GET', url: '/api/resources/snorkelling-after-bracing' });
      expect((await detailOn(other)).json().category.name).toBe('Swimming and water');
      await send('PATCH', `/api/admin/articles/${created.json().id}`, { status: 'draft' });
      heard();
      for (const instance of [app, other]) {
        expect(await slugsOn(instance)).not.toContain('snorkelling-after-bracing');
        expect((await detailOn(instance)).statusCode).toBe(404);
      }
      await send('DELETE', `/api/admin/articles/${created.json().id}`);
      await send('DELETE', `/api/admin/resource-categories/${category.id}`);
    } finally {
      await other.close();
    }
  });

  it('changes only what a PATCH names: publishing or featuring from the list keeps the article whole', async () => {
    const created = await send('POST', '/api/admin/articles', { title: 'Keeping the text', content: '<h2>Kept</h2><p>Every word stays.</p>' });
    const id = created.json().id as number;
    for (const change of [{ status: 'published' }, { featured: true }, { featured: false }, { status: 'draft' }]) {
      const res = await send('PATCH', `/api/admin/articles/${id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect(res.json().content, JSON.stringify(change)).toBe('<h2>Kept</h2><p>Every word stays.</p>');
    }
    await send('DELETE', `/api/admin/articles/${id}`);
  });

  it("takes an author's picture from this site only, and no picture path that climbs out of its folder", async () => {
    const created = await send('POST', '/api/admin/articles', {
      title: 'With a portrait',
      authorFirstName: 'Ana',
      authorImageUrl: '/images/resources/what-is-clubfoot.jpg',
      content: '<p>Hi</p><img src="/images/../api/logout" alt="x"><img src="/uploads/articles/a.webp" alt="ok">',
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().content).not.toContain('..');
    expect(created.json().content).toContain('/uploads/articles/a.webp');
    const shown = (await get(`/api/resources/${created.json().slug}`)).json() as ResourceDetail;
    expect(shown.author?.profileImageUrl).toBe('/images/resources/what-is-clubfoot.jpg');
    expect((await send('PATCH', `/api/admin/articles/${created.json().id}`, { authorImageUrl: 'https://elsewhere.example/me.jpg' })).statusCode).toBe(400);
    expect((await send('PATCH', `/api/admin/articles/${created.json().id}`, { featuredImage: '/images/../secret.jpg' })).statusCode).toBe(400);
    await send('DELETE', `/api/admin/articles/${created.json().id}`);
  });

  it('offers as typo corrections only words that published articles still use', async () => {
    const known = async (word: string) => {
      const result = await app.db.execute(sql`select 1 from resource_words where word = ${word}`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    };
    const created = await send('POST', '/api/admin/articles', { title: 'Hippotherapy sessions', content: '<p>Riding helps balance.</p>', status: 'published' });
    const id = created.json().id as number;
    expect(await known('hippotherapy')).toBe(true);
    expect((await search('hipotherapy')).items.map((item) => item.slug)).toContain('hippotherapy-sessions');
    await send('PATCH', `/api/admin/articles/${id}`, { status: 'draft' });
    expect(await known('hippotherapy')).toBe(false);
    // Words other published articles use stay.
    expect(await known('balance')).toBe(true);
    await send('PATCH', `/api/admin/articles/${id}`, { status: 'published' });
    expect(await known('hippotherapy')).toBe(true);
    await send('DELETE', `/api/admin/articles/${id}`);
    expect(await known('hippotherapy')).toBe(false);
  });

  it('refuses bad article input with a 400 naming the problem', async () => {
    expect((await send('POST', '/api/admin/articles', { title: '' })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/articles', { title: 'x', slug: 'Not A Slug' })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/articles', { title: 'x', categoryId: 999999 })).json().message).toMatch(/category/i);
    expect((await send('POST', '/api/admin/articles', { title: 'x', featuredImage: 'https://elsewhere.example/a.jpg' })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/articles', { title: 'x', readTime: 0 })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/articles', { title: 'x', unknownField: 1 })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/admin/articles/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('manages categories: create, rename, reorder, and delete only when empty', async () => {
    const created = await send('POST', '/api/admin/resource-categories', { name: 'Research News', description: 'What studies found.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'research-news', articleCount: 0 });
    const renamed = await send('PATCH', `/api/admin/resource-categories/${created.json().id}`, { name: 'Research' });
    expect(renamed.json().name).toBe('Research');

    const current = (await app.inject({ method: 'GET', url: '/api/admin/resource-categories', headers: { cookie: admin } })).json() as { id: number }[];
    const reversed = current.map((category) => category.id).reverse();
    const reordered = await send('PUT', '/api/admin/resource-categories/order', { ids: reversed });
    expect(reordered.json().map((category: { id: number }) => category.id)).toEqual(reversed);
    const publicOrder = ((await get('/api/resources/categories')).json() as { id: number }[]).map((category) => category.id);
    expect(publicOrder).toEqual(reversed);
    expect((await send('PUT', '/api/admin/resource-categories/order', { ids: reversed.slice(1) })).statusCode).toBe(400);

    const busy = current.find((category) => category.id !== created.json().id) as { id: number };
    const refused = await send('DELETE', `/api/admin/resource-categories/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has \d+ article/);
    expect((await send('DELETE', `/api/admin/resource-categories/${created.json().id}`)).statusCode).toBe(200);
  });

  it('writes an audit-log entry for every category change, and none for a change that changes nothing', async () => {
    const since = await lastAuditId();
    const created = (await send('POST', '/api/admin/resource-categories', { name: 'Audited' })).json() as { id: number; slug: string };
    expect((await send('PATCH', `/api/admin/resource-categories/${created.id}`, { name: 'Audited' })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/admin/resource-categories/${created.id}`, { name: 'Audited twice', description: 'Now described.' })).statusCode).toBe(200);
    const ids = ((await get('/api/admin/resource-categories', admin)).json() as { id: number }[]).map((category) => category.id);
    expect((await send('PUT', '/api/admin/resource-categories/order', { ids: [...ids].reverse() })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/resource-categories/${created.id}`)).statusCode).toBe(200);
    const logged = await auditSince(since);
    expect(logged.map((row) => row.action)).toEqual([
      'resources.category_created',
      'resources.category_updated',
      'resources.categories_reordered',
      'resources.category_deleted',
    ]);
    expect(logged[0]?.details).toMatchObject({ categoryId: created.id, name: 'Audited', slug: created.slug });
    expect(logged[1]?.details).toMatchObject({ categoryId: created.id, changes: { name: 'Audited twice', description: 'Now described.' } });
  });

  it('a category deleted while an article goes into it: either the delete is refused or the article is, never both kept apart', async () => {
    for (let round = 0; round < 5; round += 1) {
      const category = (await send('POST', '/api/admin/resource-categories', { name: `Contested ${round}` })).json() as { id: number };
      const [created, deleted] = await Promise.all([
        send('POST', '/api/admin/articles', { title: `Into contested ${round}`, categoryId: category.id }),
        send('DELETE', `/api/admin/resource-categories/${category.id}`),
      ]);
      // The article's category check waits for the delete's row lock: a 400 (category gone) or a 409 (category not empty), never a 500.
      expect([created.statusCode, deleted.statusCode].sort(), `${created.body} ${deleted.body}`).toEqual(created.statusCode === 201 ? [201, 409] : [200, 400]);
      const left = await app.db.select({ id: resources.id }).from(resources).where(eq(resources.categoryId, category.id));
      expect(left).toHaveLength(created.statusCode === 201 ? 1 : 0);
    }
  });

  it('attaches a PDF guide, refuses anything else, and removes it', async () => {
    const article = (await send('POST', '/api/admin/articles', { title: 'Guide holder', status: 'published' })).json();
    const upload = (body: Buffer, filename: string, title = 'Checklist') => {
      const boundary = 'XboundaryX';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
        body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: `/api/admin/articles/${article.id}/files`,
        payload,
        headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const refused = await upload(Buffer.from('<html>not a pdf</html>'), 'evil.pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/PDF/);
    const added = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), '../../Cast care <list>.pdf');
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json().files[0];
    expect(file).toMatchObject({ title: 'Checklist', fileName: 'Cast care list.pdf' });
    const download = await get(file.downloadUrl, member);
    expect(download.statusCode).toBe(200);
    // Back to a draft: members no longer find the guide, administrators still can check it.
    await send('PATCH', `/api/admin/articles/${article.id}`, { status: 'draft' });
    expect((await get(file.downloadUrl, member)).statusCode).toBe(404);
    expect((await get(file.downloadUrl, admin)).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/admin/articles/${article.id}/files/${file.id}`);
    expect(removed.json().files).toEqual([]);
    expect((await get(file.downloadUrl, member)).statusCode).toBe(404);
  });
});

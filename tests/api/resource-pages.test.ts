import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { resources } from '../../server/db/schema';
import { articleValues } from '../../server/seed/factories/resources';
import { fakeClientDist } from '../support/client-dist';
import { openTestDatabase, testConfig } from '../support/test-app';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fakeClientDist();
  app = await buildApp({ config: testConfig({ clientDist: dist }), database: await openTestDatabase(), logger: false });
  await app.db.insert(resources).values([
    articleValues({
      slug: 'casting-week-by-week',
      title: 'Casting week by week & what "normal" looks like',
      excerpt: 'What happens at each weekly cast change, and the signs that mean you should call the clinic.',
      featuredImage: '/images/resources/casting.jpg',
    }),
    articleValues({ slug: 'unfinished-draft', title: 'Unfinished', status: 'draft' }),
    articleValues({ slug: 'costs-explained', title: "Costs: $' and $& explained" }),
  ]);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('link previews and search engines', () => {
  it("puts the article's title, description and picture into the page head", async () => {
    const res = await app.inject({ method: 'GET', url: '/resources/casting-week-by-week' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Casting week by week &amp; what &quot;normal&quot; looks like | Clubfoot Community</title>');
    expect(html).toContain('<meta name="description" content="What happens at each weekly cast change, and the signs that mean you should call the clinic."');
    expect(html).toContain('<meta property="og:title" content="Casting week by week &amp; what &quot;normal&quot; looks like">');
    expect(html).toContain('<meta property="og:image" content="http://clubfoot.test/images/resources/casting.jpg">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="canonical" href="http://clubfoot.test/resources/casting-week-by-week">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers 404 (with the app, which shows its not-found view) for an unknown or draft article', async () => {
    for (const url of ['/resources/unfinished-draft', '/resources/no-such-thing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Resource Not Found | Clubfoot Community</title>');
      expect(res.body).toContain('id="root"');
    }
  });

  it("keeps the page whole whatever the title or address holds ('$' patterns, a NUL)", async () => {
    const roots = (html: string) => html.split('id="root"').length - 1;
    const titled = await app.inject({ method: 'GET', url: '/resources/costs-explained' });
    expect(titled.body).toContain("<title>Costs: $' and $&amp; explained | Clubfoot Community</title>");
    expect(roots(titled.body)).toBe(1);
    const odd = await app.inject({ method: 'GET', url: "/resources/x$'" });
    expect(odd.statusCode).toBe(404);
    expect(roots(odd.body)).toBe(1);
    const nul = await app.inject({ method: 'GET', url: '/resources/%00' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('lists public screens and published articles in sitemap.xml, named by robots.txt', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://clubfoot.test/resources/casting-week-by-week</loc>');
    expect(sitemap.body).toContain('<loc>http://clubfoot.test/resources</loc>');
    expect(sitemap.body).not.toContain('unfinished-draft');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://clubfoot.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin');
  });
});

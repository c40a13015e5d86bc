import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/*
 * Issue 23: a visitor's page arrives with its content (search engines, link previews and a parent on a
 * slow phone see it before any script runs), and the browser takes over without asking for it again.
 */

const ARTICLE = '/resources/the-ponseti-method-step-by-step';
const TOPIC = '/community/forum/boots-and-bar-first-week-survival-tips';

/** The text of a page's HTML as sent, tags removed. */
const textOf = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** The JSON-LD blocks of a page. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] as string) as Record<string, unknown>);

test.describe('content in the first HTML', () => {
  test('an article, a topic and the home page carry their titles and text before any script runs', async ({ request }) => {
    const article = await (await request.get(ARTICLE)).text();
    expect(article).toContain('<title>The Ponseti Method, Step by Step | Clubfoot Community</title>');
    expect(textOf(article)).toContain('The Ponseti method is the treatment most clubfoot clinics around the world now use.');
    expect(article).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/resources\/the-ponseti-method-step-by-step">/);
    expect(article).toContain('<meta property="og:type" content="article">');
    expect(structuredData(article).map((data) => data['@type'])).toContain('Article');

    const topic = await (await request.get(TOPIC)).text();
    expect(topic).toContain('<title>Boots and bar: first-week survival tips | Clubfoot Community</title>');
    const topicText = textOf(topic);
    expect(topicText).toContain('Cotton socks that go higher than the boot, no seams under the foot.');
    // The replies and their comments too.
    expect(topicText).toContain('Padding the bar with pipe insulation saved our furniture and our shins.');
    expect(topicText).toContain('Writing this down for later!');

    const home = await (await request.get('/')).text();
    const homeText = textOf(home);
    expect(homeText).toContain('The Ponseti Method, Step by Step');
    expect(homeText).toContain('Tenotomy next week: what should we expect?');
    // No inline script the CSP would block: modules, and JSON data blocks (never run).
    expect(home).not.toMatch(/<script(?![^>]*type="(module|application\/json|application\/ld\+json)")/);
  });

  test('the library, the forum and a forum category list their articles and topics in the HTML', async ({ request }) => {
    expect(textOf(await (await request.get('/resources')).text())).toContain('Boots and Bar: Practical Bracing Tips for Everyday Life');
    const forum = textOf(await (await request.get('/community/forum')).text());
    expect(forum).toContain('Boots and bar: first-week survival tips');
    const category = await (await request.get('/community/forum?category=bracing')).text();
    expect(textOf(category)).toContain('Boots and bar: first-week survival tips');
    expect(textOf(category)).not.toContain('Tenotomy next week');
  });

  test('an unknown topic answers 404 with the not-found screen', async ({ request }) => {
    const res = await request.get('/community/forum/no-such-topic-anywhere');
    expect(res.status()).toBe(404);
  });
});

/** The GET requests for data a page makes while it loads and hydrates (the analytics' beacons are POSTs). */
function dataRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('hydration', () => {
  for (const path of ['/', '/resources', ARTICLE, '/community/forum', TOPIC]) {
    test(`${path}: the browser takes over without asking again for the data in the page`, async ({ page, consoleErrors }) => {
      const requests = dataRequests(page);
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      // Hydrated: the page answers the keyboard and links navigate in the browser.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos', exact: true })).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('after hydration the pages still fetch what they need when the visitor moves on', async ({ page, consoleErrors }) => {
    const requests = dataRequests(page);
    await page.goto('/community/forum');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Boots and bar: first-week survival tips' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boots and bar: first-week survival tips' })).toBeVisible();
    // The forum list's answer did not include the topic's replies: the topic page asked for them.
    expect(requests.some((url) => url.startsWith('/api/forum/topics/boots-and-bar-first-week-survival-tips'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

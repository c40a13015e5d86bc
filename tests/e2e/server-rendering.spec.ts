import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
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

    const homeResponse = await request.get('/');
    const home = await homeResponse.text();
    const homeText = textOf(home);
    expect(homeText).toContain('The Ponseti Method, Step by Step');
    // The newest discussions: other tests add topics as this runs, so the first is whatever the API answers now.
    const [newest] = (await (await request.get('/api/forum/topics?limit=4')).json()) as { slug: string }[];
    expect(home).toContain(`href="/community/forum/${newest?.slug}"`);
    // No inline script the CSP would block: modules, JSON data blocks (never run), and the splash's
    // script, which the policy names by its hash (shared/splash.ts).
    const inline = [...home.matchAll(/<script(?![^>]*type="(?:module|application\/json|application\/ld\+json)")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(homeResponse.headers()['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
  });

  test('the library, the forum and a forum category list their articles and topics in the HTML', async ({ request }) => {
    // Other tests add articles and topics as this runs: the newest is whatever the API answers a visitor now.
    const library = (await (await request.get('/api/resources?limit=1')).json()) as { items: { slug: string }[] };
    expect(await (await request.get('/resources')).text()).toContain(`href="/resources/${library.items[0]?.slug}"`);
    const [first] = (await (await request.get('/api/forum/topics?order=pinned-first')).json()) as { slug: string }[];
    expect(await (await request.get('/community/forum')).text()).toContain(`href="/community/forum/${first?.slug}"`);
    const bracing = (await (await request.get('/api/forum/categories/bracing')).json()) as { topics: { slug: string }[] };
    const category = await (await request.get('/community/forum?category=bracing')).text();
    expect(category).toContain(`href="/community/forum/${bracing.topics[0]?.slug}"`);
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

  test('a rendered page is painted and loaded before the app that hydrates it is fetched, and then it runs', async ({ page, consoleErrors }) => {
    await page.goto('/about');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      const named = (document.querySelector('meta[name="page-modules"]') as HTMLMetaElement | null)?.content.split(' ') ?? [];
      return { paint, loaded, scripts: scripts.map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })), named };
    });
    expect(timing.paint).not.toBeNull();
    // Only the small entry (client/boot.ts, with the preload helper it shares with the app: vite.config.ts)
    // comes with the page; the app and the screen's modules once it has loaded.
    const before = timing.scripts.filter((script) => script.start < timing.loaded).map((script) => script.url);
    expect(before.every((url) => /\/assets\/(index|preload-helper)-[^/]+\.js$/.test(url)), before.join(', ')).toBe(true);
    expect(before.length).toBeLessThanOrEqual(2);
    const after = timing.scripts.map((script) => script.url);
    for (const module of timing.named) expect(after).toContain(module);
    expect(timing.named.some((module) => module.includes('about-page'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  /** A page without the suite's wait for hydration, whose app waits until `release` is called. */
  async function heldPage(context: BrowserContext, path: string) {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const html = await (await page.request.get(path)).text();
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry).toBeTruthy();
    // The entry and the helper it imports (vite.config.ts) run at once; the app waits.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const asked = new URL(route.request().url()).pathname;
      if (asked !== entry && !/\/assets\/preload-helper-[^/]+\.js$/.test(asked)) await gate;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    return { page, consoleErrors, release };
  }

  test('a button clicked before the app runs does what it says once it does', async ({ context }) => {
    const { page, consoleErrors, release } = await heldPage(context, '/about');
    await page.getByRole('button', { name: 'Type your question about clubfoot...', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page.getByRole('dialog', { name: 'Your clubfoot pal' })).toBeVisible();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone, the pages as the server sends them are accessible before the app runs', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => window.localStorage.setItem('hasSeenSplash', 'true'));
    for (const path of ['/', '/resources', ARTICLE, '/community/forum', TOPIC]) {
      const { page, release } = await heldPage(context, path);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release();
      await page.close();
    }
    await context.close();
  });

  /** The times the server wrote into a page (its `<time>` elements' text). */
  const timesIn = (html: string) => [...html.matchAll(/<time[^>]*>([^<]*)<\/time>/g)].map((match) => match[1]);

  /** Loads a page as a visitor and checks it hydrated: no mismatch, and no data asked for again. */
  async function hydrate(page: Page, consoleErrors: string[], path: string) {
    const requests = dataRequests(page);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    // Not thrown away and rendered again, which would have asked for the data.
    expect(requests).toEqual([]);
  }

  test.describe('a visitor far from UTC', () => {
    // The server renders in UTC; the browser hydrates in UTC, then shows every time in its own zone.
    test.use({ timezoneId: 'Pacific/Kiritimati' });
    const zoned = (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Pacific/Kiritimati' }).format(new Date(iso));

    test('a topic and an article hydrate without a mismatch, then show their dates and times in the visitor’s zone', async ({ page, consoleErrors }) => {
      const sent = timesIn(await (await page.request.get(TOPIC)).text());
      await hydrate(page, consoleErrors, TOPIC);
      const times = page.locator('main time');
      await expect(times.first()).toBeVisible();
      // UTC+14: every hour the server wrote reads differently here.
      const shown = await times.allInnerTexts();
      expect(shown).toHaveLength(sent.length);
      expect(shown).not.toEqual(sent);
      for (const [i, text] of shown.entries()) {
        // The ones with a time of day: in this zone.
        if (!text.includes(':')) continue;
        const iso = (await times.nth(i).getAttribute('datetime')) as string;
        expect(text).toContain(zoned(iso, { hour: 'numeric', minute: '2-digit' }));
      }

      await hydrate(page, consoleErrors, ARTICLE);
      const published = page.locator('main time').first();
      const iso = (await published.getAttribute('datetime')) as string;
      await expect(published).toHaveText(zoned(iso, { month: 'long', day: 'numeric', year: 'numeric' }));
    });

    test('the events list hydrates, then names the visitor’s zone and gives its times there', async ({ page, consoleErrors }) => {
      const sent = await (await page.request.get('/events')).text();
      expect(sent).toContain('times in your time zone (UTC)');
      await hydrate(page, consoleErrors, '/events');
      await expect(page.getByTestId('events-summary')).toContainText('times in your time zone (Pacific/Kiritimati)');
    });
  });

  test('a page kept for minutes counts its relative times from the visitor’s clock once it runs', async ({ page, consoleErrors }) => {
    // As if the page had been rendered two days before the visitor opened it.
    await page.clock.setFixedTime(Date.now() + 2 * 24 * 3_600_000);
    const sent = timesIn(await (await page.request.get('/')).text());
    await hydrate(page, consoleErrors, '/');
    const times = page.locator('main time');
    await expect(times.first()).toBeVisible();
    const shown = await times.allInnerTexts();
    expect(shown).toHaveLength(sent.length);
    for (const [i, text] of shown.entries()) expect(text).not.toBe(sent[i]);
  });

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

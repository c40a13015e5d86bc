import type { Locator, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

/** Seeded demo videos (server/seed/content/videos.ts): members only, published, captioned. */
const BOOTS = { slug: 'putting-on-boots-and-bar', title: 'Putting On Boots and Bar, Step by Step' };
/** A caption line of BOOTS and where it starts. */
const ANKLE_STRAP = { text: 'Fasten the ankle strap first', start: 20 };

const cards = (page: Page) => page.getByTestId('video-card');
const player = (page: Page) => page.getByRole('group', { name: /^Video player: / });
const videoOf = (page: Page) => page.getByTestId('video-player').locator('video');
const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

test.describe('video library', () => {
  test('a visitor sees the list, filters and searches it, and is invited to sign in to watch', async ({ page, consoleErrors }) => {
    await visit(page, '/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
    // The prerendered page: act once its code has taken over.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(5);
    const boots = cards(page).filter({ hasText: BOOTS.title });
    await expect(boots).toContainText('Boots and bar');
    await expect(boots).toContainText('Members only');
    await expect(boots).toContainText(/\d+:\d{2}/);
    await expect(boots.locator('img')).toHaveAttribute('src', /.+/);
    // A members-only card leads a visitor to the sign-in, which then returns to the video.
    await expect(boots).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`/videos/${BOOTS.slug}`)}`);
    const invitation = page.getByTestId('videos-sign-in');
    await expect(invitation.getByRole('heading', { name: 'Sign in to watch' })).toBeVisible();
    await expect(invitation.getByRole('link', { name: 'Sign in to watch' })).toHaveAttribute('href', '/login?returnTo=%2Fvideos');
    await expect(page.getByTestId('continue-watching')).toHaveCount(0);
    await expectAccessible(page);

    // Topic filter, in the URL.
    await page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: 'Boots and bar' }).click();
    await expect(page).toHaveURL('/videos?topic=bracing');
    await expect(page.getByRole('button', { name: 'Boots and bar' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).filter({ hasText: BOOTS.title })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Caring for Your Baby's Casts" })).toHaveCount(0);
    for (const card of await cards(page).all()) await expect(card).toContainText('Boots and bar');
    await page.getByRole('button', { name: 'All topics' }).click();
    await expect(page).toHaveURL('/videos');

    // Sort, in the URL too.
    await page.getByLabel('Sort by').selectOption('most-watched');
    await expect(page).toHaveURL('/videos?sort=most-watched');
    await expect(cards(page).first()).toBeVisible();

    // A word only the transcript has ("Smooth out every wrinkle"), highlighted in the card's snippet.
    await page.getByPlaceholder('Search videos...').fill('wrinkle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/videos?q=wrinkle&sort=most-watched');
    await expect(page.getByTestId('search-summary')).toHaveText(/^\d+ videos? for 'wrinkle'$/);
    await expect(cards(page).filter({ hasText: BOOTS.title }).getByTestId('search-snippet').locator('mark').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByPlaceholder('Search videos...').fill('zzqqxx');
    await page.getByPlaceholder('Search videos...').press('Enter');
    await expect(page.getByRole('heading', { name: 'No videos match' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and show all videos' }).click();
    await expect(page).toHaveURL('/videos');
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(5);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor on a members-only video gets the not-found page with a sign-in that returns there', async ({ page, consoleErrors }) => {
    await visit(page, `/videos/${BOOTS.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(`/videos/${BOOTS.slug}`)}`,
    );
    await expect(page.locator('video')).toHaveCount(0);
    await expectAccessible(page);

    // A video that does not exist is simply not found.
    await visit(page, '/videos/no-such-video');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    // The page itself answers 404, which Chromium logs as a console error: that answer is expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !(error.includes('status of 404') && error.endsWith('/videos/no-such-video)'))));
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('watching a video', () => {
  test('a member plays a video with captions, jumps from the transcript, and resumes after a reload', async ({ page, consoleErrors }) => {
    await createUser(page.request, { email: uniqueEmail('viewer'), firstName: 'Vera', lastName: 'Viewer' });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
    });
    await visit(page, `/videos/${BOOTS.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOTS.title);
    await expect(page.getByText('Maya Brennan').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chapters' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related articles' }).locator('a[href^="/resources/"]').first()).toBeVisible();

    const video = videoOf(page);
    await expect(video).toHaveAttribute('poster', /.+/);
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('label', 'English');
    // The captions are read: their cues are there (the track is shown by default).
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(3);
    await expect.poll(() => video.getAttribute('data-source')).toMatch(/^(native-hls|hls\.js|mp4)$/);
    await expectAccessible(page);

    // Keyboard: K plays, and the time goes on.
    await player(page).focus();
    await page.keyboard.press('k');
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1.5);
    await page.keyboard.press('c');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('hidden');
    await page.keyboard.press('c');
    // Paused, an arrow moves by five seconds exactly (once: the browser's own controls do not add theirs).
    await page.keyboard.press('k');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const before = await currentTime(video);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(video)).toBeCloseTo(before + 5, 0);

    // A transcript line plays from its start, and is marked as the current one.
    const line = page.getByTestId('transcript').getByRole('button', { name: new RegExp(ANKLE_STRAP.text) });
    await line.click();
    await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(ANKLE_STRAP.start);
    expect(await currentTime(video)).toBeLessThan(ANKLE_STRAP.start + 4);
    await expect(line).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => currentTime(video)).toBeGreaterThan(ANKLE_STRAP.start + 1);

    // Pausing keeps the place: the server holds where the video stopped. Which report carries it depends
    // on timing (the one a second after the seek, or the pause's own when it has something new to say: a
    // place within half a second of the last one sent is the same place), so the test asks the server.
    await player(page).focus();
    await page.keyboard.press('k');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const pausedAt = await currentTime(video);
    const savedPosition = async () => {
      const res = await page.request.get(`/api/videos/${BOOTS.slug}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { progress: { position: number } | null }).progress?.position ?? -1;
    };
    await expect.poll(async () => Math.abs((await savedPosition()) - pausedAt)).toBeLessThan(0.55);
    const position = await savedPosition();
    expect(position).toBeGreaterThan(ANKLE_STRAP.start);
    expect(chunks.some((path) => /hls/i.test(path)), 'hls.js loads only where the browser has no HLS of its own').toBe(
      (await video.getAttribute('data-source')) === 'hls.js',
    );

    // "Continue watching" on the library has it now.
    await page.getByRole('link', { name: 'All videos' }).click();
    await expect(page.getByRole('heading', { name: 'Continue watching' })).toBeVisible();
    await expect(page.getByTestId('continue-watching').getByRole('link', { name: new RegExp(BOOTS.title) })).toBeVisible();
    await expect(page.getByTestId('videos-sign-in')).toHaveCount(0);

    // Back on the video after a reload: it starts where the member left.
    await page.goto(`/videos/${BOOTS.slug}`);
    await expect(page.getByTestId('resume-notice')).toContainText(/^Resuming from 0:2\d/);
    await expect.poll(() => currentTime(video)).toBeGreaterThan(position - 1.5);
    expect(await currentTime(video)).toBeLessThan(position + 1.5);
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByTestId('resume-notice')).toHaveCount(0);
    await expect.poll(() => currentTime(video)).toBeLessThan(5);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    expect(consoleErrors).toEqual([]);
  });

  test('without native HLS the stream plays through hls.js, loaded only then', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    await createUser(page.request, { email: uniqueEmail('hlsjs') });
    await visit(page, `/videos/${BOOTS.slug}`);
    const video = videoOf(page);
    await expect.poll(() => video.getAttribute('data-source')).toBe('hls.js');
    // Space on the <video> itself (its own controls have the focus): played once, not toggled twice.
    await video.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1.5);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test("a link to a moment (the assistant's sources) starts there, over the saved place", async ({ page, consoleErrors }) => {
    await createUser(page.request, { email: uniqueEmail('moment') });
    await visit(page, `/videos/${BOOTS.slug}?t=${ANKLE_STRAP.start}`);
    const video = videoOf(page);
    await expect(page.getByTestId('resume-notice')).toHaveCount(0);
    await player(page).focus();
    await page.keyboard.press('k');
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(ANKLE_STRAP.start + 0.5);
    expect(await currentTime(video)).toBeLessThan(ANKLE_STRAP.start + 6);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    expect(consoleErrors).toEqual([]);
  });

  test("another site's video loads nothing from that site until play is pressed, then plays in its privacy-enhanced frame", async ({ page, consoleErrors }) => {
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/videos', {
      data: { title: `A family's first year ${Date.now().toString(36)}`, source: 'external', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', status: 'published', topic: 'stories' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|vimeo/.test(new URL(request.url()).hostname)) elsewhere.push(request.url());
    });
    // The other site stands in for itself here (no network): what matters is when it is asked.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }));
    await visit(page, `/videos/${slug}`);
    const facade = page.getByTestId('external-facade');
    await expect(facade).toContainText('Plays from YouTube; their cookies and terms apply once you press play.');
    await expectAccessible(page);
    expect(elsewhere).toEqual([]);
    await facade.getByRole('button', { name: /^Play .* \(plays from YouTube\)$/ }).click();
    const frame = page.getByTestId('external-player').locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect.poll(() => elsewhere.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

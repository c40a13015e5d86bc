import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, notice, test, uniqueEmail, visit } from './fixtures';

/*
 * Issue 26, offline: the service worker keeps the app shell; a member saves an article and a video
 * for offline, and opens them, the saved list and the brace tracker without a connection; taps made
 * offline keep their own times and are logged once back online; other pages show the offline page;
 * a sign-out empties the member's caches. (The other browser tests run with service workers blocked.)
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 760 }, timezoneId: 'Europe/London' });

const ARTICLE = { slug: 'what-is-clubfoot' };
const VIDEO = { slug: 'putting-on-boots-and-bar', title: 'Putting On Boots and Bar, Step by Step' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Waits until the worker runs this page, then until the answers it keeps for the tracker are kept. */
async function workerInCharge(page: Page, childId: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
  // The list of children and the child's log: the first asked for right after the member's own answer.
  const kept = (id: string) =>
    Promise.all([`/api/brace-tracker/children`, `/api/brace-tracker/children/${id}`].map(async (url) => Boolean(await caches.match(url, { cacheName: 'member-v1' }))));
  await expect.poll(() => page.evaluate(kept, childId), { timeout: 15_000 }).toEqual([true, true]);
}

test('saved articles and videos, and the brace tracker, work without a connection; taps sync once back', async ({ page }) => {
  test.setTimeout(120_000);
  await createUser(page.request, { email: uniqueEmail('odile'), firstName: 'Odile', lastName: 'Marchetti' });
  const created = await page.request.post('/api/brace-tracker/children', {
    data: { name: 'Remy', birthDate: day(-150), braceStartDate: day(-60), timeZone: 'Europe/London', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 },
  });
  expect(created.status()).toBe(201);
  const child = (await created.json()) as { id: string };

  await visit(page, '/brace-tracker');
  await workerInCharge(page, child.id);

  // Save an article and a video while online.
  await visit(page, `/resources/${ARTICLE.slug}`);
  const title = (await page.locator('main h1').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(notice(page, 'Saved for offline')).toBeVisible();
  await expect(page.getByTestId('saved-offline')).toContainText(/Saved for offline \(\d+(\.\d)? (kB|MB)\)/);
  await visit(page, `/videos/${VIDEO.slug}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByTestId('saved-offline')).toBeVisible();

  // No connection from here.
  await page.context().setOffline(true);

  // The saved article opens, with its words.
  await page.goto(`/resources/${ARTICLE.slug}`);
  await expect(page.locator('main h1').first()).toHaveText(title);
  await expect(page.locator('.article-content')).toContainText(/clubfoot/i);
  // The saved video opens and plays its one saved file.
  await page.goto(`/videos/${VIDEO.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: VIDEO.title })).toBeVisible();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThan(0);

  // The saved list: both, the space they use, and a way to remove them.
  await visit(page, '/saved');
  const list = page.getByRole('list', { name: 'Saved items' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('saved-space')).toContainText(/Saved items use \d+(\.\d)? (kB|MB) on this device\./);
  await expectAccessible(page);

  // A page that was not saved: the offline page, with what works.
  await page.goto('/community/forum');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: /Brace Tracker/ })).toHaveAttribute('href', '/brace-tracker');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  // In the page's language.
  await page.goto('/es/community/forum');
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();

  // The brace tracker opens and logs: each tap keeps its time and waits to be sent.
  await page.goto('/brace-tracker');
  const today = page.getByRole('region', { name: 'Remy today' });
  await expect(today).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add this time' })).toBeDisabled();
  const onAt = Date.now();
  await today.getByRole('button', { name: 'Boots on' }).click();
  await expect(notice(page, 'Kept on this device')).toBeVisible();
  await expect(today.getByText(/^Boots on since \d\d:\d\d/)).toBeVisible();
  const waiting = today.getByTestId('waiting-taps');
  await expect(waiting).toContainText(/Boots on at \d\d:\d\d/);
  // Still waiting after the page is opened again.
  await page.goto('/brace-tracker');
  await expect(waiting).toContainText(/Boots on at \d\d:\d\d/);
  await today.getByRole('button', { name: 'Boots off' }).click();
  await expect(waiting).toContainText(/Boots on \d\d:\d\d to \d\d:\d\d/);
  const offAt = Date.now();
  await expectAccessible(page);

  // Back online: the taps are sent, once, with the times they were made.
  await page.context().setOffline(false);
  await expect(notice(page, 'Sent')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const log = (await (await page.request.get(`/api/brace-tracker/children/${child.id}`)).json()) as { periods: { startedAt: string; endedAt: string | null }[] };
  expect(log.periods).toHaveLength(1);
  const [period] = log.periods;
  expect(Date.parse(period!.startedAt)).toBeGreaterThanOrEqual(onAt - 1000);
  expect(Date.parse(period!.startedAt)).toBeLessThan(onAt + 5000);
  expect(Date.parse(period!.endedAt ?? '')).toBeLessThanOrEqual(offAt + 1000);

  // A sign-out empties what was kept for the member.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(async () => [await caches.has('member-v1'), await caches.has('saved-v1')])).toEqual([false, false]);
});

test('the worker serves the site as before while online, and a visitor sees no save button', async ({ page }) => {
  await visit(page, `/resources/${ARTICLE.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(0);
  // Pages still come from the server, rendered (not the shell the worker keeps for offline).
  for (const path of ['/', '/offline', `/resources/${ARTICLE.slug}`]) {
    const answer = await page.goto(path);
    expect(await answer?.text(), path).toMatch(/<div id="root"><(?!\/div>)/);
  }
  // Nothing of a member's is kept for a visitor.
  expect(await page.evaluate(() => caches.has('member-v1'))).toBe(false);
});

test('Chrome finds the site installable, and the start page answers offline (the checks Lighthouse’s PWA audits made)', async ({ page }) => {
  await visit(page, '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
  const cdp = await page.context().newCDPSession(page);
  // The same check Chrome makes before it offers to install (Lighthouse's "installable-manifest").
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito windows, where Chrome never installs anything: that one is the test's, not the site's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(errors).toEqual([]);
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  // A themed address bar, a viewport for phones, and an icon for iOS.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  // The start page, opened with no connection, answers (the offline page) rather than failing.
  await page.context().setOffline(true);
  const offline = await page.goto('/');
  expect(offline?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await page.context().setOffline(false);
});

test('a push arriving at the service worker is shown as the site’s notification, with the page a tap opens', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await visit(page, '/about');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const mine = registrations.find((registration) => registration.scopeURL.startsWith(baseURL ?? ''));
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  // What the server's push job sends (server/features/push), as the push service hands it over.
  const data = JSON.stringify({ title: 'New message from Ana', body: 'Open Clubfoot Community to read it.', url: '/messages', tag: 'message-1' });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL ?? '').origin, registrationId, data });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [shown.title, shown.body, shown.tag, (shown.data as { url: string }).url])))
    .toEqual([['New message from Ana', 'Open Clubfoot Community to read it.', 'message-1', '/messages']]);
  // Something that is not the site's push shows nothing.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL ?? '').origin, registrationId, data: 'not a push of ours' });
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(1);
});

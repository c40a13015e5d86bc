import { expect, expectAccessible, test, visit } from './fixtures';

/* Issue 26, updates: a page loaded before the site was updated says so and offers to reload. */

test('every page and answer names the build the server runs', async ({ request }) => {
  const page = await request.get('/resources');
  const named = /<meta name="app-build" content="([0-9a-f]{16})">/.exec(await page.text())?.[1];
  expect(named).toBeTruthy();
  expect(page.headers()['x-app-build']).toBe(named);
  expect((await request.get('/api/resources')).headers()['x-app-build']).toBe(named);
});

test('"A new version is available - Reload" once the server runs a newer build, and reloading gets it', async ({ page, consoleErrors }) => {
  await visit(page, '/resources');
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  // The site is updated while the page is open: its next answer names another build.
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-build': 'ffffffffffffffff' } });
  });
  await page.getByRole('main').locator('a[href^="/resources/"]').first().click();
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Reload the page to use it.');
  await expectAccessible(page);
  await page.unroute('**/api/**');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The one visible notice, found by its description. */
const notice = (page: Page, description: string) => page.locator('[data-toast-viewport] li').filter({ hasText: description });

test('the dashboard counts members and leads to the admin areas', async ({ page, request, consoleErrors }) => {
  // Another member, created without touching this browser's session.
  await createUser(request, { email: uniqueEmail('nia'), firstName: 'Nia', lastName: 'Newcomer' });
  await signInAsAdmin(page);
  const statsRes = await page.request.get('/api/admin/stats');
  expect(statsRes.ok()).toBe(true);
  const stats = (await statsRes.json()) as { members: number; newMembersThisWeek: number };
  expect(stats.newMembersThisWeek).toBeGreaterThanOrEqual(2);

  await visit(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await expect(adminNav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Analytics',
    'Members',
    'Articles',
    'Resources',
    'Videos',
    'Events',
    'Forums',
    'Support groups',
    'Success stories',
    'Messages',
    'Donations',
    'Supporters',
    'Payouts to charities',
    'Products',
    'Orders',
    'Assistant',
    'Doctor requests',
    'Specialists',
    'Inbox',
    'Settings',
    'Audit log',
  ]);
  await expect(adminNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(adminNav(page).getByRole('link', { name: 'Members' })).not.toHaveAttribute('aria-current', 'page');

  const format = (n: number) => n.toLocaleString('en');
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByTestId('stat-value')).toHaveText(format(stats.members));
  await expect(page.getByRole('region', { name: 'New members this week', exact: true }).getByTestId('stat-value')).toHaveText(
    format(stats.newMembersThisWeek),
  );

  // The shop's card leads to its orders and products.
  const shop = page.getByRole('region', { name: 'Shop', exact: true });
  await expect(shop.getByRole('link', { name: 'See the orders' })).toHaveAttribute('href', '/admin/orders');
  await expect(shop.getByRole('link', { name: 'See the products' })).toHaveAttribute('href', '/admin/products');
  await expect(shop.getByTestId('shop-figure')).toHaveCount(4);

  const areas = page.getByRole('region', { name: 'Admin areas' }).getByRole('link');
  const expectedAreas = [
    ['Analytics', '/admin/analytics'],
    ['Members', '/admin/user-data'],
    ['Articles', '/admin/articles'],
    ['Resources', '/admin/resources'],
    ['Videos', '/admin/videos'],
    ['Events', '/admin/events'],
    ['Forums', '/admin/forums'],
    ['Support groups', '/admin/groups'],
    ['Success stories', '/admin/stories'],
    ['Messages', '/admin/messages'],
    ['Donations', '/admin/donations'],
    ['Supporters', '/admin/supporters'],
    ['Payouts to charities', '/admin/payouts'],
    ['Products', '/admin/products'],
    ['Orders', '/admin/orders'],
    ['Assistant', '/admin/assistant'],
    ['Doctor requests', '/admin/referrals'],
    ['Specialists', '/admin/specialists'],
    ['Inbox', '/admin/inbox'],
    ['Settings', '/admin/settings'],
    ['Audit log', '/admin/audit-log'],
  ] as const;
  await expect(areas).toHaveCount(expectedAreas.length);
  for (const [index, [name, href]] of expectedAreas.entries()) {
    await expect(areas.nth(index)).toHaveAccessibleName(name);
    await expect(areas.nth(index)).toHaveAttribute('href', href);
  }
  await expectAccessible(page);

  await areas.last().click();
  await expect(page).toHaveURL('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await expect(adminNav(page).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test("the admin areas' navigation: every area in view at 1366 px; on a phone a row that scrolls inside itself, the current area in view", async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await visit(page, '/admin');
  const links = adminNav(page).getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(12);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 360, height: 780 });
  await visit(page, '/admin/audit-log');
  const current = adminNav(page).getByRole('link', { name: 'Audit log' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every area can be reached: each link scrolls into view within the row (to a fraction of a pixel).
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 0.95 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('members: search, promote and demote, suspend after confirming and restore; the audit log records each', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { email: theo } = await createUser(request, { email: uniqueEmail('theo'), firstName: 'Theo', lastName: 'Parent' });
  const { email: ada } = await signInAsAdmin(page);

  await visit(page, '/admin');
  await adminNav(page).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL('/admin/user-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');
  await expect(adminNav(page).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'E-mail', 'Role', 'Joined', 'Last seen', 'Flags', 'Profile', 'Status', 'Actions']);
  await expect(page.getByText(/^Page 1 of \d+ · \d+ members?$/)).toBeVisible();
  await expectAccessible(page);

  // The search (after a pause in typing) lives in the URL and survives a reload.
  const search = page.getByLabel('Search members');
  await expect(search).toHaveAttribute('placeholder', 'Name or email');
  await search.fill(theo);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(theo);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 · 1 member', { exact: true })).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue(theo);
  await expect(rows).toHaveCount(1);

  const row = rows.first();
  const cells = row.getByRole('cell');
  const roleCell = cells.nth(1);
  const statusCell = cells.nth(6);
  await expect(row.getByRole('rowheader')).toHaveText('Theo Parent');
  await expect(cells.nth(0)).toContainText(theo);
  await expect(roleCell).toHaveText('Member');
  await expect(cells.nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(cells.nth(5)).toHaveText(/^\d{1,3}%$/);
  await expect(statusCell).toHaveText('Active');

  // Promote, then demote.
  await row.getByRole('button', { name: 'Make admin Theo Parent' }).click();
  await expect(notice(page, 'Theo Parent is now an admin.')).toContainText('Role updated');
  await expect(roleCell).toHaveText('Admin');
  await row.getByRole('button', { name: 'Make member Theo Parent' }).click();
  await expect(notice(page, 'Theo Parent is now a member.')).toBeVisible();
  await expect(roleCell).toHaveText('Member');

  // Suspending asks first; Cancel changes nothing.
  const suspendButton = row.getByRole('button', { name: 'Suspend Theo Parent' });
  await suspendButton.click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Theo Parent?' });
  await expect(dialog).toContainText('They will be signed out everywhere and cannot sign in or post until restored.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(suspendButton).toBeFocused();
  await expect(statusCell).toHaveText('Active');

  await suspendButton.click();
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page, 'Theo Parent has been signed out and cannot sign in or post until restored.')).toContainText('Member suspended');
  await expect(statusCell).toHaveText('Suspended');
  const restoreButton = row.getByRole('button', { name: 'Restore Theo Parent' });
  await expect(restoreButton).toBeFocused();
  await restoreButton.click();
  await expect(notice(page, 'Theo Parent can sign in and post again.')).toContainText('Member restored');
  await expect(statusCell).toHaveText('Active');

  // Admins cannot suspend themselves: their own row has no Suspend button.
  await search.fill(ada);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(ada);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Ada Admin (you)');
  await expect(rows.first().getByRole('button', { name: /Suspend/ })).toHaveCount(0);

  // The audit log, newest first: restored, suspended, demoted, promoted.
  await adminNav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const entries = page.getByRole('table').locator('tbody tr').filter({ hasText: theo });
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('restored');
  await expect(entries.nth(1)).toContainText('suspended');
  await expect(entries.nth(2)).toContainText(/changed role\s*admin\s*→\s*to member/);
  await expect(entries.nth(3)).toContainText(/changed role\s*member\s*→\s*to admin/);
  for (let i = 0; i < 4; i += 1) {
    await expect(entries.nth(i).getByRole('cell').nth(1)).toHaveText(ada);
    await expect(entries.nth(i).getByRole('cell').nth(0)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
  }
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('the admin area is not found for visitors and members, and its API refuses them', async ({ page }) => {
  const adminPaths = ['/admin', '/admin/user-data', '/admin/audit-log'];

  for (const path of adminPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(adminNav(page)).toHaveCount(0);
  }
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);

  await createUser(page.request, { email: uniqueEmail('mo'), firstName: 'Mo', lastName: 'Member' });
  for (const path of adminPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(adminNav(page)).toHaveCount(0);
  }
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

import type { AdminMembershipSummary } from '../../shared/api/memberships';
import { expect, expectAccessible, signInAsAdmin, test, visit } from './fixtures';

/*
 * Supporters in the admin area (issue 29): the dashboard's card leads to /admin/supporters, where an
 * administrator on a phone reads the figures and levels, and finds members by status, level and name.
 */

test('an administrator reads the supporters in figures and finds them by status, level and name, on a phone', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 360, height: 780 });
  const summary = (await (await page.request.get('/api/admin/memberships/summary')).json()) as AdminMembershipSummary;
  expect(summary.supporters).toBeGreaterThanOrEqual(2);

  await visit(page, '/admin');
  const card = page.getByRole('region', { name: 'Supporters in figures' });
  await expect(card.getByTestId('supporter-figure').first()).toHaveText(String(summary.supporters));
  await card.getByRole('link', { name: 'See every supporter' }).click();
  await expect(page).toHaveURL('/admin/supporters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supporters');

  const levels = page.getByRole('table', { name: 'Supporters now at each level' });
  for (const level of summary.levels) {
    const label = `$${level.amountCents / 100} a ${level.interval}`;
    await expect(levels.getByRole('row', { name: new RegExp(`^\\${label} `) })).toContainText(String(level.supporters));
  }

  const table = page.getByRole('table', { name: /Every membership, newest first/ });
  await expect(table.getByRole('row').filter({ hasText: 'daniel@clubfoot.example' })).toContainText('$50 a year');
  await expect(table.getByRole('row').filter({ hasText: 'daniel@clubfoot.example' })).toContainText('Active');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Ended' });
  await expect(page).toHaveURL('/admin/supporters?status=ended');
  const filtered = page.getByRole('table', { name: /Memberships that match the filters/ });
  await expect(filtered.getByRole('row').filter({ hasText: 'jonas@clubfoot.example' })).toContainText('Ended');
  await expect(filtered.getByRole('row').filter({ hasText: 'daniel@clubfoot.example' })).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  await page.getByLabel('Level', { exact: true }).selectOption({ label: '$10 a month' });
  await page.getByLabel('Name or e-mail address').fill('priya');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/level=monthly-10/);
  await expect(page).toHaveURL(/q=priya/);
  await expect(filtered.getByRole('row').filter({ hasText: 'priya@clubfoot.example' })).toContainText('3 payments');
  await expect(filtered.getByRole('row').filter({ hasText: 'daniel@clubfoot.example' })).toHaveCount(0);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

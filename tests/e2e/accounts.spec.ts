import { expect, expectAccessible, test, uniqueEmail, visit } from './fixtures';

const PASSWORD = 'brace-boots-and-bar-2026';

test('sign up, sign out and sign back in, returning to the page the person came from', async ({ page, consoleErrors }) => {
  await visit(page, '/community');
  // The join link on a page takes the person to the sign-in screen and back again.
  await page.goto('/api/login?signup=true&returnTo=%2Fcommunity');
  await expect(page).toHaveURL(/\/login\?method=email&signup=true&returnTo=%2Fcommunity$/);
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  const email = uniqueEmail('maya');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('password123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText(/13 or older/).last()).toBeVisible();
  await form.getByLabel(/I am 13 or older/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toContainText('too common');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/community');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  await header.getByRole('button', { name: 'Account menu for Maya Okafor' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Maya Okafor');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expectAccessible(page);

  // Members see no ads.
  await visit(page, '/');
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore Videos' })).toHaveAttribute('href', '/videos');

  await header.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.locator('[data-ad-slot="home-banner"]')).toBeVisible();

  await page.goto('/api/auth/email?returnTo=%2Fabout');
  const signIn = page.getByRole('form', { name: 'Sign in with email' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('not-my-password-at-all');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/about');
  await expect(header.getByRole('button', { name: 'Account menu for Maya Okafor' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('admins see the Admin Dashboard link; members do not', async ({ page }) => {
  await visit(page, '/about');
  await page.request.post('/api/test/users', { data: { email: uniqueEmail('admin'), role: 'admin', firstName: 'Ada', lastName: 'Admin' } });
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('dialog', { name: 'Menu' });
  await expect(mobile.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(mobile.getByText('Ada Admin')).toBeVisible();
});

test("the header's Login link brings the person back to the page they were reading", async ({ page, browser }) => {
  const email = uniqueEmail('back');
  const setup = await browser.newContext();
  await setup.request.post('/api/test/users', { data: { email, password: PASSWORD } });
  await setup.close();
  await visit(page, '/about');
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: /Sign in with Email/ }).click();
  const signIn = page.getByRole('form', { name: 'Sign in with email' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
});

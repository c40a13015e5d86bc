import { expect, expectAccessible, test, uniqueEmail, visit } from './fixtures';


test('the privacy tab changes the password, downloads my data and deletes the account', async ({ page }) => {
  const email = uniqueEmail('secure');
  await page.request.post('/api/test/users', { data: { email, password: 'first-password-here', firstName: 'Sec', lastName: 'Ure' } });
  await visit(page, '/profile#privacy');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expectAccessible(page);

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('first-password-here');
  await change.getByLabel('New password').fill('second-password-here');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('[data-toast-viewport]')).toContainText('Password changed');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
  expect(data.account.email).toBe(email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectAccessible(page);
  await dialog.getByLabel('Password').fill('second-password-here');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', { data: { email, password: 'second-password-here' } });
  expect(signIn.status()).toBe(401);
});

test('signing out of all devices ends this session too', async ({ page }) => {
  await page.request.post('/api/test/users', { data: { email: uniqueEmail('devices') } });
  await visit(page, '/profile#privacy');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a member adds and removes a profile picture', async ({ page }) => {
  await page.request.post('/api/test/users', { data: { email: uniqueEmail('avatar'), firstName: 'Pic', lastName: 'Ture' } });
  await visit(page, '/profile');
  // A 1x1 PNG, named as if it were a text file: the server goes by the bytes.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.locator('#avatar-file').setInputFiles({ name: 'picture.txt', mimeType: 'text/plain', buffer: png });
  const avatar = page.locator('main img[src^="/uploads/avatars/"]').first();
  await expect(avatar).toBeVisible();
  // Visible is not loaded: wait for the picture's bytes, then check the server scaled it.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(256);
  await expect(page.getByRole('banner').locator('img[src^="/uploads/avatars/"]')).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.locator('main img[src^="/uploads/avatars/"]')).toHaveCount(0);
});

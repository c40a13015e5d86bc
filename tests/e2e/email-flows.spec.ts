import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, outboxDir, test, uniqueEmail, visit } from './fixtures';

/** The newest link to this site in the outbox e-mail sent to `to` (no SMTP in the browser suite). */
function outboxLink(to: string, kind: RegExp) {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!raw.includes(`To: ${to}`)) continue;
    const link = raw.match(/http:\/\/127\.0\.0\.1:\d+\/[^\s]+/g)?.find((l) => kind.test(l));
    if (link) return new URL(link).pathname + new URL(link).search;
  }
  return null;
}


test('a new member confirms their address from the e-mail link', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/login?method=email&signup=true');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Vera');
  await form.getByLabel('Last name').fill('Fy');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('confirm-me-please-2026');
  await form.getByLabel(/I am 13 or older/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  await expect.poll(() => outboxLink(email, /verify-email/)).not.toBeNull();
  await page.goto(outboxLink(email, /verify-email/) as string);
  await expect(page).toHaveURL(/\/profile\?verified=1/);
  await expect(banner).toHaveCount(0);
});

test('a member who forgot their password resets it from the e-mail link', async ({ page, browser }) => {
  const email = uniqueEmail('forgot');
  const setup = await browser.newContext();
  await setup.request.post('/api/test/users', { data: { email, password: 'the-old-password-1' } });
  await setup.close();

  await visit(page, '/login?method=email');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that address');

  await expect.poll(() => outboxLink(email, /reset-password/)).not.toBeNull();
  await page.goto(outboxLink(email, /reset-password/) as string);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await expectAccessible(page);
  await reset.getByLabel('New password', { exact: true }).fill('a-brand-new-password-7');
  await reset.getByLabel('Repeat the new password').fill('a-brand-new-password-7');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { MEMBERSHIP_FREE_NOTE } from '../../shared/memberships';
import { createUser, expect, expectAccessible, notice, outboxMails, test, uniqueEmail, visit } from './fixtures';

/*
 * Supporting membership (issue 29) in test mode: joining with the test card, the profile's card, the
 * Supporter badge chosen in the Privacy tab, cancelling and keeping the status to the period's end.
 */

const levels = (page: Page) => page.getByRole('group', { name: 'Membership level' });
const membershipCard = (page: Page) => page.getByRole('region', { name: 'Your membership' });

async function payWithTestCard(page: Page, payLabel: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: payLabel, exact: true }).click();
}

test('a member joins with the test card, shows the badge, cancels and stays a supporter until the period ends', async ({ page, consoleErrors }) => {
  const member = await createUser(page.request, { email: uniqueEmail('sam'), firstName: 'Sam', lastName: 'Supporter' });
  await visit(page, '/membership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a supporting member');
  await expect(page.getByText(MEMBERSHIP_FREE_NOTE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See where the money goes' })).toHaveAttribute('href', '/transparency');
  await expect(levels(page).getByRole('radio')).toHaveCount(4);
  await expect(levels(page).getByRole('radio', { name: /\$5 a month/ })).toBeChecked();
  await levels(page).getByRole('radio', { name: /\$50 a year/ }).check();
  await expect(levels(page)).toContainText('$25 to clubfoot charities');
  await page.getByRole('button', { name: 'Join for $50 a year' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Your membership: $50 a year');
  await expectAccessible(page);
  await payWithTestCard(page, 'Join for $50 a year');

  await expect(page).toHaveURL('/membership?success=true');
  await expect(page.getByRole('region', { name: 'Thank you for supporting us' })).toContainText('The receipt is on its way to your e-mail');
  const status = page.getByRole('region', { name: 'You are a supporter' });
  await expect(status).toContainText('Level: $50 a year');
  await expect(status).toContainText(/Renews on \w+ \d+, \d{4}/);
  await expectAccessible(page);
  // The receipt is e-mailed (headers folded onto one line to read the subject).
  const receipted = () => outboxMails(member.email).some((raw) => raw.replace(/\r?\n[ \t]+/g, ' ').includes('Welcome, supporting member: your receipt for $50'));
  await expect.poll(receipted, { timeout: 10_000 }).toBe(true);

  // The profile: the membership with its payment and this year's statements.
  await status.getByRole('link', { name: 'Manage your membership in your profile' }).click();
  const card = membershipCard(page);
  await expect(card).toBeInViewport();
  await expect(card).toContainText('Active');
  await expect(card).toContainText(/\$50 paid on/);
  const year = new Date().getUTCFullYear();
  await expect(card.getByRole('link', { name: `${year} statement (PDF)` })).toHaveAttribute('href', `/api/memberships/statements/${year}/pdf`);
  await expect(card.getByRole('link', { name: `${year} statement (CSV)` })).toHaveAttribute('href', `/api/memberships/statements/${year}`);

  // The badge is opt-in: off until the member turns it on in the Privacy tab.
  const categories = (await (await page.request.get('/api/forum/categories')).json()) as { id: number; slug: string }[];
  const created = await page.request.post('/api/forum/topics', { data: { title: `Thank you all ${Date.now()}`, content: 'This place helped us.', categoryId: categories[0]!.id } });
  expect(created.ok(), await created.text()).toBe(true);
  const { slug } = (await created.json()) as { slug: string };
  await visit(page, `/community/forum/${slug}`);
  await expect(page.getByRole('list', { name: 'Member badges' }).getByText('Supporter', { exact: true })).toHaveCount(0);

  await visit(page, '/profile#privacy');
  const badgeSwitch = page.getByRole('switch', { name: 'Show a Supporter badge beside my name' });
  await expect(badgeSwitch).not.toBeChecked();
  await badgeSwitch.click();
  await page.getByRole('button', { name: 'Save Privacy Settings' }).click();
  await expect(notice(page, 'Settings Updated')).toBeVisible();
  await visit(page, `/community/forum/${slug}`);
  await expect(page.getByRole('list', { name: 'Member badges' }).first().getByText('Supporter', { exact: true })).toBeVisible();

  // Cancelling asks first, and the member stays a supporter until the paid period ends.
  await visit(page, '/profile');
  await membershipCard(page).getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText(/You stay a supporter until \w+ \d+, \d{4}/);
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(notice(page, 'Membership cancelled')).toBeVisible();
  await expect(membershipCard(page)).toContainText('Cancelled');
  await expect(membershipCard(page)).toContainText(/Supporter until \w+ \d+, \d{4}/);
  await expect(membershipCard(page).getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await visit(page, '/membership');
  await expect(page.getByRole('region', { name: 'You are a supporter' })).toContainText(/Supporter until \w+ \d+, \d{4}/);
  await visit(page, `/community/forum/${slug}`);
  await expect(page.getByRole('list', { name: 'Member badges' }).first().getByText('Supporter', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a visitor on /membership reads what it is and is offered sign-in; the home page and donate page link to it', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await visit(page, '/membership');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(MEMBERSHIP_FREE_NOTE)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  const offer = page.getByRole('region', { name: 'Sign in to become a supporter' });
  await expect(offer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Fmembership');
  await expect(offer.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /signup=true/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await visit(page, '/');
  await expect(page.getByRole('link', { name: 'Become a supporting member' })).toHaveAttribute('href', '/membership');
  await visit(page, '/donate');
  await page.getByRole('link', { name: 'Become a supporting member' }).click();
  await expect(page).toHaveURL('/membership');
  expect(consoleErrors).toEqual([]);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, notice, test, uniqueEmail, visit } from './fixtures';

/*
 * Reviews members trust (issue 20): a member who bought a product reviews it with a rating and their
 * child's stage, edits it; another member finds it helpful and reports it.
 */

const SOCKS = { slug: 'stepwell-brace-socks', name: 'Stepwell Brace Socks, Pack of Three' };

/** Buys a pack of socks through the API, paid with the test card: the review then carries "Verified purchase". */
async function buySocks(request: APIRequestContext) {
  const detail = (await (await request.get(`/api/shop/products/${SOCKS.slug}`)).json()) as { variants: { id: string; stock: number }[] };
  const variant = detail.variants.find((candidate) => candidate.stock > 0)!;
  const started = await request.post('/api/shop/checkout', {
    data: { items: [{ variantId: variant.id, quantity: 1 }], shippingAddress: { name: 'Ingrid Solberg', line1: '2 Oak Road', city: 'Austin', country: 'US' }, shippingMethod: 'standard' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  const paid = await request.post('/api/payments/test-mode/confirm', { data: { clientSecret, paymentMethod: 'pm_card_visa' } });
  expect(paid.ok(), await paid.text()).toBe(true);
}

const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const reviewBy = (page: Page, name: string) => reviews(page).getByTestId('review').filter({ hasText: name });

test('a member who bought a product reviews it, edits it, and another member finds it helpful and reports it', async ({ page, browser, consoleErrors }) => {
  // A visitor is offered the sign-in, which comes back here.
  await visit(page, `/shop/products/${SOCKS.slug}`);
  await expect(reviews(page).getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`/shop/products/${SOCKS.slug}`)}`);

  await createUser(page.request, { email: uniqueEmail('ingrid'), firstName: 'Ingrid', lastName: 'Solberg' });
  const staged = await page.request.patch('/api/profile/clubfoot', { data: { treatmentStage: 'bracing', clubfootSide: 'left' } });
  expect(staged.ok(), await staged.text()).toBe(true);
  await buySocks(page.request);

  await visit(page, `/shop/products/${SOCKS.slug}`);
  await page.waitForLoadState('networkidle');
  await reviews(page).getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form.getByRole('heading', { name: 'Write a review' })).toBeFocused();
  // Sent empty: the contract's own messages.
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(form).toContainText('Please choose a rating from 1 to 5');
  await expect(form).toContainText('Please write at least 20 characters');
  // The stars are radios: the arrow keys move between them.
  await form.getByRole('radio', { name: '3 out of 5 stars' }).check();
  await form.getByRole('radio', { name: '3 out of 5 stars' }).press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await form.getByLabel('Title (optional)').fill('Soft and they stay up');
  await form.getByLabel('Your review').fill('These stayed up inside the boots all night and washed well. We needed the larger size sooner than we thought.');
  await form.getByLabel("Show my child's treatment stage").check();
  await expect(form).toContainText('Your privacy settings still apply');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(notice(page, 'Thank you for your review')).toBeVisible();

  const mine = reviewBy(page, 'Ingrid');
  await expect(mine).toContainText('Soft and they stay up');
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(mine).toContainText('Verified purchase');
  await expect(mine).toContainText('Bracing');
  // The side was not chosen, so it is not shown.
  await expect(mine).not.toContainText('Left foot');
  // One's own review has no "Helpful" or "Report".
  await expect(mine.getByRole('button', { name: /Helpful/ })).toHaveCount(0);

  await reviews(page).getByRole('button', { name: 'Edit your review' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await edit.getByRole('radio', { name: '5 out of 5 stars' }).check();
  await edit.getByLabel('Title (optional)').fill('Soft, and they stay up all night');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Your review was updated')).toBeVisible();
  await expect(mine).toContainText('Soft, and they stay up all night');
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(mine).toContainText('edited');
  await expectAccessible(page);

  // Another member: "Helpful", then a report.
  const other = await memberPage(browser);
  await createUser(other.page.request, { email: uniqueEmail('tomas'), firstName: 'Tomas', lastName: 'Reyes' });
  await visit(other.page, `/shop/products/${SOCKS.slug}`);
  await other.page.waitForLoadState('networkidle');
  await reviews(other.page).getByLabel('Sort by').selectOption('newest');
  await reviews(other.page).getByLabel('Treatment stage').selectOption('bracing');
  const theirs = reviewBy(other.page, 'Ingrid');
  const helpful = theirs.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveText('Helpful (1)');

  await theirs.getByRole('button', { name: /^Report/ }).click();
  const dialog = other.page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toContainText('Please say what is wrong with this review');
  await dialog.getByLabel('What is wrong with this review?').fill('It names a clinic nurse by her full name.');
  await expectAccessible(other.page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(theirs).toContainText('our moderators will look at it');
  await expectAccessible(other.page);
  await other.context.close();

  // The author sees the vote.
  await page.reload();
  await expect(reviewBy(page, 'Ingrid')).toContainText('1 person found this helpful');
  expect(consoleErrors).toEqual([]);
});

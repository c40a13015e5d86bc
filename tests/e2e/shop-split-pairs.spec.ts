import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, test, uniqueEmail, verifiedMember, visit } from './fixtures';

/*
 * Split pairs (issue 20): two Clubfoot Buddies whose feet are each other's opposite share two pairs,
 * each paying their half; and a pair of two sizes bought directly. Test mode, test card.
 */

const WALKERS = { slug: 'stepwell-flex-walkers', name: 'Stepwell Flex Walkers' };

async function saveShoes(request: APIRequestContext, left: number, right: number) {
  const saved = await request.post('/api/clubfoot-buddy/my-shoes', { data: { leftFootSize: left, rightFootSize: right, preferredBrands: null, shoeTypes: null, notes: null } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function fillAddress(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Address line 1').fill('14 Harbour Lane');
  await page.getByLabel('Town or city').fill('Portland');
  await page.getByLabel('ZIP or postal code (optional)').fill('97201');
}

async function payWithTestCard(page: Page) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: /^Pay \$/ }).click();
}

test('two buddies buy a split pair, each paying their half', async ({ page, browser, consoleErrors }) => {
  // Nadia's child wears a 5 on the left and a 5.5 on the right; Omar's the other way round.
  const nadia = await verifiedMember(page.request, 'Nadia', 'Haddad');
  await saveShoes(page.request, 5, 5.5);
  const other = await memberPage(browser);
  const omar = await verifiedMember(other.page.request, 'Omar', 'Lindgren');
  await saveShoes(other.page.request, 5.5, 5);
  const asked = await page.request.post('/api/clubfoot-buddy/matches', { data: { memberId: omar.id, message: 'Shall we share shoes?' } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const match = (await asked.json()) as { id: string | number };
  const accepted = await other.page.request.post(`/api/clubfoot-buddy/matches/${match.id}/accept`);
  expect(accepted.ok(), await accepted.text()).toBe(true);
  expect(nadia.id).not.toBe(omar.id);

  await visit(page, `/shop/products/${WALKERS.slug}`);
  await page.waitForLoadState('networkidle');
  const offer = page.getByTestId('split-pair-offer');
  await expect(offer).toContainText('you get a left size 5 and a right size 5.5');
  await expect(offer).toContainText('Omar');
  await expect(offer).toContainText('within 7 days');
  await expect(offer).toContainText('refunded in full');
  await expectAccessible(page);
  await offer.getByRole('button', { name: /^Buy as a split pair with Omar/ }).click();
  await expect(offer.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await fillAddress(page, 'Nadia Haddad');
  await offer.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithTestCard(page);

  await expect(page).toHaveURL(/\/shop\/split-pairs\/[0-9a-f-]{36}$/);
  const splitPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Split pair with Omar/);
  await expect(page.getByTestId('split-pair-status')).toHaveText('Waiting for the second half');
  await expect(page.getByTestId('your-half')).toContainText('Left size 5 · Right size 5.5');
  await expect(page.getByTestId('your-half')).toContainText('Paid');
  await expect(page.getByTestId('buddy-half')).toContainText('Left size 5.5 · Right size 5');
  await expect(page.getByTestId('buddy-half')).toContainText('Not paid yet');
  await expect(page.getByRole('button', { name: 'Call it off' })).toBeVisible();
  await expectAccessible(page);

  // Omar follows the notification's link and pays his half.
  await visit(other.page, splitPath);
  await other.page.waitForLoadState('networkidle');
  await expect(other.page.getByTestId('split-pair-status')).toHaveText('Waiting for the second half');
  await expect(other.page.getByTestId('your-half')).toContainText('Left size 5.5 · Right size 5');
  await expect(other.page.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expectAccessible(other.page);
  await fillAddress(other.page, 'Omar Lindgren');
  await other.page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithTestCard(other.page);
  await expect(other.page.getByTestId('split-pair-status')).toHaveText('Both halves paid');
  await expect(other.page.getByTestId('your-half')).toContainText('Paid');
  await expect(other.page.getByTestId('your-half').getByRole('link', { name: /^Your order CF-\d+$/ })).toBeVisible();
  await expectAccessible(other.page);
  await other.context.close();

  await page.reload();
  await expect(page.getByTestId('split-pair-status')).toHaveText('Both halves paid');
  await expect(page.getByTestId('buddy-half')).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Call it off' })).toHaveCount(0);

  // The profile lists it.
  await visit(page, '/profile');
  await expect(page.getByRole('region', { name: 'Split pairs' })).toContainText(WALKERS.name);
  expect(consoleErrors).toEqual([]);
});

test('a member buys a pair of two sizes: a left shoe of one size and a right of another', async ({ page, consoleErrors }) => {
  await createUser(page.request, { email: uniqueEmail('lena'), firstName: 'Lena', lastName: 'Ortiz' });
  await visit(page, `/shop/products/${WALKERS.slug}`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Different size for each foot?').check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a left foot size.' })).toBeVisible();
  await page.getByRole('group', { name: /^Left foot size/ }).getByRole('radio', { name: '5', exact: true }).check();
  await page.getByRole('group', { name: /^Right foot size/ }).getByRole('radio', { name: '6', exact: true }).check();
  await expect(page.getByTestId('stock-note')).toHaveText('In stock');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toContainText('Left size 5 · Right size 6');
  await drawer.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
  await drawer.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(drawer.getByTestId('line-quantity')).toHaveText('1');
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillAddress(page, 'Lena Ortiz');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/shop\/orders\/CF-\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByRole('main')).toContainText('Left size 5 · Right size 6');
  expect(consoleErrors).toEqual([]);
});

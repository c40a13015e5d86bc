import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminProduct, CheckoutResponse, OwnReview, ReviewsPage } from '../../shared/api/shop';
import { createUser, expect, expectAccessible, notice, outboxMails, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A published product of this test's own, made through the admin API (this browser is signed in as the admin). */
async function makeProduct(page: Page, name: string) {
  const id = stamp().toUpperCase();
  const res = await page.request.post('/api/admin/products', {
    data: {
      name,
      category: 'shoes',
      summary: 'Made by the browser tests.',
      description: '',
      status: 'published',
      soldInPairs: false,
      allowMismatched: false,
      relatedResourceSlugs: [],
      variants: [4, 5].map((size) => ({ sku: `E2E-${id}-${size}`, size: String(size), width: null, side: null, priceCents: 8900, stock: 5 })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AdminProduct;
}

/** A visitor's order paid with the test card, through the shop's own checkout (another browser's cookies: none). */
async function paidOrder(request: APIRequestContext, product: AdminProduct, email: string) {
  const started = await request.post('/api/shop/checkout', {
    data: {
      items: [{ variantId: product.variants[0]!.id, quantity: 1 }],
      email,
      shippingAddress: { name: 'Casey Rivers', line1: '12 Harbour Street', city: 'Portland', region: 'OR', postalCode: '97201', country: 'US' },
      shippingMethod: 'standard',
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const order = (await started.json()) as CheckoutResponse;
  const paid = await request.post('/api/payments/test-mode/confirm', { data: { clientSecret: order.clientSecret, paymentMethod: 'pm_card_visa' } });
  expect(await paid.json()).toMatchObject({ status: 'succeeded' });
  return order;
}

test("an admin changes a product's price and stock in its editor, after the form's own checks", async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const name = `Night boots ${stamp()}`;
  const product = await makeProduct(page, name);

  await visit(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Product', 'Category', 'Status', 'Price', 'Stock', 'Sold', 'Rating', 'Actions']);

  // The search lives in the address.
  await page.getByLabel('Search products').fill(name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('10 in stock');
  await expect(row).toContainText('$89');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit “${name}”` });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`edit=${product.id}`));
  const first = editor.getByRole('group', { name: /^Variant 1/ });
  await expect(first.getByLabel('Price (USD)')).toHaveValue('89.00');

  // A price that is not one is caught in the browser, with the focus on it.
  await first.getByLabel('Price (USD)').fill('about 90');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByText('Enter a price such as 24.99')).toBeVisible();
  await expect(first.getByLabel('Price (USD)')).toBeFocused();
  await expectAccessible(page);

  await first.getByLabel('Price (USD)').fill('94.50');
  await first.getByLabel('Stock').fill('12');
  await expect(editor.getByRole('status')).toHaveText('Unsaved changes');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Product saved')).toBeVisible();
  await expect(editor.getByRole('status')).toHaveText('All changes saved');

  const saved = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as AdminProduct;
  expect(saved.variants.map((variant) => [variant.priceCents, variant.stock])).toEqual([
    [9450, 12],
    [8900, 5],
  ]);
  await editor.getByRole('button', { name: 'Close the editor' }).click();
  await expect(editor).toBeHidden();
  await expect(row).toContainText('17 in stock');

  // On a phone: cards instead of the table, and nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  const card = page.getByRole('region', { name: /^All products matching/ }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('17 in stock');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(editor).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('an admin packs a paid order, prints its packing slip and ships it; the customer gets the carrier and tracking number', async ({ page, request, consoleErrors }) => {
  await signInAsAdmin(page);
  const product = await makeProduct(page, `Day boots ${stamp()}`);
  const email = uniqueEmail('casey');
  const order = await paidOrder(request, product, email);
  const number = order.orderNumber;

  await visit(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Order', 'Date', 'Customer', 'Items', 'Total', 'Status', 'Actions']);
  await page.getByLabel('Search orders').fill(number);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(number);
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(email);
  await expectAccessible(page);

  await row.getByRole('button', { name: `View order ${number}` }).click();
  const panel = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Casey Rivers').first()).toBeVisible();
  await expect(panel).toContainText(product.variants[0]!.sku);
  await expectAccessible(page);

  // The packing slip opens in its own tab, ready to print.
  const [slip] = await Promise.all([page.waitForEvent('popup'), panel.getByRole('link', { name: 'Packing slip (opens in a new tab)' }).click()]);
  await slip.waitForLoadState();
  await expect(slip.getByRole('heading', { level: 1 })).toHaveText(`Packing slip · Order ${number}`);
  await expect(slip.getByRole('table', { name: 'What goes in this parcel' })).toContainText(product.variants[0]!.sku);
  await expect(slip.locator('address')).toContainText('12 Harbour Street');
  await expect(slip.getByText('Packed by:')).toBeVisible();
  await slip.close();

  await panel.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(notice(page, 'Order updated')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ship…' })).toBeVisible();

  await panel.getByRole('button', { name: 'Ship…' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${number}` });
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByText('Please enter the carrier')).toBeVisible();
  await expect(ship.getByLabel('Carrier')).toBeFocused();
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await expectAccessible(page);
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(panel).toContainText('Sent with UPS, tracking number 1Z999AA10123456784');
  await expect(panel.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Next step' })).toBeFocused();

  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Close the order' }).click();
  await expect(row).toContainText('Shipped');

  // On a phone: the order as a card, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('region', { name: /^All orders matching/ }).getByRole('listitem').filter({ hasText: number })).toContainText('Shipped');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The customer's e-mail (the browser suite's mail is written to the outbox).
  await expect.poll(() => outboxMails(email).find((mail) => mail.includes(`Your order ${number} is on its way`)) ?? '', { timeout: 15_000 }).toContain('Tracking number: 1Z999AA10123456784');
  expect(outboxMails(email).find((mail) => mail.includes('is on its way'))).toContain('Carrier: UPS');
  expect(consoleErrors).toEqual([]);
});

test("a member's reported review reaches the Reported reviews tab; the admin removes it and it leaves the product", async ({ page, browser, baseURL, consoleErrors }) => {
  await signInAsAdmin(page);
  const product = await makeProduct(page, `Sandals ${stamp()}`);
  const writer = await browser.newContext({ baseURL });
  const reporter = await browser.newContext({ baseURL });
  await createUser(writer.request, { email: uniqueEmail('wren'), firstName: 'Wren', lastName: 'Writer' });
  await createUser(reporter.request, { email: uniqueEmail('rita'), firstName: 'Rita', lastName: 'Reporter' });
  const title = `Buy cheaper ones elsewhere ${stamp()}`;
  const saved = await writer.request.put(`/api/shop/products/${product.slug}/reviews/mine`, {
    data: { rating: 1, title, body: 'These are overpriced. <b>Visit</b> bargain-boots.example for the same sandals at half the price.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const review = (await saved.json()) as OwnReview;
  const reported = await reporter.request.post(`/api/shop/reviews/${review.id}/reports`, { data: { reason: 'Advertising another shop' } });
  expect(reported.status(), await reported.text()).toBe(201);

  // The product's page shows the review, until it is removed.
  const productPage = `/shop/products/${product.slug}`;
  const shownReviews = page.getByRole('region', { name: 'Reviews', exact: true });
  await visit(page, productPage);
  await expect(shownReviews.getByText(title)).toBeVisible();

  await visit(page, '/admin/products');
  await page.getByRole('tab', { name: /^Reported reviews/ }).click();
  await expect(page).toHaveURL(/tab=reviews&status=open/);
  const queue = page.getByRole('region', { name: 'Reported reviews', exact: true });
  await expect(queue.getByLabel('Show reports')).toHaveValue('open');
  const row = queue.getByRole('table').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('1 of 5 stars');
  // The member's words as text, markup and all.
  await expect(row).toContainText('These are overpriced. <b>Visit</b> bargain-boots.example');
  await expect(row).toContainText('Written by Wren Writer');
  await expect(row).toContainText('Advertising another shop');
  await expect(row).toContainText('Rita Reporter');
  await expect(row).toContainText('No other open reports on this review');
  await expect(row.getByRole('link', { name: product.name })).toHaveAttribute('href', `/shop/products/${product.slug}`);
  await expectAccessible(page);

  await row.getByRole('button', { name: /^Remove review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this review?' });
  await expect(dialog).toContainText('will disappear from the product’s page and no longer count in its rating');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove review' }).click();
  await expect(notice(page, 'Review removed')).toContainText(`Wren Writer’s review of “${product.name}”`);
  await expect(row).toHaveCount(0);
  await expect(queue.getByRole('heading', { name: 'Reported reviews' })).toBeFocused();

  // The record: under "Review removed".
  await queue.getByLabel('Show reports').selectOption('removed');
  await expect(page).toHaveURL(/tab=reviews&status=removed/);
  await expect(queue.getByRole('table').getByRole('row').filter({ hasText: title })).toContainText('Review removed');

  // The review is gone from the product and its rating.
  const reviews = (await (await page.request.get(`/api/shop/products/${product.slug}/reviews`)).json()) as ReviewsPage;
  expect(reviews.reviews.map((shown) => shown.id)).not.toContain(review.id);
  expect(reviews.summary.count).toBe(0);
  const reviewsRead = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/shop/products/${product.slug}/reviews` && res.ok());
  await visit(page, productPage);
  await reviewsRead;
  await expect(shownReviews).toBeVisible();
  await expect(shownReviews.getByText(title)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/tab=reviews&status=removed/);

  // On a phone: the report as a card, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(queue.getByRole('region', { name: /^Reports that led to a removal/ }).getByRole('listitem').filter({ hasText: title })).toContainText('Review removed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await writer.close();
  await reporter.close();
  expect(consoleErrors).toEqual([]);
});

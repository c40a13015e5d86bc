import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, notice, outboxLink, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

/*
 * Donations in test mode (no payment provider configured): the card form stands in for the
 * provider's, and only a test payment method's name ever reaches the server.
 */

const selection = (page: Page) => page.getByRole('form', { name: 'Choose your gift' });
const paymentStep = (page: Page) => page.getByRole('region', { name: 'Payment' });
const thanks = (page: Page) => page.getByRole('region', { name: 'Thank you for your gift' });
const split = (page: Page) => page.getByTestId('gift-split');
/** Exact names: '$5' would also find '$50'. */
const radio = (page: Page, name: string) => selection(page).getByRole('radio', { name, exact: true });
const donateButton = (page: Page, name: string) => selection(page).getByRole('button', { name, exact: true });

/** A visitor's page is prerendered: its script must have taken over before anything is typed. */
async function visitAsVisitor(page: Page, path: string) {
  await visit(page, path);
  await page.waitForLoadState('networkidle');
}

/** Every request body the page sends, to show that no card number is among them. */
function recordRequestBodies(page: Page) {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body) bodies.push(body);
  });
  return bodies;
}

async function payWithTestCard(page: Page, number: string, payLabel: string) {
  const payment = paymentStep(page);
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: payLabel, exact: true }).click();
}

/** A gift made through the API on its own cookies (a visitor unless `request` is signed in). */
async function giveThroughApi(request: APIRequestContext, data: { amount: number; type: 'one-time' | 'monthly'; email?: string }) {
  const created = await request.post(`/api/donations/${data.type === 'monthly' ? 'create-subscription' : 'create-payment-intent'}`, { data });
  expect(created.ok(), await created.text()).toBe(true);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/test-mode/confirm', { data: { clientSecret, paymentMethod: 'pm_card_visa' } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
}

test('a visitor gives once in test mode, with a receipt address, and is thanked', async ({ page, consoleErrors }) => {
  const bodies = recordRequestBodies(page);
  const email = uniqueEmail('vera');
  await visitAsVisitor(page, '/donate');
  await expect(page).toHaveTitle(/^Donate \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help every child with clubfoot walk freely');
  for (const figure of ['2,500+', '45+', '95%']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where your gift goes' })).toContainText('Helps towards a child’s full course of treatment');

  const form = selection(page);
  await expect(radio(page, 'One-time')).toBeChecked();
  await expect(radio(page, '$25')).toBeChecked();
  await expect(split(page)).toContainText('$20 to clubfoot charities, $5 to the platform');
  await radio(page, '$50').check();
  await expect(split(page)).toContainText('$40 to clubfoot charities, $10 to the platform');
  await expect(form.getByText('Without it we cannot send you a receipt')).toBeVisible();
  await form.getByLabel('Email for your receipt').fill(email);
  await expectAccessible(page);

  await donateButton(page, 'Donate $50').click();
  const payment = paymentStep(page);
  await expect(payment.getByRole('heading', { name: 'Test mode: no card is charged' })).toBeVisible();
  await expect(payment.getByRole('table', { name: 'Test card numbers' })).toContainText('4242 4242 4242 4242');
  await expect(payment).toContainText('Your gift: $50');
  await expect(form).toHaveCount(0);
  await expectAccessible(page);

  // A number that is not a test card is refused in the browser.
  await payWithTestCard(page, '4111 1111 1111 1111', 'Pay $50');
  await expect(payment.getByText('Test mode accepts only the test card numbers listed below')).toBeVisible();
  await expect(payment.getByLabel('Card number')).toBeFocused();

  await payWithTestCard(page, '4242 4242 4242 4242', 'Pay $50');
  await expect(page).toHaveURL('/donate?success=true');
  await expect(notice(page, 'Thank You!')).toContainText('Your donation has been processed successfully.');
  await expect(thanks(page)).toContainText('If you gave an e-mail address, your receipt is on its way.');
  await expect(selection(page)).toBeVisible();
  await expect(paymentStep(page)).toHaveCount(0);
  await expectAccessible(page);

  const sent = bodies.join('\n');
  expect(sent).toContain('"paymentMethod":"pm_card_visa"');
  expect(sent).toContain(email);
  expect(sent).not.toMatch(/4242 ?4242 ?4242 ?4242|4111 ?1111/);
  expect(consoleErrors).toEqual([]);
});

test('a member gives monthly, finds the gift in their profile and cancels it', async ({ page, consoleErrors }) => {
  const member = await createUser(page.request, { email: uniqueEmail('gina'), firstName: 'Gina', lastName: 'Giver' });
  await visit(page, '/donate');
  const form = selection(page);
  await expect(form).toContainText(`Your receipt goes to ${member.email}`);
  await expect(form.getByLabel('Email for your receipt')).toHaveCount(0);

  await radio(page, 'Monthly').check();
  await radio(page, '$10').check();
  await expect(split(page)).toContainText('Your $10 each month');
  await donateButton(page, 'Donate $10 monthly').click();
  await expect(paymentStep(page)).toContainText('Your gift: $10 monthly');
  await payWithTestCard(page, '5555 5555 5555 4444', 'Pay $10 monthly');
  await expect(page).toHaveURL('/donate?success=true');
  await expect(notice(page, 'Thank You!')).toBeVisible();
  await expect(thanks(page)).toContainText('the gift is listed in your profile');

  await thanks(page).getByRole('link', { name: 'your profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Profile');
  const gifts = page.getByRole('region', { name: 'Your gifts' });
  await expect(gifts).toContainText('$10 monthly');
  await expect(gifts).toContainText('Active');
  await expect(gifts).toContainText('1 payment, $10 in total');
  await expect(gifts).toContainText('Next payment');
  // Still exactly five tabs.
  await expect(page.getByRole('tab')).toHaveCount(5);
  await expectAccessible(page);

  await gifts.getByRole('button', { name: 'Cancel monthly gift of $10' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your monthly gift?' });
  await expect(dialog.getByRole('button', { name: 'Keep my gift' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel monthly gift' }).click();
  await expect(notice(page, 'Monthly gift cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(gifts).toContainText('Cancelled');
  await expect(gifts.getByRole('button', { name: /Cancel monthly gift/ })).toHaveCount(0);
  await expect(gifts.getByRole('heading', { name: 'Your gifts' })).toBeFocused();

  const mine = await page.request.get('/api/donations/mine');
  const { gifts: list } = (await mine.json()) as { gifts: { status: string; type: string }[] };
  expect(list).toEqual([expect.objectContaining({ type: 'monthly', status: 'cancelled' })]);
  expect(consoleErrors).toEqual([]);
});

test('a declined card returns to the selection step with the provider’s message', async ({ page, consoleErrors }) => {
  await visitAsVisitor(page, '/donate');
  await donateButton(page, 'Donate $25').click();
  await payWithTestCard(page, '4000 0000 0000 0002', 'Pay $25');
  await expect(notice(page, 'Payment Failed')).toContainText('Your card was declined.');
  await expect(selection(page)).toBeVisible();
  await expect(paymentStep(page)).toHaveCount(0);
  await expect(thanks(page)).toHaveCount(0);
  await expect(page).toHaveURL('/donate');
  // Back at the selection, the choice is as it was.
  await expect(radio(page, '$25')).toBeChecked();

  // The way back from the payment step without paying.
  await donateButton(page, 'Donate $25').click();
  await paymentStep(page).getByRole('button', { name: 'Back' }).click();
  await expect(selection(page)).toBeVisible();
  await expect(selection(page).getByRole('heading', { name: 'Choose your gift' })).toBeFocused();

  // The provider's redirect after a refused payment: the failure notice, no thank-you, and its parameters leave the address.
  await visit(page, '/donate?success=true&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_456&redirect_status=failed');
  await expect(notice(page, 'Payment Failed')).toContainText('There was an issue processing your payment.');
  await expect(page).toHaveURL('/donate');
  await expect(thanks(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('preset and custom amounts exclude each other, and a gift is never below $5', async ({ page, consoleErrors }) => {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/donations\/create-/.test(request.url())) creates.push(request.url());
  });
  await visitAsVisitor(page, '/donate');
  const form = selection(page);
  const custom = form.getByLabel('Custom amount');
  const donate = form.getByRole('button', { name: /^Donate / });
  const presets = form.getByRole('group', { name: 'Amount' }).getByRole('radio');
  await expect(presets).toHaveCount(5);
  for (const [index, name] of ['$5', '$10', '$25', '$50', '$100'].entries()) await expect(presets.nth(index)).toHaveAccessibleName(name);
  await expect(donate).toHaveText('Donate $25');

  // Typing an amount deselects the preset.
  await custom.fill('40');
  for (const preset of await presets.all()) await expect(preset).not.toBeChecked();
  await expect(donate).toHaveText('Donate $40');
  await expect(split(page)).toContainText('$32 to clubfoot charities, $8 to the platform');

  // Choosing a preset clears the typed amount.
  await radio(page, '$100').check();
  await expect(custom).toHaveValue('');
  await expect(donate).toHaveText('Donate $100');

  // Below the minimum: counted as $5, and Donate says why it cannot go on.
  await custom.fill('3');
  await expect(radio(page, '$100')).not.toBeChecked();
  await expect(donate).toHaveText('Donate $5');
  await donate.click();
  await expect(notice(page, 'Minimum donation amount')).toContainText('Please donate at least $5.');
  await expect(custom).toBeFocused();
  await expect(custom).toHaveAttribute('aria-invalid', 'true');
  await expect(paymentStep(page)).toHaveCount(0);

  // An empty amount is the minimum.
  await custom.fill('');
  await expect(donate).toHaveText('Donate $5');
  await expect(split(page)).toContainText('$4 to clubfoot charities, $1 to the platform');

  // The presets are one radio group: the arrow keys move through them.
  await radio(page, '$25').check();
  await expect(custom).toHaveValue('');
  await radio(page, '$25').press('ArrowRight');
  await expect(radio(page, '$50')).toBeChecked();
  await expect(radio(page, '$50')).toBeFocused();
  await radio(page, 'Monthly').check();
  await expect(donate).toHaveText('Donate $50 monthly');
  await expect(split(page)).toContainText('Your $50 each month');

  // A receipt address that is not one is caught before anything is sent.
  await form.getByLabel('Email for your receipt').fill('not-an-address');
  await donate.click();
  await expect(form.getByText('Please enter a valid e-mail address for your receipt')).toBeVisible();
  await expect(form.getByLabel('Email for your receipt')).toBeFocused();
  expect(creates).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a visitor cancels a monthly gift with the link in the receipt', async ({ page, request, consoleErrors }) => {
  const email = uniqueEmail('mona');
  await giveThroughApi(request, { amount: 15, type: 'monthly', email });
  await expect.poll(() => outboxLink(email, '/donate/manage')).not.toBeNull();

  await visitAsVisitor(page, outboxLink(email, '/donate/manage') as string);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your gift');
  const card = page.getByRole('main');
  await expect(card.getByRole('heading', { name: '$15 monthly' })).toBeVisible();
  await expect(card).toContainText('Active');
  await expect(card).toContainText('1 payment, $15 in total');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Cancel monthly gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your monthly gift?' });
  await dialog.getByRole('button', { name: 'Cancel monthly gift' }).click();
  await expect(notice(page, 'Monthly gift cancelled')).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('This monthly gift is cancelled');
  await expect(card.getByRole('button', { name: 'Cancel monthly gift' })).toHaveCount(0);

  // A link that leads nowhere says so.
  await visitAsVisitor(page, '/donate/manage?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
  await visitAsVisitor(page, '/donate/manage');
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
  expect(consoleErrors).toEqual([]);
});

test('the admin sees the donations in figures and in a list', async ({ page, request, consoleErrors }) => {
  const email = uniqueEmail('otto');
  await giveThroughApi(request, { amount: 75, type: 'one-time', email });
  await signInAsAdmin(page);
  const summary = (await (await page.request.get('/api/admin/donations/summary')).json()) as { allTimeCents: number; monthlyDonors: number };
  expect(summary.allTimeCents).toBeGreaterThanOrEqual(7500);

  // The dashboard's card leads to the page.
  await visit(page, '/admin');
  const figures = page.getByRole('region', { name: 'Donations', exact: true });
  const allTime = `$${(summary.allTimeCents / 100).toLocaleString('en-US', { minimumFractionDigits: summary.allTimeCents % 100 ? 2 : 0 })}`;
  await expect(figures.getByTestId('donation-figure').nth(1)).toHaveText(allTime);
  await figures.getByRole('link', { name: 'See all donations' }).click();

  await expect(page).toHaveURL('/admin/donations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donations');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Donations' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'In figures' }).getByTestId('donation-figure').nth(1)).toHaveText(allTime);
  await expect(page.getByRole('region', { name: 'In figures' }).getByTestId('donation-figure').nth(2)).toHaveText(String(summary.monthlyDonors));

  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('One-time');
  await expect(row).toContainText('$75');
  await expect(row).toContainText('Paid');
  await expectAccessible(page);

  // Filters apply at once and are kept in the address.
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Monthly' });
  await expect(page).toHaveURL('/admin/donations?type=monthly');
  await expect(row).toHaveCount(0);
  await expect(table).toHaveAccessibleName(/^Monthly donations, newest first$/);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Paid' });
  await expect(page).toHaveURL('/admin/donations?status=paid');
  await expect(row).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Failed' });
  await expect(row).toHaveCount(0);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

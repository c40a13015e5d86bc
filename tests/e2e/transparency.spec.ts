import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AdminPayouts, TransparencyFigures } from '../../shared/api/transparency';
import { expect, expectAccessible, notice, signInAsAdmin, test, visit } from './fixtures';

/*
 * Where the money went (issue 29): a visitor reads the figures on a phone and downloads them; an
 * administrator records a payout (with its receipt), is refused one over the balance, and the payout
 * shows on the public page, without its receipt or note.
 */

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** The balance card's third figure: owed, passed on, still to pass on. */
const stillToPassOn = (page: Page) => page.getByTestId('payout-figure').nth(2);

/** The server's messages always give the cents: "$112.00". */
const exactDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

test('a visitor reads where the money went on a phone and downloads the CSV', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const figures = (await (await page.request.get('/api/transparency')).json()) as TransparencyFigures;
  await visit(page, '/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'Where the money went' })).toBeVisible();
  await expect(page.getByText('rounded down to the cent')).toBeVisible();
  await expect(page.getByText("donors' and members' names never do")).toBeVisible();
  await expect(page.getByTestId('total-balance')).toContainText(dollars(figures.balanceCents));
  await expect(page.getByTestId('total-charities')).toContainText(dollars(figures.totals.charitiesCents));
  // The tables scroll inside their own labelled regions; the page itself never does.
  await expect(page.getByRole('region', { name: 'Income by year, after refunds, and how it is split' })).toBeVisible();
  const months = page.getByRole('table', { name: 'Income by month, after refunds, and how it is split' });
  await expect(months.getByRole('row')).toHaveCount(figures.months.length + 1);
  await expect(months.getByRole('columnheader', { name: 'One-time gifts' })).toBeAttached();
  // The demo's supporting memberships have their own column, and the split is explained.
  await expect(months.getByRole('columnheader', { name: 'Supporting memberships' })).toBeAttached();
  await expect(page.getByText('80% of gifts and 50% of supporting memberships go to clubfoot charities')).toBeVisible();
  await expect(page.getByTestId('payouts').getByRole('listitem')).toHaveCount(figures.payouts.length);
  await noSidewaysScroll(page);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^where-the-money-went-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Month,Source,Paid (USD)');
  expect(csv).toContain(`Still to pass on,,${(figures.balanceCents / 100).toFixed(2)},`);
});

test('the donate page and the footer lead to the figures', async ({ page }) => {
  await visit(page, '/donate');
  await page.getByRole('link', { name: 'See where the money went, month by month' }).click();
  await expect(page).toHaveURL('/transparency');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Where the Money Went' })).toHaveAttribute('href', '/transparency');
});

test('an administrator records a payout with its receipt and sees it on the public page', async ({ page }) => {
  await signInAsAdmin(page);
  await visit(page, '/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts to charities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts to charities' })).toBeVisible();
  const before = (await (await page.request.get('/api/admin/payouts')).json()) as AdminPayouts;
  await expect(stillToPassOn(page)).toContainText(dollars(before.balanceCents));
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Record a payout' });
  const recipient = `Meadowbrook Clubfoot Fund ${Date.now().toString(36)}`;
  // More than the balance: refused with the most that can be recorded, and nothing is recorded.
  await form.getByLabel('Recipient (the charity)').fill(recipient);
  await form.getByLabel('Amount in dollars').fill(((before.balanceCents + 100) / 100).toFixed(2));
  await form.getByRole('button', { name: 'Record payout' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('This payout was not recorded');
  await expect(refusal).toContainText(`The most that can be recorded now is ${exactDollars(before.balanceCents)}`);

  await form.getByLabel('Amount in dollars').fill('1.25');
  await form.getByLabel('Reference (optional)').fill('MB-2044');
  await form.getByLabel('Note (optional, administrators only)').fill('Quarterly transfer, confirmed by phone');
  await form.getByLabel('Receipt (optional)').setInputFiles({ name: 'transfer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% receipt\n%%EOF\n') });
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(notice(page, 'Payout recorded')).toContainText(`$1.25 to ${recipient}`);
  const row = page.getByTestId('payout-row').filter({ hasText: recipient });
  await expect(row.getByRole('link', { name: 'Download transfer.pdf' })).toBeVisible();
  await expect(stillToPassOn(page)).toContainText(dollars(before.balanceCents - 125));

  await visit(page, '/transparency');
  const listed = page.getByTestId('payouts').getByRole('listitem').filter({ hasText: recipient });
  await expect(listed).toContainText('$1.25');
  await expect(listed).toContainText('Reference: MB-2044');
  await expect(page.getByText('Quarterly transfer, confirmed by phone')).toHaveCount(0);
  await expect(page.getByText('transfer.pdf')).toHaveCount(0);

  // A mistake is voided with a reason: it leaves the public page and the amount is owed again.
  await visit(page, '/admin/payouts');
  await row.getByRole('button', { name: `Void: ${recipient}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Why is it voided?').fill('Recorded against the wrong charity');
  await dialog.getByRole('button', { name: 'Void payout' }).click();
  await expect(row).toContainText('Voided: Recorded against the wrong charity');
  await expect(stillToPassOn(page)).toContainText(dollars(before.balanceCents));
  await visit(page, '/transparency');
  await expect(page.getByTestId('payouts').getByRole('listitem').filter({ hasText: recipient })).toHaveCount(0);
});

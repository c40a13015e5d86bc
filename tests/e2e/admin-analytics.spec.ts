import fs from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import type { TrafficFigures } from '../../shared/api/analytics-figures';
import { contract } from '../../shared/api/contract';
import { urlOf } from '../../shared/api/endpoint';
import { expect, expectAccessible, signInAsAdmin, test, visit } from './fixtures';

/**
 * /admin/analytics (issue 22) in the browser: figures from visits this test feeds through the
 * tracker's own API (as a phone: headless browsers count as robots), the period in the address
 * (presets and custom days), a chart's table and CSV, a ranking's CSV, the sections loading one by
 * one, a failed load and its retry, an empty period, a payload path shown as text, and phones.
 */

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

type Range = { from: string; to: string };
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
const lastDays = (days: number): Range => ({ from: addDays(today(), -(days - 1)), to: today() });
const count = (n: number) => n.toLocaleString('en');
const dayLabel = (day: string) => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The traffic figures as the API answers them now (what the page must show). */
async function trafficOf(request: APIRequestContext, range: Range): Promise<TrafficFigures> {
  const res = await request.get(urlOf(contract.analyticsFigures.traffic.path, { query: range }));
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as TrafficFigures;
}

/** A phone's page view, sent as the tracker sends it. */
async function pageView(request: APIRequestContext, sessionId: string, path: string, referrer = '') {
  const res = await request.post(contract.analytics.pageView.path, { data: { sessionId, path, referrer, userAgent: PHONE }, headers: { 'user-agent': PHONE } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Three visits from a phone: one that reads two pages after a link on Facebook, one that leaves
 * after the first, one that opens the same page 38 times (so it is among today's top pages whatever
 * else was seen). 3 visitors, 41 page views, 40 of them of `path`.
 */
async function feedVisits(request: APIRequestContext, path: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  await pageView(request, `session_e2e${tag}a`, path, 'https://www.facebook.com/groups/clubfoot-parents');
  await pageView(request, `session_e2e${tag}a`, '/about');
  await pageView(request, `session_e2e${tag}b`, path);
  for (let i = 0; i < 38; i += 1) await pageView(request, `session_e2e${tag}c`, path);
}

/** The admin's own browsing is not counted, so the figures are exactly what the test fed. */
const ignoreOwnVisits = (page: Page) => page.route('**/api/analytics/**', (route) => route.fulfill({ json: { ok: true } }));

const readCsv = async (download: Download) => fs.readFile(await download.path(), 'utf8');

/** The figures endpoints the page called, by section, in order. */
function sectionsLoaded(page: Page) {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/admin\/analytics\/(\w+)\?/.exec(request.url());
    if (match) loaded.push(match[1]!);
  });
  return loaded;
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** A figure's card reads its name, then its number, then the change's sign. */
const expectFigure = (page: Page, name: string, value: number) => expect(card(page, name)).toContainText(new RegExp(`^${name}${count(value)}[▲▼=]`));
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('traffic: figures from known visits, the period in the address, a chart as a table and as CSV, a ranking as CSV', async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await ignoreOwnVisits(page);
  const loaded = sectionsLoaded(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A path holding markup, as anyone can send one: it must read as text.
  const path = `/e2e-${Date.now().toString(36)}/"><img src=x onerror=alert(1)>`;
  const before30 = await trafficOf(page.request, lastDays(30));
  const before7 = await trafficOf(page.request, lastDays(7));
  await feedVisits(request, path);

  await visit(page, '/admin/analytics');
  await expect(page).toHaveTitle(/^Analytics/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Traffic' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Showing .+ \(30 days\), compared with .+\.$/)).toBeVisible();
  await expect(page.getByText('Days are counted in UTC', { exact: false })).toBeVisible();

  await expectFigure(page, 'Visitors', before30.visitors.total + 3);
  await expect(card(page, 'Visitors')).toContainText(`from ${count(before30.visitors.previousTotal)}`);
  await expect(card(page, 'Visitors')).toContainText('A visitor is one browser session');
  await expectFigure(page, 'Page views', before30.pageViews.total + 41);

  // The chart, named for screen readers; its legend tells the periods apart.
  const visitors = panel(page, 'Visitors');
  await expect(visitors.getByRole('img', { name: /^Visitors: a chart of / })).toBeVisible();
  await expect(visitors.getByText('This period', { exact: true })).toBeVisible();
  await expect(visitors.getByText('Previous period', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Seven days: the address and the figures follow.
  await page.getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?range=7d$/);
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByText(/^Showing .+ \(7 days\), compared with .+\.$/)).toBeVisible();
  await expectFigure(page, 'Visitors', before7.visitors.total + 3);
  await expect(card(page, 'Visitors')).toContainText(`from ${count(before7.visitors.previousTotal)}`);

  // The chart as a table: one row a day, today's with the visits fed.
  const period7 = lastDays(7);
  const tableButton = visitors.getByRole('button', { name: 'Table of Visitors' });
  await tableButton.click();
  await expect(tableButton).toHaveAttribute('aria-pressed', 'true');
  const table = visitors.getByRole('table');
  await expect(table.locator('caption')).toContainText('Visitors');
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'This period', 'Previous period']);
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const todayBefore = before7.visitors.points.at(-1)!.value;
  const todayRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dayLabel(period7.to) }) });
  await expect(todayRow.getByRole('cell').first()).toHaveText(count(todayBefore + 3));
  await expectAccessible(page);

  // Its CSV, made in the browser: a row per day, today's last beside the same day a week before.
  const chartCsv = page.waitForEvent('download');
  await visitors.getByRole('button', { name: 'Download CSV of Visitors' }).click();
  const chartFile = await chartCsv;
  expect(chartFile.suggestedFilename()).toBe(`visitors-${period7.from}-to-${period7.to}.csv`);
  const chartLines = (await readCsv(chartFile)).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(chartLines[0]).toBe('Day,"Visitors, this period","Day, previous period","Visitors, previous period"');
  expect(chartLines).toHaveLength(8);
  expect(chartLines.at(-1)).toBe(`${period7.to},${todayBefore + 3},${addDays(period7.from, -1)},${before7.visitors.previous.at(-1)!.value}`);

  // Custom days: refused with a reason, then shown and kept in the address.
  await page.getByText('Custom', { exact: true }).click();
  const custom = page.getByRole('form', { name: 'Custom period' });
  await custom.getByLabel('First day').fill(today());
  await custom.getByLabel('Last day').fill(addDays(today(), -1));
  await custom.getByRole('button', { name: 'Show these days' }).click();
  await expect(custom.getByRole('alert')).toHaveText('The first day must not be after the last day.');
  await expect(custom.getByLabel('First day')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/range=7d$/);
  await custom.getByLabel('First day').fill('2019-01-01');
  await custom.getByLabel('Last day').fill(today());
  await custom.getByRole('button', { name: 'Show these days' }).click();
  await expect(custom.getByRole('alert')).toHaveText('A period can be at most 1096 days long (about three years).');
  await expect(custom.getByLabel('First day')).toHaveAttribute('min', '2000-01-01');
  await expectAccessible(page);

  // Today alone: the visits fed are among its top pages.
  const day = lastDays(1);
  const beforeToday = await trafficOf(page.request, day);
  await custom.getByLabel('First day').fill(day.from);
  await custom.getByRole('button', { name: 'Show these days' }).click();
  await expect(page).toHaveURL(`/admin/analytics?from=${day.from}&to=${day.to}`);
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(page.getByText(/^Showing .+ \(1 day\), compared with .+\.$/)).toBeVisible();
  await expectFigure(page, 'Visitors', beforeToday.visitors.total);

  // The path with markup is a row of the top pages, as text, leading to the page; nothing ran.
  const topPages = panel(page, 'Top pages');
  const row = topPages.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path }) });
  await expect(row.getByRole('cell')).toHaveText(['40', '0', /^\d+(\.\d)?%$/]);
  await expect(row.getByRole('link', { name: path })).toHaveAttribute('href', path);
  expect(await page.locator('main img[src="x"]').count()).toBe(0);

  // A ranking's CSV: the path as text.
  const rankingCsv = page.waitForEvent('download');
  await topPages.getByRole('button', { name: 'Download CSV of Top pages' }).click();
  const rankingFile = await rankingCsv;
  expect(rankingFile.suggestedFilename()).toBe(`top-pages-${day.from}-to-${day.to}.csv`);
  const rankingText = await readCsv(rankingFile);
  expect(rankingText).toContain('Page,"Page views, this period","Page views, previous period",Share of this period (%)');
  expect(rankingText).toContain(`"${path.replaceAll('"', '""')}",40,0,`);

  // The link opens the same view.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Custom period' }).getByLabel('First day')).toHaveValue(day.from);
  await expectFigure(page, 'Visitors', beforeToday.visitors.total);

  // A period long ago, with nothing in it, says so in words.
  await visit(page, '/admin/analytics?from=2001-01-01&to=2001-01-31');
  await expect(page.getByText('No visits were recorded in this period.').first()).toBeVisible();
  await expectFigure(page, 'Visitors', 0);

  // Only the traffic figures were asked for: the other sections load when opened.
  expect([...new Set(loaded)]).toEqual(['traffic']);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('sections: each loads its own figures, by mouse or keyboard; a failed load can be retried; the dashboard leads here', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await ignoreOwnVisits(page);
  const loaded = sectionsLoaded(page);

  // The dashboard's member cards lead to the Members section.
  await visit(page, '/admin');
  await page.getByRole('link', { name: 'See the charts of new members' }).click();
  await expect(page).toHaveURL('/admin/analytics?section=members');
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'New members')).toBeVisible();
  await expect(card(page, 'Confirmed their address')).toContainText(/^Confirmed their address\d+%/);
  await expect(panel(page, 'New members')).toBeVisible();
  expect(loaded).toEqual(['members']);

  // The tabs by keyboard: the arrows move, Enter opens.
  await page.getByRole('tab', { name: 'Members' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Traffic' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/analytics');
  await expect(card(page, 'Visitors')).toBeVisible();

  // The content figures fail once (too many requests, say): the reason and a retry.
  let failures = 1;
  await page.route(/\/api\/admin\/analytics\/content\?/, async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 429, json: { message: 'Too many requests: please wait a moment.' } });
    else await route.continue();
  });
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page).toHaveURL('/admin/analytics?section=content');
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load the content figures' });
  await expect(failed).toContainText('Too many requests: please wait a moment.');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(card(page, 'Searches with no result')).toBeVisible();
  await expect(panel(page, 'Searches with no result').getByRole('columnheader')).toHaveText(['Search', 'Where', 'This period', 'Previous period', 'Share']);
  await expectAccessible(page);

  // Programmes: money in dollars, shares as percentages.
  await page.getByRole('tab', { name: 'Programmes' }).click();
  await expect(page).toHaveURL('/admin/analytics?section=programmes');
  await expect(card(page, 'One-time gifts')).toContainText(/\$[\d,]+(\.\d\d)?/);
  await expect(card(page, 'Answered within 48 hours')).toContainText(/\d+%/);
  await expect(card(page, 'Answered within 48 hours')).toContainText('Answered means matched with a specialist or closed with a reply');
  // The Brace Tracker: anonymous figures beside the published decline; none from too few children.
  const braced = panel(page, 'Hours by months in the brace');
  await expect(braced.getByRole('columnheader')).toHaveText(['Months', 'Children', 'Logged here', 'Published']);
  await expect(braced.getByRole('row', { name: /^0 to 3 \d+ .+ 19 h 48 min$/ })).toBeVisible();
  await expect(panel(page, 'Still logging').getByRole('rowheader')).toHaveText(['Month 3', 'Month 6', 'Month 12', 'Month 18']);
  await expectAccessible(page);

  // The range stays as the sections change.
  await page.getByText('90 days', { exact: true }).click();
  await expect(page).toHaveURL('/admin/analytics?range=90d&section=programmes');
  await expect(page.getByText(/^Showing .+ \(90 days\), compared with .+\.$/)).toBeVisible();

  expect(loaded).toEqual(['members', 'traffic', 'content', 'content', 'programmes', 'programmes']);
  expect(consoleErrors).toEqual([]);
});

test('on a phone: no sideways scroll, with charts, tables and the custom period open', async ({ page, request }) => {
  await signInAsAdmin(page);
  await ignoreOwnVisits(page);
  await feedVisits(request, '/resources/what-is-clubfoot');
  await page.setViewportSize({ width: 360, height: 780 });
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth);

  const day = lastDays(1);
  await visit(page, `/admin/analytics?from=${day.from}&to=${day.to}`);
  await expect(panel(page, 'Visitors').getByRole('img', { name: /^Visitors: a chart of / })).toBeVisible();
  await expect(panel(page, 'Top pages').getByRole('row', { name: /what-is-clubfoot/ })).toBeVisible();
  expect(await wide()).toBeLessThanOrEqual(360);

  await panel(page, 'Visitors').getByRole('button', { name: 'Table of Visitors' }).click();
  await page.getByText('Custom', { exact: true }).click();
  await expect(page.getByRole('form', { name: 'Custom period' })).toBeVisible();
  expect(await wide()).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await visit(page, '/admin/analytics?section=programmes&range=12m');
  await expect(panel(page, 'One-time gifts')).toBeVisible();
  expect(await wide()).toBeLessThanOrEqual(360);
});

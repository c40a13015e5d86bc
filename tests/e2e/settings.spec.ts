import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminSettings } from '../../shared/api/settings';
import { expect, expectAccessible, memberPage, notice, signInAsAdmin, test, visit } from './fixtures';

/*
 * Site settings (issue 18): an administrator makes the site the charity's own in the browser, at
 * phone width, and visitors see it on About, in the footer, on the donate page and the home page;
 * the go-live checklist drops what is done. The settings are put back afterwards, for the specs
 * that run after this one on the same server.
 */

test.use({ viewport: { width: 360, height: 800 } });

const checklist = (page: Page) => page.getByRole('region', { name: 'Go-live checklist' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** A visitor's page is prerendered: its script must have taken over before anything is pressed. */
async function visitAsVisitor(page: Page, path: string) {
  await visit(page, path);
  await page.waitForLoadState('networkidle');
}

/** Puts back what this spec changes (the demo flags stay cleared: only this spec reads them). */
async function restore(request: APIRequestContext, before: AdminSettings, added: string[]) {
  const put = async (url: string, data: unknown) => expect((await request.put(url, { data })).ok()).toBe(true);
  const { organisation, contact } = before;
  await put('/api/admin/settings/organisation', { name: organisation.name, charityNumber: organisation.charityNumber ?? '', charityCountry: organisation.charityCountry });
  await put('/api/admin/settings/contact', { address: contact.address ?? '', email: contact.email ?? '', phone: contact.phone ?? '', officeHours: contact.officeHours ?? '' });
  await put('/api/admin/settings/social', Object.fromEntries(before.social.map((link) => [link.network, link.url])));
  await put('/api/admin/settings/house-messages/membership', before.houseMessages.membership);
  const [first] = before.team;
  if (first) await put(`/api/admin/settings/team/${first.id}`, { name: first.name, role: first.role, bio: first.bio, photoUrl: first.photoUrl });
  for (const id of added) await request.delete(`/api/admin/settings/team/${id}`);
}

async function visitorSees(browser: Browser) {
  const { context, page } = await memberPage(browser);

  await visitAsVisitor(page, '/about');
  await noSidewaysScroll(page);
  const team = section(page, 'Meet Our Team');
  await expect(team.getByRole('heading', { name: 'Rachel Okonjo' })).toBeVisible();
  await expect(team.getByText('Founder and Chair')).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
  await expect(team.locator('img[src^="/uploads/team/"]')).toHaveCount(1);
  await expect(team).not.toContainText(/sample/i);
  const details = section(page, 'Get in Touch');
  await expect(details.locator('address')).toContainText('Little Steps Clubfoot Charity');
  await expect(details.locator('address')).toContainText('12 Harbour Street');
  await expect(details.getByRole('link', { name: '+44 131 496 0000' })).toHaveAttribute('href', 'tel:+441314960000');
  await expect(details).toContainText('Weekdays, 10:00 to 16:00');
  await expectAccessible(page);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-address')).toContainText('Leith, Edinburgh EH6 6AA');
  await expect(footer).toContainText('Registered charity no. SC012345 (United Kingdom)');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Little Steps Clubfoot Charity.`);
  await expect(footer.getByRole('link', { name: 'Little Steps Clubfoot Charity on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/littlestepsclubfoot');

  await visitAsVisitor(page, '/donate');
  await expect(page.getByTestId('charity-registration')).toHaveText('Little Steps Clubfoot Charity. Registered charity no. SC012345 (United Kingdom).');

  await visitAsVisitor(page, '/');
  await expect(page.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(1);
  await expect(page.locator('[data-ad-slot="home-banner"]')).toContainText('Join free, browse without ads');

  // The server renders the page with the settings: the HTML itself carries them, before any script.
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('Rachel Okonjo');
  expect(html).toContain('Registered charity no. SC012345');
  await context.close();
}

test('an administrator makes the site the charity’s own; visitors see it and the checklist shrinks', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => window.localStorage.setItem('clubfootAlertDismissed', 'true'));
  await signInAsAdmin(page);
  const before = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
  const added: string[] = [];
  try {
    // The dashboard lists what is still demo content, each with a link to fix it.
    await visit(page, '/admin');
    const items = checklist(page).locator('[data-checklist-item]');
    for (const id of ['team', 'contact', 'charity', 'payments', 'email', 'google', 'specialists']) await expect(checklist(page).locator(`[data-checklist-item="${id}"]`)).toBeVisible();
    await expect(checklist(page).locator('[data-checklist-item="specialists"]').getByRole('link', { name: 'Review the specialists' })).toHaveAttribute('href', '/admin/specialists');
    await noSidewaysScroll(page);
    await expectAccessible(page);

    await checklist(page).locator('[data-checklist-item="charity"]').getByRole('link', { name: 'Edit the organisation' }).click();
    await expect(page).toHaveURL('/admin/settings#organisation');
    await expect(page.getByRole('heading', { name: 'Organisation', level: 2 })).toBeFocused();
    const organisation = section(page, 'Organisation');
    await expect(organisation.getByText('Demo values')).toBeVisible();
    await organisation.getByLabel('Organisation name').fill('Little Steps Clubfoot Charity');
    await organisation.getByLabel('Registered charity number').fill('SC012345');
    await organisation.getByLabel('Registered in').selectOption('GB');
    await organisation.getByRole('button', { name: 'Save organisation' }).click();
    await expect(notice(page, 'Organisation saved')).toBeVisible();
    await expect(organisation.getByText('Demo values')).toHaveCount(0);

    // A refusal is said in the form, with the field kept.
    const contact = section(page, 'Contact details');
    await contact.getByLabel('Contact email').fill('not an address');
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await expect(contact.getByText('Please enter a valid email address')).toBeVisible();
    await expect(contact.getByLabel('Contact email')).toHaveAttribute('aria-invalid', 'true');
    await contact.getByLabel('Postal address').fill('12 Harbour Street\nLeith, Edinburgh EH6 6AA');
    await contact.getByLabel('Contact email').fill('hello@little-steps.example');
    await contact.getByLabel('Phone').fill('+44 131 496 0000');
    await contact.getByLabel('Office hours').fill('Weekdays, 10:00 to 16:00');
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await expect(notice(page, 'Contact details saved')).toBeVisible();

    const social = section(page, 'Social links');
    await social.getByLabel('Facebook').fill('https://www.facebook.com/littlestepsclubfoot');
    await social.getByRole('button', { name: 'Save social links' }).click();
    await expect(notice(page, 'Social links saved')).toBeVisible();

    // The team: the first demo profile made real, and a new one with a photo, by keyboard where it matters.
    const team = section(page, 'Team');
    const first = before.team[0]!;
    await team.getByRole('button', { name: `Edit ${first.name}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${first.name}` });
    await expect(editDialog.getByLabel('Name')).toBeFocused();
    await editDialog.getByLabel('Name').fill('Rachel Okonjo');
    await editDialog.getByLabel('Role').fill('Founder and Chair');
    await editDialog.getByLabel('Role').press('Enter');
    await expect(editDialog).toBeHidden();
    await expect(notice(page, 'Team member saved')).toBeVisible();
    await expect(team.getByRole('button', { name: 'Edit Rachel Okonjo' })).toBeFocused();

    await team.getByRole('button', { name: 'Add team member' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a team member' });
    await addDialog.getByLabel('Name').fill('Priya Raman');
    await addDialog.getByLabel('Role').fill('Family support volunteer');
    await addDialog.getByLabel('Bio (optional)').fill('Priya answers the questions she once asked herself, three casts in.');
    const portrait = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#b45309' } }).png().toBuffer();
    await addDialog.getByTestId('team-photo-input').setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: portrait });
    await expect(addDialog.getByRole('img', { name: 'The photo to be shown' })).toBeVisible();
    await expectAccessible(page);
    await addDialog.getByRole('button', { name: 'Add team member' }).click();
    await expect(addDialog).toBeHidden();
    await expect(team.getByRole('listitem').last()).toContainText('Priya Raman');
    const saved = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
    added.push(...saved.team.filter((member) => member.name === 'Priya Raman').map((member) => member.id));

    // Priya moves up one place with the keyboard.
    await team.getByRole('button', { name: 'Move Priya Raman up' }).focus();
    await page.keyboard.press('Enter');
    await expect(team.getByRole('listitem').nth(-2)).toContainText('Priya Raman');

    // The home banner's message, in the charity's own words.
    const messages = section(page, 'Ad slot messages');
    await messages.getByRole('button', { name: 'Edit the membership message' }).click();
    const messageDialog = page.getByRole('dialog', { name: 'Edit the membership message' });
    await messageDialog.getByLabel('Title').fill('Join free, browse without ads');
    await messageDialog.getByRole('button', { name: 'Save message' }).click();
    await expect(notice(page, 'Message saved')).toBeVisible();

    await noSidewaysScroll(page);
    await expectAccessible(page);

    // The checklist: the charity and the contact details are done; the team still has demo profiles.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(items.first()).toBeVisible();
    await expect(checklist(page).locator('[data-checklist-item="charity"]')).toHaveCount(0);
    await expect(checklist(page).locator('[data-checklist-item="contact"]')).toHaveCount(0);
    await expect(checklist(page).locator('[data-checklist-item="team"]')).toContainText('3 of 5 team profiles are fictional demo ones.');
    await expect(checklist(page)).toContainText('2 of 7 ready');

    // Each change is in the audit log, in words.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table');
    await expect(log).toContainText('changed the membership ad message: title');
    await expect(log).toContainText('added Priya Raman to the team');
    await expect(log).toContainText('changed the team profile of Rachel Okonjo: name, role');
    await expect(log).toContainText('changed the organisation: name, charity number');

    await visitorSees(browser);
  } finally {
    await restore(page.request, before, added);
  }
  expect(consoleErrors).toEqual([]);
});

test('the settings are for administrators only', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  expect((await page.request.put('/api/admin/settings/organisation', { data: { name: 'Taken over' } })).status()).toBe(401);
  expect((await page.request.get('/api/settings')).status()).toBe(200);
});

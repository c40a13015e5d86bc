import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, notice, test, uniqueEmail, visit } from './fixtures';

/*
 * Issue 24: a family sets up their child, logs wear with one tap and afterwards, checks the skin, and
 * sees the day against their clinician's schedule; on a phone first.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** No sideways scroll at the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, timezoneId: 'Europe/London' });

  test('a parent sets up their child, taps boots on and off, adds last night, and checks the skin', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await createUser(page.request, { email: uniqueEmail('nia'), firstName: 'Nia', lastName: 'Adeyemi' });
    await visit(page, '/brace-tracker');
    await expect(page.getByRole('heading', { name: 'Your child’s log is private' })).toBeVisible();

    // Set up: the usual schedule is proposed.
    const form = page.getByRole('form', { name: 'Set up a child' });
    await expect(form.getByLabel('Full time: hours a day')).toHaveValue('23');
    await expect(form.getByLabel('Nights and naps: hours a day')).toHaveValue('12');
    await expect(form.getByLabel('Time zone')).toHaveValue('Europe/London');
    await form.getByRole('button', { name: 'Start tracking' }).click();
    await expect(form.getByText('Please give a first name or nickname')).toBeVisible();
    await form.getByLabel('First name or nickname').fill('Theo');
    await form.getByLabel('Birth date').fill(day(-140));
    await form.getByLabel('Boots and bar started').fill(day(-70));
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Start tracking' }).click();
    await expect(notice(page, 'Ready')).toBeVisible();

    // Week 11 of 12 in full time: the next phase is two weeks away.
    const todayCard = page.getByRole('region', { name: 'Theo today' });
    await expect(todayCard.getByText('Full time', { exact: true })).toBeVisible();
    await expect(todayCard.getByText(/In 14 days: nights and naps/)).toBeVisible();
    await expect(todayCard.getByRole('progressbar', { name: 'Today’s hours against the prescribed hours' })).toHaveAttribute('aria-valuemax', '23');

    // One tap on, one tap off.
    await todayCard.getByRole('button', { name: 'Boots on' }).click();
    await expect(todayCard.getByText(/^Boots on since \d\d:\d\d/)).toBeVisible();
    await todayCard.getByRole('button', { name: 'Boots off' }).click();
    await expect(notice(page, 'Boots off')).toBeVisible();
    await expect(todayCard.getByRole('button', { name: 'Boots on' })).toBeVisible();

    // A night, added afterwards (the one before last, so it is over whatever the hour): 19:00 to 07:00 crosses midnight.
    const add = page.getByRole('form', { name: 'Add time worn' });
    await add.getByLabel('Day the boots went on').fill(day(-2));
    await add.getByRole('button', { name: /A whole night/ }).click();
    await expect(add.getByLabel('On at')).toHaveValue('19:00');
    await expect(add.getByText('The next morning.')).toBeVisible();
    await add.getByRole('button', { name: 'Add this time' }).click();
    await expect(notice(page, 'Time added')).toBeVisible();
    const week = page.getByRole('region', { name: 'The last week' });
    await expect(week.getByText(/19:00 to 07:00 · 12 h/)).toBeVisible();
    // The same night again overlaps: refused with the reason.
    await add.getByRole('button', { name: 'Add this time' }).click();
    await expect(notice(page, 'Could not add the time')).toContainText('overlaps');
    // Five hours of it fell on its first day, seven on the next morning.
    const hours = page.getByRole('table', { name: 'Hours worn each day against the prescribed hours' });
    const label = (d: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
    await expect(hours.getByRole('row', { name: new RegExp(`^${label(day(-2))} 5 h 23 h`) })).toBeVisible();
    await expect(hours.getByRole('row', { name: new RegExp(`^${label(day(-1))} 7 h 23 h`) })).toBeVisible();

    // The skin check: each red flag gets its own urgent advice, for what is chosen now; a check can be cleared.
    const skin = page.getByRole('form', { name: 'Skin check and note' });
    await skin.getByLabel('Toes or foot changed colour').check();
    await expect(skin.getByRole('alert')).toContainText('Take the boots off now.');
    await skin.getByLabel('Skin looks fine').check();
    await expect(skin.getByRole('alert')).toHaveCount(0);
    await skin.getByRole('button', { name: 'No skin check for this day' }).click();
    await expect(skin.getByRole('radio', { checked: true })).toHaveCount(0);
    await skin.getByLabel('A blister').check();
    // The same urgent advice the assistant gives: the boots off and the clinic today, and where to turn if it cannot wait.
    await expect(skin.getByRole('alert')).toContainText('take them off and call your clinic today');
    await expect(skin.getByRole('alert')).toContainText('contact the treating clinic straight away');
    await expect(skin.getByRole('alert')).not.toContainText('Take the boots off now');
    await skin.getByLabel('Note for the day (optional)').fill('Small blister on the right heel after the night.');
    await skin.getByRole('button', { name: 'Save the day' }).click();
    await expect(notice(page, 'Saved')).toBeVisible();
    await expect(week.getByText(/A blister: Small blister on the right heel/)).toBeVisible();
    await expectAccessible(page);
    expect(await fitsWidth(page)).toBe(true);

    // A stretch's times are changed in the list: the boots went on half an hour later.
    await week.getByRole('button', { name: `Change ${label(day(-2))}, 19:00 to 07:00` }).click();
    const change = week.getByRole('form', { name: 'Change this time' });
    await change.getByLabel('On at').fill('19:30');
    await change.getByRole('button', { name: 'Save the change' }).click();
    await expect(notice(page, 'Time changed')).toBeVisible();
    await expect(week.getByText(/19:30 to 07:00 · 11 h 30 min/)).toBeVisible();

    // A stretch is removed from the list with a question first.
    await week.getByRole('button', { name: `Remove ${label(day(-2))}, 19:30 to 07:00` }).click();
    await page.getByRole('dialog', { name: 'Remove this time?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(notice(page, 'Time removed')).toBeVisible();
    await expect(week.getByText(/19:30 to 07:00/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor reads what the tracker is and is offered the sign-in', async ({ page }) => {
    await visit(page, '/brace-tracker');
    await expect(page.getByRole('heading', { name: 'Keep track of the boots and bar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to start' })).toHaveAttribute('href', /returnTo=\/brace-tracker/);
    await expectAccessible(page);
  });
});

test('the schedule follows what the clinician prescribed, and only the parent who set it up removes the log', async ({ page, consoleErrors }) => {
  await createUser(page.request, { email: uniqueEmail('lou'), firstName: 'Lou' });
  const made = await page.request.post('/api/brace-tracker/children', {
    data: { name: 'Ivy', birthDate: day(-200), braceStartDate: day(-120), timeZone: 'America/Chicago', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const ivy = (await made.json()) as { id: string };
  await visit(page, '/brace-tracker');
  const todayCard = page.getByRole('region', { name: 'Ivy today' });
  await expect(todayCard.getByText('Nights and naps', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change Ivy’s details or schedule' }).click();
  const form = page.getByRole('form', { name: 'Ivy’s details and schedule' });
  await form.getByLabel('Nights and naps: hours a day').fill('14');
  await form.getByLabel('Nights and naps: until the age of').selectOption({ label: '5 years' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Saved')).toBeVisible();
  await expect(todayCard.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '14');

  // The summary for the clinic: a spreadsheet of the chosen weeks.
  const clinic = page.getByRole('region', { name: 'For the clinic visit' });
  await clinic.getByLabel('From').fill(day(-13));
  const downloading = page.waitForEvent('download');
  await clinic.getByRole('link', { name: 'Spreadsheet (CSV)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^brace-wear-${day(-13)}-to-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  expect(fs.readFileSync((await file.path()) as string, 'utf8')).toContain('Date,Phase,Prescribed hours,Hours worn');
  const printing = page.waitForEvent('download');
  await clinic.getByRole('link', { name: 'Download the summary (PDF)' }).click();
  const pdf = await printing;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^brace-wear-${day(-13)}-to-\\d{4}-\\d\\d-\\d\\d\\.pdf$`));
  expect(fs.readFileSync((await pdf.path()) as string).subarray(0, 5).toString()).toBe('%PDF-');

  // Reminders: each parent's own, at times in the child's zone.
  const reminders = page.getByRole('form', { name: 'Reminders' });
  await expect(reminders.getByText('Times are in America/Chicago.')).toBeVisible();
  await reminders.getByLabel('Boots on').check();
  await reminders.getByLabel('Boots-on reminder at').fill('20:15');
  await reminders.getByLabel('The day before a phase change or a clinic visit').check();
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(notice(page, 'Reminders saved')).toBeVisible();
  await visit(page, '/brace-tracker');
  await expect(reminders.getByLabel('Boots-on reminder at')).toHaveValue('20:15');
  await expect(reminders.getByLabel('Skin check')).not.toBeChecked();
  await expectAccessible(page);

  // Offline: the timer's taps are kept for later (tests/e2e/offline.spec.ts); adding a time waits.
  await page.context().setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offline).toBeVisible();
  await expect(page.getByRole('button', { name: 'Boots on' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Add this time' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Boots on' })).toBeEnabled();

  // Removed: the log is not asked for again (it is gone), the list is.
  const askedAgain: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/brace-tracker/children/${ivy.id}`) askedAgain.push(request.url());
  });
  const listRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/brace-tracker/children' && response.request().method() === 'GET');
  await page.getByRole('button', { name: 'Remove Ivy’s log' }).click();
  await page.getByRole('dialog', { name: 'Remove Ivy’s log?' }).getByRole('button', { name: 'Remove the log' }).click();
  await expect(notice(page, 'Removed')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set up a child' })).toBeVisible();
  await listRead;
  await expect(page.getByText('Ivy’s log could not be loaded.')).toHaveCount(0);
  expect(askedAgain).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a parent invites the other parent with a link; they accept, log, and can be taken off', async ({ page, browser, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await createUser(page.request, { email: uniqueEmail('ama'), firstName: 'Ama' });
  const made = await page.request.post('/api/brace-tracker/children', {
    data: { name: 'Esi', birthDate: day(-150), braceStartDate: day(-60), timeZone: 'Europe/London', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await visit(page, '/brace-tracker');
  const shared = page.getByRole('region', { name: 'Shared with' });
  await expect(shared.getByText('Ama (you)')).toBeVisible();
  await shared.getByRole('button', { name: 'Invite someone to share the log' }).click();
  const link = await shared.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/brace-tracker\/join#[A-Za-z0-9_-]{43}$/);
  await expect(shared.getByText(/works once, until/)).toBeVisible();
  await expectAccessible(page);

  // The other parent opens it: signed out first, then as a member.
  const dad = await memberPage(browser);
  await dad.page.setViewportSize({ width: 360, height: 760 });
  await dad.page.goto(link);
  await expect(dad.page.getByRole('heading', { name: 'Sign in to see the invitation' })).toBeVisible();
  // The secret leaves the address bar at once.
  expect(new URL(dad.page.url()).hash).toBe('');
  await createUser(dad.page.request, { email: uniqueEmail('kofi'), firstName: 'Kofi' });
  await visit(dad.page, '/brace-tracker/join');
  const invitation = dad.page.getByRole('region', { name: 'Ama has invited you to share Esi’s brace log' });
  await expect(invitation).toBeVisible();
  await expectAccessible(dad.page);
  await invitation.getByRole('button', { name: 'Accept and open the log' }).click();
  await expect(notice(dad.page, 'Welcome')).toBeVisible();
  await expect(dad.page.getByRole('region', { name: 'Esi today' })).toBeVisible();
  await dad.page.getByRole('button', { name: 'Boots on' }).click();
  await expect(notice(dad.page, 'Boots on')).toBeVisible();
  await expect(dad.page.getByRole('region', { name: 'Shared with' }).getByText('Kofi (you)')).toBeVisible();
  // Used once: opened again, it says so.
  await dad.page.goto(link);
  await expect(dad.page.getByRole('alert')).toContainText('expired or was withdrawn');

  // Ama sees Kofi's timer and takes him off.
  await visit(page, '/brace-tracker');
  await expect(page.getByText(/Boots on since/)).toBeVisible();
  await shared.getByRole('button', { name: 'Take Kofi off the log' }).click();
  await page.getByRole('dialog', { name: 'Take Kofi off Esi’s log?' }).getByRole('button', { name: 'Take off' }).click();
  await expect(notice(page, 'Done')).toBeVisible();
  await expect(shared.getByText('Kofi')).toHaveCount(0);
  await visit(dad.page, '/brace-tracker');
  await expect(dad.page.getByRole('heading', { name: 'Set up your child' })).toBeVisible();
  await dad.context.close();
  expect(consoleErrors).toEqual([]);
});

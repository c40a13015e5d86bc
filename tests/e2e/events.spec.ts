import type { APIRequestContext } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, notice, test, uniqueEmail, visit } from './fixtures';

/*
 * Events and webinars (issue 21): the list for a visitor, and a member who joins the waiting list of
 * a full event and is given the place when the member holding it cancels.
 */

/** A wall-clock time `days` from now in UTC, as the admin form sends it. */
const utcLocal = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

async function createEvent(admin: APIRequestContext, title: string, capacity: number) {
  const res = await admin.post('/api/admin/events', {
    data: {
      title,
      description: 'A small-group call for families in the **bracing** phase.',
      hostName: 'Priya Nair',
      hostRole: 'Paediatric physiotherapist',
      startsLocal: utcLocal(3, 18),
      endsLocal: utcLocal(3, 19),
      timeZone: 'UTC',
      format: 'online',
      joinUrl: 'https://meet.clubfoot.example/small-group',
      capacity,
      audience: { stages: ['bracing'], who: 'parents', language: 'en' },
      status: 'published',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number; slug: string };
}

test('a visitor sees the coming events and past ones, and is asked to sign in to register', async ({ page, consoleErrors }) => {
  await visit(page, '/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and webinars');
  await expect(page.getByTestId('events-summary')).toContainText(/upcoming events · times in your time zone \(.+\)/);
  const nightsAndNaps = page.getByRole('article').filter({ hasText: 'Switching to nights and naps' });
  await expect(nightsAndNaps).toContainText('Online webinar');
  await expect(nightsAndNaps).toContainText('With Priya Nair, Paediatric physiotherapist');
  await expect(page.getByRole('article').filter({ hasText: 'Casting week one' })).toContainText('Full: waiting list open');
  await expectAccessible(page);

  await page.getByLabel('Format').selectOption('in-person');
  await expect(page).toHaveURL('/events?format=in-person');
  await expect(page.getByRole('article').filter({ hasText: 'Casting week one' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Adults with clubfoot: coffee morning in Austin' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adults with clubfoot: coffee morning in Austin');
  await expect(page.getByTestId('event-places').first()).toHaveText('3 of 4 places taken · 1 left');
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ }).first()).toHaveAttribute('href', /openstreetmap\.org\/search\?query=1820/);
  await expect(page.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute('href', '/api/login?returnTo=%2Fevents%2Fadults-coffee-morning-austin');
  await expectAccessible(page);

  await visit(page, '/events?when=past');
  await page.getByRole('link', { name: 'Putting on boots and bar: a live demonstration' }).click();
  await expect(page.getByText('This event has ended.').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a member joins the waiting list of a full event and gets the place when another member cancels', async ({ page, browser, consoleErrors }) => {
  const setup = await memberPage(browser);
  await createUser(setup.page.request, { email: uniqueEmail('ada'), role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const event = await createEvent(setup.page.request, `Bracing small group ${Date.now().toString(36)}`, 1);
  // Another member takes the only place.
  const holder = await memberPage(browser);
  await createUser(holder.page.request, { email: uniqueEmail('tom'), firstName: 'Tom', lastName: 'Holder' });
  expect((await holder.page.request.put(`/api/events/${event.slug}/registration`)).ok()).toBe(true);

  await createUser(page.request, { email: uniqueEmail('rosa'), firstName: 'Rosa', lastName: 'Waiting' });
  await visit(page, `/events/${event.slug}`);
  await expect(page.getByTestId('event-places').first()).toHaveText('All 1 place taken · 0 on the waiting list');
  await expect(page.getByText(/^Times in your time zone \(.+\)$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(notice(page, 'You’re on the waiting list')).toBeVisible();
  await expect(page.getByText('You’re number 1 on the waiting list.')).toBeVisible();
  await expectAccessible(page);

  // The member holding the place gives it up: the first in line moves up at once.
  await holder.page.goto(`/events/${event.slug}`);
  await holder.page.getByRole('button', { name: 'Cancel registration' }).click();
  await holder.page.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click();
  // Rosa has the place now: the event is full again for Tom.
  await expect(holder.page.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();

  // Rosa's open page hears of it over her live stream (the notice), with no reload.
  await expect(page.getByText('You’re registered.')).toBeVisible();
  await expect(page.getByText(/The join link appears here at .+, 15 minutes before the start\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the webinar/ })).toHaveCount(0);
  // The header's bell has the notice of the place.
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: /A place opened up for you/ })).toBeVisible();

  await setup.context.close();
  await holder.context.close();
  expect(consoleErrors).toEqual([]);
});

test('supporting members register before registration opens to everyone; the admin sets the opening time', async ({ page, browser, consoleErrors }) => {
  // The demo's "Starting school" webinar opens to everyone tomorrow; Daniel supports the site.
  const slug = 'starting-school-after-clubfoot-treatment';
  await createUser(page.request, { email: uniqueEmail('noor'), firstName: 'Noor', lastName: 'Waiting' });
  await visit(page, `/events/${slug}`);
  await expect(page.getByText(/^Registration opens on .+ at .+\.$/)).toBeVisible();
  await expect(page.getByText('Supporting members can register 48 hours earlier.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About supporting membership' })).toHaveAttribute('href', '/membership');
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expectAccessible(page);

  const supporter = await memberPage(browser);
  expect((await supporter.page.request.post('/api/test/sessions', { data: { email: 'daniel@clubfoot.example' } })).ok()).toBe(true);
  await supporter.page.goto(`/events/${slug}`);
  await expect(supporter.page.getByText(/^Early registration for supporters is open\. It opens to everyone on .+\.$/)).toBeVisible();
  await supporter.page.getByRole('button', { name: 'Register' }).click();
  await expect(supporter.page.getByText('You’re registered.')).toBeVisible();
  await expectAccessible(supporter.page);

  // An administrator sets an opening three days away: supporters wait too, until a day before it.
  const admin = await memberPage(browser);
  await createUser(admin.page.request, { email: uniqueEmail('ada'), role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const event = await createEvent(admin.page.request, `Opening later ${Date.now().toString(36)}`, 10);
  await admin.page.goto(`/admin/events?edit=${event.id}`);
  await admin.page.getByLabel('Registration opens (optional)').fill(utcLocal(3, 9));
  await admin.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(admin.page, 'Event saved')).toBeVisible();
  await supporter.page.goto(`/events/${event.slug}`);
  await expect(supporter.page.getByText(/^Thank you for supporting the site: you can register from .+, before everyone else\.$/)).toBeVisible();
  await expect(supporter.page.getByRole('button', { name: 'Register' })).toHaveCount(0);

  await supporter.context.close();
  await admin.context.close();
  expect(consoleErrors).toEqual([]);
});

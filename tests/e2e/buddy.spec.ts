import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, notice, signInAsAdmin, test, uniqueEmail, verifiedMember, visit } from './fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const state = (page: Page) => page.getByRole('region', { name: 'State' });

test('two members with opposite sizes find each other, agree, talk and complete; a third cannot open their match', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The whole journey of two members in two browsers: longer than one screen's test.
  test.setTimeout(90_000);
  // Women's sizes: no demo member or other test wears them. Bea's first name is her own (suggestions show first names only).
  const bea = `Bea ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await verifiedMember(page.request, 'Ann', 'Archer');
  const other = await memberPage(browser);
  await verifiedMember(other.page.request, bea, 'Baker');

  // Ann saves her sizes on the Profile's Buddy tab.
  await visit(page, '/profile#clubfootbuddy');
  const form = page.getByRole('form', { name: 'Your shoe sizes' });
  await form.getByLabel('Size scale').selectOption({ label: "US women's (4 to 16)" });
  await form.getByLabel('Left foot size').fill('10.5');
  await form.getByLabel('Right foot size').fill('10.5');
  await expect(form.getByText("Your sizes are the same, so you don't need a buddy")).toBeVisible();
  await form.getByLabel('Right foot size').fill('17');
  await form.getByRole('button', { name: 'Save Shoe Information' }).click();
  await expect(form.getByText("In US women's sizes, enter a size from 4 to 16")).toBeVisible();
  await form.getByLabel('Right foot size').fill('11.5');
  await expect(form.getByText("Your sizes are the same, so you don't need a buddy")).toHaveCount(0);
  await form.getByLabel('Left foot width').selectOption({ label: 'Narrow' });
  await form.getByLabel('Right foot width').selectOption({ label: 'Medium' });
  await form.getByLabel('Country where the shoes will be bought').selectOption({ label: 'Ireland' });
  await form.getByLabel('Preferred brands').fill('Clarks, Ecco');
  await form.getByLabel('Also suggest buddies half a size away').check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save Shoe Information' }).click();
  await expect(notice(page, 'Clubfoot Buddy Info Updated')).toBeVisible();
  await expect(page.getByText(/Sizes last confirmed on/)).toBeVisible();

  // Bea saves the opposite sizes through the API; Ann hears of it in the header.
  const saved = await other.page.request.post('/api/clubfoot-buddy/my-shoes', {
    data: { leftFootSize: 11.5, rightFootSize: 10.5, preferredBrands: 'Ecco', shoeTypes: 'Boots', notes: null, sizeScale: 'us-women', leftWidth: 'medium', rightWidth: 'narrow', country: 'IE' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  // Ann finds Bea among her suggestions and asks her.
  await visit(page, '/clubfoot-buddy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clubfoot Buddy');
  await expect(page.getByRole('region', { name: 'Your shoe profile' })).toContainText("Left 10.5, right 11.5 (US women's)");
  const card = page.getByRole('article', { name: bea });
  await expect(card).toContainText("Left 11.5, right 10.5 (US women's)");
  await expect(card).toContainText('Opposite sizes match exactly');
  await expect(card).toContainText('Both like Ecco');
  await expectAccessible(page);
  await card.getByRole('button', { name: `Request ${bea} as a buddy` }).click();
  const dialog = page.getByRole('dialog', { name: `Ask ${bea} to be your buddy` });
  await dialog.getByLabel('Message (optional)').fill('Hi Bea! Shall we share a pair of Ecco boots?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(notice(page, 'Request sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Asked: she leaves the suggestions for the sent requests.
  await expect(card).toHaveCount(0);
  const sent = page.getByRole('list', { name: /^Sent requests/ });
  await expect(sent.getByRole('link')).toContainText([bea]);
  await expect(sent.getByRole('link')).toContainText(['Requested']);
  await sent.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your match with ${bea}`);
  await expect(state(page)).toContainText(`You asked ${bea} to be your buddy. We're waiting for their answer`);

  // Bea is told (live), opens the request from her notifications and accepts.
  await visit(other.page, '/');
  await expect(bell(other.page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell(other.page).click();
  const popover = other.page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByRole('link').first()).toContainText('New buddy request');
  await expectAccessible(other.page);
  await popover.getByRole('link', { name: /New buddy request/ }).click();
  await expect(other.page).toHaveURL(/\/clubfoot-buddy\/match\/[0-9a-f-]{36}$/);
  const matchPath = new URL(other.page.url()).pathname;
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Your match with Ann');
  await expect(state(other.page)).toContainText('Requested');
  await expect(state(other.page)).toContainText('Hi Bea! Shall we share a pair of Ecco boots?');
  await expect(other.page.getByRole('region', { name: "Ann's shoes" })).toContainText("Left 10.5, right 11.5 (US women's)");
  await expect(other.page.getByRole('region', { name: 'Your shoes' })).toContainText("Left 11.5, right 10.5 (US women's)");
  await expectAccessible(other.page);
  await other.page.getByRole('button', { name: 'Accept' }).click();
  await expect(state(other.page)).toContainText('Accepted');
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Your match with Ann Archer');

  // Ann's open match page follows without a reload, and now shows their conversation.
  expect(new URL(page.url()).pathname).toBe(matchPath);
  await expect(state(page)).toContainText('Accepted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your match with ${bea} Baker`);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(`No messages yet. Say hello to ${bea} Baker!`)).toBeVisible();
  await expectAccessible(page);
  // They talk on the match page (once both have it open), and the same conversation is in Messages.
  await expect(other.page.getByText('No messages yet. Say hello to Ann Archer!')).toBeVisible();
  await page.getByLabel('Write a message').fill('Ordered! Your pair comes on Friday.');
  await page.getByLabel('Write a message').press('Enter');
  await expect(other.page.getByRole('log')).toContainText('Ordered! Your pair comes on Friday.');
  await other.page.getByRole('link', { name: 'Open the conversation with Ann Archer in Messages' }).click();
  await expect(other.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  // The address changes before Messages replaces the match page (its code loads first): typing before
  // then would go into the match page's box, and Enter into the new, empty one.
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  await other.page.getByLabel('Write a message').fill('Great, thank you!');
  await other.page.getByLabel('Write a message').press('Enter');
  await expect(other.page.getByRole('log')).toContainText('Great, thank you!');
  // Live on Ann's open match page, without a reload.
  await expect(page.getByRole('log')).toContainText('Great, thank you!');

  // After the swap Bea marks it completed and leaves feedback.
  await other.page.goto(matchPath);
  await other.page.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(state(other.page)).toContainText('Completed');
  const feedback = other.page.getByRole('form', { name: 'Leave feedback' });
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByText('Choose 1 to 5 stars')).toBeVisible();
  await feedback.getByRole('radio', { name: '5 stars' }).check();
  await feedback.getByLabel('Comment (optional)').fill('Perfect fit, thank you Ann!');
  await expectAccessible(other.page);
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(state(other.page)).toContainText('Your feedback: 5 of 5 stars, "Perfect fit, thank you Ann!"');
  await expect(feedback).toHaveCount(0);

  // Ann sees it under Past.
  await visit(page, '/clubfoot-buddy');
  await expect(page.getByRole('list', { name: /^Past/ }).getByRole('link')).toContainText(['Completed']);

  // A third member gets the not-found state.
  const third = await memberPage(browser);
  await createUser(third.page.request, { email: uniqueEmail('cleo'), firstName: 'Cleo', lastName: 'Curious' });
  await visit(third.page, matchPath);
  await expect(third.page.getByRole('heading', { level: 1 })).toHaveText('Match not found');
  await expectAccessible(third.page);

  // An administrator sees the match as an observer: both members by name, no steps, no conversation.
  const admin = await memberPage(browser);
  await createUser(admin.page.request, { email: uniqueEmail('ada'), firstName: 'Ada', lastName: 'Admin', role: 'admin' });
  await visit(admin.page, matchPath);
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText(`Match between Ann Archer and ${bea} Baker`);
  await expect(state(admin.page)).toContainText(`Ann Archer and ${bea} Baker completed this match.`);
  await expect(admin.page.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
  await expect(admin.page.getByText("The buddies' conversation is private to the two of them.")).toBeVisible();
  await expectAccessible(admin.page);

  await other.context.close();
  await third.context.close();
  await admin.context.close();
  expect(consoleErrors).toEqual([]);
});

test('a visitor reads how the programme works and is offered the sign-in; the admin dashboard shows the figures', async ({ page, consoleErrors }) => {
  await visit(page, '/clubfoot-buddy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clubfoot Buddy');
  await expect(page.getByRole('region', { name: 'How it works' })).toContainText('Buy one pair in each size');
  await expect(page.getByRole('link', { name: 'Sign in to find a buddy' })).toHaveAttribute('href', '/api/login?returnTo=/clubfoot-buddy');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expectAccessible(page);

  await visit(page, '/clubfoot-buddy/match/3f1c2f3e-0000-4000-8000-000000000000');
  await expect(page.getByRole('link', { name: 'Sign in to see this match' })).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fclubfoot-buddy%2Fmatch%2F3f1c2f3e-0000-4000-8000-000000000000',
  );
  await expectAccessible(page);

  await signInAsAdmin(page);
  await visit(page, '/admin');
  const figures = page.getByRole('region', { name: 'Clubfoot Buddy' });
  await expect(figures.getByRole('definition').first()).not.toHaveText('');
  for (const label of ['Shoe profiles', 'Active profiles', 'Open requests', 'Accepted matches', 'Completed matches', 'Median time to a match']) {
    await expect(figures.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(figures.getByTestId('buddy-figure').first()).toHaveText(/^\d+$/);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('a profile past its confirm-by date asks for the sizes again, and "My sizes are still right" confirms them', async ({ page, consoleErrors }) => {
  await createUser(page.request, { email: uniqueEmail('stale'), firstName: 'Sam', lastName: 'Stale' });
  const saved = await page.request.post('/api/clubfoot-buddy/my-shoes', { data: { leftFootSize: 3, rightFootSize: 3.5, preferredBrands: null, shoeTypes: null, notes: null } });
  expect(saved.ok(), await saved.text()).toBe(true);
  // The server says the sizes are old (feet grow) until they are confirmed.
  let stale = true;
  await page.route('**/api/clubfoot-buddy/my-shoes', async (route) => {
    if (route.request().method() !== 'GET' || !stale) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), stale: true } });
  });
  await visit(page, '/profile#clubfootbuddy');
  const ask = page.getByRole('region', { name: 'Please confirm your sizes' });
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  stale = false;
  await ask.getByRole('button', { name: 'My sizes are still right' }).click();
  await expect(notice(page, 'Sizes confirmed')).toBeVisible();
  await expect(ask).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, notice, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

/** The demo content's private group (server/seed/content/groups.ts): Maya moderates it. */
const PRIVATE = { slug: 'parents-uk-and-ireland', name: 'Parents in the UK and Ireland', topic: 'getting-to-weekly-casting-appointments' };

const signInAs = async (page: Page, email: string) => {
  const res = await page.request.post('/api/test/sessions', { data: { email } });
  expect(res.ok(), await res.text()).toBe(true);
};

test('a visitor finds the groups, is asked to sign in to join, and meets the private and hidden groups’ limits', async ({ page, consoleErrors }) => {
  await visit(page, '/community');
  await page.getByRole('link', { name: 'Find a support group' }).click();
  await expect(page).toHaveURL('/community/groups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support groups');
  const all = page.getByRole('list', { name: 'All groups' });
  await expect(all.getByRole('link', { name: 'Parents: casting', exact: true })).toBeVisible();
  await expect(all.getByRole('link', { name: 'Familias en español', exact: true })).toBeVisible();
  // Hidden groups are for their members only.
  await expect(page.getByText('Group moderators’ lounge')).toHaveCount(0);
  const card = page.getByTestId('group-card').filter({ hasText: PRIVATE.name });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Sign in to join ${PRIVATE.name}` })).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunity%2Fgroups');
  await expectAccessible(page);

  await card.getByRole('link', { name: PRIVATE.name, exact: true }).click();
  await expect(page).toHaveURL(`/community/groups/${PRIVATE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVATE.name);
  await expect(page.getByText('This is a private group: its discussions are for its members.')).toBeVisible();
  await expect(page.getByText('Ask to join.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await expectAccessible(page);

  // A private group's discussion says whose it is; a hidden group is simply not there.
  await visit(page, `/community/forum/${PRIVATE.topic}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This discussion belongs to a private group');
  await expect(page.getByRole('main').getByRole('link', { name: `Go to ${PRIVATE.name}` })).toHaveAttribute('href', `/community/groups/${PRIVATE.slug}`);
  await expectAccessible(page);
  await visit(page, '/community/groups/group-moderators-lounge');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'See all support groups' })).toBeVisible();

  // An open group is read by all: its discussions lead to the forum's topic page, which leads back.
  await visit(page, '/community/groups/parents-bracing');
  await expect(page.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('topic-row').filter({ hasText: 'Starting nursery in boots and bar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starting nursery in boots and bar: how did you explain it?');
  await expect(page.getByRole('link', { name: 'Login to Reply' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Parents: bracing' }).click();
  await expect(page).toHaveURL('/community/groups/parents-bracing');
  expect(consoleErrors).toEqual([]);
});

test('a member asks to join a private group, a moderator approves, and the member starts a discussion there', async ({ page, browser, consoleErrors }) => {
  await createUser(page.request, { email: uniqueEmail('rosa'), firstName: 'Rosa', lastName: 'Quinn' });
  await visit(page, `/community/groups/${PRIVATE.slug}`);
  await page.getByRole('button', { name: 'Ask to join' }).click();
  const dialog = page.getByRole('dialog', { name: `Ask to join ${PRIVATE.name}` });
  await dialog.getByLabel('A message for the moderators (optional)').fill('Our son Finn starts casting in Cork next week.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(notice(page, 'Request sent')).toBeVisible();
  await expect(page.getByText('Request pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  // Maya moderates the group: the notice's link opens its requests.
  const moderator = await memberPage(browser);
  try {
    await signInAs(moderator.page, 'maya@clubfoot.example');
    await visit(moderator.page, `/community/groups/${PRIVATE.slug}?tab=requests`);
    await expect(moderator.page.getByRole('tab', { name: /^Requests \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const request = moderator.page.getByTestId('join-request').filter({ hasText: 'Rosa' });
    await expect(request).toContainText('Our son Finn starts casting in Cork next week.');
    await expectAccessible(moderator.page);
    await request.getByRole('button', { name: /^Approve Rosa/ }).click();
    await expect(notice(moderator.page, 'Request approved')).toBeVisible();
    await expect(moderator.page.getByTestId('join-request').filter({ hasText: 'Rosa' })).toHaveCount(0);
  } finally {
    await moderator.context.close();
  }

  // Rosa's open page hears of the approval over her live stream (the notice), with no reload.
  await expect(page.getByText('You are a member')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page).toHaveURL(`/community/groups/${PRIVATE.slug}?tab=members`);
  await expect(page.getByRole('list', { name: `Members of ${PRIVATE.name}` })).toContainText('Moderator');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Discussions' }).click();

  await page.getByRole('button', { name: 'New topic' }).click();
  const form = page.getByRole('dialog', { name: `Start a topic in ${PRIVATE.name}` });
  const title = `Casting in Cork ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill('Any tips for the first **week**?');
  await form.getByRole('button', { name: 'Create Topic' }).click();
  await expect(notice(page, 'Topic created')).toBeVisible();
  await expect(page).toHaveURL(/\/community\/forum\/casting-in-cork-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Leave a Reply' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `Back to ${PRIVATE.name}` }).click();
  await expect(page).toHaveURL(`/community/groups/${PRIVATE.slug}`);
  await expect(page.getByTestId('topic-row').filter({ hasText: title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a group’s moderator pins its topics and may remove others’ writing there', async ({ page, consoleErrors }) => {
  // Jonas moderates "Parents: bracing".
  await signInAs(page, 'jonas@clubfoot.example');
  await visit(page, '/community/forum/what-finally-helped-sleep-in-the-bar');
  await expect(page.getByRole('link', { name: 'Back to Parents: bracing' })).toBeVisible();
  const moderation = page.getByRole('group', { name: 'Moderation' });
  await expect(moderation.getByRole('button', { name: 'Lock' })).toBeVisible();
  await moderation.getByRole('button', { name: 'Pin' }).click();
  await expect(notice(page, 'Topic pinned')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Pinned' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for this reply' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove this reply' })).toBeVisible();
  await page.keyboard.press('Escape');
  await moderation.getByRole('button', { name: 'Unpin' }).click();
  await expect(notice(page, 'Topic unpinned')).toBeVisible();
  await expectAccessible(page);

  // In the forum's own topics he is a member like any other.
  await visit(page, '/community/forum/tenotomy-next-week-what-to-expect');
  await expect(page.getByRole('group', { name: 'Moderation' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an administrator creates a group and appoints its moderator', async ({ page, request, consoleErrors }) => {
  const moderator = await createUser(request, { email: uniqueEmail('gwen'), firstName: 'Gwen', lastName: 'Granger' });
  await signInAsAdmin(page);
  await visit(page, '/admin/groups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support groups');
  await expect(page.getByRole('row').filter({ hasText: PRIVATE.name })).toContainText(/\d+ waiting/);
  await expectAccessible(page);

  const name = `Grandparents ${Date.now()}`;
  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a support group' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('For grandparents helping with casts, boots and bar, and the school run.');
  await dialog.getByLabel('Visibility').selectOption('private');
  await dialog.getByLabel('Who it is for (optional)').fill('Grandparents');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(notice(page, 'Group created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Private');

  await row.getByRole('button', { name: `Members ${name}` }).click();
  const members = page.getByRole('region', { name: `Members of ${name}` });
  await members.getByLabel('Member’s e-mail address').fill(moderator.email);
  await members.getByLabel('Role').selectOption('moderator');
  await members.getByRole('button', { name: 'Add to group' }).click();
  await expect(notice(page, 'Moderator appointed')).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: 'Gwen' })).toContainText('Moderator');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The one visible notice, found by its title. */
const notice = (page: Page, title: string) => page.locator('[data-toast-viewport] li').filter({ hasText: title });

type Category = { id: number; name: string; slug: string };
const publicCategories = async (request: APIRequestContext) => (await (await request.get('/api/forum/categories')).json()) as Category[];

/** POST as whoever this context is signed in as; answers the created thing. */
async function post<T>(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test('an admin adds, renames, reorders and deletes a forum category', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = stamp();
  await visit(page, '/admin/forums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forums');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Forums' })).toHaveAttribute('aria-current', 'page');
  const section = page.getByRole('region', { name: 'Categories', exact: true });
  await expectAccessible(page);

  // A category with topics cannot be deleted, and says why.
  const bracingDelete = section.getByRole('button', { name: 'Delete Bracing', exact: true });
  await expect(bracingDelete).toHaveAttribute('aria-disabled', 'true');
  await expect(bracingDelete).toHaveAccessibleDescription('Cannot be deleted while it has topics: move or delete them first.');

  const add = page.getByRole('form', { name: 'Add a forum category' });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByText('Please give the category a name')).toBeVisible();
  await add.getByLabel('Name').fill(`Clinic visits ${id}`);
  await add.getByLabel('Description').fill('Getting ready for appointments.');
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(notice(page, 'Category added')).toBeVisible();
  await expect(add.getByLabel('Name')).toHaveValue('');
  const items = section.getByRole('list', { name: 'Categories in order' }).getByRole('listitem');
  const row = items.filter({ hasText: new RegExp(`Clinic visits ${id}`) });
  await expect(row).toContainText(`/clinic-visits-${id}`);
  await expect(row).toContainText('0 topics');

  // Rename in place; the address stays.
  await row.getByRole('button', { name: `Edit Clinic visits ${id}` }).click();
  const edit = page.getByRole('form', { name: `Edit the category Clinic visits ${id}` });
  await expect(edit.getByLabel('Name')).toBeFocused();
  await edit.getByLabel('Name').fill(`Clinic appointments ${id}`);
  await edit.getByRole('button', { name: 'Save category' }).click();
  await expect(notice(page, 'Category saved')).toBeVisible();
  const renamed = items.filter({ hasText: new RegExp(`Clinic appointments ${id}`) });
  await expect(renamed).toContainText(`/clinic-visits-${id}`);
  await expect(renamed.getByRole('button', { name: `Edit Clinic appointments ${id}` })).toBeFocused();
  expect((await publicCategories(page.request)).find((c) => c.slug === `clinic-visits-${id}`)?.name).toBe(`Clinic appointments ${id}`);

  // Move it up one place with the keyboard; the focus stays on the button.
  const before = (await publicCategories(page.request)).map((c) => c.id);
  const moveUp = renamed.getByRole('button', { name: `Move up Clinic appointments ${id}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText(new RegExp(`Clinic appointments ${id} moved to position ${before.length - 1} of ${before.length}`))).toBeAttached();
  await expect(moveUp).toBeFocused();
  const after = (await publicCategories(page.request)).map((c) => c.id);
  expect(after.at(-2)).toBe(before.at(-1));

  // Delete, after a confirmation.
  await renamed.getByRole('button', { name: `Delete Clinic appointments ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "Clinic appointments ${id}"?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Category deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Categories' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("a member's reported reply reaches the queue; the admin removes it and suspends its author", async ({ page, browser, baseURL, consoleErrors }) => {
  const id = stamp();
  const writer = await browser.newContext({ baseURL });
  const reporter = await browser.newContext({ baseURL });
  await createUser(writer.request, { email: uniqueEmail('walt'), firstName: 'Walt', lastName: 'Writer' });
  await createUser(reporter.request, { email: uniqueEmail('rita'), firstName: 'Rita', lastName: 'Reporter' });
  const [category] = await publicCategories(reporter.request);
  const topic = await post<{ id: number; slug: string; title: string }>(reporter.request, '/api/forum/topics', {
    title: `Splint advice ${id}`,
    content: 'Which night splint worked for you?',
    categoryId: category?.id,
  });
  const replyText = `Buy miracle splints at spam-${id}.example`;
  const reply = await post<{ id: number }>(writer.request, '/api/forum/posts', { topicId: topic.id, content: replyText });
  expect((await reporter.request.post('/api/forum/reports', { data: { targetType: 'post', targetId: reply.id, reason: 'Advertising' } })).status()).toBe(201);

  await signInAsAdmin(page);
  await visit(page, '/admin/forums');
  const reports = page.getByRole('region', { name: 'Reports', exact: true });
  await expect(reports.getByLabel('Show reports')).toHaveValue('open');
  const row = reports.getByRole('row').filter({ hasText: replyText });
  await expect(row).toContainText('Advertising');
  await expect(row).toContainText('Rita Reporter');
  await expect(row).toContainText('Written by Walt Writer');
  await expect(row.getByRole('link', { name: topic.title })).toHaveAttribute('href', `/community/forum/${topic.slug}`);
  await expectAccessible(page);

  // The recent activity lists the reply too, with a link to its topic.
  const activity = page.getByRole('list', { name: 'Recent forum activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: replyText }).getByRole('link', { name: topic.title })).toBeVisible();

  await row.getByRole('button', { name: /^Remove content/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this content?' });
  await expect(dialog).toBeVisible();
  const suspend = dialog.getByLabel('Also suspend the author');
  await expect(suspend).not.toBeChecked();
  await suspend.check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove and suspend' }).click();
  await expect(notice(page, 'Content removed')).toContainText('Walt Writer is suspended.');
  await expect(row).toHaveCount(0);
  await expect(reports.getByRole('heading', { name: 'Reports' })).toBeFocused();

  // The record: under "Content removed".
  await reports.getByLabel('Show reports').selectOption('removed');
  await expect(page).toHaveURL(/reports=removed/);
  const resolved = reports.getByRole('row').filter({ hasText: replyText });
  await expect(resolved).toContainText('Resolved');
  await expect(resolved).toContainText('Removed');

  // The reply's text is gone from the topic, and its author is signed out.
  const detail = await (await page.request.get(`/api/forum/topics/${topic.slug}`)).json();
  expect(detail.posts[0]).toMatchObject({ id: reply.id, removed: 'moderator', content: '' });
  expect(JSON.stringify(detail)).not.toContain(replyText);
  expect((await writer.request.get('/api/auth/user')).status()).toBe(401);
  await writer.close();
  await reporter.close();
  expect(consoleErrors).toEqual([]);
});

test('a member gets the not-found page on /admin/forums, and the API refuses them', async ({ page }) => {
  await createUser(page.request, { email: uniqueEmail('mona') });
  await visit(page, '/admin/forums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expectAccessible(page);
  expect((await page.request.get('/api/admin/forum/reports')).status()).toBe(403);
});

test("an admin pins, locks, moves and deletes a member's topic, and removes a member's reply, from /admin/forums", async ({ page, browser, baseURL, consoleErrors }) => {
  const id = stamp();
  const member = await browser.newContext({ baseURL });
  await createUser(member.request, { email: uniqueEmail('mira'), firstName: 'Mira', lastName: 'Member' });
  const [from, to] = await publicCategories(member.request);
  if (!from || !to) throw new Error('The seed has fewer than two forum categories');
  const title = `Boots and bar: first-week survival tips ${id}`;
  const topic = await post<{ id: number; slug: string }>(member.request, '/api/forum/topics', { title, content: 'What helped your baby sleep in the brace?', categoryId: from.id });
  const replyText = `Warm socks under the shoes helped us ${id}`;
  const reply = await post<{ id: number }>(member.request, '/api/forum/posts', { topicId: topic.id, content: replyText });
  const detail = async () => {
    const res = await page.request.get(`/api/forum/topics/${topic.slug}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as { isPinned: boolean; isLocked: boolean; category: Category; posts: { id: number; removed: string | null }[] };
  };

  await signInAsAdmin(page);
  await visit(page, '/admin/forums');
  const topics = page.getByRole('region', { name: 'Topics', exact: true });
  const row = topics.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/community/forum/${topic.slug}`);
  await expect(row).toContainText(from.name);
  await expect(row).toContainText('Mira Member');
  await expect(row).toContainText('1 reply');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Pin ${title}`, exact: true }).click();
  await expect(notice(page, 'Topic pinned')).toBeVisible();
  await expect(row.getByRole('button', { name: `Unpin ${title}`, exact: true })).toBeVisible();
  await expect(row).toContainText('Pinned');
  expect(await detail()).toMatchObject({ isPinned: true, isLocked: false });

  await row.getByRole('button', { name: `Lock ${title}`, exact: true }).click();
  await expect(notice(page, 'Topic locked')).toBeVisible();
  await expect(row.getByRole('button', { name: `Unlock ${title}`, exact: true })).toBeVisible();
  expect(await detail()).toMatchObject({ isPinned: true, isLocked: true });

  // Choosing a category does nothing by itself; "Move" moves.
  const move = row.getByRole('button', { name: `Move ${title}`, exact: true });
  await expect(move).toHaveAttribute('aria-disabled', 'true');
  await row.getByLabel(`Move to category, for ${title}`).selectOption({ label: to.name });
  await expect(move).not.toHaveAttribute('aria-disabled');
  await move.click();
  await expect(notice(page, 'Topic moved')).toContainText(`is now in ${to.name}.`);
  await expect(row.getByRole('cell').first()).toHaveText(to.name);
  expect((await detail()).category.id).toBe(to.id);

  // The reply goes from the recent activity, after a confirmation; the topic links to its page.
  const activity = page.getByRole('list', { name: 'Recent forum activity' });
  const replyItem = activity.getByRole('listitem').filter({ hasText: replyText });
  const remove = replyItem.getByRole('button', { name: `Remove reply by Mira Member in “${title}”`, exact: true });
  await expect(activity.getByRole('listitem').filter({ hasText: 'New topic' }).getByRole('link', { name: `Open topic ${title}` })).toHaveAttribute('href', `/community/forum/${topic.slug}`);
  await remove.click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove this reply?' });
  await expect(removeDialog).toContainText('removed by a moderator');
  await removeDialog.getByRole('button', { name: 'Remove reply' }).click();
  await expect(notice(page, 'Reply removed')).toBeVisible();
  await expect(replyItem).toHaveCount(0);
  const removedItem = activity.getByRole('listitem').filter({ hasText: title }).filter({ hasText: /^Reply/ });
  await expect(removedItem).toContainText('Removed');
  await expect(removedItem.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeFocused();
  expect((await detail()).posts.find((p) => p.id === reply.id)?.removed).toBe('moderator');
  await expect(row).toContainText('0 replies');

  await row.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "${title}"?` });
  await expect(dialog).toContainText('deleted with all its replies and comments');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete topic' }).click();
  await expect(notice(page, 'Topic deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(topics.getByRole('heading', { name: 'Topics' })).toBeFocused();
  expect((await page.request.get(`/api/forum/topics/${topic.slug}`)).status()).toBe(404);
  await member.close();
  expect(consoleErrors).toEqual([]);
});

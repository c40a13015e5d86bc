import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { createUser, expect, expectAccessible, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
type Created = { id: number; slug: string; title: string };

/** An article made through the admin API (as the signed-in admin), for tests about other screens. */
async function createArticle(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/admin/articles', { data: { content: '<p>Some text.</p>', ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Created;
}

async function createCategory(page: Page, name: string) {
  const res = await page.request.post('/api/admin/resource-categories', { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string; slug: string };
}

/** The one visible notice, found by its title. */
const notice = (page: Page, title: string) => page.locator('[data-toast-viewport] li').filter({ hasText: title });

/** A small but valid PDF. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an admin writes an article, previews and publishes it, and readers find it in the library', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = stamp();
  const category = await createCategory(page, `Night bracing ${id}`);
  const title = `Bracing at night ${id}`;

  await visit(page, '/admin/articles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page).toHaveURL('/admin/articles/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New article');

  await page.getByLabel('Title').fill(title);
  // The slug that will be used is shown while the field is empty.
  await page.getByLabel('Slug').fill('');
  await expect(page.getByText(`/resources/bracing-at-night-${id}`)).toBeVisible();
  await page.getByLabel('Excerpt').fill('How to make the brace part of bedtime.');
  await expect(page.getByText('38 of 300 characters')).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: category.name });
  await page.getByLabel('Author first name').fill('Rosa');
  await page.getByLabel('Author last name').fill('Ponseti');
  await expect(page.getByLabel('Author role')).toHaveAttribute('placeholder', 'e.g. Pediatric Orthopaedic Surgeon');
  await page.getByLabel('Author role').fill('Physiotherapist');
  // The author's portrait is uploaded like the featured image.
  const portrait = page.getByRole('group', { name: "Author's picture" });
  await expect(portrait).toContainText('No picture');
  await page.getByTestId('author-image-input').setInputFiles(path.join(process.cwd(), 'client/public/images/resources/what-is-clubfoot.jpg'));
  await expect(portrait.getByRole('img', { name: "The author's current picture" })).toBeVisible();

  // The content: a heading and a bold word, through the toolbar.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const content = page.getByRole('textbox', { name: 'Article content' });
  await content.click();
  const heading2 = toolbar.getByRole('button', { name: 'Heading 2' });
  await expect(heading2).toHaveAttribute('aria-pressed', 'false');
  await heading2.click();
  await expect(heading2).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Getting started');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Put the brace on ');
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('every');
  await bold.click();
  await page.keyboard.type(' night.');
  await expect(content.locator('h2')).toHaveText('Getting started');
  await expect(content.locator('strong')).toHaveText('every');

  // The toolbar is one tab stop; arrow keys move within it.
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();

  // Preview: as the public page shows it.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('every');
  await expect(preview).toContainText('By Rosa Ponseti, Physiotherapist');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Edit' }).click();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(notice(page, 'Article saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit article');
  await expect(page.getByLabel('Slug')).toHaveValue(`bracing-at-night-${id}`);
  await expect(page.getByRole('textbox', { name: 'Article content' }).locator('h2')).toHaveText('Getting started');
  await expect(page.getByRole('region', { name: 'Downloadable guides' })).toContainText('This article has no downloadable guides yet.');
  await expectAccessible(page);

  // The save's answer waits for the lists to be read again: typing meanwhile is kept, and stays unsaved.
  let releaseLists = () => {};
  const listsHeld = new Promise<void>((resolve) => (releaseLists = resolve));
  const holdLists = async (route: Route) => {
    await listsHeld;
    await route.continue();
  };
  await page.route('**/api/admin/resource-categories', holdLists);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(notice(page, 'Article published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByLabel('Excerpt').fill('Changed but not saved.');
  const listsRead = page.waitForResponse('**/api/admin/resource-categories');
  releaseLists();
  await listsRead;
  await page.unroute('**/api/admin/resource-categories', holdLists);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByLabel('Excerpt')).toHaveValue('Changed but not saved.');
  await page.getByRole('link', { name: 'Back to articles' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await page.getByRole('link', { name: 'Back to articles' }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/admin/articles');

  // Readers find it in the library, and its page shows the text.
  const slug = `bracing-at-night-${id}`;
  await visit(page, '/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resource Library');
  await expect(page.locator(`a[href="/resources/${slug}"]`).filter({ hasText: title }).first()).toBeVisible();
  await visit(page, `/resources/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(page.locator('main article img[src^="/uploads/articles/"]').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the articles list filters by status and search; publish, feature, unpublish and delete from a row', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = stamp();
  const draft = await createArticle(page, { title: `Casting diary ${id}` });
  const live = await createArticle(page, { title: `Tenotomy questions ${id}`, status: 'published' });
  expect((await page.request.get(`/api/resources/${live.slug}`)).status()).toBe(200);

  await visit(page, '/admin/articles');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Category', 'Status', 'Featured', 'Updated', 'Actions']);
  await expect(page.getByText(/^Page 1 of \d+ · \d+ articles?$/)).toBeVisible();

  // Search (after a pause in typing) and the status filter live in the URL.
  await page.getByLabel('Search articles').fill(id);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(id);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Page 1 of 1 · 2 articles', { exact: true })).toBeVisible();

  const status = page.getByLabel('Status');
  await status.selectOption({ label: 'Drafts' });
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('draft');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toContainText(draft.title);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText('Draft');
  await expect(rows.first().getByRole('link', { name: `View ${draft.title}` })).toHaveCount(0);

  await status.selectOption({ label: 'Published' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toContainText(live.title);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText('Published');
  await expect(rows.first().getByRole('link', { name: `View ${live.title}` })).toHaveAttribute('href', `/resources/${live.slug}`);
  await expect(rows.first().getByRole('link', { name: `Edit ${live.title}` })).toHaveAttribute('href', `/admin/articles/${live.id}`);
  await expectAccessible(page);

  // Unpublishing takes it out of the library.
  await rows.first().getByRole('button', { name: `Unpublish ${live.title}` }).click();
  await expect(notice(page, 'Article unpublished')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('No articles match this search.');
  expect((await page.request.get(`/api/resources/${live.slug}`)).status()).toBe(404);

  await status.selectOption({ label: 'All' });
  await expect(rows).toHaveCount(2);
  const draftRow = rows.filter({ hasText: draft.title });
  await draftRow.getByRole('button', { name: `Feature ${draft.title}` }).click();
  await expect(notice(page, 'Article featured')).toBeVisible();
  await expect(draftRow.getByRole('cell').nth(2)).toHaveText('Featured');
  await draftRow.getByRole('button', { name: `Publish ${draft.title}` }).click();
  await expect(notice(page, 'Article published')).toBeVisible();
  await expect(draftRow.getByRole('cell').nth(1)).toHaveText('Published');
  expect((await page.request.get(`/api/resources/${draft.slug}`)).status()).toBe(200);

  // Deleting asks first.
  await draftRow.getByRole('button', { name: `Delete ${draft.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "${draft.title}"?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Article deleted')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toContainText(live.title);
  expect((await page.request.get(`/api/admin/articles/${draft.id}`)).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});

test('categories: add, move up, rename and delete; a category with articles cannot be deleted', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = stamp();
  const busy = await createCategory(page, `Busy ${id}`);
  await createArticle(page, { title: `In busy ${id}`, categoryId: busy.id });

  await visit(page, '/admin/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  const section = page.getByRole('region', { name: 'Categories' });
  const items = section.getByRole('list', { name: 'Categories in order' }).getByRole('listitem');
  await expectAccessible(page);

  const busyItem = items.filter({ hasText: busy.name });
  await expect(busyItem).toContainText('1 article');
  await expect(busyItem.getByRole('button', { name: `Delete ${busy.name}` })).toHaveAttribute('aria-disabled', 'true');
  await expect(busyItem).toContainText('Cannot be deleted while it has articles');

  // Add one: it goes last.
  const name = `Aftercare ${id}`;
  const addForm = page.getByRole('form', { name: 'Add a category' });
  await addForm.getByRole('button', { name: 'Add category' }).click();
  await expect(addForm.getByText('Please give the category a name')).toBeVisible();
  await addForm.getByLabel('Name').fill(name);
  await addForm.getByLabel('Description').fill('Life after the last brace.');
  await addForm.getByRole('button', { name: 'Add category' }).click();
  await expect(notice(page, 'Category added')).toBeVisible();
  await expect(addForm.getByLabel('Name')).toHaveValue('');
  const count = await items.count();
  await expect(items.last()).toContainText(name);
  await expect(items.last()).toContainText('0 articles');
  await expect(items.last()).toContainText('Life after the last brace.');

  // Move up: the order is saved, announced, and the focus stays on the button.
  const moveUp = section.getByRole('button', { name: `Move up ${name}` });
  await moveUp.click();
  await expect(items.nth(count - 2)).toContainText(name);
  await expect(section.getByText(`${name} moved to position ${count - 1} of ${count}.`)).toBeAttached();
  await expect(moveUp).toBeFocused();
  const order = (await (await page.request.get('/api/admin/resource-categories')).json()) as { name: string }[];
  expect(order.map((category) => category.name).indexOf(name)).toBe(count - 2);

  // Rename in place.
  await section.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = section.getByRole('form', { name: `Edit the category ${name}` });
  await expect(editForm.getByLabel('Name')).toBeFocused();
  await editForm.getByLabel('Name').fill(`Life after bracing ${id}`);
  await editForm.getByRole('button', { name: 'Save category' }).click();
  await expect(notice(page, 'Category saved')).toBeVisible();
  const renamed = items.nth(count - 2);
  await expect(renamed.getByRole('heading')).toHaveText(`Life after bracing ${id}`);
  await expect(section.getByRole('button', { name: `Edit Life after bracing ${id}` })).toBeFocused();

  // Delete after confirming.
  await renamed.getByRole('button', { name: `Delete Life after bracing ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "Life after bracing ${id}"?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Category deleted')).toBeVisible();
  await expect(items).toHaveCount(count - 1);
  await expect(section.getByText(`Life after bracing ${id}`)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a PDF guide is uploaded to an article, listed on its editor, and removed', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = stamp();
  const article = await createArticle(page, { title: `Brace checklist ${id}`, status: 'published' });

  await visit(page, '/admin/resources');
  const guides = page.getByRole('region', { name: 'Downloadable guides' });
  await guides.getByLabel('Article').selectOption(String(article.id));
  await expect.poll(() => new URL(page.url()).searchParams.get('article')).toBe(String(article.id));
  await expect(guides).toContainText('This article has no downloadable guides yet.');

  const form = guides.getByRole('form', { name: 'Upload a guide' });
  // Checked here first: a PDF is needed.
  await form.getByLabel('PDF file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await form.getByRole('button', { name: 'Upload guide' }).click();
  await expect(form.getByText('Please choose a PDF file.')).toBeVisible();

  await form.getByLabel('Title').fill('Bedtime checklist');
  await form.getByLabel('PDF file').setInputFiles({ name: 'bedtime-checklist.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  await form.getByRole('button', { name: 'Upload guide' }).click();
  await expect(notice(page, 'Guide uploaded')).toBeVisible();
  const guide = guides.getByRole('listitem').filter({ hasText: 'Bedtime checklist' });
  await expect(guide).toContainText('bedtime-checklist.pdf');
  await expect(guide).toContainText(/\d+ KB/);
  const download = guide.getByRole('link', { name: 'Download Bedtime checklist' });
  const href = await download.getAttribute('href');
  expect(href).toBeTruthy();
  expect(href).toMatch(new RegExp(`^/api/resources/${article.slug}/files/\\d+$`));
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Members read it on the article's page too.
  const detail = (await (await page.request.get(`/api/resources/${article.slug}`)).json()) as { files: { title: string }[] };
  expect(detail.files.map((file) => file.title)).toEqual(['Bedtime checklist']);
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expectAccessible(page);

  // The editor lists it, with a way back here.
  await visit(page, `/admin/articles/${article.id}`);
  const onEditor = page.getByRole('region', { name: 'Downloadable guides' });
  await expect(onEditor).toContainText('Bedtime checklist');
  await onEditor.getByRole('link', { name: 'Manage guides of this article' }).click();
  await expect(page).toHaveURL(`/admin/resources?article=${article.id}`);

  await guides.getByRole('button', { name: 'Remove Bedtime checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove "Bedtime checklist"?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(notice(page, 'Guide removed')).toBeVisible();
  await expect(guides).toContainText('This article has no downloadable guides yet.');
  expect(consoleErrors).toEqual([]);
});

test('the article screens are not found for members, and the API refuses them', async ({ page }) => {
  await createUser(page.request, { email: uniqueEmail('mo'), firstName: 'Mo', lastName: 'Member' });
  for (const path of ['/admin/articles', '/admin/articles/new', '/admin/resources']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  }
  expect((await page.request.get('/api/admin/articles')).status()).toBe(403);
  expect((await page.request.get('/api/admin/resource-categories')).status()).toBe(403);
});

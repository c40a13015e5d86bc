import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { runFfmpeg } from '../../server/lib/ffmpeg';
import { expect, expectAccessible, notice, signInAsAdmin, test, visit } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A 3-second test picture with a tone: a real MP4 the server can process. */
async function makeClip(file: string) {
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart'],
    file,
  ]);
}

/** The list on screen (the table on a wide screen), and one video's row in it. */
const rowOf = (page: Page, title: string) => page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: title }) });

test('an admin uploads a video and follows it to ready, edits it, orders the list and adds a YouTube link', async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const id = stamp();
  const clip = testInfo.outputPath('clip.mp4');
  await makeClip(clip);

  await visit(page, '/admin/videos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Order', 'Video', 'Topic', 'Status', 'Duration', 'Views', 'Processing', 'Actions']);
  await expectAccessible(page);

  // The browser checks the file first: a quick message, nothing sent.
  await page.getByRole('button', { name: 'Add a video' }).click();
  const add = page.getByRole('dialog', { name: 'Add a video' });
  await add.getByRole('button', { name: 'Add and upload' }).click();
  await expect(add.getByText('Please give the video a title')).toBeVisible();
  await expect(add.getByLabel('Title', { exact: true })).toBeFocused();
  const title = `Cast care clip ${id}`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Video file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
  await expect(add.getByText('Please choose an MP4, MOV or WebM video file.')).toBeVisible();
  await expectAccessible(page);

  // The real file: a progress bar, then its processing, live.
  await add.getByLabel('Video file').setInputFiles(clip);
  await add.getByRole('button', { name: 'Add and upload' }).click();
  const progress = add.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(add.getByText('Upload complete.')).toBeVisible();
  await expect(add.getByText(/^\d+(\.\d)? MB of \d+(\.\d)? MB$/)).toBeVisible();
  const status = add.getByTestId('processing-status');
  await expect(status).toHaveAttribute('data-state', /queued|processing/);
  await expect(status).toContainText(/Queued|Processing/);
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(status).toContainText('Ready');
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(add).toBeHidden();

  const row = rowOf(page, title);
  await expect(row.getByTestId('processing-status')).toContainText('Ready');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Members only');
  await expect(row).toContainText(/0:0[23]/);
  await expect(row.locator('img')).toHaveAttribute('src', /.+/);

  // Editing, from the row: the address names the video, so the editor opens from a link too.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/[?&]edit=\d+/);
  const videoId = Number(new URL(page.url()).searchParams.get('edit'));
  const editor = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect(editor.getByTestId('processing-status')).toContainText('Ready');
  await expect(editor.getByLabel('Members only')).toBeChecked();
  await expect(editor.getByLabel('Published')).not.toBeChecked();
  await expectAccessible(page);
  const renamed = `Putting on the boots ${id}`;
  await editor.getByLabel('Title', { exact: true }).fill(renamed);
  await editor.getByLabel('Speaker name').fill('Rosa Ponseti');
  await editor.getByLabel('Topic').selectOption({ label: 'Boots and bar' });
  await editor.getByRole('button', { name: 'Add a chapter' }).click();
  await expect(editor.getByLabel('Chapter 1 time')).toBeFocused();
  await expect(editor.getByLabel('Chapter 1 time')).toHaveValue('0:00');
  await editor.getByLabel('Chapter 1 title').fill('The boots');
  await editor.getByLabel('Transcript', { exact: true }).fill('0:00 Heel down first.\nnot a line');
  await expect(editor.getByText('Unsaved changes')).toBeVisible();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText(/Line 2 needs a time first/)).toBeVisible();
  await expect(editor.getByLabel('Transcript', { exact: true })).toBeFocused();
  await editor.getByLabel('Transcript', { exact: true }).fill('0:00 Heel down first.\n0:02 Then the strap.');

  // Closing with unsaved changes asks first.
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Video saved')).toBeVisible();
  const editorNow = page.getByRole('dialog', { name: `Edit “${renamed}”` });
  await expect(editorNow.getByText('All changes saved')).toBeVisible();
  await expect(editorNow.getByLabel('Transcript', { exact: true })).toHaveValue('0:00 Heel down first.\n0:02 Then the strap.');
  await editorNow.getByRole('button', { name: 'Close the editor' }).click();
  await expect(editorNow).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);
  const renamedRow = rowOf(page, renamed);
  await expect(renamedRow).toBeVisible();
  await expect(renamedRow).toContainText('Boots and bar');

  // Opened by its address.
  await visit(page, `/admin/videos?edit=${videoId}`);
  await expect(page.getByRole('dialog', { name: `Edit “${renamed}”` }).getByLabel('Speaker name')).toHaveValue('Rosa Ponseti');
  await page.getByRole('dialog').getByRole('button', { name: 'Close the editor' }).click();

  // A YouTube link: checked in the browser, then added and opened in the editor.
  await page.getByRole('button', { name: 'Add a video' }).click();
  const link = page.getByRole('dialog', { name: 'Add a video' });
  const linkTitle = `Ponseti method explained ${id}`;
  await link.getByLabel('Title', { exact: true }).fill(linkTitle);
  await link.getByRole('radio', { name: 'A YouTube or Vimeo link' }).check();
  await link.getByLabel('YouTube or Vimeo address').fill('https://example.org/watch?v=abc');
  await link.getByRole('button', { name: 'Add video' }).click();
  await expect(link.getByText(/Paste a YouTube or Vimeo address/)).toBeVisible();
  await link.getByLabel('YouTube or Vimeo address').fill('https://youtu.be/dQw4w9WgXcQ');
  await link.getByRole('button', { name: 'Add video' }).click();
  await expect(notice(page, 'Video added')).toBeVisible();
  const linkEditor = page.getByRole('dialog', { name: `Edit “${linkTitle}”` });
  await expect(linkEditor.getByLabel('YouTube or Vimeo address')).toHaveValue(/youtu/);
  await expect(linkEditor.getByTestId('processing-status')).toContainText('Ready');
  await linkEditor.getByRole('button', { name: 'Close the editor' }).click();
  await expect(rowOf(page, linkTitle)).toContainText('External link');

  // The order, by keyboard: the link, added last, moves up one place and keeps the focus.
  const rows = page.getByRole('table').locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(rows.last().getByRole('rowheader')).toContainText(linkTitle);
  await rowOf(page, linkTitle).getByRole('button', { name: `Move ${linkTitle} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(count - 2).getByRole('rowheader')).toContainText(linkTitle);
  await expect(rows.last().getByRole('rowheader')).toContainText(renamed);
  // At the top its Move up is disabled: the focus goes to Move down.
  await expect(page.getByRole('button', { name: `Move ${linkTitle} ${count === 2 ? 'down' : 'up'}` })).toBeFocused();
  await expect(page.getByText(`“${linkTitle}” moved to position ${count - 1} of ${count}.`)).toBeAttached();
  await page.reload();
  await expect(rows.nth(count - 2).getByRole('rowheader')).toContainText(linkTitle);

  // The search and the status filter live in the address; the order is changed on the whole list only.
  await page.getByLabel('Search videos').fill(id);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(id);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Move ${renamed} up` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Published' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('No videos match this search.');

  // The dashboard's card.
  await visit(page, '/admin');
  const card = page.getByRole('region', { name: 'Videos' });
  await expect(card.getByTestId('video-figure').first()).toHaveText(/^\d+$/);
  await expect(card).toContainText('Minutes watched this month');
  await expect(card).toContainText('Most watched');
  await expect(card.getByRole('link', { name: 'See the videos' })).toHaveAttribute('href', '/admin/videos');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('on a phone the videos are cards and the page does not scroll sideways; a refused upload says why, Cancel stops one, Delete asks first', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  const id = stamp();

  // Bytes that are not a video, named like one: the server decides by the bytes and says so.
  await visit(page, '/admin/videos');
  await page.getByRole('button', { name: 'Add a video' }).click();
  const add = page.getByRole('dialog', { name: 'Add a video' });
  const title = `Not really a video ${id}`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4096, 7) });
  await add.getByRole('button', { name: 'Add and upload' }).click();
  await expect(add.getByText('Upload failed: This file is not a video we can use. Please upload an MP4, MOV or WebM file.')).toBeVisible();
  await add.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('table')).toBeHidden();
  const card = page.locator('li').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Upload failed: This file is not a video we can use.');
  await expect(card.getByRole('button', { name: `Upload the file of ${title}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('admin-videos-360.png'), fullPage: true });

  // Cancel stops the upload and asks the server to drop what arrived.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/videos/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await held;
    await route.abort().catch(() => {});
  });
  await card.getByRole('button', { name: `Upload the file of ${title}` }).click();
  const again = page.getByRole('dialog', { name: `Upload the file of “${title}”` });
  await again.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4096, 7) });
  const terminated = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/api/admin/videos/uploads/'));
  // Cancel once the upload exists on the server and its bytes are on their way (a cancel before that has nothing to drop).
  const sending = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes('/api/admin/videos/uploads/'));
  await again.getByRole('button', { name: 'Upload file' }).click();
  await sending;
  await again.getByRole('button', { name: 'Cancel upload' }).click();
  expect((await (await terminated).response())?.status()).toBe(204);
  await expect(again.getByText('Upload cancelled.')).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Waiting for the file');
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !line.includes('/api/admin/videos/uploads/')));

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect(editor.getByText('No captions yet')).toBeVisible();
  // Captions (an .srt is converted) make the empty transcript; the poster is saved at once.
  const srt = '1\n00:00:01,000 --> 00:00:02,500\nHeel down first.\n\n2\n00:00:03,000 --> 00:00:04,000\nThen the strap.\n';
  await editor.getByTestId('captions-input').setInputFiles({ name: 'captions.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(srt) });
  await expect(notice(page, 'Captions uploaded')).toBeVisible();
  await expect(editor.getByTestId('captions-state')).toHaveText('Captions: 2 cues');
  await expect(editor.getByLabel('Transcript', { exact: true })).toHaveValue('0:01 Heel down first.\n0:03 Then the strap.');
  await expect(editor.getByText('All changes saved')).toBeVisible();
  await editor.getByTestId('poster-input').setInputFiles(path.join(process.cwd(), 'client/public/images/resources/what-is-clubfoot.jpg'));
  await expect(editor.getByRole('img', { name: 'The current poster' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('admin-videos-editor-360.png'), fullPage: false });

  // Delete asks first.
  await editor.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this video and its files?' });
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(notice(page, 'Video deleted')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an interrupted upload goes on from where it stopped, and a file that cannot be processed says why and can be tried again', async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const title = `Resumed upload ${stamp()}`;
  const created = await page.request.post('/api/admin/videos', { data: { title, source: 'upload' } });
  expect(created.status(), await created.text()).toBe(201);

  // 12 MiB that start like an MP4 (the server reads the first bytes), in two of the client's 8 MiB pieces.
  const file = testInfo.outputPath('large.mp4');
  const bytes = Buffer.alloc(12 * 1024 * 1024);
  Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex').copy(bytes);
  fs.writeFileSync(file, bytes);

  // The connection drops after the first piece (and stays down while the browser retries); the page is then closed.
  let pieces = 0;
  await page.route('**/api/admin/videos/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    pieces += 1;
    return pieces === 1 ? route.continue() : route.abort('connectionfailed');
  });

  await visit(page, '/admin/videos');
  const row = rowOf(page, title);
  await expect(row.getByTestId('processing-status')).toContainText('Waiting for the file');
  await row.getByRole('button', { name: `Upload the file of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Upload the file of “${title}”` });
  await dialog.getByLabel('Video file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByText(/^Upload failed: The upload stopped/)).toBeVisible({ timeout: 30_000 });
  expect(pieces).toBeGreaterThan(2);
  await page.unrouteAll();
  await page.reload();
  // The browser logs each dropped request: expected here, and only those.
  const dropped = consoleErrors.splice(0);
  expect(dropped.filter((line) => !(line.includes('ERR_CONNECTION_FAILED') && line.includes('/api/admin/videos/uploads/')))).toEqual([]);

  // The same file again: the browser asks the server how much arrived and sends the rest only.
  await row.getByRole('button', { name: `Upload the file of ${title}` }).click();
  await dialog.getByLabel('Video file').setInputFiles(file);
  const asked = page.waitForRequest((request) => request.method() === 'HEAD' && request.url().includes('/api/admin/videos/uploads/'));
  const rest = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes('/api/admin/videos/uploads/'));
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await asked;
  expect((await rest).headers()['upload-offset']).toBe(String(8 * 1024 * 1024));
  await expect(dialog.getByText('Upload complete.')).toBeVisible();
  await expect(dialog.getByText('12 MB of 12 MB')).toBeVisible();

  // Not a video after all: processing fails with the reason, and can be tried again.
  const status = dialog.getByTestId('processing-status');
  await expect(status).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(status).toContainText(/^Failed: .+/);
  await expectAccessible(page);
  await status.getByRole('button', { name: `Try again processing ${title}` }).click();
  await expect(notice(page, 'Processing again')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

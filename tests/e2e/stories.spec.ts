import sharp from 'sharp';
import { createUser, expect, expectAccessible, memberPage, notice, outboxMails, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

/*
 * Success stories (issue 21): a member tells a story with a photo, the administrator approves it and
 * features it, and the home page shows it; the author follows its status in My stories.
 */

const TITLE = `Amara's first steps ${Date.now().toString(36)}`;
const TEXT =
  'Amara started her casts at three weeks old. Six casts and a tenotomy later her foot was straight, and the boots and bar became part of bedtime. She wore them all day for three months, then at night and for naps. Last summer she took her first steps on the grass at her grandmother’s house, and we all cried happy tears.';

test('a member tells a story, the administrator approves and features it, and the home page shows it', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(90_000);
  // A visitor reads the stories and is invited to sign in to tell one.
  await visit(page, '/community/success-stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Success stories' })).toBeVisible();
  await expect(page.getByTestId('story-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to share yours' })).toBeVisible();
  await page.getByRole('button', { name: 'Adults’ stories' }).click();
  await expect(page).toHaveURL(/stage=adult/);
  await expect(page.getByTestId('story-card')).toHaveCount(1);
  await expectAccessible(page);

  // A member tells hers, with a photo.
  const email = uniqueEmail('amara');
  await createUser(page.request, { email, firstName: 'Grace', lastName: 'Osei' });
  await visit(page, '/community/success-stories');
  await page.getByRole('link', { name: 'Share your story' }).click();
  await expect(page).toHaveURL('/community/success-stories/new');
  const form = page.getByTestId('story-form');
  // Sent empty: the contract's own messages, beside their fields.
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form).toContainText('Please give your story a title');
  await expect(form).toContainText('Please agree that this story may be published on the site');
  await expect(form).toContainText('Please confirm that you are this child’s parent or guardian');
  await expect(form).toContainText('Please say how old your child was when treatment started');

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Your story', exact: true }).fill(TEXT);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8fc9b9' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
  await form.getByTestId('story-photo-input').setInputFiles({ name: 'amara.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await form.getByLabel('Describe the photo').fill('Amara standing on the grass in red shoes');
  await form.getByLabel('Age', { exact: true }).fill('0');
  await form.getByLabel('The stage your story is about').selectOption('post-treatment');
  await form.getByRole('radio', { name: 'My full name' }).check();
  await form.getByLabel('I agree that this story may be published on the site').check();
  await form.getByLabel('I am this child’s parent or guardian').check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(notice(page, 'Thank you for your story')).toBeVisible();
  await expect(page).toHaveURL('/community/success-stories/mine');
  const mine = page.getByTestId('my-story').filter({ hasText: TITLE });
  await expect(mine.getByTestId('my-story-status')).toHaveText('Pending review');
  await expectAccessible(page);
  const { stories } = (await (await page.request.get('/api/stories/mine')).json()) as { stories: { id: number; title: string; photoUrl: string }[] };
  const story = stories.find((entry) => entry.title === TITLE)!;
  // Stored without its location data.
  const stored = await page.request.get(story.photoUrl);
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  // The administrator reads it, approves it and features it.
  const admin = await memberPage(browser);
  await signInAsAdmin(admin.page);
  await visit(admin.page, `/admin/stories?story=${story.id}`);
  const review = admin.page.getByTestId('admin-story');
  await expect(review.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(review).toContainText('Photo description: Amara standing on the grass in red shoes');
  await expect(review).toContainText('parent or guardian confirmed');
  await expectAccessible(admin.page);
  await review.getByRole('button', { name: `Approve “${TITLE}”` }).click();
  await expect(notice(admin.page, 'Story published')).toBeVisible();
  await expect(review.getByTestId('admin-story-status')).toHaveText('Published');
  await review.getByRole('button', { name: `Feature “${TITLE}”` }).click();
  await expect(notice(admin.page, 'Story featured')).toBeVisible();
  await expect(review.getByRole('button', { name: `Unfeature “${TITLE}”` })).toBeVisible();

  // The author hears of it by e-mail, and sees it published.
  await expect.poll(() => outboxMails(email).some((mail) => mail.includes('Subject: Your story is published'))).toBe(true);
  await visit(page, '/community/success-stories/mine');
  await expect(page.getByTestId('my-story').filter({ hasText: TITLE }).getByTestId('my-story-status')).toHaveText('Published');

  // A visitor finds it on the home page, between the mission and the latest discussions, and reads it.
  const visitor = await memberPage(browser);
  await visit(visitor.page, '/');
  const section = visitor.page.getByTestId('home-story');
  await expect(section.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(section.getByTestId('home-story-author')).toHaveText('Grace Osei');
  await expect(section.getByRole('img', { name: 'Amara standing on the grass in red shoes' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'More success stories' })).toHaveAttribute('href', '/community/success-stories');
  await expectAccessible(visitor.page);
  await section.getByRole('link', { name: /Read the story/ }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.page.getByTestId('story-author')).toHaveText('Grace Osei');
  await expect(visitor.page.getByRole('img', { name: 'Amara standing on the grass in red shoes' })).toBeVisible();
  await expect(visitor.page.getByRole('complementary', { name: 'About these stories' })).toContainText('not medical advice');
  await expectAccessible(visitor.page);

  // The demo's featured story is featured again, for the other tests.
  const demo = (await (await admin.page.request.get('/api/admin/stories?status=published&pageSize=100')).json()) as { items: { id: number; slug: string }[] };
  const cartwheels = demo.items.find((entry) => entry.slug === 'from-weekly-casts-to-cartwheels');
  if (cartwheels) await admin.page.request.put(`/api/admin/stories/${cartwheels.id}/featured`, { data: { featured: true } });
  await admin.context.close();
  await visitor.context.close();
  expect(consoleErrors).toEqual([]);
});

test('an author withdraws a published story after confirming', async ({ page }) => {
  await createUser(page.request, { email: uniqueEmail('tomas'), firstName: 'Tomás', lastName: 'Ruiz' });
  const created = await page.request.post('/api/stories', {
    data: { title: 'Our bracing years', content: TEXT, ageAtStartMonths: 1, treatment: 'ponseti', stage: 'bracing', isAdultStory: false, naming: 'anonymous', consent: true, guardianConsent: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  const admin = await memberPage(page.context().browser()!);
  await signInAsAdmin(admin.page);
  expect((await admin.page.request.post(`/api/admin/stories/${id}/approve`)).ok()).toBe(true);
  await admin.context.close();

  // Anonymous: the page never names the author.
  await visit(page, `/community/success-stories/${slug}`);
  await expect(page.getByTestId('story-author')).toHaveText('A member of our community');
  await visit(page, '/community/success-stories/mine');
  const row = page.getByTestId('my-story').filter({ hasText: 'Our bracing years' });
  await row.getByRole('button', { name: 'Withdraw “Our bracing years”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your story?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(notice(page, 'Story withdrawn')).toBeVisible();
  await expect(row.getByTestId('my-story-status')).toHaveText('Withdrawn');
  expect((await page.request.get(`/api/stories/${slug}`)).status()).toBe(200);
  const visitor = await memberPage(page.context().browser()!);
  expect((await visitor.page.request.get(`/api/stories/${slug}`)).status()).toBe(404);
  await visitor.context.close();
});

import { expect, expectAccessible, test, uniqueEmail, visit } from './fixtures';


test('member pages: visitors get the not-found page; members see what privacy allows', async ({ page, browser }) => {
  // Another member, created in their own browser, with a location and a hidden e-mail.
  const other = await browser.newContext();
  const { id } = await (await other.request.post('/api/test/users', { data: { email: uniqueEmail('shown'), firstName: 'Rosa', lastName: 'Lind' } })).json();
  await other.request.patch('/api/profile/personal', { data: { location: 'Malmö, Sweden', bio: 'Mum of twins, both bracing.' } });
  await other.request.patch('/api/profile/clubfoot', { data: { isParent: true, clubfootSide: 'bilateral', treatmentType: 'ponseti' } });

  await page.goto(`/members/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');

  await page.request.post('/api/test/users', { data: { email: uniqueEmail('viewer') } });
  await visit(page, `/members/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosa Lind');
  await expect(page.getByText('Malmö, Sweden')).toBeVisible();
  await expect(page.getByText('Mum of twins, both bracing.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Member badges' })).toContainText('Parent');
  await expect(page.getByRole('link', { name: /@example\.org/ })).toHaveCount(0);
  await expectAccessible(page);

  await other.request.patch('/api/profile/privacy', { data: { privacySettings: { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: false } } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await other.close();
});

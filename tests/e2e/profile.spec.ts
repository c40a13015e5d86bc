import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail, visit } from './fixtures';


/** Creates a member and signs this browser in as them. */
async function signIn(page: Page, label = 'maya') {
  const email = uniqueEmail(label);
  const res = await page.request.post('/api/test/users', { data: { email, firstName: 'Maya', lastName: 'Okafor' } });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The one visible notice carries this title and description. */
async function expectNotice(page: Page, title: string, description: string) {
  const notice = page.locator('[data-toast-viewport] li').filter({ hasText: description });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(title);
}

const reminder = (page: Page) => page.getByRole('region', { name: 'Complete your profile' });

test('a visitor on /profile is sent to the sign-in screen and back afterwards', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?method=email&returnTo=%2Fprofile$/);
  await expect(page.getByRole('form', { name: 'Sign in with email' })).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
});

test('each tab saves and shows its notice; the values read back after a reload', async ({ page, consoleErrors }) => {
  const email = await signIn(page);
  await visit(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Maya Okafor' })).toBeVisible();
  await expect(page.getByText('Community Member', { exact: true })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Personal Info', 'Clubfoot Details', 'Clubfoot Buddy', 'Notifications', 'Privacy']);
  await expect(page.getByRole('tab', { name: 'Personal Info' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // Personal Info: an invalid e-mail is refused with the validation library's own message.
  const personal = page.getByRole('form', { name: 'Personal Information' });
  await expect(personal.getByLabel('Email')).toHaveValue(email);
  await personal.getByLabel('Email').fill('not-an-email');
  await personal.getByRole('button', { name: 'Save Personal Info' }).click();
  await expect(personal.getByText('Invalid email address')).toBeVisible();
  await personal.getByLabel('Email').fill(email);
  await personal.getByLabel('Bio').fill('Mum of Theo, diagnosed at birth, now bracing at night.');
  await personal.getByLabel('Location').fill('Leeds, UK');
  await personal.getByLabel('Birth year').fill('1988');
  const personalRequest = page.waitForRequest((r) => r.url().endsWith('/api/profile/personal') && r.method() === 'PATCH');
  await personal.getByRole('button', { name: 'Save Personal Info' }).click();
  expect((await personalRequest).postDataJSON()).toEqual({
    firstName: 'Maya',
    lastName: 'Okafor',
    bio: 'Mum of Theo, diagnosed at birth, now bracing at night.',
    location: 'Leeds, UK',
    birthYear: 1988,
    email,
  });
  await expectNotice(page, 'Profile Updated', 'Your personal information has been saved.');

  // Clubfoot Details.
  await openTab(page, 'Clubfoot Details');
  await expect(page).toHaveURL(/\/profile#clubfoot$/);
  const clubfoot = page.getByRole('form', { name: 'Clubfoot Details' });
  await clubfoot.getByLabel('I am a parent or caregiver of a child with clubfoot').check();
  await clubfoot.getByLabel('Treatment stage').selectOption('bracing');
  await clubfoot.getByLabel('Affected side').selectOption('left');
  await clubfoot.getByLabel('Treatment type').selectOption('ponseti');
  await clubfoot.getByLabel('Diagnosis date').fill('2024-03-01');
  await expect(clubfoot.getByLabel('Preferred contact method')).toHaveValue('');
  const clubfootRequest = page.waitForRequest((r) => r.url().endsWith('/api/profile/clubfoot') && r.method() === 'PATCH');
  await clubfoot.getByRole('button', { name: 'Save Clubfoot Details' }).click();
  expect((await clubfootRequest).postDataJSON()).toEqual({
    isParent: true,
    isAdult: false,
    isMedicalProfessional: false,
    treatmentStage: 'bracing',
    diagnosisDate: '2024-03-01',
    clubfootSide: 'left',
    treatmentType: 'ponseti',
    preferredContactMethod: null,
  });
  await expectNotice(page, 'Profile Updated', 'Your clubfoot details have been saved.');
  await expectAccessible(page);

  // Notifications: the button reads 'Saving...' while the call is pending.
  await openTab(page, 'Notifications');
  const notifications = page.getByRole('form', { name: 'Notifications' });
  await expect(notifications.getByRole('switch', { name: 'Forum replies' })).toBeChecked();
  await notifications.getByRole('switch', { name: 'Forum replies' }).click();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/profile/notifications', async (route) => {
    await held;
    await route.continue();
  });
  await notifications.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(notifications.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expectNotice(page, 'Preferences Updated', 'Your notification preferences have been saved.');
  await expect(notifications.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
  await page.unroute('**/api/profile/notifications');
  await expectAccessible(page);

  // Privacy: a saved false reads back as false.
  await openTab(page, 'Privacy');
  const privacy = page.getByRole('form', { name: 'Privacy' });
  await expect(privacy.getByRole('switch', { name: 'Show my email address to other members' })).not.toBeChecked();
  await expect(privacy.getByRole('switch', { name: 'Show my location to other members' })).toBeChecked();
  await privacy.getByRole('switch', { name: 'Show my location to other members' }).click();
  await privacy.getByRole('switch', { name: 'Show my email address to other members' }).click();
  const privacyRequest = page.waitForRequest((r) => r.url().endsWith('/api/profile/privacy') && r.method() === 'PATCH');
  await privacy.getByRole('button', { name: 'Save Privacy Settings' }).click();
  expect((await privacyRequest).postDataJSON()).toEqual({
    privacySettings: { showEmail: true, showLocation: false, showTreatmentDetails: true, showProfileToMembers: true, showSupporterBadge: false },
  });
  await expectNotice(page, 'Settings Updated', 'Your privacy settings have been saved.');
  await expectAccessible(page);

  // The tab is in the URL: a reload opens Privacy again, with the saved values.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  await expect(privacy.getByRole('switch', { name: 'Show my location to other members' })).not.toBeChecked();
  await expect(privacy.getByRole('switch', { name: 'Show my email address to other members' })).toBeChecked();
  await openTab(page, 'Notifications');
  await expect(notifications.getByRole('switch', { name: 'Forum replies' })).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await openTab(page, 'Clubfoot Details');
  await expect(clubfoot.getByLabel('Treatment stage')).toHaveValue('bracing');
  await expect(clubfoot.getByLabel('Affected side')).toHaveValue('left');
  await expect(clubfoot.getByLabel('Diagnosis date')).toHaveValue('2024-03-01');
  await expect(clubfoot.getByLabel('I am a parent or caregiver of a child with clubfoot')).toBeChecked();
  await openTab(page, 'Personal Info');
  await expect(personal.getByLabel('Birth year')).toHaveValue('1988');
  await expect(personal.getByLabel('Location')).toHaveValue('Leeds, UK');

  // Emptying the birth year sends null.
  await personal.getByLabel('Birth year').fill('');
  const cleared = page.waitForRequest((r) => r.url().endsWith('/api/profile/personal') && r.method() === 'PATCH');
  await personal.getByRole('button', { name: 'Save Personal Info' }).click();
  expect((await cleared).postDataJSON()).toMatchObject({ birthYear: null });
  await expectNotice(page, 'Profile Updated', 'Your personal information has been saved.');

  // A complete profile gets no reminder.
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a failed save shows the destructive notice for its tab', async ({ page }) => {
  await signIn(page);
  await visit(page, '/profile#privacy');
  await page.route('**/api/profile/privacy', (route) => route.fulfill({ status: 400, json: { message: 'Refused' } }));
  await page.getByRole('button', { name: 'Save Privacy Settings' }).click();
  await expectNotice(page, 'Error', 'Failed to update settings. Please try again.');

  await openTab(page, 'Personal Info');
  await page.route('**/api/profile/personal', (route) => route.fulfill({ status: 400, json: { message: 'Refused' } }));
  await page.getByRole('button', { name: 'Save Personal Info' }).click();
  await expectNotice(page, 'Error', 'Failed to update profile. Please try again.');

  await openTab(page, 'Clubfoot Buddy');
  await page.route('**/api/clubfoot-buddy/my-shoes', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { message: 'Refused' } }) : route.continue(),
  );
  await page.getByLabel('Left foot size').fill('6');
  await page.getByLabel('Right foot size').fill('6.5');
  await page.getByRole('button', { name: 'Save Shoe Information' }).click();
  await expectNotice(page, 'Error', 'Failed to update shoe information. Please try again.');
});

test('the Clubfoot Buddy tab saves shoe sizes and loads them again', async ({ page, consoleErrors }) => {
  await signIn(page, 'buddy');
  await visit(page, '/profile');
  await openTab(page, 'Clubfoot Buddy');
  await expect(page).toHaveURL(/\/profile#clubfootbuddy$/);
  await expect(page.getByRole('link', { name: 'View Existing Matches' })).toHaveAttribute('href', '/clubfoot-buddy');
  // Nothing saved yet (404): the spinner ends and the form starts empty.
  const form = page.getByRole('form', { name: 'Your shoe sizes' });
  await expect(form.getByLabel('Left foot size')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your shoe information' })).toHaveCount(0);
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Save Shoe Information' }).click();
  await expect(form.getByText('Enter your left foot size')).toBeVisible();
  await expect(form.getByText('Enter your right foot size')).toBeVisible();
  await form.getByLabel('Left foot size').fill('7.5');
  await form.getByLabel('Right foot size').fill('8.3');
  await form.getByRole('button', { name: 'Save Shoe Information' }).click();
  await expect(form.getByText('Use whole or half sizes, for example 7 or 7.5')).toBeVisible();
  await form.getByLabel('Right foot size').fill('8');
  await form.getByLabel('Preferred brands').fill('New Balance, Stride Rite');
  await form.getByLabel('Shoe types').fill('Sneakers');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/clubfoot-buddy/my-shoes') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Save Shoe Information' }).click();
  expect((await saved).postDataJSON()).toEqual({
    leftFootSize: 7.5,
    rightFootSize: 8,
    preferredBrands: 'New Balance, Stride Rite',
    shoeTypes: 'Sneakers',
    notes: null,
    sizeScale: 'us-kids',
    leftWidth: null,
    rightWidth: null,
    country: null,
    wearerBirthYear: null,
    tolerance: 'exact',
    paused: false,
  });
  await expectNotice(page, 'Clubfoot Buddy Info Updated', 'Your shoe sizes and preferences have been saved.');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Clubfoot Buddy' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByLabel('Left foot size')).toHaveValue('7.5');
  await expect(form.getByLabel('Right foot size')).toHaveValue('8');
  await expect(form.getByLabel('Preferred brands')).toHaveValue('New Balance, Stride Rite');
  await expect(form.getByLabel('Notes')).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('the profile reminder leads to /profile and stays hidden once dismissed', async ({ page, consoleErrors }) => {
  await signIn(page, 'reminder');
  await visit(page, '/about');
  await expect(reminder(page)).toBeVisible();
  await expectAccessible(page);
  // Part of the page, at its bottom right above the footer: it never floats over what is being read or typed.
  expect(await reminder(page).evaluate((element) => {
    for (let at: Element | null = element; at; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return 'floating';
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.bottom <= footer.top && box.right > window.innerWidth / 2 ? 'in the page' : 'elsewhere';
  })).toBe('in the page');

  await reminder(page).getByRole('link', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  // Not shown on the profile page itself.
  await expect(reminder(page)).toHaveCount(0);

  await visit(page, '/about');
  await expect(reminder(page)).toBeVisible();
  await reminder(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(reminder(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('clubfootAlertDismissed'))).toBe('true');
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the profile forms run under the strict CSP without a single violation (zod validates without eval)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await signIn(page, 'csp');
  await visit(page, '/profile');
  const personal = page.getByRole('form', { name: 'Personal Information' });
  await personal.getByLabel('Email').fill('not-an-email');
  await personal.getByRole('button', { name: 'Save Personal Info' }).click();
  await expect(personal.getByText('Invalid email address')).toBeVisible();
  await openTab(page, 'Clubfoot Buddy');
  await expect(page.getByRole('button', { name: 'Save Shoe Information' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the tabs come first, on one row that scrolls, with the gifts and requests below them', async ({ page, consoleErrors }) => {
    // Maya (README) gives monthly: her profile has the gifts card.
    const res = await page.request.post('/api/test/sessions', { data: { email: 'maya@clubfoot.example' } });
    expect(res.ok(), await res.text()).toBe(true);
    await visit(page, '/profile');
    const list = page.getByRole('tablist', { name: 'Profile sections' });
    const gifts = page.getByRole('region', { name: 'Your gifts' });
    await expect(gifts).toBeVisible();
    const listBox = (await list.boundingBox())!;
    expect(listBox.y, 'the tabs are near the top').toBeLessThan(450);
    expect(listBox.y).toBeLessThan((await gifts.boundingBox())!.y);
    // One row, no sideways scroll of the page.
    const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The keyboard moves along the row and brings the tab into view.
    await page.getByRole('tab', { name: 'Personal Info' }).focus();
    await page.keyboard.press('End');
    const privacy = page.getByRole('tab', { name: 'Privacy' });
    await expect(privacy).toBeFocused();
    await expect(privacy).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#privacy$/);
    const box = (await privacy.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

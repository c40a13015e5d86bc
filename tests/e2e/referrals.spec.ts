import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, memberPage, notice, outboxLink, outboxMails, signInAsAdmin, test, uniqueEmail, visit } from './fixtures';

/*
 * Find a doctor (issue 10): the request form reaches the team, the team sends up to three
 * specialists, the family says which one they chose; and the contact form reaches the inbox.
 */

const requestForm = (page: Page) => page.getByRole('form', { name: 'Request a referral' });
const contactForm = (scope: Page | Locator) => scope.getByRole('form', { name: 'Contact the team' });

/** A visitor's page is prerendered: its script must have taken over before anything is typed. */
async function visitAsVisitor(page: Page, path: string) {
  await visit(page, path);
  await page.waitForLoadState('networkidle');
}

type Family = { firstName: string; lastName: string; email: string; country: string; city: string };

const family = (label: string, overrides: Partial<Family> = {}): Family => ({
  firstName: label,
  lastName: `Family${Date.now().toString(36)}`,
  email: uniqueEmail(label.toLowerCase()),
  country: 'IS',
  city: 'Reykjavik',
  ...overrides,
});

/** Every field of spec section 3 but the consent; a member's name and e-mail are already there. */
async function fillRequest(form: Locator, who: Family, { member = false } = {}) {
  if (!member) {
    await form.getByLabel('First name').fill(who.firstName);
    await form.getByLabel('Last name').fill(who.lastName);
    await form.getByLabel('Email').fill(who.email);
  }
  await form.getByLabel('Phone').fill('+354 555 0101');
  await form.getByLabel('Country').selectOption(who.country);
  await form.getByLabel('City').fill(who.city);
  await form.getByLabel('Patient age (years)').fill('0');
  await form.getByLabel('Affected foot').selectOption('bilateral');
  await form.getByLabel('Treatment stage').selectOption('diagnosis');
  await form.getByLabel('Additional information (optional)').fill('Born three weeks ago; both feet turned in.');
  await form.getByRole('radio', { name: 'High (1-2 weeks)' }).check();
  await form.getByLabel('Preferred language (optional)').selectOption('English');
}

/** A request sent through the API on its own cookies (a visitor unless `request` is signed in). */
async function requestThroughApi(request: APIRequestContext, who: Family) {
  const res = await request.post('/api/referrals', {
    data: { ...who, phone: '+354 555 0102', age: 1, affectedFoot: 'right', treatmentStage: 'casting', preferredLanguage: 'English', agree: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A specialist in the directory, added through the admin API on the admin's cookies. */
async function addSpecialist(request: APIRequestContext, name: string, city = 'Reykjavik') {
  const res = await request.post('/api/admin/specialists', {
    data: { name, title: 'Paediatric orthopaedic surgeon', clinic: `${name} Clinic`, city, country: 'IS', languages: ['English'], email: 'clinic@specialists.example', phone: '+354 555 0199', website: null, ponsetiTrained: true, acceptingNewPatients: true, notes: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a visitor asks for a specialist: consent first, then the request goes to the team and the form empties', async ({ page, consoleErrors }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/referrals') posts.push(request.postData() ?? '');
  });
  await visitAsVisitor(page, '/find-doctor');
  await expect(page).toHaveTitle(/^Find a Doctor \|/);
  const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('within 48 hours');
  await expect(steps.nth(2)).toContainText('up to three specialists');
  const benefits = page.getByRole('region', { name: 'Why use our referral service' });
  for (const benefit of ['Verified network', 'Over 40 countries', 'Personalised matching', 'Free']) await expect(benefits.getByRole('heading', { name: benefit })).toBeVisible();

  const form = requestForm(page);
  const who = family('Vera');
  await expect(form.getByRole('radio', { name: 'Medium (within a month)' })).toBeChecked();
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Country', 'City', 'Patient age (years)', 'Affected foot', 'Treatment stage']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  await fillRequest(form, who);
  await expectAccessible(page);

  // Without the consent nothing is sent.
  const submit = form.getByRole('button', { name: 'Submit Request' });
  await submit.click();
  await expect(notice(page, 'Consent Required')).toContainText('Please agree to the privacy policy and terms to proceed.');
  expect(posts).toEqual([]);

  // The request is held on its way, so that the pending button can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/referrals', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel(/I agree to the privacy policy and terms/).check();
  await submit.click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/referrals' && res.request().method() === 'POST');
  release();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  expect(reference).toMatch(/^DR-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(notice(page, 'Request Submitted')).toContainText('We will contact you within 48 hours.');

  // The page keeps the confirmation once the notice has gone: the reference, and what happens next.
  const received = page.getByRole('status').filter({ hasText: 'Request received' });
  await expect(received).toBeFocused();
  await expect(received.getByRole('heading', { name: 'Request received' })).toBeInViewport();
  await expect(received).toContainText(`Your reference: ${reference}`);
  await expect(received).toContainText(`A confirmation is on its way to ${who.email}.`);
  await expect(received).toContainText('Our team reviews your request within 48 hours.');
  await expect(received).toContainText('up to three specialists');
  await expect(requestForm(page)).toHaveCount(0);
  await expectAccessible(page);
  await received.getByRole('button', { name: 'Send another request' }).click();
  await expect(received).toHaveCount(0);
  await expect(form.getByRole('heading', { name: 'Request a referral' })).toBeFocused();

  // The form is empty again, with the default urgency and no consent.
  await expect(form.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'City', 'Patient age (years)']) await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Country')).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'Medium (within a month)' })).toBeChecked();
  await expect(form.getByLabel(/I agree to the privacy policy and terms/)).not.toBeChecked();

  const sent = JSON.parse(posts[0] ?? '{}') as Record<string, unknown>;
  expect(sent).toMatchObject({ firstName: who.firstName, email: who.email, country: 'IS', age: 0, affectedFoot: 'bilateral', urgency: 'high', agree: true });
  await expectAccessible(page);

  // Visitors get the page as HTML; a choose link that leads nowhere says so.
  expect(await (await page.request.get('/find-doctor')).text()).toContain('Find a Clubfoot Specialist');
  await visitAsVisitor(page, '/find-doctor/choose?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'send a new request' })).toHaveAttribute('href', '/find-doctor');
  expect(consoleErrors).toEqual([]);
});

test('an admin keeps the specialist directory; a specialist sent to a family stays in it', async ({ page, request, consoleErrors }) => {
  const suffix = Date.now().toString(36);
  const name = `Dr. Dora ${suffix}`;
  await signInAsAdmin(page);
  await visit(page, '/admin/specialists');
  await page.getByRole('button', { name: 'Add specialist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a specialist' });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Title', { exact: true }).fill('Orthopaedic surgeon');
  await dialog.getByLabel('Clinic', { exact: true }).fill('Harbour Example Clinic');
  await dialog.getByLabel('City', { exact: true }).fill('Reykjavik');
  await dialog.getByLabel('Country', { exact: true }).selectOption('IS');
  await dialog.getByRole('button', { name: 'Add specialist' }).click();
  await expect(dialog.getByText('Choose at least one language')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'English' }).check();
  await dialog.getByRole('checkbox', { name: 'Polish' }).check();
  await dialog.getByLabel('Website (optional)').fill('https://harbour.example/');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add specialist' }).click();
  await expect(notice(page, 'Specialist added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('English, Polish');
  await expect(row).toContainText('Reykjavik, Iceland');

  // Edited: no longer accepting new patients.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
  await edit.getByLabel('Accepting new patients').uncheck();
  await edit.getByRole('button', { name: 'Save specialist' }).click();
  await expect(notice(page, 'Specialist saved')).toBeVisible();
  await expect(row).toContainText('Not accepting');
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

  // Once sent to a family, the server keeps them (409), and says what to do instead.
  const { specialists } = (await (await page.request.get('/api/admin/specialists')).json()) as { specialists: { id: number; name: string }[] };
  const referralId = await requestThroughApi(request, family('Ines'));
  const matched = await page.request.post(`/api/admin/referrals/${referralId}/match`, { data: { specialistIds: [specialists.find((s) => s.name === name)?.id] } });
  expect(matched.ok(), await matched.text()).toBe(true);
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('dialog', { name: `Remove ${name}?` }).getByRole('button', { name: 'Remove specialist' }).click();
  await expect(notice(page, 'Could not remove the specialist')).toContainText('Mark them as not accepting new patients instead.');
  await expect(row).toBeVisible();

  // One never sent leaves.
  const spare = `Dr. Spare ${suffix}`;
  await addSpecialist(page.request, spare);
  await page.reload();
  await page.getByRole('button', { name: `Remove ${spare}` }).click();
  await page.getByRole('dialog', { name: `Remove ${spare}?` }).getByRole('button', { name: 'Remove specialist' }).click();
  await expect(notice(page, 'Specialist removed')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(spare) })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Specialists' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('an admin sends three specialists; the family gets them by e-mail and says which one they chose', async ({ page, browser, request, consoleErrors }) => {
  const suffix = Date.now().toString(36);
  const names = [`Dr. Anna ${suffix}`, `Dr. Bjorn ${suffix}`, `Dr. Cara ${suffix}`];
  const who = family('Freya', { city: `Reykjavik ${suffix}` });
  await signInAsAdmin(page);
  for (const name of names) await addSpecialist(page.request, name, who.city);

  await requestThroughApi(request, who);
  // The dashboard counts the waiting requests (the seeded one is 30 hours old, so none is overdue) and new messages.
  await visit(page, '/admin');
  const figures = page.getByRole('region', { name: 'Doctor requests', exact: true }).getByTestId('referral-figure');
  await expect(figures).toHaveCount(3);
  await expect(figures.nth(0)).toHaveText(/^[1-9]\d*$/);
  await expect(figures.nth(1)).toHaveText('0');
  await expect(figures.nth(2)).toHaveText(/^\d+$/);
  await page.getByRole('link', { name: 'See the requests' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doctor requests');
  const row = page.getByRole('row', { name: new RegExp(`${who.firstName} ${who.lastName}`) });
  await expect(row).toContainText(`${who.city}, Iceland`);
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText('of 48 h');
  await expectAccessible(page);
  await row.getByRole('link', { name: `${who.firstName} ${who.lastName}` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request from ${who.firstName} ${who.lastName}`);
  await expect(page.getByText('recorded in the audit log')).toBeVisible();
  const details = page.getByRole('region', { name: 'The request' });
  for (const text of [who.email, '+354 555 0102', `${who.city}, Iceland`, '1 year', 'Right', 'Casting', 'Medium (within a month)', 'English']) await expect(details).toContainText(text);

  const suggestions = page.getByRole('region', { name: 'Suggested specialists' });
  const boxes = suggestions.getByRole('checkbox');
  // Same country and city first: the three specialists of this test.
  for (const [index, name] of names.entries()) await expect(boxes.nth(index)).toHaveAccessibleName(name);
  await expect(suggestions.getByRole('listitem').filter({ hasText: names[0] as string }).first()).toContainText(`In ${who.city}`);
  for (const name of names) await suggestions.getByRole('checkbox', { name }).check();
  await expect(suggestions.getByText('3 of 3 chosen')).toBeVisible();
  await expect(boxes.nth(3)).toBeDisabled();
  await suggestions.getByLabel('Note to the family (optional)').fill('Dr. Anna has appointments next week.');
  await expectAccessible(page);
  await suggestions.getByRole('button', { name: 'Send to family' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send these 3 specialists to Freya?' });
  await confirm.getByRole('button', { name: 'Send to family' }).click();
  await expect(notice(page, 'Specialists sent')).toBeVisible();
  const sent = page.getByRole('region', { name: 'Specialists sent' });
  for (const name of names) await expect(sent.getByRole('heading', { name })).toBeVisible();
  await expect(sent.getByRole('heading', { name: 'Specialists sent' })).toBeFocused();
  await expect(details).toContainText('Dr. Anna has appointments next week.');

  // The family's e-mail names the three, with the note and the link to say which one they chose.
  await expect.poll(() => outboxLink(who.email, '/find-doctor/choose')).not.toBeNull();
  const mail = outboxMails(who.email).find((raw) => raw.includes('/find-doctor/choose')) ?? '';
  for (const name of names) expect(mail).toContain(name);
  expect(mail).toContain('Dr. Anna has appointments next week.');

  const { context: familyContext, page: choose } = await memberPage(browser);
  await visitAsVisitor(choose, outboxLink(who.email, '/find-doctor/choose') as string);
  await expect(choose.getByText(`Hello ${who.firstName},`)).toBeVisible();
  const cards = choose.getByRole('main').getByRole('listitem').filter({ has: choose.getByRole('button', { name: /I chose this specialist/ }) });
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Ponseti-trained');
  await expectAccessible(choose);
  await choose.getByRole('button', { name: `I chose this specialist (${names[1]})` }).click();
  await expect(choose.getByText('Thank you for letting us know!')).toBeVisible();
  await expect(choose.getByText(`You chose ${names[1]}.`)).toBeVisible();
  await choose.reload();
  await expect(choose.getByText('You have already told us your choice.')).toBeVisible();
  await expect(choose.getByRole('button', { name: /I chose this specialist/ })).toHaveCount(0);
  await familyContext.close();

  await page.reload();
  await expect(sent.getByRole('listitem').filter({ hasText: names[1] as string }).first()).toContainText('Chosen by the family');
  await expect(details).toContainText('the family told us their choice');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('the contact form reaches the admin inbox, from Find a doctor’s dialog and from /contact', async ({ page, browser, consoleErrors }) => {
  const subject = `Question ${Date.now().toString(36)}`;
  await visitAsVisitor(page, '/find-doctor');
  const opener = page.getByRole('button', { name: 'Contact Support' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  const inDialog = contactForm(dialog);
  await expect(inDialog.getByLabel('Name')).toBeFocused();
  await inDialog.getByLabel('Name').fill('Sam Sender');
  await inDialog.getByLabel('Email').fill('sam.sender@example.org');
  await inDialog.getByLabel('Subject').fill(subject);
  await inDialog.getByLabel('Message').fill('Do you also know specialists for adults?\nThank you!');
  await expectAccessible(page);
  const fromDialog = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST');
  await inDialog.getByRole('button', { name: 'Send Message' }).click();
  const dialogReference = ((await (await fromDialog).json()) as { ok: true; reference: string }).reference;
  expect(dialogReference).toMatch(/^MSG-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(notice(page, 'Message Sent')).toContainText('aims to reply within 48 hours');
  // The dialog says the message arrived, with its reference, until it is closed.
  const inDialogReceived = dialog.getByRole('status').filter({ hasText: 'Message received' });
  await expect(inDialogReceived).toBeFocused();
  await expect(inDialogReceived).toContainText(`Your reference: ${dialogReference}`);
  await expect(inDialogReceived).toContainText('A confirmation is on its way to sam.sender@example.org.');
  await inDialogReceived.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await visitAsVisitor(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page).toHaveTitle(/^Contact Us \|/);
  // The demo organisation's address (site settings: server/seed/factories/settings.ts).
  await expect(page.getByRole('region', { name: 'Our details' })).toContainText('hello@clubfoot.example');
  const onPage = contactForm(page);
  await onPage.getByLabel('Name').fill('Pat Page');
  await onPage.getByLabel('Email').fill('pat.page@example.org');
  await onPage.getByLabel('Subject').fill(`${subject} (page)`);
  await onPage.getByLabel('Message').fill('Hello from the contact page.');
  await expectAccessible(page);
  const fromPage = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST');
  await onPage.getByRole('button', { name: 'Send Message' }).click();
  const pageReference = ((await (await fromPage).json()) as { reference: string }).reference;
  expect(pageReference).toMatch(/^MSG-[0-9A-F]{4}-[0-9A-F]{4}$/);
  expect(pageReference).not.toBe(dialogReference);
  await expect(notice(page, 'Message Sent')).toBeVisible();
  const onPageReceived = page.getByRole('status').filter({ hasText: 'Message received' });
  await expect(onPageReceived).toBeFocused();
  await expect(onPageReceived).toContainText(`Your reference: ${pageReference}`);
  await expect(onPageReceived).toContainText('aims to reply within 48 hours, by e-mail');
  await expect(onPageReceived.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expectAccessible(page);
  await onPageReceived.getByRole('button', { name: 'Write another message' }).click();
  await expect(onPage.getByLabel('Name')).toBeFocused();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(onPage.getByLabel(label)).toHaveValue('');

  const { context, page: admin } = await memberPage(browser);
  await signInAsAdmin(admin);
  await visit(admin, '/admin/inbox');
  await expect(admin.getByText(/\d+ new messages?\./)).toBeVisible();
  const messages = admin.getByRole('region', { name: 'Messages', exact: true });
  const item = messages.getByRole('listitem').filter({ hasText: 'Sam Sender' }).filter({ hasText: subject });
  await expect(item).toContainText('New');
  await item.locator('summary').click();
  await expect(item).toContainText('Do you also know specialists for adults?');
  await expect(item.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', /^mailto:sam\.sender@example\.org\?subject=Re%3A%20Question/);
  await expectAccessible(admin);
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(notice(admin, 'Marked as handled')).toBeVisible();
  await expect(item).toContainText('Handled');
  await expect(item.getByRole('button', { name: 'Mark as new' })).toBeVisible();

  await admin.getByLabel('Status').selectOption('handled');
  await expect(admin).toHaveURL(/status=handled/);
  await expect(messages.getByRole('listitem').filter({ hasText: 'Sam Sender' })).toContainText(subject);
  await expect(messages.getByRole('listitem').filter({ hasText: 'Pat Page' })).toHaveCount(0);

  // Someone quotes their reference, read out in lower case with spaces: the team finds that one message.
  await admin.getByLabel('Status').selectOption('');
  const find = admin.getByRole('search', { name: 'Find by reference' });
  await find.getByLabel('Reference').fill('DR-1A2B');
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(find.getByRole('alert')).toHaveText('A reference looks like MSG-1A2B-3C4D.');
  await find.getByLabel('Reference').fill(pageReference.toLowerCase().replace(/-/g, ' '));
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(admin).toHaveURL(new RegExp(`reference=${pageReference}`));
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages.getByRole('listitem')).toContainText(`Pat Page · ${pageReference}`);
  await expectAccessible(admin);
  await find.getByRole('button', { name: 'Show all' }).click();
  await expect(messages.getByRole('listitem').filter({ hasText: 'Sam Sender' })).toHaveCount(1);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

test('a member finds their request, and later the specialists sent, in their profile', async ({ page, request, consoleErrors }) => {
  const member = await createUser(page.request, { email: uniqueEmail('mira'), firstName: 'Mira', lastName: 'Member' });
  await visit(page, '/find-doctor');
  const form = requestForm(page);
  await expect(form.getByLabel('First name')).toHaveValue('Mira');
  await expect(form.getByLabel('Last name')).toHaveValue('Member');
  await expect(form.getByLabel('Email')).toHaveValue(member.email);
  await fillRequest(form, family('Mira', { city: 'Akureyri' }), { member: true });
  await form.getByLabel(/I agree to the privacy policy and terms/).check();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(notice(page, 'Request Submitted')).toBeVisible();
  const received = page.getByRole('status').filter({ hasText: 'Request received' });
  const reference = ((await received.locator('strong').first().textContent()) ?? '').trim();
  expect(reference).toMatch(/^DR-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(received.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  await received.getByRole('button', { name: 'Send another request' }).click();
  // Emptied, with the member's own details filled in again.
  await expect(form.getByLabel('City')).toHaveValue('');
  await expect(form.getByLabel('First name')).toHaveValue('Mira');

  await visit(page, '/profile');
  const card = page.getByRole('region', { name: 'Your doctor requests' });
  await expect(card).toContainText('Waiting for our team');
  await expect(card).toContainText('Akureyri, Iceland');
  await expect(card).toContainText(`Reference ${reference}`);
  await expect(page.getByRole('tab')).toHaveCount(5);
  await expectAccessible(page);

  // The team sends a specialist; the card shows them with their details.
  await createUser(request, { email: uniqueEmail('adam'), role: 'admin', firstName: 'Adam', lastName: 'Admin' });
  const specialistName = `Dr. Helga ${Date.now().toString(36)}`;
  await addSpecialist(request, specialistName, 'Akureyri');
  const { specialists } = (await (await request.get('/api/admin/specialists')).json()) as { specialists: { id: number; name: string }[] };
  const { referrals } = (await (await page.request.get('/api/referrals/mine')).json()) as { referrals: { id: string }[] };
  const matched = await request.post(`/api/admin/referrals/${referrals[0]?.id}/match`, {
    data: { specialistIds: [specialists.find((s) => s.name === specialistName)?.id], note: '' },
  });
  expect(matched.ok(), await matched.text()).toBe(true);
  await page.reload();
  await expect(card).toContainText('Specialists sent');
  await expect(card.getByRole('heading', { name: specialistName })).toBeVisible();
  await expect(card.getByRole('link', { name: '+354 555 0199' })).toHaveAttribute('href', 'tel:+3545550199');
  expect(consoleErrors).toEqual([]);
});

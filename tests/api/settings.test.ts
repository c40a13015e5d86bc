import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettings, Checklist, PublicSettings } from '../../shared/api/settings';
import { HOUSE_MESSAGES } from '../../shared/settings';
import { buildApp, jobHandlers } from '../../server/app';
import { auditLog, specialists, users } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { DEMO_ORGANISATION, DEMO_TEAM, seedSettings } from '../../server/seed/factories/settings';
import { signUp } from '../support/accounts';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
const sent: MailMessage[] = [];
type Account = { cookie: string; id: string };
let admin: Account;
let member: Account;

async function account(role: 'admin' | 'member'): Promise<Account> {
  const made = await signUp(app, { firstName: role === 'admin' ? 'Ada' : 'Mo' });
  if (role === 'admin') await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, made.user.id));
  return { cookie: made.cookie, id: made.user.id };
}

let address = 0;
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Account | null, payload?: unknown) {
  address += 1;
  return app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const publicSettings = async () => (await call('GET', '/api/settings', null)).json() as PublicSettings;
const adminSettings = async () => (await call('GET', '/api/admin/settings', admin)).json() as AdminSettings;
const checklist = async () => (await call('GET', '/api/admin/settings/checklist', admin)).json() as Checklist;
const openItems = async () => (await checklist()).items.filter((item) => !item.done).map((item) => item.id);
const auditActions = async () => (await app.db.select().from(auditLog).orderBy(auditLog.id)).map((row) => ({ action: row.action, details: row.details, actorId: row.actorId }));

const organisation = { name: 'Little Steps Clubfoot Charity', charityNumber: 'SC012345', charityCountry: 'GB' };
const contact = { address: '12 Harbour Street\n\n  Leith, Edinburgh EH6 6AA  ', email: 'hello@little-steps.example', phone: '+44 131 496 0000', officeHours: 'Weekdays, 10:00 to 16:00' };

function multipart(bytes: Buffer, type = 'image/png') {
  const boundary = '----clubfoot-settings-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="portrait.png"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadPhoto = (who: Account | null, bytes: Buffer) => {
  const { payload, headers } = multipart(bytes);
  return app.inject({ method: 'POST', url: '/api/admin/settings/team-photos', payload, headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } });
};
const png = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } }).png().toBuffer();

beforeAll(async () => {
  const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => {} };
  app = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: await openTestDatabase(), logger: false, mailer });
  await app.ready();
  admin = await account('admin');
  member = await account('member');
});
afterAll(async () => {
  await app.close();
});

describe('a site never seeded', () => {
  it('has the default name, no contact details, no team and the default ad messages', async () => {
    const settings = await publicSettings();
    expect(settings.organisation).toEqual({ name: 'Clubfoot Community', charityNumber: null, charityCountry: null });
    expect(settings.contact).toEqual({ address: null, email: null, phone: null, officeHours: null });
    expect(settings.social).toEqual([]);
    expect(settings.team).toEqual([]);
    expect(settings.houseMessages.membership).toEqual({ title: HOUSE_MESSAGES.membership.title, text: HOUSE_MESSAGES.membership.text, linkLabel: HOUSE_MESSAGES.membership.linkLabel });
  });

  it('lists on the checklist what is not set up: no contact details, no charity number, test-mode payments, the outbox, no Google', async () => {
    expect(await openItems()).toEqual(['contact', 'charity', 'payments', 'email', 'google']);
    const items = (await checklist()).items;
    expect(items.find((item) => item.id === 'payments')).toMatchObject({ detail: expect.stringContaining('Test mode'), fix: { href: '/admin/settings#environment' } });
    expect(items.find((item) => item.id === 'payments')?.env).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(items.find((item) => item.id === 'email')?.env).toEqual(['SMTP_URL', 'MAIL_FROM']);
  });
});

describe('the demo seed', () => {
  beforeAll(async () => {
    await seedSettings(app.db);
    await app.db.insert(specialists).values({ name: 'Dr Demo', title: 'Surgeon', clinic: 'Demo clinic', city: 'Leeds', country: 'GB', languages: ['English'], demo: true });
  });

  it('looks finished to visitors: no sample labels, placeholder streets or 555 numbers, and no demo flags', async () => {
    const settings = await publicSettings();
    expect(settings.organisation).toEqual({ name: DEMO_ORGANISATION.organisationName, charityNumber: DEMO_ORGANISATION.charityNumber, charityCountry: 'GB' });
    expect(settings.contact.phone).toBe(DEMO_ORGANISATION.phone);
    expect(settings.team.map((m) => m.name)).toEqual(DEMO_TEAM.map((m) => m.name));
    const text = JSON.stringify(settings);
    for (const placeholder of [/sample/i, /example street/i, /\b555\b/, /illustrative/i]) expect(text).not.toMatch(placeholder);
  });

  it('answers visitors only the public facts: no demo flags, ids of who changed them, or times', async () => {
    const settings = await publicSettings();
    expect(Object.keys(settings).sort()).toEqual(['contact', 'houseMessages', 'organisation', 'social', 'team']);
    expect(Object.keys(settings.organisation).sort()).toEqual(['charityCountry', 'charityNumber', 'name']);
    expect(Object.keys(settings.contact).sort()).toEqual(['address', 'email', 'officeHours', 'phone']);
    for (const member of settings.team) expect(Object.keys(member).sort()).toEqual(['bio', 'id', 'name', 'photoUrl', 'role']);
    expect(JSON.stringify(settings)).not.toMatch(/demo|updated/i);
  });

  it('flags the demo parts for administrators, and the checklist lists them with where to fix each', async () => {
    const settings = await adminSettings();
    expect(settings.demo).toEqual({ organisation: true, contact: true });
    expect(settings.team.every((m) => m.demo)).toBe(true);
    const items = (await checklist()).items;
    expect(items.filter((item) => !item.done).map((item) => item.id)).toEqual(['team', 'contact', 'charity', 'payments', 'email', 'google', 'specialists']);
    expect(Object.fromEntries(items.map((item) => [item.id, item.fix.href]))).toEqual({
      team: '/admin/settings#team',
      contact: '/admin/settings#contact',
      charity: '/admin/settings#organisation',
      payments: '/admin/settings#environment',
      email: '/admin/settings#environment',
      google: '/admin/settings#environment',
      specialists: '/admin/specialists',
    });
    expect(items.find((item) => item.id === 'team')?.detail).toBe('4 of 4 team profiles are fictional demo ones.');
    expect(items.find((item) => item.id === 'specialists')?.detail).toContain('1 fictional demo specialist is');
  });
});

describe('who may change the settings', () => {
  const writes: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
    ['organisation', 'PUT', '/api/admin/settings/organisation', organisation],
    ['contact', 'PUT', '/api/admin/settings/contact', contact],
    ['social', 'PUT', '/api/admin/settings/social', { facebook: 'https://www.facebook.com/littlesteps' }],
    ['a new team member', 'POST', '/api/admin/settings/team', { name: 'Ivy', role: 'Volunteer' }],
    ['a house message', 'PUT', '/api/admin/settings/house-messages/donate', { title: 'Give', text: 'Please give.', linkLabel: 'Give' }],
    ['the team order', 'PUT', '/api/admin/settings/team-order', { ids: ['00000000-0000-4000-8000-000000000000'] }],
  ];

  it.each(writes)('%s: visitors get 401, members 403, and nothing changes', async (_name, method, url, body) => {
    const before = await adminSettings();
    expect((await call(method, url, null, body)).statusCode).toBe(401);
    expect((await call(method, url, member, body)).statusCode).toBe(403);
    expect(await adminSettings()).toEqual(before);
  });

  it('keeps the admin read and the checklist from members', async () => {
    expect((await call('GET', '/api/admin/settings', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/settings/checklist', null)).statusCode).toBe(401);
    expect((await uploadPhoto(member, await png())).statusCode).toBe(403);
  });
});

describe('validation', () => {
  const refused: [string, string, unknown, RegExp][] = [
    ['an empty name', '/api/admin/settings/organisation', { ...organisation, name: '  ' }, /Organisation name is required/],
    ['markup in the charity number', '/api/admin/settings/organisation', { ...organisation, charityNumber: '<b>1</b>' }, /letters, digits/],
    ['an unknown country', '/api/admin/settings/organisation', { ...organisation, charityCountry: 'XX' }, /country/],
    ['a bad e-mail', '/api/admin/settings/contact', { ...contact, email: 'not-an-address' }, /valid email/],
    ['letters in the phone', '/api/admin/settings/contact', { ...contact, phone: 'call us' }, /phone number/],
    ['a long address', '/api/admin/settings/contact', { ...contact, address: 'x'.repeat(301) }, /at most 300/],
    ['a page on another site', '/api/admin/settings/social', { facebook: 'https://evil.example/facebook.com' }, /Facebook page/],
    ['a plain http address', '/api/admin/settings/social', { instagram: 'http://instagram.com/little' }, /Instagram page/],
    ['a script address', '/api/admin/settings/social', { x: 'javascript:alert(1)' }, /X page/],
    ['an unknown field', '/api/admin/settings/social', { myspace: 'https://myspace.com/x' }, /Invalid body/],
    ['an empty message title', '/api/admin/settings/house-messages/buddy', { title: '', text: 'x', linkLabel: 'x' }, /Title is required/],
    ['an unknown message', '/api/admin/settings/house-messages/casino', { title: 'x', text: 'x', linkLabel: 'x' }, /No such message/],
    ['a team member without a role', '/api/admin/settings/team', { name: 'Ivy', role: '' }, /Role is required/],
    ['a photo the server did not make', '/api/admin/settings/team', { name: 'Ivy', role: 'Volunteer', photoUrl: 'https://evil.example/x.png' }, /upload the photo again/],
  ];

  it.each(refused)('refuses %s with 400 and its reason, and changes nothing', async (_name, url, body, reason) => {
    const before = await adminSettings();
    const res = await call(url.endsWith('/team') ? 'POST' : 'PUT', url, admin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(reason);
    expect(await adminSettings()).toEqual(before);
  });

  it('answers 404 for a team member that does not exist, and 409 for an order that does not name the team', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/admin/settings/team/${missing}`, admin, { name: 'Ivy', role: 'Volunteer' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/settings/team/${missing}`, admin)).statusCode).toBe(404);
    const ids = (await adminSettings()).team.map((m) => m.id);
    expect((await call('PUT', '/api/admin/settings/team-order', admin, { ids: ids.slice(1) })).statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/settings/team-order', admin, { ids: [...ids.slice(1), ids[1]] })).statusCode).toBe(409);
  });

  it('refuses an upload that is not an image', async () => {
    const res = await uploadPhoto(admin, Buffer.from('%PDF-1.4 not a picture'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JPEG, PNG or WebP/);
  });
});

describe('changes', () => {
  it('saving the demo values unchanged keeps them demo and writes nothing to the audit log', async () => {
    const before = (await auditActions()).length;
    const unchanged = { address: DEMO_ORGANISATION.address, email: DEMO_ORGANISATION.contactEmail, phone: DEMO_ORGANISATION.phone, officeHours: DEMO_ORGANISATION.officeHours };
    const res = await call('PUT', '/api/admin/settings/contact', admin, unchanged);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSettings).demo.contact).toBe(true);
    expect(await auditActions()).toHaveLength(before);
    expect(await openItems()).toContain('contact');
  });

  it('the organisation: shown to visitors at once, no longer demo, audited with the fields changed', async () => {
    const res = await call('PUT', '/api/admin/settings/organisation', admin, organisation);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSettings).demo.organisation).toBe(false);
    expect((await publicSettings()).organisation).toEqual(organisation);
    expect((await auditActions()).at(-1)).toEqual({ action: 'settings.organisation_updated', details: { fields: ['name', 'charityNumber'] }, actorId: admin.id });
    expect(await openItems()).not.toContain('charity');
    expect((await checklist()).items.find((item) => item.id === 'charity')?.detail).toBe('Little Steps Clubfoot Charity: Registered charity no. SC012345 (United Kingdom).');
    // The audit log's page reads the same entry.
    const log = (await call('GET', '/api/admin/audit-log', admin)).json() as { entries: { action: string; details: Record<string, unknown> }[] };
    expect(log.entries[0]).toMatchObject({ action: 'settings.organisation_updated', details: { fields: ['name', 'charityNumber'] } });
  });

  it('the contact details: the address is kept one line per line', async () => {
    const res = await call('PUT', '/api/admin/settings/contact', admin, contact);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSettings()).contact).toEqual({ ...contact, address: '12 Harbour Street\nLeith, Edinburgh EH6 6AA' });
    expect((await adminSettings()).demo.contact).toBe(false);
    expect(await openItems()).not.toContain('contact');
    expect((await auditActions()).at(-1)?.action).toBe('settings.contact_updated');
  });

  it('social links: only the networks set, in a fixed order; an empty one is removed', async () => {
    await call('PUT', '/api/admin/settings/social', admin, { youtube: 'https://www.youtube.com/@littlesteps', facebook: 'https://facebook.com/littlesteps' });
    expect((await publicSettings()).social).toEqual([
      { network: 'facebook', url: 'https://facebook.com/littlesteps' },
      { network: 'youtube', url: 'https://www.youtube.com/@littlesteps' },
    ]);
    await call('PUT', '/api/admin/settings/social', admin, { facebook: 'https://facebook.com/littlesteps', youtube: '' });
    expect((await publicSettings()).social).toEqual([{ network: 'facebook', url: 'https://facebook.com/littlesteps' }]);
  });

  it('a house message: visitors get the new wording, the others keep theirs', async () => {
    const body = { title: 'Your gift, their first steps', text: 'Every gift helps a child through treatment.', linkLabel: 'Donate now' };
    expect((await call('PUT', '/api/admin/settings/house-messages/donate', admin, body)).statusCode).toBe(200);
    const messages = (await publicSettings()).houseMessages;
    expect(messages.donate).toEqual(body);
    expect(messages.buddy.title).toBe(HOUSE_MESSAGES.buddy.title);
    expect((await auditActions()).at(-1)).toMatchObject({ action: 'settings.house_message_updated', details: { kind: 'donate' } });
  });

  it('the team: edit, add with a photo, reorder and remove; each audited; the checklist counts the demo profiles left', async () => {
    let team = (await adminSettings()).team;
    const [rachel, marcus] = team;
    const edited = await call('PUT', `/api/admin/settings/team/${rachel!.id}`, admin, { name: 'Rachel Thornbury', role: 'Founder', bio: rachel!.bio });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as AdminSettings).team[0]).toMatchObject({ role: 'Founder', demo: false });
    expect((await checklist()).items.find((item) => item.id === 'team')?.detail).toBe('3 of 4 team profiles are fictional demo ones.');

    const uploaded = await uploadPhoto(admin, await png());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoUrl = uploaded.json().url as string;
    expect(photoUrl).toMatch(/^\/uploads\/team\/[0-9a-f]{32}\.webp$/);
    const photo = await app.inject({ method: 'GET', url: photoUrl });
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(320);

    const added = await call('POST', '/api/admin/settings/team', admin, { name: 'Ivy Achebe', role: 'Volunteer coordinator', photoUrl });
    expect(added.statusCode, added.body).toBe(201);
    const ivy = added.json() as { id: string; demo: boolean };
    expect(ivy.demo).toBe(false);
    team = (await adminSettings()).team;
    expect(team.at(-1)?.name).toBe('Ivy Achebe');

    const order = [ivy.id, ...team.filter((m) => m.id !== ivy.id).map((m) => m.id)];
    expect((await call('PUT', '/api/admin/settings/team-order', admin, { ids: order })).statusCode).toBe(200);
    expect((await publicSettings()).team.map((m) => m.id)).toEqual(order);
    expect((await publicSettings()).team[0]).toEqual({ id: ivy.id, name: 'Ivy Achebe', role: 'Volunteer coordinator', bio: '', photoUrl });

    // A new photo replaces the old one, whose file goes.
    const next = (await uploadPhoto(admin, await png())).json().url as string;
    expect((await call('PUT', `/api/admin/settings/team/${ivy.id}`, admin, { name: 'Ivy Achebe', role: 'Volunteer coordinator', photoUrl: next })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);

    expect((await call('DELETE', `/api/admin/settings/team/${marcus!.id}`, admin)).statusCode).toBe(200);
    expect((await publicSettings()).team.map((m) => m.name)).not.toContain('Dr. Marcus Okafor');
    expect((await auditActions()).slice(-5).map((entry) => entry.action)).toEqual([
      'settings.team_member_updated',
      'settings.team_member_added',
      'settings.team_reordered',
      'settings.team_member_updated',
      'settings.team_member_removed',
    ]);
    expect((await checklist()).items.find((item) => item.id === 'team')?.detail).toBe('2 of 4 team profiles are fictional demo ones.');

    for (const member of (await adminSettings()).team.filter((m) => m.demo)) await call('DELETE', `/api/admin/settings/team/${member.id}`, admin);
    expect(await openItems()).not.toContain('team');
  });

  it('an edited demo specialist leaves the checklist', async () => {
    const [demo] = await app.db.select().from(specialists).where(eq(specialists.demo, true));
    const res = await call('PUT', `/api/admin/specialists/${demo!.id}`, admin, {
      name: 'Dr Real',
      title: 'Paediatric orthopaedic surgeon',
      clinic: 'Royal Hospital for Children',
      city: 'Glasgow',
      country: 'GB',
      languages: ['English'],
      ponsetiTrained: true,
      acceptingNewPatients: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().demo).toBe(false);
    expect(await openItems()).toEqual(['payments', 'email', 'google']);
  });
});

describe('e-mails', () => {
  it('end with the organisation, its address and its charity registration', async () => {
    const res = await call('POST', '/api/contact', null, { name: 'Sam', email: 'sam@example.org', subject: 'Hello', message: 'A question about casting.' });
    expect(res.statusCode, res.body).toBe(201);
    while ((await runDueJobs(app.db, jobHandlers(app), undefined, 500)) > 0);
    const mail = sent.find((message) => message.to === 'sam@example.org');
    expect(mail?.text).toContain('The Little Steps Clubfoot Charity team');
    expect(mail?.text).toMatch(
      /\n-- \nLittle Steps Clubfoot Charity\n12 Harbour Street, Leith, Edinburgh EH6 6AA\nRegistered charity no\. SC012345 \(United Kingdom\)\nhello@little-steps\.example$/,
    );
  });
});

describe('the checklist with every service connected', () => {
  it('has nothing left to do for Stripe, SMTP and Google once they are configured', async () => {
    const configured = await buildApp({
      config: testConfig({
        smtpUrl: 'smtp://127.0.0.1:1',
        google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
        payments: { mode: 'stripe', secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x', apiBase: undefined },
      }),
      database: { ...(await openTestDatabase()) },
      logger: false,
    });
    await configured.ready();
    const cookie = (await signUp(configured)).cookie;
    const [user] = await configured.db.select().from(users).limit(1);
    await configured.db.update(users).set({ role: 'admin' }).where(eq(users.id, user!.id));
    const items = (await configured.inject({ method: 'GET', url: '/api/admin/settings/checklist', headers: { cookie } })).json() as Checklist;
    expect(items.items.filter((item) => ['payments', 'email', 'google'].includes(item.id)).every((item) => item.done)).toBe(true);
    await configured.close();
  });
});

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReferral, AdminReferralsPage, ContactInboxPage, MyReferral, Specialist } from '../../shared/api/referrals';
import { requestReference } from '../../shared/referrals';
import { buildApp, jobHandlers } from '../../server/app';
import { auditLog, contactMessages, jobs, referralRequests, users } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import { pruneExpired } from '../../server/lib/maintenance';
import { signUp } from '../support/accounts';
import { referralForm } from '../support/referrals';
import { startSmtpCapture } from '../support/smtp';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
type Account = { cookie: string; id: string; email: string };
let admin: Account;
let member: Account;
let otherMember: Account;

async function account(role: 'admin' | 'member' = 'member'): Promise<Account> {
  const made = await signUp(app, { firstName: role === 'admin' ? 'Ada' : 'Mo' });
  if (role === 'admin') await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, made.user.id));
  return { cookie: made.cookie, id: made.user.id, email: made.user.email };
}

let address = 0;
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Account | null, payload?: unknown, remoteAddress = `10.7.${Math.floor((address += 1) / 250)}.${address % 250}`) {
  return app.inject({ method, url, remoteAddress, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/** An e-mail's text with quoted-printable's soft line breaks undone. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const form = (overrides: Record<string, unknown> = {}) => referralForm({ additionalInfo: 'Born last week.', ...overrides });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildApp({ config: testConfig({ smtpUrl: smtp.url }), database: await openTestDatabase(), logger: false });
  await app.ready();
  admin = await account('admin');
  member = await account();
  otherMember = await account();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function runJobs() {
  while ((await runDueJobs(app.db, jobHandlers(app), undefined, 500)) > 0);
}

describe('a doctor request', () => {
  it('checks every field and the consent on the server, and stores nothing that fails', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ firstName: '' }, /First name is required/],
      [{ firstName: undefined }, /First name/],
      [{ lastName: '  ' }, /Last name is required/],
      [{ email: 'not-an-address' }, /valid email/],
      [{ email: undefined }, /Email/],
      [{ phone: '' }, /Phone is required/],
      [{ phone: 'call me maybe' }, /phone number/],
      [{ country: 'Narnia' }, /country/],
      [{ city: '' }, /City is required/],
      [{ age: '3' }, /number/],
      [{ age: -1 }, /negative/],
      [{ age: 121 }, /check the patient age/],
      [{ age: 2.5 }, /whole number/],
      [{ affectedFoot: 'middle' }, /affected foot/],
      [{ treatmentStage: 'done' }, /treatment stage/],
      [{ urgency: 'yesterday' }, /urgent/],
      [{ preferredLanguage: 'Klingon' }, /preferredLanguage/],
      [{ additionalInfo: 'x'.repeat(3001) }, /at most 3000/],
      [{ agree: false }, /Please agree to the privacy policy and terms to proceed\./],
      [{ agree: undefined }, /Please agree to the privacy policy and terms to proceed\./],
      [{ agree: 'yes' }, /Please agree/],
      [{ diagnosis: 'clubfoot' }, /Unrecognized key|diagnosis/],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('POST', '/api/referrals', null, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides).slice(0, 60)).toMatch(message);
    }
    expect(await app.db.$count(referralRequests)).toBe(0);
  });

  it('takes a visitor’s request with its consent recorded, confirms it by e-mail and tells the admins', async () => {
    const res = await call('POST', '/api/referrals', null, form());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(referralRequests).where(eq(referralRequests.id, res.json().id));
    expect(row).toMatchObject({ userId: null, urgency: 'medium', status: 'new', consentPolicyVersion: expect.any(String), email: 'lena.parent@example.org' });
    expect(row?.consentAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await runJobs();
    const mail = smtp.messages.find((m) => m.to.includes('lena.parent@example.org'));
    expect(mail?.raw).toContain('within 48 hours');
    // The e-mail does not repeat the child's health details.
    expect(mail?.raw).not.toContain('Born last week');
    const notices = await call('GET', '/api/notifications', admin);
    expect(JSON.stringify(notices.json())).toContain('New doctor request');
  });

  it('answers a short reference made from the id, which the family, their e-mail, their profile and the team all see', async () => {
    const family = await account();
    const res = await call('POST', '/api/referrals', family, form({ email: family.email, city: 'Reference City' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: string; reference: string; status: string; createdAt: string };
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'reference', 'status']);
    expect(created.reference).toMatch(/^DR-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(created.reference).toBe(`DR-${created.id.slice(0, 4)}-${created.id.slice(4, 8)}`.toUpperCase());
    expect(created.reference).toBe(requestReference('referral', created.id));

    const mine = (await call('GET', '/api/referrals/mine', family)).json().referrals as MyReferral[];
    expect(mine.find((r) => r.id === created.id)?.reference).toBe(created.reference);
    const queue = (await call('GET', '/api/admin/referrals', admin)).json() as AdminReferralsPage;
    expect(queue.referrals.find((r) => r.id === created.id)?.reference).toBe(created.reference);
    const detail = (await call('GET', `/api/admin/referrals/${created.id}`, admin)).json() as AdminReferral;
    expect(detail.reference).toBe(created.reference);

    // The team finds the request by the reference, however it is read out to them; a reference of another kind or a typo is refused.
    for (const typed of [created.reference, created.reference.toLowerCase(), created.reference.replace(/-/g, ' '), created.reference.slice(3).replace('-', '')]) {
      const found = (await call('GET', `/api/admin/referrals?reference=${encodeURIComponent(typed)}`, admin)).json() as AdminReferralsPage;
      expect(found.referrals.map((r) => r.id), typed).toEqual([created.id]);
      expect(found.total).toBe(1);
    }
    for (const wrong of ['MSG-1A2B-3C4D', 'DR-1A2B', 'DR-1A2B-3C4G', 'x'.repeat(41)]) {
      const refused = await call('GET', `/api/admin/referrals?reference=${encodeURIComponent(wrong)}`, admin);
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json().message).toContain('A reference looks like DR-1A2B-3C4D.');
    }
    const other = created.id.startsWith('0') ? 'DR-1111-1111' : 'DR-0000-0000';
    expect(((await call('GET', `/api/admin/referrals?reference=${other}`, admin)).json() as AdminReferralsPage).total).toBe(0);
    expect((await call('GET', `/api/admin/referrals?reference=${encodeURIComponent(created.reference)}`, family)).statusCode).toBe(403);

    await runJobs();
    const mails = smtp.messages.filter((m) => m.to.includes(family.email)).map((m) => unfold(m.raw));
    expect(mails.find((raw) => raw.includes('We received your request'))).toContain(`Your reference: ${created.reference}`);
  });

  it('links a member’s request to them; each member sees only their own', async () => {
    const res = await call('POST', '/api/referrals', member, form({ email: member.email, urgency: 'urgent', country: 'US', city: 'Boston' }));
    expect(res.statusCode).toBe(201);
    const mine = (await call('GET', '/api/referrals/mine', member)).json().referrals as MyReferral[];
    expect(mine).toMatchObject([{ id: res.json().id, status: 'new', urgency: 'urgent', city: 'Boston', specialists: [] }]);
    expect((await call('GET', '/api/referrals/mine', otherMember)).json().referrals).toEqual([]);
    expect((await call('GET', '/api/referrals/mine', null)).statusCode).toBe(401);
  });

  it('lets only administrators read requests', async () => {
    const [row] = await app.db.select().from(referralRequests).limit(1);
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [otherMember, 403],
      [admin, 200],
    ] as const) {
      expect((await call('GET', '/api/admin/referrals', who)).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/referrals/${row!.id}`, who)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/referrals/${row!.id}/close`, who)).statusCode).toBe(status === 200 ? 200 : status);
      if (status === 200) await app.db.update(referralRequests).set({ status: 'new', closedAt: null, closedReason: null }).where(eq(referralRequests.id, row!.id));
    }
    const viewed = await app.db.select().from(auditLog).where(eq(auditLog.action, 'referral.viewed'));
    expect(viewed.length).toBeGreaterThan(0);
  });

  it('orders the queue waiting and most urgent first, with the hours waited against the 48-hour promise', async () => {
    await app.db.insert(referralRequests).values({ ...form(), agree: undefined, firstName: 'Old', consentAt: new Date(), consentPolicyVersion: 'x', createdAt: new Date(Date.now() - 50 * 3600_000), urgency: 'low' } as never);
    const page = (await call('GET', '/api/admin/referrals', admin)).json() as AdminReferralsPage;
    expect(page.referrals[0]).toMatchObject({ urgency: 'urgent', status: 'new' });
    const old = page.referrals.find((r) => r.name.startsWith('Old'));
    expect(old).toMatchObject({ overdue: true });
    expect(old!.waitedHours).toBeGreaterThanOrEqual(50);
    expect(page.referrals.at(-1)?.urgency).toBe('low');
  });

  it('limits requests from one address', async () => {
    let last = 0;
    for (let i = 0; i < 6; i += 1) last = (await call('POST', '/api/referrals', null, form(), '192.0.2.33')).statusCode;
    expect(last).toBe(429);
  });

  it('never answers a naughty string with a 5xx', async () => {
    const strings = JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8')) as string[];
    for (const value of strings.slice(0, 120)) {
      for (const field of ['firstName', 'city', 'additionalInfo', 'country', 'email', 'phone']) {
        const res = await call('POST', '/api/referrals', null, form({ [field]: value }));
        expect(res.statusCode, `${field}: ${value}`).toBeLessThan(500);
      }
      expect((await call('POST', '/api/contact', null, { name: value || 'x', email: 'a@example.org', subject: value || 'x', message: value || 'x' })).statusCode).toBeLessThan(500);
    }
    // Hundreds of confirmation e-mails are not the point here.
    await app.db.delete(jobs);
  });
});

describe('matching a request with specialists', () => {
  const directory: Record<string, Specialist> = {};
  const specialistForm = (name: string, overrides: Record<string, unknown>) => ({
    name,
    title: 'Paediatric orthopaedic surgeon',
    clinic: `${name} Example Clinic`,
    city: 'London',
    country: 'GB',
    languages: ['English'],
    email: `${name.toLowerCase().replace(/\W/g, '')}@specialists.example`,
    phone: '+44 20 0000 0000',
    ponsetiTrained: true,
    acceptingNewPatients: true,
    ...overrides,
  });

  beforeAll(async () => {
    for (const [name, overrides] of [
      ['Dr A Abroad', { country: 'US', city: 'Boston' }],
      ['Dr B Manchester', { city: 'Manchester' }],
      ['Dr C French', { languages: ['French'] }],
      ['Dr D Full', { acceptingNewPatients: false }],
      ['Dr E Best', {}],
    ] as const) {
      const res = await call('POST', '/api/admin/specialists', admin, specialistForm(name, overrides));
      expect(res.statusCode, res.body).toBe(201);
      directory[name] = res.json();
    }
  });

  it('keeps the directory for administrators only, checking its fields', async () => {
    expect((await call('GET', '/api/admin/specialists', member)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/specialists', admin, specialistForm('Dr Bad', { languages: [] }))).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/specialists', admin, specialistForm('Dr Bad', { website: 'javascript:alert(1)' }))).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/specialists', admin)).json().specialists).toHaveLength(5);
  });

  it('suggests the same country first, then city and language, then those accepting patients', async () => {
    const created = await call('POST', '/api/referrals', null, form({ email: 'family@example.org', preferredLanguage: 'English' }));
    const detail = (await call('GET', `/api/admin/referrals/${created.json().id}`, admin)).json() as AdminReferral;
    expect(detail.suggestions.map((s) => s.name)).toEqual(['Dr E Best', 'Dr D Full', 'Dr C French', 'Dr B Manchester', 'Dr A Abroad']);
    expect(detail.suggestions[0]?.reasons).toEqual(['In United Kingdom', 'In London', 'Speaks English', 'Accepting new patients', 'Ponseti-trained']);
    expect(detail).toMatchObject({ firstName: 'Lena', age: 0, additionalInfo: 'Born last week.', consentPolicyVersion: expect.any(String) });
  });

  it('sends at most three specialists; the family gets them by real e-mail, the request is matched, then closed when they choose', async () => {
    const created = await call('POST', '/api/referrals', member, form({ email: 'choosing.family@example.org' }));
    const id = created.json().id as string;
    const ids = ['Dr E Best', 'Dr C French', 'Dr B Manchester', 'Dr A Abroad'].map((name) => directory[name]!.id);
    expect((await call('POST', `/api/admin/referrals/${id}/match`, admin, { specialistIds: ids })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/referrals/${id}/match`, admin, { specialistIds: [ids[0], ids[0]] })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/referrals/${id}/match`, admin, { specialistIds: [] })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/referrals/${id}/match`, admin, { specialistIds: [999_999] })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/referrals/${id}/match`, member, { specialistIds: ids.slice(0, 3) })).statusCode).toBe(403);
    const matched = await call('POST', `/api/admin/referrals/${id}/match`, admin, { specialistIds: ids.slice(0, 3), note: 'Dr Best has Saturday clinics.' });
    expect(matched.statusCode, matched.body).toBe(200);
    expect((await call('POST', `/api/admin/referrals/${id}/match`, admin, { specialistIds: ids.slice(0, 1) })).statusCode).toBe(409);
    await runJobs();
    const mail = smtp.messages.filter((m) => m.to.includes('choosing.family@example.org')).at(-1);
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    for (const name of ['Dr E Best', 'Dr C French', 'Dr B Manchester']) expect(raw).toContain(name);
    expect(raw).not.toContain('Dr A Abroad');
    expect(raw).toContain('Saturday clinics');
    const mine = (await call('GET', '/api/referrals/mine', member)).json().referrals as MyReferral[];
    expect(mine.find((r) => r.id === id)).toMatchObject({ status: 'matched', specialists: [{ name: 'Dr E Best' }, { name: 'Dr C French' }, { name: 'Dr B Manchester' }] });

    const link = smtp.linkFor('choosing.family@example.org') ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(link).toContain('/find-doctor/choose?token=');
    expect((await call('GET', `/api/referrals/choose?token=${token}`, null)).json()).toMatchObject({ firstName: 'Lena', status: 'matched' });
    expect((await call('POST', '/api/referrals/choose', null, { token, specialistId: directory['Dr A Abroad']!.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/referrals/choose', null, { token, specialistId: directory['Dr C French']!.id })).statusCode).toBe(200);
    const [row] = await app.db.select().from(referralRequests).where(eq(referralRequests.id, id));
    expect(row).toMatchObject({ status: 'closed', closedReason: 'chosen', chosenSpecialistId: directory['Dr C French']!.id });
    expect((await call('GET', '/api/referrals/choose?token=not-a-real-token-at-all', null)).statusCode).toBe(404);
    const audit = (await app.db.select().from(auditLog)).map((a) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['referral.created', 'referral.viewed', 'referral.matched', 'referral.closed', 'specialist.created']));
    // A specialist families were sent stays in the directory.
    expect((await call('DELETE', `/api/admin/specialists/${directory['Dr E Best']!.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/specialists/${directory['Dr D Full']!.id}`, admin)).statusCode).toBe(200);
  });

  it('closes matched requests after 30 days and deletes only those closed for 12 months', async () => {
    const day = 86_400_000;
    const base = { ...form(), consentAt: new Date(), consentPolicyVersion: 'x' } as Record<string, unknown>;
    delete base.agree;
    const insert = async (values: Record<string, unknown>) =>
      (await app.db.insert(referralRequests).values({ ...base, ...values } as never).returning({ id: referralRequests.id }))[0]!.id;
    const stale = await insert({ status: 'matched', matchedAt: new Date(Date.now() - 31 * day) });
    const recent = await insert({ status: 'matched', matchedAt: new Date(Date.now() - 5 * day) });
    const ancient = await insert({ status: 'closed', closedAt: new Date(Date.now() - 366 * day) });
    const keep = await insert({ status: 'closed', closedAt: new Date(Date.now() - 300 * day) });
    const waiting = await insert({ status: 'new', createdAt: new Date(Date.now() - 400 * day) });
    await pruneExpired(app.db);
    const statusOf = async (id: string) => (await app.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]?.status ?? 'deleted';
    expect(await statusOf(stale)).toBe('closed');
    expect(await statusOf(recent)).toBe('matched');
    expect(await statusOf(ancient)).toBe('deleted');
    expect(await statusOf(keep)).toBe('closed');
    expect(await statusOf(waiting)).toBe('new');
  });
});

describe('the contact form', () => {
  it('reaches the admin inbox, confirms by e-mail, and is checked like the other forms', async () => {
    for (const payload of [{ name: '', email: 'a@example.org', subject: 's', message: 'm' }, { name: 'n', email: 'bad', subject: 's', message: 'm' }, { name: 'n', email: 'a@example.org', subject: '', message: 'm' }, { name: 'n', email: 'a@example.org', subject: 's', message: ' ' }]) {
      expect((await call('POST', '/api/contact', null, payload)).statusCode).toBe(400);
    }
    const sent = await call('POST', '/api/contact', null, { name: 'Sam', email: 'sam.writer@example.org', subject: 'Volunteering', message: 'Can I help translate articles?' });
    expect(sent.statusCode).toBe(201);
    // Stored (ok, as before), with the short reference the sender can quote.
    const { ok, reference } = sent.json() as { ok: true; reference: string };
    expect(ok).toBe(true);
    expect(Object.keys(sent.json()).sort()).toEqual(['ok', 'reference']);
    expect(reference).toMatch(/^MSG-[0-9A-F]{4}-[0-9A-F]{4}$/);
    await runJobs();
    const confirmation = unfold(smtp.messages.find((m) => m.to.includes('sam.writer@example.org'))?.raw ?? '');
    expect(confirmation).toContain('Can I help translate articles?');
    expect(confirmation).toContain(`Your reference: ${reference}`);
    expect((await call('GET', '/api/admin/contact', member)).statusCode).toBe(403);
    const inbox = (await call('GET', '/api/admin/contact', admin)).json() as ContactInboxPage;
    expect(inbox.messages[0]).toMatchObject({ name: 'Sam', subject: 'Volunteering', status: 'new', reference });
    expect(inbox.messages[0]!.reference).toBe(requestReference('contact', inbox.messages[0]!.id));
    const found = (await call('GET', `/api/admin/contact?reference=${encodeURIComponent(reference.toLowerCase())}`, admin)).json() as ContactInboxPage;
    expect(found.messages.map((m) => m.reference)).toEqual([reference]);
    const wrongKind = await call('GET', `/api/admin/contact?reference=${encodeURIComponent(reference.replace('MSG', 'DR'))}`, admin);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toContain('A reference looks like MSG-1A2B-3C4D.');
    expect(inbox.newCount).toBeGreaterThanOrEqual(1);
    const handled = await call('POST', `/api/admin/contact/${inbox.messages[0]!.id}/status`, admin, { status: 'handled' });
    expect(handled.json()).toMatchObject({ status: 'handled' });
    let last = 0;
    for (let i = 0; i < 6; i += 1) last = (await call('POST', '/api/contact', null, { name: 'n', email: 'a@example.org', subject: 's', message: 'm' }, '192.0.2.44')).statusCode;
    expect(last).toBe(429);
    expect(await app.db.$count(contactMessages)).toBeGreaterThan(0);
  });
});

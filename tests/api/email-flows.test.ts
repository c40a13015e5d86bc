import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_REQUESTED_MESSAGE } from '../../shared/api/auth';
import { users } from '../../server/db/schema';
import { sessionCookie, signUp, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { startSmtpCapture } from '../support/smtp';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const ADMIN = 'founder@clubfoot.test';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url, rateLimitScale: 50, adminEmails: [ADMIN] });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const whoAmI = async (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

describe('e-mail verification', () => {
  it('sends a link at sign-up that verifies the address once', async () => {
    const { user } = await signUp(app);
    const link = smtp.linkFor(user.email);
    expect(link).toMatch(/^http:\/\/clubfoot\.test\/api\/auth\/verify-email\?token=/);
    const first = await app.inject({ method: 'GET', url: new URL(link as string).pathname + new URL(link as string).search });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/profile?verified=1');
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${tokenOf(link)}` });
    expect(again.headers.location).toBe('/login?error=invalid-link');
  });

  it('sends a new link on request; the earlier one stops working', async () => {
    const { user, cookie } = await signUp(app);
    const oldLink = smtp.linkFor(user.email);
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email/request', headers: { cookie } })).statusCode).toBe(200);
    const newLink = smtp.linkFor(user.email);
    expect(newLink).not.toBe(oldLink);
    expect((await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${tokenOf(oldLink)}` })).headers.location).toBe('/login?error=invalid-link');
    expect((await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${tokenOf(newLink)}` })).headers.location).toBe('/profile?verified=1');
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email/request', headers: { cookie } })).statusCode).toBe(400);
  });

  it('makes an ADMIN_EMAILS address an admin once verified', async () => {
    const { cookie } = await signUp(app, { email: ADMIN });
    expect((await whoAmI(cookie)).json().role).toBe('member');
    await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${tokenOf(smtp.linkFor(ADMIN))}` });
    expect((await whoAmI(cookie)).json().role).toBe('admin');
  });

  it('refuses a forged token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged-token-value' })).headers.location).toBe('/login?error=invalid-link');
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email/request' })).statusCode).toBe(401);
  });
});

describe('e-mails in the member’s language (issue 25)', () => {
  /** The newest mail to an address, its quoted-printable soft breaks undone and its accents decoded. */
  const mailTo = (to: string) => {
    const raw = [...smtp.messages].reverse().find((mail) => mail.to.includes(to))?.raw ?? '';
    return raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
  };

  it('a member who signed up in Spanish is written to in Spanish, with links to the Spanish pages', async () => {
    const email = uniqueEmail('lucia');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'es' },
      payload: { firstName: 'Lucía', lastName: 'Reyes', email, password: TEST_PASSWORD, acceptTerms: true },
    });
    expect(res.statusCode).toBe(201);
    const welcome = mailTo(email);
    expect(welcome).toContain('Gracias por unirte a Clubfoot Community.');
    expect(welcome).not.toContain('Thank you for joining');
    await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    expect(smtp.linkFor(email)).toMatch(/^http:\/\/clubfoot\.test\/es\/reset-password\?token=/);
    expect(mailTo(email)).toContain('El enlace funciona durante una hora y una sola vez.');
  });

  it('French after the member chooses it', async () => {
    const { user, cookie } = await signUp(app);
    await app.inject({ method: 'PATCH', url: '/api/profile/language', headers: { cookie }, payload: { language: 'fr' } });
    await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    expect(mailTo(user.email)).toContain('Bonjour Maya,');
    expect(smtp.linkFor(user.email)).toMatch(/^http:\/\/clubfoot\.test\/fr\/reset-password\?token=/);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const before = smtp.messages.length;
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: uniqueEmail('nobody') } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(smtp.messages.length).toBe(before);
    const { user } = await signUp(app);
    const known = await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    expect(known.json()).toEqual(unknown.json());
    expect(smtp.linkFor(user.email)).toMatch(/^http:\/\/clubfoot\.test\/reset-password\?token=/);
  });

  it('sets a new password with a single-use link, ending every session', async () => {
    const { user, cookie } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const token = tokenOf(smtp.linkFor(user.email));
    const weak = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, newPassword: 'password1234' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/common/);
    // A refused password leaves the link usable.
    const fresh = token;
    const res = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token: fresh, newPassword: 'a-fresh-start-for-2027' } });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await whoAmI(sessionCookie(res) as string)).statusCode).toBe(200);
    const reuse = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token: fresh, newPassword: 'another-new-password-9' } });
    expect(reuse.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'a-fresh-start-for-2027' } })).statusCode).toBe(200);
  });

  it('limits reset requests per address', async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url });
    try {
      const email = uniqueEmail('limited');
      for (let i = 0; i < 5; i += 1) {
        expect((await limited.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } })).statusCode).toBe(200);
      }
      const res = await limited.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('verification limits', () => {
  it('sends at most 5 verification e-mails an hour to one member', async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url });
    try {
      const { cookie } = await signUp(limited); // the sign-up sends the first
      for (let i = 0; i < 4; i += 1) {
        expect((await limited.inject({ method: 'POST', url: '/api/auth/verify-email/request', headers: { cookie } })).statusCode).toBe(200);
      }
      const res = await limited.inject({ method: 'POST', url: '/api/auth/verify-email/request', headers: { cookie } });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

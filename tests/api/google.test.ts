import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
let provider: OAuth2Server;
/** Claims the provider puts in the tokens it signs next. */
let nextClaims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, nextClaims));
  app = await createTestApp({
    rateLimitScale: 50,
    google: { clientId: 'clubfoot-test-client', clientSecret: 'test-secret', issuer: provider.issuer.url as string },
  });
});
afterAll(async () => {
  await app.close();
  await provider.stop();
});

function cookieNamed(res: LightMyRequestResponse, name: string) {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

/** Runs the whole round trip: our start URL, the provider's consent (automatic), our callback. */
async function signInWithGoogle(claims: Record<string, unknown>, tamper?: (callback: URL) => void) {
  nextClaims = claims;
  const start = await app.inject({ method: 'GET', url: '/api/auth/google?returnTo=%2Fcommunity' });
  expect(start.statusCode).toBe(302);
  const stateCookie = cookieNamed(start, 'google_state');
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(consent.headers.get('location')));
  tamper?.(callback);
  return app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: stateCookie ? { cookie: stateCookie } : {} });
}

const whoAmI = (cookie: string | undefined) => app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('Google sign-in', () => {
  it('creates an account from a verified Google address and returns to the page the person came from', async () => {
    const res = await signInWithGoogle({ sub: 'google-sub-new', email: 'New.Family@Example.org', email_verified: true, given_name: 'Nia', family_name: 'Family' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/community');
    const me = await whoAmI(sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'new.family@example.org', firstName: 'Nia', lastName: 'Family', emailVerified: true });
  });

  it('signs into an existing account with the same verified address', async () => {
    const { user } = await signUp(app);
    const res = await signInWithGoogle({ sub: 'google-sub-existing', email: user.email, email_verified: true });
    const me = await whoAmI(sessionCookie(res));
    expect(me.json().id).toBe(user.id);
    // And again by the Google account alone, whatever its e-mail says now.
    const again = await signInWithGoogle({ sub: 'google-sub-existing', email: 'changed@example.org', email_verified: true });
    expect((await whoAmI(sessionCookie(again))).json().id).toBe(user.id);
  });

  it('refuses an unverified Google address', async () => {
    const { user } = await signUp(app);
    const res = await signInWithGoogle({ sub: 'google-sub-unverified', email: user.email, email_verified: false });
    expect(res.headers.location).toBe('/login?error=google-unverified');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a wrong state', async () => {
    const res = await signInWithGoogle({ sub: 'google-sub-state', email: 'state@example.org', email_verified: true }, (callback) =>
      callback.searchParams.set('state', 'forged-state'),
    );
    expect(res.headers.location).toBe('/login?error=google-failed');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a callback without the browser-bound state cookie (login CSRF)', async () => {
    nextClaims = { sub: 'x', email: 'csrf@example.org', email_verified: true };
    const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    const res = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.headers.location).toBe('/login?error=google-failed');
  });
});

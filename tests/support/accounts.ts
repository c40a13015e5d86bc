import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_PASSWORD = 'casting-weeks-2026';
let counter = 0;
export const uniqueEmail = (label = 'member') => `${label}${(counter += 1)}.${Date.now()}@example.org`;

export function sessionCookie(res: LightMyRequestResponse) {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith('sid='))?.split(';')[0];
}

/** Registers a member through the API and returns their session cookie and user. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Maya', lastName: 'Okafor', email, password: TEST_PASSWORD, acceptTerms: true, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res) as string, user: res.json() as { id: string; email: string } };
}

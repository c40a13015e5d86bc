import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';

/**
 * Hooks for the browser suite, present only when the server runs with E2E_HOOKS=1 (refused in
 * production): the tests set up accounts and read stored rows without opening the database.
 */
export const testEndpoints = {
  /** A tracked session and its page views, oldest first. */
  analytics: endpoint({
    method: 'GET',
    path: '/api/test/analytics/:sessionId',
    access: 'test',
    params: z.object({ sessionId: z.string().max(200) }),
    responses: {
      200: z.object({
        session: z.record(z.string(), z.unknown()).nullable(),
        pageViews: z.array(z.object({ path: z.string(), referrer: z.string().nullable() })),
      }),
      400: errorBody,
    },
  }),
  /** Signs this browser in as an existing account (a demo member, say), so a test sees the demo content as they do. */
  signInAs: endpoint({
    method: 'POST',
    path: '/api/test/sessions',
    access: 'test',
    body: z.object({ email: z.string().email() }),
    responses: { 200: z.object({ id: z.string() }), 400: errorBody, 404: errorBody },
  }),
  /** Creates a member (or admin) and signs this browser in as them, as a test's starting point. */
  createUser: endpoint({
    method: 'POST',
    path: '/api/test/users',
    access: 'test',
    body: z.object({
      email: z.string().email(),
      password: z.string().min(1).default('e2e-password-long-enough'),
      firstName: z.string().default('Test'),
      lastName: z.string().default('Member'),
      role: z.enum(['member', 'admin']).default('member'),
      /** Confirmed address from the start (messages and buddy requests need one), without the e-mail round trip. */
      emailVerified: z.boolean().default(false),
    }),
    responses: { 200: z.object({ id: z.string().optional() }), 400: errorBody },
  }),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeReturnPath } from '../../../shared/return-to';
import { clearSessionCookie, deleteSession } from '../../lib/sessions';
import { registerGoogleSignIn } from './google';

const navigationQuery = z.object({ returnTo: z.string().max(2048).optional(), signup: z.string().max(10).optional() });

/** Where the person came from: an explicit returnTo, else the same-site Referer. */
function returnPathFor(request: FastifyRequest, explicit: string | undefined) {
  const fromQuery = safeReturnPath(explicit);
  if (fromQuery) return fromQuery;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return null;
    return safeReturnPath(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}

function loginUrl(params: Record<string, string | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `/login?${query}` : '/login';
}

/**
 * The browser navigations of spec section 2. They lead to the sign-in screen (remembering
 * where the person came from) until the accounts feature signs people in here.
 */
export const authNavigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/login', { schema: { querystring: navigationQuery } }, async (request, reply) =>
    reply.redirect(
      loginUrl({
        method: 'email',
        signup: request.query.signup === 'true' ? 'true' : null,
        returnTo: returnPathFor(request, request.query.returnTo),
      }),
      302,
    ),
  );

  app.get('/auth/email', { schema: { querystring: navigationQuery } }, async (request, reply) =>
    reply.redirect(loginUrl({ method: 'email', returnTo: returnPathFor(request, request.query.returnTo) }), 302),
  );

  if (app.config.google) {
    registerGoogleSignIn(app, app.config.google);
  } else {
    // Not configured on this site: back to the sign-in screen with a clear notice.
    app.get('/auth/google', { schema: { querystring: navigationQuery } }, async (request, reply) =>
      reply.redirect(loginUrl({ error: 'google-unavailable', returnTo: returnPathFor(request, request.query.returnTo) }), 302),
    );
  }

  // A plain link can start this navigation, so it is a GET; SameSite=Lax keeps other sites from using it.
  app.get('/logout', async (request, reply) => {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    clearSessionCookie(request, reply);
    return reply.redirect('/', 302);
  });
};

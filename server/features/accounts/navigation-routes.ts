import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountEndpoints as api } from '../../../shared/api/auth';
import { apiNavigations } from '../../../shared/routes';
import { safeReturnPath } from '../../../shared/return-to';
import { on } from '../../lib/endpoint';
import { clearSessionCookie, deleteSession } from '../../lib/sessions';
import { registerGoogleSignIn } from './google';

/** What a navigation to /api/logout shows a signed-in member: the choice, made with a same-site form POST. */
const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out - Clubfoot Community</title>
</head>
<body>
<main>
<h1>Sign out of Clubfoot Community?</h1>
<form method="post" action="${apiNavigations.logout}">
<button type="submit">Sign out</button>
</form>
<p><a href="/">Stay signed in and go to the home page</a></p>
</main>
</body>
</html>
`;

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
  app.route({
    ...on(api.login),
    handler: async (request, reply) =>
      reply.redirect(
        loginUrl({
          method: 'email',
          signup: request.query.signup === 'true' ? 'true' : null,
          returnTo: returnPathFor(request, request.query.returnTo),
        }),
        302,
      ),
  });

  app.route({
    ...on(api.emailLogin),
    handler: async (request, reply) => reply.redirect(loginUrl({ method: 'email', returnTo: returnPathFor(request, request.query.returnTo) }), 302),
  });

  if (app.config.google) {
    registerGoogleSignIn(app, app.config.google);
  } else {
    // Not configured on this site: back to the sign-in screen with a clear notice (a late callback too).
    app.route({
      ...on(api.googleLogin),
      handler: async (request, reply) =>
        reply.redirect(loginUrl({ error: 'google-unavailable', returnTo: returnPathFor(request, request.query.returnTo) }), 302),
    });
    app.route({
      ...on(api.googleCallback),
      handler: async (_request, reply) => reply.redirect(loginUrl({ error: 'google-unavailable' }), 302),
    });
  }

  // A navigation can come from any site (SameSite=Lax sends the cookie with it), so it only asks.
  app.route({
    ...on(api.logout),
    handler: async (request, reply) => {
      if (!request.sessionId) return reply.redirect('/', 302);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(SIGN_OUT_PAGE);
    },
  });

  // The header's form posts an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  app.route({
    ...on(api.logoutForm),
    handler: async (request, reply) => {
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      clearSessionCookie(request, reply);
      return reply.redirect('/', 303);
    },
  });
};

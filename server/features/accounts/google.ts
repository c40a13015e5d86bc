import { chosenLocale, rememberMemberLocale, requestLocale } from '../../lib/locale';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { accountEndpoints as api, POLICY_VERSION } from '../../../shared/api/auth';
import { safeReturnPath } from '../../../shared/return-to';
import type { Config } from '../../config';
import { auditLog, oauthFlows, users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { createSession, setSessionCookie } from '../../lib/sessions';
import { rememberDevice } from './known-device';

const STATE_COOKIE = 'google_state';
const FLOW_TTL_MS = 10 * 60_000;

type GoogleConfig = NonNullable<Config['google']>;

/** Discovery once per process (retried after a failure). */
function discoveryFor(google: GoogleConfig) {
  let pending: Promise<oidc.Configuration> | null = null;
  return () => {
    pending ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // Only a local test provider speaks plain HTTP; Google itself is always HTTPS.
        execute: google.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

const callbackUrl = (config: Config) => `${config.publicUrl}/api/auth/google/callback`;
const fail = (reply: FastifyReply, reason: string) => reply.redirect(`/login?error=${reason}`, 302);

/** Google sign-in: authorization code with PKCE; state (bound to this browser by a cookie) and nonce checked. */
export function registerGoogleSignIn(app: Parameters<FastifyPluginAsyncZod>[0], google: GoogleConfig) {
  const configuration = discoveryFor(google);

  app.route({
    ...on(api.googleLogin),
    handler: async (request, reply) => {
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in: discovery failed');
        return fail(reply, 'google-failed');
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await app.db.insert(oauthFlows).values({
        state,
        codeVerifier,
        nonce,
        returnTo: safeReturnPath(request.query.returnTo),
        expiresAt: new Date(Date.now() + FLOW_TTL_MS),
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: '/api/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: FLOW_TTL_MS / 1000,
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(app.config),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.href, 302);
    },
  });

  app.route({
    ...on(api.googleCallback),
    handler: async (request, reply) => {
      // The provider's answer is read whole from the URL below; only the state is looked at here.
      const state = (request.query as { state?: string }).state;
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth/google' });
      if (!state || !cookieState || state !== cookieState) return fail(reply, 'google-failed');
      const [flow] = await app.db
        .delete(oauthFlows)
        .where(and(eq(oauthFlows.state, state), gt(oauthFlows.expiresAt, new Date())))
        .returning();
      if (!flow) return fail(reply, 'google-failed');

      let claims: oidc.IDToken | undefined;
      try {
        const config = await configuration();
        const current = new URL(request.url, app.config.publicUrl);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in: the code exchange was refused');
        return fail(reply, 'google-failed');
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims || !email || claims.email_verified !== true) return fail(reply, 'google-unverified');

      const subject = claims.sub;
      const promote = app.config.adminEmails.includes(email);
      const [bySubject] = await app.db.select().from(users).where(and(eq(users.googleSubject, subject), isNull(users.deletedAt)));
      const [byEmail] = bySubject ? [] : await app.db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
      let user = bySubject ?? byEmail;
      if (user?.suspendedAt) return fail(reply, 'suspended');

      if (user && !bySubject) {
        // A verified Google address that matches an account signs into it (and confirms the address).
        [user] = await app.db
          .update(users)
          .set({ googleSubject: subject, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), ...(promote ? { role: 'admin' as const } : {}) })
          .where(eq(users.id, user.id))
          .returning();
      } else if (!user) {
        // The sign-in screen says that continuing accepts the terms and privacy policy.
        [user] = await app.db
          .insert(users)
          .values({
            email,
            googleSubject: subject,
            firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : null,
            lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : null,
            emailVerifiedAt: new Date(),
            termsAcceptedAt: new Date(),
            termsVersion: POLICY_VERSION,
            language: chosenLocale(request) ?? requestLocale(request),
            role: promote ? 'admin' : 'member',
            lastSeenAt: new Date(),
          })
          .returning();
        if (promote && user) await app.db.insert(auditLog).values({ actorId: null, action: 'user.promoted_by_admin_emails', targetUserId: user.id, details: {} });
      }
      if (!user) return fail(reply, 'google-failed');
      setSessionCookie(request, reply, await createSession(app.db, user.id, request.headers['user-agent']));
      rememberMemberLocale(request, reply, user);
      await rememberDevice(app.db, request, reply, user.id);
      return reply.redirect(flow.returnTo ?? '/', 302);
    },
  });
}

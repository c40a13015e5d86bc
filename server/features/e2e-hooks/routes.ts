import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testEndpoints as api } from '../../../shared/api/test-hooks';
import { analyticsSessions, pageViews, users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { createSession, setSessionCookie } from '../../lib/sessions';

/**
 * Read-outs for the browser suite, registered only with E2E_HOOKS=1 (refused in production):
 * the browser tests assert on stored rows without opening the embedded database themselves.
 */
export const e2eHookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hashing is slow on purpose; the suite makes hundreds of accounts with a handful of passwords.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  };

  app.route({
    ...on(api.analytics),
    handler: async (request) => {
      const { sessionId } = request.params;
      const [session] = await app.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
      const views = await app.db
        .select({ path: pageViews.path, referrer: pageViews.referrer })
        .from(pageViews)
        .where(eq(pageViews.sessionId, sessionId))
        .orderBy(asc(pageViews.id));
      return { session: session ?? null, pageViews: views };
    },
  });

  app.route({
    ...on(api.signInAs),
    handler: async (request, reply) => {
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email.toLowerCase()));
      if (!user) throw new AppError('NOT_FOUND', 'No account has this address.');
      setSessionCookie(request, reply, await createSession(app.db, user.id, request.headers['user-agent']));
      return { id: user.id };
    },
  });

  app.route({
    ...on(api.createUser),
    handler: async (request, reply) => {
      const { password, emailVerified, ...rest } = request.body;
      const now = new Date();
      const [user] = await app.db
        .insert(users)
        .values({
          ...rest,
          email: rest.email.toLowerCase(),
          passwordHash: await hashOf(password),
          emailVerifiedAt: emailVerified ? now : null,
          termsAcceptedAt: now,
          termsVersion: 'e2e',
        })
        .returning({ id: users.id });
      const token = await createSession(app.db, user?.id ?? '', request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      return { id: user?.id };
    },
  });
};

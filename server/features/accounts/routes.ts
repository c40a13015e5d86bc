import { rememberMemberLocale, requestLocale } from '../../lib/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as api } from '../../../shared/api/auth';
import { on } from '../../lib/endpoint';
import { clearSessionCookie, createSession, deleteSession, requireUser, setSessionCookie } from '../../lib/sessions';
import { presentCurrentUser } from '../../lib/present-user';
import { sendVerificationEmail } from './email-flows';
import { knownDeviceFor, rememberDevice } from './known-device';
import { registerAccount, signIn } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (ip: string) => ({ db: app.db, config: app.config, ip });

  app.route({ ...on(api.user), handler: async (request) => presentCurrentUser(requireUser(request)) });

  app.route({
    ...on(api.register),
    handler: async (request, reply) => {
      const user = await registerAccount(context(request.ip), request.body, requestLocale(request));
      const token = await createSession(app.db, user.id, request.headers['user-agent']);
      // The account works at once; a failed e-mail must not fail the sign-up (they can ask again).
      await sendVerificationEmail({ db: app.db, config: app.config, mailer: app.mailer }, user, request.ip).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not send the verification e-mail'),
      );
      setSessionCookie(request, reply, token);
      await rememberDevice(app.db, request, reply, user.id);
      return reply.status(201).send(presentCurrentUser(user));
    },
  });

  app.route({
    ...on(api.signIn),
    handler: async (request, reply) => {
      const user = await signIn(context(request.ip), request.body, (userId) => knownDeviceFor(app.db, request, userId));
      // A new token at every sign-in; an old session cookie in this browser ends here.
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      const token = await createSession(app.db, user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      rememberMemberLocale(request, reply, user);
      await rememberDevice(app.db, request, reply, user.id);
      return presentCurrentUser(user);
    },
  });

  app.route({
    ...on(api.signOut),
    handler: async (request, reply) => {
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  });
};

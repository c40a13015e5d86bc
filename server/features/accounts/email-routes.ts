import { rememberMemberLocale } from '../../lib/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as api, RESET_REQUESTED_MESSAGE } from '../../../shared/api/auth';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { presentCurrentUser } from '../../lib/present-user';
import { createSession, requireUser, setSessionCookie } from '../../lib/sessions';
import { knownDeviceFor, rememberDevice } from './known-device';
import { requestPasswordReset, resetPassword, sendVerificationEmail, verifyEmail } from './email-flows';

/** E-mail verification (24 h, single use) and password reset (1 h, single use). */
export const emailFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.db, config: app.config, mailer: app.mailer });

  app.route({
    ...on(api.requestVerification),
    handler: async (request) => {
      const user = requireUser(request);
      if (user.emailVerifiedAt) throw new AppError('BAD_REQUEST', 'Your email address is already confirmed');
      await sendVerificationEmail(context(), user, request.ip);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.verifyEmail),
    handler: async (request, reply) => {
      try {
        await verifyEmail(context(), request.query.token ?? '');
        return reply.redirect('/profile?verified=1', 302);
      } catch (error) {
        if (error instanceof AppError) return reply.redirect('/login?error=invalid-link', 302);
        throw error;
      }
    },
  });

  app.route({
    ...on(api.requestPasswordReset),
    handler: async (request) => {
      await requestPasswordReset(context(), request.body.email, request.ip, (userId) => knownDeviceFor(app.db, request, userId));
      return { message: RESET_REQUESTED_MESSAGE };
    },
  });

  app.route({
    ...on(api.resetPassword),
    handler: async (request, reply) => {
      const user = await resetPassword(context(), request.body.token, request.body.newPassword);
      setSessionCookie(request, reply, await createSession(app.db, user.id, request.headers['user-agent']));
      rememberMemberLocale(request, reply, user);
      // The link proved the mailbox: this browser is past any limit a stranger filled for the account.
      await rememberDevice(app.db, request, reply, user.id);
      return presentCurrentUser(user);
    },
  });
};

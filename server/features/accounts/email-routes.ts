import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetBody, passwordResetRequestBody, RESET_REQUESTED_MESSAGE } from '../../../shared/api/auth';
import { errorBody, okBody } from '../../../shared/api/common';
import { currentUser } from '../../../shared/api/user';
import { AppError } from '../../lib/errors';
import { presentCurrentUser } from '../../lib/present-user';
import { createSession, requireUser, setSessionCookie } from '../../lib/sessions';
import { requestPasswordReset, resetPassword, sendVerificationEmail, verifyEmail } from './email-flows';

const errors = { 400: errorBody, 401: errorBody, 429: errorBody };

/** E-mail verification (24 h, single use) and password reset (1 h, single use). */
export const emailFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.db, config: app.config, mailer: app.mailer });

  app.post('/auth/verify-email/request', { schema: { response: { 200: okBody, ...errors } } }, async (request) => {
    const user = requireUser(request);
    if (user.emailVerifiedAt) throw new AppError('BAD_REQUEST', 'Your email address is already confirmed');
    await sendVerificationEmail(context(), user, request.ip);
    return { ok: true as const };
  });

  app.get('/auth/verify-email', { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } }, async (request, reply) => {
    try {
      await verifyEmail(context(), request.query.token ?? '');
      return reply.redirect('/profile?verified=1', 302);
    } catch (error) {
      if (error instanceof AppError) return reply.redirect('/login?error=invalid-link', 302);
      throw error;
    }
  });

  app.post('/auth/password-reset/request', { schema: { body: passwordResetRequestBody, response: { 200: z.object({ message: z.string() }), ...errors } } }, async (request) => {
    await requestPasswordReset(context(), request.body.email, request.ip);
    return { message: RESET_REQUESTED_MESSAGE };
  });

  app.post('/auth/password-reset', { schema: { body: passwordResetBody, response: { 200: currentUser, ...errors } } }, async (request, reply) => {
    const user = await resetPassword(context(), request.body.token, request.body.newPassword);
    setSessionCookie(request, reply, await createSession(app.db, user.id, request.headers['user-agent']));
    return presentCurrentUser(user);
  });
};

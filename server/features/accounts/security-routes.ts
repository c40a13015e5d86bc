import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody, deleteAccountBody } from '../../../shared/api/auth';
import { errorBody, okBody } from '../../../shared/api/common';
import { clearSessionCookie, createSession, deleteUserSessions, requireUser, setSessionCookie, membersOnly } from '../../lib/sessions';
import { changePassword, deleteAccount, exportPersonalData } from './security';
import { endMonthlyGiftsOf } from '../../lib/monthly-gifts';

const errors = { 400: errorBody, 401: errorBody, 503: errorBody };

/** Profile > Privacy: password, sign out everywhere, download my data, delete my account. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  membersOnly(app);

  app.post('/auth/logout-all', { schema: { response: { 200: okBody, ...errors } } }, async (request, reply) => {
    await deleteUserSessions(app.db, requireUser(request).id);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.post('/auth/change-password', { schema: { body: changePasswordBody, response: { 200: okBody, ...errors } } }, async (request, reply) => {
    const user = requireUser(request);
    await changePassword(app.db, user, request.body);
    setSessionCookie(request, reply, await createSession(app.db, user.id, request.headers['user-agent']));
    return { ok: true as const };
  });

  app.get('/profile/export', { schema: { response: { 200: z.record(z.string(), z.unknown()), ...errors } } }, async (request, reply) => {
    const data = await exportPersonalData(app.db, requireUser(request));
    reply.header('content-disposition', 'attachment; filename="clubfoot-community-my-data.json"');
    return data;
  });

  app.delete('/profile', { schema: { body: deleteAccountBody, response: { 200: okBody, ...errors } } }, async (request, reply) => {
    const member = requireUser(request);
    // Gifts stay as financial records (the account row is anonymised); monthly ones stop.
    await deleteAccount(app.db, member, request.body, () => endMonthlyGiftsOf(app.db, app.payments, member.id));
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};

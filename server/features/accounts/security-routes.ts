import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as api } from '../../../shared/api/auth';
import { on } from '../../lib/endpoint';
import { clearSessionCookie, createSession, deleteUserSessions, requireUser, setSessionCookie } from '../../lib/sessions';
import { changePassword, deleteAccount, exportPersonalData } from './security';
import { endMonthlyGiftsOf } from '../../lib/monthly-gifts';

/** Profile > Privacy: password, sign out everywhere, download my data, delete my account. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.signOutEverywhere),
    handler: async (request, reply) => {
      await deleteUserSessions(app.db, requireUser(request).id);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.changePassword),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await changePassword(app.db, user, request.body);
      setSessionCookie(request, reply, await createSession(app.db, user.id, request.headers['user-agent']));
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.exportData),
    handler: async (request, reply) => {
      const data = await exportPersonalData(app.db, requireUser(request));
      reply.header('content-disposition', 'attachment; filename="clubfoot-community-my-data.json"');
      return data;
    },
  });

  app.route({
    ...on(api.deleteAccount),
    handler: async (request, reply) => {
      const member = requireUser(request);
      // Gifts stay as financial records (the account row is anonymised); monthly ones stop.
      await deleteAccount(app.db, member, request.body, () => endMonthlyGiftsOf(app.db, app.payments, member.id));
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  });
};

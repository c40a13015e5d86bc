import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAdminEndpoints as api } from '../../../shared/api/messages';
import { on } from '../../lib/endpoint';
import { requireAdmin } from '../../lib/sessions';
import { listMessageReports, resolveMessageReport } from './safety';

/** The admins' queue of reported messages: the only way an admin reads anyone's messages. */
export const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.reports), handler: (request) => listMessageReports(app.db, request.query.status) });

  app.route({ ...on(api.resolveReport), handler: (request) => resolveMessageReport(app.db, requireAdmin(request), request.params.id, request.body) });
};

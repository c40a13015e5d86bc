import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, okBody } from '../../../shared/api/common';
import { adminMessageReportList, adminMessageReportQuery, resolveMessageReportBody } from '../../../shared/api/messages';
import { adminsOnly, requireAdmin } from '../../lib/sessions';
import { listMessageReports, resolveMessageReport } from './safety';

/** The admins' queue of reported messages: the only way an admin reads anyone's messages. */
export const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminsOnly(app);

  app.get('/reports', { schema: { querystring: adminMessageReportQuery, response: { 200: adminMessageReportList, 401: errorBody, 403: errorBody } } }, (request) => {
    requireAdmin(request);
    return listMessageReports(app.db, request.query.status);
  });

  app.post(
    '/reports/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: resolveMessageReportBody,
        response: { 200: okBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (request) => resolveMessageReport(app.db, requireAdmin(request), request.params.id, request.body),
  );
};

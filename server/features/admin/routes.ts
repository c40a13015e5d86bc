import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStats, adminUserRow, adminUsersPage, adminUsersQuery, auditPage, roleChangeBody } from '../../../shared/api/admin';
import { errorBody } from '../../../shared/api/common';
import { requireAdmin, adminsOnly } from '../../lib/sessions';
import { changeRole, listUsers, memberStats, recentAudit, setSuspended } from './users-service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: z.string().uuid() });

/** Everything under /api/admin: 401 for visitors, 403 for members, checked before anything else. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminsOnly(app);

  app.get('/stats', { schema: { response: { 200: adminStats, ...errors } } }, async () => memberStats(app.db));

  app.get('/users', { schema: { querystring: adminUsersQuery, response: { 200: adminUsersPage, ...errors } } }, async (request) =>
    listUsers(app.db, request.query),
  );

  app.patch('/users/:id/role', { schema: { params: idParams, body: roleChangeBody, response: { 200: adminUserRow, ...errors } } }, async (request) =>
    changeRole(app.db, requireAdmin(request), request.params.id, request.body.role),
  );

  app.post('/users/:id/suspend', { schema: { params: idParams, response: { 200: adminUserRow, ...errors } } }, async (request) =>
    setSuspended(app.db, requireAdmin(request), request.params.id, true),
  );

  app.post('/users/:id/restore', { schema: { params: idParams, response: { 200: adminUserRow, ...errors } } }, async (request) =>
    setSuspended(app.db, requireAdmin(request), request.params.id, false),
  );

  app.get('/audit-log', { schema: { response: { 200: auditPage, ...errors } } }, async () => ({ entries: await recentAudit(app.db) }));
};

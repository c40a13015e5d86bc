import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as api } from '../../../shared/api/admin';
import { on } from '../../lib/endpoint';
import { requireAdmin } from '../../lib/sessions';
import { changeRole, listUsers, memberStats, recentAudit, setSuspended } from './users-service';

/** Member administration: 401 for visitors, 403 for members, checked before anything else. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.stats), handler: async () => memberStats(app.db) });

  app.route({ ...on(api.users), handler: async (request) => listUsers(app.db, request.query) });

  app.route({ ...on(api.changeRole), handler: async (request) => changeRole(app.db, requireAdmin(request), request.params.id, request.body.role) });

  app.route({ ...on(api.suspend), handler: async (request) => setSuspended(app.db, requireAdmin(request), request.params.id, true) });

  app.route({ ...on(api.restore), handler: async (request) => setSuspended(app.db, requireAdmin(request), request.params.id, false) });

  app.route({ ...on(api.auditLog), handler: async () => ({ entries: await recentAudit(app.db) }) });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumAdminEndpoints as api } from '../../../shared/api/forum-admin';
import { on } from '../../lib/endpoint';
import { requireAdmin } from '../../lib/sessions';
import {
  createForumCategory,
  deleteForumCategory,
  dismissReport,
  listReports,
  recentActivity,
  removeReported,
  reorderForumCategories,
  updateForumCategory,
} from './admin-service';
import { listCategories } from './queries';

/** /api/admin/forum: categories, the report queue and recent activity. Administrators only (401, then 403). */
export const forumAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.categories), handler: async () => listCategories(app.db) });

  app.route({
    ...on(api.createCategory),
    handler: async (request, reply) => reply.status(201).send(await createForumCategory(app.db, requireAdmin(request), request.body)),
  });

  app.route({ ...on(api.reorderCategories), handler: async (request) => reorderForumCategories(app.db, requireAdmin(request), request.body.ids) });

  app.route({ ...on(api.updateCategory), handler: async (request) => updateForumCategory(app.db, requireAdmin(request), request.params.id, request.body) });

  /** 409 while the category still has topics. */
  app.route({
    ...on(api.deleteCategory),
    handler: async (request) => {
      await deleteForumCategory(app.db, requireAdmin(request), request.params.id);
      return { ok: true as const };
    },
  });

  app.route({ ...on(api.reports), handler: async (request) => listReports(app.db, request.query) });

  app.route({ ...on(api.dismissReport), handler: async (request) => dismissReport(app.db, requireAdmin(request), request.params.id) });

  app.route({
    ...on(api.removeReported),
    handler: async (request) => removeReported(app.db, requireAdmin(request), request.params.id, request.body?.suspendAuthor ?? false),
  });

  app.route({ ...on(api.activity), handler: async () => ({ items: await recentActivity(app.db) }) });
};

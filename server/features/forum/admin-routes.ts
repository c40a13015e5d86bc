import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumAdminEndpoints as api } from '../../../shared/api/forum-admin';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireAdmin } from '../../lib/sessions';
import { dismissReport, forumCategoryAdmin as categories, listReports, recentActivity, removeReported } from './admin-service';

/** /api/admin/forum: categories, the report queue and recent activity. Administrators only (401, then 403). */
export const forumAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.categories), handler: async () => categories.list(app.db) });

  app.route({
    ...on(api.createCategory),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await categories.create(db, admin, request.body) }));
    },
  });

  app.route({ ...on(api.reorderCategories), handler: async (request) => categories.reorder(app.db, requireAdmin(request), request.body.ids) });

  app.route({ ...on(api.updateCategory), handler: async (request) => categories.update(app.db, requireAdmin(request), request.params.id, request.body) });

  /** 409 while the category still has topics. */
  app.route({
    ...on(api.deleteCategory),
    handler: async (request) => {
      await categories.remove(app.db, requireAdmin(request), request.params.id);
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

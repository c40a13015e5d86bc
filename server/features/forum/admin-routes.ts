import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, okBody } from '../../../shared/api/common';
import { forumCategory, id } from '../../../shared/api/forum';
import {
  adminForumCategories,
  forumActivity,
  forumCategoryInput,
  forumCategoryOrder,
  forumCategoryUpdate,
  forumReport,
  forumReportPage,
  forumReportsQuery,
  removedReport,
  removeReportedBody,
} from '../../../shared/api/forum-admin';
import { adminsOnly, requireAdmin } from '../../lib/sessions';
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

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id });

/** /api/admin/forum: categories, the report queue and recent activity. Administrators only (401, then 403). */
export const forumAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminsOnly(app);

  app.get('/forum-categories', { schema: { response: { 200: adminForumCategories, ...errors } } }, async () => listCategories(app.db));

  app.post('/forum-categories', { schema: { body: forumCategoryInput, response: { 201: forumCategory, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await createForumCategory(app.db, requireAdmin(request), request.body)),
  );

  app.put('/forum-categories/order', { schema: { body: forumCategoryOrder, response: { 200: adminForumCategories, ...errors } } }, async (request) =>
    reorderForumCategories(app.db, requireAdmin(request), request.body.ids),
  );

  app.patch(
    '/forum-categories/:id',
    { schema: { params: idParams, body: forumCategoryUpdate, response: { 200: forumCategory, ...errors } } },
    async (request) => updateForumCategory(app.db, requireAdmin(request), request.params.id, request.body),
  );

  /** 409 while the category still has topics. */
  app.delete('/forum-categories/:id', { schema: { params: idParams, response: { 200: okBody, ...errors } } }, async (request) => {
    await deleteForumCategory(app.db, requireAdmin(request), request.params.id);
    return { ok: true as const };
  });

  app.get('/reports', { schema: { querystring: forumReportsQuery, response: { 200: forumReportPage, ...errors } } }, async (request) =>
    listReports(app.db, request.query),
  );

  app.post('/reports/:id/dismiss', { schema: { params: idParams, response: { 200: forumReport, ...errors } } }, async (request) =>
    dismissReport(app.db, requireAdmin(request), request.params.id),
  );

  app.post(
    '/reports/:id/remove',
    // With no body at all, nothing more than the removal.
    { schema: { params: idParams, body: removeReportedBody.nullish(), response: { 200: removedReport, ...errors } } },
    async (request) => removeReported(app.db, requireAdmin(request), request.params.id, request.body?.suspendAuthor ?? false),
  );

  app.get('/activity', { schema: { response: { 200: forumActivity, ...errors } } }, async () => ({ items: await recentActivity(app.db) }));
};

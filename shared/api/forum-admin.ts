import { z } from 'zod';
import { errorBody, okBody } from './common';
import { endpoint } from './endpoint';
import { forumCategory, id } from './forum';
import { categoryInput, categoryOrder } from './resources';

/*
 * The forum administration contract (/api/admin/forum, administrators only). Categories take the
 * same input as the library's categories: a name, an optional description and slug.
 */

export { categoryOrder as forumCategoryOrder };
export const forumCategoryInput = categoryInput;
export type ForumCategoryInput = z.input<typeof forumCategoryInput>;
export const forumCategoryUpdate = categoryInput
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');

/** GET /forum-categories answers the public category shape (it carries topicCount). */
export const adminForumCategories = z.array(forumCategory);

export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const forumReportsQuery = z
  .object({ status: z.enum(REPORT_STATUSES).default('open'), cursor: z.string().min(1).max(200).optional() })
  .strict();

/** A member as the admin screens name them. */
export const forumAdminPerson = z.object({ id: z.string(), name: z.string() });
export type ForumAdminPerson = z.infer<typeof forumAdminPerson>;

export const forumTopicLink = z.object({ id: z.number(), title: z.string(), slug: z.string() });

/**
 * What a report points at. `text` is what the member wrote (kept for the admins even once removed);
 * null, like `topic`, when the content itself was deleted.
 */
export const forumReportTarget = z.object({
  type: z.enum(['topic', 'post', 'comment']),
  id: z.number(),
  text: z.string().nullable(),
  author: forumAdminPerson.extend({ isAdmin: z.boolean(), suspended: z.boolean() }).nullable(),
  topic: forumTopicLink.nullable(),
  removed: z.boolean(),
});

export const forumReport = z.object({
  id: z.number(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  reporter: forumAdminPerson.nullable(),
  target: forumReportTarget,
});
export type ForumReport = z.infer<typeof forumReport>;

/** Newest first, 20 a page; `nextCursor` is null on the last page. */
export const forumReportPage = z.object({ items: z.array(forumReport), nextCursor: z.string().nullable() });
export type ForumReportPage = z.infer<typeof forumReportPage>;

export const removeReportedBody = z.object({ suspendAuthor: z.boolean().optional() }).strict();
export type RemoveReportedBody = z.infer<typeof removeReportedBody>;

/** After "Remove content": the report, how many open reports of the same content were closed with it. */
export const removedReport = z.object({ report: forumReport, resolved: z.number(), authorSuspended: z.boolean() });
export type RemovedReport = z.infer<typeof removedReport>;

export const ACTIVITY_LIMIT = 30;
export const ACTIVITY_EXCERPT_MAX = 160;

/** One line of recent activity: a new topic, reply or comment. */
export const forumActivityItem = z.object({
  kind: z.enum(['topic', 'reply', 'comment']),
  id: z.number(),
  excerpt: z.string().max(ACTIVITY_EXCERPT_MAX),
  author: forumAdminPerson.nullable(),
  topic: forumTopicLink,
  createdAt: z.string(),
  removed: z.boolean(),
});
export type ForumActivityItem = z.infer<typeof forumActivityItem>;
export const forumActivity = z.object({ items: z.array(forumActivityItem) });
export type ForumActivity = z.infer<typeof forumActivity>;

const idParams = z.object({ id });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const forumAdminEndpoints = {
  categories: endpoint({ method: 'GET', path: '/api/admin/forum/forum-categories', access: 'admin', responses: { 200: adminForumCategories, ...errors } }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/admin/forum/forum-categories',
    idempotent: true,
    access: 'admin',
    shownOn: [{ viewer: 'visitor', page: () => '/community/forum' }],
    body: forumCategoryInput,
    responses: { 201: forumCategory, ...errors },
  }),
  reorderCategories: endpoint({
    method: 'PUT',
    path: '/api/admin/forum/forum-categories/order',
    access: 'admin',
    body: categoryOrder,
    responses: { 200: adminForumCategories, ...errors },
  }),
  updateCategory: endpoint({
    method: 'PATCH',
    path: '/api/admin/forum/forum-categories/:id',
    access: 'admin',
    shownOn: [{ viewer: 'visitor', page: () => '/community/forum' }],
    params: idParams,
    body: forumCategoryUpdate,
    responses: { 200: forumCategory, ...errors },
  }),
  /** 409 while the category still has topics. */
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/forum/forum-categories/:id',
    access: 'admin',
    params: idParams,
    responses: { 200: okBody, ...errors },
  }),
  reports: endpoint({ method: 'GET', path: '/api/admin/forum/reports', access: 'admin', query: forumReportsQuery, responses: { 200: forumReportPage, ...errors } }),
  /** The content stays. */
  dismissReport: endpoint({
    method: 'POST',
    path: '/api/admin/forum/reports/:id/dismiss',
    access: 'admin',
    params: idParams,
    responses: { 200: forumReport, ...errors },
  }),
  /** The content goes, with every open report on it; optionally its author is suspended. */
  removeReported: endpoint({
    method: 'POST',
    path: '/api/admin/forum/reports/:id/remove',
    access: 'admin',
    params: idParams,
    // With no body at all, nothing more than the removal.
    body: removeReportedBody.nullish(),
    responses: { 200: removedReport, ...errors },
  }),
  /** The 30 newest topics, replies and comments. */
  activity: endpoint({ method: 'GET', path: '/api/admin/forum/activity', access: 'admin', responses: { 200: forumActivity, ...errors } }),
};

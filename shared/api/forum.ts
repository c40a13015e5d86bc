import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { errorBody, okBody } from './common';
import { endpoint, firstWordOf, type ShownOn } from './endpoint';
import { FORUM_BODY_MAX, FORUM_PAGE_SIZE, FORUM_TITLE_MAX, FORUM_TOPIC_MAX, REPORT_REASON_MAX } from '../constants';
import { clubfootSides, profileTreatmentStages, roles } from './user';

export { FORUM_BODY_MAX, FORUM_PAGE_SIZE, FORUM_TITLE_MAX, FORUM_TOPIC_MAX, REPORT_REASON_MAX };

/**
 * A forum author (spec section 3, camelCase). Made by the member presenter, so privacy applies:
 * clubfoot side and stage only with showTreatmentDetails; birthYear only for adults (the age badge).
 */
export const forumAuthor = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(roles),
  isParent: z.boolean().nullable(),
  isAdult: z.boolean().nullable(),
  isMedicalProfessional: z.boolean().nullable(),
  clubfootSide: z.enum(clubfootSides).nullable(),
  treatmentStage: z.enum(profileTreatmentStages).nullable(),
  birthYear: z.number().nullable(),
  createdAt: z.string(),
  deleted: z.boolean(),
  /** Issue 29: a supporting member who chose to show the Supporter badge (never a lapsed or hidden membership). */
  supporter: z.boolean().optional(),
});
export type ForumAuthor = z.infer<typeof forumAuthor>;

export const removedBy = z.enum(['author', 'moderator']).nullable();

export const forumCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  topicCount: z.number(),
});
export type ForumCategory = z.infer<typeof forumCategory>;

/** A topic (spec section 3). A removed topic's content is cleared; a moderator's removal also replaces its title and leaves the lists. */
export const forumTopic = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  contentHtml: z.string(),
  categoryId: z.number(),
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  /** The support group whose discussion this is (issue 21), or null for the forum's own topics. */
  group: z.object({ slug: z.string(), name: z.string() }).nullable(),
  author: forumAuthor.nullable(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  postCount: z.number(),
  viewCount: z.number(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  editedAt: z.string().nullable(),
  /** The language it is written in (issue 25). */
  language: z.enum(LOCALES).optional(),
  removed: removedBy,
});
export type ForumTopic = z.infer<typeof forumTopic>;

export const forumComment = z.object({
  id: z.number(),
  content: z.string(),
  contentHtml: z.string(),
  postId: z.number(),
  parentId: z.number().nullable(),
  author: forumAuthor.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The language it is written in (issue 25). */
  language: z.enum(LOCALES).optional(),
  removed: removedBy,
});
export type ForumComment = z.infer<typeof forumComment>;

/** A reply (spec: post). The topic page gets each reply's comments with it, so it needs no call per reply. */
export const forumPost = z.object({
  id: z.number(),
  content: z.string(),
  contentHtml: z.string(),
  topicId: z.number(),
  author: forumAuthor.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The language it is written in (issue 25). */
  language: z.enum(LOCALES).optional(),
  removed: removedBy,
  comments: z.array(forumComment),
});
export type ForumPost = z.infer<typeof forumPost>;

/** GET /api/forum/topics/{slug}: the topic and its first page of replies. */
export const forumTopicDetail = forumTopic.extend({
  posts: z.array(forumPost),
  nextPostsCursor: z.string().nullable(),
});
export type ForumTopicDetail = z.infer<typeof forumTopicDetail>;

/** GET /api/forum/categories/{slug}: the category with a page of its topics (pinned first). */
export const forumCategoryDetail = forumCategory.extend({
  topics: z.array(forumTopic),
  nextCursor: z.string().nullable(),
});
export type ForumCategoryDetail = z.infer<typeof forumCategoryDetail>;

export const forumPostPage = z.object({ items: z.array(forumPost), nextCursor: z.string().nullable() });
export type ForumPostPage = z.infer<typeof forumPostPage>;

/** The header carrying the next page's cursor of `GET /api/forum/topics` (whose body stays the spec's array). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

const cursor = z.string().min(1).max(200);
/** Topic orders: the newest first (the default, and the home page's four), or pinned topics before the rest (the forum's Recent Discussions). */
export const TOPIC_ORDERS = ['newest', 'pinned-first'] as const;
export const topicListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional(),
  cursor: cursor.optional(),
  order: z.enum(TOPIC_ORDERS).optional(),
});
export const pageQuery = z.object({ cursor: cursor.optional() });

/** Text a member writes: trimmed; never empty. */
const text = (max: number, what: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, `${what} cannot be empty`).max(max, `${what} is too long (at most ${max} characters)`));

export const id = z.coerce.number().int().positive().max(2_147_483_647);

export const createTopicBody = z.object({
  title: text(FORUM_TITLE_MAX, 'The title'),
  slug: z.string().max(300).optional(),
  content: text(FORUM_TOPIC_MAX, 'The content'),
  categoryId: z.number().int().positive().max(2_147_483_647),
});
export const updateTopicBody = z.object({ title: text(FORUM_TITLE_MAX, 'The title'), content: text(FORUM_TOPIC_MAX, 'The content') });

export const createPostBody = z.object({ content: text(FORUM_BODY_MAX, 'The reply'), topicId: z.number().int().positive().max(2_147_483_647) });
export const updateBody = z.object({ content: text(FORUM_BODY_MAX, 'The text') });

export const createCommentBody = z.object({
  content: text(FORUM_BODY_MAX, 'The comment'),
  postId: z.number().int().positive().max(2_147_483_647),
  parentId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});

export const reportBody = z.object({
  targetType: z.enum(['topic', 'post', 'comment']),
  targetId: z.number().int().positive().max(2_147_483_647),
  reason: text(REPORT_REASON_MAX, 'The reason'),
});

/** Admin moderation of a topic: any of these, at least one. */
export const moderateTopicBody = z
  .object({ isPinned: z.boolean().optional(), isLocked: z.boolean().optional(), categoryId: z.number().int().positive().max(2_147_483_647).optional() })
  .refine((body) => body.isPinned !== undefined || body.isLocked !== undefined || body.categoryId !== undefined, 'Nothing to change');

export const forumSearchQuery = z.object({ q: z.string().max(200), cursor: cursor.optional() });
export const forumSearchHit = z.object({
  kind: z.enum(['topic', 'post']),
  topic: z.object({ id: z.number(), title: z.string(), slug: z.string(), category: z.object({ name: z.string(), slug: z.string() }) }),
  postId: z.number().nullable(),
  snippet: z.string(),
  author: forumAuthor.nullable(),
  createdAt: z.string(),
});
export type ForumSearchHit = z.infer<typeof forumSearchHit>;
/** Newest first, 20 at a time (no total: counting every match of a common word would cost more than the page). */
export const forumSearchPage = z.object({ items: z.array(forumSearchHit), nextCursor: z.string().nullable() });
export type ForumSearchPage = z.infer<typeof forumSearchPage>;

export const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id });

/** The reads answer visitors too; a bad cursor or slug is a 400, an unknown one a 404. */
const readErrors = { 400: errorBody, 404: errorBody };
/** A private support group's discussion, read from outside the group: the 403 names the group, so the page can lead to it. */
export const privateGroupError = errorBody.extend({ group: z.object({ slug: z.string(), name: z.string() }).optional() });
const topicReadErrors = { ...readErrors, 403: privateGroupError };
/** Writing is for members; authors change their own writing (403 otherwise); removed writing is a 409; new members have posting limits (429). */
const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** Where forum text is read (the XSS suite opens these): the topic's page, which shows its replies and comments. */
const theTopic: ShownOn = { viewer: 'visitor', page: ({ result }) => `/community/forum/${result.slug}` };
const onItsTopic: ShownOn = { viewer: 'visitor', page: ({ context }) => `/community/forum/${context.topicSlug}` };
/** The forum's search, whose snippets show the text around the words found. */
const inSearch: ShownOn = { viewer: 'visitor', page: ({ body }) => `/community/forum?q=${firstWordOf(body.content)}`, fields: ['content'] };

export const forumEndpoints = {
  categories: endpoint({ method: 'GET', path: '/api/forum/categories', access: 'public', responses: { 200: z.array(forumCategory) } }),
  category: endpoint({
    method: 'GET',
    path: '/api/forum/categories/:slug',
    access: 'public',
    params: slugParams,
    query: pageQuery,
    responses: { 200: forumCategoryDetail, ...readErrors },
  }),
  /** The spec's array, newest first; the next page's cursor travels in the NEXT_CURSOR_HEADER header. */
  topics: endpoint({ method: 'GET', path: '/api/forum/topics', access: 'public', query: topicListQuery, responses: { 200: z.array(forumTopic), ...readErrors } }),
  topic: endpoint({ method: 'GET', path: '/api/forum/topics/:slug', access: 'public', params: slugParams, responses: { 200: forumTopicDetail, ...topicReadErrors } }),
  /** Replies after the first page the topic came with. */
  posts: endpoint({
    method: 'GET',
    path: '/api/forum/topics/:slug/posts',
    access: 'public',
    params: slugParams,
    query: pageQuery,
    responses: { 200: forumPostPage, ...topicReadErrors },
  }),
  comments: endpoint({
    method: 'GET',
    path: '/api/forum/posts/:postId/comments',
    access: 'public',
    params: z.object({ postId: id }),
    responses: { 200: z.array(forumComment), ...topicReadErrors },
  }),
  search: endpoint({ method: 'GET', path: '/api/forum/search', access: 'public', query: forumSearchQuery, responses: { 200: forumSearchPage, ...readErrors } }),
  createTopic: endpoint({ method: 'POST', path: '/api/forum/topics', access: 'member', shownOn: [{ ...theTopic, fields: ['title', 'content'] }, { viewer: 'member', page: () => '/community/forum', fields: ['title'] }, inSearch], idempotent: true, body: createTopicBody, responses: { 201: forumTopic, ...writeErrors } }),
  updateTopic: endpoint({
    method: 'PATCH',
    path: '/api/forum/topics/:id',
    access: 'member',
    shownOn: [theTopic],
    params: idParams,
    body: updateTopicBody,
    responses: { 200: forumTopic, ...writeErrors },
  }),
  /** The author's delete leaves the topic readable, marked removed; an administrator's deletes it with its replies. */
  deleteTopic: endpoint({ method: 'DELETE', path: '/api/forum/topics/:id', access: 'member', params: idParams, responses: { 200: okBody, ...writeErrors } }),
  createPost: endpoint({ method: 'POST', path: '/api/forum/posts', access: 'member', shownOn: [onItsTopic, inSearch], idempotent: true, body: createPostBody, responses: { 201: forumPost, ...writeErrors } }),
  updatePost: endpoint({ method: 'PATCH', path: '/api/forum/posts/:id', access: 'member', shownOn: [onItsTopic], params: idParams, body: updateBody, responses: { 200: forumPost, ...writeErrors } }),
  deletePost: endpoint({ method: 'DELETE', path: '/api/forum/posts/:id', access: 'member', params: idParams, responses: { 200: okBody, ...writeErrors } }),
  createComment: endpoint({ method: 'POST', path: '/api/forum/comments', access: 'member', shownOn: [onItsTopic], idempotent: true, body: createCommentBody, responses: { 201: forumComment, ...writeErrors } }),
  updateComment: endpoint({
    method: 'PATCH',
    path: '/api/forum/comments/:id',
    access: 'member',
    shownOn: [onItsTopic],
    params: idParams,
    body: updateBody,
    responses: { 200: forumComment, ...writeErrors },
  }),
  deleteComment: endpoint({ method: 'DELETE', path: '/api/forum/comments/:id', access: 'member', params: idParams, responses: { 200: okBody, ...writeErrors } }),
  report: endpoint({ method: 'POST', path: '/api/forum/reports', access: 'member', shownOn: [{ viewer: 'admin', page: () => '/admin/forums' }], idempotent: true, body: reportBody, responses: { 201: okBody, ...writeErrors } }),
  /** Pin, lock or move a topic, from the topic page and /admin/forums. */
  moderateTopic: endpoint({
    method: 'PATCH',
    path: '/api/forum/topics/:id/moderation',
    access: 'admin',
    params: idParams,
    body: moderateTopicBody,
    responses: { 200: forumTopic, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
};

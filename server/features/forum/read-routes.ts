import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import {
  forumCategory,
  forumCategoryDetail,
  forumComment,
  forumPostPage,
  forumSearchPage,
  forumSearchQuery,
  forumTopic,
  forumTopicDetail,
  id,
  NEXT_CURSOR_HEADER,
  pageQuery,
  topicListQuery,
} from '../../../shared/api/forum';
import { categoryWithTopics, commentsOfPost, countView, listCategories, listRecentTopics, postsPage, topicDetail, topicRowBySlug } from './queries';
import { searchForum } from './search';

const errors = { 400: errorBody, 404: errorBody };
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Who viewed: a member's id, or for a visitor a hash that changes daily (no cookie, no stored address). */
function viewerKey(request: FastifyRequest) {
  if (request.user) return request.user.id;
  const day = new Date().toISOString().slice(0, 10);
  return `v:${createHash('sha256').update(`${day}|${request.ip}|${request.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22)}`;
}

/** The forum, open to read (spec sections 2 and 7): everything here answers visitors too. */
export const forumReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { response: { 200: z.array(forumCategory) } } }, async () => listCategories(app.db));

  app.get(
    '/categories/:slug',
    { schema: { params: slugParams, querystring: pageQuery, response: { 200: forumCategoryDetail, ...errors } } },
    async (request) => categoryWithTopics(app.db, request.user, request.params.slug, request.query.cursor),
  );

  /** The spec's array; the next page's cursor, when there is one, travels in a header. */
  app.get('/topics', { schema: { querystring: topicListQuery, response: { 200: z.array(forumTopic), ...errors } } }, async (request, reply) => {
    const page = await listRecentTopics(app.db, request.user, request.query);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });

  app.get('/topics/:slug', { schema: { params: slugParams, response: { 200: forumTopicDetail, ...errors } } }, async (request) => {
    const row = await topicRowBySlug(app.db, request.params.slug);
    await countView(app.db, row.topic.id, viewerKey(request));
    return topicDetail(app.db, request.user, row);
  });

  app.get(
    '/topics/:slug/posts',
    { schema: { params: slugParams, querystring: pageQuery, response: { 200: forumPostPage, ...errors } } },
    async (request) => {
      const row = await topicRowBySlug(app.db, request.params.slug);
      return postsPage(app.db, request.user, row.topic.id, request.query.cursor);
    },
  );

  app.get(
    '/posts/:postId/comments',
    { schema: { params: z.object({ postId: id }), response: { 200: z.array(forumComment), ...errors } } },
    async (request) => commentsOfPost(app.db, request.user, request.params.postId),
  );

  app.get('/search', { schema: { querystring: forumSearchQuery, response: { 200: forumSearchPage, ...errors } } }, async (request) =>
    searchForum(app.db, request.user, request.query.q, request.query.cursor),
  );
};

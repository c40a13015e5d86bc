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
import { categoryWithTopics, commentsOfPost, forumVersion, listCategories, listRecentTopics, postsPage, topicDetail, topicRowBySlug } from './queries';
import { EncodedJson, sendEncoded } from '../../lib/encoded-json';
import { searchWords } from '../../lib/text-search';
import { keptAnswers, VersionedCache } from '../../lib/versioned-cache';
import { searchForum } from './search';

const errors = { 400: errorBody, 404: errorBody };
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Who viewed: a member's id, or for a visitor a hash that changes daily (no cookie, no stored address). */
function viewerKey(request: FastifyRequest) {
  if (request.user) return request.user.id;
  const day = new Date().toISOString().slice(0, 10);
  return `v:${createHash('sha256').update(`${day}|${request.ip}|${request.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22)}`;
}

/** Answers kept per instance until the forum changes; at most this many. */
const KEPT_ANSWERS = 2000;
/**
 * View counts change without changing the forum's version (a view is not news): a kept answer is
 * also renewed every half minute, so the counts people see are at most that old.
 */
const VIEW_COUNT_FRESHNESS_MS = 30_000;

/**
 * The forum, open to read (spec sections 2 and 7): everything here answers visitors too, and the
 * same to everyone (authors are shown as the public sees them), so answers are kept in memory.
 */
export const forumReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept = keptAnswers(KEPT_ANSWERS, () => forumVersion(app.db));
  const key = (...parts: unknown[]) => JSON.stringify([Math.floor(Date.now() / VIEW_COUNT_FRESHNESS_MS), ...parts]);

  const categoriesAnswer = z.array(forumCategory);
  app.get('/categories', { schema: { response: { 200: categoriesAnswer } } }, async (request, reply) =>
    sendEncoded(request, reply, await kept(key('categories'), categoriesAnswer, () => listCategories(app.db))),
  );

  app.get(
    '/categories/:slug',
    { schema: { params: slugParams, querystring: pageQuery, response: { 200: forumCategoryDetail, ...errors } } },
    async (request, reply) => {
      const { slug } = request.params;
      const body = await kept(key('category', slug, request.query.cursor), forumCategoryDetail, () => categoryWithTopics(app.db, slug, request.query.cursor));
      return sendEncoded(request, reply, body);
    },
  );

  /** The spec's array; the next page's cursor, when there is one, travels in a header (kept beside it). */
  const topicsAnswer = z.array(forumTopic);
  const topicPages = new VersionedCache<{ body: EncodedJson; next: string | null }>(KEPT_ANSWERS);
  app.get('/topics', { schema: { querystring: topicListQuery, response: { 200: topicsAnswer, ...errors } } }, async (request, reply) => {
    const page = await topicPages.get(await forumVersion(app.db), key('topics', request.query.limit, request.query.cursor), async () => {
      const found = await listRecentTopics(app.db, request.query);
      return { body: EncodedJson.of(topicsAnswer, found.items), next: found.nextCursor };
    });
    if (page.next) reply.header(NEXT_CURSOR_HEADER, page.next);
    return sendEncoded(request, reply, page.body);
  });

  app.get('/topics/:slug', { schema: { params: slugParams, response: { 200: forumTopicDetail, ...errors } } }, async (request, reply) => {
    const { slug } = request.params;
    const body = await kept(key('topic', slug), forumTopicDetail, async () => topicDetail(app.db, await topicRowBySlug(app.db, slug)));
    app.forumViews.record(slug, viewerKey(request));
    return sendEncoded(request, reply, body);
  });

  app.get(
    '/topics/:slug/posts',
    { schema: { params: slugParams, querystring: pageQuery, response: { 200: forumPostPage, ...errors } } },
    async (request, reply) => {
      const { slug } = request.params;
      const body = await kept(key('posts', slug, request.query.cursor), forumPostPage, async () =>
        postsPage(app.db, (await topicRowBySlug(app.db, slug)).topic.id, request.query.cursor),
      );
      return sendEncoded(request, reply, body);
    },
  );

  const commentsAnswer = z.array(forumComment);
  app.get(
    '/posts/:postId/comments',
    { schema: { params: z.object({ postId: id }), response: { 200: commentsAnswer, ...errors } } },
    async (request, reply) =>
      sendEncoded(request, reply, await kept(key('comments', request.params.postId), commentsAnswer, () => commentsOfPost(app.db, request.params.postId))),
  );

  app.get('/search', { schema: { querystring: forumSearchQuery, response: { 200: forumSearchPage, ...errors } } }, async (request, reply) => {
    const { q, cursor } = request.query;
    const body = await kept(key('search', searchWords(q).join(' '), cursor), forumSearchPage, () => searchForum(app.db, q, cursor));
    return sendEncoded(request, reply, body);
  });
};

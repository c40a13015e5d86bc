import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumEndpoints as api, NEXT_CURSOR_HEADER } from '../../../shared/api/forum';
import { categoryWithTopics, commentsOfPost, listCategories, listRecentTopics, postsPage, topicDetail, topicRowBySlug } from './queries';
import { EncodedJson, sendEncoded } from '../../lib/encoded-json';
import { on } from '../../lib/endpoint';
import { noteSearchAnswer } from '../../lib/search-misses';
import { searchWords } from '../../lib/text-search';
import { keptAnswers, VersionedCache } from '../../lib/versioned-cache';
import { searchForum } from './search';
import { authorizeGroupRead, type GroupRef, groupOfPost, groupOfTopicSlug } from './group-access';

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
  const kept = keptAnswers(KEPT_ANSWERS, () => app.keptVersions.get('forum'));
  const key = (...parts: unknown[]) => JSON.stringify([Math.floor(Date.now() / VIEW_COUNT_FRESHNESS_MS), ...parts]);

  app.route({
    ...on(api.categories),
    handler: async (request, reply) => sendEncoded(request, reply, await kept(key('categories'), api.categories.responses[200], () => listCategories(app.db))),
  });

  app.route({
    ...on(api.category),
    handler: async (request, reply) => {
      const { slug } = request.params;
      const body = await kept(key('category', slug, request.query.cursor), api.category.responses[200], () => categoryWithTopics(app.db, slug, request.query.cursor));
      return sendEncoded(request, reply, body);
    },
  });

  /** The spec's array; the next page's cursor, when there is one, travels in a header (kept beside it). */
  const topicsAnswer = api.topics.responses[200];
  const topicPages = new VersionedCache<{ body: EncodedJson; next: string | null }>(KEPT_ANSWERS);
  app.route({
    ...on(api.topics),
    handler: async (request, reply) => {
      const page = await topicPages.get(await app.keptVersions.get('forum'), key('topics', request.query.limit, request.query.cursor, request.query.order), async () => {
        const found = await listRecentTopics(app.db, request.query);
        return { body: EncodedJson.of(topicsAnswer, found.items), next: found.nextCursor };
      });
      if (page.next) reply.header(NEXT_CURSOR_HEADER, page.next);
      return sendEncoded(request, reply, page.body);
    },
  });

  // Which group a topic belongs to (most belong to none): kept like the answers, so a kept topic page costs no SQL.
  const topicGroups = new VersionedCache<GroupRef | null>(KEPT_ANSWERS);
  // (A group's own changes raise the groups' version, not the forum's: the forum's lock order stays topic, category, version.)
  const groupOfTopicKept = async (slug: string) =>
    topicGroups.get(await app.keptVersions.get('forum'), `${await app.keptVersions.get('groups')}|${slug}`, () => groupOfTopicSlug(app.db, slug));

  app.route({
    ...on(api.topic),
    handler: async (request, reply) => {
      const { slug } = request.params;
      await authorizeGroupRead(app.db, request.user, await groupOfTopicKept(slug));
      const body = await kept(key('topic', slug), api.topic.responses[200], async () => topicDetail(app.db, await topicRowBySlug(app.db, slug)));
      app.forumViews.record(slug, viewerKey(request));
      return sendEncoded(request, reply, body);
    },
  });

  app.route({
    ...on(api.posts),
    handler: async (request, reply) => {
      const { slug } = request.params;
      await authorizeGroupRead(app.db, request.user, await groupOfTopicKept(slug));
      const body = await kept(key('posts', slug, request.query.cursor), api.posts.responses[200], async () =>
        postsPage(app.db, (await topicRowBySlug(app.db, slug)).topic.id, request.query.cursor),
      );
      return sendEncoded(request, reply, body);
    },
  });

  app.route({
    ...on(api.comments),
    handler: async (request, reply) => {
      await authorizeGroupRead(app.db, request.user, await groupOfPost(app.db, request.params.postId), 'Reply not found');
      return sendEncoded(request, reply, await kept(key('comments', request.params.postId), api.comments.responses[200], () => commentsOfPost(app.db, request.params.postId)));
    },
  });

  app.route({
    ...on(api.search),
    handler: async (request, reply) => {
      const { q, cursor } = request.query;
      const body = await kept(key('search', searchWords(q).join(' '), cursor), api.search.responses[200], () => searchForum(app.db, q, cursor));
      await noteSearchAnswer(app.db, request, 'forum', request.query, body);
      return sendEncoded(request, reply, body);
    },
  });
};

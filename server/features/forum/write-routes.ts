import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumEndpoints as api } from '../../../shared/api/forum';
import type { Db } from '../../db';
import { forumComments, forumPosts, users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/sessions';
import { presentComment, presentPost, presentTopic } from './present';
import { topicRowById } from './queries';
import { createComment, createPost, createTopic, editComment, editPost, editTopic, removeComment, removeOwnTopic, removePost, report } from './service';
import { deleteTopic } from './moderation';
import { authorizeRemoval } from './policy';
import { groupOfComment, groupOfPost, groupOfTopic, moderatesGroup } from './group-access';

/**
 * Writing in the forum: signed-in members only (visitors get 401 before their input is read).
 * Authors edit and remove their own writing; a moderator removes anyone's (policy.ts decides which).
 */
export const forumWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const postById = async (postId: number, db: Db = app.db) => {
    const [row] = await db.select({ post: forumPosts, author: users }).from(forumPosts).leftJoin(users, eq(users.id, forumPosts.authorId)).where(eq(forumPosts.id, postId));
    if (!row) throw notFound('Reply not found');
    return row;
  };
  const commentById = async (commentId: number, db: Db = app.db) => {
    const [row] = await db.select({ comment: forumComments, author: users }).from(forumComments).leftJoin(users, eq(users.id, forumComments.authorId)).where(eq(forumComments.id, commentId));
    if (!row) throw notFound('Comment not found');
    return row;
  };

  app.route({
    ...on(api.createTopic),
    handler: async (request, reply) => {
      const user = requireUser(request);
      return createOnce(request, reply, async (db) => {
        const created = await createTopic(db, user, request.body);
        return { status: 201, body: presentTopic(await topicRowById(db, created.id)) };
      });
    },
  });

  app.route({
    ...on(api.updateTopic),
    handler: async (request) => {
      const user = requireUser(request);
      await editTopic(app.db, user, request.params.id, request.body);
      return presentTopic(await topicRowById(app.db, request.params.id));
    },
  });

  /** The author's delete leaves the topic readable, marked removed; an administrator's deletes it with its replies. */
  app.route({
    ...on(api.deleteTopic),
    handler: async (request) => {
      const user = requireUser(request);
      const topic = await topicRowById(app.db, request.params.id);
      const place = { moderatesGroup: await moderatesGroup(app.db, user, await groupOfTopic(app.db, request.params.id)) };
      if (authorizeRemoval(user, 'topic', topic.topic, place) === 'moderator') await deleteTopic(app.db, user, request.params.id);
      else await removeOwnTopic(app.db, user, request.params.id);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.createPost),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const sent = await createOnce(request, reply, async (db) => {
        const created = await createPost(db, user, request.body);
        return { status: 201, body: presentPost(await postById(created.id, db), []) };
      });
      app.nudgeJobs();
      return sent;
    },
  });

  app.route({
    ...on(api.updatePost),
    handler: async (request) => {
      const user = requireUser(request);
      await editPost(app.db, user, request.params.id, request.body.content);
      return presentPost(await postById(request.params.id), []);
    },
  });

  app.route({
    ...on(api.deletePost),
    handler: async (request) => {
      const user = requireUser(request);
      const { post } = await postById(request.params.id);
      const place = { moderatesGroup: await moderatesGroup(app.db, user, await groupOfPost(app.db, request.params.id)) };
      await removePost(app.db, request.params.id, authorizeRemoval(user, 'reply', post, place), user);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.createComment),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const sent = await createOnce(request, reply, async (db) => {
        const created = await createComment(db, user, request.body);
        return { status: 201, body: presentComment(await commentById(created.id, db)) };
      });
      app.nudgeJobs();
      return sent;
    },
  });

  app.route({
    ...on(api.updateComment),
    handler: async (request) => {
      const user = requireUser(request);
      await editComment(app.db, user, request.params.id, request.body.content);
      return presentComment(await commentById(request.params.id));
    },
  });

  app.route({
    ...on(api.deleteComment),
    handler: async (request) => {
      const user = requireUser(request);
      const { comment } = await commentById(request.params.id);
      const place = { moderatesGroup: await moderatesGroup(app.db, user, await groupOfComment(app.db, request.params.id)) };
      await removeComment(app.db, request.params.id, authorizeRemoval(user, 'comment', comment, place), user);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.report),
    handler: async (request, reply) => {
      const user = requireUser(request);
      return createOnce(request, reply, async (db) => {
        await report(db, user, request.body);
        return { status: 201, body: { ok: true as const } };
      });
    },
  });
};

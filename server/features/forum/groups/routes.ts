import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAdminEndpoints as adminApi, groupEndpoints as api } from '../../../../shared/api/groups';
import { canModerateGroup } from '../../../../shared/policies/groups';
import { on } from '../../../lib/endpoint';
import { AppError, notFound } from '../../../lib/errors';
import { createOnce } from '../../../lib/idempotency';
import { requireAdmin, requireUser } from '../../../lib/sessions';
import { groupOfTopic } from '../group-access';
import { moderateTopic } from '../moderation';
import { presentTopic } from '../present';
import { topicRowById, topicsInCategory } from '../queries';
import { createTopic } from '../service';
import { adminGroupMembers, adminGroups, createGroup, deleteGroupMember, putGroupMember, updateGroup } from './admin';
import { decideRequest, joinGroup, joinRequests, leaveGroup } from './membership';
import { groupDetail, groupMembersPage, listGroups, readableGroup, visibleGroup } from './queries';

/**
 * Support groups (issue 21): the list and each group's page answer visitors too (hidden groups only
 * their members); discussions are forum topics, so writing in them keeps the forum's rules and limits.
 */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.list), handler: async (request) => ({ groups: await listGroups(app.db, request.user) }) });

  app.route({ ...on(api.group), handler: async (request) => groupDetail(app.db, request.user, request.params.slug) });

  app.route({
    ...on(api.topics),
    handler: async (request) => {
      const { group } = await readableGroup(app.db, request.user, request.params.slug);
      const page = await topicsInCategory(app.db, group.categoryId, request.query.cursor);
      return { items: page.topics, nextCursor: page.nextCursor };
    },
  });

  app.route({
    ...on(api.createTopic),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { group } = await visibleGroup(app.db, user, request.params.slug);
      return createOnce(request, reply, async (db) => {
        // The forum's use case: the group's membership rule, posting limits and the lock order come with it.
        const created = await createTopic(db, user, { ...request.body, categoryId: group.categoryId });
        return { status: 201, body: presentTopic(await topicRowById(db, created.id)) };
      });
    },
  });

  app.route({
    ...on(api.join),
    handler: async (request, reply) => {
      const user = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await joinGroup(db, user, request.params.slug, request.body.message) }));
    },
  });

  app.route({ ...on(api.leave), handler: async (request) => leaveGroup(app.db, requireUser(request), request.params.slug) });

  app.route({ ...on(api.members), handler: async (request) => groupMembersPage(app.db, requireUser(request), request.params.slug, request.query.cursor) });

  app.route({ ...on(api.requests), handler: async (request) => joinRequests(app.db, requireUser(request), request.params.slug) });

  app.route({
    ...on(api.decideRequest),
    handler: async (request) => {
      await decideRequest(app.db, requireUser(request), request.params.slug, request.params.id, request.body.decision);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.moderateTopic),
    handler: async (request) => {
      const user = requireUser(request);
      const { group, membership } = await visibleGroup(app.db, user, request.params.slug);
      const topicGroup = await groupOfTopic(app.db, request.params.id);
      if (topicGroup?.id !== group.id) throw notFound('Topic not found');
      if (!canModerateGroup(user, membership)) throw new AppError('FORBIDDEN', 'Only the group’s moderators can pin or lock its discussions');
      await moderateTopic(app.db, user, request.params.id, request.body);
      return presentTopic(await topicRowById(app.db, request.params.id));
    },
  });
};

export const groupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(adminApi.list), handler: async (request) => (requireAdmin(request), adminGroups(app.db)) });

  app.route({
    ...on(adminApi.create),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createGroup(db, admin, request.body) }));
    },
  });

  app.route({ ...on(adminApi.update), handler: async (request) => updateGroup(app.db, requireAdmin(request), request.params.id, request.body) });

  app.route({ ...on(adminApi.members), handler: async (request) => (requireAdmin(request), adminGroupMembers(app.db, request.params.id)) });

  app.route({ ...on(adminApi.addMember), handler: async (request) => putGroupMember(app.db, requireAdmin(request), request.params.id, request.body) });

  app.route({
    ...on(adminApi.removeMember),
    handler: async (request) => {
      await deleteGroupMember(app.db, requireAdmin(request), request.params.id, request.params.userId);
      return { ok: true as const };
    },
  });
};

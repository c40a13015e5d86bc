import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumEndpoints as api } from '../../../shared/api/forum';
import { on } from '../../lib/endpoint';
import { requireAdmin } from '../../lib/sessions';
import { moderateTopic } from './moderation';
import { presentTopic } from './present';
import { topicRowById } from './queries';

/** Topic moderation from the topic page and /admin/forums: administrators only. */
export const forumModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.moderateTopic),
    handler: async (request) => {
      const admin = requireAdmin(request);
      await moderateTopic(app.db, admin, request.params.id, request.body);
      return presentTopic(await topicRowById(app.db, request.params.id));
    },
  });
};

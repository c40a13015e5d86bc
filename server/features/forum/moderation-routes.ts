import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { forumTopic, id, moderateTopicBody } from '../../../shared/api/forum';
import { adminsOnly, requireAdmin } from '../../lib/sessions';
import { moderateTopic } from './moderation';
import { presentTopic } from './present';
import { topicRowById } from './queries';

/** Topic moderation from the topic page and /admin/forums: administrators only. */
export const forumModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  adminsOnly(app);

  app.patch(
    '/topics/:id/moderation',
    { schema: { params: z.object({ id }), body: moderateTopicBody, response: { 200: forumTopic, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } } },
    async (request) => {
      const admin = requireAdmin(request);
      await moderateTopic(app.db, admin, request.params.id, request.body);
      return presentTopic(await topicRowById(app.db, request.params.id));
    },
  );
};

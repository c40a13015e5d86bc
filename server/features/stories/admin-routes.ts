import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storyAdminEndpoints as api } from '../../../shared/api/stories';
import { on } from '../../lib/endpoint';
import { requireAdmin } from '../../lib/sessions';
import { approveStory, declineStory, listForAdmin, setFeatured, storyForAdmin, unpublishStory } from './moderation';

/** The stories' moderation (issue 21): the queue, approve or decline with a reason, feature one, unpublish; all audited. */
export const storyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.list),
    handler: async (request) => {
      requireAdmin(request);
      return listForAdmin(app.db, request.query);
    },
  });

  app.route({
    ...on(api.get),
    handler: async (request) => {
      requireAdmin(request);
      return storyForAdmin(app.db, request.params.id);
    },
  });

  // A decision tells the author at once (a notice) and by e-mail (a job, run now).
  app.route({
    ...on(api.approve),
    handler: async (request) => {
      const story = await approveStory(app.db, requireAdmin(request), request.params.id);
      app.nudgeJobs();
      return story;
    },
  });

  app.route({
    ...on(api.decline),
    handler: async (request) => {
      const story = await declineStory(app.db, requireAdmin(request), request.params.id, request.body.reason);
      app.nudgeJobs();
      return story;
    },
  });

  app.route({ ...on(api.feature), handler: async (request) => setFeatured(app.db, requireAdmin(request), request.params.id, request.body.featured) });

  app.route({
    ...on(api.unpublish),
    handler: async (request) => {
      const story = await unpublishStory(app.db, requireAdmin(request), request.params.id, request.body.reason);
      app.nudgeJobs();
      return story;
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storyEndpoints as api } from '../../../shared/api/stories';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireUser } from '../../lib/sessions';
import { countAgainst, STORY_LIMITS } from './limits';
import { homeStory, listPublished, myStories, storyBySlug } from './queries';
import { createStory, photoInUse, updateStory, withdrawStory } from './service';

/** Success stories for readers and their authors (issue 21): the list, a story's page, telling, editing and withdrawing one. */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.list), handler: async (request) => listPublished(app.db, request.query) });

  app.route({ ...on(api.home), handler: async () => homeStory(app.db) });

  app.route({ ...on(api.mine), handler: async (request) => myStories(app.db, requireUser(request)) });

  app.route({ ...on(api.detail), handler: async (request) => storyBySlug(app.db, request.params.slug, request.user) });

  app.route({
    ...on(api.create),
    handler: async (request, reply) => {
      const member = requireUser(request);
      await countAgainst(app.db, app.config, `story-submit:member:${member.id}`, STORY_LIMITS.submissionsPerMember);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createStory(db, member, request.body) }));
    },
  });

  app.route({
    ...on(api.update),
    handler: async (request) => {
      const member = requireUser(request);
      await countAgainst(app.db, app.config, `story-edit:member:${member.id}`, STORY_LIMITS.editsPerMember);
      const { story, oldPhoto } = await updateStory(app.db, member, request.params.id, request.body);
      if (oldPhoto && !(await photoInUse(app.db, oldPhoto))) await app.storage.remove(oldPhoto);
      return story;
    },
  });

  app.route({ ...on(api.withdraw), handler: async (request) => withdrawStory(app.db, requireUser(request), request.params.id) });
};

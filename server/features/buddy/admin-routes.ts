import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buddyEndpoints as api } from '../../../shared/api/buddy';
import { on } from '../../lib/endpoint';
import { buddyStats as readBuddyStats } from './match-service';

/** /admin: Clubfoot Buddy in figures. */
export const buddyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.adminStats), handler: () => readBuddyStats(app.db) });
};

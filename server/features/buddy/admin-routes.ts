import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buddyStats } from '../../../shared/api/buddy';
import { errorBody } from '../../../shared/api/common';
import { adminsOnly } from '../../lib/sessions';
import { buddyStats as readBuddyStats } from './match-service';

/** /admin: Clubfoot Buddy in figures. */
export const buddyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminsOnly(app);
  app.get('/stats', { schema: { response: { 200: buddyStats, 401: errorBody, 403: errorBody } } }, () => readBuddyStats(app.db));
};

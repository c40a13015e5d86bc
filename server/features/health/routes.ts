import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as api } from '../../../shared/api/health';
import { on } from '../../lib/endpoint';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.status),
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, engine: app.dbKind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ message: 'Database unreachable' });
      }
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transparencyEndpoints as api } from '../../../shared/api/transparency';
import { on } from '../../lib/endpoint';
import { figuresCsv } from './csv';
import { transparencyFigures } from './figures';

/** /transparency's figures: public, and never a member's name (only totals and payouts to charities). */
export const transparencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.figures), handler: async () => transparencyFigures(app.db) });

  app.route({
    ...on(api.csv),
    handler: async (_request, reply) => {
      const csv = figuresCsv(await transparencyFigures(app.db));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="where-the-money-went-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  });
};

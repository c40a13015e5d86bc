import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopEndpoints as api } from '../../../shared/api/shop';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { createOnce, idempotencyNameOf } from '../../lib/idempotency';
import { DONATION_LIMITS, scaled } from '../../lib/rate-limits';
import { requireUser } from '../../lib/sessions';
import { reviewableProduct } from './reviews';
import { closeOwnSplitPair, mySplitPairs, paySplitPairHalf, splitPairOptions, startSplitPair, viewSplitPair } from './split-pairs';

/** Split pairs between Clubfoot Buddies (issue 20): two sizes, two halves, each paid by its wearer. */
export const splitPairRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = async (ip: string) => {
    const perIp = { key: `checkout:ip:${ip}`, limit: scaled(app.config, DONATION_LIMITS.startsPerIp) };
    await assertUnderLimits(app.db, [perIp]);
    await increment(app.db, perIp.key, perIp.limit);
  };

  app.route({
    ...on(api.splitPairOptions),
    handler: async (request) => {
      const member = requireUser(request);
      const product = await reviewableProduct(app.db, request.params.slug, member);
      return { options: await splitPairOptions(app.db, member, product) };
    },
  });

  app.route({
    ...on(api.startSplitPair),
    handler: async (request, reply) => {
      const member = requireUser(request);
      const product = await reviewableProduct(app.db, request.params.slug, member);
      await limited(request.ip);
      const started = await startSplitPair(app.db, app.payments, member, product, request.body, idempotencyNameOf(request));
      return createOnce(request, reply, async () => ({ status: 200, body: started }));
    },
  });

  app.route({ ...on(api.mySplitPairs), handler: async (request) => ({ splitPairs: await mySplitPairs(app.db, requireUser(request)) }) });

  app.route({ ...on(api.splitPair), handler: async (request) => viewSplitPair(app.db, requireUser(request), request.params.id) });

  app.route({
    ...on(api.paySplitPairHalf),
    handler: async (request, reply) => {
      const member = requireUser(request);
      await limited(request.ip);
      const started = await paySplitPairHalf(app.db, app.payments, member, request.params.id, request.body, idempotencyNameOf(request));
      return createOnce(request, reply, async () => ({ status: 200, body: started }));
    },
  });

  app.route({ ...on(api.closeSplitPair), handler: async (request) => closeOwnSplitPair(app.db, app.payments, requireUser(request), request.params.id) });
};

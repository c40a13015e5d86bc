import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopAdminEndpoints as adminApi, shopEndpoints as api } from '../../../shared/api/shop';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { SHOP_LIMITS, scaled } from '../../lib/rate-limits';
import { requireAdmin, requireUser } from '../../lib/sessions';
import { listReviewReports, resolveReviewReport } from './review-moderation';
import { deleteReview, listReviews, markHelpful, reportReview, reviewableProduct, saveReview } from './reviews';

/** Reviews members trust (issue 20): reading, writing once per product, helpful votes, reports and their moderation. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = async (key: string, limit: { max: number; windowMs: number }) => {
    const counter = { key, limit: scaled(app.config, limit) };
    await assertUnderLimits(app.db, [counter]);
    await increment(app.db, counter.key, counter.limit);
  };

  app.route({
    ...on(api.reviews),
    handler: async (request) => {
      const product = await reviewableProduct(app.db, request.params.slug, request.user);
      return listReviews(app.db, product.id, request.query, request.user);
    },
  });

  app.route({
    ...on(api.saveReview),
    handler: async (request) => {
      const member = requireUser(request);
      const product = await reviewableProduct(app.db, request.params.slug, member);
      await limited(`review-save:member:${member.id}`, SHOP_LIMITS.reviewSavesPerMember);
      return saveReview(app.db, product.id, member, request.body);
    },
  });

  app.route({
    ...on(api.deleteReview),
    handler: async (request) => {
      const member = requireUser(request);
      const product = await reviewableProduct(app.db, request.params.slug, member);
      await deleteReview(app.db, product.id, member);
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.markHelpful),
    handler: async (request) => markHelpful(app.db, request.params.id, requireUser(request), request.body.helpful),
  });

  app.route({
    ...on(api.reportReview),
    handler: async (request, reply) => {
      const member = requireUser(request);
      await limited(`review-report:member:${member.id}`, SHOP_LIMITS.reviewReportsPerMember);
      return createOnce(request, reply, async (db) => {
        await reportReview(db, request.params.id, member, request.body.reason);
        return { status: 201, body: { ok: true as const } };
      });
    },
  });

  app.route({
    ...on(adminApi.reviewReports),
    handler: async (request) => {
      requireAdmin(request);
      return listReviewReports(app.db, request.query);
    },
  });

  app.route({
    ...on(adminApi.resolveReviewReport),
    handler: async (request) => resolveReviewReport(app.db, requireAdmin(request), request.params.id, request.body.action),
  });
};

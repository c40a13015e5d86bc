import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentEndpoints as api } from '../../../shared/api/payments';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { StripePaymentProvider } from '../../lib/payments/stripe-provider';

/**
 * POST /api/webhooks/stripe. The signature is checked on the raw body, so this plugin reads JSON as a
 * buffer (the parser stays inside this plugin: every other route still parses JSON); events are
 * applied once each (a replay answers 200 and changes nothing), to a gift or an order.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.route({
    ...on(api.stripeWebhook),
    handler: async (request, reply) => {
      const payments = app.payments;
      if (!(payments instanceof StripePaymentProvider)) throw new AppError('NOT_FOUND', 'Stripe is not configured on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Missing Stripe signature');
      let event;
      try {
        event = payments.parseWebhook(request.body, signature);
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
      }
      const outcome = await app.applyPaymentEvent('stripe', event);
      app.nudgeJobs();
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return reply.send({ received: true, outcome });
    },
  });
};

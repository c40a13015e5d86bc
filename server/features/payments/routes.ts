import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentEndpoints as api } from '../../../shared/api/payments';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { DONATION_LIMITS, scaled } from '../../lib/rate-limits';

/** Test mode's stand-in for the provider's confirmation page and its webhook, for gifts and orders alike. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.testConfirm),
    handler: async (request) => {
      const payments = app.payments;
      if (payments.mode !== 'test') throw notFound('Test mode is off on this site');
      const perIp = { key: `payment-confirm:ip:${request.ip}`, limit: scaled(app.config, DONATION_LIMITS.confirmationsPerIp) };
      await assertUnderLimits(app.db, [perIp]);
      await increment(app.db, perIp.key, perIp.limit);
      const event = await payments.confirm(app.db, request.body.clientSecret, request.body.paymentMethod);
      if (!event) throw notFound('This payment was not found. Please start again.');
      await app.applyPaymentEvent('test', event);
      app.nudgeJobs();
      if (event.type === 'payment.failed' || event.type === 'invoice.failed') return { status: 'failed' as const, message: event.message };
      return { status: 'succeeded' as const, message: null };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { type CreateDonationBody, donationEndpoints as api } from '../../../shared/api/donations';
import { DONATION_CURRENCY, DONATIONS_OFF_MESSAGE } from '../../../shared/donations';
import { donations } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { on } from '../../lib/endpoint';
import { DONATION_LIMITS, scaled } from '../../lib/rate-limits';
import { requireUser, type UserRow } from '../../lib/sessions';
import { paymentTotals, presentGift, presentGifts } from './present';
import { applyProviderEvent, cancelGift, findGiftByToken, findMemberGift, startDonation } from './service';

/** /api/donations: start a gift, test mode's confirmation, a donor's own gifts. */
export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;

  app.route({
    ...on(api.config),
    handler: async () => ({ mode: payments.mode, publishableKey: payments.publishableKey, currency: DONATION_CURRENCY }),
  });

  type Start = { body: CreateDonationBody; ip: string; user: UserRow | null };
  async function start(type: 'one-time' | 'monthly', { body, ip, user }: Start) {
    if (body.type !== type) {
      throw badRequest(type === 'one-time' ? 'A monthly gift is created with create-subscription' : 'A one-time gift is created with create-payment-intent');
    }
    if (payments.mode === 'off') throw new AppError('UNAVAILABLE', DONATIONS_OFF_MESSAGE);
    const perIp = { key: `donation-start:ip:${ip}`, limit: scaled(app.config, DONATION_LIMITS.startsPerIp) };
    await assertUnderLimits(app.db, [perIp]);
    await increment(app.db, perIp.key, perIp.limit);
    return startDonation(app.db, payments, body, user);
  }

  app.route({ ...on(api.createPaymentIntent), handler: (request) => start('one-time', request) });
  app.route({ ...on(api.createSubscription), handler: (request) => start('monthly', request) });

  // Test mode only: stands in for the provider's own confirmation page and its webhook.
  app.route({
    ...on(api.testConfirm),
    handler: async (request) => {
      if (payments.mode !== 'test') throw notFound('Test mode is off on this site');
      const perIp = { key: `donation-confirm:ip:${request.ip}`, limit: scaled(app.config, DONATION_LIMITS.confirmationsPerIp) };
      await assertUnderLimits(app.db, [perIp]);
      await increment(app.db, perIp.key, perIp.limit);
      const event = await payments.confirm(app.db, request.body.clientSecret, request.body.paymentMethod);
      if (!event) throw notFound('This payment was not found. Please press Donate again.');
      await applyProviderEvent(app.db, 'test', event);
      app.nudgeJobs();
      if (event.type === 'payment.failed' || event.type === 'invoice.failed') return { status: 'failed' as const, message: event.message };
      return { status: 'succeeded' as const, message: null };
    },
  });

  app.route({
    ...on(api.mine),
    handler: async (request) => {
      const member = requireUser(request);
      const rows = await app.db.select().from(donations).where(eq(donations.userId, member.id)).orderBy(desc(donations.createdAt)).limit(100);
      // Gifts that never got past the payment form are not gifts.
      return { gifts: await presentGifts(app.db, rows.filter((gift) => gift.status !== 'pending' && gift.status !== 'failed')) };
    },
  });

  app.route({
    ...on(api.cancel),
    handler: async (request) => {
      const member = requireUser(request);
      const gift = await findMemberGift(app.db, member, request.params.id);
      await cancelGift(app.db, payments, gift);
      return presentUpdated(gift.id);
    },
  });

  app.route({
    ...on(api.managed),
    handler: async (request) => {
      const gift = await findGiftByToken(app.db, request.query.token);
      return presentGift(gift, (await paymentTotals(app.db, [gift.id])).get(gift.id));
    },
  });

  app.route({
    ...on(api.cancelManaged),
    handler: async (request) => {
      const gift = await findGiftByToken(app.db, request.body.token);
      await cancelGift(app.db, payments, gift);
      return presentUpdated(gift.id);
    },
  });

  async function presentUpdated(id: string) {
    const [gift] = await app.db.select().from(donations).where(eq(donations.id, id));
    if (!gift) throw new AppError('NOT_FOUND', 'Gift not found');
    return presentGift(gift, (await paymentTotals(app.db, [gift.id])).get(gift.id));
  }
};

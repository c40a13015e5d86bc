import { requestLocale } from '../../lib/locale';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { type CreateDonationBody, donationEndpoints as api } from '../../../shared/api/donations';
import { DONATION_CURRENCY, DONATIONS_OFF_MESSAGE } from '../../../shared/donations';
import { donations } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { AppError, badRequest } from '../../lib/errors';
import { on } from '../../lib/endpoint';
import { createOnce, idempotencyNameOf } from '../../lib/idempotency';
import { DONATION_LIMITS, scaled } from '../../lib/rate-limits';
import { requireUser } from '../../lib/sessions';
import { paymentTotals, presentGift, presentGifts } from './present';
import { cancelGift, findGiftByToken, findMemberGift, startDonation } from './service';

/** /api/donations: start a gift, test mode's confirmation, a donor's own gifts. */
export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;

  app.route({
    ...on(api.config),
    handler: async () => ({ mode: payments.mode, publishableKey: payments.publishableKey, currency: DONATION_CURRENCY }),
  });

  /**
   * The gift and the provider's intent are made before the Idempotency-Key's transaction (no
   * transaction waits on the provider), and both are keyed: by the body's key, else by the header's.
   * A repeat after a crash before the answer was stored finds the same gift, and the provider answers
   * the same intent: nothing is made twice. createOnce() then stores the answer with the key.
   */
  async function start(type: 'one-time' | 'monthly', request: FastifyRequest<{ Body: CreateDonationBody }>) {
    const { body, ip, user } = request;
    if (body.type !== type) {
      throw badRequest(type === 'one-time' ? 'A monthly gift is created with create-subscription' : 'A one-time gift is created with create-payment-intent');
    }
    if (payments.mode === 'off') throw new AppError('UNAVAILABLE', DONATIONS_OFF_MESSAGE);
    const perIp = { key: `donation-start:ip:${ip}`, limit: scaled(app.config, DONATION_LIMITS.startsPerIp) };
    await assertUnderLimits(app.db, [perIp]);
    await increment(app.db, perIp.key, perIp.limit);
    return startDonation(app.db, payments, body, user, idempotencyNameOf(request), requestLocale(request));
  }

  app.route({
    ...on(api.createPaymentIntent),
    handler: async (request, reply) => {
      const started = await start('one-time', request);
      return createOnce(request, reply, async () => ({ status: 200, body: started }));
    },
  });
  app.route({
    ...on(api.createSubscription),
    handler: async (request, reply) => {
      const started = await start('monthly', request);
      return createOnce(request, reply, async () => ({ status: 200, body: started }));
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

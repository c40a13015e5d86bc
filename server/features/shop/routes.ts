import { requestLocale } from '../../lib/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { shopEndpoints as api } from '../../../shared/api/shop';
import { ORDER_NUMBER_PATTERN } from '../../../shared/shop';
import { orders } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { createOnce, idempotencyNameOf } from '../../lib/idempotency';
import { DONATION_LIMITS, scaled } from '../../lib/rate-limits';
import { requireUser } from '../../lib/sessions';
import { memberCartLines, mergeIntoCart, priceCart, setCartQuantity } from './cart';
import { listProducts, productDetail } from './catalogue';
import { startCheckout } from './checkout';
import { maySeeOrder } from './policy';
import { presentOrders } from './present';

/** Orders a customer counts as theirs: those that got past the payment form. */
const PLACED = ['paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

/** /api/shop: the catalogue, carts, checkout and a customer's orders (issue 20). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.products), handler: async (request) => listProducts(app.db, request.query) });

  app.route({ ...on(api.product), handler: async (request) => productDetail(app.db, request.params.slug, request.user) });

  app.route({ ...on(api.quote), handler: async (request) => priceCart(app.db, request.body.items, request.body.country) });

  app.route({
    ...on(api.cart),
    handler: async (request) => {
      const member = requireUser(request);
      return priceCart(app.db, await memberCartLines(app.db, member), request.query.country);
    },
  });

  app.route({
    ...on(api.setCartQuantity),
    handler: async (request) => {
      const member = requireUser(request);
      await setCartQuantity(app.db, member, request.params.lineKey, request.body.quantity);
      return priceCart(app.db, await memberCartLines(app.db, member), undefined);
    },
  });

  app.route({
    ...on(api.mergeCart),
    handler: async (request) => {
      const member = requireUser(request);
      await mergeIntoCart(app.db, member, request.body.items);
      return priceCart(app.db, await memberCartLines(app.db, member), undefined);
    },
  });

  /**
   * The order and the provider's payment are made before the Idempotency-Key's transaction (no
   * transaction waits on the provider), both keyed by the body's key, else the header's: a repeat
   * after a crash finds the same order and payment. createOnce() then stores the answer.
   */
  app.route({
    ...on(api.checkout),
    handler: async (request, reply) => {
      const perIp = { key: `checkout:ip:${request.ip}`, limit: scaled(app.config, DONATION_LIMITS.startsPerIp) };
      await assertUnderLimits(app.db, [perIp]);
      await increment(app.db, perIp.key, perIp.limit);
      const started = await startCheckout(app.db, app.payments, request.body, request.user, idempotencyNameOf(request), requestLocale(request));
      return createOnce(request, reply, async () => ({ status: 200, body: started }));
    },
  });

  app.route({
    ...on(api.order),
    handler: async (request) => {
      const number = Number(ORDER_NUMBER_PATTERN.exec(request.params.number)?.[1]);
      const [order] = await app.db.select().from(orders).where(eq(orders.number, number));
      if (!order || !(await maySeeOrder(app.db, order, request.user, request.query.token))) throw notFound('This order was not found. Please use the link in your receipt.');
      const [presented] = await presentOrders(app.db, [order]);
      if (!presented) throw notFound('This order was not found.');
      return presented;
    },
  });

  app.route({
    ...on(api.myOrders),
    handler: async (request) => {
      const member = requireUser(request);
      const rows = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, member.id), inArray(orders.status, [...PLACED])))
        .orderBy(desc(orders.createdAt))
        .limit(100);
      return { orders: await presentOrders(app.db, rows) };
    },
  });
};

import { randomBytes, randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckoutResponse } from '../../../shared/api/shop';
import type { checkoutBody } from '../../../shared/api/shop';
import { PAYMENTS_OFF_MESSAGE } from '../../../shared/payments';
import { orderNumberText, RESERVATION_MINUTES, shippingOptionsFor, variantLabel } from '../../../shared/shop';
import type { z } from 'zod';
import type { Db } from '../../db';
import { cartItems, orderAccessTokens, orderItems, orders, products, productVariants } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs';
import { readOrganisation } from '../../lib/organisation';
import type { Payments } from '../../lib/payments';
import type { PaymentEventHandler } from '../../lib/payments/events';
import { ProviderError } from '../../lib/payments/provider';
import type { UserRow } from '../../lib/sessions';
import { lineProblem, mergeLines, variantsOf } from './cart';
import { hashOrderToken } from './policy';
import type { OrderRow } from './present';

export const ORDER_EXPIRY_JOB = 'shop.expire-order';
export const ORDER_RECEIPT_JOB = 'shop.order-receipt';
export const LATE_PAYMENT_REFUND_JOB = 'shop.refund-late-payment';

type CheckoutInput = z.output<typeof checkoutBody>;

/** A new key to an order (the confirmation page's, or a receipt's); only its hash is kept. */
export async function issueOrderToken(db: Db, orderId: string) {
  const token = randomBytes(24).toString('base64url');
  await db.insert(orderAccessTokens).values({ tokenHash: hashOrderToken(token), orderId });
  return token;
}

class StockTaken extends Error {}

/**
 * Takes the lines' units off the shelf for one order, all or none: each decrement only happens while
 * enough units are left, so two checkouts can never both take the last one (the row lock orders them).
 */
async function reserve(tx: Db, lines: { variantId: string | null; quantity: number }[]) {
  for (const line of lines) {
    if (!line.variantId) throw new StockTaken();
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stock} >= ${line.quantity}`, isNull(productVariants.retiredAt)))
      .returning({ id: productVariants.id });
    if (taken.length === 0) throw new StockTaken();
  }
}

/** Puts an order's units back on the shelf, once (a second call finds it already released). */
export async function releaseStock(tx: Db, orderId: string) {
  const [released] = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!released) return false;
  const items = await tx.select({ variantId: orderItems.variantId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    if (!item.variantId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
      .where(eq(productVariants.id, item.variantId));
  }
  return true;
}

/**
 * Checkout: prices, shipping and stock from the database (whatever the browser showed), the stock
 * reserved and the order recorded in one transaction, then the provider's payment made for the
 * server's total. The same idempotency key always leads to the same order and payment.
 */
export async function startCheckout(db: Db, payments: Payments, body: CheckoutInput, buyer: UserRow | null, requestKey: string | null): Promise<CheckoutResponse> {
  if (payments.mode === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
  const email = buyer?.email ?? body.email;
  if (!email) throw badRequest('Please enter your e-mail address for the receipt');
  const idempotencyKey = body.idempotencyKey ?? (requestKey ? `request:${requestKey}` : randomUUID());

  let order = await orderByKey(db, idempotencyKey);
  if (!order) {
    const lines = mergeLines(body.items);
    const found = await variantsOf(
      db,
      lines.map((line) => line.variantId),
    );
    const problems = lines.flatMap((line) => {
      const problem = lineProblem(found.get(line.variantId), line.quantity);
      const row = found.get(line.variantId);
      return problem ? [`${row ? `${row.product.name} (${variantLabel(row.variant)})` : 'An item in your cart'}: ${problem.toLowerCase()}`] : [];
    });
    if (problems.length > 0) throw new AppError('CONFLICT', `Please check your cart: ${problems.join('; ')}.`);
    const items = lines.map((line) => {
      const row = found.get(line.variantId);
      if (!row) throw new Error('priced variant vanished');
      return { ...line, row };
    });
    const subtotalCents = items.reduce((sum, item) => sum + item.row.variant.priceCents * item.quantity, 0);
    const shipping = shippingOptionsFor(body.shippingAddress.country, subtotalCents).find((option) => option.method === body.shippingMethod);
    if (!shipping) throw badRequest('Please choose a shipping method');
    if (subtotalCents + shipping.cents <= 0) throw badRequest('There is nothing to pay for in this cart');
    const reservedUntil = addMinutes(new Date(), RESERVATION_MINUTES);
    try {
      order = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(orders)
          .values({
            userId: buyer?.id ?? null,
            email,
            shippingAddress: body.shippingAddress,
            shippingMethod: body.shippingMethod,
            subtotalCents,
            shippingCents: shipping.cents,
            totalCents: subtotalCents + shipping.cents,
            provider: payments.mode,
            idempotencyKey,
            reservedUntil,
          })
          .onConflictDoNothing()
          .returning();
        // The same key, pressed twice at once: the first made the order.
        if (!created) return null;
        await reserve(tx, items);
        await tx.insert(orderItems).values(
          items.map((item) => ({
            orderId: created.id,
            productId: item.row.product.id,
            variantId: item.variantId,
            productName: item.row.product.name,
            variantLabel: variantLabel(item.row.variant),
            sku: item.row.variant.sku,
            unitPriceCents: item.row.variant.priceCents,
            quantity: item.quantity,
          })),
        );
        await enqueueJob(tx, ORDER_EXPIRY_JOB, { orderId: created.id }, reservedUntil);
        return created;
      });
    } catch (error) {
      if (error instanceof StockTaken) throw new AppError('CONFLICT', 'Someone bought the last of an item in your cart a moment ago. Please check your cart and try again.');
      throw error;
    }
    order ??= await orderByKey(db, idempotencyKey);
    if (!order) throw new Error('order vanished');
  }
  if ((order.userId ?? null) !== (buyer?.id ?? null)) {
    throw new AppError('CONFLICT', 'This request was already used for a different order. Please press Pay again.');
  }
  if (order.status !== 'pending') throw new AppError('CONFLICT', 'This checkout is already closed. Please press Pay again for a new one.');
  return { ...(await ensurePayment(db, payments, order, idempotencyKey)), accessToken: await issueOrderToken(db, order.id) };
}

async function orderByKey(db: Db, idempotencyKey: string) {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  return order ?? null;
}

/** The order's payment at the provider (made once: the provider answers a repeated key with the same intent). */
async function ensurePayment(db: Db, payments: Exclude<Payments, { mode: 'off' }>, order: OrderRow, idempotencyKey: string) {
  const organisation = (await readOrganisation(db)).name;
  try {
    const created = await payments.createPayment(db, {
      amountCents: order.totalCents,
      email: order.email,
      description: `Order ${orderNumberText(order.number)} from the ${organisation} shop`,
      metadata: { orderId: order.id },
      idempotencyKey: `order:${idempotencyKey}`,
    });
    if (order.providerPaymentIntentId !== created.paymentIntentId) {
      await db.update(orders).set({ providerPaymentIntentId: created.paymentIntentId }).where(eq(orders.id, order.id));
    }
    return {
      orderId: order.id,
      orderNumber: orderNumberText(order.number),
      clientSecret: created.clientSecret,
      mode: payments.mode,
      publishableKey: payments.publishableKey,
      totalCents: order.totalCents,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'failed', failureMessage: error.message }).where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
      await releaseStock(tx, order.id);
    });
    throw new AppError(
      error.refusedInput ? 'BAD_REQUEST' : 'UNAVAILABLE',
      error.refusedInput ? `The payment provider refused the payment: ${error.message}` : 'The payment provider could not be reached. Please try again.',
    );
  }
}

/**
 * A provider event about an order (applied once, in applyPaymentEvent's transaction). Only here is an
 * order marked paid or failed. A payment that arrives after its reservation lapsed takes the stock
 * again if it is still there; otherwise the order is refunded in full (never sold twice).
 */
export const handleOrderEvent: PaymentEventHandler = async (tx, _provider, event) => {
  if (event.type !== 'payment.succeeded' && event.type !== 'payment.failed') return null;
  const [order] = await tx.select().from(orders).where(eq(orders.providerPaymentIntentId, event.paymentIntentId));
  if (!order) return null;
  if (event.type === 'payment.failed') {
    if (order.status !== 'pending') return 'ignored';
    await tx.update(orders).set({ status: 'failed', failureMessage: event.message }).where(eq(orders.id, order.id));
    await releaseStock(tx, order.id);
    return 'failed';
  }
  if (order.status !== 'pending' && order.status !== 'failed' && order.status !== 'expired') return 'duplicate';
  if (order.stockReleasedAt) {
    const items = await tx.select({ variantId: orderItems.variantId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const retaken = await tx
      .transaction(async (savepoint) => {
        await reserve(savepoint, items);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof StockTaken) return false;
        throw error;
      });
    if (!retaken) {
      await tx
        .update(orders)
        .set({ status: 'refunded', paidAt: event.at, refundedAt: new Date(), failureMessage: 'The items sold out before your payment arrived, so it was refunded in full.' })
        .where(eq(orders.id, order.id));
      await enqueueJob(tx, LATE_PAYMENT_REFUND_JOB, { orderId: order.id });
      return 'refunded';
    }
    await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, order.id));
  }
  await tx.update(orders).set({ status: 'paid', paidAt: event.at, failureMessage: null }).where(eq(orders.id, order.id));
  await countSales(tx, order);
  await enqueueJob(tx, ORDER_RECEIPT_JOB, { orderId: order.id });
  return 'paid';
};

/** A paid order: its products count as sold ("popular"), and what it held leaves the member's cart. */
async function countSales(tx: Db, order: OrderRow) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (item.productId) {
      await tx
        .update(products)
        .set({ soldCount: sql`${products.soldCount} + ${item.quantity}` })
        .where(eq(products.id, item.productId));
    }
  }
  const variantIds = items.map((item) => item.variantId).filter((id): id is string => id !== null);
  if (order.userId && variantIds.length > 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.variantId, variantIds)));
  }
}

/**
 * The reservation's end: an order still waiting for its payment is stopped at the provider (so the
 * card can no longer be charged) and its stock goes back on the shelf.
 */
export async function expireOrder(db: Db, payments: Payments, orderId: string, now = new Date()) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'pending' || order.reservedUntil > now) return false;
  if (order.providerPaymentIntentId && order.provider === payments.mode) {
    await payments.cancelPayment(order.providerPaymentIntentId, `order-expire:${order.id}`);
  }
  return db.transaction(async (tx) => {
    const [expired] = await tx
      .update(orders)
      .set({ status: 'expired', failureMessage: 'The payment did not arrive in time, so the items were put back on the shelf.' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!expired) return false;
    await releaseStock(tx, orderId);
    return true;
  });
}

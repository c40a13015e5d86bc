import type { Locale } from '../../../shared/i18n/locales';
import { randomBytes, randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CheckoutResponse, checkoutBody, shippingAddress } from '../../../shared/api/shop';
import { PAYMENTS_OFF_MESSAGE } from '../../../shared/payments';
import { orderNumberText, RESERVATION_MINUTES, shippingOptionsFor, type ShippingMethod } from '../../../shared/shop';
import type { Db } from '../../db';
import { orderAccessTokens, orderItems, orders } from '../../db/schema';
import { AppError, badRequest, said } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs';
import { readOrganisation } from '../../lib/organisation';
import type { Payments } from '../../lib/payments';
import { ProviderError } from '../../lib/payments/provider';
import type { UserRow } from '../../lib/sessions';
import { idsOf, lineFacts, lineProblem, mergeLines, variantsOf } from './cart';
import { hashOrderToken } from './policy';
import type { OrderRow } from './present';
import { type Hold, releaseStock, reserve, StockTaken } from './stock';

export { releaseStock } from './stock';

export const ORDER_EXPIRY_JOB = 'shop.expire-order';
export const ORDER_RECEIPT_JOB = 'shop.order-receipt';

export type Paying = Exclude<Payments, { mode: 'off' }>;
type CheckoutInput = z.output<typeof checkoutBody>;

/** A new key to an order (the confirmation page's, or a receipt's); only its hash is kept. */
export async function issueOrderToken(db: Db, orderId: string) {
  const token = randomBytes(24).toString('base64url');
  await db.insert(orderAccessTokens).values({ tokenHash: hashOrderToken(token), orderId });
  return token;
}

/** The provider to charge with, or 503 before anything is stored when this site takes no payments. */
export function payingProvider(payments: Payments): Paying {
  if (payments.mode === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
  return payments;
}

/** The key one press of Pay is known by: the body's, else the request's Idempotency-Key, else a new one. */
export const checkoutKey = (bodyKey: string | undefined, requestKey: string | null) => bodyKey ?? (requestKey ? `request:${requestKey}` : randomUUID());

/** Shipping's price for the order's destination and subtotal, as the server reckons it. */
export function shippingCentsFor(country: string, subtotalCents: number, method: ShippingMethod) {
  const shipping = shippingOptionsFor(country, subtotalCents).find((option) => option.method === method);
  if (!shipping) throw badRequest('Please choose a shipping method');
  return shipping.cents;
}

export type OrderItemDraft = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** An order about to be placed: what it holds and costs, the server's own figures. */
export type OrderDraft = {
  buyer: UserRow | null;
  email: string;
  shippingAddress: z.output<typeof shippingAddress>;
  shippingMethod: ShippingMethod;
  idempotencyKey: string;
  items: OrderItemDraft[];
  holds: Hold[];
  splitPairId?: string;
  /** Until when the payment may come (30 minutes, or less where a split pair ends sooner). */
  reservedUntil?: Date;
  /** The language of the page it was placed on (a visitor's e-mails about it are written in it). */
  language?: Locale;
};

const stockTakenMessage = 'Someone bought the last of an item in your cart a moment ago. Please check your cart and try again.';

/**
 * Places an order: the stock reserved and the order recorded in one transaction, then the provider's
 * payment made for the server's total. The same idempotency key always finds the same order and payment.
 * `created` runs inside the transaction for the caller's own records (a split pair's).
 */
export async function placeOrder(db: Db, payments: Paying, draft: OrderDraft, created?: (tx: Db, order: OrderRow) => Promise<void>): Promise<CheckoutResponse> {
  let order = await orderByKey(db, draft.idempotencyKey);
  if (!order) {
    const subtotalCents = draft.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const shippingCents = shippingCentsFor(draft.shippingAddress.country, subtotalCents, draft.shippingMethod);
    if (subtotalCents + shippingCents <= 0) throw badRequest('There is nothing to pay for in this cart');
    const reservedUntil = draft.reservedUntil ?? addMinutes(new Date(), RESERVATION_MINUTES);
    try {
      order = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            userId: draft.buyer?.id ?? null,
            email: draft.email,
            language: draft.language ?? 'en',
            shippingAddress: draft.shippingAddress,
            shippingMethod: draft.shippingMethod,
            subtotalCents,
            shippingCents,
            totalCents: subtotalCents + shippingCents,
            provider: payments.mode,
            idempotencyKey: draft.idempotencyKey,
            reservedUntil,
            splitPairId: draft.splitPairId ?? null,
          })
          .onConflictDoNothing()
          .returning();
        // The same key, pressed twice at once: the first made the order.
        if (!row) return null;
        await reserve(tx, row.id, draft.holds);
        await tx.insert(orderItems).values(draft.items.map((item) => ({ ...item, orderId: row.id })));
        await enqueueJob(tx, ORDER_EXPIRY_JOB, { orderId: row.id }, reservedUntil);
        await created?.(tx, row);
        return row;
      });
    } catch (error) {
      if (error instanceof StockTaken) throw new AppError('CONFLICT', stockTakenMessage);
      throw error;
    }
    order ??= await orderByKey(db, draft.idempotencyKey);
    if (!order) throw new Error('order vanished');
  }
  if ((order.userId ?? null) !== (draft.buyer?.id ?? null) || (order.splitPairId ?? null) !== (draft.splitPairId ?? null)) {
    throw new AppError('CONFLICT', 'This request was already used for a different order. Please try again.');
  }
  if (order.status !== 'pending') throw new AppError('CONFLICT', 'This checkout is already closed. Please try again.');
  return { ...(await ensurePayment(db, payments, order, draft.idempotencyKey)), accessToken: await issueOrderToken(db, order.id) };
}

/**
 * Checkout of a cart: prices, shipping and stock from the database (whatever the browser showed).
 * A pair of two sizes takes a left shoe of one size and a right of the other.
 */
export async function startCheckout(
  db: Db,
  payments: Payments,
  body: CheckoutInput,
  buyer: UserRow | null,
  requestKey: string | null,
  language: Locale = 'en',
): Promise<CheckoutResponse> {
  const paying = payingProvider(payments);
  const email = buyer?.email ?? body.email;
  if (!email) throw badRequest('Please enter your e-mail address for the receipt');
  const idempotencyKey = checkoutKey(body.idempotencyKey, requestKey);
  if (await orderByKey(db, idempotencyKey)) {
    // A repeat: placeOrder finds the order made the first time, whatever the shelf holds now.
    return placeOrder(db, paying, { buyer, email, shippingAddress: body.shippingAddress, shippingMethod: body.shippingMethod, idempotencyKey, items: [], holds: [] });
  }
  const lines = mergeLines(body.items);
  const found = await variantsOf(db, idsOf(lines));
  const priced = lines.map((line) => ({ line, facts: lineFacts(found, line) }));
  const problems = priced.flatMap(({ line, facts }) => {
    if (!lineProblem(facts, line.quantity)) return [];
    const item = facts.row ? `${facts.row.product.name} (${facts.label})` : said('An item in your cart');
    if (!facts.sold) return [said('{item}: no longer sold', { item })];
    if (facts.available === 0) return [said('{item}: sold out', { item })];
    return [said('{item}: only {available} left', { item, available: facts.available })];
  });
  if (problems.length > 0) throw new AppError('CONFLICT', said('Please check your cart: {problems}.', { problems }));
  const items: OrderItemDraft[] = [];
  const holds: Hold[] = [];
  for (const { line, facts } of priced) {
    const { row } = facts;
    if (!row) throw new Error('priced variant vanished');
    items.push({
      productId: row.product.id,
      variantId: line.variantId,
      rightVariantId: line.rightVariantId,
      productName: row.product.name,
      variantLabel: facts.label,
      sku: line.rightVariantId ? `${row.variant.sku}/${found.get(line.rightVariantId)?.variant.sku ?? ''}` : row.variant.sku,
      unitPriceCents: facts.unitPriceCents,
      quantity: line.quantity,
    });
    if (line.rightVariantId) {
      holds.push({ variantId: line.variantId, unit: 'left', quantity: line.quantity }, { variantId: line.rightVariantId, unit: 'right', quantity: line.quantity });
    } else {
      holds.push({ variantId: line.variantId, unit: 'pair', quantity: line.quantity });
    }
  }
  return placeOrder(db, paying, { buyer, email, shippingAddress: body.shippingAddress, shippingMethod: body.shippingMethod, idempotencyKey, items, holds, language });
}

export async function orderByKey(db: Db, idempotencyKey: string) {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  return order ?? null;
}

/** The order's payment at the provider (made once: the provider answers a repeated key with the same intent). */
async function ensurePayment(db: Db, payments: Paying, order: OrderRow, idempotencyKey: string) {
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
 * The reservation's end: an order still waiting for its payment is stopped at the provider (so the
 * card can no longer be charged) and its stock goes back on the shelf. `closed` runs in the same
 * transaction for the caller's own records (a split pair that never got its first payment).
 */
export async function expireOrder(db: Db, payments: Payments, orderId: string, closed?: (tx: Db, order: OrderRow) => Promise<void>, now = new Date()) {
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
      .returning();
    if (!expired) return false;
    await releaseStock(tx, orderId);
    await closed?.(tx, expired);
    return true;
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs';
import type { PaymentEventHandler } from '../../lib/payments/events';
import { ORDER_RECEIPT_JOB } from './checkout';
import type { OrderRow } from './present';
import { ORDER_REFUND_JOB, type RefundReason, REFUND_NOTES, splitOrderPaid, splitOrderUnpaid } from './split-pairs';
import { releaseStock, retake } from './stock';

/**
 * A provider event about an order (applied once, in applyPaymentEvent's transaction). Only here is an
 * order marked paid or failed. A payment that arrives after its reservation lapsed takes the stock
 * again if it is still there; otherwise it is refunded in full (never sold twice).
 */
export const handleOrderEvent: PaymentEventHandler = async (tx, _provider, event) => {
  if (event.type !== 'payment.succeeded' && event.type !== 'payment.failed') return null;
  const [order] = await tx.select().from(orders).where(eq(orders.providerPaymentIntentId, event.paymentIntentId));
  if (!order) return null;
  if (event.type === 'payment.failed') {
    if (order.status !== 'pending') return 'ignored';
    await tx.update(orders).set({ status: 'failed', failureMessage: event.message }).where(eq(orders.id, order.id));
    await releaseStock(tx, order.id);
    await splitOrderUnpaid(tx, order);
    return 'failed';
  }
  if (order.status !== 'pending' && order.status !== 'failed' && order.status !== 'expired') return 'duplicate';
  if (order.stockReleasedAt && !(await retake(tx, order.id))) {
    await refundInFull(tx, order, 'sold-out', event.at);
    return 'refunded';
  }
  const split = await splitOrderPaid(tx, order, event.at);
  if (split) return split;
  await tx.update(orders).set({ status: 'paid', paidAt: event.at, failureMessage: null }).where(eq(orders.id, order.id));
  await countSales(tx, order);
  await enqueueJob(tx, ORDER_RECEIPT_JOB, { orderId: order.id });
  return 'paid';
};

/** A payment we cannot honour is given back: marked here, refunded at the provider by a job (outside the transaction). */
async function refundInFull(tx: Db, order: OrderRow, reason: RefundReason, at: Date) {
  await tx.update(orders).set({ status: 'refunded', paidAt: at, refundedAt: new Date(), failureMessage: REFUND_NOTES[reason] }).where(eq(orders.id, order.id));
  await enqueueJob(tx, ORDER_REFUND_JOB, { orderId: order.id, reason });
}

/** A paid order: its products count as sold ("popular"), and what it held leaves the member's cart. */
async function countSales(tx: Db, order: OrderRow) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (!item.productId) continue;
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
  const keys = items.filter((item) => item.variantId).map((item) => (item.rightVariantId ? `${item.variantId}:${item.rightVariantId}` : (item.variantId as string)));
  if (order.userId && keys.length > 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.lineKey, keys)));
  }
}

import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOrder, adminOrdersQuery, OrderStatusChange } from '../../../shared/api/shop';
import { ORDER_NUMBER_PATTERN, orderNumberText, type OrderStatus } from '../../../shared/shop';
import type { Db } from '../../db';
import { auditLog, orders, users } from '../../db/schema';
import { AppError, notFound, said } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs';
import { ProviderError } from '../../lib/payments/provider';
import type { UserRow } from '../../lib/sessions';
import { escapeLike } from '../../lib/text-search';
import { presentAdminOrder, presentAdminOrders } from './admin-present';
import { releaseStock } from './stock';
import { ORDER_SHIPPED_JOB } from './order-mail';
import type { OrderRow } from './present';

/* The admins' orders (issue 20): the list and its search, one order, and its way from paid to delivered, cancelled or refunded. */

type OrdersQuery = z.output<typeof adminOrdersQuery>;
type Target = OrderStatusChange['status'];

/** Where an order may go from where it is (shared/api/shop.ts, orderStatusChange). */
const ALLOWED_FROM: Record<Target, readonly OrderStatus[]> = {
  packed: ['paid'],
  shipped: ['packed'],
  delivered: ['shipped'],
  cancelled: ['paid', 'packed'],
  refunded: ['paid', 'packed', 'shipped', 'delivered'],
};

/** Why an order cannot go where it was asked to, in one sentence per case (ICU selects, translated whole; a select's case has no '-'). */
const REFUSAL =
  'Order {number} is {status, select, pending {still waiting for its payment} awaiting_partner {paid and waiting for the other half of its split pair} paid {paid and waiting to be packed} packed {packed} shipped {shipped} delivered {delivered} cancelled {cancelled} refunded {refunded} failed {unpaid (its payment failed)} expired {expired (its payment never came)} other {in another state}}, so it cannot be {target, select, packed {marked as packed} shipped {shipped} delivered {marked as delivered} cancelled {cancelled} other {refunded}}.{hint, select, pack { Mark it as packed first.} refund { It can be refunded instead.} partner { If the other half is not paid in time, it is refunded by itself.} other {}}';

function refusal(order: OrderRow, target: Target) {
  const hint =
    order.status === 'paid' && (target === 'shipped' || target === 'delivered')
      ? 'pack'
      : (order.status === 'shipped' || order.status === 'delivered') && target === 'cancelled'
        ? 'refund'
        : order.status === 'awaiting-partner'
          ? 'partner'
          : 'none';
  return new AppError('CONFLICT', said(REFUSAL, { number: orderNumberText(order.number), status: order.status.replaceAll('-', '_'), target, hint }));
}

const allows = (status: OrderStatus, target: Target) => ALLOWED_FROM[target].includes(status);

async function loadOrder(db: Db, id: string, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Order not found');
  return row;
}

export const getAdminOrder = async (db: Db, id: string): Promise<AdminOrder> => presentAdminOrder(db, await loadOrder(db, id));

/** The order's member has a name like this (first and last, as the site shows it). */
const memberNamed = (like: string) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${like})`;

/** The list's filters (the export uses the same): a status, and an order number, e-mail address or name. */
export function ordersWhere(query: Pick<OrdersQuery, 'status' | 'q'>) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const number = ORDER_NUMBER_PATTERN.exec(q.toUpperCase()) ?? /^(\d{1,9})$/.exec(q);
    if (number) filters.push(eq(orders.number, Number(number[1])));
    else {
      const like = `%${escapeLike(q)}%`;
      filters.push(or(ilike(orders.email, like), ilike(sql`${orders.shippingAddress}->>'name'`, like), memberNamed(like))!);
    }
  }
  return filters.length ? and(...filters) : undefined;
}

export async function listAdminOrders(db: Db, query: OrdersQuery) {
  const where = ordersWhere(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await presentAdminOrders(db, rows), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** What gives the money back: the payment provider (test mode records it, Stripe makes a refund). */
export type Refunder = { readonly mode: string; refundPayment(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void> };

/** The whole order's payment back through the provider; once per order, however often it is asked (its idempotency key). */
async function refund(payments: Refunder, order: OrderRow) {
  const number = orderNumberText(order.number);
  if (!order.providerPaymentIntentId) throw new AppError('CONFLICT', said('Order {number} has no payment at the provider to refund. Nothing has changed.', { number }));
  // A test-mode order on a site that now takes real payments moved no money: there is nothing to give back.
  if (order.provider === 'test' && payments.mode !== 'test') return;
  if (order.provider !== payments.mode) {
    throw new AppError('UNAVAILABLE', said('Order {number} was paid through Stripe, which is not set up on this site now, so it cannot be refunded here. Nothing has changed.', { number }));
  }
  try {
    await payments.refundPayment(order.providerPaymentIntentId, order.totalCents, `order-refund:${order.id}`);
  } catch (error) {
    // The provider's own words for why, as it gave them.
    const reason = error instanceof ProviderError ? error.message.replace(/\.$/, '') : '';
    throw new AppError(
      'UNAVAILABLE',
      reason
        ? said('The refund could not be made at the payment provider ({reason}). Nothing has changed: please try again in a few minutes.', { reason })
        : 'The refund could not be made at the payment provider. Nothing has changed: please try again in a few minutes.',
    );
  }
}

/**
 * Moves an order on. Cancelling and refunding give the money back first, outside the transaction (the
 * provider is another system; its idempotency key makes a retry safe), and the stock of an order that
 * never shipped goes back on the shelf. Shipping e-mails the customer the carrier and tracking number.
 */
export async function changeOrderStatus(db: Db, payments: Refunder, actor: UserRow, id: string, change: OrderStatusChange): Promise<AdminOrder> {
  const before = await loadOrder(db, id);
  if (!allows(before.status, change.status)) throw refusal(before, change.status);
  const refunds = change.status === 'cancelled' || change.status === 'refunded';
  if (refunds) await refund(payments, before);

  return db.transaction(async (tx) => {
    const current = await loadOrder(tx, id, true);
    let target: Target = change.status;
    if (!allows(current.status, target)) {
      // Another admin moved it meanwhile (packed → shipped): the money has gone back all the same, so it is recorded as refunded.
      if (refunds && allows(current.status, 'refunded')) target = 'refunded';
      else throw refusal(current, target);
    }
    const now = new Date();
    const restocked = refunds && current.shippedAt === null ? await releaseStock(tx, id) : false;
    const changes: Partial<typeof orders.$inferInsert> =
      change.status === 'shipped'
        ? { status: 'shipped', shippedAt: now, carrier: change.carrier, trackingNumber: change.trackingNumber }
        : target === 'packed'
          ? { status: 'packed', packedAt: now }
          : target === 'delivered'
            ? { status: 'delivered', deliveredAt: now }
            : target === 'cancelled'
              ? { status: 'cancelled', cancelledAt: now, refundedAt: now }
              : { status: 'refunded', refundedAt: now };
    const [row] = await tx.update(orders).set(changes).where(eq(orders.id, id)).returning();
    if (target === 'shipped') await enqueueJob(tx, ORDER_SHIPPED_JOB, { orderId: id });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      targetUserId: current.userId,
      action: `order.${target}`,
      details: {
        orderId: id,
        number: orderNumberText(current.number),
        from: current.status,
        ...(change.status === 'shipped' ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {}),
        ...(refunds ? { refundedCents: current.totalCents, restocked } : {}),
      },
    });
    return presentAdminOrder(tx, row!);
  });
}
